--- The computer player of a game (internal to `hanoi.game`): distances to
-- the goal, hints, solving, and the two demos: the binary method and the
-- random mover.
--
-- Optimal counts and the computer's moves come from the C search
-- (`hanoi.distance`, `State:hint`, the `State:solve` iterator); where it
-- is missing (e.g. for a number of pegs it does not handle) `solve` and
-- `hint` return `nil, message` and `Game:optimal` returns nil, while
-- playing by hand still works.
--
-- The functions in `player.methods` become methods of `Game` (see
-- `hanoi.game`); they drive the session through its internal methods
-- (`_done`, `_modal`, `_apply`, `_record`, `_takeover`).
-- @module hanoi.game.player

local core = require "hanoi.core"
local check = require "hanoi.check"
local goals = require "hanoi.game.goal"

local ipairs, tostring, error, type, insert =
  ipairs, tostring, error, type, table.insert
local pack, unpack, base_pcall = table.pack, table.unpack, pcall
local is_interrupt = core.is_interrupt

-- pcall, but Ctrl-C goes on to the game's caller (it ends the game)
local function pcall(f, ...)
  local res = pack(base_pcall(f, ...))
  if not res[1] and is_interrupt(res[2]) then error(res[2], 0) end
  return unpack(res, 1, res.n)
end
local math_type = math.type
local fmt = string.format

-- On more than 3 pegs distances, hints and the computer's plans come from
-- a search with this budget (positions), so that the game stays
-- responsive: within it the answer is exact; past it the distance is
-- unknown and the hint and plan are the search's best plan, labelled not
-- optimal. The same budget on every machine, so the same answers.
local BUDGET = { max_states = 1 << 17 }
-- The per-disk optimum of the statistics follows a plan move by move:
-- only for plans up to this many moves.
local PLAN_COUNT_MAX = 1 << 20

_ENV = nil -- no globals past this point

local player = {}
local M = {}          -- the methods
player.methods = M

local letter, goal_targets = goals.letter, goals.targets

-- distances may be integers or (past 2^63 - 1) decimal strings
local function less(a, b)
  if math_type(a) == "integer" and math_type(b) == "integer" then return a < b end
  a, b = tostring(a), tostring(b)
  if #a ~= #b then return #a < #b end
  return a < b
end

local function no_solver(k, msg)
  return fmt("no solver for %d pegs (%s)", k, msg)
end

--- The nearest target of the goal from position s (default: the current
-- one) and its distance, or nil, message; remembered per position (a
-- search on more than 3 pegs is not cheap).
-- @tparam Game self
-- @tparam[opt] hanoi.State s
-- @treturn[1] int|hanoi.State the target
-- @treturn[1] int|string the distance
-- @return[2] nil
-- @treturn[2] string why it is unknown
function player.nearest(self, s)
  s = s or self.state
  local key = s:label()
  local hit = self.dcache[key]
  if hit then return hit[1], hit[2] end
  local best, bestd
  local distance = core.distance
  if not distance then
    best, bestd = nil, no_solver(self.k, "hanoi.distance is missing")
  else
    for _, t in ipairs(goal_targets(self.goal, self.k)) do
      local ok, d = pcall(distance, s, t, self.k > 3 and BUDGET or nil)
      if not ok then
        best, bestd = nil, tostring(d):find("no shortest path found", 1, true)
          and fmt("%d disks on %d pegs: the optimum is beyond the game's search budget",
            self.n, self.k)
          or no_solver(self.k, tostring(d))
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
local nearest = player.nearest

