-- No disk may move twice in a row: a rule that remembers the last move, as
-- a puzzle with its own state (a table: the position and the last disk).
-- Under the classic rules the shortest solution never moves a disk twice in
-- a row anyway (2^n - 1 moves). On cyclic pegs (moves only A->B, B->C,
-- C->A) the rule ends the game at once: the first move takes disk 1 to B,
-- then disk 1 may not move and disk 2 could only go to B, onto disk 1.
-- Run from the checkout: lua5.4 examples/no_repeat.lua [largest n]
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"

local PEGS = { "A", "B", "C" }
local NEXT = { A = "B", B = "C", C = "A" }

-- s.where: one peg letter per disk, smallest first; s.last: the disk moved
-- last (0 at the start); cyclic: only moves to the next peg clockwise
local function puzzle(n, cyclic, rule)
  return hanoi.puzzle {
    start = { where = ("A"):rep(n), last = 0 },
    key = function(s) return s.where .. "/" .. (rule and s.last or 0) end,
    moves = function(s, emit)
      local top = {}
      for d = n, 1, -1 do top[s.where:sub(d, d)] = d end
      for _, f in ipairs(PEGS) do
        local d = top[f]
        if d and not (rule and d == s.last) then
          for _, t in ipairs(PEGS) do
            if t ~= f and (not top[t] or top[t] > d) and (not cyclic or NEXT[f] == t) then
              emit(d .. f .. t, { where = s.where:sub(1, d - 1) .. t .. s.where:sub(d + 1), last = d })
            end
          end
        end
      end
    end,
    goal = function(s) return s.where == ("C"):rep(n) end,
  }
end

-- the number of moves, or "none" when the goal cannot be reached (one disk
-- on cyclic pegs needs two moves in a row)
local function moves(p)
  local len = p:search()
  return len and tostring(len) or "none"
end

local top = tonumber(arg and arg[1]) or 6
print("the tower from A to C, without / with the rule 'no disk moves twice in a row':")
for n = 1, top do
  print(("n = %d: classic %s / %s, cyclic %s / %s moves"):format(n,
    moves(puzzle(n, false, false)), moves(puzzle(n, false, true)),
    moves(puzzle(n, true, false)), moves(puzzle(n, true, true))))
end
for _, cyclic in ipairs { false, true } do
  local r = puzzle(3, cyclic, true):bfs()
  print(("%s, 3 disks, with the rule: %d states (position and last disk) reachable, "
    .. "the farthest %d move%s from the start"):format(cyclic and "cyclic" or "classic",
    r.reached, r.eccentricity, r.eccentricity == 1 and "" or "s"))
end
local len, path = puzzle(3, false, true):search()
local labels = {}
for i, step in ipairs(path) do labels[i] = step.label end
print(("moves for n = 3, classic, with the rule (%d): %s"):format(len, table.concat(labels, " ")))
