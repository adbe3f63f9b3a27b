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
local common = require "hanoi.teach.slips.common"

_ENV = nil

local TESTS = { "%s == 0", "%s == 1", "%s < 1", "%s <= 0" }
-- the test of an `if` that holds the recursion (`if n > 0 then ... end`)
local GUARDS = { "%s > 0", "%s >= 1", "%s ~= 0" }

return common.family("base_case", function(x, add)
  if not x.n then return end
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
    local moves = moves_in(block)
    local last = block.stats[#block.stats]
    if not node.els and not (last and last.tag == "Return") then
      local at = last and last.e or cond.e + #" then" - 1
      local sep = last and ("\n" .. x.indent(last.s)) or " "
      if last and x.line_of(last.s) == x.line_of(node.s) then sep = " " end
      for _, r in ipairs(returns) do
        add(node, moves > 0 and "base_no_return" or "no_base", { common.after(at, sep .. r) })
      end
    end
    -- one move, the right one, where the base case made several
    local mv = common.right_move(x)
    if moves > 1 and mv then
      local reps, kept = {}, false
      for _, s in ipairs(block.stats) do
        if x.kind_of(s) == "move" then
          reps[#reps + 1] = common.replace(s, kept and "" or mv)
          kept = true
        end
      end
      add(node, "base_moves_twice", reps)
    end
    for _, s in ipairs(block.stats) do
      if x.kind_of(s) == "move" then
        add(node, moves > 1 and "base_moves_twice" or "base_moves_zero",
          { common.replace(s, "") })
      end
    end
    local recurses = false
    for _, s in ipairs(block.stats) do if x.kind_of(s) == "call" then recurses = true end end
    local tests = {}
    for i, t in ipairs(recurses and GUARDS or TESTS) do tests[i] = t:format(x.n) end
    common.each_text(x, add, node, cond, tests,
      moves > 0 and "base_moves_zero" or "base_no_move")
    local first = block.stats[1]
    if moves == 0 and mv and first then
      local sep = x.line_of(first.s) == x.line_of(node.s) and " " or "\n" .. x.indent(first.s)
      add(node, "base_no_move", { common.before(first.s, mv .. sep) })
    end
    -- a statement after the `if` that belongs in it, or one in it that
    -- belongs after it: the `end` in the wrong place
    local parent = x.parent_block[node]
    if parent and last then
      for i, s in ipairs(parent.stats) do
        if s == node and parent.stats[i + 1] then
          local nxt = parent.stats[i + 1]
          add(node, "misplaced_end", {
            common.after(last.e, "\n" .. x.indent(last.s) .. x.text(nxt)),
            common.replace(nxt, "") })
        end
      end
    end
  end
  if not based and x.body.stats[1] then
    local first = x.body.stats[1]
    local test = ("if %s == 0 then return end"):format(x.n)
    local at = first.s - #x.indent(first.s) - 1      -- the end of the line before
    if x.line_of(first.s) > x.line_of(x.fnode.s) and x.src:sub(at, at) == "\n" then
      add(first, "no_base", { common.before(at, "\n" .. x.indent(first.s) .. test) })
    else
      add(first, "no_base", { common.before(first.s, test .. " ") })
    end
  end
end)
