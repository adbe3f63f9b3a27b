-- hanoi-bfs-mpi (the breadth-first search on MPI, `make mpi`) on 4 pegs
-- against hanoi.bfs on one thread, measured in the same run: for each n,
-- hanoi.bfs in a child process (wall, CPU, peak resident memory), then
-- `mpirun -np R` for each R (wall; CPU of the expansion: the most on one
-- rank, all ranks, and the sum over the layers of the slowest rank's,
-- which is the time on R dedicated cores; bytes sent; the memory the
-- search holds and the peak resident memory per rank), every run's layers
-- checked against hanoi.bfs's; then, for the last n on 2 ranks, the cost
-- of --dir (checkpoints) and of a run stopped halfway and started again.
--   BENCH_MPI_N      the disks, e.g. "15,16,17" (default "15,16")
--   BENCH_MPI_RANKS  the ranks (default "1,2,4")
--   BENCH_MPI_RESUME the disks of the runs with --dir (default: the last of
--                    BENCH_MPI_N; 0: none)
--   BENCH_MPI_SPILL  0: no spilled runs (default: after each in-memory run,
--                    the same with --dir and a --max-memory below the shard,
--                    the least the spilled search takes plus 1 MiB, so that
--                    the shard goes to disk a chunk at a time)
-- The ranks share this machine's cores (--oversubscribe): the wall times
-- say more about the load than about the search; the CPU figures are the
-- steadier ones.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath

local mpirun = dofile("bench/lib/mpi.lua")
local BIN, MPIRUN, uptime, list, read = mpirun.BIN, mpirun.MPIRUN, mpirun.uptime, mpirun.list,
  mpirun.read
local NS = os.getenv("BENCH_MPI_N") or "15,16"
local RANKS = os.getenv("BENCH_MPI_RANKS") or "1,2,4"
local RESUME = tonumber(os.getenv("BENCH_MPI_RESUME") or "")
local SPILL = os.getenv("BENCH_MPI_SPILL") ~= "0"

if not mpirun.ready("mpi_bench") then return end

