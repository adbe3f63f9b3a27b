-- Exact play on k > 3 pegs (A*, pattern databases, exact tables) and its
-- budget, checked against breadth-first searches written here in plain
-- Lua (spec/support/model.lua).
local hanoi = require "hanoi"
local model = require "support.model"

local play, letter = model.play, model.letter

-- the label with the pegs other than `keep` permuted at random
local function shuffle_pegs(label, k, keep)
  local others = {}
  for p = 1, k do if p ~= keep then others[#others + 1] = p end end
  local perm = {}
  for i = #others, 2, -1 do
    local j = math.random(i)
    others[i], others[j] = others[j], others[i]
  end
  local i = 0
  for p = 1, k do
    if p == keep then perm[p] = p else i = i + 1; perm[p] = others[i] end
  end
  return (label:gsub(".", function(c) return letter(perm[model.peg(c)]) end))
end

describe("distances on k > 3 pegs", function()
  it("equal a breadth-first search for every position of up to 6 disks, to every tower", function()
    for _, nk in ipairs { { 6, 4 }, { 6, 5 }, { 5, 6 } } do
      local n, k = nk[1], nk[2]
      for g = 1, k, k - 1 do                 -- the first and the last peg
        local dist = model.distances(model.tower(n, g), k)
        for _, a in ipairs(model.all(n, k)) do
          local got = hanoi.distance(hanoi.state(a, k), g)
          if got ~= dist[model.code(a, k) + 1] then
            error(("distance(%s, %d) on %d pegs = %s, brute force %d")
              :format(a, g, k, got, dist[model.code(a, k) + 1]))
          end
        end
      end
    end
  end)

  it("equal a breadth-first search for random positions up to 9 disks on 4 to 8 pegs", function()
    math.randomseed(13)
    for _, nk in ipairs { { 9, 4 }, { 8, 4 }, { 7, 5 }, { 6, 6 }, { 6, 7 }, { 6, 8 } } do
      local n, k = nk[1], nk[2]
      local dist = model.distances(model.tower(n, k), k)
      for _ = 1, 25 do
        local a = model.random_label(n, k)
        assert.are.equal(dist[model.code(a, k) + 1], hanoi.distance(hanoi.state(a, k), k))
      end
    end
  end)

  it("equal a breadth-first search between random positions", function()
    math.randomseed(17)
    for _, nk in ipairs { { 7, 4 }, { 6, 5 }, { 5, 6 } } do
      local n, k = nk[1], nk[2]
      for _ = 1, 6 do
        local b = model.random_label(n, k)
        local dist = model.distances(b, k)
        for _ = 1, 8 do
          local a = model.random_label(n, k)
          assert.are.equal(dist[model.code(a, k) + 1],
            hanoi.distance(hanoi.state(a, k), hanoi.state(b, k)))
        end
      end
    end
  end)

  it("do not change when the pegs other than the goal are relabelled", function()
    math.randomseed(19)
    for _, nk in ipairs { { 10, 4 }, { 9, 5 }, { 8, 7 } } do
      local n, k = nk[1], nk[2]
      for _ = 1, 10 do
        local a = model.random_label(n, k)
        local b = shuffle_pegs(a, k, k)
        assert.are.equal(hanoi.distance(hanoi.state(a, k), k),
          hanoi.distance(hanoi.state(b, k), k))
      end
    end
  end)

  it("are exact with plenty of pegs at once (12 disks on 19 pegs, 16 on 32)", function()
    -- with a free peg for every disk that must get out of the way, the
    -- distance is one move per disk out of place, two for a disk that
    -- must leave a larger misplaced disk or the goal first
    local function plenty(label, k)
      local n, goal, below, moves = #label, k, {}, 0
      local D = n
      while D >= 1 and model.peg(label:sub(D, D)) == goal do D = D - 1 end
      for d = D, 1, -1 do
        local p = model.peg(label:sub(d, d))
        moves = moves + ((p == goal or below[p]) and 2 or 1)
        below[p] = true
      end
      return moves
    end
    -- the formula itself, against breadth-first search where that is possible
    for _, nk in ipairs { { 5, 7 }, { 5, 8 } } do
      local n, k = nk[1], nk[2]
      local dist = model.distances(model.tower(n, k), k)
      for _, a in ipairs(model.all(n, k)) do
        assert.are.equal(dist[model.code(a, k) + 1], plenty(a, k))
      end
    end
    math.randomseed(23)
    for _, nk in ipairs { { 12, 19 }, { 16, 32 }, { 8, 19 } } do
      local n, k = nk[1], nk[2]
      for _ = 1, 5 do
        local a = model.random_label(n, k)
        local want = plenty(a, k)
        assert.are.equal(want, hanoi.distance(hanoi.state(a, k), k))
        local len, it, exact = hanoi.search { from = hanoi.state(a, k), to = k }
        assert.is_true(exact)
        assert.are.equal(want, len)
        assert.are.equal(model.tower(n, k), (play(a, k, it)))
      end
    end
  end)
end)

describe("hints and solvers on k > 3 pegs", function()
  it("hint leads to a position one move nearer, for every position of 5 disks on 4 pegs", function()
    local dist = model.distances(model.tower(5, 4), 4)
    for _, a in ipairs(model.all(5, 4)) do
      local d, f, t, exact = hanoi.state(a, 4):hint()
      if a == model.tower(5, 4) then assert.is_nil(d) else
        assert.is_true(exact)
        assert.are.equal(model.peg(a:sub(d, d)), f)
        local b = model.apply(a, d, t)
        assert.are.equal(dist[model.code(a, 4) + 1] - 1, dist[model.code(b, 4) + 1])
      end
    end
  end)

  it("solve plays a shortest path and re-plans after moves made by someone else", function()
    math.randomseed(29)
    for _ = 1, 10 do
      local n, k = 8, 4
      local s = hanoi.state(model.random_label(n, k), k)
      local step = s:solve(k)
      step(); step()
      for _ = 1, 3 do                        -- a player takes over
        local ms = model.moves(s:label(), k)
        local m = ms[math.random(#ms)]
        assert(s:move(m[2], m[3]))
      end
      local dist = model.distances(model.tower(n, k), k)[model.code(s:label(), k) + 1]
      local before = s.moves
      for _, _, _, exact in step do assert.is_true(exact) end
      assert.is_true(s:is_tower(k))
      assert.are.equal(dist, s.moves - before)
    end
  end)

  it("solve may yield inside the loop on 4 pegs", function()
    local s = hanoi.new(6, 4)
    local co = coroutine.wrap(function()
      for d in s:solve(4) do coroutine.yield(d) end
      return "done"
    end)
    local n = 0
    while co() ~= "done" do n = n + 1 end
    assert.are.equal(hanoi.count(6, 4), n)
    assert.is_true(s:is_tower(4))
  end)
end)

describe("the budget of a search (max_states)", function()
  -- plays a plan, checking every move; returns the final label and length
  local function check_plan(a, k, goal, len, it)
    local final, n = play(a, k, it)
    assert.are.equal(goal, final)
    assert.are.equal(len, n)
    return n
  end

  it("gives a legal plan to the goal, labelled not optimal, when it runs out", function()
    math.randomseed(31)
    for _ = 1, 5 do
      local a, b = model.random_label(9, 4), model.random_label(9, 4)
      local dist = model.distances(b, 4)[model.code(a, 4) + 1]
      local len, it, exact = hanoi.search { from = hanoi.state(a, 4), to = hanoi.state(b, 4),
                                            max_states = 20 }
      check_plan(a, 4, b, len, it)
      if exact then assert.are.equal(dist, len) else assert.is_true(len >= dist) end
      -- the same towards a tower, and hint and solve agree with search
      local s = hanoi.state(a, 4)
      local tl, tit, texact = hanoi.search { from = s, to = 4, max_states = 20 }
      check_plan(a, 4, model.tower(9, 4), tl, tit)
      local d, f, t, hexact = s:hint(4, { max_states = 20 })
      assert.are.equal(texact, hexact)
      local _, it2 = hanoi.search { from = s, to = 4, max_states = 20 }
      assert.are.same({ d, f, t }, { it2() })
      local c = s:copy()
      for _, _, _, e in c:solve(4, { max_states = 20 }) do assert.are.equal(texact, e) end
      assert.is_true(c:is_tower(4))
    end
  end)

  it("counts positions the same way on every call", function()
    local s = hanoi.state("ABCDABCDABCD", 4)
    local runs = {}
    for i = 1, 3 do
      local len, it, exact = hanoi.search { from = s, to = 4, max_states = 500 }
      local moves = {}
      for d, f, t in it do moves[#moves + 1] = d .. f .. t end
      runs[i] = { len, exact, table.concat(moves, " ") }
    end
    assert.are.same(runs[1], runs[2])
    assert.are.same(runs[1], runs[3])
  end)

  it("says in opts.stats which method answered and how many positions it expanded", function()
    math.randomseed(41)
    local budgets = { 50, 2000, nil }
    for _ = 1, 4 do
      local a = model.random_label(9, 4)
      local dist = model.distances(model.tower(9, 4), 4)[model.code(a, 4) + 1]
      for _, budget in ipairs(budgets) do
        local st = {}
        local d, _, _, exact = hanoi.state(a, 4):hint(4, { max_states = budget, stats = st })
        assert.is_string(st.method)
        assert.is_true(math.type(st.positions) == "integer" and st.positions >= 0)
        assert.is_true(st.positions <= (budget or 1 << 23))
        if exact then
          assert.is_true(st.method == "astar" or st.method == "table"
                         or st.method == "bidirectional" or st.method == "frame-stewart")
        else
          assert.are.equal("plan", st.method)
        end
        -- the exact answers agree with the spec's search
        if exact and d then
          assert.are.equal(dist, hanoi.distance(hanoi.state(a, 4), 4))
        end
      end
    end
    -- no search at all on 3 pegs, or for a tower to a tower on 4 pegs
    local st = {}
    assert.are.equal(2^10 - 1, hanoi.distance(hanoi.new(10), 3, { stats = st }))
    assert.are.same({ method = "formula", positions = 0 }, st)
    st = {}
    hanoi.new(12, 4):hint(4, { stats = st })
    assert.are.same({ method = "frame-stewart", positions = 0 }, st)
    -- other rules: a breadth-first search, every position counted (from a position
    -- that is no tower: a tower to a tower under the cyclic rules is a formula)
    st = {}
    assert.are.equal(model.bfs("BAAA", 3, model.rule("cyclic", 3))[model.tower(4, 3)],
                     hanoi.distance(hanoi.state("BAAA"), 3, { rules = "cyclic", stats = st }))
    assert.is_true(st.method == "bfs" or st.method == "bidirectional" or st.method == "whole-space")
    assert.is_true(st.positions > 0 and st.positions <= 3^4)
    assert.has_error(function() hanoi.distance(hanoi.new(3), 3, { stats = true }) end,
      "bad argument #3 to 'distance' (field 'stats' must be a table, got boolean)")
  end)

  it("returns the same plan in a process whose address space is limited", function()
    local code = [[
      package.cpath = "./build/?.so;" .. package.cpath
      package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
      local hanoi = require "hanoi"
      local len, it, exact = hanoi.search { from = hanoi.state("ABCDABCDABCDAB", 4), to = 4,
                                            max_states = 2000 }
      local t = { tostring(len), tostring(exact) }
      for d, f, to in it do t[#t + 1] = d .. f .. to end
      io.write(table.concat(t, " "))
    ]]
    local function run(prefix)
      local p = assert(io.popen(prefix .. "lua5.4 -e '" .. code:gsub("'", "'\\''") .. "' 2>&1"))
      local out = p:read("a")
      p:close()
      return out
    end
    local free = run("")
    assert.truthy(free:match("^%d+ %a+ "))
    assert.are.equal(free, run("ulimit -v 2000000; "))
  end)

  it("raises an error when the caller insists on a shortest path", function()
    -- 14 disks: more than the exact tables small enough to be free
    local s = hanoi.state("ABCDABCDABCDAB", 4)
    assert.has_error(function() hanoi.search { from = s, to = 4, max_states = 10, optimal = true } end)
    local ok, err = pcall(hanoi.distance, s, 4, { max_states = 10 })
    assert.is_false(ok)
    assert.matches("no shortest path found within max_states = 10 positions", err, 1, true)
    assert.has_error(function() s:hint(4, { max_states = 10, optimal = true }) end)
  end)

  it("reports progress and lets the progress function yield", function()
    -- A* to a position: about 145000 positions, so two calls or more
    local s, goal = hanoi.state("AABBCCDDAABB", 4), hanoi.state("DDCCBBAADDCC", 4)
    local calls = {}
    local co = coroutine.wrap(function()
      return hanoi.distance(s, goal, { max_states = 1 << 20, progress = function(done, max)
        calls[#calls + 1] = { done, max }
        coroutine.yield("progress")
      end })
    end)
    local r = co()
    while r == "progress" do r = co() end
    assert.are.equal(hanoi.distance(s, goal), r)
    assert.is_true(#calls >= 1)
    for i, c in ipairs(calls) do
      assert.are.equal(1 << 20, c[2])
      if i > 1 then assert.is_true(c[1] > calls[i - 1][1]) end
    end
  end)

  it("refuses bad options, naming them", function()
    local s = hanoi.new(5, 4)
    assert.has_error(function() s:hint(4, { max_states = 0 }) end,
      "bad argument #2 to 'hint' (field 'max_states' must be a positive integer)")
    assert.has_error(function() hanoi.distance(s, 4, { max_states = 1.5 }) end,
      "bad argument #3 to 'distance' (field 'max_states' must be a positive integer)")
    assert.has_error(function() hanoi.distance(s, 4, { rule = "cyclic" }) end,
      "bad argument #3 to 'distance' (unknown option 'rule')")
    assert.has_error(function() s:solve(4, { progress = 3 }) end,
      "bad argument #2 to 'solve' (field 'progress' must be a function, got number)")
    assert.has_error(function() hanoi.search { from = s, to = 4, max_sates = 3 } end,
      "bad argument #1 to 'search' (unknown option 'max_sates')")
  end)

  it("raises a clear error beyond max_memory, whatever the budget", function()
    local ok, err = pcall(hanoi.distance, hanoi.state("ABCDABCDABCDABCD", 4), 4,
      { max_memory = 100000 })
    assert.is_false(ok)
    assert.matches("needs more than .* of memory %(max_memory is 97.7 KiB%)", err)
  end)
end)
