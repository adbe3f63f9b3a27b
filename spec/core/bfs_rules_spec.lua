-- Every rule form in hanoi.bfs and hanoi.graph, distances to a goal
-- (reverse), diameter and radius, against searches written here.
local hanoi = require "hanoi"
local model = require "support.model"

local function sizes_of(dist)
  local sizes, reached = {}, 0
  for _, d in pairs(dist) do sizes[d + 1] = (sizes[d + 1] or 0) + 1; reached = reached + 1 end
  return sizes, reached
end

local function list(layers)
  local t = {}
  for i, c in ipairs(layers) do t[i] = c end
  return t
end

-- predicates in both forms: hanoi's (state, disk, from, to) and the
-- spec's (from, to, disk, label)
local PREDICATES = {
  { "disk 1 never on peg 2", 3, 4,
    function(_, d, _, t) return not (d == 1 and t == 2) end,
    function(_, t, d) return not (d == 1 and t == 2) end },
  { "the largest disk moves only while disk 1 is on peg 3", 4, 4,
    function(s, d) return d < 4 or s:label():sub(1, 1) == "C" end,
    function(_, _, d, label) return d < 4 or label:sub(1, 1) == "C" end },
  { "one way round, but disk 1 anywhere", 4, 3,
    function(_, d, f, t) return d == 1 or t == f % 3 + 1 end,
    function(f, t, d) return d == 1 or t == f % 3 + 1 end },
}

