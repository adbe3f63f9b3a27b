--- Edit family: a local declared below its first use (`local function
-- helper` after the function that calls it): where it is used it is
-- still a global with no value. The declaration is moved above the
-- top-level statement that holds the function. The whole chunk is run
-- again for the proof (`chunk = true`). Slip `undefined` for a name that
-- is called, `nil_variable` for another.
-- @module hanoi.teach.slips.local_order

local ipairs = ipairs

_ENV = nil

return {
  name = "local_order",
  candidates = function(x)
    local out, seen = {}, {}
    local top = x.root.body.stats
    -- the top-level statement that holds the function
    local holder
    for _, st in ipairs(top) do
      if st.s <= x.fnode.s and x.fnode.e <= st.e then holder = st end
    end
    if not holder then return out end
    for _, use in ipairs(x.hidden) do
      if not seen[use.name] then
        seen[use.name] = true
        for _, st in ipairs(top) do
          local declares = st.s > holder.e and ((st.tag == "Function" and st.kind == "local"
            and st.name.name == use.name) or (st.tag == "Local" and #st.names == 1
            and st.names[1].name == use.name))
          if declares then
            out[#out + 1] = { node = st, slip = use.called and "undefined" or "nil_variable",
              chunk = true, name = use.name, line = x.line_of(st.s), last = x.line_of(st.e),
              above = x.line_of(holder.s), head = x.text(st):match("^[^\n]*"), reps = {
                { s = holder.s, e = holder.s - 1, text = x.text(st) .. "\n\n" },
                { s = st.s, e = st.e, text = "" } } }
            break
          end
        end
      end
    end
    return out
  end,
}
