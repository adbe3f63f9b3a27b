-- teach.check on two classes it was not written for: the unseen class
-- (spec/teach/learners_unseen/), functions written and labelled by a
-- teacher after the repair search was built, in shapes the corpus lacks,
-- and the fresh class (spec/teach/learners_fresh/), written and labelled
-- by a teacher who had read neither the kit's code nor its corpora and
-- measured once before any change. Each file's labels (its verdict and slip,
-- the smallest size that fails, whether a small repair exists) were
-- committed before the kit first ran on it; here they are checked against
-- the spec's own simulator (support.corpus) and the kit against them:
-- the verdict and the smallest failing size exactly, every proposed fix
-- applied by the spec to the learner's text and run on the simulator at
-- every size, and, as measured, the share of wrong files repaired and of
-- slips that agree with the teacher's.
local teach = require "hanoi.teach"
local corpus = require "support.corpus"

local CLASSES = {
  { dir = "spec/teach/learners_unseen", title = "the unseen class", wrong = 40, right = 10 },
  { dir = "spec/teach/learners_fresh", title = "the fresh class", wrong = 30, right = 10 },
}

local function files(dir)
  local saved = corpus.DIR
  corpus.DIR = dir
  local list = corpus.files()
  corpus.DIR = saved
  for _, file in ipairs(list) do
    file.smallest = file.text:match("%-%- smallest: (%S+)")
    file.repair = file.text:match("%-%- repair: (%S+)")
  end
  return list
end

-- what a learner's function writes with io.write goes nowhere here
local function quiet(fn, env)
  local q = {}
  q.write = function() return q end
  env.io = setmetatable({ write = q.write }, { __index = io })
  return fn
end

-- the smallest size at which the spec's own run of the function (or of
-- a text) is wrong; nil when right at every size the kit checks
local function smallest(file, text)
  local k, names, order, hi = corpus.setup(file)
  local fn
  if text then fn = quiet(corpus.load_text(text, file.name)) else fn = quiet(corpus.load(file)) end
  for n = 1, hi do
    if not corpus.run(fn, n, k, names, order, corpus.steps(n)).ok then return n end
  end
  return nil
end

-- each report made once, on a fresh load (a report is a value)
local reports = {}
local function graded(file)
  if not reports[file.name] then
    local fn = quiet(corpus.load(file))
    local opts = { max_seconds = 1 }
    for key, v in pairs(file.opts) do opts[key] = v end
    reports[file.name] = teach.check(fn, nil, opts)
  end
  return reports[file.name]
end

for _, class in ipairs(CLASSES) do
local FILES = files(class.dir)
-- a teacher's `order` where the parameters' names say another order than
-- (from, to, via), one the body is right in: the kit grades it in that
-- order (docs/teach.md), right, and its report says the order; the spec's
-- simulator reads the names so too (corpus.setup)
for _, file in ipairs(FILES) do
  file.named = file.expect == "order" and corpus.named_order(file, file.opts.k or 3) ~= nil
    and smallest(file) == nil
end

describe(class.title, function()
  it("has its wrong and right files, each with its labels", function()
    local wrong, right = 0, 0
    for _, file in ipairs(FILES) do
      assert.truthy(file.smallest, file.name)
      assert.truthy(({ one = true, two = true, none = true })[file.repair], file.name)
      if file.expect == "right" then right = right + 1 else wrong = wrong + 1 end
      assert.is_true(file.expect == "right" or file.expect == "none"
        or require("hanoi.teach.diagnose").known(file.expect), file.name)
    end
    assert.is_true(wrong >= class.wrong and right >= class.right, wrong .. " wrong, " .. right .. " right")
  end)

  it("is labelled as the spec's own simulator runs it: the smallest size that fails", function()
    for _, file in ipairs(FILES) do
      if file.named then
        assert.is_nil(smallest(file), file.name)
      else
        assert.equal(file.smallest, tostring(smallest(file) or "none"), file.name)
        assert.equal(file.smallest == "none", file.expect == "right", file.name)
      end
    end
  end)

  it("gets the teacher's verdict on every file, and the smallest size that fails", function()
    for _, file in ipairs(FILES) do
      local rep = graded(file)
      if file.named then
        -- right in the order of its names, and the report says that order
        assert.is_true(rep.ok, file.name)
        local c = require("hanoi.lang").catalogue("en")["kit.report.named_order"]
        assert.truthy(tostring(rep):gsub("%s+", " "):find(c:match("^{fname} (.-):"), 1, true), file.name)
      else
        assert.equal(file.expect == "right", rep.ok, file.name)
        if not rep.ok then assert.equal(tonumber(file.smallest), rep.n, file.name) end
      end
    end
  end)

  it("proposes only repairs that make the function right on the spec's simulator", function()
    for _, file in ipairs(FILES) do
      local rep = graded(file)
      if rep.fix then
        assert.is_false(rep.ok, file.name)
        local text = assert(corpus.apply(file.text, rep.fix))
        assert.is_nil(smallest(file, text), file.name .. ":\n" .. text)
        -- the hint says the change it proposes
        assert.matches("right for 1 to %d disks", rep.hint)
      end
    end
  end)

  it("repairs at least 80% of the wrong files, and its slip agrees with the teacher's in 90%", function()
    local wrong, fixed, agree = 0, 0, 0
    for _, file in ipairs(FILES) do
      local rep = graded(file)
      if not rep.ok then
        wrong = wrong + 1
        if rep.fix then fixed = fixed + 1 end
      end
      local said = rep.slip or (rep.ok and (file.named and "order" or "right") or "none")
      if said == file.expect then agree = agree + 1 end
    end
    assert.is_true(fixed >= 0.8 * wrong, fixed .. " of " .. wrong .. " repaired")
    assert.is_true(agree >= 0.9 * #FILES, agree .. " of " .. #FILES .. " agree")
  end)
end)
end
