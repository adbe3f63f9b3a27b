--- What the hardening tools (tools/fuzz.lua, tools/oom.lua) know of the
-- `hanoi` API: its functions, found at run time, and the invariants of a
-- `hanoi.State`, checked from Lua.
local api = {}

local assert, getmetatable, ipairs, pairs, tostring, type =
  assert, getmetatable, ipairs, pairs, tostring, type
local getupvalue, sort, mtype = debug.getupvalue, table.sort, math.type
local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"
api.LETTERS = LETTERS

--- Every function of `hanoi` (and of its tables one level down), every
-- `hanoi.State` method and every function of the State metatable, sorted
-- by name (pairs order is not seeded), as {name=, f=, kind=, short=}.
-- kind is "func", "method" or "meta"; short is a method's own name.
-- @tparam table hanoi the module
-- @tparam table skip names (or "table.name") to leave out
function api.targets(hanoi, skip)
  local META = getmetatable(hanoi.new(1))
  local METHODS = META.__methods
  if type(METHODS) ~= "table" and type(META.__index) == "table" then METHODS = META.__index end
  if type(METHODS) ~= "table" and type(META.__index) == "function" then
    local _, up = getupvalue(META.__index, 1)
    METHODS = up
  end
  assert(type(METHODS) == "table", "cannot find the hanoi.State methods")
  local names = {}
  for name, v in pairs(hanoi) do
    if type(v) == "function" and not skip[name] then
      names[#names + 1] = { name = "hanoi." .. name, f = v, kind = "func" }
    elseif type(v) == "table" then
      for sub, w in pairs(v) do
        if type(sub) == "string" and type(w) == "function" and not skip[sub]
            and not skip[name .. "." .. sub] then
          names[#names + 1] = { name = "hanoi." .. name .. "." .. sub, f = w, kind = "func" }
        end
      end
    end
  end
  for name, v in pairs(METHODS) do
    if type(v) == "function" and not skip[name] then
      names[#names + 1] = { name = "State:" .. name, short = name, f = v, kind = "method" }
    end
  end
  for name, v in pairs(META) do
    if type(v) == "function" then
      names[#names + 1] = { name = "State." .. name, f = v, kind = "meta" }
    end
  end
  sort(names, function(a, b) return a.name < b.name end)  -- pairs order is not seeded
  return names
end

--- Checks a state from Lua: the pegs strictly decreasing bottom to top,
-- each disk on exactly one peg, s:peg, s:top, s:height, s:label, #s and
-- the fields agreeing.
-- @treturn nil|string nil when consistent, else what is wrong
function api.check_state(s)
  local n, k, moves = s.n, s.k, s.moves
  if mtype(n) ~= "integer" or n < 1 or n > 64 then return "s.n is " .. tostring(n) end
  if mtype(k) ~= "integer" or k < 3 or k > 32 then return "s.k is " .. tostring(k) end
  if mtype(moves) ~= "integer" or moves < 0 then return "s.moves is " .. tostring(moves) end
  if #s ~= n then return "#s ~= s.n" end
  local on = {}
  for p = 1, k do
    local ds = s:disks(p)
    if #ds ~= s:height(p) then return ("peg %d: %d disks but height %d"):format(p, #ds, s:height(p)) end
    for i, d in ipairs(ds) do
      if mtype(d) ~= "integer" or d < 1 or d > n then return ("peg %d holds disk %s"):format(p, tostring(d)) end
      if on[d] then return ("disk %d on pegs %d and %d"):format(d, on[d], p) end
      on[d] = p
      if i > 1 and not (d < ds[i - 1]) then
        return ("peg %d not decreasing: %d above %d"):format(p, d, ds[i - 1])
      end
    end
    local top = s:top(p)
    if top ~= ds[#ds] then return ("peg %d: top %s, disks end with %s"):format(p, tostring(top), tostring(ds[#ds])) end
  end
  local label = s:label()
  if #label ~= n then return "label length " .. #label end
  for d = 1, n do
    if not on[d] then return ("disk %d on no peg"):format(d) end
    if s:peg(d) ~= on[d] then return ("s:peg(%d) = %s, but it is on peg %d"):format(d, tostring(s:peg(d)), on[d]) end
    if label:sub(d, d) ~= LETTERS:sub(on[d], on[d]) then return ("label letter %d is %q"):format(d, label:sub(d, d)) end
  end
  return nil
end

_ENV = nil -- no globals past this point

return api
