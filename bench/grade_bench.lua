-- `make bench`: `hanoi grade --csv` of a class of 200 learners' files, as
-- a whole process, in a scratch folder: the corpus spec/teach/learners/*.lua,
-- the three-line bodies of support.corpus (spread evenly over the 1296)
-- and five runaways of this file (an endless loop, an endless recursion,
-- a helper that never reaches its base case, a backtracking pattern, a
-- memory hog), up to 200 files. The command writes a row as each file
-- ends; a shell reads its standard output line by line and stamps each
-- line with the wall clock ($EPOCHREALTIME), so a file's time is the time
-- between its row and the line before it (the header for the first).
--
-- Figures: the total wall time, the per-file times (median, 90th
-- percentile, the slowest files and which they are), each against the
-- baseline of the same run: `hanoi grade --csv` of one right file (the
-- textbook function) as a whole process, the median of RUNS runs; and,
-- for scale, `teach.check` of the same function in this process (CPU
-- seconds). Each file over the goal is graded again alone, for its CPU
-- seconds (on a shared machine its wall time in the class is more). The goal:
-- the slowest file at most 2 seconds, runaways included. The load average
-- before and after is printed with the figures (the machine is shared).
--
-- Environment: BENCH_GRADE_RUNS (default 5), BENCH_GRADE_FILES (default 200).
package.path = "./lua/?.lua;./lua/?/init.lua;./spec/?.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local corpus = require "support.corpus"
local teach = require "hanoi.teach"

local RUNS = tonumber(os.getenv("BENCH_GRADE_RUNS")) or 5
local FILES = tonumber(os.getenv("BENCH_GRADE_FILES")) or 200
local GOAL = 2

local bench = dofile("bench/lib/common.lua")
local sh, capture, median, loadavg = bench.sh, bench.capture, bench.median, bench.loadavg
local write = require("support.helpers").spit

local function percentile(t, p)
  local c = { table.unpack(t) }
  table.sort(c)
  return c[math.max(1, math.ceil(#c * p))]
end

-- the runaways: each defines solve and never finishes on its own
local RUNAWAYS = {
  runaway_loop = [[
function solve(n, from, to, via, move)
  while true do n = n + 1 end
end
]],
  runaway_recursion = [[
function solve(n, from, to, via, move)
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
]],
  runaway_helper = [[
function solve(n, from, to, via, move)
  local function go(k, a, b, c)
    if k == 0 then return end
    go(k - 2, a, c, b)
    move(a, b)
    go(k - 2, c, b, a)
  end
  go(n, from, to, via)
end
]],
  runaway_pattern = [[
function solve(n, from, to, via, move)
  local s = string.rep("a", 100000)
  if s:find(".-.-.-.-b") then return end
  move(from, to)
end
]],
  runaway_memory = [[
function solve(n, from, to, via, move)
  local t = {}
  while true do t[#t + 1] = string.rep("x", 1000000) .. #t end
end
]],
}

-- the class, in a scratch folder: returns the folder and its file names, sorted
local function class()
  local dir = os.tmpname()
  os.remove(dir)
  assert(sh("mkdir -p " .. dir))
  local names = {}
  local function add(name, text)
    write(dir .. "/" .. name .. ".lua", text)
    names[#names + 1] = name .. ".lua"
  end
  for _, file in ipairs(corpus.files()) do add(file.name, file.text) end
  for name, text in pairs(RUNAWAYS) do add(name, text) end
  local bodies = corpus.three_lines()
  local want = FILES - #names
  if want > 0 then
    local step = #bodies / want
    for i = 1, want do
      add(("three_lines_%04d"):format(math.floor((i - 1) * step) + 1),
        bodies[math.floor((i - 1) * step) + 1].src .. "\n")
    end
  end
  table.sort(names)
  return dir, names
end

local HANOI = capture("pwd"):match("[^\n]*") .. "/bin/hanoi"

-- one `hanoi grade --csv` of the files (in dir), its output stamped line
-- by line; returns the total seconds, the rows {file, row, seconds} and
-- what it wrote on standard error (the messages of the rows 'error')
local function grade(dir, names, cache)
  local script = ("cd %s && s=$EPOCHREALTIME; echo \"start $s\"; "
    .. "XDG_CACHE_HOME=%s %s grade --csv %s 2>%s | "
    .. "while IFS= read -r l; do echo \"$EPOCHREALTIME $l\"; done; echo \"end $EPOCHREALTIME\"")
    :format(dir, cache, HANOI, table.concat(names, " "), cache .. "/stderr")
  local out = capture("bash -c '" .. script:gsub("'", "'\\''") .. "'")
  local start = assert(tonumber(out:match("^start (%S+)")), out)
  local stop = assert(tonumber(out:match("\nend (%S+)")), out)
  local rows, last = {}, nil
  for stamp, l in out:gmatch("\n(%d+%.%d+) ([^\n]*)") do
    local t = tonumber(stamp)
    if l:match("^file,") then
      last = t
    else
      rows[#rows + 1] = { file = l:match("^([^,]*)"), row = l, seconds = t - assert(last, out) }
      last = t
    end
  end
  local f = assert(io.open(cache .. "/stderr"))
  local err = f:read("a")
  f:close()
  return stop - start, rows, err
end

local dir, names = class()
local cache = dir .. "/.cache"
assert(sh("mkdir -p " .. cache))
local load0 = loadavg()

-- the baselines: one right file graded as a whole process, and
-- teach.check of the same function in this process
local one = {}
for _ = 1, RUNS do
  local total, rows = grade("spec/teach/learners", { "right_textbook_order.lua" }, cache)
  assert(#rows == 1 and rows[1].row:match(",true,"), "the baseline file is not graded right")
  one[#one + 1] = total
end
local base = median(one)
local f = assert(io.open("spec/teach/learners/right_textbook_order.lua"))
local src = f:read("a")
f:close()
local checks = {}
for _ = 1, RUNS do
  local fn = corpus.load_text(src, "textbook")
  local s = os.clock()
  local r = teach.check(fn, { order = { "from", "via", "to" } })
  checks[#checks + 1] = os.clock() - s
  assert(r.ok, "the textbook function is not right")
end
local check = median(checks)

-- the class
local total, rows, err = grade(dir, names, cache)
local load1 = loadavg()
assert(#rows == #names, ("%d rows for %d files"):format(#rows, #names))
local times = {}
for i, r in ipairs(rows) do times[i] = r.seconds end
table.sort(rows, function(a, b) return a.seconds > b.seconds end)

print(("hanoi grade --csv of %d files as one process (load average %s before, %s after)")
  :format(#names, load0, load1))
print(("baseline: hanoi grade --csv of one right file, median of %d: %.3f s; "
  .. "teach.check of it in-process: %.4f CPU s"):format(RUNS, base, check))
print(("%-34s %9s %9s"):format("", "seconds", "ratio"))
print(("%-34s %9.2f %9.1f"):format("total wall", total, total / base))
print(("%-34s %9.3f %9.2f"):format("per file, median", median(times), median(times) / base))
print(("%-34s %9.3f %9.2f"):format("per file, 90th percentile", percentile(times, 0.9),
  percentile(times, 0.9) / base))
print(("%-34s %9.3f %9.2f"):format("per file, mean", total / #names, total / #names / base))
print("the slowest files (file, seconds, ratio, row):")
for i = 1, 8 do
  local r = rows[i]
  print(("  %-30s %7.3f %8.1f  %s"):format(r.file, r.seconds, r.seconds / base, r.row))
end
if err ~= "" then io.write("its standard error:\n", err) end
-- each file over the goal again, alone: its CPU seconds (the machine is
-- shared: its wall time above is more than its CPU time)
local over = 0
if rows[1].seconds > GOAL then print(("the files over %g s, graded again alone:"):format(GOAL)) end
for _, r in ipairs(rows) do
  if r.seconds <= GOAL then break end
  over = over + 1
  local t = capture(("cd %s && bash -c 'XDG_CACHE_HOME=%s %s grade --csv %s >/dev/null 2>&1; times'")
    :format(dir, cache, HANOI, r.file))
  local um, us, sm, ss = t:match("\n(%d+)m([%d.]+)s (%d+)m([%d.]+)s")
  print(("  %-30s %7.2f CPU s (user and system of its processes)")
    :format(r.file, um * 60 + us + sm * 60 + ss))
end
print(("goal: the slowest file at most %g s: %s (slowest %.2f s; %d files over)")
  :format(GOAL, rows[1].seconds <= GOAL and "met" or "not met", rows[1].seconds, over))
sh("rm -rf " .. dir)
