--- A game session as pure logic (internal to `hanoi.game`, which
-- documents the whole API): the position, the moves by hand, undo and
-- redo, the goal, the modes, the timer and the statistics.
--
-- The computer player (`hanoi.game.player`) and saving
-- (`hanoi.game.save`) add their methods to the same `Game` class.
-- @module hanoi.game.session

local core = require "hanoi.core"
local check = require "hanoi.check"
local goals = require "hanoi.game.goal"
local player = require "hanoi.game.player"

local type, ipairs, tostring, error, setmetatable, tointeger =
  type, ipairs, tostring, error, setmetatable, math.tointeger
local math_type, mrandom, huge = math.type, math.random, math.huge
local remove = table.remove
local ostime = os.time
local fmt = string.format

_ENV = nil -- no globals past this point

local session = {}

local argerror = check.argerror
local nearest = player.nearest

--- A game session, made by `hanoi.game.new`.
-- @type Game
local Game = {}
Game.__index = Game
session.Game = Game

local NEW_OPTIONS = check.set { "n", "k", "from", "start", "goal", "clock", "random",
  "measure_later" }
local NEW_GAME_OPTIONS = check.set { "n", "k", "from", "start", "goal" }

-- what a clock returned, when it is not a finite number: nil otherwise
local function not_finite(t)
  if type(t) ~= "number" then return type(t) end
  if t ~= t or t == huge or t == -huge then return tostring(t) end
end

-- the start position and the goal from the options of `new`
local function start_and_goal(opts, fname)
  local start
  if opts.start ~= nil then
    if core.type(opts.start) ~= "state" then
      argerror(1, fname, "field 'start' must be a hanoi.State", 1)
    end
    start = opts.start:copy()
    for _, f in ipairs { { "n", start.n, "disks" }, { "k", start.k, "pegs" } } do
      local v = opts[f[1]]
      if v ~= nil and v ~= f[2] then
        argerror(1, fname, fmt("field '%s' is %s but field 'start' has %d %s", f[1],
          tostring(v), f[2], f[3]), 1)
      end
    end
    if opts.from ~= nil then
      argerror(1, fname, "give field 'from' or field 'start', not both", 1)
    end
  else
    local n = check.integer(opts.n or 3, 1, fname, "field 'n'", 1, 64, 1)
    local k = check.integer(opts.k or 3, 1, fname, "field 'k'", 3, 32, 1)
    local from = check.integer(opts.from or 1, 1, fname, "field 'from'", 1, k, 1)
    start = core.new(n, k, from)
  end
  local goal = opts.goal
  if goal == nil and not (start:is_tower() and not start:is_tower(1)) then goal = start.k end
  local g, why = goals.make(goal, start)
  if not g then argerror(1, fname, "field 'goal': " .. why, 1) end
  return start, g
end

--- A new game session (see `hanoi.game.new`).
-- @tparam[opt] table opts
-- @treturn Game
function session.new(opts)
  opts = check.options(opts, 1, "new", NEW_OPTIONS)
  local start, goal = start_and_goal(opts, "new")
  if opts.clock ~= nil then check.type(opts.clock, "function", 1, "new", "field 'clock'") end
  if opts.random ~= nil then check.type(opts.random, "function", 1, "new", "field 'random'") end
  if opts.measure_later ~= nil then
    check.type(opts.measure_later, "boolean", 1, "new", "field 'measure_later'")
  end
  local self = setmetatable({
    clock = opts.clock or ostime,
    rand = opts.random or mrandom,
    observers = {},
    measure_later = opts.measure_later,
  }, Game)
  local bad = not_finite(self.clock())
  if bad then
    argerror(1, "new", "field 'clock' must return a finite number of seconds, got " .. bad)
  end
  self:_setup(start, goal)
  return self
end

