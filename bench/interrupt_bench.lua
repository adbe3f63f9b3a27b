-- `make bench`: what `hanoi.trap_interrupt` costs Lua code. After the
-- trap, the main thread and every coroutine made later carry a count hook
-- that looks for Ctrl-C every 1000 instructions (so that Ctrl-C reaches
-- code running in a coroutine); with any hook set, Lua 5.4 steps each
-- instruction through its hook check. The same loop (the moves of 20
-- disks written as text, as `hanoi 20 --text` does) is timed without
-- the trap and with it, on the main thread and in a coroutine: the
-- baseline is measured in the same run. C code (the searches) pays
-- nothing.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local N = 20
local MOVES = (1 << N) - 1

local sink = 0
local function work()
  local out, i = {}, 0
  for disk, a, b in hanoi.moves(N) do
    i = i + 1
    out[(i & 1023) + 1] = ("%d: disk %d from %s to %s\n"):format(i, disk, a, b)
  end
  sink = sink + #out
end

-- best of a few runs, in nanoseconds per move
local best = dofile("bench/lib/common.lua").best
local function measure(f) return best(3, f) / MOVES * 1e9 end

local function in_coroutine() coroutine.wrap(work)() end

local plain, plain_co = measure(work), measure(in_coroutine)
hanoi.trap_interrupt()
local trapped, trapped_co = measure(work), measure(in_coroutine)
debug.sethook()

print(("Ctrl-C trap: %d moves of %d disks written as text, ns per move"):format(MOVES, N))
print(("  main thread   %6.1f without the trap, %6.1f with it: %.2fx"):format(plain, trapped,
  trapped / plain))
print(("  a coroutine   %6.1f without the trap, %6.1f with it: %.2fx"):format(plain_co, trapped_co,
  trapped_co / plain_co))