--- Whether the optimum from s to the game's goal may take a search of
-- seconds: more than 3 pegs and more positions than the game's search
-- budget, unless the way is a tower to a whole peg on 4 pegs
-- (Frame-Stewart's count, proven shortest, answers it at once).
-- @tparam Game self
-- @tparam hanoi.State s
-- @treturn boolean
function player.costly(self, s)
  if s.k == 3 or (s.k == 4 and s:is_tower() and self.goal.kind ~= "state") then
    return false
  end
  local size = 1
  for _ = 1, s.n do
    size = size * s.k
    if size > BUDGET.max_states then return true end
  end
  return false
end

local function refuse_won(self)
  if self.won then return "the game is solved (undo, reset or start a new one)" end
end

--- The next optimal move towards the goal (on more than 3 pegs, in a
-- space too big to search quickly, the next move of a good plan:
-- `optimal` is then false).
-- @treturn[1] {event,...} one `hint` event `{disk, from, to, optimal}`
-- @return[2] nil
-- @treturn[2] string why there is none ("the game is solved", no solver)
function M:hint()
  local d, a, b, best = self:_next()
  if not d then return nil, a end
  self.hints = self.hints + 1
  return self:_done({ { type = "hint", disk = d, from = a, to = b, optimal = best } })
end

-- the next optimal move: disk, from, to; or nil, message
function M:_next()
  if self.won then return nil, "the game is solved" end
  if not self.state.hint then return nil, no_solver(self.k, "State:hint is missing") end
  local ok, d, a, b, best = pcall(self.state.hint, self.state, self:_heading(),
    self.k > 3 and BUDGET or nil)
  if not ok then return nil, no_solver(self.k, tostring(d)) end
  if not d then return nil, "the goal cannot be reached" end
  return d, a, b, best ~= false
end

-- where the computer heads: the nearest target, else (no distances, as
-- for big spaces on more than 3 pegs) the goal itself, or for "other"
-- the last peg that is not the start
function M:_heading()
  local target = nearest(self)
  if target then return target end
  local list = goal_targets(self.goal, self.k)
  return list[#list]
end

-- the computer takes the game: a picked-up disk is put back first
local function start(g, ev, auto)
  if g.held then
    ev[#ev + 1] = { type = "unpick", peg = g.held, disk = g.state:top(g.held) }
    g.held = nil
  end
  g.auto, g.paused = auto, false
end

--- The computer solves from the current position: one move per
-- `Game:tick`, along a shortest path (on more than 3 pegs, when the
-- space is too big to search, along the C search's non-optimal plan).
-- A picked-up disk is put back first.
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string why not (solved already, no solver for these pegs)
function M:solve()
  local why = refuse_won(self)
  if why then return nil, why end
  if self.auto == "solve" and not self.paused then return nil, "already solving" end
  if not self.state.solve then return nil, no_solver(self.k, "State:solve is missing") end
  local ok, plan = pcall(self.state.solve, self.state, self:_heading(),
    self.k > 3 and BUDGET or nil)
  if not ok then return nil, no_solver(self.k, tostring(plan)) end
  return self:_done(self:_modal({}, function(g, ev)
    start(g, ev, "solve")
    g.plan = plan
  end))
end

-- ---- the binary method ----

-- The binary method moves a tower of n disks from peg a to peg c on 3
-- pegs: move m (counted from 1) moves the disk given by the lowest set
-- bit of m (disk 1 for bit 0), and each disk always turns the same way
-- round the pegs: a -> c -> b -> a when n - d is even, a -> b -> c -> a
-- when it is odd. Positions along the way are the positions of the
-- recursive solution, so the position after m moves has, from the largest
-- disk down, disk d on its "from" peg when bit d - 1 of m is 0, on its
-- "to" peg when it is 1.

-- how many moves of the binary method from peg a to c lead to position
-- s, or nil when s is not on its way
local function binary_index(s, a, c)
  local b = 6 - a - c
  local m = 0
  for d = s.n, 1, -1 do
    local p = s:peg(d)
    if p == a then
      b, c = c, b                      -- the smaller disks go a -> b
    elseif p == c then
      m = m | (1 << (d - 1))           -- disk d has moved; the smaller go b -> c
      a, b = b, a
    else
      return nil
    end
  end
  return m
end

-- the way of the binary method that position s is on: a, c, m; or nil,
-- message
local function binary_way(self, s)
  if self.k ~= 3 then return nil, "the binary method plays on 3 pegs only" end
  if not self.start:is_tower() or self.goal.kind == "state" then
    return nil, "the binary method moves a whole tower to a peg"
  end
  local a = self.start:peg(self.n)
  -- the nearer target first, so that the demo heads where a solve would
  local targets = goal_targets(self.goal, 3)
  local heading = nearest(self, s)
  if heading then insert(targets, 1, heading) end
  for _, c in ipairs(targets) do
    local m = c ~= a and binary_index(s, a, c)
    if m then return a, c, m end
  end
  return nil, "the binary method plays from the start tower or a position on its way " ..
    "(reset first)"
end

--- The move the binary method makes as move m of a tower of n disks from
-- peg a to peg c: the disk (the lowest set bit of m), the peg it leaves,
-- the peg it goes to. The peg it leaves is read from `s`, the position
-- after m - 1 moves.
-- @tparam hanoi.State s
-- @tparam int a
-- @tparam int c
-- @tparam int m 1 ..
-- @treturn int disk
-- @treturn int from
-- @treturn int to
function player.binary_move(s, a, c, m)
  local b = 6 - a - c
  local d = 1
  while m & (1 << (d - 1)) == 0 do d = d + 1 end
  local from = s:peg(d)
  local cycle = (s.n - d) % 2 == 0 and { [a] = c, [c] = b, [b] = a } or { [a] = b, [b] = c, [c] = a }
  return d, from, cycle[from]
end

--- Whether the binary method can play from here, and if not why.
-- @treturn[1] true
-- @return[2] nil
-- @treturn[2] string
function M:binary_ready()
  local a, why = binary_way(self, self.state)
  if not a then return nil, why end
  return true
end

--- Starts a demo: one move per `Game:tick`. `method` "binary" (the
-- default) plays the binary method from the start tower (or from a
-- position on its way) to the goal, "random" the random mover (one random
-- legal move per tick, never the disk it has just moved, until stopped or
-- the goal is reached by chance). A picked-up disk is put back first.
-- @tparam[opt="binary"] string method
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string why not
function M:demo(method)
  method = method or "binary"
  if method ~= "binary" and method ~= "random" then
    check.argerror(1, "demo", fmt("method must be 'binary' or 'random', got %s",
      type(method) == "string" and "'" .. method .. "'" or type(method)))
  end
  local why = refuse_won(self)
  if why then return nil, why end
  if self.auto == method and not self.paused then return nil, "the demo is already running" end
  if method == "binary" then
    local a
    a, why = binary_way(self, self.state)
    if not a then return nil, why end
  end
  return self:_done(self:_modal({}, function(g, ev)
    start(g, ev, method)
    g.last_to = nil
  end))
end

--- The random mover: `demo("random")`.
-- @return as `Game:demo`
function M:random()
  return self:demo("random")
end

--- Halts the computer (solving or demo) where it is.
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "the computer is not playing" or "already paused"
function M:pause()
  if not self.auto then return nil, "the computer is not playing" end
  if self.paused then return nil, "already paused" end
  return self:_done(self:_modal({}, function(g) g.paused = true end))
end

--- Lets the halted computer continue.
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "not paused"
function M:resume()
  if not (self.auto and self.paused) then return nil, "not paused" end
  return self:_done(self:_modal({}, function(g) g.paused = false end))
end

--- Stops the computer and hands the game to the player (take over).
-- @treturn[1] {event,...}
-- @return[2] nil
-- @treturn[2] string "the computer is not playing"
function M:stop()
  if not self.auto then return nil, "the computer is not playing" end
  return self:_done(self:_modal({}, function(g) g:_takeover() end))
end

-- one random legal move (never the disk just moved)
function M:_random_move(ev)
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

--- One step of the computer's play: an optimal move when solving, the
-- next move of the demo; nothing when the computer is not playing or is
-- paused. The front end calls it from its timer.
-- @treturn[1] {event,...} (empty when nothing happened)
-- @return[2] nil
-- @treturn[2] string why the computer could not move (it stops)
function M:tick()
  if not self.auto or self.paused or self.won then return self:_done({}) end
  if self.auto == "random" then
    return self:_done(self:_modal({}, function(g, ev) g:_random_move(ev) end))
  end
  if self.auto == "binary" then
    local a, c, m = binary_way(self, self.state)
    if not a then
      self:_done(self:_modal({}, function(g) g:_takeover() end))
      return nil, c
    end
    local d, from, to = player.binary_move(self.state, a, c, m + 1)
    return self:_done(self:_modal({}, function(g, ev)
      g:_apply(ev, from, to, "computer")
      local mv = ev[1]
      mv.method, mv.number = "binary", m + 1
      if mv.disk ~= d then error("the binary method moved the wrong disk") end
    end))
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
  -- one step along a shortest path: the distance left drops by one; or
  -- it stays unknown along a plan past the budget (either way this spares
  -- a new search on more than 3 pegs)
  if self.k > 3 then
    self.dcache[self.state:label()] = { target, math_type(dist) == "integer" and dist - 1 or dist }
    self.dsize = self.dsize + 1
  end
  return self:_done(self:_modal({}, function(g, ev) g:_record(ev, d, a, b, "computer") end))
end

-- ---- the optimum per disk ----

-- 2^e as an integer, or as a decimal string past 2^62
local function pow2(e)
  if e <= 62 then return 1 << e end
  return "9223372036854775808"   -- 2^63, the only larger case (n = 64, disk 1)
end

--- How many times each disk moves on an optimal way from the start of
-- the game to the goal: 2^(n - d) for disk d when a tower moves to
-- another peg on 3 pegs; otherwise counted along the optimal plan (the
-- Frame-Stewart solution for a tower on more pegs, else the computer's
-- plan from the start), when it is known and not too long.
-- @tparam Game self
-- @treturn[1] {int|string,...} disk 1 first
-- @return[2] nil when unknown
function player.disk_optimum(self)
  local n, k, s = self.n, self.k, self.start
  local counts = {}
  if s:is_tower() and self.goal.kind ~= "state" then
    local from = s:peg(n)
    if self.goal.kind == "peg" and self.goal.peg == from then
      for d = 1, n do counts[d] = 0 end
      return counts
    end
    if k == 3 then
      for d = 1, n do counts[d] = pow2(n - d) end
      return counts
    end
    local ok, total = pcall(core.count, n, k)
    if not ok or math_type(total) ~= "integer" or total > PLAN_COUNT_MAX then return nil end
    local to = self.goal.kind == "peg" and self.goal.peg or (from == k and 1 or k)
    for d = 1, n do counts[d] = 0 end
    for d in core.moves(n, { pegs = k, from = from, to = to }) do
      counts[d] = counts[d] + 1
    end
    return counts
  end
  local optimal = self.optimal_start
  if math_type(optimal) ~= "integer" or optimal > PLAN_COUNT_MAX or not s.solve then return nil end
  local copy = s:copy()
  local target = nearest(self, s)
  local ok, plan = pcall(copy.solve, copy, target, k > 3 and BUDGET or nil)
  if not ok then return nil end
  for d = 1, n do counts[d] = 0 end
  for _ = 1, optimal do
    local d = plan()
    if not d then return nil end
    counts[d] = counts[d] + 1
  end
  return counts
end

player.letter = letter

return player
