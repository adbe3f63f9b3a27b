--- Edit family: a recursive call's pegs in another order (every
-- permutation of the pegs it passes). The slip is named by the call:
-- the first call (`first_call_pegs`) or another (`second_call_pegs`).
-- @module hanoi.teach.slips.call_pegs

local ipairs = ipairs
local common = require "hanoi.teach.slips.common"

_ENV = nil

local function permutations(list)
  local out = {}
  local function go(prefix, rest)
    if #rest == 0 then out[#out + 1] = prefix; return end
    for i = 1, #rest do
      local p, r = {}, {}
      for _, v in ipairs(prefix) do p[#p + 1] = v end
      p[#p + 1] = rest[i]
      for j, v in ipairs(rest) do if j ~= i then r[#r + 1] = v end end
      go(p, r)
    end
  end
  go({}, list)
  return out
end

return common.family("call_pegs", function(x, add)
  if x.k ~= 3 then return end
  for ci, call in ipairs(x.calls) do
    local pegs = {}
    for i = 2, x.k + 1 do
      if not call.args[i] then pegs = nil; break end
      pegs[#pegs + 1] = call.args[i]
    end
    -- every order but the one it has
    for pi, perm in ipairs(pegs and permutations({ 1, 2, 3 }) or {}) do
      if pi > 1 then
        local reps = {}
        for i, j in ipairs(perm) do
          if i ~= j then reps[#reps + 1] = common.replace(pegs[i], x.text(pegs[j])) end
        end
        add(call, common.call_slip(ci), reps)
      end
    end
  end
end)
