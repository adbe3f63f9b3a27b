-- hanoi.puzzle: path counts, several starts, the distance table, diameter
-- and radius, and moves with costs. Each answer is checked against a
-- computation written here in plain Lua (breadth-first search, Dijkstra's
-- algorithm, enumeration of paths, all-pairs searches) over the same move
-- generators; nothing here asks hanoi for a reference answer.
local hanoi = require "hanoi"

-- ---------------------------------------------------------------------
-- models: nexts(s) -> list of {label, next, cost}

local PEGS = { "A", "B", "C" }
local POS = { A = 1, B = 2, C = 3 }

-- the classic puzzle: one peg letter per disk, smallest first; cost(f, t)
-- optional
local function classic_nexts(cost)
  return function(s)
    local out, top = {}, {}
    for d = #s, 1, -1 do top[s:sub(d, d)] = d end
    for _, f in ipairs(PEGS) do
      local d = top[f]
      for _, t in ipairs(PEGS) do
        if d and t ~= f and (not top[t] or top[t] > d) then
          out[#out + 1] = { d .. f .. t, s:sub(1, d - 1) .. t .. s:sub(d + 1), cost and cost(f, t) or 1 }
        end
      end
    end
    return out
  end
end

-- the free magnetic tower: peg and face up per disk ("ArAr")
local FLIP = { r = "b", b = "r" }
local function magnetic_nexts(s)
  local n, out, top = #s // 2, {}, {}
  for d = n, 1, -1 do top[s:sub(2 * d - 1, 2 * d - 1)] = d end
  for _, f in ipairs(PEGS) do
    local d = top[f]
    if d then
      local up = s:sub(2 * d, 2 * d)
      for _, t in ipairs(PEGS) do
        local e = top[t]
        if t ~= f and (not e or (e > d and s:sub(2 * e, 2 * e) ~= up)) then
          out[#out + 1] = { d .. f .. t, s:sub(1, 2 * d - 2) .. t .. FLIP[up] .. s:sub(2 * d + 1), 1 }
        end
      end
    end
  end
  return out
end

-- a Tower of London: three balls (r, g, b) on pegs holding 3, 2 and 1;
-- a position is the three pegs' contents bottom first, "rgb||" style
local CAP = { 3, 2, 1 }
local function london_nexts(s)
  local pegs, out = {}, {}
  for part in (s .. "|"):gmatch("([^|]*)|") do pegs[#pegs + 1] = part end
  for f = 1, 3 do
    if #pegs[f] > 0 then
      for t = 1, 3 do
        if t ~= f and #pegs[t] < CAP[t] then
          local q = { pegs[1], pegs[2], pegs[3] }
          local ball = q[f]:sub(-1)
          q[f] = q[f]:sub(1, -2)
          q[t] = q[t] .. ball
          out[#out + 1] = { ball .. f .. t, table.concat(q, "|"), 1 }
        end
      end
    end
  end
  return out
end

-- cyclic moves (A->B->C->A only): a one-way graph
local function cyclic_nexts(s)
  local NEXT = { A = "B", B = "C", C = "A" }
  local out = {}
  for _, m in ipairs(classic_nexts()(s)) do
    if NEXT[m[1]:sub(-2, -2)] == m[1]:sub(-1) then out[#out + 1] = m end
  end
  return out
end

-- the puzzle of a model
local function puzzle(nexts, start, goal, weighted)
  local def = {
    key = function(s) return s end,
    moves = function(s, emit)
      for _, m in ipairs(nexts(s)) do
        if weighted then emit(m[1], m[2], m[3]) else emit(m[1], m[2]) end
      end
    end,
    goal = goal, weighted = weighted,
  }
  if type(start) == "table" then def.starts = start else def.start = start end
  return hanoi.puzzle(def)
end

-- ---------------------------------------------------------------------
-- references

-- breadth-first distances from a list of starts
local function bfs(nexts, starts)
  local dist, queue, head = {}, {}, 1
  for _, s in ipairs(starts) do
    if dist[s] == nil then dist[s] = 0; queue[#queue + 1] = s end
  end
  while head <= #queue do
    local s = queue[head]; head = head + 1
    for _, m in ipairs(nexts(s)) do
      if dist[m[2]] == nil then
        dist[m[2]] = dist[s] + 1
        queue[#queue + 1] = m[2]
      end
    end
  end
  return dist, queue
end

-- Dijkstra's algorithm by a linear scan (small graphs): the cheapest cost,
-- then the fewest moves, from a list of starts
local function dijkstra(nexts, starts)
  local cost, moves, done = {}, {}, {}
  for _, s in ipairs(starts) do cost[s] = 0; moves[s] = 0 end
  while true do
    local best
    for s, c in pairs(cost) do
      if not done[s] and (best == nil or c < cost[best] or
          (c == cost[best] and moves[s] < moves[best])) then best = s end
    end
    if best == nil then break end
    done[best] = true
    for _, m in ipairs(nexts(best)) do
      local c, k = cost[best] + m[3], moves[best] + 1
      if cost[m[2]] == nil or c < cost[m[2]] or (c == cost[m[2]] and k < moves[m[2]]) then
        cost[m[2]] = c; moves[m[2]] = k
      end
    end
  end
  return cost, moves
end

-- every sequence of moves from the starts to a goal with the given cost
-- and number of moves, enumerated depth-first; a step is taken only when
-- it stays on a cheapest way (by the reference Dijkstra) to the position
-- it reaches, since every part of a cheapest path is itself cheapest
local function enumerate(nexts, starts, isgoal, want_cost, want_moves)
  local cost, moves = dijkstra(nexts, starts)
  local count = 0
  local function walk(s, c, k)
    if k == want_moves then
      if c == want_cost and isgoal(s) then count = count + 1 end
      return
    end
    for _, m in ipairs(nexts(s)) do
      local c2 = c + m[3]
      if c2 == cost[m[2]] and k + 1 == moves[m[2]] then walk(m[2], c2, k + 1) end
    end
  end
  local seen = {}
  for _, s in ipairs(starts) do
    if not seen[s] then seen[s] = true; walk(s, 0, 0) end
  end
  return count
end

-- the best (cost, moves) to a goal under the reference Dijkstra
local function best_goal(nexts, starts, isgoal)
  local cost, moves = dijkstra(nexts, starts)
  local bc, bm
  for s, c in pairs(cost) do
    if isgoal(s) and (bc == nil or c < bc or (c == bc and moves[s] < bm)) then
      bc, bm = c, moves[s]
    end
  end
  return bc, bm
end

-- eccentricities by a search from every position (costs: Dijkstra)
local function diameter_radius(nexts, start, weighted)
  local _, all = bfs(nexts, { start })
  local diam, rad = 0, math.huge
  for _, s in ipairs(all) do
    local d = weighted and dijkstra(nexts, { s }) or bfs(nexts, { s })
    local ecc, n = 0, 0
    for _, v in pairs(d) do n = n + 1; if v > ecc then ecc = v end end
    if n < #all then ecc = math.huge end
    if ecc > diam then diam = ecc end
    if ecc < rad then rad = ecc end
  end
  return diam, rad
end

local function is(v) return function(s) return s == v end end

-- the cases counted: model, start(s), goal (a position)
local CASES = {
  { "classic 3", classic_nexts(), "AAA", "CCC" },
  { "classic 3 to the middle", classic_nexts(), "AAA", "ABC" },
  { "magnetic 2", magnetic_nexts, "ArAr", "CrCr" },
  { "magnetic 3", magnetic_nexts, "ArArAr", "CrCrCr" },
  { "Tower of London", london_nexts, "rgb||", "r|gb|" },
  { "Tower of London, far", london_nexts, "rgb||", "|br|g" },
  { "cyclic 3", cyclic_nexts, "AAA", "BBB" },
}

describe("puzzle:count_paths()", function()
  for _, case in ipairs(CASES) do
    it("counts the shortest solutions as enumeration does: " .. case[1], function()
      local nexts, start, goal = case[2], case[3], case[4]
      local dist = bfs(nexts, { start })
      local d = assert(dist[goal], "the goal is reachable")
      local want = enumerate(nexts, { start }, is(goal), d, d)
      local count, len = puzzle(nexts, start, goal):count_paths()
      assert.are.equal(want, count)
      assert.are.equal(d, len)
      -- the same with the goal as a predicate
      assert.are.equal(want, (puzzle(nexts, start, is(goal)):count_paths()))
    end)
  end

  it("counts the paths to every goal of the nearest layer", function()
    local nexts = magnetic_nexts
    local isgoal = function(s) return not s:find("[AB]") end
    local dist = bfs(nexts, { "ArArAr" })
    local d = math.huge
    for s, v in pairs(dist) do if isgoal(s) and v < d then d = v end end
    local want = enumerate(nexts, { "ArArAr" }, isgoal, d, d)
    assert.is_true(want > 1)
    local count, len = puzzle(nexts, "ArArAr", isgoal):count_paths()
    assert.are.equal(want, count)
    assert.are.equal(d, len)
  end)

  it("counts two moves to the same position as two", function()
    local p = hanoi.puzzle {
      start = 0, key = tostring, goal = 3,
      moves = function(s, emit) if s < 3 then emit("a", s + 1); emit("b", s + 1) end end,
    }
    assert.are.equal(8, (p:count_paths()))
  end)

  it("gives exact big numbers past 2^63 - 1", function()
    -- 40 steps, each by 4 parallel moves: 4^40 = 2^80 paths
    local p = hanoi.puzzle {
      start = 0, key = tostring, goal = 40,
      moves = function(s, emit)
        if s < 40 then for i = 1, 4 do emit(i, s + 1) end end
      end,
    }
    assert.are.equal("1208925819614629174706176", (p:count_paths()))
  end)

  it("answers 1 when the start is the goal, 0 when no goal is reachable", function()
    local p = puzzle(classic_nexts(), "AA", "AA")
    local count, len = p:count_paths()
    assert.are.equal(1, count)
    assert.are.equal(0, len)
    assert.are.equal(0, (p:count_paths { goal = "AD" }))
    assert.is_nil(select(2, p:count_paths { goal = "AD" }))
  end)
end)

describe("several starts", function()
  local starts = { "ArArAr", "BbArAr", "CrCbAr" }
  it("search, count_paths and distances go from the nearest start", function()
    local nexts, goal = magnetic_nexts, "CbCbCb"
    local dist = bfs(nexts, starts)
    local p = puzzle(nexts, starts, goal)
    local len, path, from = p:search()
    assert.are.equal(dist[goal], len)
    -- the path is legal from the start it names, and ends at the goal
    local at = from
    local from_dist = bfs(nexts, { from })
    assert.are.equal(len, from_dist[goal])
    for _, step in ipairs(path) do
      local ok = false
      for _, m in ipairs(nexts(at)) do
        if m[1] == step.label and m[2] == step.state then ok = true end
      end
      assert.is_true(ok)
      at = step.state
    end
    assert.are.equal(goal, at)
    -- count: every start at the least distance contributes
    local near = {}
    for _, s in ipairs(starts) do
      if bfs(nexts, { s })[goal] == len then near[#near + 1] = s end
    end
    assert.are.equal(enumerate(nexts, near, is(goal), len, len), (p:count_paths()))
    local got, complete = p:distances()
    assert.is_true(complete)
    assert.are.same(dist, got)
  end)

  it("take start or starts in the options instead of the puzzle's", function()
    local p = puzzle(classic_nexts(), "AAA", "CCC")
    assert.are.equal(bfs(classic_nexts(), { "BBA" }).CCC, (p:search { start = "BBA" }))
    local d = bfs(classic_nexts(), { "BBA", "BCC" }).CCC
    local len, _, from = p:search { starts = { "BBA", "BCC" } }
    assert.are.equal(d, len)
    assert.are.equal("BCC", from)
    assert.are.equal(1, p:bfs { starts = { "AAA", "AAA" } }.layers[1])
  end)
end)

describe("puzzle:distances()", function()
  for _, case in ipairs(CASES) do
    it("gives every position's distance as a breadth-first search: " .. case[1], function()
      local got, complete = puzzle(case[2], case[3]):distances()
      assert.is_true(complete)
      assert.are.same((bfs(case[2], { case[3] })), got)
    end)
  end

  it("gives exact distances for the positions found within max_states", function()
    local dist = bfs(magnetic_nexts, { "ArArAr" })
    local got, complete = puzzle(magnetic_nexts, "ArArAr"):distances { max_states = 50 }
    assert.is_false(complete)
    local n = 0
    for k, d in pairs(got) do
      n = n + 1
      assert.are.equal(dist[k], d)
    end
    assert.are.equal(50, n)
  end)
end)

describe("puzzle:diameter()", function()
  local cases = {
    { "classic 2", classic_nexts(), "AA" },
    { "classic 3", classic_nexts(), "AAA" },
    { "magnetic 3", magnetic_nexts, "ArArAr" },
    { "Tower of London", london_nexts, "rgb||" },
    { "cyclic 2 (one-way)", cyclic_nexts, "AA" },
  }
  for _, case in ipairs(cases) do
    it("is the greatest and least eccentricity, as searches from every position: " .. case[1],
      function()
        local d, r = diameter_radius(case[2], case[3])
        local gd, gr = puzzle(case[2], case[3]):diameter()
        assert.are.equal(d, gd)
        assert.are.equal(r, gr)
      end)
  end

  it("is math.huge where some position cannot reach every other", function()
    -- 0 -> 1 -> 2, and 2 -> 1: 0 cannot be reached back
    local p = hanoi.puzzle {
      start = 0, key = tostring,
      moves = function(s, emit) if s < 2 then emit("+", s + 1) end if s == 2 then emit("-", 1) end end,
    }
    local d, r = p:diameter()
    assert.are.equal(math.huge, d)
    assert.are.equal(2, r)
  end)

  it("raises an error naming max_states when the space is larger", function()
    assert.has_error(function() puzzle(classic_nexts(), "AAAA"):diameter { max_states = 80 } end,
      "diameter: more than max_states = 80 positions are reachable from the start")
    assert.are.equal(15, (puzzle(classic_nexts(), "AAAA"):diameter { max_states = 81 }))
  end)
end)

-- ---------------------------------------------------------------------
-- costs

local function row(f, t) return math.abs(POS[f] - POS[t]) end
local function far3(f, t) return math.abs(POS[f] - POS[t]) == 2 and 3 or 1 end

describe("moves with costs", function()
  local cases = {
    { "pegs in a row, 1 disk", classic_nexts(row), "A", "C" },
    { "pegs in a row, 3 disks", classic_nexts(row), "AAA", "CCC" },
    { "pegs in a row, 3 disks to the middle", classic_nexts(row), "AAA", "BBB" },
    { "a far move of cost 3, 3 disks", classic_nexts(far3), "AAA", "CCC" },
    { "a far move of cost 3, 4 disks", classic_nexts(far3), "AAAA", "CCCC" },
  }
  for _, case in ipairs(cases) do
    it("finds the cheapest, then the fewest moves, as Dijkstra does: " .. case[1], function()
      local nexts, start, goal = case[2], case[3], case[4]
      local bc, bm = best_goal(nexts, { start }, is(goal))
      local p = puzzle(nexts, start, goal, true)
      local cost, path, from = p:search()
      assert.are.equal(bc, cost)
      assert.are.equal(bm, #path)
      assert.are.equal(start, from)
      local at, sum = start, 0
      for _, step in ipairs(path) do
        local ok = false
        for _, m in ipairs(nexts(at)) do
          if m[1] == step.label and m[2] == step.state and m[3] == step.cost then ok = true end
        end
        assert.is_true(ok)
        sum, at = sum + step.cost, step.state
      end
      assert.are.equal(goal, at)
      assert.are.equal(bc, sum)
      local count, c2 = p:count_paths()
      assert.are.equal(enumerate(nexts, { start }, is(goal), bc, bm), count)
      assert.are.equal(bc, c2)
      local dist, complete = p:distances()
      assert.is_true(complete)
      assert.are.same((dijkstra(nexts, { start })), dist)
    end)
  end

  it("breaks ties by the fewest moves: one disk from A to C in a row", function()
    local cost, path = puzzle(classic_nexts(row), "A", "C", true):search()
    assert.are.equal(2, cost)
    assert.are.equal(1, #path)
    assert.are.equal("1AC", path[1].label)
  end)

  it("gives the layers by cost, and the diameter by cost", function()
    local nexts = classic_nexts(far3)
    local r = puzzle(nexts, "AAA", nil, true):bfs()
    local dist = dijkstra(nexts, { "AAA" })
    local by = {}
    for _, c in pairs(dist) do by[c] = (by[c] or 0) + 1 end
    local costs = {}
    for c in pairs(by) do costs[#costs + 1] = c end
    table.sort(costs)
    assert.are.same(costs, r.costs)
    for i, c in ipairs(costs) do assert.are.equal(by[c], r.layers[i]) end
    assert.are.equal(costs[#costs], r.eccentricity)
    assert.are.equal(by[costs[#costs]], r.farthest)
    local d, rad = diameter_radius(nexts, "AAA", true)
    local gd, gr = puzzle(nexts, "AAA", nil, true):diameter()
    assert.are.equal(d, gd)
    assert.are.equal(rad, gr)
    local g = puzzle(nexts, "AA", nil, true):graph()
    for e = 1, g.edges do
      assert.are.equal(far3(g.moves[e]:sub(2, 2), g.moves[e]:sub(3, 3)), g.costs[e])
    end
  end)

  it("starts from several positions at once", function()
    local nexts, starts = classic_nexts(row), { "AAA", "BAB" }
    local bc, bm = best_goal(nexts, starts, is("CCC"))
    local cost, path = puzzle(nexts, starts, "CCC", true):search()
    assert.are.equal(bc, cost)
    assert.are.equal(bm, #path)
  end)
end)

-- ---------------------------------------------------------------------
-- errors and callbacks

describe("hanoi.puzzle's new arguments", function()
  local p = puzzle(classic_nexts(), "AA", "CC")

  it("refuses bad costs, starts and options with Lua's argument errors", function()
    local q = hanoi.puzzle { start = 0, key = tostring, moves = function(_, emit) emit("x", 1, 2) end }
    assert.error_matches(function() q:bfs() end,
      "bad argument #3 to 'emit' (a move cost needs a puzzle defined with weighted = true)", 1, true)
    for _, c in ipairs { 0, -1, 1.5, "two", 1 << 40 } do
      local w = hanoi.puzzle { start = 0, key = tostring, weighted = true,
        moves = function(_, emit) emit("x", 1, c) end }
      assert.error_matches(function() w:bfs() end,
        "bad argument #3 to 'emit' (cost must be an integer 1..2147483648, got", 1, true)
    end
    assert.has_error(function()
      hanoi.puzzle { start = 0, key = tostring, moves = print, weighted = 1 }
    end, "bad argument #1 to 'puzzle' (field 'weighted' must be a boolean, got number)")
    assert.has_error(function()
      hanoi.puzzle { start = 0, starts = { 1 }, key = tostring, moves = print }
    end, "bad argument #1 to 'puzzle' (give 'start' or 'starts', not both)")
    assert.has_error(function() hanoi.puzzle { starts = {}, key = tostring, moves = print } end,
      "bad argument #1 to 'puzzle' (field 'starts' must not be empty)")
    assert.has_error(function() hanoi.puzzle { starts = "AA", key = tostring, moves = print } end,
      "bad argument #1 to 'puzzle' (field 'starts' must be a list of positions, got string)")
    assert.has_error(function() p:count_paths { bogus = 1 } end,
      "bad argument #1 to 'count_paths' (unknown option 'bogus')")
    assert.has_error(function() p:distances { goal = "CC" } end,
      "bad argument #1 to 'distances' (unknown option 'goal')")
    assert.has_error(function() p:diameter { max_states = 0 } end,
      "bad argument #1 to 'diameter' (field 'max_states' must be an integer 1..1073741824)")
    assert.has_error(function() puzzle(classic_nexts(), "AA"):count_paths() end,
      "puzzle has no goal: give 'goal' to hanoi.puzzle or to count_paths")
    assert.has_error(function() puzzle(classic_nexts(), "AAAA", "CCCC"):count_paths { max_states = 10 } end,
      "count_paths: goal not reached within max_states = 10 positions")
  end)

  it("is usable again after an error inside emit that moves caught", function()
    local fail = true
    local q = hanoi.puzzle {
      start = 0, key = function(s) if fail and s == 2 then error("no key") end return tostring(s) end,
      goal = 4,
      moves = function(s, emit) if s < 4 then pcall(emit, "+", s + 1) end end,
    }
    assert.error_matches(function() q:search() end, "caught in moves", 1, true)
    fail = false
    assert.are.equal(4, (q:search()))
    assert.are.equal(1, (q:count_paths()))
  end)
end)

-- runs f in a coroutine to the end, counting its yields
local function drain(f)
  local co = coroutine.create(f)
  local yields, res = 0, nil   -- luacheck: ignore 311 (the loop sets it before each use)
  while true do
    res = table.pack(coroutine.resume(co))
    if coroutine.status(co) == "dead" then break end
    yields = yields + 1
  end
  return yields, table.unpack(res, 1, res.n)
end

describe("callbacks of the new searches", function()
  -- the magnetic tower whose key, moves and goal yield, and fail on cue
  local function yielding(fail, weighted)
    local calls = 0
    local function hit()
      calls = calls + 1
      if fail == calls then error("failed at call " .. calls, 0) end
      coroutine.yield()
    end
    return hanoi.puzzle {
      start = "ArArAr", weighted = weighted,
      key = function(s) hit() return s end,
      moves = function(s, emit)
        hit()
        for _, m in ipairs(magnetic_nexts(s)) do
          if weighted then emit(m[1], m[2], tonumber(m[1]:sub(1, 1))) else emit(m[1], m[2]) end
        end
      end,
      goal = function(s) hit() return s == "CbCbCb" end,
    }
  end

  it("give the same answers when every callback yields", function()
    local d = bfs(magnetic_nexts, { "ArArAr" }).CbCbCb
    local yields, ok, count, len = drain(function() return yielding():count_paths() end)
    assert.is_true(ok)
    assert.is_true(yields > 100)
    assert.are.same({ enumerate(magnetic_nexts, { "ArArAr" }, is("CbCbCb"), d, d), d }, { count, len })
    local _, ok2, dist = drain(function() return yielding():distances() end)
    assert.is_true(ok2)
    assert.are.same((bfs(magnetic_nexts, { "ArArAr" })), dist)
    local _, ok3, dm, rm = drain(function() return yielding():diameter() end)
    assert.is_true(ok3)
    assert.are.same({ diameter_radius(magnetic_nexts, "ArArAr") }, { dm, rm })
    local weighted = function(q)
      local out = magnetic_nexts(q)
      for _, m in ipairs(out) do m[3] = tonumber(m[1]:sub(1, 1)) end
      return out
    end
    local _, ok4, cost = drain(function() return yielding(nil, true):search() end)
    assert.is_true(ok4)
    assert.are.equal((best_goal(weighted, { "ArArAr" }, is("CbCbCb"))), cost)
  end)

  for _, at in ipairs { 1, 2, 3, 40, 200 } do
    it(("leave the puzzle usable after an error at call %d"):format(at), function()
      for _, weighted in ipairs { false, true } do
        local p = yielding(at, weighted)
        local _, ok, err = drain(function() return p:count_paths() end)
        assert.is_false(ok)
        assert.are.equal("failed at call " .. at, err)
        local _, ok2 = drain(function() return p:count_paths() end)
        assert.is_true(ok2)
      end
    end)
  end
end)
