-- Shortest paths under one-way rules, rule digraphs and predicates, by
-- every method the library may pick (the whole space in a two-bit table,
-- the layered search that keeps what it reaches, the tower recursions of
-- the linear and cyclic rules), against a breadth-first search written
-- here. The reference knows nothing of the library: positions are lists
-- of pegs, moves are checked by the rules below.
local hanoi = require "hanoi"

-- the searches and the replays below read these as locals: a spec
-- file's globals are looked up through busted's contexts, in an inner
-- loop on every step
local math, ipairs = math, ipairs

-- ---- the reference ----

-- code of a position (where[d]: the peg of disk d, 1-based), base k
local function code(where, k)
  local c = 0
  for d = #where, 1, -1 do c = c * k + (where[d] - 1) end
  return c
end

local function decode(c, n, k)
  local where = {}
  for d = 1, n do where[d] = c % k + 1; c = c // k end
  return where
end

-- the top disk of each peg (n + 1 when empty)
local function tops(where, k)
  local top = {}
  for p = 1, k do top[p] = #where + 1 end
  for d = #where, 1, -1 do top[where[d]] = d end
  return top
end

-- may disk d go from f to t in `where` under `allowed(where, d, f, t)`?
local function legal(where, k, f, t, allowed)
  local top = tops(where, k)
  local d = top[f]
  return f ~= t and d <= #where and top[t] > d and allowed(where, d, f, t)
end

