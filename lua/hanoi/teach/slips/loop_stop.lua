--- Edit family: a loop's test to stop, off by one. The stop tests of a
-- loop are its own condition (`while`, `repeat ... until`, a numeric
-- `for`'s limit) and the conditions of the `if`s in its body whose block
-- ends in `break`. Each test is changed alone, and all the loop's tests
-- together (they say the same bound): the last number of a comparison
-- (or of a `for`'s limit) one more or one less (`2 ^ n - 2` to
-- `2 ^ n - 1`), or a comparison strict for non-strict and back (`<=` for
-- `<`, `>` for `>=`). Slip `loop_stop`.
-- @module hanoi.teach.slips.loop_stop

local ipairs, tonumber, math_type = ipairs, tonumber, math.type
local find, format = string.find, string.format
local common = require "hanoi.teach.slips.common"

_ENV = nil

local FLIP = { ["<"] = "<=", ["<="] = "<", [">"] = ">=", [">="] = ">" }

-- the last number (by place) of an expression, with no function inside
local function last_number(node)
  local best
  local function go(e)
    if e.tag == "Number" then
      if not best or e.s > best.s then best = e end
    elseif e.tag == "Binop" then go(e.l); go(e.r)
    elseif e.tag == "Unop" then go(e.operand)
    elseif e.tag == "Paren" then go(e.inner) end
  end
  go(node)
  return best
end

-- the comparisons of a condition (through `and`, `or`, `not`, brackets)
local function comparisons(e, out)
  if e.tag == "Binop" and FLIP[e.op] then out[#out + 1] = e
  elseif e.tag == "Binop" and (e.op == "and" or e.op == "or") then
    comparisons(e.l, out); comparisons(e.r, out)
  elseif e.tag == "Unop" then comparisons(e.operand, out)
  elseif e.tag == "Paren" then comparisons(e.inner, out) end
  return out
end

-- the replacements that change one number by d, or nil
local function shifted(num, d)
  local v = tonumber(num.value)
  if not v or math_type(v) ~= "integer" or v + d < 0 then return nil end
  return { s = num.s, e = num.e, text = format("%d", v + d) }
end

-- the replacement of a comparison's operator by its partner, or nil
local function flipped(x, cmp)
  local s, e = find(x.src, "[<>]=?", cmp.l.e + 1)
  if not s or e >= cmp.r.s then return nil end
  return { s = s, e = e, text = FLIP[cmp.op] }
end

-- the change of each of `list` alone (`change(item)`: a replacement or
-- nil), then of all of them together (they say the same bound)
local function each_and_all(add, loop, list, change)
  local all = {}
  for _, item in ipairs(list) do
    local rep = change(item)
    if rep then
      all[#all + 1] = rep
      add(loop, "loop_stop", { rep })
    end
  end
  if #all > 1 then add(loop, "loop_stop", all) end
end

return common.family("loop_stop", function(x, add)
  for _, loop in ipairs(x.loops or {}) do
    -- the loop's tests: the places a bound is said
    local cmps, limits = {}, {}
    if loop.tag == "While" or loop.tag == "Repeat" then comparisons(loop.cond, cmps)
    elseif loop.tag == "NumFor" then limits[1] = loop.to end
    for _, st in ipairs(loop.body.stats) do
      if st.tag == "If" and #st.conds == 1 and not st.els then
        local b = st.blocks[1].stats
        if #b > 0 and b[#b].tag == "Break" then comparisons(st.conds[1], cmps) end
      end
    end
    local bounds = {}
    for _, c in ipairs(cmps) do bounds[#bounds + 1] = last_number(c.r) or last_number(c.l) end
    for _, l in ipairs(limits) do bounds[#bounds + 1] = last_number(l) end
    for _, d in ipairs({ 1, -1 }) do
      each_and_all(add, loop, bounds, function(num) return shifted(num, d) end)
    end
    each_and_all(add, loop, cmps, function(c) return flipped(x, c) end)
  end
end)
