--- Edit family: a move printed, written, yielded or collected
-- (`print(from, to)`, `io.write(...)`, `coroutine.yield(...)`,
-- `table.insert(t, ...)`) made a move instead: `move(from, to)`. Slip
-- `no_move`.
-- @module hanoi.teach.slips.move_output

local ipairs = ipairs

_ENV = nil

local OUTPUT = { print = true, ["io.write"] = true, ["coroutine.yield"] = true,
  ["table.insert"] = true, write = true }

return {
  name = "move_output",
  candidates = function(x)
    local out = {}
    if not (x.move and x.role.from and x.role.to) or #x.moves > 0 then return out end
    for _, st in ipairs(x.stats) do
      if st.tag == "CallStat" and OUTPUT[x.callee(st.call)] then
        out[#out + 1] = { node = st, slip = "no_move", reps = { { s = st.s, e = st.e,
          text = ("%s(%s, %s)"):format(x.move, x.role.from, x.role.to) } } }
      end
    end
    return out
  end,
}
