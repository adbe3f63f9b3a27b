-- `make repl`: scripted sessions of the kit's REPL (hanoi.teach.repl),
-- fed through standard input, as a teacher would type them.
local teach = require "hanoi.teach"
local repl = require "hanoi.teach.repl"

local LUA = os.getenv("LUA") or "lua5.4"

-- runs the REPL on `input`: with `make repl` when `make` is true, else
-- `lua5.4 tools/repl.lua` (with `env`, a string of NAME=value words, in
-- front); returns all it printed
local function session(input, make, env)
  local name = os.tmpname()
  local f = assert(io.open(name, "w"))
  f:write(input)
  f:close()
  local cmd = make and "make -s --no-print-directory repl" or (LUA .. " tools/repl.lua")
  local p = assert(io.popen(("%s %s < %s 2>&1"):format(env or "", cmd, name)))
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

local WRONG = {
  "function solve(n, from, to, via, move)",
  "  if n == 0 then return end",
  "  solve(n - 1, from, to, via, move)",
  "  move(from, to)",
  "  solve(n - 1, via, to, from, move)",
  "end",
}

describe("make repl", function()
  it("has hanoi and teach loaded and runs trace, stepper, explain and quiz", function()
    -- the quiz reads its answers from the same standard input as the REPL,
    -- so it comes last: its reads take the rest of the input
    local out, ok = session(table.concat({
      "print(type(hanoi), type(teach), hanoi.count(10))",
      "teach.trace(2)",
      "s = teach.stepper(2)",
      "s()",
      "s:next_move()",
      "s:back()",
      "teach.explain('binary')",
      "teach.trace(2, {k = 4})",
      "hanoi.count(5)",
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
    assert.matches("\n> 31\n", out, 1, true)        -- an expression's value is printed
    assert.matches("right: disk 1 from A to B\n", out, 1, true)
    assert.matches("answer with a disk 1..2 and a peg A, B or C, e.g. '1 A'\n", out, 1, true)
    assert.matches("no (legal, but not the shortest way to C). Try again: "
      .. "no (disk 1 is on B already): the move is disk 2 from A to C\n", out, 1, true)
    assert.matches("1 of 2 right the first time\n", out, 1, true)
    assert.not_matches("stdin:%d+:", out)           -- no error in the session
    assert.not_matches("traceback", out)
  end)

  it("grades a function typed line by line, and steps it beside the typed lines", function()
    local right = { table.unpack(WRONG) }
    right[3] = "  solve(n - 1, from, via, to, move)"
    local out, ok = session(table.concat(WRONG, "\n") .. "\n"
      .. "teach.check(solve)\n"
      .. table.concat(right, "\n") .. "\n"
      .. "teach.check(solve)\n"
      .. "teach.trace(solve, 2)\n"
      .. "s = teach.stepper(solve, 2)\n"
      .. "s()\ns()\ns()\n"
      .. "teach.check(3)\n"
      .. "print('still here')\n", true)
    assert.is_true(ok)
    -- the prompts: > for a chunk, >> while it is not complete
    assert.matches("> >> >> >> >> >> ", out, 1, true)
    -- the first version: wrong with 2 disks, with its first wrong move and a hint
    assert.matches("solve(2, A, C, B): not right with 2 disks (right with 1 disk).\n"
      .. "move 2: disk 2 from A to C is illegal: cannot put disk 2 on disk 1.\n", out, 1, true)
    assert.matches("Hint: in solve(2, A, C, B) the first call is solve(1, A, C, B)", out, 1, true)
    -- the second: right
    assert.matches("solve: right with 1 to 6 disks, each time in the fewest moves.\n"
      .. "With 6 disks: 63 moves, 127 calls, at most 7 calls open at once.\n", out, 1, true)
    -- its trace: the lines are those of the function as typed
    assert.matches("solve(2, A, C, B)\n  solve(1, A, B, C)\n    solve(0, A, C, B)\n"
      .. "      return to solve(1, A, B, C) at line 4\n    move 1: disk 1 from A to B\n",
      out, 1, true)
    -- its stepper shows the typed line beside each frame
    assert.matches("step 2: call solve(1, A, B, C)\nstack of frames, outermost first, with "
      .. "the line each is at:\n  1. solve(2, A, C, B)  line 3: solve(n - 1, from, via, to, "
      .. "move)\n  2. solve(1, A, B, C)  just called   <- running\n", out, 1, true)
    -- a mistake in the use of the kit: one line, no traceback, and the REPL goes on
    assert.matches("\n> teach.check: the first argument must be your function, got a "
      .. "number\n> still here\n", out, 1, true)
    assert.not_matches("traceback", out)
    assert.not_matches("%[C%]", out)
  end)

  it("says each kit mistake in one line, and what a local typed at the prompt does", function()
    local out = session(table.concat({
      "teach.trace(0)",
      "teach.trace(3, {returns = false})",
      "teach.stepper(3)",
      "local function fixed(n, a, b, c, move) end",
      "teach.check(fixed)",
      "error('\\27[2Jboom')",
      "print('still here')",
    }, "\n") .. "\n")
    assert.matches("\n> teach.trace: the first argument: the number of disks must be 1..10, "
      .. "got 0\n", out, 1, true)
    assert.matches("\n> teach.trace: the second argument: unknown option 'returns'\n", out,
      1, true)
    assert.matches("(a stepper at step 0; keep it: s = teach.stepper(3), then s())", out, 1, true)
    assert.matches("teach.check: the first argument must be your function, got no value\n"
      .. "    (fixed was typed as local, and a local lasts one chunk: type it again\n"
      .. "    without local)", out, 1, true)
    -- an error is shown, never obeyed by the terminal
    assert.matches("stdin:1: ^[[2Jboom\n", out, 1, true)
    assert.not_matches("\27", out)
    assert.matches("still here\n", out, 1, true)
  end)

  it("says a chunk nested past the C stack in one line, and goes on", function()
    -- 300 '(' go past the compiler's nesting limit (LUAI_MAXCCALLS, 200)
    local out = session(("("):rep(300) .. "\nprint('still here')\n")
    assert.matches("\n> stdin: the chunk is nested too deeply for Lua (C stack overflow)\n"
      .. "> still here\n", out, 1, true)
    assert.not_matches("traceback", out)
    -- within the limit, the compiler's own message, as it is
    assert.equal("stdin:1: unexpected symbol near <eof>",
      repl.load_error(select(2, load(("("):rep(10), "=stdin"))))
  end)

  it("says at once that a local typed at the prompt is gone, and what the name still means", function()
    local out = session(table.concat(WRONG, "\n") .. "\n"
      .. "local function solve(n, from, to, via, move)\n"
      .. "  local spare = via\n"
      .. "end\n"
      .. "local x, y = 1, 2\n"
      .. "print('still here')\n")
    local text = out:gsub("\n    ", " ")
    assert.matches("(solve was typed as local, and a local lasts one chunk: it is gone now. "
      .. "Type it again without local to keep it. solve still means the one typed before.)",
      text, 1, true)
    assert.matches("(x and y were typed as local, and a local lasts one chunk: they are "
      .. "gone now. Type them again without local to keep them.)", text, 1, true)
    -- a local inside the function is none of the prompt's
    assert.not_matches("spare", text)
    assert.matches("still here\n", text, 1, true)
  end)

  it("finds the locals of a chunk's top level only", function()
    local cases = {
      { "local function solve(n) local x = 1 if n then local y end end", { "solve" } },
      { "local a, b <const> = 1, 2", { "a", "b" } },
      { "x = 1", {} },
      { "function f() local z = 1 end local w", { "w" } },
      { "local s = '[[local q]]' -- local r\nlocal t --[[ local u ]] = 3", { "s", "t" } },
      { "for i = 1, 3 do local k = i end local m = [==[ end ]==]", { "m" } },
      { "repeat local r until true local v = function() local inner end", { "v" } },
      { "while true do local w2 break end if x then local q2 elseif y then local q3 end",
        {} },
    }
    for _, case in ipairs(cases) do
      assert.same(case[2], repl.top_locals(case[1]), case[1])
    end
  end)

  it("edits a typed function in $EDITOR and defines it again", function()
    local editor = os.tmpname()
    local f = assert(io.open(editor, "w"))
    -- the editor of this session: fixes line 3 of the file it is given
    f:write("#!/bin/sh\nsed -i '3s/from, to, via/from, via, to/' \"$1\"\n")
    f:close()
    os.execute("chmod +x " .. editor)
    local out = session(table.concat(WRONG, "\n") .. "\n"
      .. "print(teach.check(solve).ok)\n"
      .. "teach.edit(solve)\n"
      .. "print(teach.check(solve).ok)\n"
      .. "s = teach.stepper(solve, 2)\ns()\ns()\n", false, "EDITOR=" .. editor)
    os.remove(editor)
    assert.matches(" > false\n> defined again (6 lines)\n> true\n", out, 1, true)
    assert.matches("  1. solve(2, A, C, B)  line 3: solve(n - 1, from, via, to, move)\n",
      out, 1, true)
  end)

  it("says the slips of typing at the kit in one line each", function()
    local out = session(table.concat({
      "s = teach.stepper(2)",
      "s.back()",
      "s.finish()",
      "teach.chek(3)",
      "hanoi.nwe(3)",
      "teach.help('nope')",
      "teach.quiz()",
      "print('still here')",
    }, "\n") .. "\n")
    local text = out:gsub("\n    ", " ")
    assert.matches("\n> call a stepper's functions with a colon: s:back(), not s.back()\n",
      text, 1, true)
    assert.matches("\n> call a stepper's functions with a colon: s:finish(), not "
      .. "s.finish()\n", text, 1, true)
    assert.matches("(teach.chek is not in the kit; did you mean teach.check?)\n", text, 1, true)
    assert.matches("(hanoi.nwe is not in the kit; did you mean hanoi.new?)\n", text, 1, true)
    assert.matches("\n> teach.help: the first argument must be one of check, edit, explain, "
      .. "help, moves, quiz, stepper, table, trace, got \"nope\"\n", text, 1, true)
    assert.matches("\n> teach.quiz: the first argument: the number of disks must be an "
      .. "integer, got no value\n", text, 1, true)
    assert.matches("still here\n", text, 1, true)
    assert.not_matches("traceback", text)
    assert.not_matches("stepper%.lua", text)
  end)

  it("says a kit mistake as teach.NAME and the argument in words", function()
    assert.equal("teach.check: the first argument must be your function, got a number",
      repl.usage("stdin:1: bad argument #1 to 'check' (function expected, got number)"))
    assert.equal("teach.best_move: the second argument: the target peg must be A..C or "
      .. "1..3, got 0", repl.usage("bad argument #2 to 'best_move' (the target peg must be "
      .. "A..C or 1..3, got 0)"))
    assert.equal("teach.quiz: the second argument must be an options table, got a string",
      repl.usage("bad argument #2 to 'quiz' (options table expected, got string)"))
    assert.is_nil(repl.usage("bad argument #1 to 'rep' (number expected, got table)"))
    assert.is_nil(repl.usage("attempt to call a nil value"))
  end)

  it("names the kit only where the line typed calls it, not a namesake of another module", function()
    local msg = "stdin:1: bad argument #1 to 'moves' (number expected, got string)"
    assert.is_nil(repl.usage(msg, 'hanoi.moves("x")'))
    assert.is_nil(repl.usage(msg, 'local moves = hanoi.moves; moves("x")'))
    assert.matches("^teach%.moves: the first argument", repl.usage(msg, 'teach.moves("x")'))
    assert.matches("^teach%.moves: ", repl.usage(msg, 'teach . moves ("x")'))
    local step = "stdin:1: bad argument #1 to 'step' (number expected, got string)"
    assert.matches("^s:step: ", repl.usage(step, 's:step("x")'))
    assert.is_nil(repl.usage(step, 'other.steps("x")'))
  end)
end)
