--- Edit family: a name with no value anywhere (no declaration of it in
-- the whole file, no value in the learner's environment) replaced by the
-- name of the nearest spelling that has one (optimal string alignment
-- distance, at most 1 for names of up to five letters, 2 for longer):
-- a typo, a parameter named one way and used another. Slip `undefined`
-- for a name that is called, `nil_variable` for another.
-- @module hanoi.teach.slips.rename

local ipairs = ipairs
local nearness = require("hanoi.text").nearness

_ENV = nil

return {
  name = "rename",
  candidates = function(x)
    local out = {}
    local by_name = {}
    for _, use in ipairs(x.free) do
      local list = by_name[use.name]
      if not list then
        list = {}
        by_name[use.name] = list
        by_name[#by_name + 1] = use.name
      end
      list[#list + 1] = use
    end
    for _, bad in ipairs(by_name) do
      local best, bestd = {}, nil
      for _, good in ipairs(x.known) do
        local d = good ~= bad and nearness(bad, good)
        if d then
          if not bestd or d < bestd then best, bestd = { good }, d
          elseif d == bestd then best[#best + 1] = good end
        end
      end
      for _, good in ipairs(best) do
        local reps, called = {}, false
        for _, use in ipairs(by_name[bad]) do
          reps[#reps + 1] = { s = use.s, e = use.e, text = good }
          if use.called then called = true end
        end
        out[#out + 1] = { node = by_name[bad][1], reps = reps, name = bad, near = good,
          slip = called and "undefined" or "nil_variable" }
      end
    end
    return out
  end,
}
