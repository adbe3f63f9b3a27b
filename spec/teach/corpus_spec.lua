-- teach.check on the corpus of learners' functions (spec/teach/learners/): for
-- every file, the verdict and the smallest size that fails come from the
-- specs' own run of the function on a simulator (support.corpus), and the
-- slip is the one its first line names; where it names none, no slip and
-- no hint.
local teach = require "hanoi.teach"
local corpus = require "support.corpus"

local FILES = corpus.files()

-- what the specs' own runs say of a file: each size's run, the smallest
-- that fails (nil when none)
local function own(file)
  local k, names, order, hi = corpus.setup(file)
  local fn = corpus.load(file)        -- a fresh load: globals start afresh
  local runs, failed = {}, nil
  for n = 1, hi do
    runs[n] = corpus.run(fn, n, k, names, order, corpus.steps(n))
    if not runs[n].ok and not failed then failed = n end
    if not runs[n].finished and not runs[n].illegal then break end
  end
  return runs, failed, hi
end

-- teach.check of a file, on a fresh load: made once, and read by each
-- test that asks (a report is a value: no test changes it)
local reports = {}
local function graded(file)
  if reports[file.name] then return reports[file.name] end
  local fn = corpus.load(file)
  local opts = { max_seconds = 1 }
  for key, v in pairs(file.opts) do opts[key] = v end
  reports[file.name] = teach.check(fn, nil, opts)
  return reports[file.name]
end

describe("the corpus of learners' functions", function()
  it("has two or more files for every slip of the catalogue, and ten right ones", function()
    local count = {}
    for _, file in ipairs(FILES) do count[file.expect] = (count[file.expect] or 0) + 1 end
    for _, slip in ipairs(require("hanoi.teach.diagnose").SLIPS) do
      assert.is_true((count[slip] or 0) >= 2, slip)
    end
    assert.is_true(count.right >= 10)
  end)

  it("has every slip of the catalogue in docs/teach.md, and no other", function()
    local f = assert(io.open("docs/teach.md"))
    local text = f:read("a")
    f:close()
    local section = assert(text:match("\n## The slips\n(.-)\n## "))
    local listed = {}
    for slip in section:gmatch("\n| `([%w_]+)` |") do listed[#listed + 1] = slip end
    local diagnose = require "hanoi.teach.diagnose"
    assert.same(diagnose.SLIPS, listed)
    -- the slips the lesson asked for, each among them
    for _, slip in ipairs({ "order", "no_move", "move_first", "move_last", "missing_call",
        "first_call_pegs", "second_call_pegs", "base_no_return", "base_moves_zero",
        "base_moves_twice", "no_base", "move_not_passed", "move_args", "no_recursion",
        "wrong_parity", "not_shortest", "extra_calls", "undefined", "nil_variable",
        "peg_arithmetic", "needs_k", "global_state", "endless", "error" }) do
      assert.is_true(diagnose.known(slip), slip)
    end
  end)

  it("proves every repair it offers: applied by the spec to the file's text, right at "
      .. "every size on the spec's own simulator", function()
    local fixed, wrong = 0, 0
    for _, file in ipairs(FILES) do
      local report = graded(file)
      if not report.ok then wrong = wrong + 1 end
      -- numbered pegs offered for peg arithmetic: right with them, by the
      -- spec's own run
      local offered = report.slip == "peg_arithmetic"
        and report.hint:gsub("\n    ", " "):match("names = (%b{})")
      if offered then
        local k, _, order, hi = corpus.setup(file)
        local names = load("return " .. offered)()
        assert.is_true(corpus.right_at_every_size(corpus.load(file), k, names, order, hi),
          file.name)
      end
      if report.fix then
        assert.is_false(report.ok, file.name)
        local text, why = corpus.apply(file.text, report.fix)
        assert(text, file.name .. ": " .. tostring(why))
        local k, names, order, hi = corpus.setup(file)
        local ok, n = corpus.right_at_every_size(corpus.load_text(text, file.name), k, names,
          order, hi)
        assert(ok, file.name .. ": the repair fails with " .. tostring(n) .. " disks")
        -- the hint says the change it proved, and for which sizes
        assert.matches("right for 1 to " .. hi .. " disks", report.hint:gsub("\n    ", " "),
          1, true)
        fixed = fixed + 1
      end
    end
    -- the count the teacher reads: wrong files with a proven repair
    print(("\n%d of %d wrong files of the corpus get a proven repair"):format(fixed, wrong))
    assert.is_true(fixed >= 48, fixed .. " of " .. wrong)
  end)

  it("repairs every file whose slip is a slip of the code's lines", function()
    local REPAIRED = { first_call_pegs = true, second_call_pegs = true, move_first = true,
      move_last = true, missing_call = true, missing_move = true, base_moves_zero = true,
      base_moves_twice = true, base_no_move = true, no_base = true, move_not_passed = true,
      base_no_return = true, wrong_n = true, misplaced_end = true, park_spare = true,
      return_pegs = true }
    for _, file in ipairs(FILES) do
      if REPAIRED[file.expect] then
        local report = graded(file)
        assert.is_table(report.fix, file.name)
      end
    end
  end)

  for _, file in ipairs(FILES) do
    it("grades " .. file.name .. " as the specs' own run does (" .. file.expect .. ")", function()
      local runs, failed, hi = own(file)
      local report = graded(file)
      local right = file.expect == "right" or file.expect == "extra_calls"
      assert.equal(failed == nil, report.ok, file.name)
      assert.equal(right, report.ok, file.name)
      assert.equal(failed or hi, report.n, file.name)
      local run = runs[report.n]
      if run.finished or run.illegal then
        assert.equal(run.legal, report.moves, file.name)
        assert.equal(run.label, report.state:label(), file.name)
      end
      if file.expect == "right" or file.expect == "none" then
        assert.is_nil(report.slip, file.name)
        assert.is_nil(report.hint, file.name)
      else
        assert.equal(file.expect, report.slip, file.name)
        assert.is_string(report.hint, file.name)
      end
      -- the text says the same, and fits a projector
      local text = tostring(report)
      for line in (text .. "\n"):gmatch("([^\n]*)\n") do
        assert.is_true(utf8.len(line) <= 80, line)
      end
      if report.hint then assert.matches("Hint: ", text, 1, true) end
    end)
  end
end)