-- (re)initialises everything from a start position and a goal
function Game:_setup(start, goal, hist, pos, elapsed)
  self.start = start:copy()
  self.state = start:copy()
  self.dcache, self.dsize = {}, 0  -- distances to the goal by position
  self.plan = nil              -- the C solver's iterator while solving
  self.n, self.k = start.n, start.k
  self.goal = goal
  self.hist = hist or {}       -- {from, to, disk, by}
  self.pos = 0                 -- moves of hist applied
  self.held = nil              -- peg whose top disk is picked up
  self.auto = nil              -- "solve", "binary" or "random" while the computer plays
  self.paused = false
  self.last_to = nil           -- where the random mover last put a disk
  self.base = 0                -- elapsed seconds before t0
  self.t0 = nil                -- clock() when the running clock started
  self.disk_moves = {}
  for d = 1, self.n do self.disk_moves[d] = 0 end
  self.by = { player = 0, computer = 0, random = 0 }
  self.undos, self.redos, self.hints = 0, 0, 0
  self.disk_opt = nil          -- the optimum per disk, once asked for
  for i = 1, pos or 0 do
    local m = self.hist[i]
    self.state:move(m[1], m[2])
    self.pos = i
    self.disk_moves[m[3]] = self.disk_moves[m[3]] + 1
    self.by[m[4]] = self.by[m[4]] + 1
  end
  self.base = elapsed or 0
  self.won = goals.reached(goal, self.state)
  if self.measure_later and player.costly(self, self.start) then
    -- left to the caller (`Game:take_optimum`): a search of seconds
    self.optimal_start = nil
    self.measuring = self.start:label() .. ";" .. goals.word(goal)
  else
    self.measuring = nil
    local target, d = nearest(self, self.start)
    self.optimal_start = target and d or nil
  end
end

--- The optimum from the start, measured apart (a game made with
-- `measure_later`, whose `measuring` is "START;GOAL" while it waits):
-- the nearest target of the goal and its distance, or nil and why it is
-- unknown. An answer for another start or goal than this game's is let
-- go.
-- @tparam string key the "START;GOAL" it was measured for
-- @tparam int|hanoi.State|nil target
-- @tparam int|string d the distance, or why it is unknown
-- @treturn boolean whether the game took it
function Game:take_optimum(key, target, d)
  if not self.measuring or self.measuring ~= key then return false end
  self.dcache[self.start:label()] = { target, d }
  self.dsize = self.dsize + 1
  self.optimal_start = target and d or nil
  self.measuring = nil
  self.disk_opt = nil          -- the optimum per disk follows the optimum
  return true
end

