-- teach.check: a learner's own function graded, each verdict compared
-- with the specs' own run of the same function (its calls counted by the
-- function itself) and a simulator of its moves (support.learners).
local hanoi = require "hanoi"
local render = require "hanoi.render"
local teach = require "hanoi.teach"
local learners = require "support.learners"

local F = learners.functions

local function optimal(k, n)
  return k == 3 and (1 << n) - 1 or learners.FS[n]
end

local function names_of(spec)
  if spec.numbers then return { 1, 2, 3 } end
  return spec.k == 4 and { "A", "B", "C", "D" } or { "A", "B", "C" }
end

-- the kit's report on learner `name` graded with 1 to n disks, and the
-- specs' own run and judgement of the same function at the size the
-- report is about: the smallest that fails by the specs' own judgement
local function graded(name, n)
  local spec = F[name]
  local names = names_of(spec)
  local opts
  if spec.k == 4 or spec.numbers then
    opts = { k = spec.k == 4 and 4 or nil, names = spec.numbers and names or nil }
  end
  local report = teach.check(spec.make(learners.instrument()), n, opts)
  local own, run, j
  for size = 1, n do
    own = learners.instrument(size + 20)
    run = learners.run(spec.make(own), size, spec.k, names, own, 2 * 3 ^ size // 1)
    j = learners.judge(run, size, spec.k, names)
    local ok = run.ok and not j.illegal and j.on_target and #run.moves == optimal(spec.k, size)
    if not ok or size == n then
      assert.equal(size, report.n, ("%s, n = %d"):format(name, n))
      break
    end
  end
  return report, j, run, own
end

-- what every report must agree on with the specs' own run
local function agrees(name, n)
  local spec = F[name]
  local report, j, run, own = graded(name, n)
  local label = ("%s, n = %d"):format(name, n)
  n = report.n
  assert.equal(optimal(spec.k, n), report.optimal, label)
  local ok = run.ok and not j.illegal and j.on_target and #run.moves == report.optimal
  assert.equal(ok, report.ok, label)
  assert.equal(not ok, report.reason ~= nil, label)
  if not j.illegal then
    assert.equal(own.calls, report.calls, label)
    assert.equal(own.deepest, report.depth, label)
  end
  assert.equal(j.legal, report.moves, label)
  if j.first_wrong then
    assert.is_table(report.error, label)
    assert.equal(j.first_wrong.move, report.error.move, label)
    assert.equal(j.first_wrong.disk, report.error.disk, label)
    if j.first_wrong.after then
      local after = j.first_wrong.after
      assert.equal(("legal, but after it the tower is %d move%s away instead of %d")
        :format(after, after == 1 and "" or "s", j.first_wrong.best), report.error.reason, label)
    end
  else
    assert.is_nil(report.error, label)
  end
  assert.equal(j.label, report.state:label(), label)
  return report, j, run, own
end

-- the number of pegs the moves of a specs' run touch
local function pegs_used(run)
  local seen, count = {}, 0
  for _, m in ipairs(run.moves) do
    for _, p in ipairs(m) do
      if not seen[p] then seen[p] = true; count = count + 1 end
    end
  end
  return count
end

describe("teach.check", function()
  it("passes a right function, with the base case n == 0 or n == 1", function()
    for _, name in ipairs({ "right0", "right1", "tail" }) do
      for n = 1, 6 do
        local report = agrees(name, n)
        assert.is_true(report.ok)
        assert.equal((1 << n) - 1, report.moves)
        assert.is_nil(report.hint)
      end
    end
    local report = teach.check(F.right0.make(learners.instrument()), 3)
    assert.equal("solve: right with 1 to 3 disks, each time in the fewest moves.\n"
      .. "With 3 disks: 7 moves, 15 calls, at most 4 calls open at once.", tostring(report))
    assert.same({ { n = 1, ok = true }, { n = 2, ok = true }, { n = 3, ok = true } },
      report.sizes)
    -- with no size, 1 to 6; on four pegs 1 to 8
    assert.equal(6, teach.check(F.right0.make(learners.instrument())).n)
    assert.equal(8, teach.check(F.four.make(learners.instrument()), { k = 4 }).n)
  end)

  it("counts the calls of a right function: 2^(n+1) - 1 with n == 0, 2^n - 1 with n == 1", function()
    for n = 1, 8 do
      assert.equal((1 << (n + 1)) - 1, teach.check(F.right0.make(learners.instrument()), n).calls)
      assert.equal(n + 1, teach.check(F.right0.make(learners.instrument()), n).depth)
      assert.equal((1 << n) - 1, teach.check(F.right1.make(learners.instrument()), n).calls)
      assert.equal(n, teach.check(F.right1.make(learners.instrument()), n).depth)
    end
  end)

  it("finds the first wrong move when the pegs of the first call are swapped", function()
    for n = 1, 5 do agrees("swap_first", n) end
    local report = agrees("swap_first", 3)
    assert.is_false(report.ok)
    assert.equal(2, report.n)                         -- right with 1 disk
    assert.equal("move 2: disk 2 from A to C is illegal: cannot put disk 2 on disk 1",
      report.reason)
    assert.equal("first_call_pegs", report.slip)
    assert.matches("the first call is solve(1, A, C, B)", report.hint, 1, true)
    assert.matches("should move the n - 1 disks to the spare peg: solve(1, A, B, C)",
      report.hint, 1, true)
    assert.matches("The first wrong move is move 1: disk 1 from A to C", tostring(report),
      1, true)
  end)

  it("finds the first wrong move when the pegs of the second call are swapped", function()
    for n = 1, 5 do agrees("swap_second", n) end
    local report = agrees("swap_second", 3)
    assert.is_false(report.ok)
    assert.equal("second_call_pegs", report.slip)
    assert.matches("the second call is solve(1, B, A, C)", report.hint, 1, true)
  end)

  it("shows a base case that moves twice: legal, too long", function()
    for n = 1, 5 do agrees("twice", n) end
    local report, j = agrees("twice", 3)
    assert.is_false(report.ok)
    assert.equal(1, report.n)
    assert.equal("legal, 2 moves, the minimum is 1", report.reason)
    assert.equal(1, report.error.move)
    assert.equal("base_moves_twice", report.slip)
    assert.matches("solve(1, A, C, B) made 2 moves itself (move(A, B), move(B, C))",
      report.hint, 1, true)
    -- the text: the verdict, the first wrong move and the pegs before it
    local text = tostring(report)
    assert.matches("solve(1, A, C, B): not right with 1 disk.\nlegal, 2 moves, the "
      .. "minimum is 1.", text, 1, true)
    assert.matches("The first wrong move is move 1: disk 1 from A to B: legal", text, 1, true)
    local before = render.ascii(hanoi.state(j.first_wrong.label), { lift = 1, width = 78 })
    assert.matches(("\n" .. before):gsub("\n", "\n  "), text, 1, true)
    assert.matches("Before it (disk 1 raised):", text, 1, true)
  end)

  it("shows a missing second call", function()
    for n = 1, 5 do agrees("missing_second", n) end
    local report = agrees("missing_second", 2)
    assert.equal("solve returned after 2 moves with disk 1 not on C", report.reason)
    assert.equal("missing_call", report.slip)
    -- the kit sees the specs' file: the repair it proposes is the missing
    -- call after the move, proven with 1 and 2 disks
    assert.matches("solve(2, A, C, B) calls solve only once (solve(1, A, B, C), before its "
      .. "move), but it needs two calls: one before its move, one after. After line ", report.hint,
      1, true)
    assert.matches(" add `solve(n - 1, via, to, from, move)`: with that change your function is "
      .. "right for 1 and 2 disks.", report.hint, 1, true)
    assert.equal(1, #report.fix)
    assert.equal("move(from, to)", report.fix[1].old:match("^%s*(.-)%s*$"))
    report = agrees("missing_second", 3)
    assert.equal(2, report.n)                             -- it fails with 2 disks already
    assert.is_true(agrees("missing_second", 1).ok)       -- one disk needs no second call
  end)

  it("stops endless recursion at max_depth, without a stack overflow", function()
    for n = 1, 4 do
      local report = agrees("endless", n)
      assert.equal(22, report.depth)
      assert.equal(22, report.calls)
      assert.equal(0, report.moves)
      assert.equal(1, report.n)                  -- it fails with 1 disk already
      assert.equal("stopped: 22 calls were open at once, each made inside the one before "
        .. "(more than max_depth = 21), with n = 1, 0, -1, -2, ..., -19, -20", report.reason)
      assert.not_matches("overflow", tostring(report))
      assert.equal("no_base", report.slip)
      assert.matches("never stops calling itself", report.hint, 1, true)
    end
    local report = teach.trace and teach.check(F.endless.make(learners.instrument()), 1,
      { max_depth = 5 })
    assert.equal(6, report.depth)
    assert.equal("stopped: 6 calls were open at once, each made inside the one before "
      .. "(more than max_depth = 5), with n = 1, 0, -1, -2, -3, -4", report.reason)
  end)

  it("reports an error the function raises, with its line", function()
    for n = 1, 4 do agrees("raises", n) end
    local c = learners.instrument()
    local report = teach.check(F.raises.make(c), 3)
    assert.equal(3, report.n)
    assert.equal(5, report.moves)
    assert.equal("error", report.slip)
    assert.matches(("^solve raised an error: %%S*spec/support/learners%%.lua:%d: oops$")
      :format(c.errline), report.reason)
    assert.matches("^solve%(3, A, C, B%): not right with 3 disks %(right with 1 and 2 "
      .. "disks%)%.\nsolve raised an error", tostring(report))
  end)

  it("takes pegs as numbers", function()
    for n = 1, 5 do
      local report = agrees("numbers", n)
      assert.is_true(report.ok)
    end
    local report = teach.check(F.swap_first.make(learners.instrument()), 3,
      { names = { 1, 2, 3 } })
    assert.equal(1, report.error.from)
    assert.equal(3, report.error.to)
    assert.equal("first_call_pegs", report.slip)
    assert.matches("the first call is solve(1, 1, 3, 2)", report.hint, 1, true)
    assert.matches("(peg A is 1, B is 2, C is 3)", tostring(report), 1, true)
  end)

  it("grades a four-peg solution against Frame-Stewart", function()
    for n = 1, 10 do
      local report = agrees("four", n)
      assert.is_true(report.ok, n)
      assert.equal(learners.FS[n], report.moves)
      assert.equal(hanoi.count(n, 4), report.optimal)
    end
    assert.is_true(agrees("four", 12).ok)
  end)

  it("does not pass a three-peg solution on four pegs", function()
    for n = 1, 6 do agrees("three_on_four", n) end
    local report = agrees("three_on_four", 4)
    assert.is_false(report.ok)
    assert.equal(3, report.n)                        -- right with 1 and 2 disks
    assert.equal("legal, 7 moves, the minimum is 5", report.reason)
    assert.equal("not_shortest", report.slip)
    -- the specs' own run moves on three pegs only: the hint says so
    local _, _, run = agrees("three_on_four", 3)
    assert.equal(3, pegs_used(run))
    assert.matches("its moves use only three of the four pegs; with all four, 5 moves do it",
      report.hint, 1, true)
    -- every move legal; the first off the shortest way is named, on four
    -- pegs too (agrees checks it against a breadth-first search)
    assert.equal(1, report.error.move)
    assert.is_true(agrees("three_on_four", 2).ok)    -- 3 moves either way
    report = agrees("three_args_on_four", 3)
    assert.matches("attempt to call a string value (local 'move')", report.reason, 1, true)
    assert.equal("three_pegs", report.slip)
    assert.matches("three pegs, but it was checked on four", report.hint, 1, true)
  end)

  it("says 'three of the four pegs' only of moves that use three", function()
    local report, _, run = agrees("four_split_last", 4)
    assert.equal(3, report.n)
    assert.equal("not_shortest", report.slip)
    assert.equal(4, pegs_used(run))
    assert.not_matches("three of the four", report.hint, 1, true)
    assert.matches("in 7 moves, where 5 are enough", report.hint, 1, true)
    -- the command it suggests traces it as it was checked, on four pegs
    assert.matches("(teach.trace(solve4, 3, {k = 4}) shows them)", report.hint, 1, true)
  end)

  it("stops a function that moves for ever at max_moves", function()
    local function pingpong(n, from, to, via, move)
      while true do
        move(from, via)
        move(via, from)
      end
    end
    local report = teach.check(pingpong, 3)
    assert.equal(1, report.n)
    assert.equal(6, report.moves)                    -- 2 * 3^1
    assert.equal("stopped at move 7: more than max_moves = 6 moves (the minimum is 1)",
      report.reason)
    assert.is_nil(report.slip)                       -- no evidence that it never ends
    report = teach.check(pingpong, 3, { max_moves = 5 })
    assert.equal(5, report.moves)
    assert.equal(1, report.error.move)
  end)

  it("stops an endless loop, a yield and a function that catches the stop", function()
    local report = teach.check(function() while true do end end, 3, { max_seconds = 0.2 })
    -- stopped by its budget of steps at 1 disk (not by the time it took):
    -- past it by less than one count of the hook (1000 instructions) and
    -- the calls it made (the coroutine's function and fn)
    local learner = require "hanoi.teach.learner"
    local budget = learner.budget(0.2, 1)
    assert.equal("steps", report.record.stopped)
    assert.equal(budget, report.record.max_steps)
    local steps = report.record.steps
    assert.is_true(steps > budget and steps <= budget + 1000 + 2 * learner.CALL_STEPS, steps)
    local grouped = tostring(steps):reverse():gsub("(%d%d%d)", "%1,"):reverse():gsub("^,", "")
    assert.equal(("stopped: still running after %s steps of Lua (max_seconds = 0.2)")
      :format(grouped), report.reason)
    assert.equal("endless", report.slip)
    assert.equal(1, report.calls)
    -- stopped inside one of Lua's own functions, before a step of Lua: the
    -- time is what stopped it
    assert.equal("stopped: still running after max_seconds = 0.2 seconds",
      require("hanoi.teach.grade").reason { stopped = "steps", steps = 0, max_seconds = 0.2 })
    -- a yield ends the run, even when check runs inside a coroutine
    local co = coroutine.wrap(function()
      return teach.check(function(n, a, b, c, move) move(a, b); coroutine.yield("x") end, 2)
    end)
    report = co()
    assert.equal("it called coroutine.yield: a solution must not yield", report.reason)
    assert.equal(1, report.moves)
    -- pcall catching the stop does not keep it running
    local function stubborn(n, a, b, c, move)
      while true do pcall(stubborn, n + 1, a, b, c, move) end
    end
    report = teach.check(stubborn, 2)
    assert.matches("^stopped: 22 calls were open at once, each made inside the one before "
      .. "%(more than max_depth = 21%)", report.reason)
    local calls = 0
    local function wide(n, a, b, c, move)
      calls = calls + 1
      if n < -3 then return end
      for _ = 1, 3 do pcall(wide, n - 1, a, b, c, move) end
    end
    report = teach.check(wide, 1, { max_calls = 50 })
    assert.equal("stopped: more than max_calls = 50 calls", report.reason)
    assert.equal(51, report.calls)
    -- the 51st call of each run is stopped before its first line (the kit
    -- runs the function more than once to learn why it fails)
    assert.equal(0, calls % 50)
    assert.is_true(calls > 0)
  end)

  it("stops a function that takes more and more memory at max_memory", function()
    local function doubling(n, from, to, via, move)
      doubling(n - 1, from .. from, to, via, move)
    end
    local report = teach.check(doubling, 1, { max_memory = 1, max_depth = 40 })
    assert.equal("stopped: it took more than max_memory = 1 MiB of memory", report.reason)
    assert.is_true(report.depth < 40)
  end)

  it("judges wrong values: unknown pegs, an empty peg, two pegs the same", function()
    local function mover(a, b)
      return function(n, from, to, via, move) move(a, b) end
    end
    local cases = {
      { mover("A", "E"), '"E" is not a peg' },
      { mover(nil, "C"), "nil is not a peg" },
      { mover({}, "C"), "table is not a peg" },
      { mover("B", "C"), "peg B is empty" },
      { mover("A", "A"), "from and to are the same peg, A" },
    }
    for _, case in ipairs(cases) do
      local report = teach.check(case[1], 2)
      assert.is_false(report.ok)
      assert.equal(case[2], report.error.reason)
      assert.equal(1, report.error.move)
      assert.equal(0, report.moves)
    end
    local report = teach.check(function(n, a, b, c, move) move(a, b, 1) end, 1)
    assert.is_true(report.ok)
    report = teach.check(function(n, a, b, c, move) move(1, a, b) end, 1)
    assert.equal("move_args", report.slip)
    -- the hint shows the three values the code passed, not two of them
    assert.equal("in solve(1, A, C, B) the move is move(1, A, C), but move takes two "
      .. "values, the pegs: it must move the biggest disk from A to C (1 is n, the number "
      .. "of disks, not a peg).", report.hint)
    -- and names move as the function does
    local function hanoi3(n, a, b, c, mv)
      if n == 0 then return end
      hanoi3(n - 1, a, c, b, mv)
      mv(a, c)
      hanoi3(n - 1, c, b, a, mv)
    end
    report = teach.check(hanoi3, 3)
    local at = debug.getinfo(hanoi3, "S").linedefined + 3      -- its move's line
    assert.equal(1, report.n)
    assert.equal("move_args", report.slip)
    assert.equal("in hanoi3(1, A, C, B) the move is mv(A, B), but it must move its biggest "
      .. "disk from A to C. Change line " .. at .. " to `mv(a, b)`: with that change your "
      .. "function is right for 1 to 3 disks.", report.hint)
    assert.same({ { line = at, old = "      mv(a, c)", new = "      mv(a, b)" } }, report.fix)
  end)

  it("keeps the move it hands out to the run", function()
    local kept
    local report = teach.check(function(n, a, b, c, move) kept = move; move(a, b) end, 1)
    assert.is_true(report.ok)
    assert.has_error(function() kept("A", "C") end,
      "this move belongs to a run of teach that has ended")
  end)

  it("counts a move made inside a coroutine of the function's own as a move of the run", function()
    local report = teach.check(function(n, a, b, c, move)
      coroutine.wrap(function()
        local function go(k, x, y, z)
          if k == 0 then return end
          go(k - 1, x, z, y); move(x, y); go(k - 1, z, y, x)
        end
        go(n, a, b, c)
      end)()
    end, 4)
    assert.is_true(report.ok)
    assert.equal(15, report.moves)
    -- and a wrong one there is judged as any other
    report = teach.check(function(n, a, b, c, move)
      coroutine.wrap(function() move(a, c); move(a, b) end)()
    end, 2)
    assert.is_false(report.ok)
    assert.equal(1, report.error.move)
  end)

  it("counts a local recursive function and ignores its helpers", function()
    local function helper(n) if n > 0 then return helper(n - 1) end end
    local function solve(n, from, to, via, move)
      helper(5)
      if n == 0 then return end
      solve(n - 1, from, via, to, move)
      move(from, to)
      solve(n - 1, via, to, from, move)
    end
    local report = teach.check(solve, 4)
    assert.is_true(report.ok)
    assert.equal(31, report.calls)
    assert.equal(5, report.depth)
  end)

  it("rejects bad arguments, and only those", function()
    local f = F.right0.make(learners.instrument())
    assert.has_error(function() teach.check(3, 3) end,
      "bad argument #1 to 'check' (function expected, got number)")
    assert.has_error(function() teach.check(nil, 3) end,
      "bad argument #1 to 'check' (function expected, got no value)")
    assert.has_error(function() teach.check(f, 0) end,
      "bad argument #2 to 'check' (the number of disks must be 1..10, got 0)")
    assert.has_error(function() teach.check(f, 11) end,
      "bad argument #2 to 'check' (the number of disks must be 1..10, got 11)")
    assert.has_error(function() teach.check(f, 13, { k = 4 }) end,
      "bad argument #2 to 'check' (the number of disks must be 1..12, got 13)")
    assert.has_error(function() teach.check(f, "3") end,
      "bad argument #2 to 'check' (the number of disks must be an integer, got string)")
    assert.has_error(function() teach.check(f, 3, { returns = false }) end,
      "bad argument #3 to 'check' (unknown option 'returns')")
    assert.has_error(function() teach.check(f, 3, { k = 5 }) end,
      "bad argument #3 to 'check' (field 'k' must be 3..4, got 5)")
    assert.has_error(function() teach.check(f, 3, { names = { 1, 1, 2 } }) end,
      "bad argument #3 to 'check' (peg names must differ)")
    assert.has_error(function() teach.check(f, 3, { names = { 1, 2 } }) end,
      "bad argument #3 to 'check' (field 'names' must list 3 or 4 peg names)")
    assert.has_error(function() teach.check(f, 3, { names = { 1, 2, 3 }, k = 4 }) end,
      "bad argument #3 to 'check' (field 'names' must list 4 peg names)")
    assert.has_error(function() teach.check(f, 3, { pegs = { 1, 2, 3 } }) end,
      "bad argument #3 to 'check' (field 'pegs' is the number of pegs (3 or 4); a list of "
      .. "peg names is 'names')")
    assert.has_error(function() teach.check(f, 3, { order = { "from", "to" } }) end,
      'bad argument #3 to \'check\' (field \'order\' must list the roles "from", "to", '
      .. '"via", in the order your function takes the pegs)')
    assert.has_error(function() teach.check(f, 3, { order = { "from", "to", "to" } }) end,
      'bad argument #3 to \'check\' (field \'order\' must list the roles "from", "to", '
      .. '"via", in the order your function takes the pegs)')
    assert.has_error(function() teach.check(f, { max_seconds = 0 }) end,
      "bad argument #2 to 'check' (field 'max_seconds' must be a number above 0, at most 3600)")
    assert.has_error(function() teach.check(f, 3, { max_depth = 0 }) end,
      "bad argument #3 to 'check' (field 'max_depth' must be 1..10000, got 0)")
    assert.has_error(function() teach.check(f, 3, 1) end,
      "bad argument #3 to 'check' (options table expected, got number)")
    assert.is_true(teach.check(F.four.make(learners.instrument()), 12, { pegs = 4 }).ok)
  end)
end)
