-- `make bench`: hanoi.bfs on 4 pegs, by peg symmetry against the plain
-- method (symmetry = false, a baseline measured in the same run) and
-- against the symmetric search of an earlier version (one position at a
-- time, each decoded from its rank; built from git into build/bench/
-- bfs-before), on one thread and on two; and deep graphs (the linear
-- rules, 3^n - 1 layers) against hanoi.search; and the same symmetric
-- search on disk (`dir`, a quarter of its table's memory as max_memory,
-- so four segments or so) against the one in memory. Each search runs in
-- a child process that reports its wall and CPU time and its peak
-- resident memory (VmHWM). bench/bfs_big.lua has the 19- and 20-disk runs.
--   BENCH_BFS_N      disk counts of the 4-peg rows (default "14,15,16";
--                    add 17 for the 2-minute row)
--   BENCH_BFS_PLAIN  largest n of the plain baseline (default 16)
--   BENCH_BFS_BEFORE largest n of the earlier version (default 16; 0: none)
--   BENCH_BFS_LINEAR disk counts of the linear rows (default "14,15,16")
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath

local bench = dofile("bench/lib/common.lua")
local numbers = bench.list
local NS = numbers(os.getenv("BENCH_BFS_N") or "14,15,16")
local PLAIN_MAX = tonumber(os.getenv("BENCH_BFS_PLAIN") or "16")
local BEFORE_MAX = tonumber(os.getenv("BENCH_BFS_BEFORE") or "16")
local BEFORE_COMMIT = "e34bfb4"
local BEFORE_DIR = "build/bench/bfs-before"
local LINEAR = numbers(os.getenv("BENCH_BFS_LINEAR") or "14,15,16")

local CHILD = [[
package.path = "%s/lua/?.lua;%s/lua/?/init.lua;" .. package.path
package.cpath = "%s/?.so;" .. package.cpath
local hanoi = require "hanoi"
local function uptime() local f = io.open("/proc/uptime"); local t = f:read("n"); f:close(); return t end
local t0, c0 = uptime(), os.clock()
%s
local t1, c1 = uptime(), os.clock()
local f = io.open("/proc/self/status"); local s = f:read("a"); f:close()
print("result " .. result)
print("seconds " .. (t1 - t0))
print("cpu " .. (c1 - c0))
print("peak_kib " .. s:match("VmHWM:%%s*(%%d+)"))
]]

-- runs `code` (which sets `result`) in a child, with the Lua modules of
-- lroot and the core of croot: result, seconds, MiB, CPU seconds
local function measure(code, lroot, croot)
  lroot, croot = lroot or ".", croot or "./build"
  local p = assert(io.popen(("lua5.4 -e '%s'"):format(CHILD:format(lroot, lroot, croot, code))))
  local out = p:read("a")
  assert(p:close(), "child failed: " .. out)
  return out:match("result (%S+)"), tonumber(out:match("seconds (%S+)")),
         tonumber(out:match("peak_kib (%d+)")) / 1024, tonumber(out:match("cpu (%S+)"))
end

-- builds the earlier version's core (and takes its Lua modules) once
local function build_before() return bench.build_core(BEFORE_COMMIT, BEFORE_DIR) end

local DISK_DIR = "build/bench/bfs-disk"

local function bfs(n, opts, lroot, croot)
  if opts:find("dir =", 1, true) then os.execute("rm -rf " .. DISK_DIR .. " && mkdir -p build/bench") end
  if not opts:find("max_memory", 1, true) then opts = "max_memory = 8 << 30, " .. opts end
  return measure(([[
local r = hanoi.bfs { n = %d, k = 4, %s }
local parts = {}
for _, c in ipairs(r.layers) do parts[#parts + 1] = c end
result = r.eccentricity .. "/" .. r.farthest .. "/" .. r.reached .. "/" .. #parts .. "/"
  .. table.concat(parts, ":"):len()
]]):format(n, opts), lroot, croot)
end

local have_before = BEFORE_MAX > 0 and build_before()
local loadavg = bench.loadavg

print("hanoi.bfs from the tower on 4 pegs (wall and CPU seconds, peak MiB; load average "
      .. loadavg() .. " at the start)")
print(("%3s  %-30s %9s %9s %9s  %s"):format("n", "method", "wall s", "cpu s", "MiB",
                                           "eccentricity/farthest"))
for _, n in ipairs(NS) do
  local rows, by = {}, {}
  for _, c in ipairs {
    { "symmetric, 1 thread", "threads = 1" },
    { "symmetric, 2 threads", "threads = 2" },
    { "symmetric before, 1 thread", "threads = 1", "before" },
    { "symmetric before, 2 threads", "threads = 2", "before" },
    { "plain, 1 thread", "threads = 1, symmetry = false", "plain" },
    { "plain, 2 threads", "threads = 2, symmetry = false", "plain" },
    { "symmetric on disk, 2 threads", ("threads = 2, dir = %q, max_memory = %d")
        :format(DISK_DIR, math.floor(4 ^ n / 6 / 16)) },
  } do
    local run = c[3] == nil or (c[3] == "plain" and n <= PLAIN_MAX)
                or (c[3] == "before" and have_before and n <= BEFORE_MAX)
    if run then
      local lroot, croot
      if c[3] == "before" then lroot, croot = BEFORE_DIR, BEFORE_DIR end
      local res, s, mib, cpu = bfs(n, c[2], lroot, croot)
      rows[#rows + 1] = { c[1], s, mib, res }
      by[c[1]] = rows[#rows]
      print(("%3d  %-30s %9.2f %9.2f %9.1f  %s"):format(n, c[1], s, cpu, mib, res:match("^(%d+/%d+)")))
    end
  end
  for i = 2, #rows do
    assert(rows[i][4] == rows[1][4], "the methods disagree at n = " .. n)
  end
  local function ratio(a, b, what)
    a, b = by[a], by[b]
    return a and b and (" %s %.2fx;"):format(what, a[2] / b[2]) or ""
  end
  print("    " .. ratio("symmetric, 1 thread", "symmetric, 2 threads", "2 threads vs 1:")
    .. ratio("symmetric before, 1 thread", "symmetric, 1 thread", "vs before (1 thread):")
    .. ratio("symmetric before, 2 threads", "symmetric, 2 threads", "vs before (2 threads):")
    .. ratio("plain, 2 threads", "symmetric, 2 threads", "vs plain (2 threads):")
    .. ratio("symmetric on disk, 2 threads", "symmetric, 2 threads", "disk/memory time:"))
end

print("deep graphs: linear rules, 3 pegs (3^n - 1 layers of one position)")
for _, n in ipairs(LINEAR) do
  local r1, s1, m1 = measure(([[
local r = hanoi.bfs { n = %d, k = 3, rules = "linear", max_memory = 8 << 30 }
result = r.eccentricity]]):format(n))
  local r2, s2, m2 = measure(([[
result = hanoi.search { from = hanoi.new(%d), to = hanoi.state(("C"):rep(%d)), rules = "linear",
                        max_memory = 8 << 30, max_states = 2 * 3 ^ %d // 1 }]]):format(n, n, n))
  assert(r1 == r2, "bfs and search disagree")
  print(("%3d  bfs %7.2f s %7.1f MiB   search %7.2f s %7.1f MiB   bfs/search %.2f")
    :format(n, s1, m1, s2, m2, s1 / s2))
end
