-- `make repl`: scripted sessions of a child `lua5.4 -i tools/repl.lua`,
-- fed through standard input, as a teacher would type them.
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
  local args = table.pack(...)
  args[args.n + 1] = { out = function(s) buf[#buf + 1] = s end }
  f(table.unpack(args, 1, args.n + 1))
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
      "teach.trace(2, {pegs = 4})",
      "teach.quiz(2)",
      "1 B", "3 C", "1 C", "1 B",
    }, "\n") .. "\n")
    assert.is_true(ok)
    assert.matches("with hanoi.teach. Try:", out, 1, true)
    assert.matches("table\ttable\t1023\n", out, 1, true)
    assert.matches(captured(teach.trace, 2), out, 1, true)
    assert.matches("step 1: call solve(2, A, C, B)\n", out, 1, true)
    assert.matches("step 2: call solve(1, A, B, C)\nstep 3: call solve(0, A, C, B)\n"
      .. "step 4: return from solve(0, A, C, B) to solve(1, A, B, C) at (2)\n"
      .. "step 5: move 1: disk 1 from A to B\n", out, 1, true)
    assert.matches("back to step 4 (undid: move 1: disk 1 from A to B)\n", out, 1, true)
    assert.matches(captured(teach.explain, "binary"), out, 1, true)
    assert.matches("solve4(2, A, D, B, C)\n  solve4(1, A, B, C, D)\n", out, 1, true)
    assert.matches("right: disk 1 from A to B\n", out, 1, true)
    assert.matches("answer with a disk 1..2 and a peg A, B or C, e.g. '1 C'\n", out, 1, true)
    assert.matches("no (legal, but not the shortest way to C). Try again: "
      .. "no (disk 1 is on B already): the move is disk 2 from A to C\n", out, 1, true)
    assert.matches("1 of 2 right the first time\n", out, 1, true)
    assert.not_matches("stdin:%d+:", out)           -- no error in the session
    assert.not_matches("\n> %d+\t%d+\n", out)       -- the quiz returns nothing to print
  end)

  it("writes, grades, fixes, traces and steps a learner's function", function()
    local wrong = {
      "function solve(n, from, to, via, move)",
      "  if n == 0 then return end",
      "  solve(n - 1, from, to, via, move)",
      "  move(from, to)",
      "  solve(n - 1, via, to, from, move)",
      "end",
    }
    local right = { table.unpack(wrong) }
    right[3] = "  solve(n - 1, from, via, to, move)"
    local out, ok = session(table.concat(wrong, "\n") .. "\n"
      .. "teach.check(solve, 3)\n"
      .. table.concat(right, "\n") .. "\n"
      .. "teach.check(solve, 3)\n"
      .. "teach.trace(solve, 2)\n"
      .. "s = teach.stepper(solve, 2)\n"
      .. "s()\ns()\ns()\n")
    assert.is_true(ok)
    -- the first version: wrong, with the first wrong move and a hint
    assert.matches("solve(3, A, C, B): not right. move 2: disk 2 from A to C is illegal: "
      .. "cannot put\n    disk 2 on disk 1.\n", out, 1, true)
    assert.matches("in solve(3, A, C, B) the first call is solve(2, A, C, B)", out, 1, true)
    -- the second: right
    assert.matches("solve(3, A, C, B): right, 7 moves, the minimum.\n"
      .. "7 moves, 15 calls, at most 4 frames on the stack.\n", out, 1, true)
    -- its trace: the lines are those of the function as typed
    assert.matches("solve(2, A, C, B)\n  solve(1, A, B, C)\n    solve(0, A, C, B)\n"
      .. "      return to solve(1, A, B, C) at line 3\n    move 1: disk 1 from A to B\n",
      out, 1, true)
    assert.matches("3 moves, 7 calls, at most 3 frames on the stack\nright: 3 moves, the minimum\n",
      out, 1, true)
    -- its stepper
    assert.matches("step 2: call solve(1, A, B, C)\nstack of frames, outermost first, with "
      .. "the line each is at:\n  1. solve(2, A, C, B)  line 3\n"
      .. "  2. solve(1, A, B, C)  just called   <- running\n", out, 1, true)
    assert.not_matches("stdin:%d+: ", out)
  end)

  it("reports errors in the REPL's usual way and keeps going", function()
    local out = session("teach.trace(0)\nteach.trace(3, {returns = false})\nprint('still here')\n")
    assert.matches("bad argument #1 to 'trace' (the number of disks must be 1..10, got 0)",
      out, 1, true)
    assert.matches("bad argument #2 to 'trace' (unknown option 'returns')", out, 1, true)
    assert.matches("still here\n", out, 1, true)
  end)
end)
