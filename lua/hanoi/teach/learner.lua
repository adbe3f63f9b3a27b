--- Runs a learner's own Tower of Hanoi function once and records what it
-- did: the engine behind `teach.check`, `teach.trace(fn, n)` and
-- `teach.stepper(fn, n)`.
--
-- The function runs in a coroutine of its own under `hanoi.guard`, which
-- counts its steps, caps the memory it takes, keeps a CPU-time watchdog
-- and tells this module of each call and return of the function itself
-- (a local recursive function counts too). Whatever the function does
-- (errors, endless recursion or loops, yields, coroutines of its own,
-- wrong values, catching the stop with pcall) ends the run with a reason;
-- nothing it does escapes as an error.
--
-- The record keeps two things. The events (call, move, return) up to the
-- first illegal move, for the trace and the stepper. And the whole call
-- tree: each call's arguments, the moves it made itself and its calls, in
-- order, and how it ended. After an illegal move the function goes on
-- running to its end, its moves recorded but no longer made on the pegs,
-- so that the tree shows the whole of what its code does: the diagnosis
-- (hanoi.teach.diagnose) compares it with the reference recursion.
-- @module hanoi.teach.learner

local hanoi = require "hanoi"
local guard = require "hanoi.guard"
local show = require "hanoi.teach.show"
local texts = require "hanoi.teach.texts"
local display = require "hanoi.lang.width"

local type, select, ipairs, setmetatable, pcall, error, rawequal, next =
  type, select, ipairs, setmetatable, pcall, error, rawequal, next
local io, coroutine = io, coroutine
local getinfo, getlocal, getupvalue = debug.getinfo, debug.getlocal, debug.getupvalue
local format, concat, table_unpack = string.format, table.concat, table.unpack
local math_type = math.type
local getenv, tonumber = os.getenv, tonumber

_ENV = nil -- no globals past this point

local learner = {}

--- The steps a learner's run may take per second of its time limit. A
-- step is a Lua instruction; a call of any function (of Lua or of C) is
-- `CALL_STEPS` more, an allocation `ALLOC_STEPS` more and each
-- `STEP_BYTES` bytes allocated one more, so that a loop of calls or of
-- allocations is measured by its cost too. Deterministic: the same
-- function gets the same count on any machine. On the shared machine of
-- docs/benchmarks.md most loops run at 100 to 300 million steps a second,
-- one that makes a new string each time at about 70 million; a function
-- of C that works long on data it neither allocates nor calls back for
-- (a sort, a long gsub, a backtracking pattern) is seen by the watchdog
-- alone.
learner.STEPS_PER_SECOND = 100000000
learner.CALL_STEPS = 40
learner.ALLOC_STEPS = 16
learner.STEP_BYTES = 4

