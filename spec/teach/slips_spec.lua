-- The cases a teacher met in a lesson, each a file of the corpus
-- (spec/teach/learners/) or a function here: the hint the kit gave that led a
-- student wrong is gone, correct work is judged right, the common slips
-- are named, each in the learner's own names. The verdicts are checked
-- against the specs' own run in teach_corpus_spec; here, what is said.
local teach = require "hanoi.teach"
local corpus = require "support.corpus"

local BY_NAME = {}
for _, file in ipairs(corpus.files()) do BY_NAME[file.name] = file end

local function check(name, n, more)
  local file = BY_NAME[name]
  local opts = { max_seconds = 1 }
  for key, v in pairs(file.opts) do opts[key] = v end
  for key, v in pairs(more or {}) do opts[key] = v end
  return teach.check((corpus.load(file)), n, opts)
end

describe("no wrong hint", function()
  it("a function that prints instead of moving: it never calls move", function()
    local r = check("no_move_print")
    assert.equal("no_move", r.slip)
    assert.matches("solve never called move, so no disk moved (it printed 1 time)", r.hint,
      1, true)
    assert.not_matches("before the move", r.hint)
  end)

  it("a move before the first call: the move comes first, not 'the second call is wrong'", function()
    local r = check("move_first_zero")
    assert.equal("move_first", r.slip)
    assert.matches("in solve(2, A, C, B) the move comes before the two calls", r.hint, 1, true)
    assert.not_matches("second call", r.hint)
  end)

  it("a loop without recursion: it never calls itself, not 'a base case that moves twice'", function()
    for _, name in ipairs({ "no_recursion_while", "no_recursion_for" }) do
      local r = check(name)
      assert.equal("no_recursion", r.slip, name)
      assert.not_matches("base case", r.hint)
    end
  end)

  it("an iterative solution going the wrong way round: its parity, from every size", function()
    local r = check("wrong_parity_right")
    assert.equal("wrong_parity", r.slip)
    assert.equal(1, r.n)
    assert.same({ 2, 4, 6 }, r.passed)
    assert.matches("with 1, 3, 5 disks the tower ends on B, with 2, 4, 6 on C", r.hint, 1, true)
  end)

  it("a three-call solution: legal and longer, run to its end", function()
    local r = check("not_shortest_three_calls")
    assert.equal("not_shortest", r.slip)
    assert.not_matches("base case", r.hint)
    -- 3^n - 1 moves are never cut short: with 3 disks, all 26
    r = teach.grade((corpus.load(BY_NAME.not_shortest_three_calls)), 3, 3)
    assert.equal("legal, 26 moves, the minimum is 7", r.reason)
    r = teach.grade((corpus.load(BY_NAME.not_shortest_three_calls)), 6, 6)
    assert.equal("legal, 728 moves, the minimum is 63", r.reason)
  end)

  it("a four-peg function checked without k = 4: check it with k = 4", function()
    for _, name in ipairs({ "needs_k_split", "needs_k_one" }) do
      local r = check(name)
      assert.equal("needs_k", r.slip, name)
      assert.matches("{k = 4}", r.hint, 1, true)
      assert.not_matches("pass move on", r.hint)
    end
  end)

  it("a right function with an extra dry run: right, with a remark on its calls", function()
    local r = check("extra_calls_dry_run", 5)
    assert.is_true(r.ok)
    assert.equal(5, r.n)
    assert.equal("extra_calls", r.slip)
    assert.matches("right, but solve made 364 calls where 63 are enough", r.hint, 1, true)
  end)
end)

describe("correct work judged right", function()
  it("the textbook's order: read from its names (source, aux, target), right with it", function()
    local r = check("order_textbook")
    assert.is_true(r.ok)
    assert.same({ "from", "via", "to" }, r.order)
    r = check("order_textbook", 3, { order = { "from", "via", "to" } })
    assert.is_true(r.ok)
    -- the kit's order given: the tower on the wrong peg is named, at every size
    r = check("order_textbook", nil, { order = { "from", "to", "via" } })
    assert.equal("the disk ended on B, not on C", r.reason)
    r = teach.grade((corpus.load(BY_NAME.order_textbook)), 3, 3,
      { order = { "from", "to", "via" } })
    assert.equal("all 3 disks ended on B, not on C", r.reason)
  end)

  it("a right function with a slow loop before each move", function()
    local r = check("right_slow")
    assert.is_true(r.ok)
    assert.is_nil(r.slip)
  end)

  it("only says 'stopped' when the kit stopped it", function()
    local r = check("missing_call_second")
    assert.equal("solve returned after 2 moves with disk 1 not on C", r.reason)
    r = check("none_pingpong")
    assert.matches("^stopped at move 7", r.reason)
  end)
end)

