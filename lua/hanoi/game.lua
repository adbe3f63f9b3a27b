--- A game session: the rules of a Tower of Hanoi game as pure logic.
--
-- No terminal code lives here: a front end (the terminal one in
-- `hanoi.tui`, the line mode of `hanoi play`, a test, an HTML page) sends
-- commands and shows what comes back.
--
-- **Commands in, events out.** Every command returns either a list of
-- event tables (possibly empty) when it was carried out, or `nil, message`
-- when it was refused; a refused command changes nothing. The same events
-- also go, after the command has finished changing the session, to every
-- observer registered with `Game:on`. Events have a `type` field:
--
--  * `pick` `{peg, disk}`, `unpick` `{peg, disk}` (a picked disk put back)
--  * `move` `{disk, from, to, by, moves}`, `by` being "player", "computer"
--    or "random", `moves` the move count after it
--  * `undo` `{disk, from, to, moves}` (`from`/`to` of the move taken back),
--    `redo` `{disk, from, to, moves}`
--  * `mode` `{mode, was}` whenever `Game:mode` changes
--  * `won` `{moves, optimal, time}`: the goal was reached
--  * `hint` `{disk, from, to}`
--  * `reset`, `new` `{n, k}`, `save` `{file}`, `load` `{file}`
--
-- **Modes** (`Game:mode`): "playing" (the player's turn), "solving" (the
-- computer plays one optimal move per `Game:tick`), "demo" (one random
-- legal move per tick), "paused" (solving or demo halted), "solved".
-- The front end drives the clock of the computer's play by calling `tick`
-- from its timer. Any move by the player stops the computer (taking over);
-- `solve` again re-plans from wherever the player left the disks.
--
-- **Goals**: a peg number (the whole tower on that peg), "other" (the tower
-- on any peg but the starting one: seed 003's "either of the other two"),
-- or a `hanoi.State` (any position).
--
-- Optimal counts and the computer's moves come from the C search
-- (`hanoi.distance`, `State:hint`); where it is missing (e.g. for a number
-- of pegs it does not handle) `solve` and `hint` return `nil, message` and
-- `Game:optimal` returns nil, while playing by hand still works.
-- @module hanoi.game

local core = require "hanoi.core"

local type, error, pcall, ipairs, pairs, tostring, tonumber, setmetatable =
  type, error, pcall, ipairs, pairs, tostring, tonumber, setmetatable
local math_type, tointeger, mrandom, huge = math.type, math.tointeger, math.random, math.huge
local concat, remove = table.concat, table.remove
local open, ostime = io.open, os.time
local fmt = string.format

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"
-- On more than 3 pegs optimal counts need a breadth-first search of the
-- k^n positions (once per goal peg): only up to this many, so that the
-- game stays responsive (about 0.1 s on this machine).
local SEARCH_STATES = 1 << 18
-- Past that budget the C solver is asked for its fast (not always
-- optimal) plan: with a budget of one position it does not search.
local PLAN_ONLY = { max_states = 1 }
local MAGIC = "hanoi-game 1"

_ENV = nil -- no globals past this point

local game = {}

--- A game session, made by `game.new`.
-- @type Game
local Game = {}
Game.__index = Game

local function argerror(i, fname, msg)
  error(fmt("bad argument #%d to '%s' (%s)", i, fname, msg), 3)
end

--- The letter of peg p ("A" for 1).
-- @tparam int p
-- @treturn string
function game.letter(p)
  return LETTERS:sub(p, p)
end
local letter = game.letter

-- distances may be integers or (past 2^63 - 1) decimal strings
local function less(a, b)
  if math_type(a) == "integer" and math_type(b) == "integer" then return a < b end
  a, b = tostring(a), tostring(b)
  if #a ~= #b then return #a < #b end
  return a < b
end

local function checkpeg(self, p, i, fname)
  if math_type(p) ~= "integer" then
    if type(p) == "number" and p % 1 == 0 then
      p = tointeger(p)
    else
      argerror(i, fname, "peg must be an integer, got " ..
        (type(p) == "number" and tostring(p) or type(p)))
    end
  end
  if p < 1 or p > self.k then
    argerror(i, fname, fmt("peg must be 1..%d", self.k))
  end
  return p
end

-- the goal: {kind = "peg", peg = p} | {kind = "other", from = p}
-- | {kind = "state", state = s}; nil, message when it does not fit
local function makegoal(goal, start, n, k)
  if goal == nil or goal == "other" then
    if not start:is_tower() then
      return nil, "goal 'other' needs a start that is a tower"
    end
    return { kind = "other", from = start:peg(n) }
  elseif math_type(goal) == "integer" then
    if goal < 1 or goal > k then return nil, fmt("goal peg must be 1..%d", k) end
    return { kind = "peg", peg = goal }
  elseif core.type(goal) == "state" then
    if goal.n ~= n or goal.k ~= k then
      return nil, fmt("goal position has %d disks on %d pegs, the game %d on %d",
        goal.n, goal.k, n, k)
    end
    return { kind = "state", state = goal:copy() }
  end
  return nil, "goal must be a peg, 'other' or a hanoi.State"
end

local function goal_won(goal, s)
  if goal.kind == "peg" then return s:is_tower(goal.peg) end
  if goal.kind == "other" then return s:is_tower() and s:peg(1) ~= goal.from end
  return s == goal.state
end

-- what to hand the C search: a list of pegs or states
local function goal_targets(goal, k)
  if goal.kind == "peg" then return { goal.peg } end
  if goal.kind == "state" then return { goal.state } end
  local t = {}
  for p = 1, k do
    if p ~= goal.from then t[#t + 1] = p end
  end
  return t
end

local function no_solver(k, msg)
  return fmt("no solver for %d pegs (%s)", k, msg)
end

-- the nearest target and its distance, or nil, message; remembered per
-- position (a search on more than 3 pegs is not cheap)
local function nearest(self, s)
  s = s or self.state
  local key = s:label()
  local hit = self.dcache[key]
  if hit then return hit[1], hit[2] end
  local best, bestd
  local distance = core.distance
  if not self:_searchable() then
    best, bestd = nil, fmt("%d disks on %d pegs: too many positions to search for the optimum",
      self.n, self.k)
  elseif not distance then
    best, bestd = nil, no_solver(self.k, "hanoi.distance is missing")
  else
    for _, t in ipairs(goal_targets(self.goal, self.k)) do
      local ok, d = pcall(distance, s, t)
      if not ok then
        best, bestd = nil, no_solver(self.k, tostring(d))
        break
      end
      if bestd == nil or less(d, bestd) then best, bestd = t, d end
    end
  end
  if self.dsize >= 64 then self.dcache, self.dsize = {}, 0 end
  self.dcache[key] = { best, bestd }
  self.dsize = self.dsize + 1
  return best, bestd
end

--- A new game session.
-- @tparam[opt] table opts
--  `n` disks (1..64, default 3), `k` pegs (3..32, default 3),
--  `from` the peg the tower starts on (default 1) or `start` any
--  `hanoi.State` to start from, `goal` (a peg, "other" or a
--  `hanoi.State`; default: "other" when the start is a tower on a peg
--  other than 1, else the tower on the last peg), `clock` a function
--  returning seconds (default `hanoi.core.monotonic` when present, else
--  `os.time`), `random` a function(m) returning an integer 1..m (default
--  `math.random`)
-- @treturn Game
-- @raise bad argument when an option is out of range
function game.new(opts)
  if opts ~= nil and type(opts) ~= "table" then
    argerror(1, "new", "table expected, got " .. type(opts))
  end
  opts = opts or {}
  local start
  if opts.start ~= nil then
    if core.type(opts.start) ~= "state" then
      argerror(1, "new", "field 'start' must be a hanoi.State")
    end
    start = opts.start:copy()
  else
    local n, k, from = opts.n or 3, opts.k or 3, opts.from or 1
    if math_type(n) ~= "integer" or n < 1 or n > 64 then
      argerror(1, "new", "field 'n' must be an integer 1..64")
    end
    if math_type(k) ~= "integer" or k < 3 or k > 32 then
      argerror(1, "new", "field 'k' must be an integer 3..32")
    end
    if math_type(from) ~= "integer" or from < 1 or from > k then
      argerror(1, "new", fmt("field 'from' must be a peg 1..%d", k))
    end
    start = core.new(n, k, from)
  end
  local goal = opts.goal
  if goal == nil and not (start:is_tower() and not start:is_tower(1)) then goal = start.k end
  local g, why = makegoal(goal, start, start.n, start.k)
  if not g then argerror(1, "new", "field 'goal': " .. why) end
  if opts.clock ~= nil and type(opts.clock) ~= "function" then
    argerror(1, "new", "field 'clock' must be a function")
  end
  if opts.random ~= nil and type(opts.random) ~= "function" then
    argerror(1, "new", "field 'random' must be a function")
  end
  local self = setmetatable({
    clock = opts.clock or core.monotonic or ostime,
    rand = opts.random or mrandom,
    observers = {},
  }, Game)
  self:_setup(start, g)
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
  self.auto = nil              -- "solve" or "random" while the computer plays
  self.paused = false
  self.last_to = nil           -- where the random mover last put a disk
  self.base = 0                -- elapsed seconds before t0
  self.t0 = nil                -- clock() when the running clock started
  self.disk_moves = {}
  for d = 1, self.n do self.disk_moves[d] = 0 end
  self.by = { player = 0, computer = 0, random = 0 }
  self.undos, self.redos = 0, 0
  for i = 1, pos or 0 do
    local m = self.hist[i]
    self.state:move(m[1], m[2])
    self.pos = i
    self.disk_moves[m[3]] = self.disk_moves[m[3]] + 1
    self.by[m[4]] = self.by[m[4]] + 1
  end
  self.base = elapsed or 0
  self.won = goal_won(goal, self.state)
  local target, d = nearest(self, self.start)
  self.optimal_start = target and d or nil
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
  if self.auto == "random" then return "demo" end
  return "playing"
end

-- runs f (which changes the session), then appends a mode event if the
-- mode changed
function Game:_modal(events, f, ...)
  local was = self:mode()
  f(self, events, ...)
  local now = self:mode()
  if now ~= was then events[#events + 1] = { type = "mode", mode = now, was = was } end
  return events
end

--- Seconds played: from the first move to the win (frozen after it).
-- @treturn number
function Game:elapsed()
  if self.t0 then return self.base + (self.clock() - self.t0) end
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
  local g = self.goal
  if g.kind == "peg" then return "tower on " .. letter(g.peg) end
  if g.kind == "other" then return "tower on any peg but " .. letter(g.from) end
  return "position " .. g.state:label()
end

--- Statistics of the current line of play.
-- @treturn table `disk` (moves of each disk, disk 1 first), `player`,
--  `computer`, `random` (moves by each), `undos`, `redos`, `moves`
function Game:stats()
  local disk = {}
  for d = 1, self.n do disk[d] = self.disk_moves[d] end
  return { disk = disk, player = self.by.player, computer = self.by.computer,
           random = self.by.random, undos = self.undos, redos = self.redos,
           moves = self.pos }
end

--- Whether redo has a move to replay.
function Game:can_redo() return self.pos < #self.hist end

--- Whether undo has a move to take back.
function Game:can_undo() return self.pos > 0 end

-- ---- moving ----

function Game:_clock_run()
  if not self.t0 and not self.won then self.t0 = self.clock() end
end

function Game:_clock_stop()
  if self.t0 then
    self.base = self:elapsed()
    self.t0 = nil
  end
end

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
  self:_clock_run()
  events[#events + 1] = { type = "move", disk = disk, from = a, to = b, by = by,
                          moves = self.pos }
  self:_check_won(events)
end

function Game:_check_won(events)
  if not self.won and goal_won(self.goal, self.state) then
    self.won = true
    self.auto, self.paused, self.plan = nil, false, nil
    self.held = nil
    self:_clock_stop()
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
    if dir < 0 then
      g.undos = g.undos + 1
      if g.won then g.won = false end
    else
      g.redos = g.redos + 1
    end
    g:_clock_run()
    ev[#ev + 1] = { type = dir < 0 and "undo" or "redo", disk = m[3], from = m[1], to = m[2],
                    moves = g.pos }
    g:_check_won(ev)
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
  local o = {}
  for key, v in pairs(opts or {}) do o[key] = v end
  o.clock, o.random = self.clock, self.rand
  local fresh = game.new(o)
  return self:_done(self:_modal({}, function(g, ev)
    g:_setup(fresh.start, fresh.goal)
    ev[#ev + 1] = { type = "new", n = g.n, k = g.k }
  end))
end

--- The next optimal move towards the goal (on more than 3 pegs, in a
-- space too big to search quickly, the next move of a good plan:
-- `optimal` is then false).
-- @treturn[1] {event,...} one `hint` event `{disk, from, to, optimal}`
-- @return[2] nil
-- @treturn[2] string why there is none ("the game is solved", no solver)
function Game:hint()
  local d, a, b, best = self:_next()
  if not d then return nil, a end
  return self:_done({ { type = "hint", disk = d, from = a, to = b, optimal = best } })
end

-- the next optimal move: disk, from, to; or nil, message
function Game:_next()
  if self.won then return nil, "the game is solved" end
  if not self.state.hint then return nil, no_solver(self.k, "State:hint is missing") end
  local ok, d, a, b, best = pcall(self.state.hint, self.state, self:_heading(),
    not self:_searchable() and PLAN_ONLY or nil)
  if not ok then return nil, no_solver(self.k, tostring(d)) end
  if not d then return nil, "the goal cannot be reached" end
  return d, a, b, best ~= false
end

-- where the computer heads: the nearest target, else (no distances, as
-- for big spaces on more than 3 pegs) the goal itself, or for "other"
-- the last peg that is not the start
-- whether shortest paths are searched for (always on 3 pegs)
function Game:_searchable()
  return self.k == 3 or
    self.k ^ self.n * #goal_targets(self.goal, self.k) <= SEARCH_STATES
end

function Game:_heading()
  local target = nearest(self)
  if target then return target end
  local list = goal_targets(self.goal, self.k)
  return list[#list]
end

--- The computer solves from the current position: one move per
-- `Game:tick`, along a shortest path (on more than 3 pegs, when the
-- space is too big to search, along the C search's non-optimal plan).
-- A picked-up disk is put back first.
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string why not (solved already, no solver for these pegs)
function Game:solve()
  local why = refuse_won(self)
  if why then return nil, why end
  if self.auto == "solve" and not self.paused then return nil, "already solving" end
  if not self.state.solve then return nil, no_solver(self.k, "State:solve is missing") end
  local ok, plan = pcall(self.state.solve, self.state, self:_heading(),
    not self:_searchable() and PLAN_ONLY or nil)
  if not ok then return nil, no_solver(self.k, tostring(plan)) end
  return self:_done(self:_modal({}, function(g, ev)
    if g.held then
      ev[#ev + 1] = { type = "unpick", peg = g.held, disk = g.state:top(g.held) }
      g.held = nil
    end
    g.auto, g.paused, g.plan = "solve", false, plan
  end))
end

--- The random mover of seed 000: one random legal move per `Game:tick`,
-- never moving the disk it has just moved, until stopped or the goal is
-- reached by chance.
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string why not
function Game:random()
  local why = refuse_won(self)
  if why then return nil, why end
  if self.auto == "random" and not self.paused then return nil, "the demo is already running" end
  return self:_done(self:_modal({}, function(g, ev)
    if g.held then
      ev[#ev + 1] = { type = "unpick", peg = g.held, disk = g.state:top(g.held) }
      g.held = nil
    end
    g.auto, g.paused = "random", false
    g.last_to = nil
  end))
end

--- Halts the computer (solving or demo) where it is.
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "the computer is not playing" or "already paused"
function Game:pause()
  if not self.auto then return nil, "the computer is not playing" end
  if self.paused then return nil, "already paused" end
  return self:_done(self:_modal({}, function(g) g.paused = true end))
end

--- Lets the halted computer continue.
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "not paused"
function Game:resume()
  if not (self.auto and self.paused) then return nil, "not paused" end
  return self:_done(self:_modal({}, function(g) g.paused = false end))
end

--- Stops the computer and hands the game to the player (take over).
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "the computer is not playing"
function Game:stop()
  if not self.auto then return nil, "the computer is not playing" end
  return self:_done(self:_modal({}, function(g) g:_takeover() end))
end

-- one random legal move (seed 000: never the disk just moved)
function Game:_random_move(ev)
  local s, list, fallback = self.state, {}, {}
  for a = 1, self.k do
    for b = 1, self.k do
      if a ~= b and s:can_move(a, b) then
        fallback[#fallback + 1] = { a, b }
        if a ~= self.last_to then list[#list + 1] = { a, b } end
      end
    end
  end
  if #list == 0 then list = fallback end
  local i = self.rand(#list)
  if math_type(i) ~= "integer" or i < 1 or i > #list then
    error(fmt("random source returned %s, expected an integer 1..%d", tostring(i), #list))
  end
  local m = list[i]
  self.last_to = m[2]
  self:_apply(ev, m[1], m[2], "random")
end

--- One step of the computer's play: an optimal move when solving, a
-- random one in the demo; nothing when the computer is not playing or
-- is paused. The front end calls it from its timer.
-- @treturn[1] {event,...} (empty when nothing happened)
-- @return[2] nil
-- @treturn[2] string why the solver could not move (it stops)
function Game:tick()
  if not self.auto or self.paused or self.won then return self:_done({}) end
  if self.auto == "random" then
    return self:_done(self:_modal({}, function(g, ev) g:_random_move(ev) end))
  end
  -- the C iterator makes the move on the state itself
  local before = self.state:label()
  local target, dist = nearest(self)
  local ok, d, a, b = pcall(self.plan)
  if not ok or not d then
    local msg = ok and "the goal cannot be reached" or no_solver(self.k, tostring(d))
    if self.state:label() ~= before then error("the solver failed after moving: " .. msg) end
    self:_done(self:_modal({}, function(g) g:_takeover() end))
    return nil, msg
  end
  -- one step along a shortest path: the distance left drops by one
  -- (this spares a new search on more than 3 pegs)
  if target and math_type(dist) == "integer" and self.k > 3 then
    self.dcache[self.state:label()] = { target, dist - 1 }
    self.dsize = self.dsize + 1
  end
  return self:_done(self:_modal({}, function(g, ev) g:_record(ev, d, a, b, "computer") end))
end

-- ---- saving ----

--- The session as the text of a save file: the sizes, the start, the goal,
-- the moves played (so that undo works after loading), the position they
-- lead to (checked on loading) and the time.
-- @treturn string
function Game:dump()
  local g = self.goal
  local goal = g.kind == "peg" and letter(g.peg)
    or g.kind == "other" and "other" or g.state:label()
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

local function pegof(c, k)
  local i = LETTERS:find(c, 1, true)
  if i and i <= k then return i end
end

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
      if not key then return nil, fmt("line %d: cannot read '%s'", lineno, line) end
      if fields[key] then return nil, fmt("line %d: '%s' given twice", lineno, key) end
      fields[key], order[key] = value, lineno
    end
  end
  for _, key in ipairs { "disks", "pegs", "start", "goal", "moves", "played", "position", "time" } do
    if not fields[key] then return nil, fmt("'%s' is missing", key) end
  end
  local function bad(key, msg) return nil, fmt("line %d: %s", order[key], msg) end
  local n, k = tointeger(tonumber(fields.disks)), tointeger(tonumber(fields.pegs))
  if not n or n < 1 or n > 64 then return bad("disks", "disks must be 1..64, got '" .. fields.disks .. "'") end
  if not k or k < 3 or k > 32 then return bad("pegs", "pegs must be 3..32, got '" .. fields.pegs .. "'") end
  local function position(key)
    local label = fields[key]
    if #label ~= n then
      return bad(key, fmt("%s '%s' must have one peg letter for each of the %d disks", key, label, n))
    end
    for i = 1, n do
      if not pegof(label:sub(i, i), k) then
        return bad(key, fmt("%s '%s': disk %d is on '%s', not a peg A..%s", key, label, i,
          label:sub(i, i), letter(k)))
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
    if not goal then return bad("goal", fmt("goal peg '%s' is not a peg A..%s", fields.goal, letter(k))) end
  else
    local gs
    gs, why = position("goal")
    if not gs then return nil, why end
    goal = gs
  end
  local gl = makegoal(goal, start, n, k)
  local hist, s = {}, start:copy()
  local played = tointeger(tonumber(fields.played))
  local count = 0
  for _ in fields.moves:gmatch("%S+") do count = count + 1 end
  if not played or played < 0 or played > count then
    return bad("played", fmt("played must be 0..%d (the moves listed), got '%s'", count, fields.played))
  end
  for word in fields.moves:gmatch("%S+") do
    local i = #hist + 1
    local a, b, by = word:match("^(%a)(%a)([cr]?)$")
    a, b = a and pegof(a, k), b and pegof(b, k)
    if not a or not b then
      return bad("moves", fmt("move %d '%s' is not two peg letters A..%s", i, word, letter(k)))
    end
    local disk, msg = s:move(a, b)
    if not disk then return bad("moves", fmt("move %d '%s' is illegal: %s", i, word, msg)) end
    hist[i] = { a, b, disk, BY[by] }
    if i == played and s ~= final then
      return bad("position", fmt("position '%s' is not where the %d moves played lead ('%s')",
        fields.position, played, s:label()))
    end
  end
  if played == 0 and start ~= final then
    return bad("position", fmt("position '%s' is not where the 0 moves played lead ('%s')",
      fields.position, start:label()))
  end
  local t = tonumber(fields.time)
  if not t or t < 0 or t ~= t or t == huge then
    return bad("time", "time must be a number of seconds, got '" .. fields.time .. "'")
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
function Game:undump(text, file)
  local start, goal, hist, pos, t = parse(text)
  if not start then return nil, goal end
  return self:_done(self:_modal({}, function(g, ev)
    g:_setup(start, goal, hist, pos, t)
    ev[#ev + 1] = { type = "load", file = file }
  end))
end

--- Saves the session to a small text file.
-- @tparam string file
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "cannot save 'f': reason"
function Game:save(file)
  if type(file) ~= "string" then argerror(1, "save", "string expected, got " .. type(file)) end
  local f, err = open(file, "w")
  if not f then return nil, fmt("cannot save '%s': %s", file, err) end
  local ok, werr = f:write(self:dump())
  local cok, cerr = f:close()
  if not ok or not cok then return nil, fmt("cannot save '%s': %s", file, werr or cerr) end
  return self:_done({ { type = "save", file = file } })
end

--- Loads a session saved with `Game:save`. A file that cannot be read,
-- is not a save file, or does not describe a legal game gives an error
-- and leaves the current session as it was.
-- @tparam string file
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "cannot load 'f': reason"
function Game:load(file)
  if type(file) ~= "string" then argerror(1, "load", "string expected, got " .. type(file)) end
  local f, err = open(file, "r")
  if not f then return nil, fmt("cannot load '%s': %s", file, err) end
  local text = f:read("a")
  f:close()
  if not text then return nil, fmt("cannot load '%s': cannot read it", file) end
  local ev, why = self:undump(text, file)
  if not ev then return nil, fmt("cannot load '%s': %s", file, why) end
  return ev
end

return game
