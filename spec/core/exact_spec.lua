-- Exact play on k > 3 pegs by breadth-first search from both ends: a ball
-- around the goal tower (every position within some radius of it), met by
-- a search from the start. Checked against the spec's own breadth-first
-- search for small n (spec/support/model.lua), and from 15 disks on
-- against positions of known distance: Frame-Stewart's solution of a
-- tower is a shortest one (Bousch 2014), so the position k moves into it
-- is FS(n) - k moves from the goal tower, whatever the searches do.
local hanoi = require "hanoi"
local model = require "support.model"

-- the position k moves into Frame-Stewart's solution of n disks from the
-- tower on peg 1 to the tower on peg 4, as its iterator plays it
local function fs_position(n, k)
  local s, i = hanoi.new(n, 4), 0
  for _, f, t in hanoi.moves(n, { pegs = 4, from = 1, to = 4 }) do
    if i == k then break end
    assert(s:move(f, t))
    i = i + 1
  end
  return s
end

-- Under valgrind (make valgrind) everything runs some 30 times slower:
-- the balls of 16 and 18 disks (seconds and a minute of work) are left out.
local valgrind = (os.getenv("LD_PRELOAD") or ""):find("vgpreload", 1, true) ~= nil
local heavy = valgrind and pending or it

-- checks positions k moves into Frame-Stewart's solution of n disks:
-- the distance, the hint and the whole path the solver plays
local function check_fs(n, ks, opts)
  local fs = hanoi.count(n, 4)
  for _, k in ipairs(ks) do
    local s = fs_position(n, k)
    local o = {}
    for key, v in pairs(opts or {}) do o[key] = v end
    o.stats = o.stats or {}
    local st = o.stats
    assert.are.equal(fs - k, hanoi.distance(s, 4, o))
    assert.is_true(st.positions <= 1 << 23)
    local len, it, exact = hanoi.search { from = s, to = 4 }
    assert.is_true(exact)
    assert.are.equal(fs - k, len)
    local final, moves = model.play(s:label(), 4, it)
    assert.are.equal(("D"):rep(n), final)
    assert.are.equal(fs - k, moves)
  end
end

