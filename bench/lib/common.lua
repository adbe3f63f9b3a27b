-- What the benchmarks share: commands run and read, scratch folders, a
-- commit's core built from git, the median and the best of runs, the
-- wall clock, lists and files read. A benchmark loads it with
-- `local bench = dofile "bench/lib/common.lua"` (make bench runs
-- bench/*.lua from the checkout's root; a file of bench/lib/ is no
-- benchmark of its own).
local M = {}

--- Runs a shell command: whether it exited 0.
function M.sh(cmd) return os.execute(cmd) == true end

--- What a shell command writes on its standard output.
function M.capture(cmd)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  p:close()
  return out
end

--- A new empty folder of its own (the caller removes it).
function M.scratch()
  local d = os.tmpname()
  os.remove(d)
  assert(M.sh("mkdir -p " .. d))
  return d
end

--- Builds the core of `commit` (its src/, and its Lua modules copied
-- beside it) into `dir`, once: dir/hanoi/core.so and dir/lua/. Whether it
-- is there.
function M.build_core(commit, dir)
  if io.open(dir .. "/hanoi/core.so") then return true end
  return M.sh(table.concat({
    "rm -rf " .. dir, "mkdir -p " .. dir .. "/hanoi",
    ("git archive %s src lua | tar -x -C %s"):format(commit, dir),
    ("cc -std=c99 -O2 -fPIC -shared -I/usr/include/lua5.4 -o %s/hanoi/core.so %s/src/*.c"
     .. " $(ls %s/src/engine/*.c %s/src/search/*.c 2>/dev/null) -pthread")
      :format(dir, dir, dir, dir),
  }, " && ") .. " 2>/dev/null")
end

--- The median of a list of numbers (the upper one of an even count's
-- two); the list itself is left as it is.
function M.median(list)
  local s = table.move(list, 1, #list, 1, {})
  table.sort(s)
  return s[(#s + 1) // 2]
end

--- The least CPU seconds (os.clock) of `runs` calls of f, each after a
-- full garbage collection.
function M.best(runs, f)
  local best = math.huge
  for _ = 1, runs do
    collectgarbage()
    local t0 = os.clock()
    f()
    local t = os.clock() - t0
    if t < best then best = t end
  end
  return best
end

--- Seconds since the machine started (/proc/uptime): a wall clock.
function M.uptime()
  local f = io.open("/proc/uptime"); local t = f:read("n"); f:close(); return t
end

--- The numbers of a list as "1,2,4" writes them.
function M.list(s)
  local t = {}
  for x in s:gmatch("%d+") do t[#t + 1] = tonumber(x) end
  return t
end

--- The load average of the last 1, 5 and 15 minutes ("0.52 0.61 0.70"),
-- printed beside the figures (the machine may be shared); "?" without
-- /proc/loadavg.
function M.loadavg()
  local f = io.open("/proc/loadavg")
  local s = f and f:read("l") or "?"
  if f then f:close() end
  return s:match("^(%S+ %S+ %S+)") or s
end

--- A file's text, "" when there is none.
function M.read(path)
  local f = io.open(path)
  if not f then return "" end
  local s = f:read("a")
  f:close()
  return s
end

return M
