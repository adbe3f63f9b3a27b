-- `make bench`: the `hanoi hint` command as a whole process (start, load,
-- one hint, exit), with a warm cache of tables: `hanoi hint BAC` (3 pegs:
-- the formula) and `hanoi hint CBDADBACDBCADCBA` (16 disks on 4 pegs: the
-- search, its tables read from the cache). Wall seconds, the median of
-- RUNS runs of each, alternating with the baseline: the command of commit
-- BASE (before State:hint returned its distances, when the command made a
-- second search for them), built from git into build/bench/cli-base and run
-- the same way with a cache of its own, warmed first. Every process gets
-- its cache in a scratch directory: the user's is never touched.
--
-- Environment: BENCH_CLI_RUNS (default 21), BENCH_CLI_BASE (a commit).
local BASE = os.getenv("BENCH_CLI_BASE") or "299a37b"
local RUNS = tonumber(os.getenv("BENCH_CLI_RUNS")) or 21
local BASE_DIR = "build/bench/cli-base"
local LABELS = { "BAC", "CBDADBACDBCADCBA" }

local bench = dofile("bench/lib/common.lua")
local sh, capture, scratch, median = bench.sh, bench.capture, bench.scratch, bench.median

-- the baseline: the checkout of BASE with its core built, once
local function build_base()
  if io.open(BASE_DIR .. "/build/hanoi/core.so") then return true end
  return sh(table.concat({
    "rm -rf " .. BASE_DIR, "mkdir -p " .. BASE_DIR,
    ("git archive %s | tar -x -C %s"):format(BASE, BASE_DIR),
    ("make -C %s build >/dev/null 2>&1"):format(BASE_DIR),
  }, " && "))
end

-- one run of `hanoi hint LABEL` from the checkout at dir, with cache
-- directory cache; returns its wall seconds and its output
local function run(dir, cache, label)
  local out = capture(("cd %s && s=$(date +%%s%%N); XDG_CACHE_HOME=%s ./bin/hanoi hint %s "
    .. ">/tmp/cli_hint_bench.out 2>&1; e=$(date +%%s%%N); echo $(( e - s ))")
    :format(dir, cache, label))
  local f = assert(io.open("/tmp/cli_hint_bench.out"))
  local text = f:read("a")
  f:close()
  return tonumber(out) / 1e9, text
end

assert(build_base(), "cannot build the baseline " .. BASE)
local here, there = scratch(), scratch()
print(("hanoi hint as a whole process, warm cache: median wall seconds of %d runs"):format(RUNS))
print(("%-18s %10s %10s %7s"):format("label", BASE, "now", "ratio"))
for _, label in ipairs(LABELS) do
  local _, a = run(BASE_DIR, there, label)        -- warm both caches
  local _, b = run(".", here, label)
  assert(a == b, "the baseline and this checkout disagree:\n" .. a .. "\n" .. b)
  local tb, tn = {}, {}
  for _ = 1, RUNS do
    tb[#tb + 1] = run(BASE_DIR, there, label)
    tn[#tn + 1] = run(".", here, label)
  end
  local mb, mn = median(tb), median(tn)
  print(("%-18s %10.4f %10.4f %7.2f"):format(label, mb, mn, mn / mb))
end
sh("rm -rf " .. here .. " " .. there)
