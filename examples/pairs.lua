-- A tower of pairs: 2n disks, two of each size, as a puzzle with its own
-- state. A disk may go onto an empty peg or onto a disk at least as large.
-- When the two disks of a size look alike, only the sizes on each peg
-- matter; when they can be told apart and must end in their first order,
-- the puzzle is longer. The same moves serve both: only the key (what
-- makes two positions the same) and the goal differ.
-- Run from the checkout: lua5.4 examples/pairs.lua [largest n]
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local PEGS = { "A", "B", "C" }

-- a position is a string "pegA|pegB|pegC", each peg bottom to top; the two
-- disks of size s are the letters ("A" + s - 1) below and ("a" + s - 1) on top
local function tower(n)
  local t = {}
  for s = n, 1, -1 do t[#t + 1] = string.char(64 + s) .. string.char(96 + s) end
  return table.concat(t)
end

local function moves(p, emit)
  local peg = { p:match("^(.-)|(.-)|(.-)$") }
  for f = 1, 3 do
    local d = peg[f]:sub(-1)
    if d ~= "" then
      for t = 1, 3 do
        local below = peg[t]:sub(-1)
        if t ~= f and (below == "" or below:lower() >= d:lower()) then
          local q = { peg[1], peg[2], peg[3] }
          q[f], q[t] = peg[f]:sub(1, -2), peg[t] .. d
          emit(PEGS[f] .. PEGS[t], table.concat(q, "|"))
        end
      end
    end
  end
end

local function alike(n)                  -- equal disks look the same
  return hanoi.puzzle {
    start = tower(n) .. "||",
    key = string.lower,
    moves = moves,
    goal = function(p) return p:sub(1, 2) == "||" end,
  }
end

local function ordered(n)                -- every disk back in its place, on C
  return hanoi.puzzle {
    start = tower(n) .. "||",
    key = function(p) return p end,
    moves = moves,
    goal = "||" .. tower(n),
  }
end

local top = tonumber(arg and arg[1]) or 5
print("a tower of pairs of equal disks, from A to C:")
for n = 1, top do
  print(("n = %d: %d moves alike, %d moves in order"):format(n, alike(n):search(), ordered(n):search()))
end
local len, path = ordered(2):search()
local labels = {}
for i, step in ipairs(path) do labels[i] = step.label end
print(("moves for n = 2 in order (%d): %s"):format(len, table.concat(labels, " ")))
