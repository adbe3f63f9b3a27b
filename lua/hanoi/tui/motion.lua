--- How a moving disk is drawn, frame by frame (internal to `hanoi.tui`):
-- the flying disk and the crane. Pure functions of a position and a move:
-- each frame is a table of `hanoi.render` options, `fly` (where the
-- moving disk is drawn) and, for the crane, `crane` (where its trolley
-- and clamp are). Frames are drawn over the position after the move,
-- in which the moving disk is the top of its new peg.
--
-- Rows count from 1 just above the base, as in `hanoi.render`: with n
-- disks the rods fill rows 1..n+1, a disk is carried in row n+2; the
-- crane's clamp rests in row n+3, under its rail in row n+4.
-- @module hanoi.tui.motion

local render = require "hanoi.render"

local ipairs = ipairs

_ENV = nil -- no globals past this point

local motion = {}

--- The rows a board needs above the rods: 1 for a flying disk, 3 with
-- the crane.
-- @tparam boolean crane
-- @treturn int
function motion.air(crane) return crane and 3 or 1 end

--- The frames of the flying disk: up off its peg to the row above the
-- rods, across, and down onto the other peg, one character cell a frame.
-- @tparam hanoi.State before the position before the move
-- @tparam int from
-- @tparam int to
-- @tparam int width the width of the board (as `hanoi.render`'s `width`)
-- @tparam[opt] boolean lifted the disk starts in the air (picked up)
-- @treturn {table,...} frames `{fly = {disk=, col=, row=}}`
function motion.flight(before, from, to, width, lifted)
  local path = render.flight(before, from, to, { width = width })
  local top = before.n + 2
  local frames = {}
  for _, at in ipairs(path) do
    if not (lifted and at.col == path[1].col and at.row < top) then
      frames[#frames + 1] = { fly = at }
    end
  end
  return frames
end

--- The frames of the crane carrying one disk: the trolley runs along the
-- rail from `park` (a column) to the source peg, lowers its clamp onto
-- the top disk, lifts it above the rods, runs to the target peg, lowers
-- the disk onto it, and raises its clamp again.
-- @tparam hanoi.State before the position before the move
-- @tparam int from
-- @tparam int to
-- @tparam int width the width of the board
-- @tparam int park the column where the trolley stands
-- @tparam[opt] boolean lifted the disk starts in the air (picked up)
-- @treturn {table,...} frames `{fly = {...}, crane = {col=, row=}}`
-- @treturn int the column where the trolley stops
function motion.crane(before, from, to, width, park, lifted)
  local L = render.layout(before, { width = width })
  local d, n = before:top(from), before.n
  local carry, rest = n + 2, n + 3       -- the carrying row, the clamp's resting row
  local x0, x1 = L.x[from], L.x[to]
  local frames = {}
  local function frame(col, row, ccol, crow)
    frames[#frames + 1] = { fly = { disk = d, col = col, row = row },
                            crane = { col = ccol, row = crow } }
  end
  local h0 = lifted and carry or before:height(from)
  local h1 = before:height(to) + 1
  local step = park <= x0 and 1 or -1
  for c = park, x0, step do frame(x0, h0, c, rest) end             -- runs to the source
  for r = rest - 1, h0 + 1, -1 do frame(x0, h0, x0, r) end          -- lowers the clamp
  for r = h0 + 1, carry do frame(x0, r, x0, r + 1) end              -- lifts the disk
  step = x0 <= x1 and 1 or -1
  for c = x0 + step, x1, step do frame(c, carry, c, rest) end       -- carries it across
  for r = carry - 1, h1, -1 do frame(x1, r, x1, r + 1) end          -- lowers it
  for r = h1 + 2, rest do frame(x1, h1, x1, r) end                  -- raises the clamp
  return frames, x1
end

--- Where the crane rests before its first move: over the first peg.
-- @tparam hanoi.State s
-- @tparam int width
-- @treturn int column
function motion.park(s, width)
  return render.layout(s, { width = width }).x[1]
end

return motion
