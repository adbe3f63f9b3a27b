-- `make bench`: exact hints on k pegs, `State:hint(k)` from random
-- positions (fixed seeds) to the tower on the last peg, each measured as
-- the first call of a fresh process: CPU seconds of the hint call (its
-- threads included), cold (an empty cache of tables: the call builds what
-- it needs) and warm (the tables that cold call left in the cache), the
-- peak resident memory, the positions the search charged, its method,
-- whether every answer was exact, and the size of the cache on disk.
-- Every process gets a cache directory of its own (XDG_CACHE_HOME in a
-- scratch directory): the user's cache is never touched.
--
-- The baseline is the search of today's main branch (commit BASE, before
-- the cache and the search from both ends), built from git into
-- build/bench/base and run the same way on the same positions in the same
-- run; it has no cache, so each of its calls builds its tables anew.
--
-- Environment: BENCH_HINT_ROWS="16,4 8,19" to pick rows; BENCH_HINT_BASE=0
-- to skip the baseline.
--
-- Then the tail of the warm calls: BENCH_HINT_TAIL="16,4,112" (disks, pegs,
-- positions; 0 to skip) random positions, each first called once in a fresh
-- process to fill one cache with every table they need, then measured warm
-- in a fresh process each: median, 90th and 99th percentile, the largest,
-- and how many took more than 0.3 s. BENCH_HINT_TAIL_BASE (a commit, 0 to
-- skip) is measured the same way on the same positions with the same
-- cache, each of its calls right after ours: the search of the branch
-- point, before the search from the start kept its positions in blocks.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path

