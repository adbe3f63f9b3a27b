-- Writes the catalogues of texts as the PO files hanoi reads
-- (lua/hanoi/lang/po/M.po, hanoi.lang.po) from catalogues written as Lua
-- tables, the form they had before (lua/hanoi/lang/M.lua and kit_M.lua:
-- `return { ["key"] = "text", ... }`, the game's and the teaching kit's):
--
--   lua5.4 tools/catalogue-to-po.lua [--from DIR | --git REV] [--out DIR] [--remove]
--
-- --from DIR reads DIR/M.lua and DIR/kit_M.lua (default lua/hanoi/lang);
-- --git REV reads them from a revision of the repository instead
-- (`git show REV:lua/hanoi/lang/kit_de.lua`); --out DIR writes the PO files
-- there (default lua/hanoi/lang/po); --remove removes the Lua files read
-- from --from's folder once every PO file is written. Every language of
-- hanoi.lang.LANGS is converted: an entry's text, its order (English's:
-- the game's file, then the kit's), the comments above it (as `#.`
-- comments in English's file, its headings; as `#` comments in a
-- translation's, but for one that repeats English's heading), the files'
-- leading comments (as the PO file's). Each PO file is read back before
-- any is written: its texts must be the Lua tables' exactly, byte for
-- byte, or nothing is written. The same tables give the same files, so the
-- command can be run again after a branch added keys to the Lua tables.
local here = arg[0]:match("^(.*)[/\\]") or "."
package.path = here .. "/../lua/?.lua;" .. here .. "/../lua/?/init.lua;" .. package.path
local lang = require "hanoi.lang"
local po = require "hanoi.lang.po"

local format, concat, char = string.format, table.concat, string.char

local from, rev, outdir, remove = "lua/hanoi/lang", nil, "lua/hanoi/lang/po", false
local ai = 1
while arg[ai] do
  local a = arg[ai]
  if a == "--from" then from, ai = assert(arg[ai + 1], "--from needs a folder"), ai + 1
  elseif a == "--git" then rev, ai = assert(arg[ai + 1], "--git needs a revision"), ai + 1
  elseif a == "--out" then outdir, ai = assert(arg[ai + 1], "--out needs a folder"), ai + 1
  elseif a == "--remove" then remove = true
  else
    io.stderr:write("usage: lua5.4 tools/catalogue-to-po.lua [--from DIR | --git REV] "
      .. "[--out DIR] [--remove]\n")
    os.exit(2)
  end
  ai = ai + 1
end
if remove and rev then error("--remove removes files of --from's folder, not of a revision", 0) end

-- the text of a catalogue file, or nil when there is none
local function source(file)
  if rev then
    local p = assert(io.popen(format("git show '%s:lua/hanoi/lang/%s' 2>/dev/null", rev, file)))
    local s = p:read("a")
    if not p:close() then return nil end
    return s
  end
  local f = io.open(from .. "/" .. file, "rb")
  if not f then return nil end
  local s = f:read("a")
  f:close()
  return s
end

-- ---- a reader of the Lua tables: every entry, in order, with the
-- comments above it (Lua 5.4's lexical conventions for strings and
-- comments; the result checked against Lua's own reading)

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

-- a catalogue file's entries, each {key, text, comments}, and its leading comments
local function read_lua(src, name)
  local function fail(at, msg) error(format("%s:%d: %s", name, line_of(src, at), msg), 0) end
  local i, pending = 1, {}
  -- blanks and comments: each comment line kept in `pending`
  local function skip()
    while true do
      local a, b = src:find("^%s+", i)
      if a then i = b + 1 end
      if src:find("^%-%-%[=*%[", i) then
        local body, j = long_bracket(src, i + 2, fail)
        for line in (body .. "\n"):gmatch("([^\n]*)\n") do pending[#pending + 1] = line end
        i = j
      elseif src:find("^%-%-", i) then
        local e = src:find("\n", i, true) or #src + 1
        pending[#pending + 1] = src:sub(i + 2, e - 1):gsub("^%-?%s?", ""):gsub("%s+$", "")
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
  local cat = { entries = {}, by_key = {}, comments = {} }
  for _, c in ipairs(pending) do
    if not c:find("^@module") then cat.comments[#cat.comments + 1] = c end
  end
  pending = {}
  if not src:find("^return%f[^%w_]", i) then fail(i, "a catalogue starts 'return {'") end
  i = i + 6
  skip()
  if src:sub(i, i) ~= "{" then fail(i, "a catalogue starts 'return {'") end
  i = i + 1
  pending = {}
  while true do
    skip()
    local c = src:sub(i, i)
    if c == "}" then break end
    if c ~= "[" then fail(i, "an entry of a catalogue is [\"key\"] = \"text\"") end
    local start, comments = i, pending
    pending = {}
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
    local parts = {}
    while true do
      local v
      v, j = string_at()
      if not v then fail(i, "a text is a string, or strings joined by '..'") end
      parts[#parts + 1], i = v, j
      skip()
      if src:sub(i, i + 1) ~= ".." then break end
      i = i + 2
      skip()
    end
    if #pending > 0 then fail(i, "a comment inside an entry") end
    local e = { key = key, text = concat(parts), comments = comments }
    if cat.by_key[key] then fail(start, format("the key '%s' twice", key)) end
    cat.entries[#cat.entries + 1], cat.by_key[key] = e, e
    local sep = src:sub(i, i)
    if sep == "," or sep == ";" then
      i = i + 1
    else
      skip()
      if src:sub(i, i) ~= "}" then fail(i, "',' expected after an entry") end
    end
  end
  if #pending > 0 then fail(i, "a comment after the last entry") end
  i = i + 1
  skip()
  if i <= #src then fail(i, "more after the catalogue's table") end
  -- read again by Lua itself: the two readings must agree
  local chunk = load(src, "=" .. name, "t", {})
  local ok, t = false, nil
  if chunk then ok, t = pcall(chunk) end
  if not ok or type(t) ~= "table" then fail(1, "Lua cannot read it as a table") end
  local n = 0
  for key, v in pairs(t) do
    n = n + 1
    if not cat.by_key[key] or cat.by_key[key].text ~= v then
      fail(1, format("its entry '%s' reads otherwise than Lua reads it", tostring(key)))
    end
  end
  if n ~= #cat.entries then fail(1, "its entries are not the ones Lua reads") end
  return cat
end

-- ---- the conversion

-- a language's two files as one catalogue: the game's entries, then the kit's
local function read_language(tag)
  local m = lang.MODULES[tag]
  local cat = { tag = tag, entries = {}, by_key = {}, comments = {} }
  for _, file in ipairs { m .. ".lua", "kit_" .. m .. ".lua" } do
    local src = source(file)
    if not src then error(format("no catalogue file %s (%s)", file, rev or from), 0) end
    local part = read_lua(src, file)
    for _, c in ipairs(part.comments) do cat.comments[#cat.comments + 1] = c end
    for _, e in ipairs(part.entries) do
      if cat.by_key[e.key] then error(format("%s: the key '%s' is in both files", file, e.key), 0) end
      cat.entries[#cat.entries + 1], cat.by_key[e.key] = e, e
    end
  end
  return cat
end

local en = read_language("en")
for _, e in ipairs(en.entries) do e.notes, e.comments = e.comments, {} end
-- English's headings: each entry's, the last comments above it
local where
for _, e in ipairs(en.entries) do
  if #e.notes > 0 then where = concat(e.notes, " ") end
  e.where = where
end

local files, failed = {}, false
for _, tag in ipairs(lang.TAGS) do
  local cat = tag == "en" and en or read_language(tag)
  if tag ~= "en" then
    for _, e in ipairs(cat.entries) do
      local ref = en.by_key[e.key]
      if not ref then
        io.stderr:write(format("catalogue-to-po: %s: '%s' is not an English key: left out\n",
          tag, e.key))
      elseif concat(e.comments, "\n") == concat(ref.notes, "\n") then
        e.comments = {}
      end
    end
  end
  local text = po.encode(tag, cat, en)
  -- read back: the texts exactly the tables'
  local name = outdir .. "/" .. po.file(tag)
  local back = po.decode(tag, text, name, tag ~= "en" and po.decode("en", files[1].text, "en.po"))
  for _, e in ipairs(cat.entries) do
    local got = back.by_key[e.key]
    if en.by_key[e.key] and (not got or got.text ~= e.text) then
      io.stderr:write(format("catalogue-to-po: %s: '%s' reads back otherwise\n", name, e.key))
      failed = true
    end
  end
  for _, e in ipairs(back.entries) do
    if e.text ~= nil and not cat.by_key[e.key] then failed = true end
  end
  files[#files + 1] = { name = name, text = text, tag = tag }
end
if failed then io.stderr:write("catalogue-to-po: nothing written\n"); os.exit(1) end
os.execute("mkdir -p '" .. outdir .. "'")
for _, f in ipairs(files) do
  local h = assert(io.open(f.name, "wb"))
  h:write(f.text)
  assert(h:close())
  io.stderr:write(format("catalogue-to-po: %s: %d texts\n", f.name, #po.decode(f.tag, f.text,
    f.name, f.tag ~= "en" and po.decode("en", files[1].text, "en.po") or nil).entries))
end
if remove then
  for _, tag in ipairs(lang.TAGS) do
    local m = lang.MODULES[tag]
    for _, file in ipairs { m .. ".lua", "kit_" .. m .. ".lua" } do
      assert(os.remove(from .. "/" .. file))
    end
  end
end
