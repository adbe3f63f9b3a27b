-- The whole 4-peg spaces past 18 disks: hanoi.bfs of 19 disks in memory
-- and of 20 disks with its table on disk (`dir`), each against the
-- positions per second of 18 disks in memory measured in the same run,
-- and each checked against the eccentricity Korf (2004) found (OEIS
-- A382111). They need the whole machine (19 disks: 10.8 GiB of memory and
-- several minutes on two cores; 20 disks: up to BENCH_BFS_MEMORY of
-- memory, tens of GiB of disk and an hour or more), so `make bench` skips
-- them unless asked:
--   BENCH_BFS_BIG     the runs, e.g. "19,20d" (d: on disk; default none).
--                     "16,17,16d,17d" measures the small ones the same way.
--   BENCH_BFS_MEMORY  max_memory of the runs on disk, bytes (default 18 GiB at 20
--                     disks, cut into three segments; below, 2/5 of the table,
--                     so three segments too)
--   BENCH_BFS_DIR     directory of the runs on disk (default build/bench/bfs-big;
--                     a run of the same size found there goes on from its files)
--   BENCH_BFS_BASE    the baseline's disks (default 18; 0: none)
-- Each search runs in a child process that reports its wall and CPU time
-- (all threads), its peak resident memory (VmHWM) and, on disk, the most
-- its directory held (du, at each progress call).
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath

local A382111 = { [14] = 113, [15] = 130, [16] = 161, [17] = 193, [18] = 225, [19] = 257, [20] = 294 }
local RUNS = os.getenv("BENCH_BFS_BIG") or ""
local MEMORY = tonumber(os.getenv("BENCH_BFS_MEMORY"))
local DIR = os.getenv("BENCH_BFS_DIR") or "build/bench/bfs-big"
local BASE = tonumber(os.getenv("BENCH_BFS_BASE") or "18")

if RUNS == "" then
  print("bfs_big: the 19- and 20-disk searches run only when asked "
        .. "(BENCH_BFS_BIG=19,20d; see bench/bfs_big.lua)")
  return
end

local CHILD = [[
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"
local n, dir, memory = %d, %s, %d
local function uptime() local f = io.open("/proc/uptime"); local t = f:read("n"); f:close(); return t end
local function du()
  local p = io.popen("du -sk '" .. dir .. "' 2>/dev/null")
  local kib = tonumber((p:read("a") or ""):match("^(%%d+)")) or 0
  p:close()
  return kib
end
local disk = 0
local t0, c0 = uptime(), os.clock()
local r = hanoi.bfs { n = n, k = 4, dir = dir, max_memory = memory,
  progress = function() if dir then disk = math.max(disk, du()) end end }
local t1, c1 = uptime(), os.clock()
local f = io.open("/proc/self/status"); local s = f:read("a"); f:close()
print("eccentricity " .. r.eccentricity)
print("farthest " .. r.farthest)
print("reached " .. string.format("%%.0f", r.reached))
print("segments " .. (r.segments or 0))
print("seconds " .. (t1 - t0))
print("cpu " .. (c1 - c0))
print("peak_kib " .. s:match("VmHWM:%%s*(%%d+)"))
print("disk_kib " .. disk)
]]

-- runs the search of n disks (on disk when `disk`) in a child
local function measure(n, disk)
  local dir = disk and ("%s/%d"):format(DIR, n) or nil
  local memory = n >= 19 and 12 << 30 or 4 << 30
  if disk then memory = MEMORY or (n >= 20 and 18 << 30 or math.floor(4 ^ n / 24 * 0.4)) end
  local state = dir and io.open(dir .. "/state.bfs")
  if state then state:close() end
  if dir then os.execute("mkdir -p '" .. DIR .. "'") end
  local code = CHILD:format(n, dir and ("%q"):format(dir) or "nil", memory)
  local p = assert(io.popen("lua5.4 -e '" .. code:gsub("'", "'\\''") .. "'"))
  local out = p:read("a")
  assert(p:close(), "the search failed: " .. out)
  local function num(key) return tonumber(out:match(key .. " (%S+)")) end
  return {
    ecc = num("eccentricity"), farthest = num("farthest"), reached = num("reached"),
    segments = num("segments"), wall = num("seconds"), cpu = num("cpu"),
    mib = num("peak_kib") / 1024, disk_gib = num("disk_kib") / 1048576, resumed = state ~= nil,
  }
end

local loadavg = dofile("bench/lib/common.lua").loadavg

print(("hanoi.bfs from the tower on 4 pegs, big spaces (load average %s at the start)")
  :format(loadavg()))
print(("%4s  %-12s %9s %9s %10s %9s %6s  %12s %8s  %s"):format("n", "where", "wall s", "cpu s",
  "peak MiB", "disk GiB", "segs", "positions/s", "vs base", "eccentricity (A382111)"))

local base
local function row(n, disk, m)
  local pps = 4 ^ n / m.wall
  local ok = m.ecc == A382111[n] and m.reached == 4 ^ n
  print(("%4d  %-12s %9.1f %9.1f %10.0f %9.2f %6s  %12.3e %8s  %d %s%s"):format(n,
    disk and "disk" or "memory", m.wall, m.cpu, m.mib, m.disk_gib,
    disk and tostring(m.segments) or "-", pps, base and ("%.2fx"):format(pps / base) or "-",
    m.ecc, ok and "(right)" or "(WRONG: " .. tostring(A382111[n]) .. ")",
    m.resumed and " (went on from the files in " .. DIR .. ": the times are those of the rest)"
      or ""))
  assert(ok, "the search disagrees with A382111")
  return pps
end

if BASE > 0 then base = row(BASE, false, measure(BASE, false)) end
for item in RUNS:gmatch("[^,%s]+") do
  local n, d = item:match("^(%d+)(d?)$")
  assert(n and A382111[tonumber(n)], "BENCH_BFS_BIG: runs are 14..20, 'd' for on disk: " .. item)
  row(tonumber(n), d == "d", measure(tonumber(n), d == "d"))
end
