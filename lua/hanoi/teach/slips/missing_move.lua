--- Edit family: a call that makes its two calls and no move of its own
-- (no `move` anywhere in the function): `move(from, to)` put between the
-- two calls, on a line of its own. Slip `missing_move`.
-- @module hanoi.teach.slips.missing_move

local ipairs = ipairs

_ENV = nil

return {
  name = "missing_move",
  candidates = function(x)
    local out = {}
    if not (x.move and x.role.from and x.role.to) or #x.moves > 0 then return out end
    for _, b in ipairs(x.blocks) do
      local calls = {}
      for i, s in ipairs(b.stats) do
        if x.kind_of(s) == "call" then calls[#calls + 1] = i end
      end
      if #calls == 2 then
        local first = b.stats[calls[1]]
        local mv = ("%s(%s, %s)"):format(x.move, x.role.from, x.role.to)
        local nxt = b.stats[calls[1] + 1]
        local sep = nxt and x.line_of(nxt.s) == x.line_of(first.e) and " "
          or "\n" .. x.indent(first.s)
        out[#out + 1] = { node = first, slip = "missing_move",
          reps = { { s = first.e + 1, e = first.e, text = sep .. mv } } }
      end
    end
    return out
  end,
}
