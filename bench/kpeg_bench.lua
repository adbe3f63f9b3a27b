-- `make bench`: the k-peg (Frame-Stewart) iterator against the 3-peg
-- `hanoi.moves` of the same run, per move; random access on k pegs; and
-- `hanoi.count(64, k)` for k = 3..32.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local clock = os.clock
local TARGET = 2000000          -- moves per measurement

-- seconds per move of repeated full runs of hanoi.moves(n, opts)
local function per_move(n, opts)
  local best = math.huge
  for _ = 1, 3 do               -- best of three
    local moves, t0 = 0, clock()
    repeat
      for _ in hanoi.moves(n, opts) do moves = moves + 1 end
    until moves >= TARGET
    best = math.min(best, (clock() - t0) / moves)
  end
  return best
end

-- first call: builds the Frame-Stewart table of this Lua state
local t0 = clock()
hanoi.count(64, 4)
local build = clock() - t0

local base = per_move(21, nil)   -- 3 pegs: 2^21 - 1 moves a run
print(("moves: 3-peg hanoi.moves %.1f ns/move (%.1f M moves/s), the baseline")
  :format(base * 1e9, 1e-6 / base))
local worst = 0
for _, c in ipairs({ { 64, 4 }, { 64, 5 }, { 64, 8 }, { 64, 16 }, { 64, 32 }, { 20, 4 } }) do
  local n, k = c[1], c[2]
  local t = per_move(n, { pegs = k })
  worst = math.max(worst, t / base)
  print(("moves: %2d disks on %2d pegs %.1f ns/move (%.1f M moves/s), %.2f x the 3-peg time")
    :format(n, k, t * 1e9, 1e-6 / t, t / base))
end
print(("moves: worst k-peg/3-peg ratio %.2f (target <= 1.5)"):format(worst))

-- random access: move_at and state_at at every index of a long solution
local function access(f, n, opts, count)
  local t1, calls = clock(), 0
  repeat
    for i = 1, count do f(n, i, opts); calls = calls + 1 end
  until calls >= 200000
  return (clock() - t1) / calls
end
local m3 = access(hanoi.move_at, 20, nil, 2 ^ 20 - 1)
local s3 = access(hanoi.state_at, 20, nil, 2 ^ 20 - 1)
for _, c in ipairs({ { 20, 4 }, { 64, 4 }, { 64, 16 } }) do
  local n, k = c[1], c[2]
  local opts, count = { pegs = k }, hanoi.count(n, k)
  local m, s = access(hanoi.move_at, n, opts, count), access(hanoi.state_at, n, opts, count)
  print(("move_at/state_at: %d disks on %d pegs %.0f/%.0f ns/call, %.2f/%.2f x the 3-peg"
    .. " ones on 20 disks"):format(n, k, m * 1e9, s * 1e9, m / m3, s / s3))
end

-- counts: per call, against the cheapest one, hanoi.count(1); count(64, 3)
-- is slower only for its decimal string (2^64 - 1 is past the integers)
local function per_count(k)
  local t1, reps = clock(), 200000
  for _ = 1, reps do hanoi.count(64, k) end
  return (clock() - t1) / reps
end
local function per_count1()
  local t1, reps = clock(), 200000
  for _ = 1, reps do hanoi.count(1) end
  return (clock() - t1) / reps
end
local cbase = per_count1()
local line, slowest = {}, 0
for k = 3, 32 do
  local t = per_count(k)
  if k > 3 then slowest = math.max(slowest, t / cbase) end
  line[#line + 1] = ("%d:%.0f"):format(k, t * 1e9)
end
print("count(64, k) ns/call, k:ns  " .. table.concat(line, " "))
print(("count(64, k): k = 4..32 at most %.2f x count(1), k = 3 (a decimal string) %.2f x;"
  .. " the table (first call) took %.0f us"):format(slowest, per_count(3) / cbase, build * 1e6))
local tb = clock()
local big = hanoi.count(100000, 4)
print(("count: 100000 disks on 4 pegs (%d digits) %.2f ms, on 3 pegs %.2f ms")
  :format(#big, (clock() - tb) * 1e3,
    (function() local t2 = clock(); hanoi.count(100000, 3); return (clock() - t2) * 1e3 end)()))
