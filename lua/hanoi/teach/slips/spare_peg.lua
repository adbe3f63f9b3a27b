--- Edit family: the spare peg's arithmetic. With pegs numbered 1..3 the
-- spare of a and b is `6 - a - b`, with 0..2 it is `3 - a - b`: a
-- number subtracted from the wrong total is changed to the right one.
-- Slip `peg_arithmetic`.
-- @module hanoi.teach.slips.spare_peg

local ipairs, tonumber, type = ipairs, tonumber, type
local common = require "hanoi.teach.slips.common"

_ENV = nil

return common.family("spare_peg", function(x, add)
  local sum = 0
  for i = 1, 3 do
    if type(x.names[i]) ~= "number" then return end
    sum = sum + x.names[i]
  end
  for _, node in ipairs(x.numbers) do
    local v = tonumber(node.value)
    if v and v ~= sum and v >= 0 and v <= 7 then
      add(node, "peg_arithmetic", { common.replace(node, ("%d"):format(sum)) })
    end
  end
end)
