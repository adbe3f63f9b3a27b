-- Optimal play from any position, checked against a brute-force BFS in
-- plain Lua (spec/support/brute.lua).
local hanoi = require "hanoi"
local brute = require "support.brute"

-- plays an iterator on a copy of label `s`, checking that every move is
-- legal and announced correctly; returns the final label and the count
local function play(label, k, iter, allowed)
  local s, n = label, 0
  for d, f, t in iter do
    local ok = false
    for _, m in ipairs(brute.moves(s, k, allowed)) do
      if m[1] == d and m[2] == f and m[3] == t then ok = true end
    end
    assert(ok, ("illegal move %d %d->%d at %s"):format(d, f, t, s))
    s = brute.apply(s, d, t)
    n = n + 1
  end
  return s, n
end

describe("hanoi.distance on 3 pegs", function()
  it("equals the brute-force distance for every pair up to 5 disks", function()
    for n = 1, 5 do
      local all = brute.all(n, 3)
      local states = {}
      for _, l in ipairs(all) do states[l] = hanoi.state(l) end
      for _, a in ipairs(all) do
        local dist = brute.bfs(a, 3)
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
          a = a .. brute.letter(math.random(3)); b = b .. brute.letter(math.random(3))
        end
        local dist = brute.bfs(a, 3)
        assert.are.equal(dist[b], hanoi.distance(hanoi.state(a), hanoi.state(b)))
      end
    end
  end)

  it("takes a peg for the whole tower on that peg", function()
    for _, a in ipairs(brute.all(4, 3)) do
      local dist = brute.bfs(a, 3)
      for p = 1, 3 do
        assert.are.equal(dist[brute.tower(4, p)], hanoi.distance(hanoi.state(a), p))
      end
    end
  end)

  it("is exact for 64 disks past 2^63 - 1", function()
    -- tower to tower: 2^64 - 1; checked against a decimal computed here
    assert.are.equal("18446744073709551615", hanoi.distance(hanoi.new(64), 3))
    assert.are.equal(math.maxinteger, hanoi.distance(hanoi.new(63), 2))
  end)

  it("rejects a goal of another size or type", function()
    local a = hanoi.new(3)
    assert.has_error(function() hanoi.distance(a, hanoi.new(4)) end,
      "bad argument #2 to 'distance' (goal has 4 disks on 3 pegs, start has 3 disks on 3 pegs)")
    assert.has_error(function() hanoi.distance(a, "x") end,
      "bad argument #2 to 'distance' (hanoi.State or peg expected, got string)")
    assert.has_error(function() hanoi.distance(a, 4) end,
      "bad argument #2 to 'distance' (peg must be 1..3)")
    assert.has_error(function() hanoi.distance({}, 1) end,
      "bad argument #1 to 'distance' (hanoi.State expected, got table)")
  end)
end)

describe("hanoi.paths on 3 pegs", function()
  it("returns every shortest path, one or two, for every pair up to 4 disks", function()
    for n = 1, 4 do
      local all = brute.all(n, 3)
      for _, a in ipairs(all) do
        local dist, count = brute.bfs(a, 3)
        local sa = hanoi.state(a)
        for _, b in ipairs(all) do
          local its = table.pack(hanoi.paths(sa, hanoi.state(b)))
          assert.are.equal(count[b], its.n)
          local seen = {}
          for i = 1, its.n do
            local moves = {}
            local final, len = play(a, 3, function(...)
              local d, f, t = its[i](...)
              if d then moves[#moves + 1] = d .. f .. t end
              return d, f, t
            end)
            assert.are.equal(b, final)
            assert.are.equal(dist[b], len)
            local key = table.concat(moves, ",")
            assert.is_nil(seen[key])
            seen[key] = true
          end
          assert.are.equal(a, sa:label())   -- paths leave a alone
        end
      end
    end
  end)
end)

describe("State:solve and State:hint on 3 pegs", function()
  it("plays a shortest path to every goal, applying the moves", function()
    for _, a in ipairs(brute.all(4, 3)) do
      local dist = brute.bfs(a, 3)
      for _, b in ipairs(brute.all(4, 3)) do
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
    for _ = 1, 50 do
      local s = hanoi.new(6)
      local step = s:solve(3)
      for _ = 1, 5 do step() end
      -- a player takes over and makes two random legal moves
      for _ = 1, 2 do
        local ms = brute.moves(s:label(), 3)
        local m = ms[math.random(#ms)]
        assert(s:move(m[2], m[3]))
      end
      local dist = brute.bfs(s:label(), 3)[brute.tower(6, 3)]
      local before = s.moves
      for _ in step do end
      assert.is_true(s:is_tower(3))
      assert.are.equal(dist, s.moves - before)
    end
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
    for _, b in ipairs(brute.all(4, 3)) do from_b[b] = brute.bfs(b, 3) end
    for _, a in ipairs(brute.all(4, 3)) do
      local dist = brute.bfs(a, 3)
      for _, b in ipairs(brute.all(4, 3)) do
        local d, f, t = hanoi.state(a):hint(hanoi.state(b))
        if a == b then
          assert.is_nil(d)
        else
          local after = brute.apply(a, d, t)
          assert.are.equal(brute.peg(a:sub(d, d)), f)
          assert.are.equal(dist[b] - 1, from_b[b][after])
        end
      end
    end
  end)

  it("hints towards the tower on the last peg by default", function()
    assert.are.same({ 1, 1, 3 }, { hanoi.new(3):hint() })
    assert.are.same({ 1, 1, 2 }, { hanoi.new(4):hint() })
  end)
end)
