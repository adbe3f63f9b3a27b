--- Edit family: the base case. Its test (`n == 0`, `n == 1`, `n < 1`,
-- `n <= 0`; `n > 0`, `n >= 1`, `n ~= 0` for an `if` that holds the
-- recursion), a missing `return` (with the value the function returns
-- elsewhere, where it returns one), a move taken out of it or put in, a
-- base case where there is none, a statement moved into or out of it
-- (an `end` in the wrong place). Each edit names its slip:
-- `base_no_return`, `base_moves_zero`, `base_moves_twice`,
-- `base_no_move`, `no_base`, `misplaced_end`.
-- @module hanoi.teach.slips.base_case

local ipairs = ipairs

_ENV = nil

local TESTS = { "%s == 0", "%s == 1", "%s < 1", "%s <= 0" }
-- the test of an `if` that holds the recursion (`if n > 0 then ... end`)
local GUARDS = { "%s > 0", "%s >= 1", "%s ~= 0" }

return {
  name = "base_case",
  candidates = function(x)
    local out = {}
    if not x.n then return out end
    local function moves_in(block)
      local c = 0
      for _, s in ipairs(block.stats) do if x.kind_of(s) == "move" then c = c + 1 end end
      return c
    end
    local based = false
    -- what a `return` added gives back: nothing, or, in a function that
    -- returns values, each parameter past the move (a counter) and each
    -- name it returns elsewhere
    local returns, rseen = { "return" }, {}
    local function ret(name)
      if name and not rseen[name] then
        rseen[name] = true
        returns[#returns + 1] = "return " .. name
      end
    end
    local valued = false
    for _, st in ipairs(x.stats) do
      if st.tag == "Return" and #st.exprs > 0 then
        valued = true
        if #st.exprs == 1 and st.exprs[1].tag == "Name" then ret(st.exprs[1].name) end
      end
    end
    if valued then
      for i = x.k + 3, #x.params do ret(x.params[i]) end
    end
    -- the base case: the first `if` that tests n
    for _, node in ipairs({ x.ifs[1] }) do
      based = true
      local cond, block = node.conds[1], node.blocks[1]
      local now = x.text(cond)
      local moves = moves_in(block)
      local last = block.stats[#block.stats]
      if not node.els and not (last and last.tag == "Return") then
        local at = last and last.e or cond.e + #" then" - 1
        local sep = last and ("\n" .. x.indent(last.s)) or " "
        if last and x.line_of(last.s) == x.line_of(node.s) then sep = " " end
        for _, r in ipairs(returns) do
          out[#out + 1] = { node = node, slip = moves > 0 and "base_no_return" or "no_base",
            reps = { { s = at + 1, e = at, text = sep .. r } } }
        end
      end
      -- one move, the right one, where the base case made several
      if moves > 1 and x.move and x.role.from and x.role.to then
        local reps, kept = {}, false
        for _, s in ipairs(block.stats) do
          if x.kind_of(s) == "move" then
            reps[#reps + 1] = { s = s.s, e = s.e, text = kept and ""
              or ("%s(%s, %s)"):format(x.move, x.role.from, x.role.to) }
            kept = true
          end
        end
        out[#out + 1] = { node = node, slip = "base_moves_twice", reps = reps }
      end
      for _, s in ipairs(block.stats) do
        if x.kind_of(s) == "move" then
          out[#out + 1] = { node = node, slip = moves > 1 and "base_moves_twice"
            or "base_moves_zero", reps = { { s = s.s, e = s.e, text = "" } } }
        end
      end
      local recurses = false
      for _, s in ipairs(block.stats) do if x.kind_of(s) == "call" then recurses = true end end
      for _, t in ipairs(recurses and GUARDS or TESTS) do
        local text = t:format(x.n)
        if text ~= now then
          out[#out + 1] = { node = node, reps = { { s = cond.s, e = cond.e, text = text } },
            slip = moves > 0 and "base_moves_zero" or "base_no_move" }
        end
      end
      if moves == 0 and x.move and x.role.from and x.role.to then
        local mv = ("%s(%s, %s)"):format(x.move, x.role.from, x.role.to)
        local first = block.stats[1]
        if first then
          local sep = x.line_of(first.s) == x.line_of(node.s) and " " or "\n" .. x.indent(first.s)
          out[#out + 1] = { node = node, slip = "base_no_move",
            reps = { { s = first.s, e = first.s - 1, text = mv .. sep } } }
        end
      end
      -- a statement after the `if` that belongs in it, or one in it that
      -- belongs after it: the `end` in the wrong place
      local parent = x.parent_block[node]
      if parent and last then
        for i, s in ipairs(parent.stats) do
          if s == node and parent.stats[i + 1] then
            local nxt = parent.stats[i + 1]
            out[#out + 1] = { node = node, slip = "misplaced_end", reps = {
              { s = last.e + 1, e = last.e, text = "\n" .. x.indent(last.s) .. x.text(nxt) },
              { s = nxt.s, e = nxt.e, text = "" } } }
          end
        end
      end
    end
    if not based and x.body.stats[1] then
      local first = x.body.stats[1]
      local test = ("if %s == 0 then return end"):format(x.n)
      local at = first.s - #x.indent(first.s) - 1      -- the end of the line before
      if x.line_of(first.s) > x.line_of(x.fnode.s) and x.src:sub(at, at) == "\n" then
        out[#out + 1] = { node = first, slip = "no_base", reps = { { s = at, e = at - 1,
          text = "\n" .. x.indent(first.s) .. test } } }
      else
        out[#out + 1] = { node = first, slip = "no_base", reps = { { s = first.s,
          e = first.s - 1, text = test .. " " } } }
      end
    end
    return out
  end,
}
