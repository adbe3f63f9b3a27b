--- Move sequences as the pictures take them (internal to `hanoi.render`):
-- an iterator of disk, from, to or an array of `{disk, from, to}`, each move
-- checked against the position before it is drawn or made.
-- @module hanoi.render.moves

local core = require "hanoi.core"
local check = require "hanoi.check"

local type, tostring, error, pcall = type, tostring, error, pcall
local format = string.format
local printable = require("hanoi.text").printable

local M = {}

--- A function iterator over `moves`, or nil when `moves` is neither a
-- function nor a table.
-- @tparam function|table moves
-- @treturn function|nil
function M.source(moves)
  if type(moves) == "function" then return moves end
  if type(moves) ~= "table" then return nil end
  local j = 0
  return function()
    j = j + 1
    local m = moves[j]
    if m == nil then return nil end
    if type(m) ~= "table" then return false, m end   -- no move: M.next says so
    return m[1], m[2], m[3]
  end
end

-- a value as a message shows it: 3, 'a', a table
local function shown(v)
  if v == nil then return "nil" end
  if type(v) == "string" then return "'" .. printable(v) .. "'" end
  if type(v) == "number" then return tostring(v) end
  return "a " .. type(v)
end

-- why d, a, b is not a move on s (not three integers in range), or nil
local function junk(s, d, a, b)
  if d == false then return "a list item must be {disk, from, to}, got " .. shown(a) end
  local n, k = s.n, s.k
  local di, ai, bi = check.int(d), check.int(a), check.int(b)
  if not di or di < 1 or di > n then
    return format("the disk must be an integer 1..%d, got %s", n, shown(d))
  end
  if not ai or ai < 1 or ai > k then
    return format("the peg it leaves must be an integer 1..%d, got %s", k, shown(a))
  end
  if not bi or bi < 1 or bi > k then
    return format("the peg it goes to must be an integer 1..%d, got %s", k, shown(b))
  end
  return nil
end

--- The next move of `src`, checked against `s` (not made).
-- @tparam function src
-- @tparam hanoi.State s
-- @tparam int count the number of this move, for the message
-- @tparam[opt] string fname the public function that was given the moves:
--   what is no move at all (not three integers in range) is then its bad
--   argument `argi`, `depth` frames down (as `check.argerror`)
-- @tparam[opt] int argi
-- @tparam[opt] int depth
-- @treturn int|nil disk, or nil at the end
-- @treturn int from
-- @treturn int to
-- @raise "bad move i (disk d from a to b): why" when it is not legal
function M.next(src, s, count, fname, argi, depth)
  local d, a, b = src()
  if d == nil then return nil end
  local why = junk(s, d, a, b)
  if why then
    local msg = format("move %d is no move: %s", count, why)
    if fname then check.argerror(argi, fname, msg, (depth or 0) + 1) end
    error(msg, 0)
  end
  d, a, b = check.int(d), check.int(a), check.int(b)
  local ok, msg = s:can_move(a, b)
  if ok and s:top(a) ~= d then
    ok, msg = false, format("disk %s is not on top of peg %s", tostring(d), tostring(a))
  end
  if not ok then
    error(format("bad move %d (disk %s from %s to %s): %s", count, tostring(d),
      tostring(a), tostring(b), msg), 0)
  end
  return d, a, b
end

--- The minimal number of moves to shift the tower `s` is, or nil when `s`
-- is not a whole tower or the count is not available.
-- @tparam hanoi.State s
-- @treturn int|string|nil
function M.optimal(s)
  if not s:is_tower() then return nil end
  local ok, c = pcall(core.count, s.n, s.k)
  if not ok and core.is_interrupt(c) then error(c, 0) end   -- Ctrl-C goes on
  return ok and c or nil
end

_ENV = nil -- no globals past this point

return M
