--- The words of the teaching kit: what each method says about itself, the
-- code it prints, and the marks of that code. Kept apart from the code of
-- `hanoi.teach` so that the texts can be read (and reworded) in one place.
-- Every line here fits a projector's 80 columns.
-- @module hanoi.teach.texts

local lang = require "hanoi.lang"

local type, error, tostring, tonumber, next_, ipairs_ = type, error, tostring, tonumber, next,
  ipairs
local table_concat, table_sort, table_pack = table.concat, table.sort, table.pack
local getenv = os and os.getenv or function() return nil end

local texts = {}

_ENV = nil -- no globals past this point

-- ---- the kit's language ----

-- the language the kit speaks (hanoi.lang): from the locale at first
local current = lang.new(lang.from_env(getenv))

--- The kit's language: `texts.lang("de")` sets it (a BCP 47 tag or a
-- POSIX locale name, as `hanoi.lang.match` reads them), `texts.lang()`
-- gives the tag in use. The first comes from LC_ALL, LC_MESSAGES and
-- LANG (a language without a catalogue: English).
-- @tparam[opt] string tag
-- @treturn string the tag in use
function texts.lang(tag)
  if tag ~= nil then
    local t = type(tag) == "string" and lang.match(tag) or nil
    if not t then
      error(("bad argument #1 to 'lang' (one of %s expected, got %s)"):format(lang.list(),
        type(tag) == "string" and ("'" .. tag .. "'") or type(tag)), 2)
    end
    current = lang.new(t)
  end
  return current.tag
end

-- where the kit's words are read: "repl" (a terminal, where the learner
-- types teach.check(...)) or "page" (the lesson's page, where the learner
-- presses its buttons)
local where = "repl"

--- Where the kit's words are read: `texts.where("page")` makes each text
-- that names a command of the REPL say its page form instead (the key
-- with ".page" after it, where the catalogue has one: "Press Check" for
-- "teach.check(solve)"); `texts.where()` gives the place in use.
-- @tparam[opt] string place "repl" or "page"
-- @treturn string the place in use
function texts.where(place)
  if place ~= nil then
    if place ~= "repl" and place ~= "page" then
      error(("bad argument #1 to 'where' ('repl' or 'page' expected, got %s)"):format(
        type(place) == "string" and ("'" .. place .. "'") or type(place)), 2)
    end
    where = place
  end
  return where
end

--- The text of a kit key ("kit.report.hint") in the kit's language, its
-- placeholders filled from `args` (on the page, its page form where it
-- has one: `texts.where`).
-- @tparam string key
-- @tparam[opt] table args
-- @treturn string
function texts.t(key, args)
  if where == "page" and current.english[key .. ".page"] then
    return current:t(key .. ".page", args)
  end
  return current:t(key, args)
end

--- A number as the kit's language writes it (`hanoi.lang.number`):
-- 18,433 in English, 18.433 in German, 18 433 in Russian.
-- @tparam number|string v a number or a string of decimal digits
-- @treturn string
function texts.number(v)
  return lang.number(current.tag, v)
end

