--- Peg names: the one rule of every label, picture and message.
--
-- Peg p is named by the p-th letter of `LETTERS`: "A".."Z" for pegs 1..26,
-- then "a".."f" for pegs 27..32, the most the core takes. The letters are
-- the C core's (`hanoi.core.PEG_LETTERS`, from hanoi.h), so that a label
-- (`State:label`, `hanoi.state`) and every peg name agree. A label's
-- letter names its peg as written (`of`); a letter a user types may be in
-- either case on 26 pegs or fewer, where the lower-case letters name no
-- peg (`read`, as `State:move` reads its pegs).
-- @module hanoi.pegs

local core = require "hanoi.core"

local mtype, type, tostring, error = math.type, type, tostring, error
local format = string.format

_ENV = nil -- no globals past this point

local pegs = {}

--- The letters, peg 1 first.
pegs.LETTERS = core.PEG_LETTERS
local LETTERS = pegs.LETTERS

--- The most pegs a name is given to (32).
pegs.MAX = #LETTERS

--- The name of peg p.
-- @tparam int p 1..32
-- @treturn string one letter
-- @raise when p is not a peg 1..32
function pegs.name(p)
  if mtype(p) ~= "integer" or p < 1 or p > #LETTERS then
    error(format("bad argument #1 to 'name' (peg must be an integer 1..%d, got %s)", #LETTERS,
      tostring(p)), 2)
  end
  return LETTERS:sub(p, p)
end

--- The peg that letter c names on k pegs, as labels write it (case as
-- written: "a" is peg 27), or nil.
-- @tparam string c one letter
-- @tparam[opt=32] int k the number of pegs
-- @treturn int|nil
function pegs.of(c, k)
  k = k or #LETTERS
  if type(c) ~= "string" or #c ~= 1 then return nil end
  local p = LETTERS:find(c, 1, true)
  if p and p <= k then return p end
  return nil
end

--- The peg that a letter typed by a user names on k pegs, or nil: as
-- `of`, but on 26 pegs or fewer, where the lower-case letters name no
-- peg, a lower-case letter names the peg of its upper case.
-- @tparam string c one letter
-- @tparam int k the number of pegs
-- @treturn int|nil
function pegs.read(c, k)
  if k <= 26 and type(c) == "string" and c:match("^%l$") then c = c:upper() end
  return pegs.of(c, k)
end

return pegs
