-- `make bench`: hanoi.bfs against a straightforward C baseline, and
-- hanoi.distance against the same O(n) algorithm written in Lua.
-- Figures are ratios measured in the same run. BENCH_BFS_N (default 14)
-- sets the number of disks of the 4-peg search; BENCH_BFS_N=15 is the
-- billion-state run quoted in the README.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath

local N = tonumber(os.getenv("BENCH_BFS_N") or "14")
local K = 4

-- a child process: its output lines as an array
local function run(cmd)
  local p = assert(io.popen(cmd))
  local lines = {}
  for line in p:lines() do lines[#lines + 1] = line end
  assert(p:close(), "command failed: " .. cmd)
  return lines
end

-- layer sizes, seconds and peak memory from a child's output
local function parse(lines)
  local layers, secs, peak, cpu = {}, nil, nil, nil
  for _, l in ipairs(lines) do
    local d, c = l:match("^(%d+) (%d+)$")
    if d then layers[tonumber(d) + 1] = tonumber(c) end
    secs = tonumber(l:match("^seconds (%S+)")) or secs
    peak = tonumber(l:match("^peak_kib (%S+)")) or peak
    cpu = tonumber(l:match("^cpu (%S+)")) or cpu
  end
  return layers, secs, peak, cpu
end

-- the hanoi.bfs child: wall time from /proc/uptime, VmHWM at the end
local CHILD = [[
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"
local function uptime() local f = io.open("/proc/uptime"); local t = f:read("n"); f:close(); return t end
local t0, c0 = uptime(), os.clock()
local r = hanoi.bfs { n = %d, k = %d }
local t1, c1 = uptime(), os.clock()
for d, c in ipairs(r.layers) do print(d - 1, c) end
local f = io.open("/proc/self/status"); local s = f:read("a"); f:close()
print("seconds " .. (t1 - t0))
print("cpu " .. (c1 - c0))
print("peak_kib " .. s:match("VmHWM:%%s*(%%d+)"))
]]

print(("hanoi.bfs{n = %d, k = %d} from the perfect tower (%d states)"):format(N, K, K ^ N))
local base_layers, base_s, base_kib, base_cpu = parse(run(("build/bench/bfs_baseline %d %d"):format(N, K)))
local lines = run(("lua5.4 -e '%s'"):format(CHILD:format(N, K)))
for i, l in ipairs(lines) do lines[i] = l:gsub("\t", " ") end
local ours, s, kib, cpu = parse(lines)
assert(#ours == #base_layers, "layer counts differ from the baseline")
for d = 1, #ours do assert(ours[d] == base_layers[d], "layer " .. (d - 1) .. " differs") end
print(("  baseline (1 thread, 3 bits per state): %7.2f s wall %7.2f s cpu %7.1f MiB peak")
  :format(base_s, base_cpu, base_kib / 1024))
print(("  hanoi.bfs (2 bits per state, threads): %7.2f s wall %7.2f s cpu %7.1f MiB peak")
  :format(s, cpu, kib / 1024))
print(("  speed-up %.2fx wall (target >= 3x), %.2fx less cpu time; eccentricity %d, %d states at that distance")
  :format(base_s / s, base_cpu / cpu, #ours - 1, ours[#ours]))
if os.getenv("BENCH_LAYERS") then
  for d, c in ipairs(ours) do print(("    %4d %12d"):format(d - 1, c)) end
end
if N == 14 then
  print(("  peak memory %.1f MiB (target <= 80 MiB)"):format(kib / 1024))
end

-- hanoi.distance on random 64-disk 3-peg positions
local hanoi = require "hanoi"
local function lua_distance(a, b, n)     -- the same O(n) algorithm in Lua
  local m = n
  while m >= 1 and a[m] == b[m] do m = m - 1 end
  if m == 0 then return 0 end
  local function to_tower(w, top, t)
    local c = 0
    for j = top, 1, -1 do
      if w[j] ~= t then c = c + (1 << (j - 1)); t = 6 - w[j] - t end
    end
    return c
  end
  local p, q = a[m], b[m]
  local r = 6 - p - q
  local d1 = to_tower(a, m - 1, r) + to_tower(b, m - 1, r) + 1
  local d2 = to_tower(a, m - 1, q) + to_tower(b, m - 1, p) + (1 << (m - 1)) + 1
  return math.ult(d2, d1) and d2 or d1
end
math.randomseed(64)
local pairs_, tabs = {}, {}
for i = 1, 256 do
  local a, b = {}, {}
  for d = 1, 64 do a[d] = math.random(3); b[d] = math.random(3) end
  pairs_[i] = { hanoi.state(a), hanoi.state(b) }
  tabs[i] = { a, b }
end
local CALLS = 2000000
local distance = hanoi.distance
local t0 = os.clock()
for i = 1, CALLS do local p = pairs_[(i & 255) + 1]; distance(p[1], p[2]) end
local c_rate = CALLS / (os.clock() - t0)
local LCALLS = CALLS // 20
t0 = os.clock()
for i = 1, LCALLS do local p = tabs[(i & 255) + 1]; lua_distance(p[1], p[2], 64) end
local lua_rate = LCALLS / (os.clock() - t0)
print(("hanoi.distance, random 64-disk 3-peg pairs: %.2f million calls/s (target >= 1), "
  .. "%.1fx the same algorithm in Lua"):format(c_rate / 1e6, c_rate / lua_rate))
