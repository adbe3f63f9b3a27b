--- The catalogues as gettext PO files, for translators (Poedit, Weblate):
-- `po.export(tag)` writes a language's catalogues as a PO file (or, with
-- no tag, the template, a `.pot`), `po.import(text)` writes a PO file back
-- into the catalogue files.
--
-- An entry's `msgctxt` is the key, its `msgid` the English text, its
-- `msgstr` the translation; a `#.` comment says where the text shows and
-- names its placeholders. A text whose plural choices all follow one
-- number (`"{n} {n:one=disk;other=disks}"`) is a gettext plural entry:
-- `msgid` is the English with the form "one", `msgid_plural` with
-- "other", and `msgstr[i]` the translation with the i-th form of the
-- language's `Plural-Forms`, which are the forms of `hanoi.lang.FORMS`
-- in that order (Russian's four are CLDR's: the fourth is for fractions,
-- as Transifex writes them). A text with choices on two numbers keeps
-- them inline, as the catalogue writes them.
--
-- The import checks every entry against English (the key, the English
-- text, the placeholders, the plural forms) and writes nothing when one
-- is wrong: the error names the line of the PO file. An entry marked
-- fuzzy, or without a translation, is not imported. The catalogue files
-- are rewritten in place: an entry whose text changed gets a new string
-- where its old one stood, a new key goes where English has it; every
-- other byte (comments, order, layout) stays. So an unchanged export,
-- imported and exported again, is the same file.
-- @module hanoi.lang.po

local lang = require "hanoi.lang"

local ipairs, pairs, type, tostring, tonumber, error, load, pcall, next, io, os, package, utf8 =
  ipairs, pairs, type, tostring, tonumber, error, load, pcall, next, io, os, package, utf8
local format, concat, sort, char = string.format, table.concat, table.sort, string.char

_ENV = nil -- no globals past this point

local po = {}

