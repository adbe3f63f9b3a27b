-- What the benchmarks of hanoi-bfs-mpi (`make mpi`) share:
-- bench/mpi_bench.lua and bench/mpi_threads_bench.lua load it with
-- `dofile "bench/lib/mpi.lua"` (make bench runs bench/*.lua from the
-- checkout's root; a file of bench/lib/ is no benchmark of its own).
local M = {}

--- The program measured.
M.BIN = "build/hanoi-bfs-mpi"

local function have(cmd) return os.execute(cmd .. " >/dev/null 2>&1") end

--- Whether the program and mpirun are there; when not, says so for the
-- benchmark `name` (its figures are left out, make bench goes on).
function M.ready(name)
  if have("test -x " .. M.BIN) and have("command -v mpirun") then return true end
  print(name .. ": " .. M.BIN .. " or mpirun missing (make mpi; Debian's openmpi-bin)")
  return false
end

--- mpirun with the ranks sharing this machine's cores (and allowed as
-- root, where the benchmark runs as root).
M.MPIRUN = "mpirun --oversubscribe"
  .. (io.popen("id -u"):read("l") == "0" and " --allow-run-as-root" or "")

-- the wall clock, lists and files read, as every benchmark reads them
local common = dofile("bench/lib/common.lua")
M.uptime, M.list, M.read = common.uptime, common.list, common.read

--- One run of `mpirun -np r hanoi-bfs-mpi args`, its standard output in
-- tmp.out and its standard error in tmp.err: `{wall, out, err, done}`,
-- `done` the figures of its last line, "done: ..."; an error with what
-- it wrote when it failed.
function M.run(r, args, tmp)
  local t0 = M.uptime()
  local ok = os.execute(("%s -np %d %s %s >%s.out 2>%s.err </dev/null")
    :format(M.MPIRUN, r, M.BIN, args, tmp, tmp))
  local wall = M.uptime() - t0
  local err = M.read(tmp .. ".err")
  local done = err:match("done: ([^\n]*)")
  if not ok or not done then error("hanoi-bfs-mpi failed:\n" .. err) end
  return { wall = wall, out = M.read(tmp .. ".out"), err = err, done = done }
end

return M
