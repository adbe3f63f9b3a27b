-- hanoi.bfs and hanoi.graph against a brute-force BFS in plain Lua.
local hanoi = require "hanoi"
local model = require "support.model"

-- the layer counts of a result as a plain array (through ipairs)
local function list(layers)
  local t = {}
  for i, c in ipairs(layers) do t[i] = c end
  return t
end

-- layer sizes, eccentricity and farthest count of a brute-force BFS
local function layers(from, k, allowed)
  local dist = model.bfs(from, k, allowed)
  local sizes, reached = {}, 0
  for _, d in pairs(dist) do
    sizes[d + 1] = (sizes[d + 1] or 0) + 1
    reached = reached + 1
  end
  return sizes, dist, reached
end

describe("hanoi.bfs", function()
  it("counts the states at each distance like brute force", function()
    for _, c in ipairs {
      { 4, 3, "classic" }, { 3, 4, "classic" }, { 2, 5, "classic" }, { 5, 3, "cyclic" },
      { 3, 4, "cyclic" }, { 4, 3, "linear" }, { 3, 4, "star" }, { 3, 5, "linear" },
      { 5, 4, "classic" }, { 2, 8, "classic" }, { 3, 8, "cyclic" }, { 2, 16, "star" },
      { 2, 32, "linear" }, { 3, 6, "classic" },
    } do
      local n, k, name = c[1], c[2], c[3]
      local sizes, _, reached = layers(model.tower(n, 1), k, model.rule(name, k))
      local r = hanoi.bfs { n = n, k = k, rules = name }
      assert.are.same(sizes, list(r.layers))
      assert.are.equal(#sizes - 1, r.eccentricity)
      assert.are.equal(sizes[#sizes], r.farthest)
      assert.are.equal(reached, r.reached)
      assert.are.equal(k ^ n, r.states)
      assert.are.equal(name, r.rules)
    end
  end)

  it("starts anywhere and keeps every distance on request", function()
    local from = "BACD"
    local m = { { false, true, true, false }, { true, false, false, true },
                { false, true, false, true }, { true, false, true, false } }
    local allowed = function(f, t) return m[f][t] end
    local sizes, dist, reached = layers(from, 4, allowed)
    local r = hanoi.bfs { from = hanoi.state(from, 4), rules = m, distances = true }
    assert.are.same(sizes, list(r.layers))
    assert.are.equal(reached, r.reached)
    assert.are.equal(256, #r.distances)
    for _, label in ipairs(model.all(4, 4)) do
      local s = hanoi.state(label, 4)
      assert.are.equal(dist[label], r.distances[s])
      assert.are.equal(dist[label], r.distances[s:code()])
    end
  end)

  it("finds what the O(n) 3-peg distance finds, on both threads", function()
    local r = hanoi.bfs { n = 9, k = 3, distances = true, from = hanoi.state("BACCABCAB") }
    local start = hanoi.state("BACCABCAB")
    for code = 0, 3 ^ 9 - 1, 7 do
      assert.are.equal(hanoi.distance(start, hanoi.decode(code, 9)), r.distances[code])
    end
    local one = hanoi.bfs { n = 9, k = 4, threads = 1 }
    local two = hanoi.bfs { n = 9, k = 4, threads = 2 }
    assert.are.same(list(one.layers), list(two.layers))
    assert.are.equal(4 ^ 9, two.reached)
  end)

  it("calls progress between layers and at the end, which may yield", function()
    for _, opts in ipairs { { n = 4, k = 3 }, { n = 10, k = 4 }, { n = 9, k = 3, rules = "linear" },
                            { n = 8, k = 4, symmetry = false } } do
      local calls, last, reached = 0, -1, 0
      opts.progress = function(got, states, layer)
        calls = calls + 1
        assert.are.equal(opts.k ^ opts.n, states)
        assert.is_true(layer > last and got > reached)
        last, reached = layer, got
        coroutine.yield(got)
      end
      local co = coroutine.wrap(function() return hanoi.bfs(opts) end)
      local r, yields = co(), 0
      while type(r) == "number" do yields = yields + 1; r = co() end
      assert.are.equal(calls, yields)
      assert.is_true(calls >= 1)
      assert.are.equal(r.eccentricity, last)          -- the last call comes at the end
      assert.are.equal(r.reached, reached)
    end
  end)

  it("passes an error in progress through", function()
    assert.has_error(function()
      hanoi.bfs { n = 4, progress = function() error("stop", 0) end }
    end, "stop")
  end)

  it("refuses a space larger than max_memory, naming the memory needed", function()
    -- plain: 2 bits per position, 2 bytes per chunk of 65536, two lists of up to 16384 codes
    local size = 4 ^ 10
    local plain = (size / 4 + 2 * (size // 65536 + 1) + 16 * math.min(size, 16384) + 64) / 1024
    assert.has_error(function() hanoi.bfs { n = 10, k = 4, max_memory = 1000, symmetry = false } end,
      ("search of 4^10 states needs %.1f KiB of memory, more than max_memory (1000 bytes)"):format(plain))
    -- symmetric: a block of 4^3 cells (the 3 smallest disks) per canonical
    -- position of the 5 larger disks, 2 bits per cell and two flag bits per
    -- block (in 64-bit words)
    local count = 0
    for _, label in ipairs(model.all(5, 4)) do   -- canonical: pegs B, C, D first used in that order
      local seen, ok = 1, true
      for d = 5, 1, -1 do
        local p = model.peg(label:sub(d, d))
        if p > 1 then
          if p > seen + 1 then ok = false break end
          if p == seen + 1 then seen = p end
        end
      end
      if ok then count = count + 1 end
    end
    local need = (count * 64 / 4 + 2 * 8 * math.ceil(count / 64) + 64) / 1024
    assert.has_error(function() hanoi.bfs { n = 8, k = 4, max_memory = 100 } end,
      ("search of 4^8 states needs %.1f KiB of memory, more than max_memory (100 bytes)"):format(need))
    local ok, err = pcall(hanoi.bfs, { n = 40, k = 4 })
    assert.is_false(ok)
    assert.matches("search of 4^40 states needs %d+%.%d EiB of memory, more than max_memory %(4%.0 GiB%)",
      err)
  end)

  it("rejects bad options", function()
    assert.has_error(function() hanoi.bfs {} end,
      "bad argument #1 to 'bfs' (field 'n' or 'from' is required)")
    assert.has_error(function() hanoi.bfs { n = 3, rule = "cyclic" } end,
      "bad argument #1 to 'bfs' (unknown option 'rule')")
    assert.has_error(function() hanoi.bfs { n = 3, symmetry = "no" } end,
      "bad argument #1 to 'bfs' (field 'symmetry' must be a boolean, got string)")
    assert.has_error(function() hanoi.bfs { n = 3, threads = 0 } end,
      "bad argument #1 to 'bfs' (field 'threads' must be 1..16)")
    assert.has_error(function() hanoi.bfs { n = 3, from = hanoi.new(4) } end,
      "bad argument #1 to 'bfs' (field 'from' has 4 disks on 3 pegs, but n = 3 and k = 3)")
    assert.has_error(function() hanoi.bfs { n = 3, progress = 1 } end,
      "bad argument #1 to 'bfs' (field 'progress' must be a function, got number)")
    assert.has_error(function() hanoi.bfs { n = 3, distances = 1 } end,
      "bad argument #1 to 'bfs' (field 'distances' must be a boolean, got number)")
  end)
end)

describe("hanoi.graph", function()
  local function edgeset(n, k, allowed, directed)
    local set, count = {}, 0
    for _, a in ipairs(model.all(n, k)) do
      for _, m in ipairs(model.moves(a, k, allowed)) do
        local b = model.apply(a, m[1], m[3])
        local key = (directed or a < b) and a .. " " .. b or b .. " " .. a
        if not set[key] then set[key] = true; count = count + 1 end
      end
    end
    return set, count
  end

  it("has the vertices and edges of the state graph", function()
    for _, c in ipairs { { 3, 3, "classic" }, { 2, 4, "star" }, { 3, 3, "cyclic" } } do
      local n, k, name = c[1], c[2], c[3]
      local g = hanoi.graph(n, k, name)
      local directed = name == "cyclic"
      local set, count = edgeset(n, k, model.rule(name, k), directed)
      assert.are.equal(k ^ n, g.vertices)
      assert.are.equal(count, g.edges)
      assert.are.equal(directed, g.directed)
      local seen = {}
      for i = 1, g.edges do
        local a, b = g.labels[g.from[i]], g.labels[g.to[i]]
        local key = (directed or a < b) and a .. " " .. b or b .. " " .. a
        assert.is_true(set[key])
        assert.is_nil(seen[key])
        seen[key] = true
        assert.is_true(a:sub(g.disk[i], g.disk[i]) ~= b:sub(g.disk[i], g.disk[i]))
      end
      for i, label in ipairs(g.labels) do
        assert.are.equal(i - 1, hanoi.state(label, k):code())
      end
    end
  end)

  it("exports an edge list and Graphviz DOT with AAA labels", function()
    local g = hanoi.graph(3)
    local set, count = edgeset(3, 3)
    local lines = 0
    for a, b in g:edgelist():gmatch("(%u+) (%u+)\n") do
      lines = lines + 1
      assert.is_true(set[a < b and a .. " " .. b or b .. " " .. a])
    end
    assert.are.equal(count, lines)
    local dot = g:dot()
    assert.are.equal("graph hanoi {\n", dot:sub(1, 14))
    local edges, nodes = 0, 0
    for a, b in dot:gmatch('"(%u+)" %-%- "(%u+)";') do
      edges = edges + 1
      assert.is_true(set[a < b and a .. " " .. b or b .. " " .. a])
    end
    for _ in dot:gmatch('\n  "%u+";') do nodes = nodes + 1 end
    assert.are.equal(count, edges)
    assert.are.equal(27, nodes)
    assert.matches("^digraph hanoi {\n", hanoi.graph(2, 3, "cyclic"):dot())
    assert.matches('"AA" %-> "BA";', hanoi.graph(2, 3, "cyclic"):dot())
  end)

  it("refuses large spaces and bad paths", function()
    assert.has_error(function() hanoi.graph(12, 3) end,
      "graph of 3^12 states is too large (at most 200000 vertices)")
    assert.has_error(function() hanoi.graph(2):dot { path = { { 1, 1 } } } end,
      "bad argument #1 to 'dot' (move 1 of 'path' is not legal)")
    assert.has_error(function() hanoi.graph(2, 3, "cyclic"):dot { path = { { 1, 3 } } } end,
      "bad argument #1 to 'dot' (field 'path' has a move that is not an edge of the graph)")
    assert.has_error(function() hanoi.graph(2):dot { paht = {} } end,
      "bad argument #1 to 'dot' (unknown option 'paht')")
  end)

  it("draws a path in red", function()
    for _, c in ipairs { { 3, 3, "classic", "CCC" }, { 3, 3, "cyclic", "BBB" }, { 2, 4, "star", "DD" } } do
      local n, k, name, goal = c[1], c[2], c[3], c[4]
      local len, it = hanoi.search { from = hanoi.new(n, k), to = hanoi.state(goal, k), rules = name }
      local moves, s, steps = {}, model.tower(n, 1), {}
      for disk, a, b in it do
        moves[#moves + 1] = { disk, a, b }
        local t = model.apply(s, disk, b)
        steps[s .. " " .. t] = true
        if name ~= "cyclic" then steps[t .. " " .. s] = true end
        s = t
      end
      assert.are.equal(len, #moves)
      local dot, red = hanoi.graph(n, k, name):dot { path = moves }, 0
      for a, b, attr in dot:gmatch('"(%w+)" %-[%->] "(%w+)"([^;]*);') do
        if attr:find("red") then
          red = red + 1
          assert.is_true(steps[a .. " " .. b])
        end
      end
      assert.are.equal(len, red)
      local other = hanoi.graph(n, k, name):dot { path = {}, from = goal }
      assert.is_nil(other:find("red"))
    end
  end)
end)