describe("the goal's ball met by a search from the start", function()
  it("is exact for small budgets, whose balls are small, as a breadth-first search says", function()
    -- with a budget of about a hundred positions the ball of 9 disks on 4
    -- pegs holds three quarters of the space, that of 7 disks on 5 pegs
    -- all of it; the search from the start has a few dozen positions left.
    -- 8 disks on 5 pegs and 7 on 6 get balls of a half and less with the
    -- smaller budgets: their searches from the start run over codes in
    -- base 5 and 6 (blocks of 125 and 216 positions), those of 4 pegs over
    -- blocks of 256
    math.randomseed(43)
    local plans = 0
    for _, case in ipairs { { 9, 4, { 100, 128, 200 } }, { 7, 5, { 60, 100 } },
                            { 8, 5, { 24, 32, 48 } }, { 7, 6, { 8, 12 } } } do
      local n, k, budgets = case[1], case[2], case[3]
      local dist = model.distances(model.tower(n, k), k)
      local met, inside = 0, 0
      for _ = 1, 30 do
        local a = model.random_label(n, k)
        local want = dist[model.code(a, k) + 1]
        for _, budget in ipairs(budgets) do
          local st = {}
          local len, it, exact = hanoi.search { from = hanoi.state(a, k), to = k,
                                                max_states = budget, stats = st }
          local final, moves = model.play(a, k, it)
          assert.are.equal(model.tower(n, k), final)
          assert.are.equal(len, moves)
          if exact then
            assert.are.equal(want, len)
            if st.method == "bidirectional" then
              met = met + 1
              -- the ball fits the budget twice over and the search from
              -- the start stops at max_states
              assert.is_true(st.positions <= budget)
            end
            if st.method == "table" then inside = inside + 1 end
          else
            assert.is_true(len >= want)
            plans = plans + 1
          end
        end
      end
      -- each way of answering was taken (the counts are the same on every
      -- machine: the budget counts positions)
      assert.is_true(inside > 0)
      if n ~= 7 or k ~= 5 then assert.is_true(met > 0) end
    end
    assert.is_true(plans > 0)
  end)

  it("finds the distance of positions on Frame-Stewart's solution of 15 disks", function()
    check_fs(15, { 1, 5, 20, 63, 64, 65, 100, 128 })
  end)

  it("gives the same hints with the cache turned off", function()
    for _, k in ipairs { 3, 40 } do
      local s = fs_position(15, k)
      local a = { s:hint(4) }
      local b = { s:hint(4, { cache = false }) }
      assert.are.same(a, b)
      assert.is_true(a[4])
    end
  end)

  heavy("finds the distance of positions on Frame-Stewart's solution of 16 disks #slow", function()
    check_fs(16, { 1, 7, 40, 80, 81, 120, 160 })
  end)

  heavy("finds the distance of positions on Frame-Stewart's solution of 18 disks #slow", function()
    -- the ball of 18 disks holds 2^31 of the 4^18 / 3! positions (2.9 GB at
    -- 2 bits each); positions before move 113 still have disk 18 to move,
    -- the first ones, about 220 moves from the goal, are past the default
    -- budget
    check_fs(18, { 20, 40, 100, 112, 113, 200 })
  end)

  heavy("finds the distance of positions on Frame-Stewart's solution of 20 disks #slow", function()
    -- no table of 19 or 20 disks fits the 4 GiB a ball may take: the ball
    -- holds the 18 smallest disks and stops at (FS(19) - 1) / 2 = 128 moves
    -- from the tower (Bousch's theorem), and the search from the start goes
    -- the rest of the way. Disk 20 moves at move 145: the first of these
    -- still has it to move, the others have 19 disks off the goal peg.
    local st = {}
    check_fs(20, { 140, 150, 160 }, { stats = st })
    assert.are.equal("bidirectional", st.method)
  end)
end)

describe("budgets", function()
  it("answer 64 disks with max_states = 1 at once, with a plan labelled not optimal", function()
    for _, k in ipairs { 4, 5, 8, 32 } do
      math.randomseed(k)
      local label = {}
      for d = 1, 64 do label[d] = math.random(k) end
      local s = hanoi.state(label, k)
      local st = {}
      local d, f, t, exact = s:hint(k, { max_states = 1, stats = st })
      assert.is_false(exact)
      assert.are.equal("plan", st.method)
      assert.is_true(st.positions <= 1 + 4 * k)
      local c = s:copy()
      assert(c:move(f, t))
      assert.are.equal(label[d], f)
      -- the plan is a whole solution
      local len, it, ex = hanoi.search { from = s, to = k, max_states = 1 }
      assert.is_false(ex)
      local n = 0
      for _, ff, tt in it do assert(s:move(ff, tt)); n = n + 1 end
      assert.is_true(s:is_tower(k))
      assert.are.equal(len, n)
    end
  end)
end)

describe("solve, when the position is moved while it plans", function()
  -- A* to a position of 12 disks: about 145000 positions, so the progress
  -- function is called twice or more while the solver plans
  local from, goal = "AABBCCDDAABB", "DDCCBBAADDCC"

  -- a legal move of the state's smallest disk
  local function nudge(s)
    local p = model.peg(s:label():sub(1, 1))
    assert(s:move(p, p % s.k + 1))
  end

  local function solved(s, g)
    local n = 0
    for _ in s:solve(g, { progress = function() end }) do n = n + 1 end
    return s == g, n
  end

  it("plans again when the progress function moves it", function()
    local s, g = hanoi.state(from, 4), hanoi.state(goal, 4)
    local moved = 0
    local start
    for _ in s:solve(g, { progress = function()
      if moved == 0 then nudge(s); start = s:label() end
      moved = moved + 1
    end }) do end
    assert.is_true(moved >= 1)
    assert.are.equal(g, s)
    -- the moves it played are a shortest path from where it was moved to
    assert.are.equal(hanoi.distance(hanoi.state(start, 4), g), s.moves - 1)
  end)

  it("plans again when a rules predicate moves it", function()
    local s, g = hanoi.state("ABCABCAB", 3), hanoi.new(8, 3, 3)
    local moved = false
    for _ in s:solve(g, { rules = function()
      if not moved then moved = true; nudge(s) end
      return true
    end }) do end
    assert.is_true(moved)
    assert.are.equal(g, s)
  end)

  it("plans again when another coroutine moves it while progress yields", function()
    local s, g = hanoi.state(from, 4), hanoi.state(goal, 4)
    local co = coroutine.wrap(function()
      for _ in s:solve(g, { progress = function() coroutine.yield("progress") end }) do end
      return "done"
    end)
    local r, nudged = co(), false
    while r == "progress" do
      if not nudged then nudge(s); nudged = true end
      r = co()
    end
    assert.is_true(nudged)
    assert.are.equal("done", r)
    assert.are.equal(g, s)
  end)

  it("plans again after a re-entrant solve moved it", function()
    local s, g = hanoi.state(from, 4), hanoi.state(goal, 4)
    local inner = false
    for _ in s:solve(g, { progress = function()
      if not inner then
        inner = true
        local step = s:solve(4, { max_states = 10 })
        step()                               -- one move towards another goal
      end
    end }) do end
    assert.is_true(inner)
    assert.are.equal(g, s)
  end)

  it("gives up with an error when it is moved every time it plans", function()
    local s, g = hanoi.state(from, 4), hanoi.state(goal, 4)
    local ok, err = pcall(function()
      for _ in s:solve(g, { progress = function() nudge(s) end }) do end
    end)
    assert.is_false(ok)
    assert.matches("the position was moved every time the solver planned", err, 1, true)
    -- and still solves once left alone
    assert.is_true((solved(s, g)))
  end)
end)
