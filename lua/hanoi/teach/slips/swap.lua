--- Edit family: two statements of one block swapped (the calls and the
-- move). The slip is named by where the move stood: before both calls
-- (`move_first`), after both (`move_last`), or, with two calls swapped,
-- `first_call_pegs`.
-- @module hanoi.teach.slips.swap

local ipairs = ipairs
local common = require "hanoi.teach.slips.common"

_ENV = nil

-- the slip of a block whose statements are of these kinds ("move",
-- "call", nil): named by where its move stands among its calls
local function slip_of(kinds, n)
  local moves_at, calls = nil, {}
  for m = 1, n do
    local k = kinds[m]
    if k == "move" then moves_at = m elseif k == "call" then calls[#calls + 1] = m end
  end
  if moves_at and #calls >= 2 then
    if moves_at < calls[1] then return "move_first" end
    if moves_at > calls[#calls] then return "move_last" end
  end
  return "first_call_pegs"
end

return common.family("swap", function(x, add)
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
            add(st[i], slip_of(kinds, #st), { common.replace(st[i], x.text(st[j])),
              common.replace(st[j], x.text(st[i])) })
          end
        end
      end
    end
  end
end)