--- The `Plural-Forms` of each language: gettext's expression for the
-- forms of `hanoi.lang.FORMS`, in their order (`hanoi.lang.PO_PLURALS`,
-- from each language's plural rule).
po.PLURAL_FORMS = lang.PO_PLURALS

-- where the texts of a key's first word show, when the English catalogue
-- gives no heading above it
local WHERE = {
  play = "the game in the terminal (hanoi play)",
  line = "the game's line mode (hanoi play --line)",
  page = "the page to play (hanoi html --play)",
  watch = "the page that plays a solution back (hanoi html N)",
  save = "a save file's faults (hanoi.game.save)",
  kit = "the teaching kit (hanoi.teach, hanoi grade, hanoi lesson)",
}

-- the error of a bad call, Lua's way
local function argerror(i, fname, msg)
  error(format("bad argument #%d to '%s' (%s)", i, fname, msg), 3)
end

-- a language's tag, checked
local function check_tag(tag, i, fname)
  if type(tag) ~= "string" or not po.PLURAL_FORMS[tag] then
    argerror(i, fname, format("no language '%s': one of %s", tostring(tag), lang.list()))
  end
  return tag
end

-- ---- reading and writing the catalogue files (lua source) ----

-- the catalogue files of a language in a folder: the game's, the kit's
local function files_of(tag, dir)
  local m = lang.MODULES[tag]
  return { dir .. "/" .. m .. ".lua", dir .. "/kit_" .. m .. ".lua" }
end

--- The folder of the catalogue files: where `hanoi.lang.en` is found on
-- `package.path`.
-- @treturn string|nil
function po.folder()
  local path = package.searchpath("hanoi.lang.en", package.path)
  return path and path:match("^(.*)/[^/]*$") or nil
end

local ESC = { a = "\a", b = "\b", f = "\f", n = "\n", r = "\r", t = "\t", v = "\v",
  ["\\"] = "\\", ['"'] = '"', ["'"] = "'", ["\n"] = "\n" }

-- a Lua short string at s[i] (the quote): its value and the index after it
local function short_string(s, i, fail)
  local q, out, j = s:sub(i, i), {}, i + 1
  while true do
    local c = s:sub(j, j)
    if c == "" or c == "\n" then fail(j, "a string that does not end") end
    if c == q then return concat(out), j + 1 end
    if c == "\\" then
      local e = s:sub(j + 1, j + 1)
      if ESC[e] then out[#out + 1], j = ESC[e], j + 2
      elseif e == "x" then
        local h = s:match("^%x%x", j + 2)
        if not h then fail(j, "a \\x escape without two hex digits") end
        out[#out + 1], j = char(tonumber(h, 16)), j + 4
      elseif e == "z" then
        j = s:find("[^%s]", j + 2) or #s + 1
      elseif e == "u" then
        local h = s:match("^{(%x+)}", j + 2)
        if not h then fail(j, "a \\u escape it cannot read") end
        out[#out + 1], j = utf8.char(tonumber(h, 16)), j + 4 + #h
      elseif e:match("%d") then
        local d = s:match("^%d%d?%d?", j + 1)
        out[#out + 1], j = char(tonumber(d)), j + 1 + #d
      else
        fail(j, "an escape it cannot read")
      end
    else
      local k = s:find("[\\\n" .. q .. "]", j) or #s + 1
      out[#out + 1], j = s:sub(j, k - 1), k
    end
  end
end

-- a long bracket at s[i]: its text (the first newline dropped), the index after it
local function long_bracket(s, i, fail)
  local eq = s:match("^%[(=*)%[", i)
  local open = i + #eq + 2
  local close = "]" .. eq .. "]"
  local a, b = s:find(close, open, true)
  if not a then fail(i, "a long string that does not end") end
  local body = s:sub(open, a - 1)
  body = body:gsub("^\r?\n", "", 1)
  return body, b + 1
end

-- the line of byte i
local function line_of(s, i)
  local n = 1
  for _ in s:sub(1, i - 1):gmatch("\n") do n = n + 1 end
  return n
end

--- Reads a catalogue file: its entries in order, each `{key, text,
-- first, last, after, comma, line}` (the bytes first..last are the text's
-- Lua expression, `after` the byte past the entry and its separator), the
-- comments above each, the byte of the table's `{` and `}`.
-- @tparam string src the file's text
-- @tparam string name the file's name, for errors
-- @treturn table `{entries =, by_key =, open =, close =, src =}`
function po.read_catalogue(src, name)
  local function fail(i, msg)
    error(format("%s:%d: %s", name, line_of(src, i), msg), 0)
  end
  -- the line of byte i, counted on from the last one asked (they come in order)
  local at, line = 1, 1
  local function counted(i)
    for _ in src:sub(at, i - 1):gmatch("\n") do line = line + 1 end
    at = i
    return line
  end
  local i = 1
  local heading
  -- blanks and comments; the last comment line above an entry, kept
  local function skip()
    while true do
      local a, b = src:find("^%s+", i)
      if a then i = b + 1 end
      if src:find("^%-%-%[=*%[", i) then
        local _, j = long_bracket(src, i + 2, fail)
        i = j
      elseif src:find("^%-%-", i) then
        local e = src:find("\n", i, true) or #src + 1
        local c = src:sub(i + 2, e - 1):gsub("^%-?%s*", ""):gsub("%s+$", "")
        -- a heading is a comment on a line of its own, not one after an entry
        local own = src:sub(1, i - 1):find("\n[ \t]*$") or i == 1
        if c ~= "" and own then heading = c end
        i = e
      else
        return
      end
    end
  end
  local function string_at()
    local c = src:sub(i, i)
    if c == '"' or c == "'" then return short_string(src, i, fail) end
    if src:find("^%[=*%[", i) then return long_bracket(src, i, fail) end
    return nil
  end
  skip()
  heading = nil
  if not src:find("^return%f[^%w_]", i) then fail(i, "a catalogue starts 'return {'") end
  i = i + 6
  skip()
  if src:sub(i, i) ~= "{" then fail(i, "a catalogue starts 'return {'") end
  local cat = { entries = {}, by_key = {}, open = i, src = src, name = name }
  i = i + 1
  while true do
    skip()
    local c = src:sub(i, i)
    if c == "}" then cat.close = i; break end
    if c ~= "[" then fail(i, "an entry of a catalogue is [\"key\"] = \"text\"") end
    local start = i
    i = i + 1
    skip()
    local key, j = string_at()
    if not key then fail(i, "a key is a string") end
    i = j
    skip()
    if src:sub(i, i) ~= "]" then fail(i, "']' expected after the key") end
    i = i + 1
    skip()
    if src:sub(i, i) ~= "=" then fail(i, "'=' expected after the key") end
    i = i + 1
    skip()
    local first = i
    local parts, last = {}
    while true do
      local v
      v, j = string_at()
      if not v then fail(i, "a text is a string, or strings joined by '..'") end
      parts[#parts + 1], last, i = v, j - 1, j
      skip()
      if src:sub(i, i + 1) ~= ".." then break end
      i = i + 2
      skip()
    end
    local e = { key = key, text = concat(parts), first = first, last = last,
      line = counted(start), start = start, heading = heading }
    local sep = src:sub(i, i)
    if sep == "," or sep == ";" then e.comma, i = true, i + 1 end
    e.after = i
    if cat.by_key[key] then fail(start, format("the key '%s' twice", key)) end
    cat.entries[#cat.entries + 1], cat.by_key[key] = e, e
    if not e.comma then
      skip()
      if src:sub(i, i) ~= "}" then fail(i, "',' expected after an entry") end
    end
  end
  i = cat.close + 1
  skip()
  if i <= #src then fail(i, "more after the catalogue's table") end
  -- read again by Lua itself: the two readings must agree
  local chunk = load(src, "=" .. name, "t", {})
  local ok, t = false, nil
  if chunk then ok, t = pcall(chunk) end
  if not ok or type(t) ~= "table" then fail(1, "Lua cannot read it as a table") end
  for key, v in pairs(t) do
    if not cat.by_key[key] or cat.by_key[key].text ~= v then
      fail(1, format("its entry '%s' reads otherwise than Lua reads it", tostring(key)))
    end
  end
  return cat
end

local QUOTE = { ["\\"] = "\\\\", ['"'] = '\\"', ["\n"] = "\\n", ["\t"] = "\\t", ["\r"] = "\\r" }

-- a text as a Lua short string
local function quote(s)
  return '"' .. s:gsub('[\\"%c]', function(c)
    return QUOTE[c] or format("\\%03d", c:byte())
  end) .. '"'
end

local function columns(s) return utf8.len(s) or #s end

-- the widest line a catalogue file has (luacheck's default is 120)
local WIDTH = 100

-- a text as the Lua expression of an entry whose line starts with
-- `prefix`: one string where it fits, else strings joined by `..`, a
-- line each, split after spaces; a text of several lines as a long
-- string where the old one was (`long`)
local function expression(text, prefix, long)
  if long and text:find("\n") then
    local eq = ""
    while text:find("]" .. eq .. "]", 1, true) or text:sub(-1 - #eq) == "]" .. eq do
      eq = eq .. "="
    end
    return "[" .. eq .. "[\n" .. text .. "]" .. eq .. "]"
  end
  local one = quote(text)
  if columns(prefix) + columns(one) + 1 <= WIDTH then return one end
  local lines, cur, width = {}, "", WIDTH - columns(prefix)
  for word in text:gmatch("[^ ]* *") do
    if word ~= "" then
      if cur ~= "" and columns(quote(cur .. word)) + 3 > width then
        lines[#lines + 1], cur, width = quote(cur), "", WIDTH - 4
      end
      cur = cur .. word
    end
  end
  lines[#lines + 1] = quote(cur)
  return concat(lines, " ..\n    ")
end

-- ---- plural choices ----

-- the one number every plural choice of a text follows: its name; nil
-- when the text has no choice, false when its choices follow two numbers
local function plural_name(text)
  local name
  for _, c in ipairs(lang.choices(text)) do
    if name and c[1] ~= name then return false end
    name = c[1]
  end
  return name
end

-- a text with each plural choice written in the form `form`
local function expand(text, form)
  return (text:gsub("{([%w_]+):([^{}]*)}", function(_, forms)
    local found, other
    for f, word in (forms .. ";"):gmatch("(%a+)=([^;]*);") do
      if f == form then found = word end
      if f == "other" then other = word end
    end
    return found or other or ""
  end))
end

local function is_letter(b) return b and (b >= 0x80 or char(b):find("%w") ~= nil) end

-- the forms of a text (one string a form of the language, in order) as
-- one text with plural choices on `name`; nil and why when they cannot be
local function compress(forms, names, name)
  local seqs = {}
  for i, f in ipairs(forms) do
    if f:find("{[%w_]+:") then
      return nil, "a plural form holds a plural choice: write each form as it reads"
    end
    local seq, last = {}, 1
    for a, ph, b in f:gmatch("(){([%w_]+)}()") do
      seq[#seq + 1] = f:sub(last, a - 1)
      seq[#seq + 1] = "{" .. ph .. "}"
      last = b
    end
    seq[#seq + 1] = f:sub(last)
    seqs[i] = seq
  end
  local out, chose = {}, false
  for j = 1, #seqs[1] do
    for i = 2, #seqs do
      if #seqs[i] ~= #seqs[1] or (j % 2 == 0 and seqs[i][j] ~= seqs[1][j]) then
        return nil, "its plural forms must have the same placeholders in the same order"
      end
    end
    local parts, same = {}, true
    for i = 1, #seqs do
      parts[i] = seqs[i][j]
      if parts[i] ~= parts[1] then same = false end
    end
    if same then
      out[#out + 1] = parts[1]
    else
      local shortest = #parts[1]
      for _, p in ipairs(parts) do if #p < shortest then shortest = #p end end
      local pre = 0
      while pre < shortest do
        local b, ok = parts[1]:byte(pre + 1), true
        for _, p in ipairs(parts) do if p:byte(pre + 1) ~= b then ok = false end end
        if not ok then break end
        pre = pre + 1
      end
      local function mid_word_pre()
        if pre == 0 or not is_letter(parts[1]:byte(pre)) then return false end
        for _, p in ipairs(parts) do if is_letter(p:byte(pre + 1)) then return true end end
        return false
      end
      while mid_word_pre() do pre = pre - 1 end
      local suf = 0
      while suf < shortest - pre do
        local b, ok = parts[1]:byte(#parts[1] - suf), true
        for _, p in ipairs(parts) do if p:byte(#p - suf) ~= b then ok = false end end
        if not ok then break end
        suf = suf + 1
      end
      local function mid_word_suf()
        if suf == 0 or not is_letter(parts[1]:byte(#parts[1] - suf + 1)) then return false end
        for _, p in ipairs(parts) do if is_letter(p:byte(#p - suf)) then return true end end
        return false
      end
      while mid_word_suf() do suf = suf - 1 end
      local words = {}
      for i, p in ipairs(parts) do
        local w = p:sub(pre + 1, #p - suf)
        if w:find("[;{}]") then
          return nil, "a word that changes with the number cannot hold ';', '{' or '}'"
        end
        words[i] = names[i] .. "=" .. w
      end
      out[#out + 1] = parts[1]:sub(1, pre) .. "{" .. name .. ":" .. concat(words, ";") .. "}"
        .. parts[1]:sub(#parts[1] - suf + 1)
      chose = true
    end
  end
  local text = concat(out)
  -- the catalogue names the number even where no word follows it
  if not chose and not lang.placeholders(text)[name] then
    local empty = {}
    for i, f in ipairs(names) do empty[i] = f .. "=" end
    text = text .. "{" .. name .. ":" .. concat(empty, ";") .. "}"
  end
  for i, f in ipairs(names) do
    if expand(text, f) ~= forms[i] then return nil, "its plural forms cannot be joined" end
  end
  return text
end
po.compress, po.expand = compress, expand

-- ---- po files ----

local PO_ESC = { ["\\"] = "\\\\", ['"'] = '\\"', ["\n"] = "\\n", ["\t"] = "\\t", ["\r"] = "\\r" }

-- a keyword and its string, as PO files write them: a text of several
-- lines starts with "" and gives a line of the file to each of its lines
local function po_field(keyword, s)
  local function q(x)
    return '"' .. x:gsub('[\\"%c]', function(c)
      return PO_ESC[c] or format("\\%03o", c:byte())
    end) .. '"'
  end
  local body = s:find("\n", 1, true) and s:find("\n", 1, true) < #s
  if not body then return keyword .. " " .. q(s) .. "\n" end
  local out = { keyword .. ' ""\n' }
  for line in s:gmatch("[^\n]*\n?") do
    if line ~= "" then out[#out + 1] = q(line) .. "\n" end
  end
  return concat(out)
end

-- the English catalogue files and a language's, read from `dir`
local function read_files(tag, dir)
  local out = {}
  for i, path in ipairs(files_of(tag, dir)) do
    local f = io.open(path, "rb")
    if f then
      local src = f:read("a")
      f:close()
      out[i] = po.read_catalogue(src, path)
    else
      out[i] = false
    end
    out[i] = out[i] or { entries = {}, by_key = {}, missing = true, path = path }
    out[i].path = path
  end
  return out
end

-- the English entries, in the order of their files
local function english(dir)
  local files = read_files("en", dir)
  local list, by_key = {}, {}
  for fi, cat in ipairs(files) do
    if cat.missing then error(format("no English catalogue '%s'", cat.path), 0) end
    for _, e in ipairs(cat.entries) do
      list[#list + 1] = { key = e.key, text = e.text, heading = e.heading, file = fi }
      by_key[e.key] = list[#list]
    end
  end
  return list, by_key
end

-- the placeholders of a text in the order they first come
local function placeholder_list(text)
  local out, seen = {}, {}
  for inner in text:gmatch("{([^{}]*)}") do
    local name = inner:match("^([%w_]+)$") or inner:match("^([%w_]+):")
    if name and not seen[name] then seen[name] = true; out[#out + 1] = name end
  end
  return out
end

-- the translator's comment of an English entry
local function comment(e, plural)
  local out = {}
  local where = e.heading or WHERE[e.key:match("^[^.]*")] or "hanoi"
  out[#out + 1] = "#. Shows in: " .. where .. "."
  local names = placeholder_list(e.text)
  if #names > 0 then
    local shown = {}
    for i, n in ipairs(names) do
      shown[i] = "{" .. n .. "}" .. (n == plural and " (the number the plural form follows)"
        or "")
    end
    out[#out + 1] = "#. Placeholders, kept as they are: " .. concat(shown, ", ") .. "."
  end
  if plural == false then
    out[#out + 1] = "#. Its plural choices stay inline, {n:one=...;other=...}: give each the "
      .. "forms of your language's rule (docs/translating.md)."
  end
  return concat(out, "\n") .. "\n"
end

local function header(tag)
  local fields = {
    "Project-Id-Version: hanoi",
    "Language-Team: " .. (tag and lang.NAMES[tag] or "none"),
    "Language: " .. (tag and tag:gsub("%-", "_") or ""),
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: 8bit",
    "Plural-Forms: " .. (tag and po.PLURAL_FORMS[tag] or "nplurals=2; plural=(n != 1);"),
    "X-Generator: hanoi lang export",
  }
  local out = { tag and format("# The texts of hanoi in %s (%s): docs/translating.md.\n",
    lang.NAMES[tag], tag) or "# The texts of hanoi, the template: docs/translating.md.\n" }
  out[#out + 1] = 'msgid ""\nmsgstr ""\n'
  for _, f in ipairs(fields) do out[#out + 1] = '"' .. f .. '\\n"\n' end
  return concat(out)
end

--- A language's catalogues as a PO file; with no tag, the template
-- (`.pot`: every English text, no translation).
-- @tparam[opt] string tag a tag of `hanoi.lang.TAGS` but "en"
-- @tparam[opt] string dir the folder of the catalogue files (`po.folder()`)
-- @treturn string
function po.export(tag, dir)
  if tag ~= nil then check_tag(tag, 1, "export") end
  dir = dir or po.folder()
  local list = english(dir)
  local texts = {}
  if tag then
    for _, cat in ipairs(read_files(tag, dir)) do
      for _, e in ipairs(cat.entries) do texts[e.key] = e.text end
    end
  end
  local forms = tag and lang.FORMS[tag] or { "one", "other" }
  local out = { header(tag) }
  for _, e in ipairs(list) do
    local tr = texts[e.key]
    local name = plural_name(e.text)
    if name and tr and plural_name(tr) ~= name and plural_name(tr) ~= nil then name = false end
    out[#out + 1] = "\n" .. comment(e, name)
    out[#out + 1] = po_field("msgctxt", e.key)
    if name then
      out[#out + 1] = po_field("msgid", expand(e.text, "one"))
      out[#out + 1] = po_field("msgid_plural", expand(e.text, "other"))
      for i, f in ipairs(forms) do
        out[#out + 1] = po_field(format("msgstr[%d]", i - 1), tr and expand(tr, f) or "")
      end
    else
      out[#out + 1] = po_field("msgid", e.text)
      out[#out + 1] = po_field("msgstr", tr or "")
    end
  end
  return concat(out)
end

local PO_UNESC = { n = "\n", t = "\t", r = "\r", a = "\a", b = "\b", f = "\f", v = "\v",
  ["\\"] = "\\", ['"'] = '"' }

--- Reads a PO file: its entries, each with `line` (of its first line),
-- `msgctxt`, `msgid`, `msgid_plural`, `msgstr` (a string, or for a plural
-- entry a list from 0), `fuzzy`, `obsolete`.
-- @tparam string text
-- @tparam[opt] string name for errors
-- @treturn table entries
function po.parse(text, name)
  name = name or "PO"
  local entries, cur, field, n = {}, nil, nil, 0
  local function fail(msg) error(format("%s:%d: %s", name, n, msg), 0) end
  local function unquote(s)
    local body = s:match('^"(.*)"%s*$')
    if not body then fail("a string is written in double quotes") end
    return (body:gsub("\\(.?)(%d?%d?)", function(c, more)
      if PO_UNESC[c] then return PO_UNESC[c] .. more end
      if c:find("%d") then return char(tonumber(c .. more, 8) % 256) end
      fail("an escape it cannot read: \\" .. c)
    end))
  end
  local function start()
    if not cur or cur.has_str then
      cur = { line = n, msgstr = nil }
      entries[#entries + 1] = cur
    end
  end
  for raw in (text .. "\n"):gmatch("([^\n]*)\n") do
    n = n + 1
    local line = raw:gsub("\r$", "")
    if line:find("^%s*$") then
      if cur and cur.has_str then cur = nil end
      field = nil
    elseif line:find("^#~") then
      start()
      cur.obsolete, cur.has_str = true, true
    elseif line:find("^#,") then
      start()
      for flag in line:sub(3):gmatch("[^,]+") do
        if flag:match("^%s*(.-)%s*$") == "fuzzy" then cur.fuzzy = true end
      end
    elseif line:find("^#") then
      start()
    else
      local kw, rest = line:match("^([%w_%[%]]+)%s+(.*)$")
      if kw then
        local idx = kw:match("^msgstr%[(%d+)%]$")
        if not (idx or kw == "msgctxt" or kw == "msgid" or kw == "msgid_plural"
            or kw == "msgstr") then
          fail("a keyword a PO file does not have: " .. kw)
        end
        if kw == "msgctxt" or kw == "msgid" then
          start()
          if cur[kw] then fail("a second " .. kw .. " in one entry") end
          cur.key_line = cur.key_line or n
        elseif not cur or cur.msgid == nil then
          fail(kw .. " before the entry's msgid")
        end
        if kw == "msgctxt" or kw == "msgid" or kw == "msgid_plural" then
          cur[kw] = unquote(rest)
          field = { kw }
        elseif kw == "msgstr" then
          cur.msgstr, cur.has_str = unquote(rest), true
          field = { "msgstr" }
        elseif idx then
          if type(cur.msgstr) ~= "table" then cur.msgstr = {} end
          cur.msgstr[tonumber(idx)], cur.has_str = unquote(rest), true
          field = { "msgstr", tonumber(idx) }
        else
          fail("a keyword a PO file does not have: " .. kw)
        end
      elseif line:find('^%s*"') then
        if not field then fail("a string outside an entry") end
        local s = unquote(line:match("^%s*(.*)$"))
        if field[2] then cur.msgstr[field[2]] = cur.msgstr[field[2]] .. s
        else cur[field[1]] = cur[field[1]] .. s end
      else
        fail("a line a PO file does not have")
      end
    end
  end
  local out = {}
  for _, e in ipairs(entries) do
    if not e.obsolete and e.msgid ~= nil then out[#out + 1] = e end
  end
  return out
end

-- the header's fields
local function header_fields(e)
  local t = {}
  for line in (e.msgstr or ""):gmatch("[^\n]+") do
    local k, v = line:match("^([%w%-]+):%s*(.-)%s*$")
    if k then t[k] = v end
  end
  return t
end

-- what a translation must be, checked against English: nil, or why not
local function check_text(tag, en, text)
  local want, got = lang.placeholders(en), lang.placeholders(text)
  local missing, extra = {}, {}
  for k in pairs(want) do if not got[k] then missing[#missing + 1] = "{" .. k .. "}" end end
  for k in pairs(got) do if not want[k] then extra[#extra + 1] = "{" .. k .. "}" end end
  sort(missing)
  sort(extra)
  if #missing > 0 then return "it lacks the placeholder " .. concat(missing, ", ") end
  if #extra > 0 then
    return "it has the placeholder " .. concat(extra, ", ") .. ", which English has not"
  end
  local forms = lang.FORMS[tag]
  for _, c in ipairs(lang.choices(text)) do
    local same = true
    for _, f in ipairs(forms) do if not c[2][f] then same = false end end
    for f in pairs(c[2]) do
      local known = false
      for _, g in ipairs(forms) do known = known or f == g end
      same = same and known
    end
    if not same then
      return format("its plural choice {%s:...} must give exactly the forms %s", c[1],
        concat(forms, ", "))
    end
  end
  if text:gsub("\n", ""):find("%c") then return "it holds a control character" end
  return nil
end

-- a catalogue file with its texts changed and new keys added
local function rewrite(cat, changes, order, template)
  local src = cat.src or template
  local edits = {}
  for _, e in ipairs(cat.entries or {}) do
    local new = changes[e.key]
    if new ~= nil and new ~= e.text then
      local line_start = src:sub(1, e.start - 1):match(".*\n()") or 1
      local prefix = src:sub(line_start, e.first - 1)
      edits[#edits + 1] = { at = e.first, stop = e.last,
        text = expression(new, prefix, src:sub(e.first, e.first) == "[") }
    end
  end
  -- a new key after the one before it in English's order
  local prev, inserts = nil, {}
  local open = cat.open or src:find("{", (src:find("return", 1, true)), true)
  local by_key = cat.by_key or {}
  for _, key in ipairs(order) do
    if by_key[key] then
      prev = by_key[key]
    elseif changes[key] ~= nil then
      local at = prev and prev.after or open + 1
      local lead = prev and not prev.comma and "," or ""
      local list = inserts[at]
      if not list then list = { lead = lead }; inserts[at] = list end
      local prefix = "  [" .. quote(key) .. "] = "
      list[#list + 1] = "\n" .. prefix .. expression(changes[key], prefix, false) .. ","
    end
  end
  for at, list in pairs(inserts) do
    edits[#edits + 1] = { at = at, stop = at - 1, text = list.lead .. concat(list) }
  end
  sort(edits, function(a, b) return a.at > b.at end)
  for _, ed in ipairs(edits) do
    src = src:sub(1, ed.at - 1) .. ed.text .. src:sub(ed.stop + 1)
  end
  return src
end

-- the beginning of a new catalogue file
local function new_file(tag, kit)
  return format("--- The texts of %s in %s: key -> text (made by hanoi lang import).\n"
    .. "-- @module hanoi.lang.%s%s\nreturn {\n}\n", kit and "the teaching kit" or "the game",
    lang.NAMES[tag], kit and "kit_" or "", lang.MODULES[tag])
end

-- the work of po.import, raising its errors
local function import(text, name, dir, write)
  local entries = po.parse(text, name)
  local head
  for _, e in ipairs(entries) do
    if e.msgid == "" and e.msgctxt == nil then head = e; break end
  end
  if not head then error(format("%s: no header entry (msgid \"\")", name), 0) end
  local h = header_fields(head)
  local function fail(e, msg) error(format("%s:%d: %s", name, e.key_line or e.line, msg), 0) end
  local tag = lang.match(h.Language or "")
  if not tag or not po.PLURAL_FORMS[tag] then
    fail(head, format("the header's Language '%s' is no language of hanoi (%s): a new one "
      .. "is added first (docs/translating.md)", tostring(h.Language), lang.list()))
  end
  if tag == "en" then fail(head, "English is the reference: edit lua/hanoi/lang/en.lua itself") end
  local ct = h["Content-Type"] or ""
  if not ct:lower():find("charset=utf%-8") then
    fail(head, "the file must be UTF-8 (Content-Type: text/plain; charset=UTF-8)")
  end
  local forms = lang.FORMS[tag]
  local np = tonumber((h["Plural-Forms"] or ""):match("nplurals%s*=%s*(%d+)"))
  if np ~= #forms then
    fail(head, format("the header's Plural-Forms must be '%s' (%d forms: %s), as exported",
      po.PLURAL_FORMS[tag], #forms, concat(forms, ", ")))
  end
  local list, en = english(dir)
  local files = read_files(tag, dir)
  local current = {}
  for _, cat in ipairs(files) do
    for _, e in ipairs(cat.entries) do current[e.key] = e.text end
  end
  local changes, seen = { {}, {} }, {}
  local report = { changed = 0, added = 0, fuzzy = 0, untranslated = 0, files = {} }
  for _, e in ipairs(entries) do
    if e ~= head then
      local key = e.msgctxt
      if key == nil then fail(e, "an entry without msgctxt (the key of its text)") end
      local ref = en[key]
      if not ref then fail(e, format("no text '%s' in the English catalogue", key)) end
      if seen[key] then fail(e, format("'%s' a second time (first at line %d)", key, seen[key])) end
      seen[key] = e.line
      local name_ = plural_name(ref.text)
      local new
      if e.msgid_plural then
        if not name_ then
          fail(e, format("'%s' has no plural forms in English: msgid_plural does not belong",
            key))
        end
        if e.msgid ~= expand(ref.text, "one") or e.msgid_plural ~= expand(ref.text, "other") then
          fail(e, format("the English of '%s' is not the English of the catalogue (it changed: "
            .. "export again, or msgmerge with the template)", key))
        end
        local strs = type(e.msgstr) == "table" and e.msgstr or {}
        local got, empty = {}, 0
        for i = 1, #forms do
          got[i] = strs[i - 1]
          if got[i] == nil then fail(e, format("'%s' needs msgstr[0] to msgstr[%d]", key, #forms - 1)) end
          if got[i] == "" then empty = empty + 1 end
        end
        if strs[#forms] ~= nil then
          fail(e, format("'%s' has more plural forms than the %d of %s", key, #forms, tag))
        end
        if e.fuzzy then
          report.fuzzy = report.fuzzy + 1
        elseif empty == #forms then
          report.untranslated = report.untranslated + 1
        elseif empty > 0 then
          fail(e, format("'%s' has a plural form left empty", key))
        else
          local old, same = current[key], current[key] ~= nil
          if old then
            for i, f in ipairs(forms) do if expand(old, f) ~= got[i] then same = false end end
          end
          if same then
            new = old
          else
            local why
            new, why = compress(got, forms, name_)
            if not new then fail(e, format("'%s': %s", key, why)) end
          end
        end
      else
        if type(e.msgstr) ~= "string" then fail(e, format("'%s' needs a msgstr", key)) end
        if e.msgid ~= ref.text then
          fail(e, format("the English of '%s' is not the English of the catalogue (it changed: "
            .. "export again, or msgmerge with the template)", key))
        end
        if e.fuzzy then
          report.fuzzy = report.fuzzy + 1
        elseif e.msgstr == "" then
          report.untranslated = report.untranslated + 1
        else
          new = e.msgstr
        end
      end
      if new ~= nil then
        local why = check_text(tag, ref.text, new)
        if why then fail(e, format("'%s': %s", key, why)) end
        if new ~= current[key] then
          changes[ref.file][key] = new
          if current[key] == nil then report.added = report.added + 1
          else report.changed = report.changed + 1 end
        end
      end
    end
  end
  -- the files as they will be, each read back by Lua before any is written
  local order = { {}, {} }
  for _, e in ipairs(list) do order[e.file][#order[e.file] + 1] = e.key end
  local out = {}
  for fi, cat in ipairs(files) do
    if next(changes[fi]) then
      local src = rewrite(cat, changes[fi], order[fi], new_file(tag, fi == 2))
      local back = po.read_catalogue(src, cat.path)
      for _, e in ipairs(back.entries) do
        local want = changes[fi][e.key]
        if want == nil then want = current[e.key] end
        if e.text ~= want then
          error(format("%s: the rewritten entry '%s' does not read back as written", cat.path,
            e.key), 0)
        end
      end
      out[#out + 1] = { path = cat.path, src = src }
    end
  end
  if write then
    for _, f in ipairs(out) do
      local tmp = f.path .. ".new"
      local h_, err = io.open(tmp, "wb")
      if not h_ then error(err, 0) end
      local ok, werr = h_:write(f.src)
      local closed, cerr = h_:close()
      if not ok or not closed then os.remove(tmp); error(tostring(werr or cerr), 0) end
      local moved, merr = os.rename(tmp, f.path)
      if not moved then os.remove(tmp); error(merr, 0) end
      report.files[#report.files + 1] = f.path
    end
  end
  report.tag, report.out = tag, out
  return report
end

--- Writes a PO file's translations into the catalogue files of its
-- language (its header's `Language`). Every entry is checked first;
-- nothing is written when one is wrong.
-- @tparam string text the PO file
-- @tparam[opt] table o `name` (the file's name, for errors), `dir` (the
--   folder of the catalogue files, `po.folder()`), `dry` (check only)
-- @treturn table|nil `{tag, changed, added, fuzzy, untranslated, files}`
-- @treturn[opt] string why not, naming the line
function po.import(text, o)
  if type(text) ~= "string" then argerror(1, "import", "string expected, got " .. type(text)) end
  o = o or {}
  local ok, rep = pcall(import, text, o.name or "PO", o.dir or po.folder(), not o.dry)
  if not ok then return nil, tostring(rep) end
  return rep
end

return po
