-- `make bench`: the 3-peg iterator against pure-Lua generators and a C floor.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;./build/bench/?.so;" .. package.cpath
local hanoi = require "hanoi"
local floor = require "floor"

local N = 24
local MOVES = (1 << N) - 1

-- best of a few runs, in nanoseconds per item
local best = dofile("bench/lib/common.lua").best
local function measure(items, f) return best(3, f) / items * 1e9 end

local sink = 0

local a = measure(MOVES, function()
  for d in hanoi.moves(N) do sink = sink + d end
end)

local b = measure(MOVES, function()
  local function gen(n, from, to, via)
    if n == 0 then return end
    gen(n - 1, from, via, to)
    coroutine.yield(n, from, to)
    gen(n - 1, via, to, from)
  end
  for d in coroutine.wrap(function() gen(N, 1, 3, 2) end) do sink = sink + d end
end)

local c = measure(MOVES, function()
  local function solve(n, from, to, via, f)
    if n == 0 then return end
    solve(n - 1, from, via, to, f)
    f(n, from, to)
    solve(n - 1, via, to, from, f)
  end
  solve(N, 1, 3, 2, function(d) sink = sink + d end)
end)

local d = measure(MOVES, function()
  for x in floor.iter(MOVES) do sink = sink + x end
end)

-- State:solve plays the plan it keeps (re-planning only after an outside move)
local e = measure(MOVES, function()
  local s = hanoi.new(N)
  for disk in s:solve(3) do sink = sink + disk end
end)

local CALLS = 2000000
local idx = {}
for j = 1, 1024 do idx[j] = math.random(0, math.maxinteger) end
local ma = measure(CALLS, function()
  local move_at = hanoi.move_at
  for j = 1, CALLS do move_at(64, idx[(j & 1023) + 1] | 1) end
end)
local sa = measure(CALLS, function()
  local state_at = hanoi.state_at
  for j = 1, CALLS do state_at(64, idx[(j & 1023) + 1]) end
end)

print(("3-peg moves, n = %d (%d moves), ns per move:"):format(N, MOVES))
print(("  (a) for loop over hanoi.moves        %6.1f"):format(a))
print(("  (b) pure-Lua coroutine generator     %6.1f"):format(b))
print(("  (c) pure-Lua recursion + callback    %6.1f"):format(c))
print(("  (d) floor: minimal C closure         %6.1f"):format(d))
print(("  (a)/(d) = %.2f (target <= 1.3); (b)/(a) = %.1f (target >= 4); (c)/(a) = %.1f (target >= 2)")
  :format(a / d, b / a, c / a))
print(("  (e) for loop over State:solve        %6.1f   (e)/(a) = %.2f (target <= 2)"):format(e, e / a))
print(("move_at(64, i): %.1f M calls/s (target >= 10); state_at(64, i): %.1f M calls/s (target >= 2)")
  :format(1e3 / ma, 1e3 / sa))
assert(sink ~= 0)