local BASE_COMMIT = "4ef9f29"
local BASE_DIR = "build/bench/base"
local TAIL = os.getenv("BENCH_HINT_TAIL") or "16,4,112"
local TAIL_BASE = os.getenv("BENCH_HINT_TAIL_BASE") or "46d14c0"
local TAIL_SLOW = 0.3           -- seconds: the promise of a warm hint
-- rows: disks, pegs, positions, budget (nil: the default), memory cap
local ROWS = {
  { 12, 4, 5 }, { 14, 4, 5 }, { 16, 4, 5 }, { 18, 4, 3 }, { 20, 4, 3 },
  { 12, 5, 5 }, { 14, 5, 5 }, { 16, 5, 3 },
  { 10, 8, 5 }, { 11, 8, 5 }, { 10, 10, 5 }, { 12, 19, 5 }, { 16, 32, 5 },
}
-- positions of 20 disks on 4 pegs at a known distance (k moves into
-- Frame-Stewart's solution: 289 - k from the goal), with a larger budget
local KNOWN = { n = 20, ks = { 200, 150, 120 }, budget = 1 << 26, memory = 6 << 30 }
local FS20 = 289                -- hanoi.count(20, 4)

if os.getenv("BENCH_HINT_ROWS") then
  ROWS = {}
  for n, k in os.getenv("BENCH_HINT_ROWS"):gmatch("(%d+),(%d+)") do
    ROWS[#ROWS + 1] = { tonumber(n), tonumber(k), 3 }
  end
  KNOWN = nil
end
local WITH_BASE = os.getenv("BENCH_HINT_BASE") ~= "0"

-- The child: one hint (or one distance of a known position) as the first
-- call of the process; prints "hint CPU EXACT POSITIONS METHOD PEAK_KIB".
local CHILD = [=[
local lroot, croot, n, k, i, budget, memory, known = ...
package.path = lroot .. "/lua/?.lua;" .. lroot .. "/lua/?/init.lua;" .. package.path
package.cpath = croot .. "/?.so;" .. package.cpath
n, k, i = tonumber(n), tonumber(k), tonumber(i)
budget, memory = tonumber(budget), tonumber(memory)      -- 0: the default
if budget == 0 then budget = nil end
if memory == 0 then memory = nil end
local hanoi = require "hanoi"
local s
if known == "1" then                     -- i moves into Frame-Stewart's solution
  s = hanoi.new(n, 4)
  local j = 0
  for _, f, t in hanoi.moves(n, { pegs = 4, from = 1, to = 4 }) do
    if j == i then break end
    assert(s:move(f, t)); j = j + 1
  end
else
  math.randomseed(1000 * n + 10 * k + i)
  local label = {}
  for d = 1, n do label[d] = math.random(k) end
  s = hanoi.state(label, k)
end
local stats = {}
local opts = { stats = stats, max_states = budget, max_memory = memory }
local t0 = os.clock()
local ok, disk, _, _, exact = pcall(s.hint, s, k, opts)
local t = os.clock() - t0
if not ok and tostring(disk):match("unknown option 'stats'") then
  opts.stats = nil
  t0 = os.clock()
  disk, _, _, exact = s:hint(k, opts)
  t = os.clock() - t0
elseif not ok then
  error(disk, 0)
end
local f = io.open("/proc/self/status")
local peak = f:read("a"):match("VmHWM:%s*(%d+)")
f:close()
print(("hint %.6f %s %s %s %s"):format(t, tostring(exact ~= false), tostring(stats.positions or "-"),
                                     stats.method or "-", peak))
]=]

local bench = dofile("bench/lib/common.lua")
local sh, capture, scratch, median = bench.sh, bench.capture, bench.scratch, bench.median
local build_at = bench.build_core

local function build_base() return build_at(BASE_COMMIT, BASE_DIR) end

local child_path = os.tmpname()
do
  local f = assert(io.open(child_path, "w"))
  f:write(CHILD)
  f:close()
end

-- one call in a fresh process with the cache `cache`; returns a record
local function call(root, croot, cache, n, k, i, budget, memory, known)
  local out = capture(("XDG_CACHE_HOME=%s lua5.4 %s %s %s %d %d %d %s %s %s 2>&1"):format(
    cache, child_path, root, croot, n, k, i, tostring(budget or 0), tostring(memory or 0),
    known and "1" or "0"))
  local t, e, pos, how, peak = out:match("hint (%S+) (%S+) (%S+) (%S+) (%d+)")
  if not t then return nil, out:gsub("\n", " ") end
  return { t = tonumber(t), exact = e == "true", positions = tonumber(pos), method = how,
           peak = tonumber(peak) / 1024 }
end

local function fmt_time(t)
  if t >= 1 then return ("%.2f s"):format(t) end
  if t >= 0.001 then return ("%.1f ms"):format(t * 1000) end
  return ("%.2f ms"):format(t * 1000)
end

local function cache_mib(dir)
  local kib = tonumber(capture("du -sk " .. dir .. " 2>/dev/null"):match("%d+")) or 0
  return kib / 1024
end

local have_base = WITH_BASE and build_base()

-- measures one row: for each position, a fresh process with an empty
-- cache of its own (cold), then another with the cache that one left (warm)
local function row(n, k, count, budget, memory)
  local cold, warm, exact, methods, peak, positions, size = {}, {}, true, {}, 0, {}, 0
  for i = 1, count do
    local cache = scratch()
    local c, err = call(".", "./build", cache, n, k, i, budget, memory)
    local w, err2 = call(".", "./build", cache, n, k, i, budget, memory)
    local mib = cache_mib(cache)
    sh("rm -rf " .. cache)
    if not c then return nil, err end
    if not w then return nil, err2 end
    cold[#cold + 1], warm[#warm + 1] = c.t, w.t
    exact = exact and c.exact and w.exact
    methods[w.method] = (methods[w.method] or 0) + 1
    positions[#positions + 1] = w.positions
    peak = math.max(peak, c.peak, w.peak)
    size = math.max(size, mib)
  end
  local names = {}
  for how, c in pairs(methods) do names[#names + 1] = how .. " x" .. c end
  table.sort(names)
  return { cold = median(cold), cold_max = math.max(table.unpack(cold)), warm = median(warm),
           warm_max = math.max(table.unpack(warm)), exact = exact,
           methods = table.concat(names, ", "), peak = peak, positions = median(positions),
           size = size }
end

local function base_row(n, k, count, budget, memory)
  local times, peak, exact = {}, 0, true
  for i = 1, count do
    local cache = scratch()
    local b = call(BASE_DIR, BASE_DIR, cache, n, k, i, budget, memory)
    sh("rm -rf " .. cache)
    if not b then return nil end
    times[#times + 1] = b.t
    exact = exact and b.exact
    if b.peak > peak then peak = b.peak end
  end
  return { t = median(times), peak = peak, exact = exact }
end

print("State:hint(k) from random positions to the tower on peg k, each the first call of a fresh"
      .. " process (CPU seconds); cold: an empty cache; warm: the cache the cold call left")
print("disks,pegs | cold median | cold max | warm median | warm max | peak MiB | cache MiB"
      .. " | positions (median) | exact | methods | baseline (first call, median)"
      .. " | baseline peak MiB | baseline exact | cold speed-up | warm speed-up")
for _, r in ipairs(ROWS) do
  local n, k, count, budget, memory = r[1], r[2], r[3], r[4], r[5]
  local m, err = row(n, k, count, budget, memory)
  if not m then
    print(("%d,%d | failed: %s"):format(n, k, tostring(err)))
  else
    local line = ("%d,%d | %s | %s | %s | %s | %.0f | %.1f | %s | %s | %s"):format(n, k,
      fmt_time(m.cold), fmt_time(m.cold_max), fmt_time(m.warm), fmt_time(m.warm_max), m.peak, m.size,
      tostring(m.positions), m.exact and "yes" or "no", m.methods)
    local b = have_base and base_row(n, k, count, budget, memory)
    if b then
      line = line .. (" | %s | %.0f | %s | %.1fx | %.0fx"):format(fmt_time(b.t), b.peak,
        b.exact and "yes" or "no", b.t / math.max(m.cold, 1e-6), b.t / math.max(m.warm, 1e-6))
    else
      line = line .. " | not run | | | |"
    end
    print(line)
  end
  io.stdout:flush()
end

if KNOWN then
  print(("%d disks on 4 pegs, positions k moves into Frame-Stewart's solution (distance %d - k),"
    .. " max_states = %d, max_memory = %d GiB, a cache of their own:"):format(KNOWN.n,
    FS20, KNOWN.budget, KNOWN.memory >> 30))
  local cache = scratch()
  for _, i in ipairs(KNOWN.ks) do
    local cold = call(".", "./build", cache, KNOWN.n, 4, i, KNOWN.budget, KNOWN.memory, true)
    local warm = call(".", "./build", cache, KNOWN.n, 4, i, KNOWN.budget, KNOWN.memory, true)
    if cold and warm then
      print(("k = %d | cold %s | warm %s | peak %.0f MiB | positions %s | exact %s | %s"):format(i,
        fmt_time(cold.t), fmt_time(warm.t), math.max(cold.peak, warm.peak), tostring(warm.positions),
        warm.exact and "yes" or "no", warm.method))
    end
    io.stdout:flush()
  end
  print(("cache: %.1f MiB"):format(cache_mib(cache)))
  sh("rm -rf " .. cache)
end
-- the tail of the warm calls (see the top of this file)
local function spread(list)
  local s = {}
  for i, v in ipairs(list) do s[i] = v end
  table.sort(s)
  local function at(q) return s[math.max(1, math.ceil(q * #s))] end
  local over = 0
  for _, v in ipairs(s) do if v > TAIL_SLOW then over = over + 1 end end
  return ("median %s | p90 %s | p99 %s | max %s | over %.1f s: %d of %d"):format(fmt_time(at(0.5)),
    fmt_time(at(0.9)), fmt_time(at(0.99)), fmt_time(s[#s]), TAIL_SLOW, over, #s)
end

if TAIL ~= "0" then
  local n, k, count = TAIL:match("^(%d+),(%d+),(%d+)$")
  n, k, count = tonumber(n), tonumber(k), tonumber(count)
  local tail_dir = "build/bench/tail-" .. TAIL_BASE
  local have_old = TAIL_BASE ~= "0" and build_at(TAIL_BASE, tail_dir)
  local cache = scratch()
  print(("Warm State:hint(%d) of %d random %d-disk positions, each in a fresh process with a cache"
    .. " that holds every table they need (CPU seconds of the call):"):format(k, count, n))
  for i = 1, count do assert(call(".", "./build", cache, n, k, i)) end   -- fills the cache
  local new, old, ratios, most, exact = {}, {}, {}, 0, true
  for i = 1, count do
    local w, err = call(".", "./build", cache, n, k, i)
    if not w then error(err) end
    new[#new + 1] = w.t
    most = math.max(most, w.positions or 0)
    exact = exact and w.exact
    if have_old then
      local o = call(tail_dir, tail_dir, cache, n, k, i)
      if o then
        old[#old + 1] = o.t
        ratios[#ratios + 1] = o.t / math.max(w.t, 1e-6)
      end
    end
  end
  print(("now | %s | positions at most %d | exact %s"):format(spread(new), most,
    exact and "yes" or "no"))
  if #old > 0 then
    table.sort(ratios)
    print(("%s (same positions, same cache) | %s | ratio of its time to ours: median %.1fx, least"
      .. " %.1fx"):format(TAIL_BASE, spread(old), ratios[(#ratios + 1) // 2], ratios[1]))
  end
  print(("cache: %.1f MiB"):format(cache_mib(cache)))
  sh("rm -rf " .. cache)
end
os.remove(child_path)
