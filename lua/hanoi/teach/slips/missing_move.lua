--- Edit family: a call that makes its two calls and no move of its own
-- (no `move` anywhere in the function): `move(from, to)` put between the
-- two calls, on a line of its own. Slip `missing_move`.
-- @module hanoi.teach.slips.missing_move

local ipairs = ipairs
local common = require "hanoi.teach.slips.common"

_ENV = nil

return common.family("missing_move", function(x, add)
  local mv = common.right_move(x)
  if not mv or #x.moves > 0 then return end
  for _, b in ipairs(x.blocks) do
    local calls = {}
    for i, s in ipairs(b.stats) do
      if x.kind_of(s) == "call" then calls[#calls + 1] = i end
    end
    if #calls == 2 then
      local first = b.stats[calls[1]]
      local nxt = b.stats[calls[1] + 1]
      local sep = nxt and x.line_of(nxt.s) == x.line_of(first.e) and " "
        or "\n" .. x.indent(first.s)
      add(first, "missing_move", { common.after(first.e, sep .. mv) })
    end
  end
end)
