-- hanoi.paths in a generic for, and every position of a BFS's distances
-- visited: checked against a breadth-first search written here
-- (positions as strings of peg letters, disk 1 first).
local hanoi = require "hanoi"

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

local function allowed(pairs_list, k)
  local a = {}
  for f = 1, k do
    a[f] = {}
    for t = 1, k do a[f][t] = pairs_list == nil and f ~= t end
  end
  for _, p in ipairs(pairs_list or {}) do a[p[1]][p[2]] = true end
  return a
end

-- s after moving the top disk of peg f to peg t, or nil when illegal
local function move(s, f, t, allow)
  if not allow[f][t] then return nil end
  local df, dt = s:find(LETTERS:sub(f, f), 1, true), s:find(LETTERS:sub(t, t), 1, true)
  if not df or (dt and dt < df) then return nil end
  return s:sub(1, df - 1) .. LETTERS:sub(t, t) .. s:sub(df + 1)
end

-- distances and numbers of shortest paths from s
local function bfs(s, k, allow)
  local dist, ways, queue, i = { [s] = 0 }, { [s] = 1 }, { s }, 1
  while queue[i] do
    local u = queue[i]
    i = i + 1
    for f = 1, k do
      for t = 1, k do
        local v = move(u, f, t, allow)
        if v then
          if dist[v] == nil then dist[v], ways[v] = dist[u] + 1, 0; queue[#queue + 1] = v end
          if dist[v] == dist[u] + 1 then ways[v] = ways[v] + ways[u] end
        end
      end
    end
  end
  return dist, ways
end

-- plays a path iterator from label a; returns the end and the moves
local function play(a, it, allow)
  local s, moves = a, {}
  for disk, f, t in it do
    assert.are.equal(disk, s:find(LETTERS:sub(f, f), 1, true))
    s = move(s, f, t, allow)
    assert.is_truthy(s, "an illegal move")
    moves[#moves + 1] = disk .. f .. t
  end
  return s, table.concat(moves, ",")
end

describe("hanoi.paths", function()
  local cases = {
    { "AAA", "CCC", 3 }, { "ABC", "CBA", 3 }, { "AAAA", "DDDD", 4 }, { "BACD", "DDDD", 4 },
    { "AAA", "CCC", 3, { { 1, 2 }, { 2, 3 }, { 3, 1 } } },
    { "AAAA", "CCCC", 4, { { 1, 2 }, { 2, 1 }, { 2, 3 }, { 3, 2 }, { 1, 4 }, { 4, 3 } } },
  }

  it("walks every shortest path in a generic for, each once", function()
    for _, c in ipairs(cases) do
      local a, b, k, rules = c[1], c[2], c[3], c[4]
      local allow = allowed(rules, k)
      local dist, ways = bfs(a, k, allow)
      local seen, count = {}, 0
      for p in hanoi.paths(hanoi.state(a, k), hanoi.state(b, k), { rules = rules }) do
        count = count + 1
        local final, key = play(a, p, allow)
        assert.are.equal(b, final)
        assert.are.equal(dist[b], select(2, key:gsub("[^,]+", "")))
        assert.is_nil(seen[key])
        seen[key] = true
      end
      assert.are.equal(ways[b], count, a .. " " .. b)
    end
  end)

  it("is a table of the paths: #, n, ipairs, and a second walk", function()
    local a, b, k = "AAAA", "DDDD", 4
    local _, ways = bfs(a, k, allowed(nil, k))
    local t = hanoi.paths(hanoi.new(4, 4), 4)
    assert.are.equal(ways[b], #t)
    assert.are.equal(ways[b], t.n)
    local walked, listed = {}, {}
    for p in t do walked[#walked + 1] = p end
    for i, p in ipairs(t) do listed[i] = p end
    assert.are.same(listed, walked)
    local again = 0
    for _ in t do again = again + 1 end
    assert.are.equal(t.n, again)
  end)

  it("gives nil and a message when the goal cannot be reached", function()
    local r, msg = hanoi.paths(hanoi.new(2), 3, { rules = { { 1, 2 } } })
    assert.is_nil(r)
    assert.matches("unreachable", msg)
  end)
end)

describe("the distances of hanoi.bfs", function()
  -- the code of a label: base-k digits, disk 1 the lowest
  local function code(s, k)
    local c = 0
    for d = #s, 1, -1 do c = c * k + LETTERS:find(s:sub(d, d)) - 1 end
    return c
  end

  for _, c in ipairs {
    { 4, 3, nil }, { 3, 4, nil },
    { 4, 3, { { 1, 2 }, { 2, 3 } } },                       -- one way: most positions unreachable
    { 3, 3, { { 1, 2 }, { 2, 3 }, { 3, 1 } } },
  } do
    local n, k, rules = c[1], c[2], c[3]
    it(("visits every reachable position with pairs (%d disks, %d pegs)"):format(n, k), function()
      local start = ("A"):rep(n)
      local dist = bfs(start, k, allowed(rules, k))
      local want = {}
      for s, d in pairs(dist) do want[code(s, k)] = d end
      assert.are.equal(code("BA", 3), hanoi.state("BA"):code())   -- the same codes as the library's
      local r = hanoi.bfs { n = n, k = k, rules = rules, distances = true }
      local got, last = {}, -1
      for key, d in pairs(r.distances) do
        assert.is_true(key > last)                                 -- in the order of the codes
        last = key
        got[key] = d
      end
      assert.are.same(want, got)
      -- every position, reachable or not, by its code
      local seen = 0
      for key = 0, #r.distances - 1 do
        seen = seen + 1
        assert.are.equal(want[key], r.distances[key])
      end
      assert.are.equal(k ^ n, seen)
    end)
  end
end)

describe("hanoi.paths' argument errors", function()
  it("name the line that called it, as the core's own functions do", function()
    local line = debug.getinfo(1, "l").currentline + 1
    local ok, err = pcall(function() local r = hanoi.paths(hanoi.new(3), 7); return r end)
    assert.is_false(ok)
    assert.equal(("spec/core/paths_iter_spec.lua:%d: bad argument #2 to 'paths' (peg must be 1..3)")
      :format(line), err)
    -- an error of the caller's own rule function goes on as it was raised
    ok, err = pcall(hanoi.paths, hanoi.new(2), 3, { rules = function() error({ mine = true }) end })
    assert.is_false(ok)
    assert.same({ mine = true }, err)
  end)
end)
