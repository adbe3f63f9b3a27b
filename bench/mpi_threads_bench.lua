-- hanoi-bfs-mpi (`make mpi`) on 1 to 4 ranks and 1 or 2 threads a rank
-- (--threads: the engine's threads expand a window's layer, MPI called
-- from each rank's main thread only) against `hanoi bfs` on one thread,
-- measured in the same run, 4 pegs, the whole search: the CPU of every
-- process (all ranks, all threads: getrusage), the most on one rank, and
-- the wall time, each as a ratio to hanoi bfs's; every run's layers
-- checked against hanoi bfs's.
--   BENCH_MPI_THREADS_N   the disks (default 15)
--   BENCH_MPI_RANKS_T     the ranks (default "1,2,3,4")
--   BENCH_MPI_THREADS     the threads a rank (default "1,2")
-- The ranks and their threads share this machine's cores (--oversubscribe):
-- past as many threads as cores the wall time says more about the load
-- than about the search; the CPU ratios are the steadier figures.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath

local mpirun = dofile("bench/lib/mpi.lua")
local uptime, list, read = mpirun.uptime, mpirun.list, mpirun.read
local N = tonumber(os.getenv("BENCH_MPI_THREADS_N") or "15")
local RANKS = os.getenv("BENCH_MPI_RANKS_T") or "1,2,3,4"
local THREADS = os.getenv("BENCH_MPI_THREADS") or "1,2"

if not mpirun.ready("mpi_threads_bench") then return end

local function cores()
  local p = io.popen("nproc"); local c = p:read("n"); p:close(); return c
end

local tmp = os.tmpname()

-- `hanoi bfs N 4 --csv --threads 1` in a child process: wall and CPU (the
-- child's user and system time, as the shell's `times` gives it)
local function baseline(n)
  local t0 = uptime()
  os.execute(("sh -c 'lua5.4 bin/hanoi bfs %d 4 --csv --threads 1 >%s.out 2>/dev/null </dev/null; times' >%s.cpu")
    :format(n, tmp, tmp))
  local wall = uptime() - t0
  local lines = {}
  for l in read(tmp .. ".cpu"):gmatch("[^\n]+") do lines[#lines + 1] = l end
  local function secs(m, s) return tonumber(m) * 60 + tonumber(s) end
  local a, b, c, d = lines[2]:match("(%d+)m([%d.]+)s%s+(%d+)m([%d.]+)s")
  return { wall = wall, cpu = secs(a, b) + secs(c, d), csv = read(tmp .. ".out") }
end

local function mpi(n, r, t)
  local run = mpirun.run(r, ("%d 4 --csv --threads %d"):format(n, t), tmp)
  local done = run.done
  return { wall = run.wall, out = run.out,
           cpu_max = tonumber(done:match("CPU ([%d.]+) s %(the most on one rank%)")),
           cpu_all = tonumber(done:match("([%d.]+) s %(all%)")) }
end

local b = baseline(N)
print(("hanoi-bfs-mpi, ranks x threads, against hanoi bfs %d 4 (one thread) in the same run; "
       .. "%d cores"):format(N, cores()))
print("| run | wall | CPU (all ranks) | CPU (the most on one rank) | hanoi bfs CPU / CPU (all) "
      .. "| hanoi bfs wall / wall |")
print("|---|---|---|---|---|---|")
print(("| hanoi bfs --threads 1 | %.1f s | %.2f s | | 1 | 1 |"):format(b.wall, b.cpu))
for _, r in ipairs(list(RANKS)) do
  for _, t in ipairs(list(THREADS)) do
    local m = mpi(N, r, t)
    if m.out ~= b.csv then error(("%d ranks, %d threads: other layers than hanoi bfs"):format(r, t)) end
    print(("| %d rank%s x %d thread%s | %.1f s | %.2f s | %.2f s | %.2f | %.2f |")
      :format(r, r == 1 and "" or "s", t, t == 1 and "" or "s", m.wall, m.cpu_all, m.cpu_max,
              b.cpu / m.cpu_all, b.wall / m.wall))
  end
end
os.remove(tmp); os.remove(tmp .. ".out"); os.remove(tmp .. ".err"); os.remove(tmp .. ".cpu")
