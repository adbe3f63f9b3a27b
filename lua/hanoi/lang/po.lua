--- The catalogues as gettext PO files, the texts' one source: each
-- language's texts (the game's and the teaching kit's) are one PO file,
-- `lua/hanoi/lang/po/M.po` (M the language's module name of
-- `hanoi.lang.LANGS`), read at run time by `po.texts(tag)`, which
-- `hanoi.lang.catalogue` asks. Translators' tools (Poedit, Weblate) open
-- the same files; `po.export(tag)` writes a language's file as it is (or,
-- with no tag, the template, a `.pot`), `po.import(text)` checks a
-- translated file against English and writes it as the language's file.
--
-- An entry's `msgctxt` is the key, its `msgid` the English text, its
-- `msgstr` the translation; a `#.` comment says where the text shows and
-- names its placeholders, a `#` comment is the translator's own note. A
-- text whose plural choices all follow one number (`"{n}
-- {n:one=disk;other=disks}"`) is a gettext plural entry: `msgid` is the
-- English with the form "one", `msgid_plural` with "other", and
-- `msgstr[i]` the translation with the i-th form of the language's
-- `Plural-Forms`, which are the forms of `hanoi.lang.FORMS` in that order
-- (Russian's four are CLDR's: the fourth is for fractions, as Transifex
-- writes them); the forms are joined back into the inline choices when the
-- file is read (`po.compress`). A text with choices on two numbers, or
-- whose forms would join back into another text, keeps them inline, as
-- the catalogue writes them.
--
-- English is the reference: `en.po` has every key, its `msgid` the English
-- text as the catalogue writes it (plural choices inline) and an empty
-- `msgstr`; its `#.` comments are headings, each saying where the texts
-- below it show.
--
-- Where the files are: in the folder `po/` beside this module (a
-- checkout's lua/hanoi/lang/po/, or an installed rock's hanoi/lang/po/,
-- which the rockspecs install there). The WebAssembly engine carries each
-- as the module `hanoi.lang.po.M_po` of `package.preload`, the file's
-- texts as a table (`po.lua_table`, when the engine is built), which
-- `po.texts` takes.
-- @module hanoi.lang.po

local lang = require "hanoi.lang"

local ipairs, pairs, type, tostring, tonumber, error, pcall, io, os, package, require =
  ipairs, pairs, type, tostring, tonumber, error, pcall, io, os, package, require
local format, concat, sort, char, byte =
  string.format, table.concat, table.sort, string.char, string.byte
local getinfo = debug.getinfo

_ENV = nil -- no globals past this point

local po = {}

--- The `Plural-Forms` of each language: gettext's expression for the
-- forms of `hanoi.lang.FORMS`, in their order (`hanoi.lang.PO_PLURALS`,
-- from each language's plural rule).
po.PLURAL_FORMS = lang.PO_PLURALS

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

-- ---- where the files are ----

-- the folder `po/` beside this file, or nil where it has no file (a
-- module built into the engine)
local HERE
do
  local src = getinfo(1, "S").source
  HERE = src:sub(1, 1) == "@" and src:sub(2):match("^(.*)[/\\]") or nil
  if HERE then HERE = HERE .. "/po" end
end

--- The folder of the catalogues' PO files: `po/` beside this module's
-- file (nil in the web engine, whose files are built in).
-- @treturn string|nil
function po.folder()
  return HERE
end

--- The file name of a language's catalogue: "de.po", "zh_hant.po".
-- @tparam string tag a tag of `hanoi.lang.TAGS`
-- @treturn string
function po.file(tag)
  return lang.MODULES[tag] .. ".po"
end

-- the text of a language's PO file in `dir` (default: the folder beside
-- this file); nil and why when there is none
local function read_text(tag, dir)
  dir = dir or HERE
  if not dir then return nil, "no folder of PO files" end
  local path = dir .. "/" .. po.file(tag)
  local f, err = io.open(path, "rb")
  if not f then return nil, err end
  local text = f:read("a")
  f:close()
  return text, path
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
  return (text:gsub("{([%w_]+):([^{}]*)}", function(_, forms) return lang.pick(forms, form) end))
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