--- The step budget of a run with n disks: `max_seconds` worth of steps
-- for 6 disks and more; half as much for each disk fewer, at least a
-- sixteenth, as the work of a right function halves with each disk
-- fewer (a runaway, which mostly runs away with 1 disk, is stopped
-- soon). The CPU-time watchdog stops what the count cannot see at three
-- times the time of the budget (`learner.watchdog`).
-- @tparam number max_seconds
-- @tparam int n
-- @treturn int
function learner.budget(max_seconds, n)
  return ((max_seconds * learner.STEPS_PER_SECOND * learner.share(n)) // 1 | 0) + 1
end

--- The share of `max_seconds` a run with n disks may take (see `budget`).
-- @tparam int n
-- @treturn number
function learner.share(n)
  return n >= 6 and 1 or n <= 2 and 1 / 16 or 1 / (1 << (6 - n))
end

--- How many times slower than a plain build the host runs every step:
-- 1, or `HANOI_CLOCK_SCALE` (1 to 1000) where a checker slows them all
-- (`make sanitize` sets 10, `make valgrind` 50). It stretches the
-- watchdog's clock only, never the count of steps, which alone decides
-- that a run is endless.
learner.CLOCK_SCALE = (function()
  local v = tonumber(getenv and getenv("HANOI_CLOCK_SCALE") or "")
  return v and v >= 1 and v <= 1000 and v or 1
end)()

--- The guard's limits of time for a budget of steps: its CPU-time
-- watchdog at three times the time the budget stands for, times
-- `CLOCK_SCALE` (a safety net:
-- the count stops a runaway long before on any machine up to three times
-- slower than `STEPS_PER_SECOND` says), and the grace before the process
-- ends where no hook can stop the code (one long call of C) as long
-- again, at least half a second (a stop may take a full collection of a
-- large heap). At least `WATCHDOG_MIN` seconds (times `CLOCK_SCALE`): a
-- run of a few milliseconds is never stopped by a stall of the machine
-- (a page fault, a full collection, a busy host), only by a hang.
-- @tparam int steps
-- @treturn number seconds
-- @treturn number grace
function learner.watchdog(steps)
  -- in whole milliseconds, as the reason of a run it stops says them
  local seconds = 3000 * steps / learner.STEPS_PER_SECOND
  if seconds < 1000 * learner.WATCHDOG_MIN then seconds = 1000 * learner.WATCHDOG_MIN end
  seconds = (seconds * learner.CLOCK_SCALE + 0.5) // 1 / 1000
  return seconds, seconds < 0.5 and 0.5 or seconds
end

--- The fewest seconds of CPU time the watchdog waits (before
-- `CLOCK_SCALE`): 1.
learner.WATCHDOG_MIN = 1

-- the error value that ends a run; the guard raises it again at every
-- step, whatever catches it
local STOP = setmetatable({}, { __tostring = function() return "stopped" end })
learner.STOP = STOP

--- The number of moves from a 3-peg position to the tower on peg `to`:
-- the biggest disk not on its target must go there, after everything
-- smaller has gone to the third peg, 2^(d-1) moves for disk d.
-- @tparam hanoi.State s
-- @tparam int to
-- @treturn int
function learner.distance(s, to)
  local dist = 0
  for d = s.n, 1, -1 do
    local p = s:peg(d)
    if p ~= to then
      dist = dist + (1 << (d - 1))
      to = 6 - p - to
    end
  end
  return dist
end
local distance = learner.distance

--- The pegs a function gets, in the order it takes them: `roles` is a
-- list of "from", "to" and "via" (twice on four pegs); the result lists
-- the peg of each position (the tower starts on peg 1 and goes to peg k,
-- the spare pegs are 2..k-1 in the order the roles name them).
-- @tparam table roles
-- @tparam int k
-- @treturn table
function learner.positions(roles, k)
  local pos, via = {}, 2
  for i, role in ipairs(roles) do
    if role == "from" then pos[i] = 1
    elseif role == "to" then pos[i] = k
    else pos[i] = via; via = via + 1 end
  end
  return pos
end

-- the number of stack levels seen from the caller of this function. The
-- stack changes little from one event of a run to the next: the last
-- answer (`S.T`, seen from here) is walked from, a few levels at most;
-- else a doubling search, then a binary one (few calls of getinfo).
local function levels(S)
  local h = S and S.T
  if h then
    local steps = 0
    if getinfo(h, "") then
      while steps < 8 and getinfo(h + 1, "") do h, steps = h + 1, steps + 1 end
      if steps < 8 then S.T = h; return h - 1 end
    else
      while steps < 8 and h > 2 and not getinfo(h - 1, "") do h, steps = h - 1, steps + 1 end
      if steps < 8 and h > 2 then S.T = h - 1; return h - 2 end
    end
  end
  local lo, hi = 2, 4
  while getinfo(hi, "") do lo, hi = hi, hi * 2 end
  while hi - lo > 1 do
    local mid = (lo + hi) // 2
    if getinfo(mid, "") then lo = mid else hi = mid end
  end
  if S then S.T = lo end
  return lo - 1
end

-- where a run stopped with an error: the innermost Lua function of the
-- dead coroutine, its line and locals, and the innermost frame of fn.
-- One walk up the stack, from the top, ended at the first frame of fn; a
-- run holds at most `learner.frames` frames (the guard stops it there),
-- so the walk is short whatever the run did.
local function error_place(co, fn)
  local place
  local own = getinfo(fn, "S").source
  local level = 0
  while true do
    local info = getinfo(co, level, "fSl")
    if info == nil then break end
    if info.what ~= "C" and not place then
      local locals = {}
      local i = 1
      while true do
        local name, v = getlocal(co, level, i)
        if name == nil then break end
        locals[#locals + 1] = { name = name, value = v }
        i = i + 1
      end
      place = { func = info.func, line = info.currentline, locals = locals,
                source = info.source, own = info.source == own }
    end
    if info.func == fn then
      if place then place.fn_line = info.currentline end
      break
    end
    level = level + 1
  end
  return place
end

--- The frames, of any function, a coroutine of a run may hold at once:
-- past them the run stops as a runaway ("depth"), whichever function
-- recursed. A function's calls are limited by `max_depth`; a helper of
-- its own, a wrapper, a `pcall` around each call take a frame each, so
-- twice that and some room.
-- @tparam int max_depth
-- @treturn int
function learner.frames(max_depth)
  return 2 * max_depth + 10
end

-- the recursion that filled a dead coroutine's stack when the frames ran
-- out: the Lua function with the most frames on it, and the first
-- argument of each of its frames, outermost first. Nil when that is fn
-- itself (its own calls are recorded) or no function recursed.
local function runaway_helper(co, fn)
  local count, firsts, names, level = {}, {}, {}, 0
  local best, most = nil, 1
  while true do
    local info = getinfo(co, level, "fSn")
    if info == nil then break end
    local f = info.func
    if info.what ~= "C" then
      if info.name and info.name ~= "" then names[f] = info.name end
      count[f] = (count[f] or 0) + 1
      local list = firsts[f] or {}
      firsts[f] = list
      local _, v = getlocal(co, level, 1)
      list[#list + 1] = v
      if count[f] > most then best, most = f, count[f] end
    end
    level = level + 1
  end
  if best == nil or best == fn then return nil end
  local ns, list = {}, firsts[best]
  for i = #list, 1, -1 do ns[#ns + 1] = list[i] end
  local param = getlocal(best, 1)
  return { func = best, ns = ns, param = param, name = names[best] }
end

-- ---------------------------------------------------------------------
-- One run of the learner's function: a table `S` the handlers below
-- share. Its fields: `r` (the record `learner.run` returns), `o` (the
-- options), `fn`, `k`, `names`, `index` (peg name -> 1..k), `state` (the
-- position the moves make), `frames` (the learner's calls open now, each
-- `{pos = stack position, rec = its record, tailed = ended by a tail
-- call}`), `stopped` (why the run was stopped, or nil), `co` (the
-- coroutine it runs in).
--
-- The handlers read the stack at fixed levels (the hook, the move): they
-- are called directly (or by a tail call, which keeps no frame), never
-- through a helper of their own.

local function stop(S, kind)
  S.stopped = S.stopped or kind
  guard.trip()
end

-- the events shown by the trace and the stepper end at the first
-- illegal move; the tree goes on. A run made only to be judged keeps no
-- events (`o.events == false`): a run of 3^n moves stays light.
local function keeping(S)
  return S.o.events ~= false and not S.r.illegal
end

local function event(S, e)
  if keeping(S) then S.r.events[#S.r.events + 1] = e end
end

-- the stack of the learner's frames, each with the line it is at
local function snapshot(S)
  local T, st = levels(S), {}
  for i, f in ipairs(S.frames) do
    st[i] = { rec = f.rec, line = getinfo(T - f.pos, "l").currentline }
  end
  return st
end

-- the line a frame of the learner's is at
local function line_of(S, f)
  local T = levels(S)
  local info = getinfo(T - f.pos, "l")
  return info and info.currentline
end

-- frames at position `pos` of the stack or above are gone: ended by a
-- tail call, or left by an error that a pcall caught (no return hook)
local function trim(S, pos, why)
  local frames, r = S.frames, S.r
  while #frames > 0 and frames[#frames].pos >= pos do
    local f = frames[#frames]
    frames[#frames] = nil
    local how = f.tailed and "tail" or why or "error"
    f.rec.ended = how
    if keeping(S) then event(S, { kind = "return", rec = f.rec, depth = #frames + 1,
               gone = how, stack = S.o.lines and not r.illegal and snapshot(S) or nil }) end
  end
end

-- the arguments of the call of fn at stack level 4 (seen from here:
-- the_args at 1, push at 2, the hook at 3)
local function the_args(S)
  local nparams = S.nparams
  local args, na = {}, S.k + 2
  if nparams >= na or not S.isvararg then
    if nparams < na then na = nparams end
    for i = 1, na do
      local _, v = getlocal(4, i)
      args[i] = v
    end
  else
    for i = 1, na do
      local name, v = getlocal(4, -i)
      if name == nil then na = i - 1; break end
      args[i] = v
    end
  end
  return args, na
end

-- a call of fn, seen from the hook: push is at level 1, the hook at 2
local function push(S, pos, parent, tail)
  local frames, r, o = S.frames, S.r, S.o
  local args, na = the_args(S)
  local rec = { args = args, na = na, parent = parent, kids = {}, seq = {},
                tail = tail, n = args[1], moves = 0 }
  if #frames > 0 and not r.name then
    local how = getinfo(3, "n")
    if how.name and how.name ~= "" then r.name = how.name end
  end
  if parent then
    parent.kids[#parent.kids + 1] = rec
    parent.seq[#parent.seq + 1] = rec
  else
    r.roots[#r.roots + 1] = rec
  end
  -- the line of the caller that made the call
  local from_line = keeping(S) and frames[#frames] and line_of(S, frames[#frames]) or nil
  frames[#frames + 1] = { pos = pos, rec = rec }
  r.calls = r.calls + 1
  if #frames > r.depth then r.depth = #frames end
  if keeping(S) then
    event(S, { kind = "call", rec = rec, depth = #frames, tail = tail, from_line = from_line,
               stack = o.lines and snapshot(S) or nil })
  end
  if #frames > o.max_depth then stop(S, "depth") end
  if r.calls > o.max_calls then stop(S, "calls") end
end

-- whether two functions are closures of the same code
local function same_code(f, g)
  if type(f) ~= "function" then return false end
  local a, b = getinfo(f, "S"), getinfo(g, "S")
  return a.source == b.source and a.linedefined == b.linedefined
    and a.lastlinedefined == b.lastlinedefined and a.what ~= "C"
end

-- the run's hook: a call, tail call or return of the function watched
-- (the hook is at level 1, the function at 2)
local function hook(S, what)
  local frames, r = S.frames, S.r
  if coroutine.running() ~= S.co then
    -- a call inside a coroutine the function made: the stack positions
    -- of the record are those of the run's own coroutine, so the call is
    -- not put in the tree (whose comparison is then left out); its moves
    -- still count, made by the call open in the run's coroutine
    r.foreign = true
    return
  end
  if what == "tail call" then
    local f = getinfo(2, "f").func
    local T = levels(S)
    local pos = T - 2
    trim(S, pos + 1, "tail")   -- frames above the caller are gone
    local top = frames[#frames]
    local parent = top and top.pos == pos and top.rec or nil
    if f == S.fn or (S.watch and same_code(f, S.watch)) then
      trim(S, pos, "tail")
      push(S, pos, parent or (frames[#frames] and frames[#frames].rec), true)
    else
      -- another function takes the place of a call of fn: what it does
      -- (a move, say) is still that call's
      if parent then top.tailed = true end
    end
  else -- the guard tells of the calls and returns of S.fn alone
    local T = levels(S)
    local pos = T - 2
    if what == "call" then
      trim(S, pos)
      push(S, pos, frames[#frames] and frames[#frames].rec, false)
    else -- "return"
      trim(S, pos + 1)
      local top = frames[#frames]
      if top and top.pos == pos then
        local own_line = keeping(S) and line_of(S, top) or nil
        frames[#frames] = nil
        top.rec.ended = "return"
        local caller = frames[#frames]
        if keeping(S) then event(S, { kind = "return", rec = top.rec, depth = #frames + 1,
          own_line = own_line,
          to = caller and caller.rec,
          to_line = caller and getinfo(T - caller.pos, "l").currentline,
          stack = S.o.lines and not r.illegal and snapshot(S) or nil }) end
      end
    end
  end
end

-- whether a function is twice on the stack below level `from` (seen
-- from the caller): evidence of recursion, by the learner's function or
-- a helper of its own
local function recursion(from)
  local seen, level = {}, from + 1
  while true do
    local info = getinfo(level, "fS")
    if info == nil then return false end
    if info.what ~= "C" then
      if seen[info.func] then return info.func end
      seen[info.func] = true
    end
    level = level + 1
  end
end

-- why a move is illegal in `state`, or nil
local function illegal(state, index, a, b, fi, ti, disk)
  if fi == nil then
    return texts.t("kit.learner.not_peg", { value = show.value(a, index) })
  elseif ti == nil then
    return texts.t("kit.learner.not_peg", { value = show.value(b, index) })
  elseif fi == ti then
    return texts.t("kit.learner.same_peg", { peg = show.value(a, index) })
  elseif disk == nil then
    return texts.t("kit.learner.empty", { peg = show.value(a, index) })
  elseif state:top(ti) and state:top(ti) < disk then
    return texts.t("kit.learner.on_smaller", { disk = disk, top = state:top(ti) })
  end
end

-- a legal move made: on 3 pegs (and 4), the first one that does not bring the
-- tower one move nearer is the run's error
-- the shortest way from a position to the tower on `to`: on 3 pegs by
-- the rule above, on 4 by hanoi's search (exact, with no cache on disk;
-- up to FOUR_PEG_JUDGED disks, where it takes a millisecond or two), else
-- nil. A search's answer is kept for the next run that asks (at most
-- KNOWN_MOST of them, then the lot is forgotten): the runs of one check
-- (its sizes, the trials of the diagnosis, the candidates of the repair
-- search, each to its first wrong move) ask again and again of the
-- positions a few moves from the same tower, a trace of 8 disks a
-- thousand times. The distance is the position's alone (the classic
-- rules, a tower as the goal), so a kept one is the answer a search would
-- give; the search runs in the kit's own time, outside the learner's count of steps.
local FOUR_PEG_JUDGED = 8
local KNOWN_MOST = 4096
local known, known_count = {}, 0
local function shortest(S, state, to)
  if S.k == 3 then return distance(state, to) end
  if S.k == 4 and state.n <= FOUR_PEG_JUDGED then
    local key = state:label() .. to
    local d = known[key]
    if d then return d end
    local ok
    ok, d = pcall(hanoi.distance, state, to, { cache = false })
    if ok and math_type(d) == "integer" then
      if known_count == KNOWN_MOST then known, known_count = {}, 0 end
      known[key], known_count = d, known_count + 1
      return d
    end
  end
end

local function make_move(S, e, fi, ti)
  local r, state = S.r, S.state
  local before = not r.error and (S.after or shortest(S, state, r.target))
  state:move(fi, ti)
  r.used = r.used | (1 << fi) | (1 << ti)
  r.moves = e.m
  S.after = nil
  if before then
    local after = shortest(S, state, r.target)
    S.after = after
    if after == nil then return end
    if after ~= before - 1 then
      local reason = before == 0
        and texts.t("kit.learner.already", { peg = show.value(S.names[r.target], S.index) })
        or texts.t("kit.learner.farther", { moves = after, want = before - 1 })
      r.error = { move = e.m, disk = e.disk, from = e.from, to = e.to, reason = reason }
      r.before, r.wrong, e.wrong = hanoi.state(state:label(), S.k), e, reason
      r.before:move(ti, fi)
    end
  end
end

-- a move, judged: seen from here, guard.quiet is at level 2, the kit's
-- move at 3, the sealed move the learner holds (a C function) at 4 and
-- the learner's code that called it at 5
local function judge(S, a, b, extra, third)
  local frames, r, o, state = S.frames, S.r, S.o, S.state
  local home = coroutine.running() == S.co
  if home then
    local T = levels(S)
    -- our caller is at T - 5: any frame above it is gone (a tail call of
    -- the sealed move, a C function, leaves the caller's frame in place)
    trim(S, T - 4)
  else
    -- a move made inside a coroutine of the function's own: a move of the
    -- run all the same, by the call open in the run's coroutine
    r.foreign = true
  end
  r.move_calls = r.move_calls + 1
  if r.move_calls > o.max_moves then stop(S, "moves") end
  if not r.recursed then r.recursed = recursion(5) end
  local fi, ti = S.index[a], S.index[b]
  local e = { kind = "move", from = a, to = b, fi = fi, ti = ti, depth = #frames }
  if extra > 0 then e.extra, e.third = extra, third end
  local top = frames[#frames]
  if top then
    top.rec.seq[#top.rec.seq + 1] = e
    top.rec.moves = top.rec.moves + 1
  end
  if extra > 0 then r.extra = true end
  if r.illegal then
    e.ghost = true
    return
  end
  local m = r.moves + 1
  e.m = m
  local disk = fi and state:top(fi)
  e.disk = disk
  local why = illegal(state, S.index, a, b, fi, ti, disk)
  if why then
    e.illegal = why
    e.stack = o.lines and home and snapshot(S) or nil
    if home and top then e.top_line = line_of(S, top) end
    if not r.error then
      r.error = { move = m, disk = disk, from = a, to = b, reason = why }
      r.before, r.wrong = hanoi.state(state:label(), S.k), e
    end
    event(S, e)
    r.illegal = e
    r.cut_calls, r.cut_depth = r.calls, r.depth
    if o.stop_at_wrong then stop(S, "judged") end
    return
  end
  make_move(S, e, fi, ti)
  e.stack = o.lines and home and snapshot(S) or nil
  if home and keeping(S) and top then e.top_line = line_of(S, top) end
  event(S, e)
  -- a run that only asks "right or not?" ends at the first wrong move
  if o.stop_at_wrong and (r.error or r.moves > r.optimal) then stop(S, "judged") end
end

-- the `move` the learner's function is given: it judges each move. The
-- learner holds it sealed (guard.seal): a C function whose one upvalue
-- is a token, so that debug.getupvalue on it leads nowhere (not to S);
-- the learner's code is at level 3 from here.
local function mover(S)
  return guard.seal(function(a, b, ...)
    if S.over then
      error(texts.t("kit.reason.over"), 3)
    end
    if S.stopped then stop(S, S.stopped) end
    guard.quiet(judge, S, a, b, select("#", ...), (...))
  end)
end

-- the record completed from how the run ended
local function finish(S, status, why, err)
  local r, frames, o = S.r, S.frames, S.o
  local stopped = S.stopped
  if why == "steps" then
    stopped = stopped or "steps"
  elseif why == "time" then
    -- the watchdog, not the count: the machine was slower than the
    -- budget allows for, or one long call of C ran; no slip is named
    stopped = stopped or "time"
  elseif why == "frames" then
    -- the stack ran out of frames: a runaway recursion, of fn or of a
    -- helper of its own (whose first arguments are then the evidence)
    stopped = stopped or "depth"
    if stopped == "depth" then r.helper = runaway_helper(S.co, S.fn) end
  elseif why and why ~= "stopped" then
    stopped = stopped or why
  end
  if status == "error" then r.place = error_place(S.co, S.fn) end
  if not stopped then
    if status == "error" then
      if rawequal(err, STOP) then
        stopped = "steps"
      else
        r.raised = err
        r.raised_line = r.place and r.place.fn_line
        r.err_rec = frames[#frames] and frames[#frames].rec
      end
    elseif status == "yield" then
      stopped = "yield"
    else
      r.returned = true
    end
  end
  S.stopped = stopped
  r.stopped = stopped
  r.deepest_ns = {}
  if r.helper then
    r.deepest_ns = r.helper.ns
  elseif stopped == "depth" then
    for i, f in ipairs(frames) do r.deepest_ns[i] = f.rec.n end
  end
  -- the frames still open are where it stopped
  r.open = {}
  for i, f in ipairs(frames) do r.open[i] = f.rec end
  r.name = r.name or o.name or "solve"
  r.shown_calls = r.cut_calls or r.calls
  r.shown_depth = r.cut_depth or r.depth
  return r
end

--- Runs `fn` as `fn(n, pegs..., move)` once and records it.
-- @tparam function fn
-- @tparam int n
-- @tparam table o `k` (3 or 4), `names` (peg names 1..k), `pos` (the peg
--   of each position, `learner.positions`), `max_moves`, `max_depth`,
--   `max_calls`, `max_memory` (MiB), `max_seconds`, `lines` (keep the
--   stack with each event), `max_steps` (the budget, else `budget`'s),
--   `watchdog` (seconds of CPU time, when more than `watchdog`'s)
-- @treturn table the record
function learner.run(fn, n, o)
  local k, names = o.k, o.names
  local index = {}
  for i = 1, k do index[names[i]] = i end
  local r = {
    fn = fn, n = n, k = k, names = names, index = index, target = k, pos = o.pos,
    events = {}, calls = 0, depth = 0, moves = 0, move_calls = 0, roots = {}, used = 0,
    optimal = hanoi.count(n, k), state = hanoi.new(n, k, 1),
    max_moves = o.max_moves, max_depth = o.max_depth, max_calls = o.max_calls,
    max_memory = o.max_memory, max_seconds = o.max_seconds,
  }
  local S = { r = r, o = o, fn = fn, k = k, names = names, index = index, state = r.state,
              frames = {}, stopped = nil, co = nil }
  -- a helper's calls are recorded instead of fn's, when asked: each
  -- closure of its code (made anew by each call of fn) counts
  S.watch = o.watch
  r.watch = o.watch
  local info = getinfo(o.watch or fn, "u")
  S.nparams, S.isvararg = info.nparams, info.isvararg
  -- a helper that takes no move (it sees fn's as an upvalue): its calls
  -- are not dry for want of one
  r.move_free = o.watch ~= nil and info.nparams == k + 1 and not info.isvararg
  r.move = mover(S)

  local args = { n }
  for i = 1, k do args[i + 1] = names[o.pos[i]] end
  args[k + 2] = r.move
  r.args = args
  S.co = coroutine.create(function(...) fn(...) end)
  local steps = o.max_steps or learner.budget(o.max_seconds, n)
  local seconds, grace = learner.watchdog(steps)
  -- a wider watchdog where asked (a proof run again after a stop by time)
  if type(o.watchdog) == "number" and o.watchdog > seconds then
    seconds = o.watchdog
    if grace < seconds then grace = seconds end
  end
  local status, why, err, used, peak, prints = guard.run(S.co, {
    steps = steps, call_steps = learner.CALL_STEPS, alloc_steps = learner.ALLOC_STEPS,
    step_bytes = learner.STEP_BYTES,
    seconds = seconds, grace = grace, memory = o.max_memory << 20,
    frames = learner.frames(o.max_depth),
    stop = STOP, func = o.watch or fn, code = o.watch ~= nil,
    hook = function(what) return hook(S, what) end },
    table_unpack(args, 1, k + 2))
  r.steps, r.peak, r.prints = used, peak, prints
  r.max_steps, r.watchdog = steps, seconds
  S.over = true
  return finish(S, status, why, err)
end

--- The environment of a function: the table its `_ENV` upvalue holds
-- (read with debug.getupvalue, no metamethod runs), or nil when it has
-- none or it is not a table. For the globals near a misspelt name.
-- @tparam function f
-- @treturn table the environment (`_ENV`) of f, or nil
function learner.env_of(f)
  if type(f) ~= "function" then return nil end
  local i = 1
  while true do
    local name, v = getupvalue(f, i)
    if name == nil then return nil end
    if name == "_ENV" then return type(v) == "table" and v or nil end
    i = i + 1
  end
end

--- The names of a function's parameters, in order.
-- @tparam function f
-- @treturn table
function learner.params(f)
  local t = {}
  if type(f) ~= "function" then return t end
  for i = 1, getinfo(f, "u").nparams do t[i] = getlocal(f, i) end
  return t
end

--- The name a function has in its environment, or as an upvalue of
-- nothing else: its global name, or nil.
-- @tparam function f
-- @treturn string|nil
function learner.fname(f)
  local env = learner.env_of(f)
  if type(env) ~= "table" then return nil end
  for key, v in next, env do
    if rawequal(v, f) and type(key) == "string" then return key end
  end
end

--- Whether a function takes `...` (its parameters then tell nothing of
-- how many values it uses).
function learner.vararg(f)
  return type(f) == "function" and getinfo(f, "u").isvararg or false
end

--- The upvalues of a function: a list of {name, value}.
function learner.upvalues(f)
  local t, i = {}, 1
  while true do
    local name, v = getupvalue(f, i)
    if name == nil then return t end
    t[#t + 1] = { name = name, value = v }
    i = i + 1
  end
end

-- ---- words ----

local function pegname(r, p) return show.value(r.names[p], r.index) end
learner.pegname = pegname

--- The text of a call as the learner's code made it: `solve(2, A, B, C)`.
function learner.calltext(r, rec)
  local parts = {}
  for i = 1, rec.na < r.k + 1 and rec.na or r.k + 1 do
    parts[#parts + 1] = show.value(rec.args[i], r.index)
  end
  return format("%s(%s)", r.name, concat(parts, ", "))
end

--- The words of a move: `move 3: disk 1 from A to C`.
function learner.movetext(r, e)
  local a, b = show.value(e.from, r.index), show.value(e.to, r.index)
  if e.disk then return texts.t("kit.move", { m = e.m, disk = e.disk, from = a, to = b }) end
  return texts.t("kit.move.nodisk", { m = e.m, from = a, to = b })
end

-- ---- where a caller goes on ----

--- For each return of the events, the line where its caller goes on:
-- the line of the caller's next step seen (a call it makes, a move, its
-- own return), `e.on_line`; nil when the events end first.
-- @tparam table r a record
function learner.goes_on(r)
  if r.went_on then return end
  r.went_on = true
  local ev = r.events
  for i, e in ipairs(ev) do
    if e.kind == "return" and e.to and not e.gone then
      local caller = e.to
      for j = i + 1, #ev do
        local x = ev[j]
        local line
        if x.kind == "call" and x.rec.parent == caller then line = x.from_line
        elseif x.kind == "move" and x.depth == e.depth - 1 and not x.ghost then line = x.top_line
        elseif x.kind == "return" and x.rec == caller then line = x.own_line end
        if line or (x.kind == "return" and x.rec == caller) then
          e.on_line = line
          break
        end
      end
    end
  end
end

-- ---- the trace ----

-- a text of several lines with every line after the first indented by
-- pad (the trace's depth)
local function padded(text, pad)
  return (text:gsub("\n", "\n" .. pad))
end

--- Prints the tree of the learner's calls: each call, move and return,
-- indented by depth, the first wrong move marked, then the counts and the
-- verdict.
-- @tparam table r a record
-- @tparam function write
-- @tparam boolean pictures draw the pegs after each move
-- @tparam table rep the report of the record (`verdict`, `hint`)
function learner.trace(r, write, pictures, rep)
  learner.goes_on(r)
  local s = hanoi.new(r.n, r.k, 1)
  local told_tail = false
  for _, e in ipairs(r.events) do
    local pad = show.pad(e.depth)
    if e.kind == "call" then
      local tail = ""
      if e.tail then
        tail = texts.t(told_tail and "kit.ltrace.tail" or "kit.ltrace.tail_first")
        told_tail = true
      end
      write(pad .. learner.calltext(r, e.rec) .. tail .. "\n")
    elseif e.kind == "move" then
      local line = pad .. "  " .. learner.movetext(r, e)
      if e.illegal then
        write(padded(texts.t("kit.lstep.illegal", { move = line, why = e.illegal }), pad) .. "\n")
      else
        s:move(e.fi, e.ti)
        write((e.wrong and padded(texts.t("kit.lstep.wrong", { move = line, why = e.wrong }), pad)
          or line) .. "\n")
        if pictures then write(show.picture(s, pad .. "  ") .. "\n") end
      end
    elseif e.gone == "tail" then
      -- replaced by a tail call: nothing returns here
    elseif e.gone then
      write(pad .. "  " .. texts.t("kit.ltrace.error") .. "\n")
    elseif e.to and e.on_line then
      write(pad .. "  " .. texts.t("kit.ltrace.return_line",
        { parent = learner.calltext(r, e.to), line = e.on_line }) .. "\n")
    elseif e.to then
      write(pad .. "  " .. texts.t("kit.ltrace.return_to",
        { parent = learner.calltext(r, e.to) }) .. "\n")
    else
      write(pad .. "  " .. texts.t("kit.trace.return_done") .. "\n")
    end
  end
  if r.illegal then write(texts.t("kit.ltrace.stops") .. "\n") end
  write(show.counts(r.moves, r.shown_calls, r.shown_depth) .. "\n")
  write(rep.verdict .. "\n")
  if rep.hint then write(texts.t("kit.ltrace.hint", { hint = rep.hint }) .. "\n") end
end

-- ---- the stepper ----

--- The most frames a learner's stepper shows: with the pegs, a screen of
-- 30 rows holds them.
local STACK_ROWS = 12
learner.STACK_ROWS = STACK_ROWS

--- The source of a stepper over a learner's record (see hanoi.teach.stepper).
-- @tparam table r a record made with `lines = true`
-- @tparam table lines the lines of the learner's source, or nil
-- @tparam table rep the report of the record
-- @treturn table
function learner.source(r, lines, rep)
  learner.goes_on(r)
  local src = {}
  function src.pull(self) return r.events[#self.events + 1] end
  function src.reset(self)
    self.state = hanoi.new(r.n, r.k, 1)
    self.frames = {}
  end
  function src.apply(self, e)
    if e.kind == "move" and not e.illegal then
      self.state:move(e.fi, e.ti)
      self.moves = self.moves + 1
    end
    self.frames = e.stack or {}
  end
  function src.describe(_, e)
    if e.kind == "call" then
      return texts.t("kit.lstep.call", { call = learner.calltext(r, e.rec),
        tail = e.tail and texts.t("kit.lstep.tail") or "" })
    elseif e.kind == "move" then
      local line = learner.movetext(r, e)
      if e.illegal then return texts.t("kit.lstep.illegal", { move = line, why = e.illegal }) end
      if e.wrong then return texts.t("kit.lstep.wrong", { move = line, why = e.wrong }) end
      return line
    elseif e.gone == "tail" then
      return texts.t("kit.lstep.replaced", { call = learner.calltext(r, e.rec) })
    elseif e.gone then
      return texts.t("kit.lstep.error", { call = learner.calltext(r, e.rec) })
    end
    if e.to and e.on_line then
      return texts.t("kit.lstep.return_line", { me = learner.calltext(r, e.rec),
        parent = learner.calltext(r, e.to), line = e.on_line })
    elseif e.to then
      return texts.t("kit.lstep.return_to", { me = learner.calltext(r, e.rec),
        parent = learner.calltext(r, e.to) })
    end
    return texts.t("kit.step.return_done", { me = learner.calltext(r, e.rec) })
  end
  function src.stack(self)
    local fr = self.frames
    if #fr == 0 then return { texts.t("kit.step.stack_empty") } end
    local out = { texts.t("kit.lstep.stack") }
    -- a deep stack (a runaway) shows its first and last frames, so that
    -- the screen holds it
    local head, tail = #fr, 0
    if #fr > STACK_ROWS then head, tail = 3, STACK_ROWS - 4 end
    for i, f in ipairs(fr) do
      if i == head + 1 and tail > 0 then
        out[#out + 1] = texts.t("kit.lstep.more", { count = #fr - head - tail })
      end
      if i > head and i <= #fr - tail then goto continue end
      local at
      local e = self.events[self.steps]
      if i == #fr and e and e.kind == "call" and e.rec == f.rec then
        at = texts.t("kit.lstep.just")
      else
        at = texts.t("kit.lstep.line", { line = f.line })
        local text = lines and lines[f.line]
        if text then at = at .. ": " .. show.printable(text:match("^%s*(.-)%s*$")) end
      end
      local left = format("  %d. %-18s ", i, learner.calltext(r, f.rec))
      local right = i == #fr and texts.t("kit.step.running") or ""
      -- display columns: a wide character takes two
      local room = show.WIDTH - display.of(left) - display.of(right)
      if display.of(at) > room then at = display.truncate(at, room - 3) .. "..." end
      out[#out + 1] = left .. at .. right
      ::continue::
    end
    return out
  end
  function src.finished(self) return self.steps >= #r.events end
  -- the line of the learner's code the running frame is at (the line its
  -- function starts on when it was just called), nil with no frame
  function src.line(self)
    local fr = self.frames
    local f, e = fr[#fr], self.events[self.steps]
    if f == nil then return nil end
    if e and e.kind == "call" and e.rec == f.rec then
      local ok, info = pcall(getinfo, r.fn, "S")
      return ok and info and info.linedefined or nil
    end
    return f.line
  end
  function src.ending()
    return texts.t("kit.lstep.done", { verdict = rep.verdict }),
      rep.hint and texts.t("kit.report.hint", { hint = rep.hint }) or nil
  end
  return src
end

--- The peg where every disk of a record ended, or nil.
function learner.tower_peg(r)
  for p = 1, r.k do
    if r.state:is_tower(p) then return p end
  end
end

--- Whether a value is the `move` of a record's run.
function learner.is_move(r, v) return rawequal(v, r.move) end

--- The lines of a function's source, when they can be found: a file, a
-- string given to `load`, or a chunk the kit kept (`sources`: function
-- -> the text of the chunk the REPL made it from; chunk name -> the text
-- of a graded file, which is read once).
-- @tparam function fn
-- @tparam[opt] table sources
-- @treturn table|nil the lines
-- @treturn int|nil the line where fn starts
function learner.source_lines(fn, sources)
  local ok, info = pcall(getinfo, fn, "S")
  if not ok or info == nil then return nil end
  local src, text = info.source
  if sources and sources[fn] then
    text = sources[fn]
  elseif sources and sources[src] then
    text = sources[src]          -- a graded file's text, by its chunk name
  elseif src:sub(1, 1) == "@" then
    local f = io.open(src:sub(2), "r")
    if not f then return nil end
    text = f:read("a")
    f:close()
  elseif src:sub(1, 1) == "=" then
    return nil
  else
    text = src
  end
  if type(text) ~= "string" then return nil end
  local ls = {}
  for l in (text .. "\n"):gmatch("([^\n]*)\n") do ls[#ls + 1] = l end
  return ls, info.linedefined
end

--- Runs `fn` as `learner.run` does, for a run whose outcome the kit goes
-- by (a proof of a repair, a trial of the diagnosis): when the CPU-time
-- watchdog stopped it (a stall of the machine, or a hang in one call of
-- C), it is run once again under a watchdog four times as long, so that
-- a stall never decides what the kit says; the counts alone do.
-- @tparam function fn
-- @tparam int n
-- @tparam table o as for `learner.run` (its `watchdog` is set for the run again)
-- @treturn table the record
function learner.judged_run(fn, n, o)
  local r = learner.run(fn, n, o)
  if r.stopped == "time" then
    o.watchdog = 4 * learner.watchdog(o.max_steps or learner.budget(o.max_seconds, n))
    r = learner.run(fn, n, o)
  end
  return r
end

return learner