local CHILD = [[
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"
local c0 = os.clock()
local r = hanoi.bfs { n = %d, k = 4, threads = 1, max_memory = 8 << 30 }
local c1 = os.clock()
local f = io.open("/proc/self/status"); local s = f:read("a"); f:close()
local t = {}
for d, c in ipairs(r.layers) do t[#t + 1] = (d - 1) .. "," .. c end
print("cpu " .. (c1 - c0))
print("peak_kib " .. s:match("VmHWM:%%s*(%%d+)"))
print(table.concat(t, "\n"))
]]

local tmp = os.tmpname()
local function baseline(n)
  local t0 = uptime()
  local p = io.popen("lua5.4 -e '" .. CHILD:format(n) .. "'")
  local out = p:read("a")
  p:close()
  local wall = uptime() - t0
  local layers = {}
  for d, c in out:gmatch("(%d+),(%d+)") do layers[#layers + 1] = d .. "," .. c end
  return { wall = wall, cpu = tonumber(out:match("cpu (%S+)")),
           peak = tonumber(out:match("peak_kib (%d+)")) / 1024,
           csv = "distance,states\n" .. table.concat(layers, "\n") .. "\n" }
end

-- one mpirun; extra: more options
local function mpi(n, r, extra, cap)
  local run = mpirun.run(r, ("%d 4 --csv --max-memory %d %s"):format(n, cap or 8 << 30, extra or ""),
    tmp)
  local err, done = run.err, run.done
  local f = {}
  for v in done:gmatch("(%d+%.?%d*) s") do f[#f + 1] = tonumber(v) end
  return { wall = run.wall, out = run.out, err = err,
           busy_max = f[2], busy_all = f[3], critical = f[4],
           sent = tonumber(done:match("(%d+) bytes sent")),
           held = tonumber(done:match("search memory (%d+)")) / 2^20,
           peak = tonumber(done:match("peak memory per rank ([%d.]+)")),
           grow = tonumber(done:match("resident growth per rank (%d+)")) / 2^20,
           spilled = done:find("the shard on disk", 1, true) ~= nil,
           io = tonumber(err:match("on disk: (%d+) bytes of the shards") or "0"),
           upd = tonumber(err:match("(%d+) bytes of update records") or "0") }
end

-- the least memory per rank a search takes (the figure of a refusal)
local function least(n, r, extra)
  os.execute(("%s -np %d %s %d 4 --max-memory 1 %s >/dev/null 2>%s.err </dev/null")
    :format(MPIRUN, r, BIN, n, extra or "", tmp))
  return tonumber(read(tmp .. ".err"):match("needs (%d+) bytes"))
end

print("hanoi-bfs-mpi against hanoi.bfs (one thread), 4 pegs; CPU: of the expansion")
print("| n | run | wall | CPU (the most on one rank) | CPU (all ranks) | CPU (slowest rank per layer) "
      .. "| speed-up (CPU) | bytes sent | bytes/position | search memory per rank | peak memory per rank |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
local last
local spilled = {}
for _, n in ipairs(list(NS)) do
  local b = baseline(n)
  print(("| %d | hanoi.bfs | %.1f s | %.2f s | | | 1 | | | | %.0f MiB |"):format(n, b.wall, b.cpu, b.peak))
  for _, r in ipairs(list(RANKS)) do
    local m = mpi(n, r)
    if m.out ~= b.csv then error(("n = %d, %d ranks: other layers than hanoi.bfs"):format(n, r)) end
    print(("| %d | %d rank%s | %.1f s | %.2f s | %.2f s | %.2f s | %.2f | %d | %.4f | %.1f MiB | %.0f MiB |")
      :format(n, r, r == 1 and "" or "s", m.wall, m.busy_max, m.busy_all, m.critical,
              b.cpu / m.critical, m.sent, m.sent / 4.0 ^ n, m.held, m.peak))
    if SPILL then
      local dir = tmp .. ".spill"
      os.execute("rm -rf " .. dir)
      local cap = least(n, r, "--dir " .. dir) + (1 << 20)
      local s = mpi(n, r, "--dir " .. dir, cap)
      os.execute("rm -rf " .. dir)
      if s.out ~= b.csv then error(("n = %d, %d ranks on disk: other layers than hanoi.bfs"):format(n, r)) end
      if not s.spilled then error(("n = %d, %d ranks: the shard was not spilled"):format(n, r)) end
      spilled[#spilled + 1] = ("| %d | %d rank%s | %.2f MiB | %.1f s | %.2f s | %.2f | %.2f "
                               .. "| %.1f MiB | %.1f MiB | %.1f MiB | %.0f MiB | %.2f | %.4f |")
        :format(n, r, r == 1 and "" or "s", cap / 2^20, s.wall, s.critical, s.critical / m.critical,
                b.cpu / s.critical, m.held, s.held, s.grow, s.peak, s.io / 4.0 ^ n, s.upd / 4.0 ^ n)
    end
  end
  last = { n = n, b = b }
end

if #spilled > 0 then
  print()
  print("the shard on disk (--dir, --max-memory: the cap per rank); CPU: the slowest rank per layer")
  print("| n | run | --max-memory | wall | CPU | CPU against in memory | speed-up against hanoi.bfs (CPU) "
        .. "| search memory in memory | search memory on disk | resident growth per rank | peak memory per rank "
        .. "| shard bytes read and written per position | update bytes per position |")
  print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
  for _, l in ipairs(spilled) do print(l) end
end

-- --dir: checkpoints; a run stopped halfway, then the same command again
if last and RESUME ~= 0 and (RESUME == nil or RESUME == last.n) then
  local n, dir = last.n, tmp .. ".dir"
  os.execute("rm -rf " .. dir)
  local whole = mpi(n, 2, "--dir " .. dir)
  os.execute("rm -rf " .. dir)
  local ecc = -1                             -- the layers but the first
  for _ in last.b.csv:gmatch("\n%d") do ecc = ecc + 1 end
  local half = ecc // 2
  local t0 = uptime()
  -- in a session of its own, so that the Ctrl-C it gets goes to it and its ranks only
  local pid = io.popen(("setsid %s -np 2 %s %d 4 --csv --dir %s >/dev/null 2>&1 </dev/null & echo $!")
    :format(MPIRUN, BIN, n, dir)):read("l")
  local cut = false
  while not cut do
    for f in io.popen("ls " .. dir .. "/rank-0 2>/dev/null"):lines() do
      local l = tonumber(f:match("^ckpt%-(%d+)$"))
      if l and l >= half then cut = true end
    end
    if not cut then os.execute("sleep 0.2") end
  end
  os.execute("kill -INT " .. pid .. "; while kill -0 " .. pid .. " 2>/dev/null; do sleep 0.1; done")
  local first = uptime() - t0
  local rest = mpi(n, 2, "--dir " .. dir)
  if rest.out ~= last.b.csv then error("the resumed run: other layers than hanoi.bfs") end
  local from = rest.err:match("going on from layer (%d+)")
  os.execute("rm -rf " .. dir)
  print()
  print(("n = %d on 2 ranks with --dir: %.1f s wall, %.2f s CPU (all ranks) for the whole run "
         .. "(checkpoints included);"):format(n, whole.wall, whole.busy_all))
  print(("stopped with Ctrl-C after %.1f s (a checkpoint past layer %d of %d), the same command "
         .. "went on from layer %s: %.1f s wall, %.2f s CPU (all ranks)"):format(first, half, ecc,
         from or "?", rest.wall, rest.busy_all))
end
os.remove(tmp); os.remove(tmp .. ".out"); os.remove(tmp .. ".err")