-- distances from every code in `starts` (a list of codes), and the codes in order
local function bfs(n, k, starts, allowed)
  local dist, queue, head = {}, {}, 1
  for _, s in ipairs(starts) do
    if not dist[s] then dist[s] = 0; queue[#queue + 1] = s end
  end
  while head <= #queue do
    local c = queue[head]; head = head + 1
    local where = decode(c, n, k)
    local top = tops(where, k)
    for f = 1, k do
      local d = top[f]
      if d <= n then
        for t = 1, k do
          if t ~= f and top[t] > d and allowed(where, d, f, t) then
            local nc = c + (t - f) * k ^ (d - 1) // 1
            nc = math.tointeger(nc)
            if not dist[nc] then dist[nc] = dist[c] + 1; queue[#queue + 1] = nc end
          end
        end
      end
    end
  end
  return dist
end

-- the least distance from the starts to a goal (codes), or nil
local function nearest(n, k, starts, goals, allowed)
  local dist, best = bfs(n, k, starts, allowed), nil
  for _, g in ipairs(goals) do
    if dist[g] and (not best or dist[g] < best) then best = dist[g] end
  end
  return best
end

local function pairs_rule(list, k)
  local m = {}
  for f = 1, k do m[f] = {} end
  for _, p in ipairs(list) do m[p[1]][p[2]] = true end
  return function(_, _, f, t) return m[f][t] == true end, m
end

local function named(name, k)
  local list = {}
  for f = 1, k do
    for t = 1, k do
      if f ~= t then
        local ok = name == "cyclic" and t == f % k + 1
          or name == "linear" and math.abs(f - t) == 1
          or name == "star" and (f == 1 or t == 1)
        if ok then list[#list + 1] = { f, t } end
      end
    end
  end
  return list
end

local function random_digraph(k)
  local list = {}
  for f = 1, k do
    for t = 1, k do
      if f ~= t and math.random() < 0.5 then list[#list + 1] = { f, t } end
    end
  end
  if #list == 0 then list[1] = { 1, 2 } end
  return list
end

local function random_where(n, k)
  local w = {}
  for d = 1, n do w[d] = math.random(k) end
  return w
end

-- the library's position: its label names the peg of disk 1 first
local function state(where, k)
  local letters = {}
  for d = 1, #where do letters[d] = string.char(64 + where[d]) end
  return hanoi.state(table.concat(letters), k)
end

-- plays the moves of an iterator on a copy of `where`, each checked
-- against the rules; returns the position reached and the number of moves
local function play(where, k, it, allowed)
  local w, count = { table.unpack(where) }, 0
  for disk, f, t in it do
    -- each check made here, and by luassert (its message) when it fails
    if f ~= w[disk] then assert.are.equal(f, w[disk], "the disk is not on the peg it moves from") end
    if not legal(w, k, f, t, allowed) then assert.is_true(false, "an illegal move") end
    if tops(w, k)[f] ~= disk then assert.are.equal(tops(w, k)[f], disk) end
    w[disk] = t
    count = count + 1
  end
  return w, count
end

-- ---- the checks ----

-- a query under one rule set: distance, hint, search and solve against
-- the reference, with the method the library says it used (opts.stats)
local function check(n, k, rules, allowed, starts, goals, opts, want_method)
  local scodes, gcodes, sstates, gstates = {}, {}, {}, {}
  for i, w in ipairs(starts) do scodes[i] = code(w, k); sstates[i] = state(w, k) end
  for i, w in ipairs(goals) do gcodes[i] = code(w, k); gstates[i] = state(w, k) end
  local want = nearest(n, k, scodes, gcodes, allowed)
  local from = #sstates == 1 and sstates[1] or sstates
  local to = #gstates == 1 and gstates[1] or gstates
  local function o(extra)
    local t = { rules = rules }
    for key, v in pairs(opts) do t[key] = v end
    for key, v in pairs(extra or {}) do t[key] = v end
    return t
  end
  local st = {}
  local d, msg = hanoi.distance(from, to, o { stats = st })
  if want == nil then
    assert.is_nil(d)
    assert.matches("goal unreachable", msg)
    return
  end
  assert.are.equal(want, d)
  if want_method then assert.is_true(want_method[st.method], st.method) end
  st = {}
  local len, it, optimal, start = hanoi.search(o { from = from, to = to, stats = st })
  assert.are.equal(want, len)
  assert.is_true(optimal)
  if want_method then assert.is_true(want_method[st.method], st.method) end
  local i0
  for i, s in ipairs(sstates) do if rawequal(s, start) then i0 = i end end
  assert.is_not_nil(i0, "the start is one of the starts")
  local reached, count = play(starts[i0], k, it, allowed)
  assert.are.equal(want, count)
  local rc = code(reached, k)
  local at_goal = false
  for _, g in ipairs(gcodes) do at_goal = at_goal or g == rc end
  assert.is_true(at_goal, "the path ends at a goal")
  if #sstates == 1 then
    local s = sstates[1]:copy()
    local disk, f, t, opt = s:hint(to, o())
    if want == 0 then assert.is_nil(disk)
    else
      assert.is_true(opt)
      local w = { table.unpack(starts[1]) }
      assert.is_true(legal(w, k, f, t, allowed) and w[disk] == f)
      w[disk] = t
      -- the move leads one step nearer
      assert.are.equal(want - 1, nearest(n, k, { code(w, k) }, gcodes, allowed))
    end
    local moves = 0
    for _ in s:solve(to, o()) do moves = moves + 1 end
    assert.are.equal(want, moves)
    assert.are.equal(want, s.moves)
  end
end

describe("shortest paths under other rules", function()
  local cases = {}
  for k = 3, 4 do
    for _, name in ipairs { "cyclic", "linear", "star" } do
      cases[#cases + 1] = { k = k, rules = name, list = named(name, k) }
    end
  end
  math.randomseed(29)
  for _ = 1, 6 do
    local k = math.random(3, 4)
    local list = random_digraph(k)
    cases[#cases + 1] = { k = k, rules = list, list = list }
  end

  it("by the whole-space search, against the spec's search", function()
    math.randomseed(291)
    for _, c in ipairs(cases) do
      local allowed = pairs_rule(c.list, c.k)
      for n = 1, c.k == 3 and 5 or 4 do
        for _ = 1, 3 do
          local starts, goals = { random_where(n, c.k) }, { random_where(n, c.k) }
          if math.random() < 0.4 then starts[2] = random_where(n, c.k) end
          if math.random() < 0.4 then goals[2] = random_where(n, c.k); goals[3] = goals[1] end
          -- one-way rules always take the whole space here; rules whose moves can
          -- all be undone go from both ends, for a distance
          check(n, c.k, c.rules, allowed, starts, goals, {}, nil)
          local st = {}
          local ok = pcall(hanoi.distance, state(starts[1], c.k), state(goals[1], c.k),
            { rules = c.rules, stats = st })
          if ok and st.method ~= "formula" then
            assert.is_true(st.method == "whole-space" or st.method == "bidirectional")
          end
        end
      end
    end
  end)

  it("by the whole-space search when the rules are one-way", function()
    math.randomseed(292)
    for _ = 1, 20 do
      local k = math.random(3, 4)
      local list = named("cyclic", k)
      local n = math.random(1, 4)
      local allowed = pairs_rule(list, k)
      -- (a tower to a tower on 3 pegs needs no search: the formula)
      check(n, k, "cyclic", allowed, { random_where(n, k) }, { random_where(n, k) }, {},
        { ["whole-space"] = true, formula = k == 3 })
    end
  end)

  it("by the layered search when the whole space does not fit max_memory", function()
    math.randomseed(293)
    -- 7 disks on 4 pegs: the two-bit table and its lists take 262 KiB, more than allowed;
    -- goals a few moves away, so that the layered search stays small
    local allowed = pairs_rule(named("cyclic", 4), 4)
    for _ = 1, 4 do
      local a = random_where(7, 4)
      local b = { table.unpack(a) }
      for _ = 1, 4 do
        local top = tops(b, 4)
        local f = math.random(4)
        local t = f % 4 + 1
        if top[f] <= 7 and top[t] > top[f] then b[top[f]] = t end
      end
      check(7, 4, "cyclic", allowed, { a }, { b }, { max_memory = 150000 }, { bfs = true })
    end
  end)

  it("by the layered search for predicates and goal functions", function()
    math.randomseed(294)
    for _ = 1, 8 do
      local k = math.random(3, 4)
      local n = math.random(1, 4)
      local list = random_digraph(k)
      local allowed, m = pairs_rule(list, k)
      -- the same digraph as a predicate, which also forbids disk 1 on peg 2
      local function pred(_, disk, f, t) return m[f][t] == true and not (disk == 1 and t == 2) end
      local function allowed2(w, d, f, t) return allowed(w, d, f, t) and not (d == 1 and t == 2) end
      check(n, k, pred, allowed2, { random_where(n, k) }, { random_where(n, k) }, {}, { bfs = true })
      -- a goal function: the nearest position with disk n on peg k
      local a = random_where(n, k)
      local goals = {}
      for c = 0, k ^ n - 1 do
        local w = decode(math.tointeger(c), n, k)
        if w[n] == k then goals[#goals + 1] = math.tointeger(c) end
      end
      local want = nearest(n, k, { code(a, k) }, goals, allowed)
      local st = {}
      local d = hanoi.distance(state(a, k), function(s) return s:peg(n) == k end,
        { rules = list, stats = st })
      assert.are.equal(want, d)
      if want then assert.are.equal("bfs", st.method) end
    end
  end)

  it("says when the budget runs out, in both searches, naming it", function()
    -- 6 disks, 729 positions: a distance searches the whole space from 45 positions
    -- of budget on (729 // 16 = 45), each position charged 1/16, so that it always
    -- finishes within the budget; a path from 729 on, each position charged whole.
    -- Below that the layered search runs out.
    local s = hanoi.state("BAAAAA")
    local allowed = pairs_rule(named("cyclic", 3), 3)
    local want = nearest(6, 3, { code({ 2, 1, 1, 1, 1, 1 }, 3) }, { code({ 3, 3, 3, 3, 3, 3 }, 3) },
      allowed)
    assert.has_error(function() hanoi.distance(s, 3, { rules = "cyclic", max_states = 44 }) end,
      "distance: no shortest path found within max_states = 44 positions under the 'cyclic' rules")
    local st = {}
    assert.are.equal(want, hanoi.distance(s, 3, { rules = "cyclic", max_states = 45, stats = st }))
    assert.are.equal("whole-space", st.method)
    assert.is_true(st.positions <= 45)
    assert.has_error(function() s:hint(3, { rules = "cyclic", max_states = 46 }) end,
      "hint: no shortest path found within max_states = 46 positions under the 'cyclic' rules")
    assert.are.equal(want, hanoi.distance(s, 3, { rules = "cyclic", max_states = 729 }))
    local moves = 0
    for _ in s:copy():solve(3, { rules = "cyclic", max_states = 729 }) do moves = moves + 1 end
    assert.are.equal(want, moves)
    -- a tower to a tower needs no search at all
    st = {}
    assert.are.equal(nearest(6, 3, { 0 }, { code({ 3, 3, 3, 3, 3, 3 }, 3) }, allowed),
      hanoi.distance(hanoi.new(6), 3, { rules = "cyclic", stats = st, max_states = 1 }))
    assert.are.equal("formula", st.method)
  end)

  it("reports goals out of reach under one-way rules", function()
    -- pegs 1 -> 2 -> 3 only: nothing leaves peg 3
    local list = { { 1, 2 }, { 2, 3 } }
    local allowed = pairs_rule(list, 3)
    for n = 1, 4 do
      local from = {}
      for d = 1, n do from[d] = 3 end
      local to = {}
      for d = 1, n do to[d] = 1 end
      check(n, 3, list, allowed, { from }, { to }, {}, nil)
      assert.are.equal(0, hanoi.count_paths(state(from, 3), state(to, 3), { rules = list }))
    end
  end)
end)

describe("a tower to a tower under the linear and cyclic rules", function()
  local rulesets = {
    linear = named("linear", 3),
    cyclic = named("cyclic", 3),
    anticlockwise = { { 2, 1 }, { 3, 2 }, { 1, 3 } },
    ["middle peg 3"] = { { 1, 3 }, { 3, 1 }, { 2, 3 }, { 3, 2 } },
  }

  it("is the known recursion, as short as the spec's search finds, move by legal move", function()
    for label, list in pairs(rulesets) do
      local allowed = pairs_rule(list, 3)
      local rules = (label == "linear" or label == "cyclic") and label or list
      for n = 1, 8 do
        for a = 1, 3 do
          local ta = {}
          for d = 1, n do ta[d] = a end
          local dist = bfs(n, 3, { code(ta, 3) }, allowed)
          for b = 1, 3 do
            local tw = {}
            for d = 1, n do tw[d] = b end
            local st = {}
            local want = dist[code(tw, 3)]
            assert.are.equal(want, hanoi.distance(hanoi.new(n, 3, a), b, { rules = rules, stats = st }))
            assert.are.equal("formula", st.method)
            local from = {}
            for d = 1, n do from[d] = a end
            local len, it = hanoi.search { from = hanoi.new(n, 3, a), to = b, rules = rules }
            local reached, count = play(from, 3, it, allowed)
            assert.are.equal(want, len)
            assert.are.equal(want, count)
            assert.are.same(tw, reached)
            if want > 0 then
              local disk, f, t = hanoi.new(n, 3, a):hint(b, { rules = rules })
              local _, it2 = hanoi.search { from = hanoi.new(n, 3, a), to = b, rules = rules }
              assert.are.same({ disk, f, t }, { it2() })
            end
          end
        end
      end
    end
  end)

  it("moves 15 disks under the linear rules within the default budget", function()
    local st = {}
    local len = hanoi.search { from = hanoi.new(15), to = 3, rules = "linear", stats = st }
    assert.are.equal(3 ^ 15 - 1, len)
    assert.are.equal("formula", st.method)
    assert.are.equal(3 ^ 15 - 1, hanoi.distance(hanoi.new(15), 3, { rules = "linear" }))
  end)
end)

describe("a rules predicate that returns nil", function()
  local msg = "the rule function returned nil for disk 1 from A to B: return true or false"
  local function forgot(_, disk, f, t) if disk == 1 and f == 1 and t == 2 then return end return true end

  it("is an error naming the move, in every search", function()
    local s = hanoi.new(3)
    local ok, err = pcall(hanoi.distance, s, 3, { rules = forgot })
    assert.is_false(ok)
    assert.matches(msg, err, 1, true)
    ok, err = pcall(s.hint, s, 3, { rules = forgot })
    assert.is_false(ok)
    assert.matches(msg, err, 1, true)
    ok, err = pcall(hanoi.bfs, { n = 3, rules = forgot })
    assert.is_false(ok)
    assert.matches(msg, err, 1, true)
    ok, err = pcall(hanoi.graph, 3, 3, forgot)
    assert.is_false(ok)
    assert.matches(msg, err, 1, true)
    ok, err = pcall(hanoi.count_paths, s, 3, { rules = forgot })
    assert.is_false(ok)
    assert.matches(msg, err, 1, true)
  end)

  it("is an error naming the move in the searches with move costs too", function()
    local s = hanoi.new(3)
    local row = { { 0, 1, 2 }, { 1, 0, 1 }, { 2, 1, 0 } }
    local cost_fn = function(_, _, f, t) return row[f][t] end
    for _, cost in ipairs { row, cost_fn } do
      for _, call in ipairs {
        function() return hanoi.distance(s, 3, { rules = forgot, cost = cost }) end,
        function() return s:hint(3, { rules = forgot, cost = cost }) end,
        function() return hanoi.count_paths(s, 3, { rules = forgot, cost = cost }) end,
        function() return hanoi.search { from = s, to = 3, rules = forgot, cost = cost } end,
        function() return hanoi.bfs { n = 3, rules = forgot, cost = cost } end,
      } do
        local ok, err = pcall(call)
        assert.is_false(ok)
        assert.matches(msg, err, 1, true)
      end
    end
    assert.are.equal(hanoi.new(3), s)
    assert.are.equal(0, s.moves)
  end)

  it("leaves the state and the solver as they were", function()
    local s = hanoi.new(3)
    local it = s:solve(3, { rules = forgot })
    local ok, err = pcall(it)
    assert.is_false(ok)
    assert.matches(msg, err, 1, true)
    assert.are.equal(hanoi.new(3), s)
    assert.are.equal(0, s.moves)
    -- the same position answers once the predicate is mended
    local d = hanoi.distance(s, 3, { rules = function() return true end })
    assert.are.equal(7, d)
  end)

  it("is no error when the predicate answers false", function()
    local d, m = hanoi.distance(hanoi.new(2), 3, { rules = function() return false end })
    assert.is_nil(d)
    assert.matches("unreachable", m)
  end)
end)
