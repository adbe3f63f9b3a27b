-- A variant: pegs in a circle, disks may only move clockwise (A->B->C->A).
-- How far is every position from the start, and what is the shortest solution?
-- Run from the checkout: lua5.4 examples/variant.lua
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local n = 4
local r = hanoi.bfs { n = n, k = 3, rules = "cyclic" }
print(("cyclic rules, %d disks: %d positions, the farthest %d moves away (%d of them)")
  :format(n, r.reached, r.eccentricity, r.farthest))
print("positions at distance 0, 1, 2, ...: " .. table.concat(r.layers, " "))

local len, path = hanoi.search { from = hanoi.new(n), to = 3, rules = "cyclic" }
print(("\nfrom the tower on A to the tower on C: %d moves (3 pegs, classic: %d)")
  :format(len, hanoi.count(n)))
for disk, from, to in path do
  io.write(("%d:%s%s "):format(disk, string.char(64 + from), string.char(64 + to)))
end
print()