describe("the common slips named, in the learner's own names", function()
  local cases = {
    { "base_moves_zero", "base_moves_zero", "solve(0, A, B, C) made a move" },
    { "move_args_n", "move_args", "(1 is n, the number of disks, not a peg)" },
    { "undefined_slove", "undefined", "solve calls slove, but nothing has that name" },
    { "undefined_slove", "undefined", "Did you mean solve?" },
    { "undefined_Move", "undefined", "Did you mean move?" },
    { "nil_variable_count", "nil_variable", "count has no value when line 6 runs" },
    { "peg_arithmetic_spare", "peg_arithmetic", "teach.check(solve, {names = {1, 2, 3}})" },
    { "peg_arithmetic_spare", "peg_arithmetic", "arithmetic such as `6 - from - to` (line 4)" },
    -- its own expression and its own pegs: 0, 1, 2, tried before they are offered
    { "peg_arithmetic_zero", "peg_arithmetic", "arithmetic such as `3 - from - to` (line 5)" },
    { "peg_arithmetic_zero", "peg_arithmetic", "with the pegs 0, 1, 2 your function is right "
      .. "for 1 to 6 disks: teach.check(solve, {names = {0, 1, 2}})" },
    { "global_state_step", "global_state", "(it changed the global step)" },
    -- a global the first run set, which makes every later run do nothing:
    -- put back as before the first run, the size is right
    { "global_state_total", "global_state", "with 2 disks, solve is right when it starts "
      .. "afresh, as before its first run" },
    { "global_state_loop", "global_state", "(the runs before changed the global towers)" },
    -- the slips the kit named wrongly before, each named and repaired
    { "base_no_return_set_zero", "base_no_return", "solve(1, A, C, B) made its move and then "
      .. "went on calling solve" },
    { "base_moves_zero_helper", "base_moves_zero", "go(0, A, B, C) made a move, but with k = 0 "
      .. "there is no disk to move. Delete line 6 (`move(a, b)`)" },
    { "nil_variable_mvoe", "nil_variable", "solve(1, A, B, C) passed mvoe to solve(0, C, B, A) "
      .. "(its second call), but mvoe has no value (Lua says it is nil). Did you mean move?" },
    { "nil_variable_form", "nil_variable", "Did you mean from? Change line 5 to "
      .. "`solve(n - 1, from, via, to, move)`" },
    { "misplaced_end_second", "misplaced_end", "a call of solve is outside the `if` it "
      .. "belongs in" },
    { "loop_stop_cycle_short", "loop_stop", "the test that ends its loop is wrong" },
    { "endless_helper_local", "base_no_return", "The base case needs a `return`" },
    { "move_not_passed_second", "move_not_passed", "in solve(1, B, C, A), mv has no value" },
    { "move_last_one", "move_last", "the move comes after the two calls" },
    { "move_last_one", "move_last", "Change line 8 to `mv(src, dst)` and change line 9 to "
      .. "`solve(n - 1, tmp, dst, src, mv)`: with these changes your function is right for "
      .. "1 to 6 disks." },
    { "base_twice_back", "base_moves_twice", "but one disk needs one move. Delete line 5 "
      .. "(`move(b, a)`) and delete line 6 (`move(a, b)`)" },
    { "missing_call_first", "missing_call", "solve(n - 1, from, via, to, move)" },
    { "three_pegs_one", "three_pegs", "solve takes 5 values (n, src, dst, tmp, mv)" },
  }
  for _, case in ipairs(cases) do
    it(case[1] .. ": " .. case[3], function()
      local r = check(case[1])
      assert.equal(case[2], r.slip)
      assert.matches(case[3], r.hint, 1, true)
    end)
  end

  it("sees every size: a loop right with 1 and 2 disks fails with 3; four pegs with 6", function()
    local r = check("no_recursion_for")
    assert.equal(3, r.n)
    assert.same({ 1, 2 }, r.passed)
    r = check("not_shortest_split")
    assert.equal(6, r.n)
    assert.same({ 1, 2, 3, 4, 5 }, r.passed)
    assert.same({ n = 7, ok = false }, check("not_shortest_split", 8).sizes[7])
  end)

  it("names nothing when the evidence names no slip", function()
    for _, name in ipairs({ "none_double_move", "none_pingpong" }) do
      local r = check(name)
      assert.is_false(r.ok)
      assert.is_nil(r.slip)
      assert.is_nil(r.hint)
      assert.not_matches("Hint", tostring(r))
    end
  end)

  it("decides by what happened, never by the name of a parameter", function()
    -- the same slip, move passed as `m`, `mv`, `move`: the same slip
    for _, name in ipairs({ "move", "mv", "m", "go" }) do
      local src = ([[return function(n, from, to, via, %s)
        if n == 0 then return end
        solve(n - 1, from, via, to)
        %s(from, to)
        solve(n - 1, via, to, from)
      end]]):format(name, name)
      local env = setmetatable({}, { __index = _G })
      local fn = load(src, "=learner", "t", env)()
      env.solve = fn
      local r = teach.check(fn)
      assert.equal("move_not_passed", r.slip, name)
      assert.matches(name .. " has no value", r.hint, 1, true)
    end
  end)
end)

