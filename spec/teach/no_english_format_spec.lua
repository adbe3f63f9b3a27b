-- Every sentence of the kit's reports is a key of its catalogues, never an
-- English text built in code. Two checks:
--
-- * the code: each string literal of the kit (lua/hanoi/teach/, its
--   families of slips, and hanoi grade's command lua/hanoi/cli/grade.lua),
--   read with the kit's own parser of Lua, that holds English words (two
--   or more) and is a format's text, a piece of a `..`, or three words or
--   more anywhere, is refused, unless it stands where English is what is
--   meant (the list below says which places and why);
-- * the reports: hanoi grade's rows (a right file, a wrong one, files
--   that do not load for each of the kit's reasons, a file whose process
--   crashes: the words its parent writes), teach.moves, a stepper as the
--   REPL shows it, a trace's depth, in every language but English: no
--   piece of an English text of the catalogue is in them (unless the
--   language's own text of that key has it too), and in English each of
--   those texts is there (so the check sees what it looks for).
local lang = require "hanoi.lang"
local texts = require "hanoi.teach.texts"
local tree = require "hanoi.teach.lua_tree"

local FILES = { "lua/hanoi/cli/grade.lua" }
for _, dir in ipairs({ "lua/hanoi/teach", "lua/hanoi/teach/slips" }) do
  local p = assert(io.popen("ls " .. dir .. "/*.lua"))
  for f in p:lines() do FILES[#FILES + 1] = f end
  p:close()
end

-- the calls whose text arguments are English by design: the errors raised
-- for a Lua programmer (`bad argument #1 to 'check' (...)`, as Lua's own
-- are; the REPL and hanoi grade say the kit's reasons again in the
-- learner's language, hanoi.teach.texts.said), the checkers that build
-- them, the parser's refusals (hanoi.teach.lua_tree: the search reads a
-- source it cannot parse as one with no repair, and shows no message), the
-- command's refusals of its options (as every command of hanoi says them)
local ERRORS = { error = true, argerror = true, integer = true, options = true, checkpeg = true,
  checkmethod = true, fail = true, raise = true, assert = true }
-- the calls whose text arguments are patterns that read Lua's own English
-- messages ("attempt to call a nil value ...")
local PATTERNS = { find = true, match = true, gmatch = true, gsub = true }

-- the literals that are English on purpose, each with why: a file and the
-- start of the literal's text
local ALLOWED = {
  -- the words the kit reads a parameter's name by, in several languages (data)
  { "lua/hanoi/teach/grade.lua", "from source src start" },
  { "lua/hanoi/teach/grade.lua", "moto hajime" },
  { "lua/hanoi/teach/grade.lua", "to target dest" },
  { "lua/hanoi/teach/grade.lua", "via aux auxiliary" },
  { "lua/hanoi/teach/grade.lua", "hilfe zwischen" },
  -- the value getmetatable("") gives a graded file's code (as Lua's own
  -- __metatable texts are): no report shows it
  { "lua/hanoi/teach/graded.lua", "the metatable of strings" },
  -- Lua's keywords, read by the parser
  { "lua/hanoi/teach/lua_tree.lua", "and break do" },
  { "lua/hanoi/teach/lua_tree.lua", "repeat return then" },
  -- what the parser says to its caller; the search shows no message
  { "lua/hanoi/teach/lua_tree.lua", "cannot read this code: " },
  -- a piece of Lua's own message "attempt to get length of a nil value"
  { "lua/hanoi/teach/diagnose.lua", "get length of" },
  -- Lua code: a repair's edits, the kit's code listings (their comments
  -- are catalogue keys, kit.code.*)
  { "lua/hanoi/teach/repair.lua", "return function(" },
  { "lua/hanoi/teach/repair.lua", "if %s == 0 then return end" },
  { "lua/hanoi/teach/slips/base_case.lua", "if %s == 0 then return end" },
  { "lua/hanoi/teach/texts.lua", "      if n == 0 then return end" },
  -- hanoi grade's usage and help, as every command of hanoi writes them
  { "lua/hanoi/cli/grade.lua", "grade FILE... [--csv" },
  { "lua/hanoi/cli/grade.lua", "[--names N1,N2,N3]" },
  { "lua/hanoi/cli/grade.lua", "[--id-pattern PAT]" },
  { "lua/hanoi/cli/grade.lua", "grades learners' Tower of Hanoi functions" },
  { "lua/hanoi/cli/grade.lua", "\n(default from LC_ALL" },
}

local function allowed(file, value)
  for _, a in ipairs(ALLOWED) do
    if a[1] == file and value:sub(1, #a[2]) == a[2] then return true end
  end
  return false
end

-- the name a call calls, its last part: "format" for string.format(...)
-- and ("..."):format(...), "argerror" for check.argerror(...)
local function callee(call)
  if call.method then
    local m = call.method
    return type(m) == "table" and (m.name or m.value) or m
  end
  local f = call.fn
  if f.tag == "Name" then return f.name end
  if f.tag == "Index" and f.dot then return f.key.value end
end

-- English words: two (or three) words of letters, each of two or more
local function english(v, three)
  if three then return v:find("%f[%a]%a%a+ %a+ %a%a+%f[%A]") ~= nil end
  return v:find("%f[%a]%a%a+ %a%a+%f[%A]") ~= nil
end

--- The English texts built in code in a file: a list of "file:line: text".
local function built_in_code(file, src)
  local root = assert(tree.parse(src), file)
  local parent, out = {}, {}
  tree.walk(root, function(n, p) parent[n] = p end)
  tree.walk(root, function(n)
    -- a literal of the source (not a field's name after a dot)
    if n.tag ~= "String" or not n.s or not src:sub(n.s, n.s):find("[\"'%[]") then return end
    -- the literal's value (the parser keeps its source text)
    local v = load("return " .. src:sub(n.s, n.e), "=literal", "t", {})()
    if not english(v) or allowed(file, v) then return end
    -- where it stands: up through `..`, brackets and formats to the call
    -- it is an argument of, if any
    local up, name, pieced, formatted = n, nil, false, false
    while parent[up] do
      local q = parent[up]
      if q.tag == "Binop" and q.op == ".." then pieced = true
      elseif q.tag == "Call" and callee(q) == "format" then formatted = true
      elseif q.tag == "Call" then name = callee(q); break
      elseif q.tag ~= "Paren" then break end
      up = q
    end
    if name and (ERRORS[name] or PATTERNS[name]) then return end
    if formatted or pieced or english(v, true) then
      out[#out + 1] = ("%s:%d: %q"):format(file, n.line or 0, v:sub(1, 60))
    end
  end)
  return out
end

describe("the kit's code", function()
  it("builds no English sentence with format or `..` outside the errors for a Lua programmer",
    function()
      local found = {}
      for _, file in ipairs(FILES) do
        local f = assert(io.open(file))
        local src = f:read("a")
        f:close()
        for _, where in ipairs(built_in_code(file, src)) do found[#found + 1] = where end
      end
      assert.is_true(#FILES >= 25, #FILES .. " files")
      assert.same({}, found)
    end)

  it("is read so that a sentence built in code is found", function()
    -- the scan itself, on code it must refuse and code it must let be
    local bad = [[
local format = string.format
local function f(n, e)
  local a = format("it took more than %d MiB of memory", n)
  local b = "it did not finish loading: " .. e
  local c = ("%d steps of Lua"):format(n)
  return nil, "a string that does not end"
end
]]
    assert.equal(4, #built_in_code("x.lua", bad))
    local good = [[
local T = require("hanoi.teach.texts").t
local function f(n, e)
  if not n then error("bad argument #1 to 'f' (number expected, got " .. type(n) .. ")") end
  if e:find("^attempt to call a nil value") then return T("kit.graded.unloaded", { why = e }) end
  return format("%d", n) .. ", " .. T("kit.grade.right")
end
]]
    assert.same({}, built_in_code("x.lua", good))
  end)
end)

-- ---- the reports ----

local en = lang.catalogue("en")

-- the fixed pieces of an English text (between its placeholders), those
-- of 8 characters or more with two words, that the language's own text of
-- the key lacks
local function pieces(key, own)
  local out = {}
  for raw in (en[key]:gsub("{[^{}]*}", "\0") .. "\0"):gmatch("([^%z]*)%z") do
    local piece = raw:match("^[%s%p]*(.-)[%s%p]*$")
    if #piece >= 8 and piece:find("%a%a+ %a%a+") and not (own and own[key]:find(piece, 1, true)) then
      out[#out + 1] = piece
    end
  end
  return out
end

-- the English pieces in a text: a list of "key: piece"
local function english_in(text, keys, own)
  local out = {}
  for _, key in ipairs(keys) do
    for _, piece in ipairs(pieces(key, own)) do
      if text:find(piece, 1, true) then out[#out + 1] = key .. ": " .. piece end
    end
  end
  return out
end

local function sorted_keys(pattern)
  local out = {}
  for key in pairs(en) do if key:find(pattern) then out[#out + 1] = key end end
  table.sort(out)
  return out
end

local sh = require("support.helpers").sh

-- what `cmd` wrote (its standard error too), whatever its status
local function run(cmd) return (sh(cmd)) end

-- a class of files, each failing (or not) in its own way
local RIGHT = "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
  .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n  solve(n - 1, via, to, from, move)\nend\n"
local CLASS = {
  a_right = RIGHT,
  b_wrong = RIGHT:gsub("move%(from, to%)", "move(from, via)"),
  c_loop = "while true do end\n",
  d_deep = "local function f(n) return 1 + f(n + 1) end\nf(1)\n",
  e_none = "x = 1\n",
  f_table = "error({})\n",
  g_float = "error(2.5)\n",
  h_yield = "coroutine.yield(1)\n",
  i_debug = "debug.sethook(function() end, 'l')\n",
  j_memory = "local s = string.rep('x', 1 << 30)\n" .. RIGHT,
  k_option = "-- opts: {max_seconds = 9}\n" .. RIGHT,
  l_list = "-- opts: {1}\n" .. RIGHT,
  m_value = "-- opts: {order = os.exit()}\n" .. RIGHT,
  n_order = "-- opts: {order = {'a'}}\n" .. RIGHT,
  o_crash = RIGHT,
  p_stack = "local function f() local ok, e = pcall(f) error(e) end\nf()\n",
  q_c = "return string.len\n",
}
-- the keys of what the rows of this class say, each said by one at least
local SAID = { "kit.graded.unloaded", "kit.graded.deep", "kit.graded.steps", "kit.graded.memory",
  "kit.graded.yield", "kit.graded.no_function", "kit.reason.value", "kit.graded.error_value",
  "kit.graded.no_debug", "kit.graded.opts", "kit.graded.not_option",
  "kit.graded.list_not_option", "kit.graded.bad_value", "kit.graded.crashed",
  "kit.graded.times", "kit.graded.c_function", "kit.grade.right", "kit.grade.wrong" }

describe("the kit's reports in every language", function()
  local dir = os.tmpname()
  os.remove(dir)
  assert(os.execute("mkdir -p " .. dir))
  local names = {}
  for name, text in pairs(CLASS) do
    local f = assert(io.open(dir .. "/" .. name .. ".lua", "w"))
    f:write(text)
    f:close()
    names[#names + 1] = dir .. "/" .. name .. ".lua"
  end
  table.sort(names)
  local files = table.concat(names, " ")
  local function grade(tag)
    -- (the language by --lang only: LANG says English; the crash hook
    -- makes one file's process die before it loads)
    return run("env -u LC_ALL -u LC_MESSAGES LANG=C HANOI_GRADE_TEST_CRASH=" .. dir
      .. "/o_crash.lua bin/hanoi grade --max-seconds 0.3 --max-memory 32 --lang " .. tag
      .. " " .. files)
  end
  local keys = sorted_keys("^kit%.")
  teardown(function() os.execute("rm -rf " .. dir) end)
  after_each(function() texts.lang("en") end)

  it("says each of its reasons in English in English (the check sees what it looks for)",
    function()
      local out = grade("en")
      for _, key in ipairs(SAID) do
        for _, piece in ipairs(pieces(key)) do
          assert.truthy(out:find(piece, 1, true), key .. ": '" .. piece .. "' in\n" .. out)
        end
      end
    end)

  for _, tag in ipairs(lang.TAGS) do
    if tag ~= "en" then
      it("leaves no English sentence of the catalogue in hanoi grade's rows in " .. tag, function()
        local out = grade(tag)
        local own = lang.catalogue(tag)
        -- every file has its row, in the language's words
        assert.truthy(out:find(own["kit.grade.error"], 1, true), out)
        assert.truthy(out:find(own["kit.grade.right"], 1, true), out)
        assert.same({}, english_in(out, keys, own))
      end)

      it("leaves no English sentence in teach.moves, a stepper and a trace's depth in " .. tag,
        function()
          texts.lang(tag)
          local teach = require "hanoi.teach"
          local buf = {}
          teach.moves(2, { out = function(s) buf[#buf + 1] = s end })
          buf[#buf + 1] = tostring(teach.stepper(2, { out = function() end }))
          local s = teach.stepper(1, { out = function() end })
          s:finish()
          buf[#buf + 1] = tostring(s)
          buf[#buf + 1] = require("hanoi.teach.show").pad(20)
          local text = table.concat(buf)
          local own = lang.catalogue(tag)
          assert.same({}, english_in(text, keys, own))
          -- and in English each is said by the catalogue's text
          texts.lang("en")
          buf = {}
          teach.moves(2, { out = function(x) buf[#buf + 1] = x end })
          buf[#buf + 1] = tostring(s) .. require("hanoi.teach.show").pad(20)
          local english_text = table.concat(buf)
          for _, key in ipairs({ "kit.moves.fewest", "kit.repl.stepper_end" }) do
            for _, piece in ipairs(pieces(key)) do
              assert.truthy(english_text:find(piece, 1, true), key .. ": " .. english_text)
            end
          end
          assert.truthy(english_text:find("[depth 20]", 1, true), english_text)
        end)
    end
  end
end)
