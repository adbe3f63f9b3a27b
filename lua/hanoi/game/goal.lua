--- The goal of a game: where the disks must end up (internal to
-- `hanoi.game`).
--
-- A goal is a table: `{kind = "peg", peg = p}` (the whole tower on peg
-- p), `{kind = "other", from = p}` (the whole tower on any peg but the one
-- it started on) or `{kind = "state", state = s}` (one given position).
-- @module hanoi.game.goal

local core = require "hanoi.core"
local pegs = require "hanoi.pegs"

local math_type, tointeger = math.type, math.tointeger
local fmt = string.format

_ENV = nil -- no globals past this point

local goal = {}

goal.LETTERS = pegs.LETTERS

--- The letter of peg p ("A" for 1): `hanoi.pegs.name`.
-- @tparam int p
-- @treturn string
goal.letter = pegs.name
local letter = goal.letter

--- The peg a letter names on k pegs, or nil: `hanoi.pegs.of`.
-- @tparam string c one character
-- @tparam int k
-- @treturn int|nil
goal.pegof = pegs.of

--- The goal from what a caller gives: a peg number, "other" (or nil:
-- the same) or a `hanoi.State`.
-- @param g
-- @tparam hanoi.State start the start of the game
-- @treturn[1] table the goal
-- @return[2] nil
-- @treturn[2] string why it does not fit the game
function goal.make(g, start)
  local n, k = start.n, start.k
  if g == nil or g == "other" then
    if not start:is_tower() then
      return nil, "goal 'other' needs a start that is a tower"
    end
    return { kind = "other", from = start:peg(n) }
  elseif math_type(g) == "integer" or math_type(g) == "float" and tointeger(g) then
    g = tointeger(g)
    if g < 1 or g > k then return nil, fmt("goal peg must be 1..%d", k) end
    return { kind = "peg", peg = g }
  elseif core.type(g) == "state" then
    if g.n ~= n or g.k ~= k then
      return nil, fmt("goal position has %d disks on %d pegs, the game %d on %d",
        g.n, g.k, n, k)
    end
    return { kind = "state", state = g:copy() }
  end
  return nil, "goal must be a peg, 'other' or a hanoi.State"
end

--- Whether position s reaches the goal.
-- @tparam table g
-- @tparam hanoi.State s
-- @treturn boolean
function goal.reached(g, s)
  if g.kind == "peg" then return s:is_tower(g.peg) end
  if g.kind == "other" then return s:is_tower() and s:peg(1) ~= g.from end
  return s == g.state
end

--- What to hand the C search: the list of pegs or states that reach the
-- goal ("other": every peg but the start).
-- @tparam table g
-- @tparam int k pegs
-- @treturn table
function goal.targets(g, k)
  if g.kind == "peg" then return { g.peg } end
  if g.kind == "state" then return { g.state } end
  local t = {}
  for p = 1, k do
    if p ~= g.from then t[#t + 1] = p end
  end
  return t
end

--- The goal in words: "tower on C", "tower on any peg but A" or
-- "position CBA".
-- @tparam table g
-- @treturn string
function goal.text(g)
  if g.kind == "peg" then return "tower on " .. letter(g.peg) end
  if g.kind == "other" then return "tower on any peg but " .. letter(g.from) end
  return "position " .. g.state:label()
end

--- The goal as one word, as save and score files write it: a peg letter,
-- "other" or a position label.
-- @tparam table g
-- @treturn string
function goal.word(g)
  if g.kind == "peg" then return letter(g.peg) end
  if g.kind == "other" then return "other" end
  return g.state:label()
end

return goal
