-- `make bench`: hanoi.bfs on 4 pegs, by peg symmetry against the plain
-- method (symmetry = false, the baseline, measured in the same run), on
-- one thread and on two; and deep graphs (the linear rules, 3^n - 1
-- layers) against hanoi.search. Each search runs in a child process that
-- reports its wall time and peak resident memory (VmHWM).
--   BENCH_BFS_N     disk counts of the 4-peg rows (default "14,15,16";
--                   add 17 for the 2-minute row)
--   BENCH_BFS_PLAIN largest n of the plain baseline (default 16)
--   BENCH_BFS_LINEAR disk counts of the linear rows (default "14,15,16")
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath

local function numbers(s)
  local t = {}
  for x in s:gmatch("%d+") do t[#t + 1] = tonumber(x) end
  return t
end
local NS = numbers(os.getenv("BENCH_BFS_N") or "14,15,16")
local PLAIN_MAX = tonumber(os.getenv("BENCH_BFS_PLAIN") or "16")
local LINEAR = numbers(os.getenv("BENCH_BFS_LINEAR") or "14,15,16")

local CHILD = [[
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"
local function uptime() local f = io.open("/proc/uptime"); local t = f:read("n"); f:close(); return t end
local t0 = uptime()
%s
local t1 = uptime()
local f = io.open("/proc/self/status"); local s = f:read("a"); f:close()
print("result " .. result)
print("seconds " .. (t1 - t0))
print("peak_kib " .. s:match("VmHWM:%%s*(%%d+)"))
]]

-- runs `code` (which sets `result`) in a child: result, seconds, MiB
local function measure(code)
  local p = assert(io.popen(("lua5.4 -e '%s'"):format(CHILD:format(code))))
  local out = p:read("a")
  assert(p:close(), "child failed: " .. out)
  return out:match("result (%S+)"), tonumber(out:match("seconds (%S+)")),
         tonumber(out:match("peak_kib (%d+)")) / 1024
end

local function bfs(n, opts)
  return measure(([[
local r = hanoi.bfs { n = %d, k = 4, max_memory = 8 << 30, %s }
local parts = {}
for _, c in ipairs(r.layers) do parts[#parts + 1] = c end
result = r.eccentricity .. "/" .. r.farthest .. "/" .. r.reached .. "/" .. #parts .. "/" .. table.concat(parts, ":"):len()
]]):format(n, opts))
end

print("hanoi.bfs from the tower on 4 pegs (wall seconds, peak MiB)")
print(("%3s  %-24s %9s %9s  %s"):format("n", "method", "seconds", "MiB", "eccentricity/farthest"))
for _, n in ipairs(NS) do
  local rows = {}
  for _, c in ipairs {
    { "symmetric, 1 thread", "threads = 1" },
    { "symmetric, 2 threads", "threads = 2" },
    { "plain, 1 thread", "threads = 1, symmetry = false", true },
    { "plain, 2 threads", "threads = 2, symmetry = false", true },
  } do
    if not c[3] or n <= PLAIN_MAX then
      local res, s, mib = bfs(n, c[2])
      rows[#rows + 1] = { c[1], s, mib, res }
      print(("%3d  %-24s %9.2f %9.1f  %s"):format(n, c[1], s, mib, res:match("^(%d+/%d+)")))
    end
  end
  for i = 2, #rows do
    assert(rows[i][4] == rows[1][4], "the methods disagree at n = " .. n)
  end
  print(("     2 threads vs 1 (symmetric): %.2fx;"):format(rows[1][2] / rows[2][2])
    .. (rows[4] and (" symmetric vs plain (2 threads): %.2fx faster, %.1fx less memory")
        :format(rows[4][2] / rows[2][2], rows[4][3] / rows[2][3]) or ""))
end

print("deep graphs: linear rules, 3 pegs (3^n - 1 layers of one position)")
for _, n in ipairs(LINEAR) do
  local r1, s1, m1 = measure(([[
local r = hanoi.bfs { n = %d, k = 3, rules = "linear", max_memory = 8 << 30 }
result = r.eccentricity]]):format(n))
  local r2, s2, m2 = measure(([[
result = hanoi.search { from = hanoi.new(%d), to = hanoi.state(("C"):rep(%d)), rules = "linear",
                        max_memory = 8 << 30 }]]):format(n, n))
  assert(r1 == r2, "bfs and search disagree")
  print(("%3d  bfs %7.2f s %7.1f MiB   search %7.2f s %7.1f MiB   bfs/search %.2f")
    :format(n, s1, m1, s2, m2, s1 / s2))
end
