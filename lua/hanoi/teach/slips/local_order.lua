--- Edit family: a local declared below its first use (`local function
-- helper` after the function that calls it): where it is used it is
-- still a global with no value. The declaration is moved above the
-- top-level statement that holds the function. The whole chunk is run
-- again for the proof (`chunk = true`). Slip `undefined` for a name that
-- is called, `nil_variable` for another.
-- @module hanoi.teach.slips.local_order

local ipairs = ipairs
local common = require "hanoi.teach.slips.common"

_ENV = nil

-- the statement of `top` below `holder` that declares the name, or nil
local function declaration(top, holder, name)
  for _, st in ipairs(top) do
    if st.s > holder.e and ((st.tag == "Function" and st.kind == "local"
        and st.name.name == name) or (st.tag == "Local" and #st.names == 1
        and st.names[1].name == name)) then
      return st
    end
  end
end

return common.family("local_order", function(x, add)
  local seen = {}
  local top = x.root.body.stats
  -- the top-level statement that holds the function
  local holder
  for _, st in ipairs(top) do
    if st.s <= x.fnode.s and x.fnode.e <= st.e then holder = st end
  end
  for _, use in ipairs(holder and x.hidden or {}) do
    local st = not seen[use.name] and declaration(top, holder, use.name)
    seen[use.name] = true
    if st then
      add(st, use.called and "undefined" or "nil_variable", {
        common.before(holder.s, x.text(st) .. "\n\n"), common.replace(st, "") },
        { chunk = true, name = use.name, line = x.line_of(st.s), last = x.line_of(st.e),
          above = x.line_of(holder.s), head = x.text(st):match("^[^\n]*") })
    end
  end
end)
