--- Edit family: a variable with no value (no local, parameter or
-- function of that name in the file, no value in the learner's
-- environment; assignments to it may be there) that the
-- function counts with, indexes or joins to: given a start the first time
-- it is used (`count = count or 0`, `done = done or {}`,
-- `text = text or ""`), on a line of its own before the statement that
-- uses it first. Slip `nil_variable`.
-- @module hanoi.teach.slips.nil_default

local ipairs = ipairs

_ENV = nil

local STARTS = { "0", "{}", '""' }

return {
  name = "nil_default",
  candidates = function(x)
    local out, seen = {}, {}
    for _, use in ipairs(x.unset) do
      if not use.called and not seen[use.name] then
        seen[use.name] = true
        -- the statement of the function's blocks that holds the use
        local holder
        for _, st in ipairs(x.stats) do
          if st.s <= use.s and use.e <= st.e and st.tag ~= "Function"
              and (not holder or st.s >= holder.s) then
            holder = st
          end
        end
        if holder then
          local sep = "\n" .. x.indent(holder.s)
          for _, start in ipairs(STARTS) do
            out[#out + 1] = { node = holder, slip = "nil_variable", name = use.name,
              reps = { { s = holder.s, e = holder.s - 1,
                text = ("%s = %s or %s"):format(use.name, use.name, start) .. sep } } }
          end
        end
      end
    end
    return out
  end,
}
