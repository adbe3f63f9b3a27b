--- Edit family: a recursive call that passes fewer values than the
-- function takes gets the missing one (a parameter of the function) at
-- each place it may be missing from. The slip: `move_not_passed` when
-- the value put in is `move`, else the call's pegs (`first_call_pegs`,
-- `second_call_pegs`).
-- @module hanoi.teach.slips.missing_arg

local ipairs, table_insert = ipairs, table.insert

_ENV = nil

return {
  name = "missing_arg",
  candidates = function(x)
    local out = {}
    for ci, call in ipairs(x.calls) do
      local a = call.args
      if call.paren and #a >= 1 and #a < #x.params then
        local texts = {}
        for i, v in ipairs(a) do texts[i] = x.text(v) end
        for pos = 2, #a + 1 do
          for _, p in ipairs(x.params) do
            local t = {}
            for i, v in ipairs(texts) do t[i] = v end
            table_insert(t, pos, p)
            local slip = p == x.move and "move_not_passed"
              or (ci == 1 and "first_call_pegs" or "second_call_pegs")
            if p ~= x.n then
              out[#out + 1] = { node = call, slip = slip, reps = { { s = a[1].s, e = a[#a].e,
                text = (function() local s = t[1] for i = 2, #t do s = s .. ", " .. t[i] end
                  return s end)() } } }
            end
          end
        end
      end
    end
    return out
  end,
}
