-- A learner's chunk that assigns to the variable of a `for` loop: Lua 5.5
-- refuses to compile it ("attempt to assign to const variable"), and the
-- kit says why and what to do instead, in the learner's language; Lua 5.4
-- runs it. The same message of Lua for a <const> or <close> variable or a
-- named `...` keeps Lua's own words (the kit cannot tell them apart from
-- the message alone).
local texts = require "hanoi.teach.texts"
local repl = require "hanoi.teach.repl"
local graded = require "hanoi.teach.graded"
local lang = require "hanoi.lang"

local V55 = _VERSION == "Lua 5.5"

-- Lua's message for the assignment at `line` to `name`, as 5.5 words it
-- (lparser.c's check_readonly): what the kit is given under 5.5
local function lua_message(where, line, name)
  return ("%s:%d: attempt to assign to const variable '%s'"):format(where, line, name)
end

-- the line of the first `for` whose first variable is `name`, counted here
-- line by line (independently of the kit's scan of the whole text)
local function for_line(text, name)
  local n = 0
  for l in (text .. "\n"):gmatch("(.-)\n") do
    n = n + 1
    if l:match("^%s*for%s+" .. name .. "[%s,=]") then return n end
  end
end

local NUMERIC = "local moves = 0\nfor i = 1, 3 do\n  moves = moves + 1\n  i = i + 1\nend\n"
local GENERIC = "local t = { 3, 2, 1 }\nfor k, v in ipairs(t) do\n  k = k + v\nend\n"

describe("the kit on an assignment to a for loop's variable", function()
  after_each(function() texts.lang("en") end)

  it("says which variable, the line of its loop and the fix, in every language", function()
    local seen = {}
    for _, tag in ipairs(lang.TAGS) do
      texts.lang(tag)
      for _, case in ipairs({ { NUMERIC, 4, "i" }, { GENERIC, 3, "k" } }) do
        local text, line, name = case[1], case[2], case[3]
        local said = texts.for_variable(lua_message("stdin", line, name), text)
        assert.is_string(said, tag)
        assert.matches("^stdin:" .. line .. ": ", said)
        assert.matches(tostring(for_line(text, name)), said, 1, true)
        assert.matches("local " .. name .. " = " .. name, said, 1, true)
        assert.not_matches("const variable", said)
        seen[said] = (seen[said] or 0) + 1
      end
    end
    -- six languages, two chunks: twelve different texts
    local n = 0
    for _, count in pairs(seen) do n = n + 1; assert.equal(1, count) end
    assert.equal(#lang.TAGS * 2, n)
  end)

  it("keeps Lua's words where the variable may be a <const>, a <close> or a named ...", function()
    local others = {
      "local i <const> = 1\nfor i = 1, 2 do end\ni = 2\n",
      "for i = 1, 2 do end\nlocal i <close> = nil\ni = 1\n",
      "local function f(...i)\n  for i = 1, 2 do end\n  i = 1\nend\n",
    }
    for _, text in ipairs(others) do
      assert.is_nil(texts.for_variable(lua_message("stdin", 3, "i"), text))
    end
    -- no `for` of that variable before the line, or another message
    assert.is_nil(texts.for_variable(lua_message("stdin", 1, "i"), "i = 1\nfor i = 1, 2 do end"))
    assert.is_nil(texts.for_variable(lua_message("stdin", 2, "j"), NUMERIC))
    assert.is_nil(texts.for_variable("stdin:1: unexpected symbol near 'i'", NUMERIC))
    assert.is_nil(texts.for_variable(nil, NUMERIC))
  end)

  it("is what the REPL and the grader say under Lua 5.5; Lua 5.4 runs the chunk", function()
    local chunk, err = load(NUMERIC, "=stdin", "t", {})
    local out = {}
    local lines = { (NUMERIC:gsub("\n", " ")) }
    repl.run({ env = setmetatable({}, { __index = _G }), trap = false,
      read = function() return table.remove(lines, 1) end,
      out = function(s) out[#out + 1] = s end })
    out = table.concat(out)
    local _, why = graded.load("learner.lua", "function solve(n, from, to, via, move)\n"
      .. "  for d = 1, n do d = d + 1 end\nend\n", 5, 64)
    if V55 then
      assert.is_nil(chunk)
      assert.equal(lua_message("stdin", 4, "i"), err)
      assert.matches("stdin:1: i is the variable of the for loop on line 1,", out, 1, true)
      assert.matches("local i = i", out, 1, true)
      assert.not_matches("const variable", out)
      assert.matches("^learner.lua:2: d is the variable of the for loop on line 2,", why)
      assert.matches("local d = d", why, 1, true)
    else
      assert.is_function(chunk, err)
      assert.not_matches("stdin:", out)
      assert.is_nil(why)
    end
  end)
end)

-- Lua 5.5's `global` declarations in a learner's file: `hanoi grade` (its
-- sandbox, the guard, the kit) grades it as the same file without them
describe("a learner's file with global declarations", function()
  local cli = require "support.cli"
  local BODY = {
    "function solve(n, from, to, via, move)",
    "  if n == 0 then return end",
    "  solve(n - 1, from, via, to, move)",
    "  move(from, to)",
    "  calls = calls + 1",
    "  solve(n - 1, via, to, from, move)",
    "end",
  }
  local function grade(text)
    local path = os.tmpname() .. ".lua"
    local f = assert(io.open(path, "w"))
    f:write(text)
    f:close()
    local out, err, code = cli.run("grade --csv " .. path)
    os.remove(path)
    assert.equal(0, code, err)
    return (out:gsub("[^\n]*/([^/\n]*%.lua),", "FILE,"))
  end
  local plain = "calls = 0\n" .. table.concat(BODY, "\n") .. "\n"
  if V55 then
    it("is graded as the file without them", function()
      local declared = "global calls = 0\nglobal " .. table.concat(BODY, "\n") .. "\n"
      local star = "global *\n" .. plain
      local want = grade(plain)
      assert.matches("\nFILE,true,6,", want)
      assert.equal(want, grade(declared))
      assert.equal(want, grade(star))
      -- a name used but not declared once the file declares one: Lua's
      -- compile error, a row of its own (no crash, no verdict)
      local undeclared = "global solve\n" .. plain
      assert.matches("\nFILE,false,,error,,,\n$", grade(undeclared))
    end)
  else
    pending("is graded as the file without them (" .. _VERSION .. " has no global declarations)")
  end
end)
