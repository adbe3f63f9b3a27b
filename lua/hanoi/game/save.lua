--- Saving and loading a game (internal to `hanoi.game`): the save file
-- format, its checks, and the files themselves (read and written through
-- `hanoi.fileio`: regular files only, at most 4 MiB, replaced atomically).
--
-- A save file is small text: `hanoi-game 1`, then `disks`, `pegs`,
-- `start` (a label), `goal` (a peg letter, `other` or a label), `moves`
-- (`AC AB CBc`, `c`/`r` marking the computer's and the random mover's),
-- `played` (how many of them are on the board: the rest can be redone),
-- `position` and `time` (seconds played: a finite number 0..10^9, about
-- 31 years). Every field is checked when the file is read, and a bad one
-- is named with its line number; file names and bad text are quoted
-- through `hanoi.text`, so that a message never drives a terminal.
--
-- The functions in `save.methods` become methods of `Game`.
-- @module hanoi.game.save

local core = require "hanoi.core"
local check = require "hanoi.check"
local fileio = require "hanoi.fileio"
local goals = require "hanoi.game.goal"
local quote = require("hanoi.text").quote

local type, ipairs, tonumber = type, ipairs, tonumber
local tointeger = math.tointeger
local concat = table.concat
local fmt = string.format

local MAGIC = "hanoi-game 1"
local MAX_TIME = 1000000000       -- seconds: about 31 years

_ENV = nil -- no globals past this point

local save = {}
local M = {}          -- the methods
save.methods = M

local letter, pegof = goals.letter, goals.pegof

--- The session as the text of a save file: the sizes, the start, the goal,
-- the moves played (so that undo works after loading), the position they
-- lead to (checked on loading) and the time.
-- @treturn string
function M:dump()
  local goal = goals.word(self.goal)
  local moves = {}
  for i = 1, #self.hist do
    local m = self.hist[i]
    moves[i] = letter(m[1]) .. letter(m[2]) .. (m[4] == "player" and "" or
      m[4] == "computer" and "c" or "r")
  end
  return concat({
    MAGIC,
    "disks " .. self.n,
    "pegs " .. self.k,
    "start " .. self.start:label(),
    "goal " .. goal,
    "moves " .. concat(moves, " "),
    "played " .. self.pos,
    "position " .. self.state:label(),
    fmt("time %.3f", self:elapsed()),
    "",
  }, "\n")
end

local BY = { [""] = "player", c = "computer", r = "random" }

