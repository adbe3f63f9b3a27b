-- `make bench`: shortest paths under one-way rules. The distance from the
-- tower on A to the tower on C under the cyclic rules, from a position one
-- move off the tower (so that the tower recursion does not answer and the
-- search runs), against `hanoi.bfs{rules = "cyclic", distances = true}`
-- over the same space, and against the baseline: the layered search of
-- the main branch before the whole-space search (commit BASE, built from
-- git into build/bench/one-way-base, its engines in src/engine), in the
-- same run. Then the same rules given as pairs and as a predicate. Each
-- figure is one call in a fresh process: CPU seconds (all threads) and
-- peak resident memory.
--
-- Environment: BENCH_ONE_WAY_N="14 15" to pick the disks; BENCH_ONE_WAY_BASE=0
-- to skip the baseline.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path

local BASE_COMMIT = "34d89e0"
local BASE_DIR = "build/bench/one-way-base"

local bench = dofile("bench/lib/common.lua")
local sh, capture = bench.sh, bench.capture
local function build_base() return bench.build_core(BASE_COMMIT, BASE_DIR) end

-- the child: one call, then its CPU time and peak memory
local CHILD = [[
local lua, root, what, n = arg[1], arg[2], arg[3], tonumber(arg[4])
package.path = lua .. "/?.lua;" .. lua .. "/?/init.lua;" .. package.path
package.cpath = root .. "/?.so;" .. package.cpath
local hanoi = require "hanoi"
local from = hanoi.state("B" .. string.rep("A", n - 1))
local goal = string.rep("C", n)
local pairs_ = { { 1, 2 }, { 2, 3 }, { 3, 1 } }
local function pred(_, _, f, t) return t == f % 3 + 1 end
local c0, v = os.clock(), nil
if what == "distance" then
  v = hanoi.distance(from, 3, { rules = "cyclic", max_states = 1 << 30 })
elseif what == "bfs" then
  local r = hanoi.bfs { n = n, rules = "cyclic", distances = true, from = from }
  v = r.distances[hanoi.state(goal)]
elseif what == "pairs" then
  v = hanoi.distance(from, 3, { rules = pairs_, max_states = 1 << 30 })
else
  v = hanoi.distance(from, 3, { rules = pred, max_states = 1 << 30 })
end
local t = os.clock() - c0
local peak = 0
for line in io.lines("/proc/self/status") do
  local kb = line:match("^VmHWM:%s*(%d+)")
  if kb then peak = tonumber(kb) end
end
print(("result %s %.3f %d"):format(tostring(v), t, peak))
]]

local child = os.tmpname()
do
  local f = assert(io.open(child, "w"))
  f:write(CHILD)
  f:close()
end

local function run(root, what, n)
  local lua = root == "build" and "lua" or root .. "/lua"
  local out = capture(("lua5.4 %s %s %s %s %d 2>&1"):format(child, lua, root, what, n))
  local v, t, peak = out:match("result (%S+) (%S+) (%d+)")
  if not v then return nil, out:gsub("\n", " ") end
  return { v = v, t = tonumber(t), mib = tonumber(peak) / 1024 }
end

assert(sh("make -s build >/dev/null"), "make build failed")
local base = os.getenv("BENCH_ONE_WAY_BASE") ~= "0" and build_base()
local ns = {}
for w in (os.getenv("BENCH_ONE_WAY_N") or "14 15 16"):gmatch("%d+") do ns[#ns + 1] = tonumber(w) end

print("cyclic rules, distance from BA...A to the tower on C (CPU seconds, peak MiB)")
print("| n | distance | hanoi.bfs | distance / bfs | baseline distance | baseline / distance |")
print("|---|---|---|---|---|---|")
for _, n in ipairs(ns) do
  local d = assert(run("build", "distance", n))
  local b = assert(run("build", "bfs", n))
  assert(d.v == b.v, "distance and bfs disagree")
  local o = base and assert(run(BASE_DIR, "distance", n)) or nil
  if o then assert(o.v == d.v, "the baseline disagrees") end
  print(("| %d | %.2f s, %.0f MiB | %.2f s, %.0f MiB | %.2f | %s | %s |"):format(n, d.t, d.mib,
    b.t, b.mib, d.t / b.t, o and ("%.2f s, %.0f MiB"):format(o.t, o.mib) or "-",
    o and ("%.1f"):format(o.t / d.t) or "-"))
end

print()
print("the same rules as pairs and as a predicate (CPU seconds, peak MiB)")
print("| n | pairs | predicate | predicate / pairs |")
print("|---|---|---|---|")
for _, n in ipairs { 8, 10, 12 } do
  local a = assert(run("build", "pairs", n))
  local p = assert(run("build", "pred", n))
  assert(a.v == p.v)
  print(("| %d | %.3f s, %.0f MiB | %.3f s, %.0f MiB | %.0f |"):format(n, a.t, a.mib, p.t, p.mib,
    p.t / math.max(a.t, 1e-3)))
end
os.remove(child)
