-- `make repl`: a scripted session of a child `lua5.4 -i tools/repl.lua`,
-- fed through standard input, as a teacher would type it.
local teach = require "hanoi.teach"

local LUA = os.getenv("LUA") or "lua5.4"

-- runs the REPL from the checkout root on `input`; returns all it printed
local function session(input)
  local name = os.tmpname()
  local f = assert(io.open(name, "w"))
  f:write(input)
  f:close()
  local p = assert(io.popen(("%s -i tools/repl.lua < %s 2>&1"):format(LUA, name)))
  local out = p:read("a")
  local ok, how, code = p:close()
  os.remove(name)
  return out, ok, how, code
end

local function captured(f, ...)
  local buf = {}
  f(..., { out = function(s) buf[#buf + 1] = s end })
  return table.concat(buf)
end

describe("make repl", function()
  it("has hanoi and teach loaded and runs trace, stepper, explain and quiz", function()
    -- the quiz reads its answers from the same standard input as the REPL,
    -- so it comes last: its buffered reads take the rest of the input
    local out, ok = session(table.concat({
      "print(type(hanoi), type(teach), hanoi.count(10))",
      "teach.trace(2)",
      "s = teach.stepper(2)",
      "s()",
      "s:next_move()",
      "s:back()",
      "teach.explain('binary')",
      "teach.quiz(2)",
      "1 B", "3 C", "1 C",
    }, "\n") .. "\n")
    assert.is_true(ok)
    assert.matches("with hanoi.teach. Try:", out, 1, true)
    assert.matches("table\ttable\t1023\n", out, 1, true)
    assert.matches(captured(teach.trace, 2), out, 1, true)
    assert.matches("step 1: call hanoi(2, A, C, B)\n", out, 1, true)
    assert.matches("step 2: call hanoi(1, A, B, C)\nstep 3: move 1: disk 1 from A to B\n", out, 1, true)
    assert.matches("back to step 2 (undid: move 1: disk 1 from A to B)\n", out, 1, true)
    assert.matches(captured(teach.explain, "binary"), out, 1, true)
    assert.matches("right: disk 1 from A to B\n", out, 1, true)
    assert.matches("answer with a disk 1..2 and a peg A, B or C, e.g. '1 C'\n", out, 1, true)
    assert.matches("no (legal, but not the shortest way to C): the move is disk 2 from A to C\n",
      out, 1, true)
    assert.matches("1 of 2 right\n", out, 1, true)
    assert.not_matches("stdin:%d+:", out)           -- no error in the session
  end)

  it("reports errors in the REPL's usual way and keeps going", function()
    local out = session("teach.trace(0)\nprint('still here')\n")
    assert.matches("bad argument #1 to 'trace' (number of disks must be 1..10)", out, 1, true)
    assert.matches("still here\n", out, 1, true)
  end)
end)
