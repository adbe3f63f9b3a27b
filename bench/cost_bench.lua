-- `make bench`: searches under move costs against the unweighted search of
-- the same space, in the same run: CPU seconds (os.clock, this process) and
-- their ratio. From the tower on A to the tower on the last peg, with the
-- pegs in a row (a move costs |from - to|):
--   distance     the cost search (Dial's buckets) against the breadth-first
--                search that keeps its layers; the goal is given as a
--                function (the tower on the last peg), which both call once
--                per position, so that the classic rules are searched rather
--                than answered by a formula or a plan;
--   heap         the same costs times 5000, past the buckets: the binary heap;
--   count        count_paths with costs against count_paths, the same goal;
--   function     the costs as a Lua function against the same breadth-first
--                search with the moves as a Lua predicate (a call per move
--                asked in both);
--   bfs          hanoi.bfs with costs (layers by cost) against hanoi.bfs of
--                the whole space, every position searched, on one thread.
-- Environment: BENCH_COST_ROWS="10,3 12,3" to pick rows.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local ROWS = { { 10, 3 }, { 12, 3 }, { 14, 3 }, { 8, 4 }, { 10, 4 } }
if os.getenv("BENCH_COST_ROWS") then
  ROWS = {}
  for n, k in os.getenv("BENCH_COST_ROWS"):gmatch("(%d+),(%d+)") do
    ROWS[#ROWS + 1] = { tonumber(n), tonumber(k) }
  end
end

local function cpu(f)
  collectgarbage()
  local t = os.clock()
  local r = table.pack(f())
  return os.clock() - t, r
end

local function row(k, scale)
  local m = {}
  for f = 1, k do
    m[f] = {}
    for t = 1, k do m[f][t] = math.abs(f - t) * scale end
  end
  return m
end

local BIG = 1 << 30
print("cost searches against the unweighted search of the same space (CPU seconds)")
print(string.format("%-5s %-3s %-9s %9s %9s %7s  %s", "n", "k", "question", "cost", "plain",
                    "ratio", "answer"))
for _, r in ipairs(ROWS) do
  local n, k = r[1], r[2]
  local s = hanoi.new(n, k)
  local m = row(k, 1)
  local goal = function(st) return st:is_tower(k) end
  local function line(what, tc, tp, answer)
    print(string.format("%-5d %-3d %-9s %9.3f %9.3f %7.2f  %s", n, k, what, tc, tp, tc / tp, answer))
  end
  local big = { max_states = BIG, max_memory = 6 << 30 }
  local function opts(extra)
    local o = {}
    for key, v in pairs(big) do o[key] = v end
    for key, v in pairs(extra) do o[key] = v end
    return o
  end
  local tc, rc = cpu(function() return hanoi.distance(s, goal, opts { cost = m }) end)
  local tp, rp = cpu(function() return hanoi.distance(s, goal, opts {}) end)
  line("distance", tc, tp, rc[1] .. " in " .. rc[2] .. " moves; " .. rp[1] .. " unweighted")
  local th, rh = cpu(function() return hanoi.distance(s, goal, opts { cost = row(k, 5000) }) end)
  line("heap", th, tp, rh[1] .. " in " .. rh[2] .. " moves")
  tc, rc = cpu(function() return hanoi.count_paths(s, goal, opts { cost = m }) end)
  tp, rp = cpu(function() return hanoi.count_paths(s, goal, opts {}) end)
  line("count", tc, tp, rc[1] .. " cheapest; " .. rp[1] .. " shortest")
  if n <= 12 then
    local cf = function(_, _, f, t) return f > t and f - t or t - f end
    local pf = function() return true end
    tc, rc = cpu(function() return hanoi.distance(s, goal, opts { cost = cf }) end)
    tp, rp = cpu(function() return hanoi.distance(s, goal, opts { rules = pf }) end)
    line("function", tc, tp, rc[1] .. " in " .. rc[2] .. " moves; " .. rp[1] .. " unweighted")
  end
  tc, rc = cpu(function() return hanoi.bfs { n = n, k = k, cost = m, max_memory = 6 << 30 } end)
  tp, rp = cpu(function() return hanoi.bfs { n = n, k = k, symmetry = false, threads = 1 } end)
  line("bfs", tc, tp, "eccentricity " .. rc[1].eccentricity .. " (cost), " .. rp[1].eccentricity
       .. " (moves)")
end
