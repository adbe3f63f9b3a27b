-- The bicolor Tower of Hanoi, as a puzzle with its own state.
-- Two disks of each size, one red and one green. Two towers stand on A and
-- B, their colours alternating, the largest red disk at the bottom of A and
-- the largest green one at the bottom of B; peg C is empty. A disk may go
-- onto an empty peg or onto a disk at least as large (equal sizes may
-- stack). The goal: sort the colours, all green disks on A and all red ones
-- on B, each tower from the largest up.
-- Run from the checkout: lua5.4 examples/bicolor.lua [largest n]
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local PEGS = { "A", "B", "C" }

-- a position is a table of three strings, one per peg, bottom to top; a
-- red disk of size s is the letter ("a" + s - 1), a green one the capital
local function disk(size, red)
  return string.char((red and 96 or 64) + size)
end
local function size(c) return c:lower():byte() - 96 end

local function tower(n, red_at_bottom)
  local t, red = {}, red_at_bottom
  for s = n, 1, -1 do t[#t + 1] = disk(s, red); red = not red end
  return table.concat(t)
end

local function bicolor(n)
  local goal = { tower(n, false):upper(), tower(n, true):lower(), "" }
  return hanoi.puzzle {
    start = { tower(n, true), tower(n, false), "" },
    key = function(p) return table.concat(p, "|") end,
    moves = function(p, emit)
      for f = 1, 3 do
        local d = p[f]:sub(-1)
        if d ~= "" then
          for t = 1, 3 do
            local below = p[t]:sub(-1)
            if t ~= f and (below == "" or size(below) >= size(d)) then
              local q = { p[1], p[2], p[3] }
              q[f], q[t] = p[f]:sub(1, -2), p[t] .. d
              emit(PEGS[f] .. PEGS[t], q)
            end
          end
        end
      end
    end,
    goal = goal,                          -- a position: reached when the keys are equal
  }
end

local top = tonumber(arg and arg[1]) or 4
print("bicolor Tower of Hanoi, sorting two towers of alternating colours:")
for n = 1, top do
  local len = bicolor(n):search()
  print(("n = %d: %d move%s"):format(n, len, len == 1 and "" or "s"))
end
local len, path = bicolor(3):search()
local labels = {}
for i, step in ipairs(path) do labels[i] = step.label end
print(("moves for n = 3 (%d): %s"):format(len, table.concat(labels, " ")))
print(("the last position: %s"):format(table.concat(path[#path].state, "|")))