describe("a second lesson: more slips, each hint true", function()
  -- a function from its source, in an environment of its own
  local function fn_of(src, name)
    local env = setmetatable({}, { __index = _G })
    load(src, "=learner", "t", env)()
    return env[name or "solve"], env
  end

  it("move(n, from, to): the hint shows the three values, not two of them", function()
    local r = check("move_args_three")
    assert.equal("move_args", r.slip)
    assert.matches("the move is move(1, A, C), but move takes two values, the pegs",
      r.hint, 1, true)
  end)

  it("one disk: calls with n = 0 move nothing, so their pegs are no evidence", function()
    -- checked in the kit's order, not the one its names say
    local r = check("move_args_named_order", nil, { order = { "from", "to", "via" } })
    assert.equal(1, r.n)
    assert.equal("move_args", r.slip)
    assert.not_matches("first call", r.hint)
    -- in the order its names say, (n, from, via, to), its first call is wrong
    r = check("move_args_named_order")
    assert.equal(2, r.n)
    assert.equal("first_call_pegs", r.slip)
    -- with one disk two moves between calls are no base case: nothing is named
    r = check("none_double_move")
    assert.is_nil(r.slip)
    assert.is_nil(r.hint)
  end)

  it("a variable with no value: the value it needs, and never a function for it", function()
    local cases = {
      { "moves[#moves + 1] = from .. to", "moves = {}" },
      { "log = log .. from .. to", 'log = ""' },
      { "stats.count = 1", "stats = {}" },
      { "count = count + 1", "count = 0" },
    }
    for _, case in ipairs(cases) do
      local fn = fn_of(([[
        function solve(n, from, to, via, move)
          if n == 0 then return end
          solve(n - 1, from, via, to, move)
          %s
          move(from, to)
          solve(n - 1, via, to, from, move)
        end]]):format(case[1]))
      local r = teach.check(fn)
      assert.equal("nil_variable", r.slip, case[1])
      assert.matches("(" .. case[2] .. ", say,", r.hint, 1, true)
      -- `move` is one edit away from `moves`, but it is a function: not offered
      assert.not_matches("Did you mean move", r.hint, 1, true)
    end
    -- a field of a table: named as a field
    local fn = fn_of([[
      stats = {}
      function solve(n, from, to, via, move)
        if n == 0 then return end
        solve(n - 1, from, via, to, move)
        stats.moves = stats.moves + 1
        move(from, to)
        solve(n - 1, via, to, from, move)
      end]])
    local r = teach.check(fn)
    assert.equal("nil_variable", r.slip)
    assert.matches("^the field moves has no value when line 5 runs", r.hint)
  end)

  it("no parameter for move, or none for the spare peg: the values the kit gives", function()
    local r = check("undefined_no_param")
    assert.equal("undefined", r.slip)
    local hint = r.hint:gsub("\n    ", " ")
    assert.matches("solve takes 4 values (n, from, to, via), but the kit gives it 5 "
      .. "(n, from, to, via, move)", hint, 1, true)
    assert.matches("Change line 3 to `function solve(n, from, to, via, move)`", hint, 1, true)
    for _, name in ipairs({ "missing_peg_loop", "missing_peg_table" }) do
      r = check(name)
      assert.equal("missing_peg", r.slip, name)
      hint = r.hint:gsub("\n    ", " ")
      assert.matches("takes 4 values", hint, 1, true)
      assert.matches("got B, a peg", hint, 1, true)
    end
    -- the peg alone as a parameter does not make it right: no change is
    -- proposed
    assert.not_matches("function solve(n, src, dst, via, mv)", hint, 1, true)
    assert.is_nil(r.fix)
  end)

  it("state kept between runs: named only when something visible changed", function()
    local r = check("global_state_upvalue")
    assert.equal("global_state", r.slip)
    assert.matches("(it changed done, a variable outside solve)", r.hint:gsub("\n    ", " "),
      1, true)
    r = check("global_state_table")
    assert.equal("global_state", r.slip)
    assert.matches("(it changed the global seen)", r.hint:gsub("\n    ", " "), 1, true)
    -- moves at random: two runs differ, and the global it counts its
    -- runs in changes, but put back as it was the run still differs: no
    -- state is blamed; and a function that never calls itself has no base
    -- case to blame either
    local fn = fn_of([==[
      math.randomseed(7)
      runs = 0
      function solve(n, from, to, via, move)
        runs = runs + 1
        local pegs = { [from] = {}, [to] = {}, [via] = {} }
        for d = n, 1, -1 do table.insert(pegs[from], d) end
        local names = { from, to, via }
        while #pegs[to] < n do
          local a, b = names[math.random(3)], names[math.random(3)]
          local ta, tb = pegs[a][#pegs[a]], pegs[b][#pegs[b]]
          if a ~= b and ta and (not tb or tb > ta) then
            table.insert(pegs[b], table.remove(pegs[a]))
            move(a, b)
          end
        end
      end]==])
    for _ = 1, 5 do
      r = teach.check(fn)
      assert.is_false(r.ok)
      assert.is_true(r.slip == nil or r.slip == "no_recursion", r.slip)
    end
  end)

  it("a command in a hint keeps the options the function was checked with", function()
    -- a textbook order given, then a loop that never ends
    local fn = fn_of([[
      function solve(n, source, aux, target, move)
        if n == 2 then while true do end end
        if n == 0 then return end
        solve(n - 1, source, target, aux, move)
        move(source, target)
        solve(n - 1, aux, source, target, move)
      end]])
    local r = teach.check(fn, 3, { order = { "from", "via", "to" }, max_seconds = 0.05 })
    assert.equal("endless", r.slip)
    assert.matches('teach.check(solve, {order = {"from", "via", "to"}, max_seconds = 30})',
      r.hint:gsub("\n    ", " "), 1, true)
    -- numbered pegs given, then a longer way
    r = check("not_shortest_three_calls", 3, { names = { 1, 2, 3 } })
    assert.equal("not_shortest", r.slip)
    assert.matches("(teach.trace(solve, 1, {names = {1, 2, 3}}) shows the first)",
      r.hint:gsub("\n    ", " "), 1, true)
  end)

  it("a function of Lua's own is no learner's function", function()
    assert.has_error(function() teach.check(print) end,
      "bad argument #1 to 'check' (function written in Lua expected, got a function of "
      .. "Lua's own (written in C))")
  end)
end)

describe("every slip of the three lines, against the code that makes it", function()
  -- The body of the recursion has three lines: two calls and a move. Each
  -- call's pegs in any order, the move's between any two pegs, the three
  -- lines in any order: 1296 functions. What each should be told follows
  -- from its code alone (a move line out of place, then the first call's
  -- pegs, the second's, the move's); when its move is wrong, the run shows
  -- that first, with one disk. A function right with its pegs in another
  -- order may be told so instead.
  local perms, moves = corpus.PEG_ORDERS, corpus.PEG_MOVES
  it("names the slip the code has, or the wrong move it makes first", function()
    local seen, fixed, wrong = {}, 0, 0
    -- half of the 1296 are the same text as another (the calls' pegs and
    -- places swapped together): its report is made once, and every
    -- function is held to what its own code says against it
    local reports = {}
    for _, v in ipairs(corpus.three_lines()) do
      local src, p1, p2, mv, order = v.src, v.p1, v.p2, v.mv, v.order
      local r = reports[src]
      if not r then
        local env = setmetatable({}, { __index = _G })
        -- loaded from its text, as the REPL's chunks are: the kit sees it
        load(src, src, "t", env)()
        r = teach.check(env.solve, 3)
        reports[src] = r
        if r.fix then
          -- the repair, applied by the spec to the text and run on the
          -- spec's own simulator: right with 1 to 3 disks, or a failure
          local text = assert(corpus.apply(src, r.fix))
          local fenv = corpus.env()
          assert(load(text, "=fixed", "t", fenv))()
          assert.is_true(corpus.right_at_every_size(fenv.solve, 3, { "A", "B", "C" },
            { "from", "to", "via" }, 3), text)
        end
      end
      if r.fix then
        assert.matches("right for 1 to 3 disks", r.hint:gsub("\n    ", " "), 1, true)
        fixed = fixed + 1
      end
      if not r.ok then wrong = wrong + 1 end
      -- the specs' own reading of the code
      local calls = {}
      for _, key in ipairs(order) do
        if key ~= "M" then calls[#calls + 1] = key == "C1" and p1 or p2 end
      end
      local shape = table.concat(order):gsub("C%d", "C")
      local want
      if table.concat(mv, ",") ~= "from,to" then want = "move_args"
      elseif shape == "MCC" then want = "move_first"
      elseif shape == "CCM" then want = "move_last"
      elseif table.concat(calls[1], ",") ~= "from,via,to" then want = "first_call_pegs"
      elseif table.concat(calls[2], ",") ~= "via,to,from" then want = "second_call_pegs"
      else want = "right" end
      local got = r.ok and "right" or r.slip
      if got ~= "order" then assert.equal(want, got, src) end
      seen[got] = true
      -- the hint quotes the code's own move when it blames the move
      if got == "move_args" then
        assert.matches(("the move is move(%s, %s)"):format(
          ({ from = "A", to = "C", via = "B" })[mv[1]], ({ from = "A", to = "C", via = "B" })[mv[2]]),
          r.hint, 1, true)
      end
    end
    for _, slip in ipairs({ "right", "order", "move_args", "move_first", "move_last",
        "first_call_pegs", "second_call_pegs" }) do
      assert.is_true(seen[slip], slip)
    end
    -- the wrong ones repaired, each repair proven above
    print(("\n%d of the %d wrong three-line functions get a proven repair"):format(fixed, wrong))
    assert.is_true(fixed > wrong // 2, fixed .. " of " .. wrong)
  end)

  it("names a missing line as the code shows it", function()
    local letter = { from = "A", to = "C", via = "B" }
    local function run(body)
      local src = "function solve(n, from, to, via, move)\n  if n == 0 then return end\n  "
        .. table.concat(body, "\n  ") .. "\nend"
      local env = setmetatable({}, { __index = _G })
      load(src, "=learner", "t", env)()
      return teach.check(env.solve, 3), src
    end
    for _, p in ipairs(perms) do
      local call = ("solve(n - 1, %s, %s, %s, move)"):format(table.unpack(p))
      for _, mv in ipairs(moves) do
        local move = ("move(%s, %s)"):format(mv[1], mv[2])
        for _, before in ipairs({ true, false }) do
          local r, src = run(before and { call, move } or { move, call })
          local pegs = table.concat(p, ",")
          if r.slip ~= "order" then
            if table.concat(mv, ",") ~= "from,to" then
              assert.equal("move_args", r.slip, src)
            else
              assert.equal("missing_call", r.slip, src)
              local hint = r.hint:gsub("\n    ", " ")
              if before and pegs == "from,via,to" then
                -- the first call in its place: the second is missing
                assert.matches("afterwards the n - 1 disks must come back on top of the "
                  .. "biggest: solve(n - 1, via, to, from, move).", hint, 1, true)
              elseif not before and pegs == "via,to,from" then
                assert.matches("before it, the n - 1 disks on top must go out of the way: "
                  .. "solve(n - 1, from, via, to, move).", hint, 1, true)
              else
                -- a call out of its place, or with other pegs: the whole order
                assert.matches(("(solve(1, %s, %s, %s), %s its move), but it needs two "
                  .. "calls: first solve(n - 1, from, via, to, move)"):format(letter[p[1]],
                  letter[p[2]], letter[p[3]], before and "before" or "after"), hint, 1, true)
              end
            end
          end
        end
      end
      -- two calls and no move: it never moves
      local r, src = run({ call, "solve(n - 1, via, to, from, move)" })
      assert.equal("no_move", r.slip, src)
      assert.not_matches("print", r.hint, 1, true)       -- it printed nothing
    end
  end)

  it("blames the base case of a function that never moves for want of one", function()
    local fn = setmetatable({}, { __index = _G })
    load([[function solve(n, from, to, via, move)
      if n == 1 then return end
      solve(n, from, via, to, move)
      move(from, to)
      solve(n - 1, via, to, from, move)
    end]], "=learner", "t", fn)()
    local r = teach.check(fn.solve, 3)
    assert.equal(1, r.n)
    assert.equal("base_no_move", r.slip)       -- not "never called move": it ran away
  end)
end)
