--- Edit family: a variable with no value (no local, parameter or
-- function of that name in the file, no value in the learner's
-- environment; assignments to it may be there) that the
-- function counts with, indexes or joins to: given a start the first time
-- it is used (`count = count or 0`, `done = done or {}`,
-- `text = text or ""`), on a line of its own before the statement that
-- uses it first. Slip `nil_variable`.
-- @module hanoi.teach.slips.nil_default

local ipairs = ipairs
local common = require "hanoi.teach.slips.common"

_ENV = nil

local STARTS = { "0", "{}", '""' }

-- the innermost statement of the function's blocks that holds the use
-- (no function statement), or nil
local function holder_of(x, use)
  local holder
  for _, st in ipairs(x.stats) do
    if st.s <= use.s and use.e <= st.e and st.tag ~= "Function"
        and (not holder or st.s >= holder.s) then
      holder = st
    end
  end
  return holder
end

return common.family("nil_default", function(x, add)
  local seen = {}
  for _, use in ipairs(x.unset) do
    if not use.called and not seen[use.name] then
      seen[use.name] = true
      local holder = holder_of(x, use)
      for _, start in ipairs(holder and STARTS or {}) do
        add(holder, "nil_variable", { common.before(holder.s,
          ("%s = %s or %s"):format(use.name, use.name, start) .. "\n" .. x.indent(holder.s)) },
          { name = use.name })
      end
    end
  end
end)
