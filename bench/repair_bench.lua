-- `make bench`: the repair search of the teaching kit on the labelled
-- corpus of spec/teach/learners/ (each file's label written by a teacher
-- or by the slip put in by bench/make_class.lua, never by the kit; see
-- the folder's README.md). For every file, `teach.check` in this process:
-- the share of wrong files that get a proven repair (`report.fix`), the
-- share whose slip agrees with the label, the share of right files graded
-- right, and the CPU time per file (median, 90th percentile, the largest
-- and which). The baseline, in the same run on the same files: the kit
-- with the search turned off (`search.MAX_PROOFS = 0`), the diagnosis by
-- the run's evidence alone. Then the same figures on the unseen class of
-- spec/teach/learners_unseen/ (labelled before the kit ran on it) and on
-- the fresh class of spec/teach/learners_fresh/ (labelled by a teacher who
-- had read neither the kit nor its corpora), each a row of its own. The budget: no file over 2 s; a class of 200
-- at most 20 s on two cores. With `--list`, the wrong files without a
-- repair are listed too (name, label, the slip the kit named).
package.path = "./lua/?.lua;./lua/?/init.lua;./spec/?.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local corpus = require "support.corpus"
local teach = require "hanoi.teach"
local search = require "hanoi.teach.search"

local function run_all(files)
  local out = { times = {}, unrepaired = {}, wrong = 0, fixed = 0, agree = 0, right = 0, right_ok = 0 }
  for _, file in ipairs(files) do
    local fn, env = corpus.load(file)
    -- what a learner's function writes with io.write goes nowhere here
    env.io = setmetatable({ write = function() end }, { __index = io })
    local opts = { max_seconds = 1 }
    for key, v in pairs(file.opts) do opts[key] = v end
    local t0 = os.clock()
    local rep = teach.check(fn, nil, opts)
    local dt = os.clock() - t0
    out.times[#out.times + 1] = { dt, file.name }
    local slip = rep.slip or (rep.ok and "right" or "none")
    if file.expect == "right" then
      out.right = out.right + 1
      if rep.ok then out.right_ok = out.right_ok + 1 end
    end
    if not rep.ok then
      out.wrong = out.wrong + 1
      if rep.fix then out.fixed = out.fixed + 1
      else out.unrepaired[#out.unrepaired + 1] = { file.name, file.expect, slip } end
    end
    if slip == file.expect then out.agree = out.agree + 1 end
  end
  table.sort(out.times, function(a, b) return a[1] < b[1] end)
  local total = 0
  for _, t in ipairs(out.times) do total = total + t[1] end
  out.total = total
  return out
end

local function pct(list, p) return list[math.max(1, math.ceil(#list * p))][1] end

local files = corpus.files()
-- the classes the kit was not written for: the unseen class, labelled by
-- a teacher before the kit first ran on it, and the fresh class, labelled
-- by one who had read neither the kit nor its corpora
local function class_files(dir)
  local saved_dir = corpus.DIR
  corpus.DIR = dir
  local list = corpus.files()
  corpus.DIR = saved_dir
  return list
end
local unseen_files = class_files("spec/teach/learners_unseen")
local fresh_files = class_files("spec/teach/learners_fresh")
local base_max = search.MAX_PROOFS
search.MAX_PROOFS = 0
local base = run_all(files)
local unseen_base = run_all(unseen_files)
local fresh_base = run_all(fresh_files)
search.MAX_PROOFS = base_max
local now = run_all(files)
local unseen = run_all(unseen_files)
local fresh = run_all(fresh_files)

print(("repair search: %d files of spec/teach/learners (%d wrong, %d right)"):format(#files,
  now.wrong, now.right))
local function row(name, x, count)
  count = count or #files
  print(("  %-22s repaired %3d/%d (%.2f)  slip agrees %3d/%d (%.2f)  right graded right %d/%d"
    .. "  CPU %.2f s, median %.3f s, p90 %.3f s, max %.3f s (%s)"):format(name,
    x.fixed, x.wrong, x.fixed / x.wrong, x.agree, count, x.agree / count, x.right_ok,
    x.right, x.total, pct(x.times, 0.5), pct(x.times, 0.9), x.times[#x.times][1],
    x.times[#x.times][2]))
end
row("with the search", now)
row("baseline: no search", base)
row("unseen class", unseen, #unseen_files)
row("unseen: no search", unseen_base, #unseen_files)
row("fresh class", fresh, #fresh_files)
row("fresh: no search", fresh_base, #fresh_files)
print(("  ratios: repaired %.2f x the baseline's share, time %.2f x the baseline's; "
  .. "200 files at this mean: %.1f s of CPU (goal 20 s on two cores: 40)"):format(
  (now.fixed / now.wrong) / math.max(base.fixed / base.wrong, 1e-9), now.total / base.total,
  200 * now.total / #files))
if arg[1] == "--list" then
  print("  wrong files without a repair (file, label, the kit's slip):")
  for _, u in ipairs(now.unrepaired) do print(("    %-36s %-18s %s"):format(u[1], u[2], u[3])) end
  print("  of the unseen class:")
  for _, u in ipairs(unseen.unrepaired) do print(("    %-36s %-18s %s"):format(u[1], u[2], u[3])) end
  print("  of the fresh class:")
  for _, u in ipairs(fresh.unrepaired) do print(("    %-36s %-18s %s"):format(u[1], u[2], u[3])) end
end
