-- `make bench`: exact hints on k pegs, `State:hint(k)` from random
-- positions (fixed seeds) to the tower on the last peg, each row in a
-- fresh process (so its figures include building the tables it needs):
-- CPU seconds per hint (median, max), the peak resident memory of the
-- process, the positions the search expanded, and whether every answer
-- was exact. The baseline is the search of an earlier version (the
-- breadth-first search over the whole space with a memory-sized fallback
-- plan), built from git into build/bench/old and run the same way with
-- a 4 GiB memory cap (it needs 2.4 GiB at 16 disks on 4 pegs), in the same run.
--
-- Environment: BENCH_HINT_ROWS="16,4 8,19" to pick rows; BENCH_HINT_OLD=0
-- to skip the baseline, =all to measure it on every row (by default it
-- runs where it answers in seconds and on 3 positions per row).
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path

local POSITIONS = 5
local OLD_POSITIONS = 3
local ROWS = { { 12, 4 }, { 14, 4 }, { 16, 4 }, { 18, 4 }, { 12, 5 }, { 14, 5 },
               { 10, 8 }, { 11, 8 }, { 10, 10 }, { 7, 19 }, { 8, 19 }, { 12, 19 },
               { 16, 32 } }
-- rows where the old search answers within seconds (its cost grows as k^n)
local OLD_CHEAP = { ["12,4"] = true, ["14,4"] = true, ["12,5"] = true, ["10,8"] = true,
                    ["7,19"] = true, ["16,4"] = true }
local OLD_COMMIT = "1e79cdb"
local OLD_DIR = "build/bench/old"

if os.getenv("BENCH_HINT_ROWS") then
  ROWS = {}
  for n, k in os.getenv("BENCH_HINT_ROWS"):gmatch("(%d+),(%d+)") do
    ROWS[#ROWS + 1] = { tonumber(n), tonumber(k) }
  end
end
local OLD_MODE = os.getenv("BENCH_HINT_OLD") or "some"

-- The child: measures POSITIONS hints of one row and prints one line per
-- position ("hint cpu exact positions") and the peak memory.
local CHILD = [=[
local lroot, croot, n, k, count, new = ...
package.path = lroot .. "/lua/?.lua;" .. lroot .. "/lua/?/init.lua;" .. package.path
package.cpath = croot .. "/?.so;" .. package.cpath
n, k, count, new = tonumber(n), tonumber(k), tonumber(count), new == "1"
local hanoi = require "hanoi"
for i = 1, count do
  math.randomseed(1000 * n + 10 * k + i)       -- the same positions for both
  local label = {}
  for d = 1, n do label[d] = math.random(k) end
  local s = hanoi.state(label, k)
  local stats = {}
  local opts = new and { stats = stats } or { max_memory = 4 << 30 }
  local t0 = os.clock()
  local ok, disk, from, to, exact = pcall(s.hint, s, k, opts)
  local t = os.clock() - t0
  if not ok and new and tostring(disk):match("unknown option 'stats'") then
    opts.stats = nil
    t0 = os.clock()
    disk, from, to, exact = s:hint(k, opts)
    t = os.clock() - t0
  elseif not ok then
    error(disk, 0)
  end
  print(("hint %.6f %s %s %s"):format(t, tostring(exact ~= false), tostring(stats.positions or "-"),
                                     stats.method or "-"))
end
local f = io.open("/proc/self/status")
print("peak_kib " .. f:read("a"):match("VmHWM:%s*(%d+)"))
f:close()
]=]

local function sh(cmd)
  local ok = os.execute(cmd)
  return ok
end

-- builds the old core (and copies its Lua modules) once
local function build_old()
  if io.open(OLD_DIR .. "/hanoi/core.so") then return true end
  local cmd = table.concat({
    "rm -rf " .. OLD_DIR, "mkdir -p " .. OLD_DIR .. "/src " .. OLD_DIR .. "/hanoi",
    ("git archive %s src lua | tar -x -C %s"):format(OLD_COMMIT, OLD_DIR),
    ("cc -std=c99 -O2 -fPIC -shared -I/usr/include/lua5.4 -o %s/hanoi/core.so %s/src/*.c -pthread")
      :format(OLD_DIR, OLD_DIR),
  }, " && ")
  return sh(cmd .. " 2>/dev/null")
end

local function run_row(lroot, croot, n, k, count, new)
  local tmp = os.tmpname()
  local f = assert(io.open(tmp, "w")); f:write(CHILD); f:close()
  local p = assert(io.popen(("lua5.4 %s %s %s %d %d %d %s 2>&1"):format(tmp, lroot, croot, n, k, count,
                                                                  new and "1" or "0")))
  local times, exact, positions, peak, err, methods = {}, true, {}, nil, nil, {}
  for line in p:lines() do
    local t, e, pos, how = line:match("^hint (%S+) (%S+) (%S+) (%S+)$")
    if t then
      times[#times + 1] = tonumber(t)
      exact = exact and e == "true"
      positions[#positions + 1] = tonumber(pos)
      methods[how] = (methods[how] or 0) + 1
    elseif line:match("^peak_kib") then
      peak = tonumber(line:match("%d+")) / 1024
    else
      err = line
    end
  end
  p:close()
  os.remove(tmp)
  if #times < count then return nil, err or "no output" end
  table.sort(times)
  table.sort(positions)
  local names = {}
  for how, c in pairs(methods) do names[#names + 1] = how .. " x" .. c end
  table.sort(names)
  return { median = times[(#times + 1) // 2], max = times[#times], peak = peak, exact = exact,
           methods = table.concat(names, ", "),
           positions = #positions > 0 and positions[(#positions + 1) // 2] or nil }
end

local function fmt_time(t)
  if t >= 1 then return ("%.2f s"):format(t) end
  return ("%.1f ms"):format(t * 1000)
end

local have_old = OLD_MODE ~= "0" and build_old()
print(("State:hint(k) from random positions to the tower on peg k: %d positions a row"):format(POSITIONS))
print("disks,pegs | median | max | peak MiB | positions (median) | exact | methods | "
      .. "baseline median | baseline peak MiB | baseline exact | speed-up")
for _, row in ipairs(ROWS) do
  local n, k = row[1], row[2]
  local r, err = run_row(".", "./build", n, k, POSITIONS, true)
  if not r then
    print(("%d,%d | failed: %s"):format(n, k, err))
  else
    local line = ("%d,%d | %s | %s | %.0f | %s | %s | %s"):format(n, k, fmt_time(r.median),
      fmt_time(r.max), r.peak, r.positions and tostring(r.positions) or "-",
      r.exact and "yes" or "no", r.methods)
    local key = n .. "," .. k
    if have_old and (OLD_MODE == "all" or OLD_CHEAP[key]) then
      local o = run_row(OLD_DIR, OLD_DIR, n, k, OLD_POSITIONS, false)
      if o then
        line = line .. (" | %s | %.0f | %s | %.1fx"):format(fmt_time(o.median), o.peak,
          o.exact and "yes" or "no", o.median / math.max(r.median, 1e-6))
      else
        line = line .. " | failed | | |"
      end
    else
      line = line .. " | not run | | |"
    end
    print(line)
  end
end
