--- The colours of the disks: one table for every picture (the terminal,
-- SVG and HTML), so that a disk has the same colour everywhere.
--
-- Neighbouring sizes get clearly different hues (disk d and d + 1 never
-- share a hue family): twelve colours after Sasha Trubetskoy's list of
-- twenty distinct colours, each with its nearest xterm 256-colour index
-- and a fallback among the eight basic terminal colours (whose sequence
-- also never repeats between neighbours).
-- @module hanoi.render.palette

local check = require "hanoi.check"

local format = string.format

_ENV = nil -- no globals past this point

local palette = {}

--- The colours, disk 1 first; disk d uses entry `(d - 1) % 12 + 1`.
-- Each entry: `name`, `hex` ("#rrggbb", for SVG and HTML), `xterm` (an
-- index of the 256-colour palette) and `basic` (an SGR foreground code
-- 30..37 of the 8-colour palette).
palette.disks = {
  { name = "red",     hex = "#e6194b", xterm = 197, basic = 31 },
  { name = "blue",    hex = "#4363d8", xterm = 27,  basic = 34 },
  { name = "orange",  hex = "#f58231", xterm = 208, basic = 33 },
  { name = "green",   hex = "#3cb44b", xterm = 34,  basic = 32 },
  { name = "purple",  hex = "#911eb4", xterm = 91,  basic = 35 },
  { name = "cyan",    hex = "#42d4f4", xterm = 45,  basic = 36 },
  { name = "magenta", hex = "#f032e6", xterm = 201, basic = 35 },
  { name = "lime",    hex = "#bfef45", xterm = 154, basic = 32 },
  { name = "teal",    hex = "#469990", xterm = 30,  basic = 36 },
  { name = "brown",   hex = "#9a6324", xterm = 130, basic = 33 },
  { name = "navy",    hex = "#000075", xterm = 18,  basic = 34 },
  { name = "maroon",  hex = "#800000", xterm = 88,  basic = 35 },
}

-- the entry of disk d (1..64) for the public function fname
local function entry(d, fname)
  d = check.integer(d, 1, fname, "disk", 1, 64, 1)
  local list = palette.disks
  return list[(d - 1) % #list + 1]
end

--- The colour entry of disk d.
-- @tparam int d disk, 1 = the smallest, up to 64
-- @treturn table an entry of `palette.disks`
function palette.disk(d)
  return entry(d, "disk")
end

--- The "#rrggbb" colour of disk d.
-- @tparam int d 1..64
-- @treturn string
function palette.hex(d)
  return entry(d, "hex").hex
end

--- The SGR escape sequence that colours disk d on a terminal.
-- @tparam int d 1..64
-- @tparam[opt=256] int colors 256 or 8, the colours the terminal has
-- @treturn string
function palette.sgr(d, colors)
  local c = entry(d, "sgr")
  if colors == 8 then return format("\27[1;%dm", c.basic) end
  return format("\27[1;38;5;%dm", c.xterm)
end

return palette
