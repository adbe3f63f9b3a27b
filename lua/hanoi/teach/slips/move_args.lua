--- Edit family: a move's two pegs: swapped, or replaced by two of the
-- function's peg parameters (`move(n, to)` becomes `move(from, to)`;
-- `move(n, from, to)` loses its first value). Slip `move_args`.
-- @module hanoi.teach.slips.move_args

local ipairs = ipairs
local common = require "hanoi.teach.slips.common"

_ENV = nil

return common.family("move_args", function(x, add)
  for _, m in ipairs(x.moves) do
    local a = m.args
    if m.paren and #a >= 1 then
      -- the values it passes, each text once
      local texts = {}
      if #a == 2 then texts[#texts + 1] = x.text(a[2]) .. ", " .. x.text(a[1]) end
      if #a == 3 then texts[#texts + 1] = x.text(a[2]) .. ", " .. x.text(a[3]) end
      for _, p in ipairs(x.peg_params) do
        for _, q in ipairs(x.peg_params) do
          if p ~= q then texts[#texts + 1] = p .. ", " .. q end
        end
      end
      local once, seen = {}, {}
      for _, t in ipairs(texts) do
        if not seen[t] then seen[t] = true; once[#once + 1] = t end
      end
      common.each_text(x, add, m, { s = a[1].s, e = a[#a].e }, once, "move_args")
    end
  end
end)
