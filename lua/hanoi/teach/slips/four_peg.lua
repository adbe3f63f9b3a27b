--- Edit family: on four pegs (Frame and Stewart's method), the split and
-- the parked pegs. The number of disks parked first, where a local holds
-- it (`local k = n - 1`, a constant, `n / 2`), becomes `n // 2` (the
-- split that is shortest at every size the kit checks, 1 to 8) or
-- `n - 1`; the pegs of each call in the function's body that passes a
-- number of disks and then pegs (the four-peg calls of itself, the
-- three-peg call of a helper) become every other ordered choice of the
-- function's four pegs (the parked peg, the spare, the target changed). Slips: the
-- split `not_shortest`; the pegs of the last call of itself
-- `return_pegs`, of any other call `park_spare`.
-- @module hanoi.teach.slips.four_peg

local ipairs = ipairs
local common = require "hanoi.teach.slips.common"

_ENV = nil

-- every ordered choice of `width` of the names (all their orders)
local function arrangements(names, width)
  local out = {}
  local function go(prefix, used)
    if #prefix == width then
      local p = {}
      for i, v in ipairs(prefix) do p[i] = v end
      out[#out + 1] = p
      return
    end
    for i, v in ipairs(names) do
      if not used[i] then
        used[i] = true
        prefix[#prefix + 1] = v
        go(prefix, used)
        prefix[#prefix] = nil
        used[i] = false
      end
    end
  end
  go({}, {})
  return out
end

-- whether an expression is one of the pegs the function takes
local function is_peg(x, e)
  if e.tag ~= "Name" then return false end
  for _, p in ipairs(x.peg_params) do if p == e.name then return true end end
  return false
end

return common.family("four_peg", function(x, add)
  if x.k ~= 4 or not x.n then return end
  -- the calls in the function's body that pass a number of disks and
  -- then three (a helper's) or four (its own) of its pegs
  local calls = {}
  local seen = {}
  for _, call in ipairs(x.all_calls) do
    local name = x.callee(call)
    if name and name ~= x.move and not seen[call] then
      seen[call] = true
      local pegs = 0
      for i = 2, #call.args do
        if is_peg(x, call.args[i]) then pegs = pegs + 1 else break end
      end
      local want = name == x.fname and 4 or 3
      if pegs >= want then
        calls[#calls + 1] = { node = call, width = want, own = name == x.fname }
      end
    end
  end
  -- the split: a local with one value that a call of itself passes as
  -- its number of disks
  local split = {}
  for _, st in ipairs(x.stats) do
    if st.tag == "Local" and #st.names == 1 and #st.exprs == 1 then
      for _, c in ipairs(calls) do
        local a = c.node.args[1]
        if c.own and a.tag == "Name" and a.name == st.names[1].name then
          split[#split + 1] = st.exprs[1]
          break
        end
      end
    end
  end
  for _, e in ipairs(split) do
    common.each_text(x, add, e, e,
      common.with_floor_division(x.text(e), { x.n .. " // 2", x.n .. " - 1" }), "not_shortest")
  end
  local last
  for _, c in ipairs(calls) do if c.own then last = c end end
  for _, c in ipairs(calls) do
    for _, choice in ipairs(arrangements(x.peg_params, c.width)) do
      local reps = {}
      for i, name in ipairs(choice) do
        local a = c.node.args[i + 1]
        if x.text(a) ~= name then reps[#reps + 1] = common.replace(a, name) end
      end
      if #reps > 0 then add(c.node, c == last and "return_pegs" or "park_spare", reps) end
    end
  end
end)
