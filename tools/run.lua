-- `make run`: solves 4 disks on 3 pegs, printing each position.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local n = 4
local s = hanoi.new(n)
print(("%d disks, %d moves:\n"):format(n, hanoi.count(n)))
print(s)
for disk, from, to in hanoi.moves(n) do
  assert(s:move(from, to) == disk)
  print(("\nmove %d: disk %d from %s to %s\n"):format(s.moves, disk,
    string.char(64 + from), string.char(64 + to)))
  print(s)
end
