--- Edit family: two statements of one block swapped (the calls and the
-- move). The slip is named by where the move stood: before both calls
-- (`move_first`), after both (`move_last`), or, with two calls swapped,
-- `first_call_pegs`.
-- @module hanoi.teach.slips.swap

local ipairs = ipairs

_ENV = nil

return {
  name = "swap",
  candidates = function(x)
    local out = {}
    for _, b in ipairs(x.blocks) do
      local st = b.stats
      if #st <= 8 then
        -- where the move and the calls stand
        local kinds = {}
        for i, s in ipairs(st) do kinds[i] = x.kind_of(s) end
        for i = 1, #st do
          for j = i + 1, #st do
            if kinds[i] and kinds[j] and kinds[i] ~= kinds[j] or (kinds[i] == "call"
                and kinds[j] == "call") then
              local slip = "first_call_pegs"
              local moves_at, calls = nil, {}
              for m = 1, #st do
                local k = kinds[m]
                if k == "move" then moves_at = m elseif k == "call" then calls[#calls + 1] = m end
              end
              if moves_at and #calls >= 2 then
                if moves_at < calls[1] then slip = "move_first"
                elseif moves_at > calls[#calls] then slip = "move_last" end
              end
              out[#out + 1] = { node = st[i], slip = slip, reps = {
                { s = st[i].s, e = st[i].e, text = x.text(st[j]) },
                { s = st[j].s, e = st[j].e, text = x.text(st[i]) } } }
            end
          end
        end
      end
    end
    return out
  end,
}