-- parses save text; returns start, goal, hist, pos, elapsed or nil, message
local function parse(text)
  if type(text) ~= "string" then return nil, "not text" end
  if text == "" then return nil, "the file is empty" end
  local fields, order, lineno = {}, {}, 0
  for line in (text .. (text:sub(-1) == "\n" and "" or "\n")):gmatch("(.-)\r?\n") do
    lineno = lineno + 1
    if lineno == 1 then
      if line ~= MAGIC then return nil, "not a hanoi save file (first line must be '" .. MAGIC .. "')" end
    elseif line:match("^%s*$") or line:match("^#") then -- luacheck: ignore
    else
      local key, value = line:match("^(%a+) ?(.*)$")
      if not key then return nil, fmt("line %d: cannot read %s", lineno, quote(line)) end
      if fields[key] then return nil, fmt("line %d: '%s' given twice", lineno, key) end
      fields[key], order[key] = value, lineno
    end
  end
  for _, key in ipairs { "disks", "pegs", "start", "goal", "moves", "played", "position", "time" } do
    if not fields[key] then return nil, fmt("'%s' is missing", key) end
  end
  local function bad(key, msg) return nil, fmt("line %d: %s", order[key], msg) end
  local n, k = tointeger(tonumber(fields.disks)), tointeger(tonumber(fields.pegs))
  if not n or n < 1 or n > 64 then return bad("disks", "disks must be 1..64, got " .. quote(fields.disks)) end
  if not k or k < 3 or k > 32 then return bad("pegs", "pegs must be 3..32, got " .. quote(fields.pegs)) end
  local function position(key)
    local label = fields[key]
    if #label ~= n then
      return bad(key, fmt("%s %s must have one peg letter for each of the %d disks", key, quote(label), n))
    end
    for i = 1, n do
      if not pegof(label:sub(i, i), k) then
        return bad(key, fmt("%s %s: disk %d is on %s, not a peg A..%s", key, quote(label), i,
          quote(label:sub(i, i)), letter(k)))
      end
    end
    return core.state(label, k)
  end
  local start, why = position("start")
  if not start then return nil, why end
  local final
  final, why = position("position")
  if not final then return nil, why end
  local goal
  if fields.goal == "other" then
    if not start:is_tower() then return bad("goal", "goal 'other' needs a start that is a tower") end
    goal = "other"
  elseif #fields.goal == 1 then
    goal = pegof(fields.goal, k)
    if not goal then return bad("goal", fmt("goal peg %s is not a peg A..%s", quote(fields.goal), letter(k))) end
  else
    local gs
    gs, why = position("goal")
    if not gs then return nil, why end
    goal = gs
  end
  local gl = goals.make(goal, start)
  local hist, s = {}, start:copy()
  local played = tointeger(tonumber(fields.played))
  local count = 0
  for _ in fields.moves:gmatch("%S+") do count = count + 1 end
  if not played or played < 0 or played > count then
    return bad("played", fmt("played must be 0..%d (the moves listed), got %s", count, quote(fields.played)))
  end
  for word in fields.moves:gmatch("%S+") do
    local i = #hist + 1
    local a, b, by = word:match("^(%a)(%a)([cr]?)$")
    a, b = a and pegof(a, k), b and pegof(b, k)
    if not a or not b then
      return bad("moves", fmt("move %d %s is not two peg letters A..%s", i, quote(word), letter(k)))
    end
    local disk, msg = s:move(a, b)
    if not disk then return bad("moves", fmt("move %d %s is illegal: %s", i, quote(word), msg)) end
    hist[i] = { a, b, disk, BY[by] }
    if i == played and s ~= final then
      return bad("position", fmt("position %s is not where the %d moves played lead ('%s')",
        quote(fields.position), played, s:label()))
    end
  end
  if played == 0 and start ~= final then
    return bad("position", fmt("position %s is not where the 0 moves played lead ('%s')",
      quote(fields.position), start:label()))
  end
  local t = tonumber(fields.time)
  if not t or not (t >= 0 and t <= MAX_TIME) then
    return bad("time", fmt("time must be a number of seconds 0..%d, got %s", MAX_TIME,
      quote(fields.time)))
  end
  return start, gl, hist, played, t
end

--- Replaces the session with the one saved in `text` (see `Game:dump`).
-- Everything is checked first: on any error nothing changes.
-- @tparam string text
-- @tparam[opt] string file the file name for the `load` event
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string what is wrong, with the line number
function M:undump(text, file)
  local start, goal, hist, pos, t = parse(text)
  if not start then return nil, goal end
  return self:_done(self:_modal({}, function(g, ev)
    g:_setup(start, goal, hist, pos, t)
    ev[#ev + 1] = { type = "load", file = file }
  end))
end

--- Saves the session to a small text file, atomically: the old file is
-- either kept whole (when the save fails) or replaced whole.
-- @tparam string file
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "cannot save 'f': reason"
function M:save(file)
  if type(file) ~= "string" then check.argerror(1, "save", "string expected, got " .. type(file)) end
  if file == "" then return nil, "cannot save '': the file name is empty" end
  local ok, err = fileio.write(file, self:dump())
  if not ok then return nil, fmt("cannot save %s: %s", quote(file), err) end
  return self:_done({ { type = "save", file = file } })
end

--- Loads a session saved with `Game:save`. A file that cannot be read
-- (not a regular file, larger than 4 MiB), is not a save file, or does
-- not describe a legal game gives an error and leaves the current session
-- as it was.
-- @tparam string file
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "cannot load 'f': reason"
function M:load(file)
  if type(file) ~= "string" then check.argerror(1, "load", "string expected, got " .. type(file)) end
  local text, err = fileio.read(file)
  if not text then return nil, fmt("cannot load %s: %s", quote(file), err) end
  local ev, why = self:undump(text, file)
  if not ev then return nil, fmt("cannot load %s: %s", quote(file), why) end
  return ev
end

save.MAGIC = MAGIC
save.MAX_TIME = MAX_TIME
save.parse = parse

return save
