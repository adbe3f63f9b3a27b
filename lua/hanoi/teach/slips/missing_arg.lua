--- Edit family: a recursive call that passes fewer values than the
-- function takes gets the missing one (a parameter of the function) at
-- each place it may be missing from. The slip: `move_not_passed` when
-- the value put in is `move`, else the call's pegs (`first_call_pegs`,
-- `second_call_pegs`).
-- @module hanoi.teach.slips.missing_arg

local ipairs, table_insert, concat = ipairs, table.insert, table.concat
local common = require "hanoi.teach.slips.common"

_ENV = nil

return common.family("missing_arg", function(x, add)
  -- the values a call may be missing: the parameters but n
  local values = {}
  for _, p in ipairs(x.params) do
    if p ~= x.n then values[#values + 1] = p end
  end
  for ci, call in ipairs(x.calls) do
    local a = call.args
    if call.paren and #a >= 1 and #a < #x.params then
      local texts = {}
      for i, v in ipairs(a) do texts[i] = x.text(v) end
      -- the values it passes, from the first to the last
      local inner = { s = a[1].s, e = a[#a].e }
      for pos = 2, #a + 1 do
        for _, p in ipairs(values) do
          local t = {}
          for i, v in ipairs(texts) do t[i] = v end
          table_insert(t, pos, p)
          add(call, p == x.move and "move_not_passed" or common.call_slip(ci),
            { common.replace(inner, concat(t, ", ")) })
        end
      end
    end
  end
end)
