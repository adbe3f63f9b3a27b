-- Solve the puzzle step by step and print every position.
-- Run from the checkout: lua5.4 examples/solve.lua [N]
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local n = tonumber(arg[1]) or 3
local s = hanoi.new(n)
print(s)
for disk, from, to in hanoi.moves(n) do
  s:move(from, to)
  print(("\nmove %d of %s: disk %d from %s to %s"):format(s.moves, hanoi.count(n), disk,
    string.char(64 + from), string.char(64 + to)))
  print(s)
end
