--- Edit family: a move printed, written, yielded or collected
-- (`print(from, to)`, `io.write(...)`, `coroutine.yield(...)`,
-- `table.insert(t, ...)`) made a move instead: `move(from, to)`. Slip
-- `no_move`.
-- @module hanoi.teach.slips.move_output

local ipairs = ipairs
local common = require "hanoi.teach.slips.common"

_ENV = nil

local OUTPUT = { print = true, ["io.write"] = true, ["coroutine.yield"] = true,
  ["table.insert"] = true, write = true }

return common.family("move_output", function(x, add)
  local mv = common.right_move(x)
  if not mv or #x.moves > 0 then return end
  for _, st in ipairs(x.stats) do
    if st.tag == "CallStat" and OUTPUT[x.callee(st.call)] then
      add(st, "no_move", { common.replace(st, mv) })
    end
  end
end)