describe("hanoi.bfs with a predicate", function()
  it("counts layers and distances like brute force", function()
    for _, c in ipairs(PREDICATES) do
      local name, n, k, pred, allowed = c[1], c[2], c[3], c[4], c[5]
      local from = model.tower(n, 1)
      local dist = model.bfs(from, k, allowed)
      local sizes, reached = sizes_of(dist)
      local r = hanoi.bfs { n = n, k = k, rules = pred, distances = true }
      assert.are.equal("predicate", r.method, name)
      assert.are.equal("predicate", r.rules)
      assert.are.same(sizes, list(r.layers), name)
      assert.are.equal(reached, r.reached)
      assert.are.equal(#sizes - 1, r.eccentricity)
      assert.are.equal(sizes[#sizes], r.farthest)
      for _, label in ipairs(model.all(n, k)) do
        assert.are.equal(dist[label], r.distances[hanoi.state(label, k)], label)
      end
    end
  end)

  it("lets the predicate yield and passes its errors through", function()
    local asked = 0
    local co = coroutine.wrap(function()
      return hanoi.bfs { n = 3, rules = function(_, d)
        asked = asked + 1
        coroutine.yield()
        return d ~= 3
      end }
    end)
    local r, yields = co(), 0
    while r == nil do yields = yields + 1; r = co() end
    assert.are.equal(asked, yields)
    -- without the largest disk moving: the 3^2 positions of the two small disks
    assert.are.equal(9, r.reached)
    assert.has_error(function() hanoi.bfs { n = 3, rules = function() error("no", 0) end } end, "no")
  end)
end)

describe("hanoi.bfs in reverse", function()
  it("gives the distances to the start under one-way rules", function()
    local cases = {
      { 4, 3, "cyclic", "CCCC", model.rule("cyclic", 3) },
      { 3, 4, { { 1, 2 }, { 2, 3 }, { 3, 4 }, { 4, 1 }, { 1, 3 } }, "BAD",
        function(f, t) return (t == f % 4 + 1) or (f == 1 and t == 3) end },
      { 4, 4, PREDICATES[2][4], "DDDD", PREDICATES[2][5] },
      { 3, 3, PREDICATES[3][4], "BBB", PREDICATES[3][5] },
    }
    for _, c in ipairs(cases) do
      local n, k, rules, goal, allowed = c[1], c[2], c[3], c[4], c[5]
      local to = model.bfs_to(goal, k, allowed)
      local r = hanoi.bfs { from = hanoi.state(goal, k), rules = rules, reverse = true, distances = true }
      assert.is_true(r.reverse)
      local sizes, reached = sizes_of(to)
      assert.are.same(sizes, list(r.layers))
      assert.are.equal(reached, r.reached)
      for _, label in ipairs(model.all(n, k)) do
        assert.are.equal(to[label], r.distances[hanoi.state(label, k)], label)
        -- and the forward search from each position agrees
        assert.are.equal(model.bfs(label, k, allowed)[goal], to[label])
      end
    end
  end)

  it("is the forward search when every move can be undone", function()
    local fwd = hanoi.bfs { n = 5, k = 4, rules = "star", distances = true }
    local rev = hanoi.bfs { n = 5, k = 4, rules = "star", distances = true, reverse = true }
    assert.are.same(list(fwd.layers), list(rev.layers))
  end)
end)

describe("hanoi.graph with a predicate", function()
  it("has an arc for each move the predicate allows", function()
    for _, c in ipairs(PREDICATES) do
      local _, _, k, pred, allowed = table.unpack(c)
      local n = 2
      local g = hanoi.graph(n, k, pred)
      assert.is_true(g.directed)
      local want, count = {}, 0
      for _, a in ipairs(model.all(n, k)) do
        for _, m in ipairs(model.moves(a, k, allowed)) do
          want[a .. " " .. model.apply(a, m[1], m[3])] = true
          count = count + 1
        end
      end
      assert.are.equal(count, g.edges)
      for i = 1, g.edges do
        assert.is_true(want[g.labels[g.from[i]] .. " " .. g.labels[g.to[i]]])
      end
    end
  end)

  it("lets the predicate yield", function()
    local co = coroutine.wrap(function()
      return hanoi.graph(2, 3, function() coroutine.yield(); return true end)
    end)
    local g = co()
    while g == nil do g = co() end
    assert.are.equal(9, g.vertices)
    assert.are.equal(24, g.edges)      -- 12 edges, each both ways
  end)
end)

describe("hanoi.diameter and hanoi.radius", function()
  it("equal the largest and least eccentricity of an all-pairs BFS for n <= 5", function()
    local cases = {
      { 1, 3, "classic" }, { 3, 3, "classic" }, { 5, 3, "classic" }, { 4, 3, "cyclic" },
      { 4, 3, "linear" }, { 3, 4, "classic" }, { 3, 4, "star" }, { 2, 5, "cyclic" },
      { 3, 4, { { 1, 2 }, { 2, 1 }, { 2, 3 }, { 3, 2 }, { 3, 4 }, { 4, 1 } } },
      { 3, 3, { { 1, 2 }, { 2, 1 }, { 1, 3 } } },       -- peg 3 is a sink: no finite diameter
    }
    for _, c in ipairs(cases) do
      local n, k, rules = c[1], c[2], c[3]
      local allowed
      if type(rules) == "string" then allowed = model.rule(rules, k)
      else
        local set = {}
        for _, p in ipairs(rules) do set[p[1] .. ">" .. p[2]] = true end
        allowed = function(f, t) return set[f .. ">" .. t] == true end
      end
      local _, diam, rad = model.eccentricities(n, k, allowed)
      assert.are.equal(diam, hanoi.diameter { n = n, k = k, rules = rules })
      assert.are.equal(rad, hanoi.radius { n = n, k = k, rules = rules })
    end
  end)

  it("agree with the 3-peg closed form 2^n - 1 for the diameter", function()
    for n = 1, 7 do assert.are.equal(2 ^ n - 1, hanoi.diameter { n = n }) end
  end)

  it("refuse predicates and unknown options, naming them", function()
    assert.has_error(function() hanoi.diameter { n = 2, rules = function() return true end } end,
      "bad argument #1 to 'diameter' (field 'rules': a predicate is not supported by 'diameter' "
      .. "(use hanoi.graph and a search of your own))")
    assert.has_error(function() hanoi.radius { n = 2, rule = "cyclic" } end,
      "bad argument #1 to 'radius' (unknown option 'rule')")
    assert.has_error(function() hanoi.diameter { n = 12, k = 4, max_memory = 1000 } end,
      "search of 4^12 states needs 192.0 MiB of memory, more than max_memory (1000 bytes)")
  end)
end)
