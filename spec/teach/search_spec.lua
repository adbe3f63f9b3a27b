-- The repair search (hanoi.teach.search) and its parser
-- (hanoi.teach.lua_tree): the tree's spans against the source's own
-- text, the refusal of hostile nesting, the printer's edits; then each
-- family of edits repairing a function of its kind (the repair applied
-- by the spec to the text and run on the spec's own simulator) and
-- refusing one it cannot repair (no fix, or another family's).
local tree = require "hanoi.teach.lua_tree"
local teach = require "hanoi.teach"
local corpus = require "support.corpus"

local HEAD = "function solve(n, from, to, via, move)\n"

local function checked(src, opts)
  local env = setmetatable({ print = function() end }, { __index = _G })
  load(src, src, "t", env)()
  return teach.check(env.solve, 4, opts)
end

-- the fix applied by the spec, run on its own simulator at 1..4 disks
local function proven(src, rep)
  local text = assert(corpus.apply(src, rep.fix))
  local fn = corpus.load_text(text)
  return corpus.right_at_every_size(fn, 3, { "A", "B", "C" }, { "from", "to", "via" }, 4), text
end

describe("hanoi.teach.lua_tree", function()
  it("keeps each node's line and the span of its text", function()
    local src = HEAD .. "  if n == 0 then return end\n  solve(n - 1, from, via, to, move)\n"
      .. "  move(from, to) -- a comment (with a paren\nend\n"
    local root = assert(tree.parse(src))
    local calls = {}
    tree.walk(root, function(node) if node.tag == "Call" then calls[#calls + 1] = node end end)
    assert.equal(2, #calls)
    assert.equal("solve(n - 1, from, via, to, move)", tree.text(src, calls[1]))
    assert.equal(3, calls[1].line)
    assert.equal("move(from, to)", tree.text(src, calls[2]))
    assert.equal(4, calls[2].line)
    assert.equal("via", tree.text(src, calls[1].args[3]))
  end)

  it("reads every file of the corpus and of the kit that Lua loads", function()
    local p = io.popen("ls spec/teach/learners/*.lua lua/hanoi/teach/*.lua")
    for path in p:lines() do
      local f = io.open(path)
      local src = f:read("a")
      f:close()
      if load(src) then assert.is_truthy(tree.parse(src), path) end
    end
    p:close()
  end)

  it("refuses nesting past its depth, and bad code, with a message", function()
    local t, err = tree.parse("x = " .. ("("):rep(5000) .. "1" .. (")"):rep(5000))
    assert.is_nil(t)
    assert.matches("nesting deeper than 200 levels", err, 1, true)
    t, err = tree.parse(("do "):rep(300) .. ("end "):rep(300))
    assert.is_nil(t)
    assert.matches("nesting deeper", err, 1, true)
    t, err = tree.parse("if x then")
    assert.is_nil(t)
    assert.equal("line 1: 'end' expected near '<eof>'", err)
    assert.has_error(function() tree.parse(42) end,
      "bad argument #1 to 'parse' (string expected, got number)")
  end)

  it("prints a replacement as the learner's own line changed", function()
    local src = "a = 1\nsolve(n, x, y)\nb = 2\n"
    local root = tree.parse(src)
    local call
    tree.walk(root, function(node) if node.tag == "Call" then call = node end end)
    local e = tree.edits(src, { { s = call.args[2].s, e = call.args[2].e, text = "y" },
      { s = call.args[3].s, e = call.args[3].e, text = "x" } })
    assert.same({ { line = 2, old = "solve(n, x, y)", new = "solve(n, y, x)" } }, e)
    -- overlapping replacements are refused
    assert.is_nil(tree.edits(src, { { s = 1, e = 3, text = "" }, { s = 2, e = 4, text = "" } }))
  end)
end)

describe("each family of edits", function()
  -- a function of the family's kind: repaired, the slip named from the
  -- family; one it cannot repair: no fix from it
  local CASES = {
    { "call_pegs", "first_call_pegs", [[
  if n == 0 then return end
  solve(n - 1, from, to, via, move)
  move(from, to)
  solve(n - 1, via, to, from, move)]] },
    { "move_args", "move_args", [[
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(to, from)
  solve(n - 1, via, to, from, move)]] },
    { "swap", "move_last", [[
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  solve(n - 1, via, to, from, move)
  move(from, to)]] },
    { "disk_count", "wrong_n", [[
  if n <= 0 then return end
  solve(n - 2, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)]] },
    { "base_case", "base_no_return", [[
  if n == 1 then
    move(from, to)
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)]] },
    { "rename", "undefined", [[
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  slove(n - 1, via, to, from, move)]] },
    { "move_output", "no_move", [[
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  print(from, to)
  solve(n - 1, via, to, from, move)]] },
    { "missing_arg", "move_not_passed", [[
  if n == 0 then return end
  solve(n - 1, from, via, to)
  move(from, to)
  solve(n - 1, via, to, from, move)]] },
    { "missing_move", "missing_move", [[
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  solve(n - 1, via, to, from, move)]] },
    { "base_case (a guard's test)", "base_moves_zero", [[
  if n >= 0 then
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
  end]] },
  }
  for _, case in ipairs(CASES) do
    it(case[1] .. " repairs a function of its kind", function()
      local src = HEAD .. case[3] .. "\nend\n"
      local rep = checked(src)
      assert.is_false(rep.ok)
      assert.equal(case[2], rep.slip)
      assert.is_table(rep.fix, src)
      local ok, text = proven(src, rep)
      assert.is_true(ok, text)
      assert.matches("right for 1 to 4 disks", rep.hint:gsub("\n    ", " "), 1, true)
    end)
  end

  it("spare_peg repairs the sum of numbered pegs", function()
    local src = HEAD .. [[
  if n == 0 then return end
  local spare = 3 - from - to
  solve(n - 1, from, spare, to, move)
  move(from, to)
  solve(n - 1, spare, to, from, move)
end
]]
    local rep = checked(src, { names = { 1, 2, 3 } })
    assert.equal("peg_arithmetic", rep.slip)
    local text = assert(corpus.apply(src, rep.fix))
    assert.matches("6 - from - to", text, 1, true)
    local fn = corpus.load_text(text)
    assert.is_true(corpus.right_at_every_size(fn, 3, { 1, 2, 3 }, { "from", "to", "via" }, 4))
  end)

  -- whole files: a chunk the spec loads itself (its name the text, so that
  -- the kit reads its lines), the function it returns checked, the fix
  -- applied to the text and run on the spec's simulator at 1 to 4 disks
  local function whole(src)
    local env = corpus.env()
    local fn = load(src, src, "t", env)()
    local rep = teach.check(fn, 4)
    local text = rep.fix and assert(corpus.apply(src, rep.fix))
    local ok = text and corpus.right_at_every_size(corpus.load_text(text), 3, { "A", "B", "C" },
      { "from", "to", "via" }, 4)
    return rep, ok, text
  end

  it("rename repairs a table's misspelt field; base_case a return with the function's value", function()
    local rep, ok, text = whole([[
local T = {}
function T.step(n, from, to, via, move)
  if n == 0 then return end
  T.stpe(n - 1, from, via, to, move)
  move(from, to)
  T.step(n - 1, via, to, from, move)
end
return T.step
]])
    assert.equal("undefined", rep.slip)
    assert.is_true(ok, text)
    assert.matches("T.step(n - 1, from, via, to, move)", text, 1, true)
    rep, ok, text = whole([[
local function solve(n, from, to, via, move, count)
  count = count or 0
  if n == 1 then
    move(from, to)
    count = count + 1
  end
  count = solve(n - 1, from, via, to, move, count)
  move(from, to)
  return solve(n - 1, via, to, from, move, count + 1)
end
return solve
]])
    assert.equal("base_no_return", rep.slip)
    assert.is_true(ok, text)
    assert.matches("return count", text, 1, true)
  end)

  it("searches both functions of a mutual recursion, and a vararg function's named values", function()
    local rep, ok, text = whole([[
local solve
local function step(n, from, to, via, move)
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, from, to, via, move)
end
solve = function(n, from, to, via, move)
  if n > 0 then step(n, from, to, via, move) end
end
return solve
]])
    assert.equal("second_call_pegs", rep.slip)
    assert.is_true(ok, text)
    rep, ok, text = whole([[
local function solve(n, ...)
  local from, to, via, move = ...
  if n == 0 then return end
  solve(n - 1, from, to, via, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
return solve
]])
    assert.equal("first_call_pegs", rep.slip)
    assert.is_true(ok, text)
  end)

  it("refuses what no small edit repairs: no fix, nothing claimed of a change", function()
    -- three slips at once, and a loop that is no recursion
    for _, body in ipairs({ [[
  if n == 1 then return end
  move(to, from)
  solve(n - 2, from, to, via, move)]], [[
  for i = 1, n do move(from, via) end]] }) do
      local src = HEAD .. body .. "\nend\n"
      local rep = checked(src)
      assert.is_false(rep.ok)
      assert.is_nil(rep.fix, src)
      if rep.hint then assert.is_nil(rep.hint:find("right for 1 to", 1, true), rep.hint) end
    end
  end)

  it("names a name undefined only when nothing in the file declares it", function()
    -- `helper` is declared (a local after its use): no rename to a near name
    local src = HEAD .. [[
  if n == 0 then return end
  helper(n, from, to, via, move)
end
local function helper(n, from, to, via, move)
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
]]
    local rep = checked(src)
    assert.is_false(rep.ok)
    if rep.hint then
      assert.is_nil(rep.hint:find("Nothing in your file is called helper", 1, true), rep.hint)
    end
  end)

  it("nil_default gives a counter a start, proven", function()
    local src = HEAD .. [[
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  count = count + 1
  solve(n - 1, via, to, from, move)
end
]]
    local rep = checked(src)
    assert.equal("nil_variable", rep.slip)
    local ok, text = proven(src, rep)
    assert.is_true(ok, text)
    assert.matches("count = count or 0", text, 1, true)
  end)

  it("local_order moves a local declared below its use above it, proven on the chunk", function()
    local src = HEAD .. [[
  if n == 0 then return end
  step(n, from, to, via, move)
end

local function step(n, from, to, via, move)
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
]]
    local rep = checked(src)
    assert.equal("undefined", rep.slip)
    local text = assert(corpus.apply(src, rep.fix))
    -- the spec runs the whole changed chunk itself
    local fn = corpus.load_text(text)
    assert.is_true(corpus.right_at_every_size(fn, 3, { "A", "B", "C" },
      { "from", "to", "via" }, 4), text)
    local hint = rep.hint:gsub("\n    ", " ")
    assert.matches("step is declared as a local on line 6, below its first use", hint, 1, true)
    assert.matches("Move lines 6 to 10 ", hint, 1, true)
    assert.is_nil(hint:find("nothing has that name", 1, true))
  end)

  it("says 'nothing has that name' only when no declaration of it is in the file", function()
    local rep = checked(HEAD .. [[
  if n == 0 then return end
  helper(n)
end
]])
    assert.equal("undefined", rep.slip)
    assert.matches("nothing has that name", rep.hint:gsub("\n    ", " "), 1, true)
    -- the same call, with a `helper` declared as a global later in the file
    rep = checked(HEAD .. [[
  if n == 0 then return end
  helper(n)
end
local later = true
if not later then helper = print end
]])
    assert.equal("undefined", rep.slip)
    local hint = rep.hint:gsub("\n    ", " ")
    assert.is_nil(hint:find("nothing has that name", 1, true), hint)
    assert.matches("your file declares helper on line 6", hint, 1, true)
  end)

  it("says a call passed no move only when it passed fewer values", function()
    -- the move passed, one place too early: a peg is missing before it
    local src = HEAD .. [[
  if n == 0 then return end
  solve(n - 1, from, via, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
]]
    local rep = checked(src)
    assert.is_nil(rep.hint:find("without passing", 1, true), rep.hint)
    local ok, text = proven(src, rep)
    assert.is_true(ok, text)
  end)

  it("reads the pegs' order from the parameters' names, and tries no other there", function()
    -- names that say (from, via, to): checked in that order, right
    local env = setmetatable({}, { __index = _G })
    local src = [[function solve(n, von, ueber, nach, zug)
  if n == 0 then return end
  solve(n - 1, von, nach, ueber, zug)
  zug(von, nach)
  solve(n - 1, ueber, von, nach, zug)
end]]
    load(src, src, "t", env)()
    local rep = teach.check(env.solve)
    assert.is_true(rep.ok)
    assert.same({ "from", "via", "to" }, rep.order)
    -- names that say (from, to, via) on a function right only as (from,
    -- via, to): not right, and the hint says in which order it would be
    src = HEAD .. [[
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, via)
  solve(n - 1, to, from, via, move)
end
]]
    rep = checked(src)
    assert.is_false(rep.ok)
    assert.equal("order", rep.slip)
    assert.matches("Its parameters' names say", rep.hint:gsub("\n    ", " "), 1, true)
    -- names that say nothing: other orders are tried, as before
    env = setmetatable({}, { __index = _G })
    src = [[function solve(n, a, b, c, move)
  if n == 0 then return end
  solve(n - 1, a, c, b, move)
  move(a, c)
  solve(n - 1, b, a, c, move)
end]]
    load(src, src, "t", env)()
    rep = teach.check(env.solve)
    assert.equal("order", rep.slip)
    assert.same({ "from", "via", "to" }, rep.other_order)
  end)

  it("finds the same repair every time", function()
    local src = HEAD .. CASES[1][3] .. "\nend\n"
    local a, b = checked(src), checked(src)
    assert.same(a.fix, b.fix)
    assert.equal(a.hint, b.hint)
  end)

  -- A stall of the machine, made here: each run of a check in turn is
  -- once taken as stopped by the CPU-time watchdog (its record says so,
  -- as when the watchdog fires in a stall: made so, not by a timer of a
  -- microsecond, which the kernel checks only at its ticks); the kit runs
  -- a run it goes by (a proof, a trial of the diagnosis) so stopped again
  -- under a wider watchdog, and the report stays the one given without a
  -- stall. Returns the report and how many stalls hit such a run.
  local function same_under_stalls(check)
    local learner = require "hanoi.teach.learner"
    local plain = check()
    local run = learner.run
    local count, stall, stopped = 0, 0, false
    learner.run = function(...)
      count = count + 1
      local r = run(...)
      if count == stall then
        r.returned, r.stopped, stopped = false, "time", true
      end
      return r
    end
    local total = 0
    local ok, err = pcall(function()
      check()
      local runs = count
      for s = 1, runs do
        count, stall, stopped = 0, s, false
        local rep = check()
        -- a stop of the check's own runs (before the search) is reported
        -- as such, with no repair; a stop in a trial of the diagnosis
        -- (another order of the pegs, the same size again, a helper's
        -- calls) or in a proof changes nothing
        if stopped and rep.record.stopped ~= "time" then
          total = total + 1
          assert.same(plain.fix, rep.fix, "stall at run " .. s)
          assert.equal(plain.slip, rep.slip, "stall at run " .. s)
        end
      end
    end)
    learner.run = run
    assert(ok, err)
    return plain, total
  end

  it("finds the same repair when the CPU-time watchdog stops one of its proofs", function()
    -- four pegs: the first of two right repairs is then still the one proposed
    local src = [[
local function tri(n, from, to, via, move)
  if n == 0 then return end
  tri(n - 1, from, via, to, move)
  move(from, to)
  tri(n - 1, via, to, from, move)
end
function solve4(n, from, to, a, b, move)
  if n == 0 then return end
  local k = n // 2
  solve4(k, from, b, a, to, move)
  tri(n - k, from, to, b, move)
  solve4(k, a, to, from, b, move)
end
]]
    local plain, total = same_under_stalls(function()
      local env = corpus.env()
      load(src, src, "t", env)()
      return teach.check(env.solve4, nil, { k = 4, max_seconds = 1 })
    end)
    assert.is_table(plain.fix)
    assert.is_true(total >= 1)
  end)

  it("names the same slip when the watchdog stops a trial of another order of the pegs", function()
    -- right for the pegs taken as (from, via, to): the kit finds that
    -- order by trying the others, each trial a run it goes by
    local src = [[
function solve(n, a, b, c, move)
  if n == 0 then return end
  solve(n - 1, a, c, b, move)
  move(a, c)
  solve(n - 1, b, a, c, move)
end
]]
    local plain, total = same_under_stalls(function()
      local env = corpus.env()
      load(src, src, "t", env)()
      return teach.check(env.solve, nil, { max_seconds = 1 })
    end)
    assert.equal("order", plain.slip)
    assert.is_true(total >= 1)
  end)
end)

describe("the four-peg family (four_peg)", function()
  -- a four-peg function with a three-peg helper; its lines from `BODY`
  local THREE = [[
local function three(n, from, to, via, move)
  if n == 0 then return end
  three(n - 1, from, via, to, move)
  move(from, to)
  three(n - 1, via, to, from, move)
end
function solve4(n, from, to, a, b, move)
  if n == 0 then return end
]]
  local NAMES, ORDER = { "A", "B", "C", "D" }, { "from", "to", "via", "via" }

  -- (the source is the chunk's name: the kit reads the lines from it)
  local function checked4(src)
    local env = corpus.env()
    load(src, src, "t", env)()
    return teach.check(env.solve4, nil, { k = 4 })
  end

  -- the fix applied by the spec to the text, the changed function run on
  -- the spec's own simulator at 1..8 disks (the fewest moves counted by
  -- Frame and Stewart's recurrence there)
  local function proven4(src, rep)
    local text = assert(corpus.apply(src, rep.fix))
    return corpus.right_at_every_size(corpus.load_text(text, "fixed"), 4, NAMES, ORDER, 8), text
  end

  local CASES = {
    { "the split", "not_shortest", [[
  local k = n - 1
  solve4(k, from, a, to, b, move)
  three(n - k, from, to, b, move)
  solve4(k, a, to, from, b, move)]] },
    { "the spare of the three-peg part", "park_spare", [[
  local k = n // 2
  solve4(k, from, a, to, b, move)
  three(n - k, from, to, a, move)
  solve4(k, a, to, from, b, move)]] },
    { "the peg the last call takes the parked disks to", "return_pegs", [[
  local k = n // 2
  solve4(k, from, a, to, b, move)
  three(n - k, from, to, b, move)
  solve4(k, a, b, from, to, move)]] },
  }
  for _, case in ipairs(CASES) do
    it("repairs " .. case[1] .. ", proven at 1 to 8 disks", function()
      local src = THREE .. case[3] .. "\nend\n"
      -- wrong on the spec's own simulator before
      assert.is_false((corpus.right_at_every_size(corpus.load_text(src), 4, NAMES, ORDER, 8)))
      local rep = checked4(src)
      assert.is_false(rep.ok)
      assert.equal(case[2], rep.slip)
      assert.is_table(rep.fix, src)
      local ok, text = proven4(src, rep)
      assert.is_true(ok, text)
      assert.matches("right for 1 to 8 disks", rep.hint:gsub("\n    ", " "), 1, true)
    end)
  end

  it("mends a split and a spare together, two edits", function()
    local src = THREE .. [[
  local k = n - 1
  solve4(k, from, a, to, b, move)
  three(n - k, from, to, a, move)
  solve4(k, a, to, from, b, move)
end
]]
    local rep = checked4(src)
    assert.equal(2, #rep.fix)
    assert.is_true((proven4(src, rep)))
  end)

  it("refuses what no split or order of pegs repairs", function()
    -- the three-peg method on four pegs, and a split with no local to
    -- change (the parked count written into the calls)
    for _, body in ipairs({ [[
  solve4(n - 1, from, a, to, b, move)
  move(from, to)
  solve4(n - 1, a, to, from, b, move)]], [[
  three(n, from, to, b, move)]] }) do
      local src = THREE .. body .. "\nend\n"
      assert.is_false((corpus.right_at_every_size(corpus.load_text(src), 4, NAMES, ORDER, 8)))
      local rep = checked4(src)
      assert.is_false(rep.ok)
      assert.is_nil(rep.fix, src)
      if rep.hint then assert.is_nil(rep.hint:find("right for 1 to", 1, true), rep.hint) end
    end
  end)

  it("is not tried on three pegs, nor the three-peg families on four", function()
    local x = { k = 3, n = "n", all_calls = {}, stats = {}, peg_params = {} }
    assert.same({}, require("hanoi.teach.slips.four_peg").candidates(x))
  end)
end)

describe("the loop's stop test (loop_stop)", function()
  -- the binary method, a loop over the move numbers: move m takes a disk
  -- from peg (m & (m - 1)) % 3 to ((m | (m - 1)) + 1) % 3 of a list
  -- whose order depends on n's parity
  local function loop(limit, parity)
    return ([[
function solve(n, from, to, via, move)
  local pegs = n %% 2 == %d and { from, via, to } or { from, to, via }
  for m = 1, %s do
    move(pegs[(m & (m - 1)) %% 3 + 1], pegs[((m | (m - 1)) + 1) %% 3 + 1])
  end
end
]]):format(parity, limit)
  end
  local NAMES, ORDER = { "A", "B", "C" }, { "from", "to", "via" }

  it("repairs a loop that stops one move early, proven", function()
    local src = loop("2 ^ n - 2", 1)
    assert.is_false((corpus.right_at_every_size(corpus.load_text(src), 3, NAMES, ORDER, 4)))
    local rep = checked(src)
    assert.equal("loop_stop", rep.slip)
    assert.is_table(rep.fix)
    local text = assert(corpus.apply(src, rep.fix))
    assert.matches("for m = 1, 2 ^ n - 1 do", text, 1, true)
    assert.is_true((corpus.right_at_every_size(corpus.load_text(text), 3, NAMES, ORDER, 4)))
  end)

  it("refuses a loop whose rule is wrong, not its stop", function()
    local src = loop("2 ^ n - 1", 0)
    assert.is_false((corpus.right_at_every_size(corpus.load_text(src), 3, NAMES, ORDER, 4)))
    local rep = checked(src)
    assert.is_false(rep.ok)
    assert.is_nil(rep.fix)
    if rep.hint then assert.is_nil(rep.hint:find("right for 1 to", 1, true), rep.hint) end
  end)
end)
