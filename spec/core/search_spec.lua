-- Optimal play from any position, checked against a brute-force BFS in
-- plain Lua (spec/support/model.lua).
local hanoi = require "hanoi"
local model = require "support.model"

local play = model.play

-- Solves n disks on k pegs towards the last peg; after `first` steps a
-- player takes over for `taken` random legal moves, then the same
-- iterator must finish in the brute-force distance from there.
local function check_replan(n, k, first, taken, rounds)
  for _ = 1, rounds do
    local s = hanoi.new(n, k)
    local step = s:solve(k)
    for _ = 1, first do step() end
    for _ = 1, taken do
      local ms = model.moves(s:label(), k)
      local m = ms[math.random(#ms)]
      assert(s:move(m[2], m[3]))
    end
    local dist = model.bfs(s:label(), k)[model.tower(n, k)]
    local before = s.moves
    for _ in step do end
    assert.is_true(s:is_tower(k))
    assert.are.equal(dist, s.moves - before)
  end
end

describe("hanoi.distance on 3 pegs", function()
  it("equals the brute-force distance for every pair up to 5 disks", function()
    for n = 1, 5 do
      local all = model.all(n, 3)
      local states = {}
      for _, l in ipairs(all) do states[l] = hanoi.state(l) end
      for _, a in ipairs(all) do
        local dist = model.bfs(a, 3)
        for _, b in ipairs(all) do
          local got = hanoi.distance(states[a], states[b])
          if got ~= dist[b] then
            error(("distance(%s, %s) = %s, brute force %d"):format(a, b, got, dist[b]))
          end
        end
      end
    end
  end)

  it("equals the brute-force distance on random pairs up to 8 disks", function()
    math.randomseed(5)
    for n = 6, 8 do
      for _ = 1, 12 do
        local a, b = "", ""
        for _ = 1, n do
          a = a .. model.letter(math.random(3)); b = b .. model.letter(math.random(3))
        end
        local dist = model.bfs(a, 3)
        assert.are.equal(dist[b], hanoi.distance(hanoi.state(a), hanoi.state(b)))
      end
    end
  end)

  it("takes a peg for the whole tower on that peg", function()
    for _, a in ipairs(model.all(4, 3)) do
      local dist = model.bfs(a, 3)
      for p = 1, 3 do
        assert.are.equal(dist[model.tower(4, p)], hanoi.distance(hanoi.state(a), p))
      end
    end
  end)

  it("is exact for 64 disks past 2^63 - 1", function()
    -- tower to tower: 2^64 - 1; 2^64 is exact as a float, and ends in 6
    local two64 = ("%.0f"):format(2 ^ 64)
    assert.are.equal(two64:sub(1, -2) .. (tonumber(two64:sub(-1)) - 1),
      hanoi.distance(hanoi.new(64), 3))
    assert.are.equal(math.maxinteger, hanoi.distance(hanoi.new(63), 2))
    -- the same between two positions (the call without options answers at once)
    assert.are.equal(two64:sub(1, -2) .. (tonumber(two64:sub(-1)) - 1),
      hanoi.distance(hanoi.new(64), hanoi.state(("C"):rep(64))))
  end)

  it("answers two positions alone as it answers them with options or in lists", function()
    -- the call of two positions and nothing else takes a shorter way in C;
    -- the same question asked with an options table, or as lists of one
    -- start and one goal, goes through the general search's dispatch
    math.randomseed(64)
    for _ = 1, 200 do
      local a, b = {}, {}
      for d = 1, 64 do a[d] = math.random(3); b[d] = math.random(3) end
      a, b = hanoi.state(a), hanoi.state(b)
      local stats = {}
      local want = hanoi.distance(a, b, {stats = stats})
      assert.are.equal("formula", stats.method)
      assert.are.equal(want, hanoi.distance(a, b))
      assert.are.equal(want, hanoi.distance(a, b, nil))
      assert.are.equal(want, hanoi.distance({a}, {b}))
    end
  end)

  it("rejects a goal of another size or type", function()
    local a = hanoi.new(3)
    assert.has_error(function() hanoi.distance(a, hanoi.new(4)) end,
      "bad argument #2 to 'distance' (goal has 4 disks on 3 pegs, start has 3 disks on 3 pegs)")
    assert.has_error(function() hanoi.distance(a, "x") end,
      "bad argument #2 to 'distance' (hanoi.State, peg, list or function expected, got string)")
    assert.has_error(function() hanoi.distance(a, 4) end,
      "bad argument #2 to 'distance' (peg must be 1..3)")
    assert.has_error(function() hanoi.distance({}, 1) end,
      "bad argument #1 to 'distance' (start list is empty)")
    assert.has_error(function() hanoi.distance("AB", 1) end,
      "bad argument #1 to 'distance' (hanoi.State or list of states expected, got string)")
  end)
end)

describe("hanoi.paths on 3 pegs", function()
  it("finds every shortest path on more pegs by search, the same as brute force", function()
    for _, a in ipairs(model.all(3, 4)) do
      local dist, count = model.bfs(a, 4)
      for _, b in ipairs { "DDD", "ABC", "CCA" } do
        local its = hanoi.paths(hanoi.state(a, 4), hanoi.state(b, 4))
        assert.are.equal(count[b], its.n)
        model.check_paths(a, 4, its, b, dist[b])
      end
    end
  end)

  it("returns every shortest path, one or two, for every pair up to 4 disks", function()
    for n = 1, 4 do
      local all = model.all(n, 3)
      for _, a in ipairs(all) do
        local dist, count = model.bfs(a, 3)
        local sa = hanoi.state(a)
        for _, b in ipairs(all) do
          local its = hanoi.paths(sa, hanoi.state(b))
          assert.are.equal(count[b], its.n)
          model.check_paths(a, 3, its, b, dist[b])
          assert.are.equal(a, sa:label())   -- paths leave a alone
        end
      end
    end
  end)
end)

describe("State:solve and State:hint on 3 pegs", function()
  it("plays a shortest path to every goal, applying the moves", function()
    for _, a in ipairs(model.all(4, 3)) do
      local dist = model.bfs(a, 3)
      for _, b in ipairs(model.all(4, 3)) do
        local s, goal = hanoi.state(a), hanoi.state(b)
        local final, len = play(a, 3, s:solve(goal))
        assert.are.equal(b, final)
        assert.are.equal(b, s:label())
        assert.are.equal(dist[b], len)
        assert.are.equal(dist[b], s.moves)
      end
    end
  end)

  it("re-plans when the state is changed between steps", function()
    math.randomseed(7)
    check_replan(6, 3, 5, 2, 50)
  end)

  it("may yield inside the loop", function()
    local s = hanoi.new(5)
    local co = coroutine.wrap(function()
      for d in s:solve(2) do coroutine.yield(d) end
      return "done"
    end)
    local n = 0
    while co() ~= "done" do n = n + 1 end
    assert.are.equal(31, n)
    assert.is_true(s:is_tower(2))
  end)

  it("hints the first move of a shortest path, nil at the goal", function()
    local from_b = {}   -- distances are symmetric: one BFS per goal
    for _, b in ipairs(model.all(4, 3)) do from_b[b] = model.bfs(b, 3) end
    for _, a in ipairs(model.all(4, 3)) do
      local dist = model.bfs(a, 3)
      for _, b in ipairs(model.all(4, 3)) do
        local d, f, t = hanoi.state(a):hint(hanoi.state(b))
        if a == b then
          assert.is_nil(d)
        else
          local after = model.apply(a, d, t)
          assert.are.equal(model.peg(a:sub(d, d)), f)
          assert.are.equal(dist[b] - 1, from_b[b][after])
        end
      end
    end
  end)

  it("hints towards the tower on the last peg by default, always a shortest move", function()
    -- then the distances before and after the move: 2^n - 1 from a tower
    assert.are.same({ 1, 1, 3, true, 2 ^ 3 - 1, 2 ^ 3 - 2 }, { hanoi.new(3):hint() })
    assert.are.same({ 1, 1, 2, true, 2 ^ 4 - 1, 2 ^ 4 - 2 }, { hanoi.new(4):hint() })
  end)
end)

describe("optimal play on 4 and 5 pegs", function()
  it("hanoi.distance equals the brute-force distance for every pair", function()
    for _, nk in ipairs { { 3, 4 }, { 2, 5 }, { 3, 5 } } do
      local n, k = nk[1], nk[2]
      local all = model.all(n, k)
      for _, a in ipairs(all) do
        local dist = model.bfs(a, k)
        local sa = hanoi.state(a, k)
        for _, b in ipairs(all) do
          assert.are.equal(dist[b], hanoi.distance(sa, hanoi.state(b, k)))
        end
      end
    end
  end)

  it("hanoi.distance equals the brute-force distance on random pairs of 5 and 6 disks", function()
    math.randomseed(11)
    for _, nk in ipairs { { 5, 4 }, { 6, 4 }, { 4, 5 } } do
      local n, k = nk[1], nk[2]
      for _ = 1, 6 do
        local a, b = "", ""
        for _ = 1, n do
          a = a .. model.letter(math.random(k)); b = b .. model.letter(math.random(k))
        end
        assert.are.equal(model.bfs(a, k)[b], hanoi.distance(hanoi.state(a, k), hanoi.state(b, k)))
      end
    end
  end)

  it("solve plays a shortest path and hint gives its first move", function()
    local all = model.all(3, 4)
    local from_b = {}   -- distances are symmetric: one BFS per goal
    for _, b in ipairs(all) do from_b[b] = model.bfs(b, 4) end
    for _, a in ipairs(all) do
      local dist = model.bfs(a, 4)
      for _, b in ipairs(all) do
        local s, goal = hanoi.state(a, 4), hanoi.state(b, 4)
        local d, f, t, exact = s:hint(goal)
        if a == b then assert.is_nil(d) else
          assert.is_true(exact)
          assert.are.equal(dist[b] - 1, from_b[b][model.apply(a, d, t)])
          assert.are.equal(model.peg(a:sub(d, d)), f)
        end
        local final, len = play(a, 4, s:solve(goal))
        assert.are.equal(b, final)
        assert.are.equal(dist[b], len)
      end
    end
  end)

  it("solve re-plans when the state is changed between steps", function()
    math.randomseed(3)
    check_replan(5, 4, 3, 1, 20)
  end)

  it("falls back to a labelled plan when the budget runs out", function()
    local s = hanoi.state("BCADDBAC", 4)
    local goal = hanoi.state("ACDBACBD", 4)
    local len, it, exact = hanoi.search { from = s, to = goal, max_states = 10 }
    assert.is_false(exact)
    local final, n = play(s:label(), 4, it)
    assert.are.equal(goal:label(), final)
    assert.are.equal(len, n)
    assert.is_true(len >= model.distances(goal:label(), 4)[model.code(s:label(), 4) + 1])
    -- solve and hint follow the same plan, hint says it is not optimal
    local d, f, t, exact2 = s:hint(goal, { max_states = 10 })
    assert.is_false(exact2)
    local c = s:copy()
    local final2 = play(c:label(), 4, c:solve(goal, { max_states = 10 }))
    assert.are.equal(goal:label(), final2)
    assert.are.equal(goal:label(), c:label())
    local _, it2 = hanoi.search { from = s, to = goal, max_states = 10 }
    assert.are.same({ d, f, t }, { it2() })
  end)

  it("plans a 64-disk position on 4 pegs within a small budget", function()
    local a, b = {}, {}
    math.randomseed(2)
    for d = 1, 64 do a[d] = math.random(4); b[d] = math.random(4) end
    local sa, sb = hanoi.state(a, 4), hanoi.state(b, 4)
    local len, it, exact = hanoi.search { from = sa, to = sb, max_states = 1000 }
    assert.is_false(exact)
    local c, n = sa:copy(), 0
    for d, f, t in it do
      if c:move(f, t) ~= d then error(("move %d: %d %d->%d is illegal"):format(n + 1, d, f, t)) end
      n = n + 1
    end
    assert.are.equal(sb, c)
    assert.are.equal(len, n)
  end)

  it("raises an error rather than give a plan when the caller insists on optimal", function()
    local s = hanoi.new(20, 5)
    assert.has_error(function()
      hanoi.search { from = s, to = 5, optimal = true, max_states = 1000 }
    end, ("search: no shortest path found within max_states = 1000 positions "
      .. "(the best plan found has %d moves)"):format(hanoi.count(20, 5)))
    assert.has_error(function() s:solve(5, { optimal = true, max_states = 100 })() end)
    assert.has_error(function() hanoi.distance(hanoi.new(40, 5), 5, { max_states = 100 }) end)
  end)

  it("knows Frame-Stewart's solution is shortest from a tower to a tower on 4 pegs", function()
    for n = 1, 64, 9 do
      local s = hanoi.new(n, 4, 2)
      local len, it, exact = hanoi.search { from = s, to = 3, max_states = 1 }
      assert.is_true(exact)
      assert.are.equal(hanoi.count(n, 4), len)
      local c, m = s:copy(), 0
      for d, f, t in it do
        -- luassert (its message) only for a move that fails: thousands pass
        local moved = c:move(f, t)
        if moved ~= d then assert.are.equal(d, moved) end
        m = m + 1
      end
      assert.are.equal(len, m)
      assert.is_true(c:is_tower(3))
    end
    -- and it agrees with breadth-first search where that can run
    for n = 1, 7 do
      assert.are.equal(model.distances(model.tower(n, 1), 4)[model.code(model.tower(n, 4), 4) + 1],
        hanoi.distance(hanoi.new(n, 4), 4))
    end
  end)
end)