--- Registers an observer: `fn(event, game)` is called with every event.
-- @tparam function fn
-- @treturn function fn (to pass to `Game:off`)
function Game:on(fn)
  if type(fn) ~= "function" then
    argerror(1, "on", "function expected, got " .. type(fn))
  end
  self.observers[#self.observers + 1] = fn
  return fn
end

--- Removes an observer added with `Game:on`.
-- @tparam function fn
function Game:off(fn)
  for i = #self.observers, 1, -1 do
    if self.observers[i] == fn then remove(self.observers, i) end
  end
end

-- hands the events of a finished command to the observers; returns them
function Game:_done(events)
  for _, ev in ipairs(events) do
    for _, fn in ipairs(self.observers) do fn(ev, self) end
  end
  return events
end

--- The mode: "playing", "solving", "demo", "paused" or "solved".
-- @treturn string
function Game:mode()
  if self.won then return "solved" end
  if self.auto and self.paused then return "paused" end
  if self.auto == "solve" then return "solving" end
  if self.auto then return "demo" end
  return "playing"
end

--- Which demo runs (also while paused): "binary", "random" or nil.
-- @treturn string|nil
function Game:demo_method()
  if self.auto == "binary" or self.auto == "random" then return self.auto end
end

-- runs f (which changes the session), then appends a mode event if the
-- mode changed
function Game:_modal(events, f, ...)
  local was = self:mode()
  f(self, events, ...)
  local now_mode = self:mode()
  if now_mode ~= was then
    events[#events + 1] = { type = "mode", mode = now_mode, was = was,
                            method = now_mode == "demo" and self.auto or nil }
  end
  if now_mode == "paused" then self:_clock_stop() end
  return events
end

-- ---- the timer ----
-- It runs from the first move to the win. It stops while the computer
-- is paused and when undo goes back to move 0; a move (or redo) starts it
-- again. Undo does not restart it, reset and a new game set it to 0.

function Game:_now()
  local t = self.clock()
  local bad = not_finite(t)
  if bad then error("clock returned " .. bad .. ", expected a finite number of seconds") end
  return t
end

function Game:_clock_run()
  if not self.t0 and not self.won and not (self.auto and self.paused) then
    self.t0 = self:_now()
  end
end

function Game:_clock_stop()
  if self.t0 then
    self.base = self:elapsed()
    self.t0 = nil
  end
end

--- Seconds played: from the first move to the win (see the timer above).
-- @treturn number
function Game:elapsed()
  if self.t0 then return self.base + (self:_now() - self.t0) end
  return self.base
end

--- Moves made in the current line of play (undone moves do not count).
-- @treturn int
function Game:moves()
  return self.pos
end

--- The optimal number of moves from the current position to the goal.
-- @treturn[1] int|string the count (a decimal string past 2^63 - 1)
-- @return[2] nil
-- @treturn[2] string why it is unknown (no solver for these pegs)
function Game:optimal()
  local target, d = nearest(self)
  if not target then return nil, d end
  return d
end

--- The optimal number of moves from the start of the game to the goal
-- (nil when no solver handles these pegs).
-- @treturn int|string|nil
function Game:optimal_from_start()
  return self.optimal_start
end

--- The goal in words: "tower on C", "tower on any peg but A" or
-- "position CBA".
-- @treturn string
function Game:goal_text()
  return goals.text(self.goal)
end

-- A count of moves (an integer, or a decimal string past 2^63 - 1, as
-- 64 disks need) as an integer modulo 2^64, or nil. A move changes the
-- distance to the goal by at most one, so the difference of two distances
-- on one line of play is at most the moves played: the difference of the
-- wrapped values is exact.
local function wrapped(c)
  if math_type(c) == "integer" then return c end
  if type(c) ~= "string" or not c:match("^%d+$") then return nil end
  local v = 0
  for i = 1, #c do v = v * 10 + (c:byte(i) - 48) end
  return v
end

--- Statistics of the current line of play (undone moves do not count).
-- @treturn table `moves`; `disk` (moves of each disk, disk 1 first);
--  `disk_optimal` (how often each disk moves on an optimal way from the
--  start, nil when unknown); `optimal` (moves of that way, nil when
--  unknown); `wasted` (moves beyond the shortest way to the progress
--  made: `moves - (optimal from the start - optimal from here)`, nil
--  when unknown); `player`, `computer`, `random` (moves by each);
--  `undos`, `redos`, `hints` (hints asked for); `time` (seconds)
function Game:stats()
  local disk = {}
  for d = 1, self.n do disk[d] = self.disk_moves[d] end
  if self.disk_opt == nil then self.disk_opt = player.disk_optimum(self) or false end
  local opt = nil
  if self.disk_opt then
    opt = {}
    for d = 1, self.n do opt[d] = self.disk_opt[d] end
  end
  local wasted
  local here, start = wrapped(self:optimal()), wrapped(self.optimal_start)
  if here and start then wasted = self.pos - (start - here) end
  return { disk = disk, disk_optimal = opt, optimal = start, wasted = wasted,
           player = self.by.player, computer = self.by.computer,
           random = self.by.random, undos = self.undos, redos = self.redos,
           hints = self.hints, moves = self.pos, time = self:elapsed() }
end

--- Whether redo has a move to replay.
function Game:can_redo() return self.pos < #self.hist end

--- Whether undo has a move to take back.
function Game:can_undo() return self.pos > 0 end

-- ---- moving ----

-- applies a legal move, records it, detects the win
function Game:_apply(events, a, b, by)
  self:_record(events, self.state:move(a, b), a, b, by)
end

-- records a move already made on the state, detects the win
function Game:_record(events, disk, a, b, by)
  for i = #self.hist, self.pos + 1, -1 do self.hist[i] = nil end
  self.pos = self.pos + 1
  self.hist[self.pos] = { a, b, disk, by }
  self.disk_moves[disk] = self.disk_moves[disk] + 1
  self.by[by] = self.by[by] + 1
  events[#events + 1] = { type = "move", disk = disk, from = a, to = b, by = by,
                          moves = self.pos }
  self:_check_won(events)
  self:_clock_run()
end

function Game:_check_won(events)
  if not self.won and goals.reached(self.goal, self.state) then
    self:_clock_stop()
    self.won = true
    self.auto, self.paused, self.plan = nil, false, nil
    self.held = nil
    events[#events + 1] = { type = "won", moves = self.pos,
                            optimal = self.optimal_start, time = self:elapsed() }
  end
end

-- the player acts: the computer stops
function Game:_takeover()
  self.auto, self.paused, self.plan = nil, false, nil
end

local function refuse_won(self)
  if self.won then return "the game is solved (undo, reset or start a new one)" end
end

-- a peg argument: an integer (or a float with an integer value) 1..k
local function checkpeg(self, p, i, fname)
  if math_type(p) == "float" then p = tointeger(p) or p end
  return check.integer(p, i, fname, "peg", 1, self.k, 1)
end

--- Picks up the top disk of peg p (the first half of a move).
-- Stops the computer if it was playing.
-- @tparam int p peg
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string why not ("peg 2 is empty", ...)
function Game:pick(p)
  p = checkpeg(self, p, 1, "pick")
  local why = refuse_won(self)
  if why then return nil, why end
  if self.held then
    return nil, fmt("disk %d from peg %d is already picked up: drop it first",
      self.state:top(self.held), self.held)
  end
  local disk = self.state:top(p)
  if not disk then return nil, fmt("peg %d is empty", p) end
  return self:_done(self:_modal({}, function(g, ev)
    g:_takeover()
    g.held = p
    ev[#ev + 1] = { type = "pick", peg = p, disk = disk }
  end))
end

--- Puts the picked-up disk on peg p (the second half of a move). Dropping
-- it back on its own peg puts it back without a move.
-- @tparam int p peg
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string why not ("cannot put disk 3 on disk 1", ...); the
--  disk stays picked up
function Game:drop(p)
  p = checkpeg(self, p, 1, "drop")
  local why = refuse_won(self)
  if why then return nil, why end
  local from = self.held
  if not from then return nil, "no disk is picked up: pick a peg first" end
  if p == from then
    self.held = nil
    return self:_done({ { type = "unpick", peg = p, disk = self.state:top(p) } })
  end
  return self:_play(from, p)
end

--- Picks from peg p when no disk is picked up, else drops onto p: what a
-- click (or a key) on a peg does.
-- @tparam int p peg
-- @return as `Game:pick` or `Game:drop`
function Game:select(p)
  p = checkpeg(self, p, 1, "select")
  if self.held then return self:drop(p) end
  return self:pick(p)
end

--- Moves the top disk of peg a onto peg b (pick and drop in one).
-- Stops the computer if it was playing.
-- @tparam int a from
-- @tparam int b to
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string why the move is illegal (nothing changes)
function Game:move(a, b)
  a = checkpeg(self, a, 1, "move")
  b = checkpeg(self, b, 2, "move")
  local why = refuse_won(self)
  if why then return nil, why end
  return self:_play(a, b)
end

-- the player's move a -> b: checked, then made (the computer stops)
function Game:_play(a, b)
  local ok, msg = self.state:can_move(a, b)
  if not ok then return nil, msg end
  return self:_done(self:_modal({}, function(g, ev)
    g.held = nil
    g:_takeover()
    g:_apply(ev, a, b, "player")
  end))
end

--- Takes back the last move. Stops the computer if it was playing.
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "nothing to undo"
function Game:undo()
  if self.pos == 0 then return nil, "nothing to undo" end
  return self:_step(-1)
end

--- Replays the last move taken back. Stops the computer if it was playing.
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "nothing to redo"
function Game:redo()
  if self.pos >= #self.hist then return nil, "nothing to redo" end
  return self:_step(1)
end

-- takes back (dir -1) or replays (dir 1) one move of the history
function Game:_step(dir)
  return self:_done(self:_modal({}, function(g, ev)
    local m = g.hist[dir < 0 and g.pos or g.pos + 1]
    g.held = nil
    g:_takeover()
    if dir < 0 then g.state:move(m[2], m[1]) else g.state:move(m[1], m[2]) end
    g.pos = g.pos + dir
    g.disk_moves[m[3]] = g.disk_moves[m[3]] + dir
    g.by[m[4]] = g.by[m[4]] + dir
    ev[#ev + 1] = { type = dir < 0 and "undo" or "redo", disk = m[3], from = m[1], to = m[2],
                    moves = g.pos }
    if dir < 0 then
      g.undos = g.undos + 1
      g.won = false
      if g.pos == 0 then g:_clock_stop() end
    else
      g.redos = g.redos + 1
      g:_check_won(ev)
      g:_clock_run()
    end
  end))
end

--- Back to the start position: history, time and statistics cleared.
-- @treturn {event,...}
function Game:reset()
  return self:_done(self:_modal({}, function(g, ev)
    g:_setup(g.start, g.goal)
    ev[#ev + 1] = { type = "reset" }
  end))
end

--- A new game with other sizes (the options of `game.new` except the
-- clock and the random source, which are kept).
-- @tparam[opt] table opts
-- @treturn {event,...}
-- @raise bad argument as `game.new`
function Game:new_game(opts)
  opts = check.options(opts, 1, "new_game", NEW_GAME_OPTIONS)
  local start, goal = start_and_goal(opts, "new_game")
  return self:_done(self:_modal({}, function(g, ev)
    g:_setup(start, goal)
    ev[#ev + 1] = { type = "new", n = g.n, k = g.k }
  end))
end

session.refuse_won = refuse_won

return session
