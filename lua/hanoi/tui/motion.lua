--- How a moving disk is drawn, frame by frame (internal to `hanoi.tui`):
-- the flying disk and the crane. Pure functions of a position and a move:
-- each frame is a table of `hanoi.render` options, `fly` (where the
-- moving disk is drawn) and, for the crane, `crane` (where its trolley
-- and clamp are, and the clamp's width: the disk's). Frames are drawn
-- over the position after the move, in which the moving disk is the top
-- of its new peg (for a pick, over the position with the disk picked).
-- The board is laid out as `hanoi.tui.view` lays it out: the disks grow
-- with the columns (`hanoi.render`'s `grow`).
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
  local path = render.flight(before, from, to, { width = width, grow = true })
  local top = before.n + 2
  local frames = {}
  for _, at in ipairs(path) do
    if not (lifted and at.col == path[1].col and at.row < top) then
      frames[#frames + 1] = { fly = at }
    end
  end
  return frames
end

-- the layout, the disk on top of peg `from`, its clamp width, the rows
local function crane_setup(before, from, width)
  local L = render.layout(before, { width = width, grow = true })
  local d, n = before:top(from), before.n
  return L, d, 2 * L.hw[d] - 1, n + 2, n + 3   -- carrying row, the clamp's resting row
end

--- The frames of the crane carrying one disk: the trolley runs along the
-- rail from `park` (a column) to the source peg, lowers its clamp (as
-- wide as the disk) onto the top disk, lifts it above the rods, runs to
-- the target peg, lowers the disk onto it, and raises its clamp again.
-- With `lifted`, the crane holds the disk above the source peg already
-- (it picked it up: see `pick`) and starts there.
-- @tparam hanoi.State before the position before the move
-- @tparam int from
-- @tparam int to
-- @tparam int width the width of the board
-- @tparam int park the column where the trolley stands
-- @tparam[opt] boolean lifted the crane holds the disk above `from`
-- @treturn {table,...} frames `{fly = {...}, crane = {col=, row=, width=}}`
-- @treturn int the column where the trolley stops
function motion.crane(before, from, to, width, park, lifted)
  local L, d, w, carry, rest = crane_setup(before, from, width)
  local x0, x1 = L.x[from], L.x[to]
  local frames = {}
  local function frame(col, row, ccol, crow)
    frames[#frames + 1] = { fly = { disk = d, col = col, row = row },
                            crane = { col = ccol, row = crow, width = w } }
  end
  if not lifted then
    local h0 = before:height(from)
    local step = park <= x0 and 1 or -1
    for c = park, x0, step do frame(x0, h0, c, rest) end           -- runs to the source
    for r = rest - 1, h0 + 1, -1 do frame(x0, h0, x0, r) end        -- lowers the clamp
    for r = h0 + 1, carry do frame(x0, r, x0, r + 1) end            -- lifts the disk
  else
    frame(x0, carry, x0, rest)
  end
  local h1 = before:height(to) + 1
  local step = x0 <= x1 and 1 or -1
  for c = x0 + step, x1, step do frame(c, carry, c, rest) end       -- carries it across
  for r = carry - 1, h1, -1 do frame(x1, r, x1, r + 1) end          -- lowers it
  for r = h1 + 2, rest do frame(x1, h1, x1, r) end                  -- raises the clamp
  return frames, x1
end

--- The frames of the crane picking up the top disk of `from` (the first
-- half of a move by hand): it runs from `park` to the peg, lowers its
-- clamp onto the disk and lifts it above the rods, where it holds it.
-- Drawn over the position with the disk still on its peg.
-- @tparam hanoi.State s the position
-- @tparam int from
-- @tparam int width the width of the board
-- @tparam int park the column where the trolley stands
-- @treturn {table,...} frames
-- @treturn int the column where the trolley stops
function motion.pick(s, from, width, park)
  local L, d, w, carry, rest = crane_setup(s, from, width)
  local x0, h0 = L.x[from], s:height(from)
  local frames = {}
  local function frame(row, ccol, crow)
    frames[#frames + 1] = { fly = { disk = d, col = x0, row = row },
                            crane = { col = ccol, row = crow, width = w } }
  end
  local step = park <= x0 and 1 or -1
  for c = park, x0, step do frame(h0, c, rest) end
  for r = rest - 1, h0 + 1, -1 do frame(h0, x0, r) end
  for r = h0 + 1, carry do frame(r, x0, r + 1) end
  return frames, x0
end

--- Where the crane stands when it holds a picked-up disk, or waits: its
-- `crane` option (the clamp as wide as the disk it holds).
-- @tparam hanoi.State s
-- @tparam int width the width of the board
-- @tparam int col the trolley's column
-- @tparam[opt] int held the peg whose top disk the crane holds
-- @treturn table `{col=, row=, width=}`
function motion.rest(s, width, col, held)
  local w
  if held then
    local L = render.layout(s, { width = width, grow = true })
    w = 2 * L.hw[s:top(held)] - 1
    col = L.x[held]
  end
  return { col = col, row = s.n + 3, width = w }
end

--- Where the crane rests before its first move: over the first peg.
-- @tparam hanoi.State s
-- @tparam int width
-- @treturn int column
function motion.park(s, width)
  return render.layout(s, { width = width, grow = true }).x[1]
end

return motion
