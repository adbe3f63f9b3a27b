--- Edit family: a move's two pegs: swapped, or replaced by two of the
-- function's peg parameters (`move(n, to)` becomes `move(from, to)`;
-- `move(n, from, to)` loses its first value). Slip `move_args`.
-- @module hanoi.teach.slips.move_args

local ipairs = ipairs

_ENV = nil

return {
  name = "move_args",
  candidates = function(x)
    local out = {}
    for _, m in ipairs(x.moves) do
      local a = m.args
      if m.paren and #a >= 1 then
        local inner = { s = a[1].s, e = a[#a].e }
        local seen = {}
        local function add(text)
          if seen[text] or text == x.src:sub(inner.s, inner.e) then return end
          seen[text] = true
          out[#out + 1] = { reps = { { s = inner.s, e = inner.e, text = text } }, node = m,
            slip = "move_args" }
        end
        if #a == 2 then add(x.text(a[2]) .. ", " .. x.text(a[1])) end
        if #a == 3 then add(x.text(a[2]) .. ", " .. x.text(a[3])) end
        for _, p in ipairs(x.peg_params) do
          for _, q in ipairs(x.peg_params) do
            if p ~= q then add(p .. ", " .. q) end
          end
        end
      end
    end
    return out
  end,
}