-- ---- writing PO files ----

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

-- comment lines: "# note", "#. note" ("#" or "#." alone for an empty one)
local function comment_lines(mark, lines)
  local out = {}
  for i, c in ipairs(lines or {}) do out[i] = mark .. (c ~= "" and " " .. c or "") .. "\n" end
  return concat(out)
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

-- the translator's extracted comment of an English entry
local function comment(e, plural)
  local out = {}
  out[#out + 1] = "#. Shows in: " .. (e.where or "hanoi"):gsub("%.$", "") .. "."
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

-- the header entry; `comments` the file's own (else a line naming it)
local function header(tag, comments)
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
  if not comments or #comments == 0 then
    comments = { tag == "en"
      and "The texts of hanoi in English (en), the reference catalogue: docs/translating.md."
      or tag and format("The texts of hanoi in %s (%s): docs/translating.md.", lang.NAMES[tag], tag)
      or "The texts of hanoi, the template: docs/translating.md." }
  end
  local out = { comment_lines("#", comments), 'msgid ""\nmsgstr ""\n' }
  for _, f in ipairs(fields) do out[#out + 1] = '"' .. f .. '\\n"\n' end
  return concat(out)
end

-- the plural number a translation's entry follows: English's, when the
-- text's forms join back into the very text (`compress`); false when its
-- choices stay inline; nil when English has none
local function entry_plural(en_text, tr, forms)
  local name = plural_name(en_text)
  if not name or not tr then return name end
  local own = plural_name(tr)
  if own ~= nil and own ~= name then return false end
  local got = {}
  for i, f in ipairs(forms) do got[i] = expand(tr, f) end
  if compress(got, forms, name) ~= tr then return false end
  return name
end

--- A catalogue as its PO file: `cat` (`po.decode`'s) in English's order
-- (`en`, the English catalogue), every key of English an entry, one
-- without a translation left empty; `tag` "en" writes the English
-- catalogue itself, no tag the template (`.pot`).
-- @tparam string|nil tag
-- @tparam table|nil cat
-- @tparam table en
-- @treturn string
function po.encode(tag, cat, en)
  local out = { header(tag, cat and cat.comments) }
  if tag == "en" then
    for _, e in ipairs(en.entries) do
      out[#out + 1] = "\n" .. comment_lines("#", e.comments) .. comment_lines("#.", e.notes)
        .. po_field("msgctxt", e.key) .. po_field("msgid", e.text) .. 'msgstr ""\n'
    end
    return concat(out)
  end
  local forms = tag and lang.FORMS[tag] or { "one", "other" }
  for _, e in ipairs(en.entries) do
    local t = cat and cat.by_key[e.key]
    local tr = t and t.text
    local name = entry_plural(e.text, tr, forms)
    out[#out + 1] = "\n" .. comment_lines("#", t and t.comments) .. comment(e, name)
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
-- entry a list from 0), `fuzzy`, the translator's `comments` (`#` lines)
-- and the extracted `notes` (`#.` lines), each a list of lines. Obsolete
-- entries (`#~`) are left out.
-- @tparam string text
-- @tparam[opt] string name for errors
-- @treturn table entries
function po.parse(text, name)
  name = name or "PO"
  -- the entry being read, the field its strings go to (`fname`, and for
  -- msgstr[i] its index `fidx`), the line's number
  local entries, cur, fname, fidx, n = {}, nil, nil, nil, 0
  local function fail(msg) error(format("%s:%d: %s", name, n, msg), 0) end
  local function unquote(s)
    local body
    if byte(s) == 34 and byte(s, -1) == 34 and #s > 1 then body = s:sub(2, -2)
    else body = s:match('^"(.*)"%s*$') end
    if not body then fail("a string is written in double quotes") end
    if not body:find("\\", 1, true) then return body end
    return (body:gsub("\\(.?)(%d?%d?)", function(c, more)
      if PO_UNESC[c] then return PO_UNESC[c] .. more end
      if c:find("%d") then return char(tonumber(c .. more, 8) % 256) end
      fail("an escape it cannot read: \\" .. c)
    end))
  end
  local function start()
    if not cur or cur.has_str then
      cur = { line = n, comments = {}, notes = {} }
      entries[#entries + 1] = cur
    end
  end
  -- a string continuing the field before it
  local function more(line)
    if not fname then fail("a string outside an entry") end
    local s = unquote(byte(line) == 34 and line or line:match("^%s*(.*)$"))
    if fidx then cur.msgstr[fidx] = cur.msgstr[fidx] .. s
    else cur[fname] = cur[fname] .. s end
  end
  local at, size = 1, #text
  while at <= size + 1 do
    local stop = text:find("\n", at, true) or size + 1
    local line = text:sub(at, stop - 1)
    at = stop + 1
    n = n + 1
    if byte(line, -1) == 13 then line = line:sub(1, -2) end
    local b = byte(line)
    if b == 34 then -- '"': the commonest line of a long text
      more(line)
    elseif b == 35 then -- '#': a comment
      local b2 = byte(line, 2)
      start()
      if b2 == 126 then -- "#~"
        cur.obsolete, cur.has_str = true, true
      elseif b2 == 44 then -- "#,"
        for flag in line:sub(3):gmatch("[^,]+") do
          if flag:match("^%s*(.-)%s*$") == "fuzzy" then cur.fuzzy = true end
        end
      elseif b2 == 46 then -- "#."
        cur.notes[#cur.notes + 1] = line:sub(byte(line, 3) == 32 and 4 or 3)
      elseif b2 ~= 58 and b2 ~= 124 then -- not "#:" nor "#|"
        cur.comments[#cur.comments + 1] = line:sub(b2 == 32 and 3 or 2)
      end
    elseif not b or line:find("^%s*$") then
      if cur and cur.has_str then cur = nil end
      fname = nil
    else
      local kw, rest
      local sp = line:find(" ", 1, true)
      if sp and byte(line, sp + 1) == 34 then kw, rest = line:sub(1, sp - 1), line:sub(sp + 1) end
      if not (kw and kw:find("^[%w_%[%]]+$")) then
        kw, rest = line:match("^([%w_%[%]]+)%s+(.*)$")
      end
      if kw then
        local idx = byte(kw, 7) == 91 and kw:match("^msgstr%[(%d+)%]$") or nil
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
        if idx then
          if type(cur.msgstr) ~= "table" then cur.msgstr = {} end
          idx = tonumber(idx)
          cur.msgstr[idx], cur.has_str = unquote(rest), true
          fname, fidx = "msgstr", idx
        else
          cur[kw], fname, fidx = unquote(rest), kw, nil
          if kw == "msgstr" then cur.has_str = true end
        end
      elseif line:find('^%s*"') then
        more(line)
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

-- ---- the catalogues ----

--- A language's catalogue from the text of its PO file: `{tag, comments,
-- entries, by_key}`, each entry `{key, text, comments, notes, line}` (`text`
-- nil where the file has no translation, or a fuzzy one; a plural entry's
-- forms joined into the catalogue's inline choices, `po.compress`); an
-- English entry has `where`, its heading (the last `#.` comment above it).
-- @tparam string tag
-- @tparam string text the PO file
-- @tparam string name the file's name, for errors
-- @tparam[opt] table en the English catalogue (for a translation's plural entries)
-- @treturn table
-- @raise "name:line: why" for a file it cannot read
function po.decode(tag, text, name, en)
  local cat = { tag = tag, comments = {}, entries = {}, by_key = {} }
  local function fail(e, msg) error(format("%s:%d: %s", name, e.key_line or e.line, msg), 0) end
  local forms, where = lang.FORMS[tag], nil
  for _, e in ipairs(po.parse(text, name)) do
    if e.msgid == "" and e.msgctxt == nil then
      cat.comments = e.comments
    else
      local key = e.msgctxt
      if key == nil then fail(e, "an entry without msgctxt (the key of its text)") end
      if cat.by_key[key] then fail(e, format("the key '%s' twice", key)) end
      local x = { key = key, comments = e.comments, notes = e.notes, line = e.key_line or e.line }
      if tag == "en" then
        x.text = e.msgid
        if #e.notes > 0 then where = concat(e.notes, " ") end
        x.where = where
      elseif e.msgid_plural then
        local ref = en and en.by_key[key]
        local pname = ref and plural_name(ref.text)
        if not pname then fail(e, format("'%s' has no plural forms in English", key)) end
        local strs, empty = type(e.msgstr) == "table" and e.msgstr or {}, 0
        for i = 1, #forms do
          if strs[i - 1] == nil then
            fail(e, format("'%s' needs msgstr[0] to msgstr[%d]", key, #forms - 1))
          end
          if strs[i - 1] == "" then empty = empty + 1 end
        end
        if not e.fuzzy and empty < #forms then
          local got = {}
          for i = 1, #forms do got[i] = strs[i - 1] end
          local why
          x.text, why = compress(got, forms, pname)
          if not x.text then fail(e, format("'%s': %s", key, why)) end
        end
      elseif type(e.msgstr) ~= "string" then
        fail(e, format("'%s' needs a msgstr", key))
      elseif not e.fuzzy and e.msgstr ~= "" then
        x.text = e.msgstr
      end
      cat.entries[#cat.entries + 1], cat.by_key[key] = x, x
    end
  end
  return cat
end

-- the catalogues read from the files beside this module (or built in)
local read_here = {}

--- A language's catalogue read from its PO file (`po.decode`): from the
-- folder `dir`, or by default the one built into the web engine or else
-- the file beside this module (read once).
-- @tparam string tag a tag of `hanoi.lang.TAGS`
-- @tparam[opt] string dir a folder of PO files
-- @tparam[opt] boolean missing_ok an empty catalogue where the file is missing
-- @treturn table
function po.read(tag, dir, missing_ok)
  check_tag(tag, 1, "read")
  if not dir and read_here[tag] then return read_here[tag] end
  local text, path = read_text(tag, dir)
  local cat
  if not text then
    if not missing_ok then
      error(format("hanoi.lang: cannot read the catalogue of '%s' (%s)", tag, tostring(path)), 0)
    end
    cat = { tag = tag, comments = {}, entries = {}, by_key = {}, missing = true }
  else
    cat = po.decode(tag, text, path, tag ~= "en" and po.read("en", dir) or nil)
    cat.src = text
  end
  cat.path = (dir or HERE or "") .. "/" .. po.file(tag)
  if not dir then read_here[tag] = cat end
  return cat
end

--- A language's texts: key -> text, the keys its PO file translates
-- (`hanoi.lang.catalogue` keeps them); in the web engine, the table built
-- in from the file (`po.lua_table`).
-- @tparam string tag a tag of `hanoi.lang.TAGS`
-- @treturn table
function po.texts(tag)
  check_tag(tag, 1, "texts")
  local name = "hanoi.lang.po." .. lang.MODULES[tag] .. "_po"
  if package.preload[name] then return require(name) end
  local t = {}
  for _, e in ipairs(po.read(tag).entries) do
    if e.text then t[e.key] = e.text end
  end
  return t
end

--- A language's texts as the WebAssembly engine carries them
-- (tools/web/modules.lua): the Lua source of a table of key -> text,
-- `po.texts` of the language's PO file, made when the engine is built, so
-- that the page neither carries nor parses the PO file's comments and
-- English.
-- @tparam string tag a tag of `hanoi.lang.TAGS`
-- @tparam[opt] string dir the folder of the PO files (default: this module's)
-- @treturn string
function po.lua_table(tag, dir)
  local out = {}
  for _, e in ipairs(po.read(tag, dir).entries) do
    if e.text then out[#out + 1] = format("[%q]=%q,", e.key, e.text) end
  end
  sort(out)
  return "return {\n" .. concat(out, "\n") .. "\n}\n"
end

--- A language's PO file as translators get it: the file as it is, written
-- again (`po.encode`: English's order, every key an entry); with no tag,
-- the template (`.pot`: every English text, no translation).
-- @tparam[opt] string tag a tag of `hanoi.lang.TAGS` but "en"
-- @tparam[opt] string dir the folder of the PO files (default: this module's)
-- @treturn string
function po.export(tag, dir)
  if tag ~= nil then check_tag(tag, 1, "export") end
  local en = po.read("en", dir)
  return po.encode(tag, tag and po.read(tag, dir, true) or nil, en)
end

-- writes `src` to `path` whole or not at all (a new file renamed over it)
local function write_file(path, src)
  local tmp = path .. ".new"
  local h_, err = io.open(tmp, "wb")
  if not h_ then error(err, 0) end
  local ok, werr = h_:write(src)
  local closed, cerr = h_:close()
  if not ok or not closed then os.remove(tmp); error(tostring(werr or cerr), 0) end
  local moved, merr = os.rename(tmp, path)
  if not moved then os.remove(tmp); error(merr, 0) end
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
  if tag == "en" then
    fail(head, "English is the reference: edit lua/hanoi/lang/po/en.po itself")
  end
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
  local en = po.read("en", dir)
  local cur = po.read(tag, dir, true)
  local current = {}
  for _, e in ipairs(cur.entries) do current[e.key] = e.text end
  local changes, notes, seen = {}, {}, {}
  local report = { changed = 0, added = 0, fuzzy = 0, untranslated = 0, files = {} }
  for _, e in ipairs(entries) do
    if e ~= head then
      local key = e.msgctxt
      if key == nil then fail(e, "an entry without msgctxt (the key of its text)") end
      local ref = en.by_key[key]
      if not ref then fail(e, format("no text '%s' in the English catalogue", key)) end
      if seen[key] then fail(e, format("'%s' a second time (first at line %d)", key, seen[key])) end
      seen[key] = e.line
      if #e.comments > 0 then notes[key] = e.comments end
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
          changes[key] = new
          if current[key] == nil then report.added = report.added + 1
          else report.changed = report.changed + 1 end
        end
      end
    end
  end
  -- the catalogue as it will be: its texts changed, the translators' notes
  -- of the file imported where it has some
  local new = { tag = tag, comments = #cur.comments > 0 and cur.comments or head.comments,
    entries = {}, by_key = {} }
  for _, e in ipairs(en.entries) do
    local old = cur.by_key[e.key]
    local now = changes[e.key]
    if now == nil then now = current[e.key] end
    local x = { key = e.key, text = now, comments = notes[e.key] or old and old.comments }
    new.entries[#new.entries + 1], new.by_key[e.key] = x, x
  end
  local src = po.encode(tag, new, en)
  -- read back before it is written: every text as it will be
  local back = po.decode(tag, src, cur.path, en)
  for _, e in ipairs(new.entries) do
    if back.by_key[e.key].text ~= e.text then
      error(format("%s: the entry '%s' does not read back as written", cur.path, e.key), 0)
    end
  end
  if write and src ~= cur.src then
    write_file(cur.path, src)
    report.files[1] = cur.path
  end
  report.tag, report.src = tag, src
  return report
end

--- Writes a PO file's translations into the catalogue of its language
-- (its header's `Language`): the language's PO file, written again in
-- English's order. Every entry is checked against English first; nothing
-- is written when one is wrong.
-- @tparam string text the PO file
-- @tparam[opt] table o `name` (the file's name, for errors), `dir` (the
--   folder of the PO files, `po.folder()`), `dry` (check only)
-- @treturn table|nil `{tag, changed, added, fuzzy, untranslated, files}`
-- @treturn[opt] string why not, naming the line
function po.import(text, o)
  if type(text) ~= "string" then argerror(1, "import", "string expected, got " .. type(text)) end
  o = o or {}
  local dir = o.dir or po.folder()
  if not dir then return nil, "no folder of PO files to write into: give dir" end
  local ok, rep = pcall(import, text, o.name or "PO", dir, not o.dry)
  if not ok then return nil, tostring(rep) end
  return rep
end

return po
