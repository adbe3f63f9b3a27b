-- The free magnetic Tower of Hanoi, as a puzzle with its own state.
-- Each disk has a red face and a blue face; a disk turns over as it moves,
-- and two faces of one colour may never touch (a disk lands on a smaller
-- peg top only if its face down differs from the face up below). "Free":
-- any disk may go onto an empty peg. The tower starts on A, red faces up,
-- and must end on C (either colour up).
-- Run from the checkout: lua5.4 examples/magnetic.lua [largest n]
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local PEGS = { "A", "B", "C" }
local FLIP = { r = "b", b = "r" }

-- a position is a string, two characters per disk from the smallest: its
-- peg and the colour of its face up ("ArAr": two disks on A, red up)
local function magnetic(n)
  return hanoi.puzzle {
    start = ("Ar"):rep(n),
    key = function(s) return s end,
    moves = function(s, emit)
      local top = {}                          -- the smallest disk on each peg
      for d = n, 1, -1 do top[s:sub(2 * d - 1, 2 * d - 1)] = d end
      for _, f in ipairs(PEGS) do
        local d = top[f]
        if d then
          local up = s:sub(2 * d, 2 * d)      -- after the move, this face is down
          for _, t in ipairs(PEGS) do
            local e = top[t]
            if t ~= f and (not e or (e > d and s:sub(2 * e, 2 * e) ~= up)) then
              emit(d .. f .. t, s:sub(1, 2 * d - 2) .. t .. FLIP[up] .. s:sub(2 * d + 1))
            end
          end
        end
      end
    end,
    goal = function(s) return not s:find("[AB]") end,
  }
end

local top = tonumber(arg and arg[1]) or 6
print("free magnetic Tower of Hanoi, the tower from A to C:")
for n = 1, top do
  local len = magnetic(n):search()
  print(("n = %d: %d move%s"):format(n, len, len == 1 and "" or "s"))
end
local len, path = magnetic(3):search()
local labels = {}
for i, step in ipairs(path) do labels[i] = step.label end
print(("moves for n = 3 (%d): %s"):format(len, table.concat(labels, " ")))
print(("the last position: %s"):format(path[#path].state))