--- A list in the kit's language: "1, 2 and 3".
-- @tparam table items strings
-- @treturn string
function texts.list(items)
  if #items == 1 then return tostring(items[1]) end
  local sep, head = current:t("kit.list.comma"), {}
  for i = 1, #items - 1 do head[i] = tostring(items[i]) end
  local joined = head[1]
  for i = 2, #head do joined = joined .. sep .. head[i] end
  return current:t("kit.list.and", { list = joined, last = tostring(items[#items]) })
end

-- ---- the kit's reasons in the learner's language ----
--
-- The kit's argument errors stay English for a Lua programmer (`bad
-- argument #2 to 'check' (field 'from' must be A..C or 1..3, got 7)`);
-- the REPL (and `hanoi grade`, for a file's opts comment) says their
-- reason in the learner's language. Each reason the
-- kit gives (hanoi.teach, and hanoi.check's checkers it calls) is an
-- English text of the catalogue, `kit.why.*`, read back here as a
-- pattern: its placeholders are what the message holds there, and the
-- text of the same key in the learner's language says it again. What a
-- reason names is said the same way: `{what}` by the `kit.what.*` texts
-- ("field 'from'", "the number of disks"), `{got}` by `kit.got.*` (a
-- value, a Lua type's name and a peg's letter stay as they are), what a
-- function expected by `kit.expect.*`.

-- the catalogue's English texts of a kind ("why", "what", "got",
-- "expect") as patterns: `{key, pattern, names}`, the ones with the most
-- fixed text first (so that "{what} must be an integer, got {got}" is
-- tried before "{what} must be a {type}, got {got}")
local read_back = {}
local function readers(kind)
  local list = read_back[kind]
  if list then return list end
  list = {}
  local prefix = "kit." .. kind .. "."
  for key, text in next_, lang.catalogue("en") do
    if key:sub(1, #prefix) == prefix then
      local names, fixed = {}, 0
      -- the text between placeholders, escaped; each placeholder a capture
      local parts, at = {}, 1
      for from, name, to in text:gmatch("(){([%w_]+)}()") do
        local piece = text:sub(at, from - 1)
        fixed = fixed + #piece
        parts[#parts + 1] = piece:gsub("%p", "%%%0")
        parts[#parts + 1] = "(.-)"
        names[#names + 1] = name
        at = to
      end
      local tail = text:sub(at)
      fixed = fixed + #tail
      parts[#parts + 1] = tail:gsub("%p", "%%%0")
      list[#list + 1] = { key = key, pattern = "^" .. table_concat(parts) .. "$", names = names,
        fixed = fixed }
    end
  end
  table_sort(list, function(a, b)
    if a.fixed ~= b.fixed then return a.fixed > b.fixed end
    return a.key < b.key
  end)
  read_back[kind] = list
  return list
end

local said

-- a value a reason says it got: Lua's "nil" and "no value" in words, an
-- English phrase of the kit (`kit.got.*`) in the language, else as it is
local function got_text(v)
  if v == "nil" or v == "no value" then return texts.t("kit.repl.no_value") end
  return (said("got", v)) or v
end

-- an English text of the kit's `kind` in the learner's language, or nil
-- when none of them reads it (`only`: that key alone)
function said(kind, text, only)
  for _, r in ipairs_(readers(kind)) do
    if only == nil or r.key == only then
      local caps = table_pack(text:match(r.pattern))
      if caps[1] ~= nil then
        local args = {}
        for j, name in ipairs_(r.names) do
          local v = caps[j]
          if name == "what" then v = (said("what", v)) or v
          elseif name == "got" then v = got_text(v)
          elseif v:find("^%-?%d+$") then v = tonumber(v) end
          args[name] = v
        end
        return texts.t(r.key, args), r.key
      end
    end
  end
  return nil
end

--- An English text of the kit's `kind` ("why", "what", "got", "expect":
-- `kit.KIND.*`) said again in the kit's language, and its key; nil when
-- none of them reads it (`only`: that key alone).
-- @tparam string kind
-- @tparam string text
-- @tparam[opt] string only
-- @treturn string|nil
-- @treturn[opt] string the key
texts.said = said

--- The kit's words for a chunk that Lua refused to compile because it
-- assigns to the variable of a `for` loop (Lua 5.5 makes the first
-- variable of every `for` read-only): where, which variable, the line of
-- its loop and how to change it, in the kit's language; nil for any
-- other message. Lua gives the same message for a `<const>` or `<close>`
-- variable and for a named `...` parameter, so the words come only when
-- the text has none of these and a `for` of that variable before the
-- line; otherwise Lua's own message stands.
-- @tparam string err the message of `load`
-- @tparam string text the chunk
-- @treturn string|nil
function texts.for_variable(err, text)
  if type(err) ~= "string" or type(text) ~= "string" then return nil end
  local place, line, name =
    err:match("^(.-:(%d+)): attempt to assign to const variable '([%a_][%w_]*)'$")
  if not place or text:find("<%s*const%s*>") or text:find("<%s*close%s*>")
    or text:find("%.%.%.%s*[%a_]") then
    return nil
  end
  -- the line of the last `for NAME` before the line of the assignment
  local at, n, last = 1, 1, nil
  while true do
    local s, e = text:find("%f[%w_]for%s+" .. name .. "%f[^%w_]", at)
    if not s then break end
    local _, before = text:sub(at, s):gsub("\n", "")
    n = n + before
    if n > tonumber(line) then break end
    last = n
    local _, inside = text:sub(s + 1, e):gsub("\n", "")
    n, at = n + inside, e + 1
  end
  if not last then return nil end
  return current:t("kit.repl.for_variable", { where = place, name = name, line = last })
end

-- The code the kit prints for its own recursion. The marks (0) to (4) name
-- lines: a frame of the stepper is always at one of them, and a trace's
-- "return to ... at (2)" says the line where the caller goes on. The code
-- is the same in every language, its comments the language's (keys
-- "kit.code.*").
local CODE = {
  recursive = {
    { "    function solve(n, from, to, via, move)" },
    { "      if n == 0 then return end          ", "(0)", "kit.code.start" },
    { "      solve(n - 1, from, via, to, move)  ", "(1)", "kit.code.solve.1" },
    { "      move(from, to)                     ", "(2)", "kit.code.solve.2" },
    { "      solve(n - 1, via, to, from, move)  ", "(3)", "kit.code.solve.3" },
    { "    end                                  ", "(4)", "kit.code.back" },
  },
  frame_stewart = {
    { "    function solve4(n, from, to, a, b, move)" },
    { "      if n == 0 then return end         ", "(0)", "kit.code.start" },
    { "      local k = hanoi.split(n, 4)       ", "   ", "kit.code.solve4.count" },
    { "      solve4(k, from, a, b, to, move)   ", "(1)", "kit.code.solve4.1" },
    { "      solve(n - k, from, to, b, move)   ", "(2)", "kit.code.solve4.2" },
    { "      solve4(k, a, to, from, b, move)   ", "(3)", "kit.code.solve4.3" },
    { "    end                                 ", "(4)", "kit.code.back" },
  },
}

--- The code of the kit's recursion ("recursive": solve, "frame_stewart":
-- solve4), its comments in the kit's language (`tag`: in that one).
-- @tparam string name
-- @tparam[opt] string tag
-- @treturn string
function texts.code(name, tag)
  local speaker = tag and lang.new(tag) or current
  local out = {}
  for i, l in ipairs_(CODE[name]) do
    out[i] = l[2] and (l[1] .. "-- " .. l[2] .. " " .. speaker:t(l[3])) or l[1]
  end
  return table_concat(out, "\n")
end

texts.CODE3 = texts.code("recursive", "en")
texts.CODE4 = texts.code("frame_stewart", "en")

-- What a frame of each printed function is doing, by the number of its
-- events so far (its calls started and ended, its move): the mark is the
-- line of the code above that it is at. In each language from the catalogue
-- (keys "kit.at.solve.N", "kit.at.solve4.N"); here the English ones.
texts.AT = { solve = {}, solve4 = {} }
do
  local en = lang.catalogue("en")
  for pc = 0, 5 do texts.AT.solve[pc] = en["kit.at.solve." .. pc] end
  for pc = 0, 6 do texts.AT.solve4[pc] = en["kit.at.solve4." .. pc] end
end

-- Why each method works and how to follow it by hand (teach.explain(NAME)),
-- its code in the place of "{code}". In each language from the catalogue
-- (keys "kit.explain.NAME"); here the English ones.
texts.EXPLAIN = {}
do
  local en = lang.catalogue("en")
  local code = { recursive = texts.CODE3, frame_stewart = texts.CODE4 }
  for _, name in ipairs_({ "recursive", "direction", "iterative", "four_step", "three_step",
      "route_table", "binary", "frame_stewart" }) do
    texts.EXPLAIN[name] = lang.format("en", en["kit.explain." .. name], { code = code[name] })
  end
  texts.EXPLAIN_CODE = code
end

-- What each method is, in one line (teach.explain()'s list); what one
-- step of a stepper is, and what the words of its lines mean (printed
-- under its first line); the stepper's keys. In each language from the
-- catalogue (keys "kit.summary.*", "kit.stepper.*", "kit.keys"); here the
-- English ones.
texts.SUMMARY, texts.STEPPER = {}, {}
do
  local en = lang.catalogue("en")
  for key, text in next_, en do
    local part, name = key:match("^kit%.(%a+)%.([%w_]+)$")
    if part == "summary" then texts.SUMMARY[name] = text
    elseif part == "stepper" then texts.STEPPER[name] = text end
  end
  texts.KEYS = en["kit.keys"]
end

-- What the kit offers (teach.help()) and more on each function
-- (teach.help(NAME)). In each language from the catalogue (keys
-- "kit.help" and "kit.help.NAME"); here the English ones.
texts.HELP, texts.HELP_ON = nil, {}
do
  local en = lang.catalogue("en")
  texts.HELP = en["kit.help"]
  for key, text in next_, en do
    local name = key:match("^kit%.help%.([%w_]+)$")
    if name then texts.HELP_ON[name] = text end
  end
end


-- The lesson's page (`hanoi lesson`): the code its section "Write your
-- own" starts from, its paragraphs, headings and buttons are the
-- catalogue's (keys "kit.lesson.*", below), the English ones here.
texts.LESSON = {}

--- The lesson page's words in a language: `{title, heads, ui, right,
-- wrong}` and its paragraphs (`puzzle`, `counting`, ...) from the catalogue (keys "kit.lesson.*"); the page's
-- placeholders ("{peg}") are left for the page to fill.
-- @tparam string tag a tag of `hanoi.lang.TAGS`
-- @treturn table
function texts.lesson(tag)
  local out = { heads = {}, ui = {} }
  for key, text in next_, lang.catalogue(tag) do
    local part, name = key:match("^kit%.lesson%.(%a+)%.([%w_]+)$")
    if part == "head" then out.heads[name] = text
    elseif part == "ui" then out.ui[name] = text
    else
      name = key:match("^kit%.lesson%.([%w_]+)$")
      if name then out[name] = text end
    end
  end
  return out
end

-- the English words and paragraphs of the lesson's page (the catalogue's)
do
  for k, text in next_, texts.lesson("en") do texts.LESSON[k] = text end
end

return texts
