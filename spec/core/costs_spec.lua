-- Move costs (option `cost`) against a Dijkstra written here, over an
-- explicit model of the positions (arrays of pegs, smallest disk first),
-- and against every path enumerated for small puzzles. Nothing of the
-- reference comes from hanoi.
local hanoi = require "hanoi"

-- ---- the model ----

local function key(p) return table.concat(p, ",") end

local function tower(n, peg)
  local p = {}
  for d = 1, n do p[d] = peg end
  return p
end

-- every position of n disks on k pegs
local function all_positions(n, k)
  local out, p = {}, tower(n, 1)
  while true do
    out[#out + 1] = { table.unpack(p) }
    local d = 1
    while d <= n and p[d] == k do p[d] = 1; d = d + 1 end
    if d > n then return out end
    p[d] = p[d] + 1
  end
end

-- the legal moves out of p allowed by allow(f, t): {disk, from, to, next}
local function moves_from(p, k, allow)
  local top, out = {}, {}
  for d = #p, 1, -1 do top[p[d]] = d end
  for f = 1, k do
    local d = top[f]
    if d then
      for t = 1, k do
        if t ~= f and (top[t] == nil or top[t] > d) and allow(p, d, f, t) then
          local q = { table.unpack(p) }
          q[d] = t
          out[#out + 1] = { d, f, t, q }
        end
      end
    end
  end
  return out
end

local function allow_all() return true end

local function allow_named(name, k)
  if name == "cyclic" then return function(_, _, f, t) return t == f % k + 1 end end
  if name == "linear" then return function(_, _, f, t) return math.abs(f - t) == 1 end end
  return allow_all
end

local function matrix_cost(m) return function(_, _, f, t) return m[f][t] end end

-- (cost, moves) a < b, lexicographically
local function less(ac, am, bc, bm) return ac < bc or (ac == bc and am < bm) end

-- a binary heap of {cost, moves, key}
local function heap_push(h, e)
  h[#h + 1] = e
  local i = #h
  while i > 1 do
    local up = i // 2
    if not less(h[i][1], h[i][2], h[up][1], h[up][2]) then break end
    h[i], h[up] = h[up], h[i]
    i = up
  end
end

local function heap_pop(h)
  local top, last = h[1], table.remove(h)
  if #h > 0 then
    h[1] = last
    local i = 1
    while true do
      local c = 2 * i
      if c > #h then break end
      if c < #h and less(h[c + 1][1], h[c + 1][2], h[c][1], h[c][2]) then c = c + 1 end
      if not less(h[c][1], h[c][2], h[i][1], h[i][2]) then break end
      h[i], h[c] = h[c], h[i]
      i = c
    end
  end
  return top
end

-- Dijkstra on (cost, moves) from the positions `starts`: label[key] =
-- {cost, moves, count}, count the number of paths of that label
local function dijkstra(starts, k, allow, cost)
  local label, pos, h, done, order = {}, {}, {}, {}, {}
  for _, s in ipairs(starts) do
    local kk = key(s)
    label[kk], pos[kk] = { 0, 0 }, s
    heap_push(h, { 0, 0, kk })
  end
  while #h > 0 do
    local e = heap_pop(h)
    local c, m, kk = e[1], e[2], e[3]
    if not done[kk] and label[kk][1] == c and label[kk][2] == m then
      done[kk] = true
      order[#order + 1] = kk
      for _, mv in ipairs(moves_from(pos[kk], k, allow)) do
        local q = mv[4]
        local qk, nc = key(q), c + cost(pos[kk], mv[1], mv[2], mv[3])
        local l = label[qk]
        if l == nil or less(nc, m + 1, l[1], l[2]) then
          label[qk], pos[qk] = { nc, m + 1 }, q
          heap_push(h, { nc, m + 1, qk })
        end
      end
    end
  end
  -- counts, in the order settled: every predecessor on a best path comes first
  for _, s in ipairs(starts) do label[key(s)][3] = 1 end
  for _, kk in ipairs(order) do
    local l = label[kk]
    l[3] = l[3] or 0
    for _, mv in ipairs(moves_from(pos[kk], k, allow)) do
      local qk = key(mv[4])
      local lq = label[qk]
      if lq[1] == l[1] + cost(pos[kk], mv[1], mv[2], mv[3]) and lq[2] == l[2] + 1 and lq[2] > 0 then
        lq[3] = (lq[3] or 0) + l[3]
      end
    end
  end
  return label
end

-- the best label among the goals, and the number of paths of that label
local function best_of(label, goals)
  local bc, bm, cnt
  for _, g in ipairs(goals) do
    local l = label[key(g)]
    if l then
      if bc == nil or less(l[1], l[2], bc, bm) then bc, bm, cnt = l[1], l[2], l[3]
      elseif l[1] == bc and l[2] == bm then cnt = cnt + l[3] end
    end
  end
  return bc, bm, cnt
end

-- every path from a to b of exactly cost C and M moves, by depth-first
-- search over simple paths (no labels): each as a string "d f t;..."
local function enumerate(a, b, k, allow, cost, C, M)
  local out, on, path, bk = {}, { [key(a)] = true }, {}, key(b)
  local function go(p, c, m)
    if key(p) == bk then
      if c == C and m == M then out[#out + 1] = table.concat(path, ";") end
      return
    end
    if m == M then return end
    for _, mv in ipairs(moves_from(p, k, allow)) do
      local nc, qk = c + cost(p, mv[1], mv[2], mv[3]), key(mv[4])
      if nc <= C and not on[qk] then
        on[qk] = true
        path[#path + 1] = mv[1] .. " " .. mv[2] .. " " .. mv[3]
        go(mv[4], nc, m + 1)
        path[#path] = nil
        on[qk] = nil
      end
    end
  end
  go(a, 0, 0)
  table.sort(out)
  return out
end

local function state(p, k) return hanoi.state(p, k) end

local function row_matrix(k)
  local m = {}
  for f = 1, k do
    m[f] = {}
    for t = 1, k do m[f][t] = math.abs(f - t) end
  end
  return m
end

local function random_matrix(k, hi)
  local m = {}
  for f = 1, k do
    m[f] = {}
    for t = 1, k do m[f][t] = f == t and 0 or math.random(1, hi) end
  end
  return m
end

-- the library's (cost, moves, count) against the reference, from a to b
local function check_pair(a, b, k, opts, allow, cost, label)
  label = label or dijkstra({ a }, k, allow, cost)
  local c, m, cnt = best_of(label, { b })
  local A, B = state(a, k), state(b, k)
  if c == nil then
    assert.is_nil((hanoi.distance(A, B, opts)))
    assert.are.equal(0, hanoi.count_paths(A, B, opts))
    return
  end
  local gc, gm = hanoi.distance(A, B, opts)
  assert.are.same({ c, m }, { gc, gm }, key(a) .. " -> " .. key(b))
  assert.are.equal(cnt, hanoi.count_paths(A, B, opts), key(a) .. " -> " .. key(b))
end

-- plays the moves of an iterator on a model position; returns its cost and moves
local function play(p, k, allow, cost, iter)
  local c, m = 0, 0
  for d, f, t in iter do
    local ok = false
    for _, mv in ipairs(moves_from(p, k, allow)) do
      if mv[1] == d and mv[2] == f and mv[3] == t then ok = true end
    end
    assert.is_true(ok, "an allowed legal move")
    c = c + cost(p, d, f, t)
    p[d] = t
    m = m + 1
  end
  return c, m
end

describe("move costs", function()
  describe("pegs in a row, a move costs |from - to|", function()
    for _, k in ipairs { 3, 4 } do
      it("from tower A to the last peg, " .. k .. " pegs, n = 1.." .. (k == 3 and 6 or 5), function()
        local cost = matrix_cost(row_matrix(k))
        for n = 1, k == 3 and 6 or 5 do
          check_pair(tower(n, 1), tower(n, k), k, { cost = row_matrix(k) }, allow_all, cost)
        end
      end)
      it("between random positions, " .. k .. " pegs", function()
        math.randomseed(k)
        local cost = matrix_cost(row_matrix(k))
        for n = 2, 4 do
          local all = all_positions(n, k)
          for _ = 1, 6 do
            local a = all[math.random(#all)]
            local label = dijkstra({ a }, k, allow_all, cost)
            for _ = 1, 5 do
              check_pair(a, all[math.random(#all)], k, { cost = row_matrix(k) }, allow_all, cost,
                         label)
            end
          end
        end
      end)
    end

    it("the table of docs/variants.md agrees with the reference", function()
      local f = assert(io.open("docs/variants.md"))
      local text = f:read("a")
      f:close()
      local rows = 0
      for ks, ns, c, m, cnt in text:gmatch("\n| (%d) | (%d) | (%d+) | (%d+) | (%d+) |") do
        local k, n = tonumber(ks), tonumber(ns)
        local label = dijkstra({ tower(n, 1) }, k, allow_all, matrix_cost(row_matrix(k)))
        local wc, wm, wcnt = best_of(label, { tower(n, k) })
        assert.are.same({ wc, wm, wcnt }, { tonumber(c), tonumber(m), tonumber(cnt) })
        assert.are.same({ wc, wm }, { hanoi.distance(hanoi.new(n, k), k, { cost = row_matrix(k) }) })
        rows = rows + 1
      end
      assert.are.equal(12, rows)
    end)

    it("one disk from A to C: one move of cost 2, not A -> B -> C", function()
      local s = hanoi.new(1)
      local c, m = hanoi.distance(s, 3, { cost = row_matrix(3) })
      assert.are.same({ 2, 1 }, { c, m })
      -- the cost before the move, and none left after it
      assert.are.same({ 1, 1, 3, true, 2, 0 }, { s:hint(3, { cost = row_matrix(3) }) })
      assert.are.equal(1, hanoi.count_paths(s, 3, { cost = row_matrix(3) }))
      local paths = hanoi.paths(s, 3, { cost = row_matrix(3) })
      assert.are.equal(1, #paths)
      assert.are.same({ 1, 1, 3 }, { paths[1]() })
      assert.is_nil(paths[1]())
    end)
  end)

  it("a far move of cost 3 (A <-> C), every other move 1", function()
    local m = { { 0, 1, 3 }, { 1, 0, 1 }, { 3, 1, 0 } }
    local cost = matrix_cost(m)
    for n = 1, 5 do
      check_pair(tower(n, 1), tower(n, 3), 3, { cost = m }, allow_all, cost)
      check_pair(tower(n, 1), tower(n, 2), 3, { cost = m }, allow_all, cost)
    end
    -- one disk: A -> B -> C costs 2, less than the direct move
    assert.are.same({ 2, 2 }, { hanoi.distance(hanoi.new(1), 3, { cost = m }) })
  end)

  it("random cost matrices on 3 and 4 pegs (the buckets, and the heap for large costs)", function()
    for seed = 1, 6 do
      math.randomseed(seed)
      local k = seed % 2 == 0 and 4 or 3
      local hi = seed <= 4 and 9 or 100000
      local m = random_matrix(k, hi)
      local cost = matrix_cost(m)
      local stats = {}
      for n = 1, k == 3 and 5 or 4 do
        check_pair(tower(n, 1), tower(n, k), k, { cost = m, stats = stats }, allow_all, cost)
        assert.are.equal(hi > 4096 and "dijkstra" or "dial", stats.method)
        local all = all_positions(n, k)
        local a = all[math.random(#all)]
        local label = dijkstra({ a }, k, allow_all, cost)
        for _ = 1, 4 do check_pair(a, all[math.random(#all)], k, { cost = m }, allow_all, cost, label) end
      end
    end
  end)

  it("costs given as a function, the same as the matrix", function()
    local fcost = function(_, _, f, t) return math.abs(f - t) end
    for n = 1, 5 do
      check_pair(tower(n, 1), tower(n, 3), 3, { cost = fcost }, allow_all, fcost)
      check_pair(tower(n, 1), tower(n, 4), 4, { cost = fcost }, allow_all, fcost)
    end
  end)

  it("a cost function that depends on the disk and on the position", function()
    -- a disk costs its size to move, twice that onto an empty peg
    local function fcost(p, d, _, t)
      for e = 1, #p do if p[e] == t then return d end end
      return 2 * d
    end
    local function lib(s, d, f, t)
      assert.are.equal(f, s:peg(d))
      return s:height(t) > 0 and d or 2 * d
    end
    for n = 1, 5 do
      check_pair(tower(n, 1), tower(n, 3), 3, { cost = lib }, allow_all, fcost)
    end
    math.randomseed(7)
    local all = all_positions(4, 4)
    for _ = 1, 8 do
      check_pair(all[math.random(#all)], all[math.random(#all)], 4, { cost = lib }, allow_all, fcost)
    end
  end)

  describe("the number of cheapest paths against every path enumerated", function()
    local cases = {
      { k = 3, m = row_matrix(3), nmax = 3 },
      { k = 3, m = { { 0, 1, 1 }, { 1, 0, 1 }, { 1, 1, 0 } }, nmax = 3 },
      { k = 3, m = { { 0, 2, 1 }, { 1, 0, 2 }, { 2, 1, 0 } }, nmax = 3 },
      { k = 4, m = row_matrix(4), nmax = 2 },
      { k = 4, m = { { 0, 1, 1, 1 }, { 1, 0, 1, 1 }, { 1, 1, 0, 1 }, { 1, 1, 1, 0 } }, nmax = 3 },
    }
    for i, case in ipairs(cases) do
      it("case " .. i .. " (" .. case.k .. " pegs)", function()
        local k, cost = case.k, matrix_cost(case.m)
        math.randomseed(i)
        for n = 1, case.nmax do
          local all = all_positions(n, k)
          for _ = 1, 6 do
            local a, b = all[math.random(#all)], all[math.random(#all)]
            local label = dijkstra({ a }, k, allow_all, cost)
            local c, m = best_of(label, { b })
            local want = enumerate(a, b, k, allow_all, cost, c, m)
            local opts = { cost = case.m }
            assert.are.equal(#want, hanoi.count_paths(state(a, k), state(b, k), opts))
            local got = {}
            for _, it in ipairs(hanoi.paths(state(a, k), state(b, k), opts)) do
              local mv = {}
              for d, f, t in it do mv[#mv + 1] = d .. " " .. f .. " " .. t end
              got[#got + 1] = table.concat(mv, ";")
            end
            table.sort(got)
            assert.are.same(want, got)
          end
        end
      end)
    end
  end)

  it("ties go to the fewest moves: distance, count and paths", function()
    -- every move costs 2 but A <-> C, which costs 4: A -> C and A -> B -> C tie on cost
    local m = { { 0, 2, 4 }, { 2, 0, 2 }, { 4, 2, 0 } }
    assert.are.same({ 4, 1 }, { hanoi.distance(hanoi.new(1), 3, { cost = m }) })
    assert.are.equal(1, hanoi.count_paths(hanoi.new(1), 3, { cost = m }))
    local n, it, optimal, _, c = hanoi.search { from = hanoi.new(1), to = 3, cost = m }
    assert.are.same({ 1, true, 4 }, { n, optimal, c })
    assert.are.same({ 1, 1, 3 }, { it() })
    -- two disks: the reference's label has the fewest moves among the cheapest
    local label = dijkstra({ tower(2, 1) }, 3, allow_all, matrix_cost(m))
    local rc, rm = best_of(label, { tower(2, 3) })
    assert.are.same({ rc, rm }, { hanoi.distance(hanoi.new(2), 3, { cost = m }) })
  end)

  describe("with rule sets", function()
    for _, name in ipairs { "cyclic", "linear" } do
      it(name .. " rules and costs", function()
        for _, k in ipairs { 3, 4 } do
          local allow = allow_named(name, k)
          math.randomseed(k)
          local m = random_matrix(k, 5)
          for n = 1, k == 3 and 4 or 3 do
            check_pair(tower(n, 1), tower(n, k), k, { rules = name, cost = m }, allow,
                       matrix_cost(m))
          end
        end
      end)
    end

    it("a predicate and a cost function", function()
      local pred = function(_, d, f, t) return not (d == 1 and f == 1 and t == 3) end
      local cost = function(_, d, f, t) return d + math.abs(f - t) end
      local allow = function(p, d, f, t) return pred(p, d, f, t) end
      for n = 1, 4 do
        check_pair(tower(n, 1), tower(n, 3), 3, { rules = pred, cost = cost }, allow, cost)
      end
    end)

    it("the matrix needs no entry where the rules allow no move", function()
      local m = { { 0, 1 }, { 1, 0, 1 }, { nil, 1, 0 } }
      assert.are.same({ 26, 26 }, { hanoi.distance(hanoi.new(3), 3, { rules = "linear", cost = m }) })
    end)
  end)

  it("several starts, goal sets and goal functions", function()
    local k, m = 3, { { 0, 1, 3 }, { 2, 0, 1 }, { 1, 2, 0 } }
    local cost = matrix_cost(m)
    local starts = { { 1, 1, 1 }, { 2, 1, 1 }, { 1, 3, 2 } }
    local goals = { tower(3, 3), tower(3, 2) }
    local label = dijkstra(starts, k, allow_all, cost)
    local c, mv, cnt = best_of(label, goals)
    local S = { state(starts[1], k), state(starts[2], k), state(starts[3], k) }
    assert.are.same({ c, mv }, { hanoi.distance(S, { 3, 2 }, { cost = m }) })
    assert.are.equal(cnt, hanoi.count_paths(S, { 3, 2 }, { cost = m }))
    local function towerfn(s) return s:is_tower() and s:peg(1) ~= 1 end
    assert.are.same({ c, mv }, { hanoi.distance(S, towerfn, { cost = m }) })
    -- search says which start it leaves from, and its path costs what distance says
    local n, it, optimal, from, total = hanoi.search { from = S, to = { 3, 2 }, cost = m }
    assert.is_true(optimal)
    assert.are.same({ mv, c }, { n, total })
    local p = {}
    for d = 1, 3 do p[d] = from:peg(d) end
    assert.are.same({ c, mv }, { play(p, k, allow_all, cost, it) })
  end)

  it("solve and hint follow a cheapest path", function()
    local m = row_matrix(4)
    local cost = matrix_cost(m)
    for n = 1, 4 do
      local s = hanoi.new(n, 4)
      local want_c, want_m = hanoi.distance(s, 4, { cost = m })
      local p = tower(n, 1)
      local c, moves = 0, 0
      for d, f, t, optimal in s:solve(4, { cost = m }) do
        assert.is_true(optimal)
        c = c + cost(p, d, f, t)
        p[d] = t
        moves = moves + 1
      end
      assert.are.same({ want_c, want_m }, { c, moves })
      assert.is_true(s:is_tower() and s:peg(1) == 4)
      -- a hint's move leaves a position whose cheapest cost is that much less
      local a = hanoi.state({ 1, 2, 1, 1 }, 4)
      local ac, am = hanoi.distance(a, 4, { cost = m })
      local d, f, t = a:hint(4, { cost = m })
      a:move(f, t)
      local bc, bm = hanoi.distance(a, 4, { cost = m })
      assert.are.same({ ac - m[f][t], am - 1 }, { bc, bm })
      assert.are.equal(d, a:top(t))
      assert.is_nil(hanoi.new(n, 4):hint(1, { cost = m }))
    end
  end)

  describe("hanoi.bfs with costs: layers of cheapest cost", function()
    -- the reference's positions counted by cost: layers[c + 1]
    local function want_layers(label)
      local layers, top = {}, 0
      for _, l in pairs(label) do
        layers[l[1] + 1] = (layers[l[1] + 1] or 0) + 1
        if l[1] > top then top = l[1] end
      end
      for c = 0, top do layers[c + 1] = layers[c + 1] or 0 end
      return layers, top
    end
    local function got_layers(r)
      local out = {}
      for i, c in ipairs(r.layers) do out[i] = c end
      return out
    end
    it("from a tower, 3 and 4 pegs, a matrix, a function, rule sets", function()
      math.randomseed(11)
      for _, case in ipairs {
        { k = 3, n = 5, m = row_matrix(3) },
        { k = 4, n = 4, m = row_matrix(4) },
        { k = 3, n = 4, m = random_matrix(3, 7), rules = "cyclic" },
        { k = 4, n = 3, m = random_matrix(4, 7), rules = "linear" },
      } do
        local cost = matrix_cost(case.m)
        local label = dijkstra({ tower(case.n, 1) }, case.k, allow_named(case.rules, case.k), cost)
        local layers, top = want_layers(label)
        for _, c in ipairs { case.m, function(_, _, f, t) return case.m[f][t] end } do
          local r = hanoi.bfs { n = case.n, k = case.k, rules = case.rules, cost = c, distances = true }
          assert.are.same(layers, got_layers(r))
          assert.are.equal(top, r.eccentricity)
          assert.are.equal(layers[top + 1], r.farthest)
          assert.are.equal("cheapest", r.method)
          for _, p in ipairs(all_positions(case.n, case.k)) do
            local l = label[key(p)]
            assert.are.equal(l and l[1], r.distances[state(p, case.k)])
          end
        end
      end
    end)
    it("in reverse: the cheapest cost to the start under one-way rules", function()
      local k, n, m = 3, 3, { { 0, 1, 5 }, { 2, 0, 1 }, { 1, 3, 0 } }
      local allow, cost = allow_named("cyclic", k), matrix_cost(m)
      local goal, want = tower(n, 1), {}
      for _, p in ipairs(all_positions(n, k)) do
        local l = dijkstra({ p }, k, allow, cost)[key(goal)]
        want[#want + 1] = { key(p), l and l[1] }
      end
      local r = hanoi.bfs { n = n, rules = "cyclic", cost = m, reverse = true, distances = true }
      assert.is_true(r.reverse)
      for _, w in ipairs(want) do
        local p = {}
        for d in w[1]:gmatch("%d+") do p[#p + 1] = tonumber(d) end
        assert.are.equal(w[2], r.distances[state(p, k)], w[1])
      end
    end)
    it("with progress, and its bad options", function()
      local calls = 0
      local r = hanoi.bfs { n = 10, cost = row_matrix(3), progress = function(reached, states)
        calls = calls + 1
        assert.is_true(reached <= states)
      end }
      assert.is_true(calls > 0)
      assert.are.equal(3 ^ 10, r.reached)
      local ok, e = pcall(function()
        local x = hanoi.bfs { n = 4, k = 4, cost = row_matrix(4), dir = "/tmp/x" }
        return x
      end)
      assert.is_false(ok)
      assert.matches("field 'dir' cannot go with 'cost'", e, 1, true)
      ok, e = pcall(function() local x = hanoi.bfs { n = 4, cost = { 1, 2, 3 } } return x end)
      assert.is_false(ok)
      assert.matches("bad argument #1 to 'bfs' (field 'cost': row 1 must be a table, got number)", e, 1, true)
    end)
  end)

  it("unreachable goals and budgets", function()
    local cyc = { rules = { { 1, 2 }, { 2, 1 } }, cost = row_matrix(3) }
    local v, msg = hanoi.distance(hanoi.new(2), 3, cyc)
    assert.is_nil(v)
    assert.matches("goal unreachable under the 'custom' rules", msg)
    assert.are.equal(0, hanoi.count_paths(hanoi.new(2), 3, cyc))
    assert.has_error(function() for _ in hanoi.new(2):solve(3, cyc) do end end,
                     "solve: goal unreachable under the 'custom' rules")
    local ok, err = pcall(hanoi.distance, hanoi.new(10), 3, { cost = row_matrix(3), max_states = 100 })
    assert.is_false(ok)
    assert.matches("distance: no cheapest path found within max_states = 100 positions "
                   .. "under the 'classic' rules", err, 1, true)
    ok, err = pcall(hanoi.count_paths, hanoi.new(12), 3, { cost = row_matrix(3), max_memory = 100000 })
    assert.is_false(ok)
    assert.matches("needs more than", err, 1, true)
  end)

  describe("bad input", function()
    -- the error of a call (a call in a closure, as a user writes it, so
    -- that the message names the function as it was called)
    local function caught(f)
      local ok, e = pcall(f)
      assert.is_false(ok)
      return (tostring(e):gsub("^[^:]*:%d+: ", ""))
    end
    local function err(opts, count)
      return caught(function()
        local r
        if count then r = hanoi.count_paths(hanoi.new(2), 3, opts)
        else r = hanoi.distance(hanoi.new(2), 3, opts) end
        return r
      end)
    end
    it("a cost that is neither a matrix nor a function", function()
      assert.are.equal("bad argument #3 to 'distance' (field 'cost': must be a 3x3 matrix of "
                       .. "positive integers or a function, got string)", err { cost = "row" })
    end)
    it("a matrix of the wrong size, a row that is not a table", function()
      assert.are.equal("bad argument #3 to 'distance' (field 'cost': the matrix must have 3 rows "
                       .. "(one per peg), got 4)", err { cost = row_matrix(4) })
      assert.are.equal("bad argument #3 to 'count_paths' (field 'cost': row 2 must be a table, "
                       .. "got number)", err({ cost = { { 0, 1, 1 }, 1, {} } }, true))
    end)
    it("an entry missing, zero, negative, fractional, too large or not a number", function()
      for _, case in ipairs {
        { nil, "nil" }, { 0, "0" }, { -2, "-2" }, { 1.5, "1.5" }, { 2 ^ 31, "2147483648.0" },
        { "1", "string" }, { 1 << 31, "2147483648" },
      } do
        local m = row_matrix(3)
        m[1][3] = case[1]
        assert.are.equal("bad argument #3 to 'distance' (field 'cost': row 1, column 3 (a move "
                         .. "from A to C) must be a positive integer up to 2147483647, got "
                         .. case[2] .. ")", err { cost = m })
      end
    end)
    it("names the argument of each function", function()
      local bad = { cost = 1 }
      local s = hanoi.new(2)
      local r
      assert.matches("^bad argument #1 to 'search' %(field 'cost'",
                     caught(function() r = hanoi.search { from = s, to = 3, cost = 1 } end))
      assert.matches("^bad argument #2 to 'hint' %(field 'cost'",
                     caught(function() r = s:hint(3, bad) end))
      assert.matches("^bad argument #2 to 'solve' %(field 'cost'",
                     caught(function() r = s:solve(3, bad) end))
      assert.matches("^bad argument #3 to 'paths' %(field 'cost'",
                     caught(function() r = hanoi.paths(s, 3, bad) end))
      assert.is_nil(r)
    end)
    it("a cost function's answer is checked", function()
      for _, case in ipairs {
        { 0, "0" }, { -1, "-1" }, { 1.5, "1.5" }, { "1", "string" }, { false, "boolean" },
      } do
        assert.are.equal("the cost function returned " .. case[2] .. " for disk 1 from A to B: "
                         .. "return a positive integer",
                         err { cost = function() return case[1] end })
      end
      assert.are.equal("the cost function returned nil for disk 1 from A to B: return a positive "
                       .. "integer", err { cost = function() end })
      assert.are.equal("the cost function returned 4294967296 for disk 1 from A to B: return a "
                       .. "positive integer up to 2^31 - 1", err { cost = function() return 1 << 32 end })
    end)
  end)

  describe("a cost function", function()
    it("that raises leaves the state and its solver as they were", function()
      local s = hanoi.new(3)
      local calls, boom = 0, true
      local cost = function(_, _, f, t)
        calls = calls + 1
        if boom and calls == 5 then error("boom") end
        return math.abs(f - t)
      end
      local it = s:solve(3, { cost = cost })
      local ok, e = pcall(it)
      assert.is_false(ok)
      assert.matches("boom", e)
      assert.are.equal(0, s.moves)
      assert.is_true(s:is_tower() and s:peg(1) == 1)
      boom = false
      local n = 0
      for _ in it do n = n + 1 end
      assert.are.same({ 10, 7 }, { hanoi.distance(hanoi.new(3), 3, { cost = cost }) })
      assert.are.equal(7, n)
      assert.is_true(s:is_tower() and s:peg(1) == 3)
    end)

    it("may yield: the search goes on when the coroutine is resumed", function()
      local yields = 0
      local co = coroutine.wrap(function()
        local c = function(_, d, f, t)
          coroutine.yield("asked")
          return d * math.abs(f - t)
        end
        return "done", hanoi.distance(hanoi.new(4), 3, { cost = c })
      end)
      local r, c, m = co()
      while r == "asked" do
        yields = yields + 1
        r, c, m = co()
      end
      assert.is_true(yields > 0)
      local fcost = function(_, d, f, t) return d * math.abs(f - t) end
      local label = dijkstra({ tower(4, 1) }, 3, allow_all, fcost)
      local rc, rm = best_of(label, { tower(4, 3) })
      assert.are.same({ "done", rc, rm }, { r, c, m })
    end)

    it("progress is called and may yield", function()
      local seen = 0
      local co = coroutine.wrap(function()
        return "done", hanoi.distance(hanoi.new(11), 3, { cost = row_matrix(3), progress = function(p, max)
          assert.is_true(p <= max)
          seen = seen + 1
          coroutine.yield("progress")
        end })
      end)
      local r = co()
      while r == "progress" do r = co() end
      assert.is_true(seen > 0)
      assert.are.equal("done", r)
    end)
  end)
end)
