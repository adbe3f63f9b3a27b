--- Edit family: a recursive call's number of disks (`n - 1` for `n`,
-- `n - 2`, `n + 1`, `n / 2`; `n // 2` for `n / 2`). Slip `wrong_n`.
-- @module hanoi.teach.slips.disk_count

local ipairs = ipairs
local common = require "hanoi.teach.slips.common"

_ENV = nil

return common.family("disk_count", function(x, add)
  if not x.n then return end
  for _, call in ipairs(x.calls) do
    local a = call.args[1]
    if a then
      common.each_text(x, add, call, a, common.with_floor_division(x.text(a), { x.n .. " - 1" }),
        "wrong_n")
    end
  end
end)
