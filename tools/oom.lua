--- Out-of-memory injection for `hanoi`, run by tools/luahost.
--
-- For every function of `hanoi` and every `hanoi.State` method (found at
-- run time) and a handful of argument lists each, it makes the call with
-- the allocator refusing the 1st, then the 2nd, ... allocation until the
-- call gets through. Each refused call must raise Lua's "not enough
-- memory" (or cope), never crash, and leave the states it was given as
-- they were. A `hanoi.moves` iterator step must allocate nothing at all.
--
--   build/luahost tools/oom.lua [--cpath P] [--max N]
-- The last line is "oom: N passed, N failed" (one per function and
-- argument list).
local cpath, maxlimit = "./build/?.so", 400
do
  local i = 1
  while i <= #arg do
    if arg[i] == "--cpath" then cpath = arg[i + 1]; i = i + 1
    elseif arg[i] == "--max" then maxlimit = assert(math.tointeger(tonumber(arg[i + 1]))); i = i + 1
    else error("oom: unknown option " .. tostring(arg[i])) end
    i = i + 1
  end
end
assert(oom and oom.run, "run this with tools/luahost")
package.path = "./lua/?.lua;./lua/?/init.lua;./tools/?.lua;" .. package.path
package.cpath = cpath .. ";" .. package.cpath
local hanoi = require "hanoi"
local api = require "hanoi_api"

local pack, unpack = table.pack, table.unpack
local FUNC_ARGS = {
  {}, { 3 }, { 3, 1, 3 }, { 64 }, { 64, "9223372036854775808" }, { 5, 2 }, { 3, 4 },
  { 3, { from = 2, to = 1 } }, { 4, { pegs = 4 } }, { "BAC" }, { { 1, 2, 3 } },
  { "123", 3 }, { 40, 32 }, { 0 }, { "A\0B" },
}
local METHOD_ARGS = { {}, { 1 }, { 2 }, { 3 }, { 1, 2 }, { 2, 1 }, { 1, 3 }, { 3, 2 }, { 2, 4 } }

local passed, failed, refused = 0, 0, 0
local function fixtures()
  return { hanoi.state("BAC", 4), hanoi.new(3), hanoi.state(("A"):rep(40) .. "Bf", 32) }
end

-- what a state looks like, through the label only
local function look(s) return s:label() .. "/" .. s.moves end

local function case(t, self, args)
  local name = t.name .. "(" .. #args .. " args)"
  local states = fixtures()
  if self == true then self = states[1] end
  local call = self and pack(self, unpack(args)) or pack(unpack(args))
  for i = 1, call.n do if call[i] == "STATE" then call[i] = states[2] end end
  local before = {}
  for i, s in ipairs(states) do before[i] = look(s) end
  local problem
  for limit = 0, maxlimit do
    local ok, res, tripped = oom.run(limit, t.f, unpack(call, 1, call.n))
    if tripped then refused = refused + 1 end
    for i, s in ipairs(states) do
      local why = api.check_state(s)
      if why then problem = ("limit %d: %s"):format(limit, why) break end
      if tripped and not ok and look(s) ~= before[i] then
        problem = ("limit %d: the state changed from %s to %s"):format(limit, before[i], look(s))
        break
      end
    end
    if problem then break end
    if tripped and not ok and res ~= "not enough memory" then
      -- a memory error turned into something else is fine only as an error object
      if type(res) ~= "string" then problem = ("limit %d: error object %s"):format(limit, type(res)) break end
    end
    if not tripped then
      if ok and type(res) == "function" and t.name == "hanoi.moves" then
        for step = 1, 20 do      -- no allocation per move
          local sok, d, tr = oom.run(0, res)
          if tr or not sok then
            problem = ("iterator step %d allocates (%s)"):format(step, tostring(d)); break
          end
          if d == nil then break end
        end
      end
      break
    end
    if limit == maxlimit then problem = "still failing after " .. maxlimit .. " allocations" end
    -- undo what a refused call may have done to the fixtures
    states = fixtures()
    if self then self = states[1]; call[1] = self end
    for i = 1, call.n do if hanoi.type(call[i]) == "state" and call[i] ~= self then call[i] = states[2] end end
  end
  collectgarbage()
  if problem then
    failed = failed + 1
    print(("FAIL %s: %s"):format(name, problem))
  else
    passed = passed + 1
  end
end

local targets = api.targets(hanoi, { sleep = true, readkey = true, rawmode = true })
for _, t in ipairs(targets) do
  if t.kind == "func" then
    for _, args in ipairs(FUNC_ARGS) do case(t, nil, args) end
    case(t, nil, { "STATE" })
    case(t, nil, { "STATE", "STATE" })
  elseif t.kind == "method" then
    for _, args in ipairs(METHOD_ARGS) do case(t, true, args) end
  end
end
print(("oom: %d calls of %d functions made to run out of memory"):format(refused, #targets))
print(("oom: %d passed, %d failed"):format(passed, failed))
os.exit(failed == 0 and 0 or 1, true)
