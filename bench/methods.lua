-- `make bench`: the solution methods of hanoi.moves(n, {method = ...})
-- against the default iterator (the baseline), measured in the same run:
-- time per move as a ratio to the baseline. Also a plain Lua recursion
-- that counts its moves, for scale.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local N = 20                      -- 2^20 - 1 = 1048575 moves per run
local clock = os.clock

local function best_of(runs, f)
  local best = math.huge
  for _ = 1, runs do
    local t0 = clock()
    f()
    local t = clock() - t0
    if t < best then best = t end
  end
  return best
end

local function loop(opts)
  return function()
    local k = 0
    for _ in hanoi.moves(N, opts) do k = k + 1 end
    assert(k == 2 ^ N - 1)
  end
end

local base = best_of(3, loop(nil))
print(("methods: %d disks, %d moves; baseline hanoi.moves(n) %.1f ns/move")
  :format(N, 2 ^ N - 1, base / (2 ^ N - 1) * 1e9))
for _, name in ipairs(hanoi.methods) do
  local t = best_of(3, loop({ method = name }))
  print(("  %-12s %5.2fx the baseline"):format(name, t / base))
end
local t = best_of(3, function()
  local k = 0
  for kind in hanoi.moves(N, { method = "recursive", events = true }) do
    if kind == "move" then k = k + 1 end
  end
  assert(k == 2 ^ N - 1)
end)
print(("  %-12s %5.2fx the baseline (3 events per move)"):format("events", t / base))
local lua_rec = best_of(3, function()
  local k = 0
  local function h(n) if n > 0 then h(n - 1); k = k + 1; h(n - 1) end end
  h(N)
end)
print(("  %-12s %5.2fx the baseline (counting only, no loop protocol)")
  :format("Lua recursion", lua_rec / base))
