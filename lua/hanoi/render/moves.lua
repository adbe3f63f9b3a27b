--- Move sequences as the pictures take them (internal to `hanoi.render`):
-- an iterator of disk, from, to or an array of `{disk, from, to}`, each move
-- checked against the position before it is drawn or made.
-- @module hanoi.render.moves

local core = require "hanoi.core"

local type, tostring, error, pcall = type, tostring, error, pcall
local format = string.format

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
    return m[1], m[2], m[3]
  end
end

--- The next move of `src`, checked against `s` (not made).
-- @tparam function src
-- @tparam hanoi.State s
-- @tparam int count the number of this move, for the message
-- @treturn int|nil disk, or nil at the end
-- @treturn int from
-- @treturn int to
-- @raise "bad move i (disk d from a to b): why" when it is not legal
function M.next(src, s, count)
  local d, a, b = src()
  if d == nil then return nil end
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
