--- Runs a learner's own Tower of Hanoi function and judges it: the engine
-- behind `teach.check`, `teach.trace(fn, n)` and `teach.stepper(fn, n)`.
--
-- The function runs once, in a coroutine of its own, with debug hooks on
-- that coroutine: a call hook and a return hook count the calls of the
-- learner's function itself and how deep they nest (a local recursive
-- function counts too), and a count hook stops an endless loop. Whatever
-- the function does (errors, endless recursion, yields, wrong values,
-- catching our own stop with pcall) ends the run with a reason; nothing
-- it does escapes as an error. Every event (call, move, return) is kept,
-- so that a trace can print them and a stepper step through them.
-- @module hanoi.teach.learner

local hanoi = require "hanoi"
local show = require "hanoi.teach.show"

local type, select, tostring, ipairs, setmetatable, pcall, error =
  type, select, tostring, ipairs, setmetatable, pcall, error
local io, coroutine, math, collectgarbage = io, coroutine, math, collectgarbage
local getinfo, getlocal, sethook = debug.getinfo, debug.getlocal, debug.sethook
local format, concat, table_unpack = string.format, table.concat, table.unpack

_ENV = nil -- no globals past this point

local learner = {}

-- the error value that ends a run; a learner's pcall may catch it, but
-- then the next hook or move raises it again
local STOP = setmetatable({}, { __tostring = function() return "stopped" end })

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

-- "disk 3", "disks 1 and 2", "disks 1 to 4 and 6"
local function disklist(ds)
  local parts, i = {}, 1
  while i <= #ds do
    local j = i
    while ds[j + 1] == ds[j] + 1 do j = j + 1 end
    if j - i >= 2 then parts[#parts + 1] = format("%d to %d", ds[i], ds[j])
    else
      for x = i, j do parts[#parts + 1] = tostring(ds[x]) end
    end
    i = j + 1
  end
  local text = #parts > 1
    and concat(parts, ", ", 1, #parts - 1) .. " and " .. parts[#parts] or parts[1]
  return (#ds > 1 and "disks " or "disk ") .. text
end

-- the number of stack levels seen from the caller of this function (a
-- doubling search, then a binary one: few calls of getinfo)
local function levels()
  local lo, hi = 2, 4
  while getinfo(hi, "") do lo, hi = hi, hi * 2 end
  while hi - lo > 1 do
    local mid = (lo + hi) // 2
    if getinfo(mid, "") then lo = mid else hi = mid end
  end
  return lo - 1
end

--- Runs `fn` as `fn(n, from, to, spares..., move)` and records it.
-- @tparam function fn
-- @tparam int n
-- @tparam table o `k` (3 or 4), `names` (peg names 1..k), `max_moves`,
--   `max_depth`, `max_calls`, `max_memory` (MiB), `lines` (keep the stack
--   with each event)
-- @treturn table the record: `events`, and what the report is made of
function learner.run(fn, n, o)
  local k, names = o.k, o.names
  local index = {}
  for i = 1, k do index[names[i]] = i end
  local r = {
    n = n, k = k, names = names, index = index, target = k,
    events = {}, calls = 0, depth = 0, moves = 0,
    optimal = hanoi.count(n, k), state = hanoi.new(n, k, 1),
    max_moves = o.max_moves, max_depth = o.max_depth, max_calls = o.max_calls,
    max_memory = o.max_memory,
  }
  local events, frames, state = r.events, {}, r.state
  local budget = (100 * (o.max_calls + o.max_moves) + 1000000) // 1000
  local count, stopped = 0, nil
  local heap = collectgarbage("count") + o.max_memory * 1024    -- KiB
  local roots = {}
  r.roots = roots

  local function stop(kind)
    stopped = kind
    error(STOP, 0)
  end

  -- the stack of the learner's frames, each with the line it is at
  local function snapshot()
    local T, st = levels(), {}
    for i, f in ipairs(frames) do
      st[i] = { rec = f.rec, line = getinfo(T - f.pos, "l").currentline }
    end
    return st
  end

  -- frames at position `pos` of the stack or above are gone: ended by a
  -- tail call, or left by an error that a pcall caught (no return hook)
  local function trim(pos, why)
    while #frames > 0 and frames[#frames].pos >= pos do
      local f = frames[#frames]
      frames[#frames] = nil
      events[#events + 1] = { kind = "return", rec = f.rec, depth = #frames + 1,
        gone = why or "error", stack = o.lines and snapshot() or nil }
    end
  end

  -- a call of fn, seen from the hook: push is at level 1, the hook at 2
  local function push(pos, parent, tail)
    local info = getinfo(3, "u")
    local args, na = {}, k + 1
    if info.nparams >= na or not info.isvararg then
      if info.nparams < na then na = info.nparams end
      for i = 1, na do
        local _, v = getlocal(3, i)
        args[i] = v
      end
    else
      for i = 1, na do
        local name, v = getlocal(3, -i)
        if name == nil then na = i - 1; break end
        args[i] = v
      end
    end
    local rec = { args = args, na = na, parent = parent, kids = {}, seq = {},
                  tail = tail, n = args[1] }
    if #frames > 0 and not r.name then
      local how = getinfo(3, "n")
      if how.name and how.name ~= "" then r.name = how.name end
    end
    if parent then
      parent.kids[#parent.kids + 1] = rec
      parent.seq[#parent.seq + 1] = rec
    else
      roots[#roots + 1] = rec
    end
    frames[#frames + 1] = { pos = pos, rec = rec }
    r.calls = r.calls + 1
    if #frames > r.depth then r.depth = #frames end
    events[#events + 1] = { kind = "call", rec = rec, depth = #frames, tail = tail,
      stack = o.lines and snapshot() or nil }
    if #frames > o.max_depth then stop("depth") end
    if r.calls > o.max_calls then stop("calls") end
  end

  local function hook(event)
    if stopped then error(STOP, 0) end
    if collectgarbage("count") > heap then stop("memory") end
    if event == "count" then
      count = count + 1
      if count > budget then stop("steps") end
      return
    end
    local f = getinfo(2, "f").func
    if event == "tail call" then
      local T = levels()
      local pos = T - 2
      local top = frames[#frames]
      local parent = top and top.pos == pos and top.rec or nil
      trim(pos, "tail")
      if f == fn then
        push(pos, parent or (frames[#frames] and frames[#frames].rec), true)
      end
    elseif f == fn then
      local T = levels()
      local pos = T - 2
      if event == "call" then
        trim(pos)
        push(pos, frames[#frames] and frames[#frames].rec, false)
      else -- "return"
        trim(pos + 1)
        local top = frames[#frames]
        if top and top.pos == pos then
          frames[#frames] = nil
          top.rec.done = true
          local caller = frames[#frames]
          events[#events + 1] = { kind = "return", rec = top.rec, depth = #frames + 1,
            to = caller and caller.rec,
            to_line = caller and getinfo(T - caller.pos, "l").currentline,
            stack = o.lines and snapshot() or nil }
        end
      end
    end
  end

  -- a move, judged: seen from here, pcall is at level 2, move at 3 and the
  -- learner's code that called it at 4
  local function judge(a, b, extra)
    local T = levels()
    trim(T - 3)         -- our caller is at T - 4: any frame above it is gone
    local m = r.moves + 1
    if m > o.max_moves then stop("moves") end
    if extra > 0 then r.extra = true end
    local fi, ti = index[a], index[b]
    local e = { kind = "move", m = m, from = a, to = b, fi = fi, ti = ti,
                depth = #frames }
    local disk = fi and state:top(fi)
    e.disk = disk
    local why
    if fi == nil then
      why = format("%s is not a peg", show.value(a, index))
    elseif ti == nil then
      why = format("%s is not a peg", show.value(b, index))
    elseif fi == ti then
      why = format("from and to are the same peg, %s", show.value(a, index))
    elseif disk == nil then
      why = format("peg %s is empty", show.value(a, index))
    elseif state:top(ti) and state:top(ti) < disk then
      why = format("cannot put disk %d on disk %d", disk, state:top(ti))
    end
    if frames[#frames] then
      local rec = frames[#frames].rec
      rec.seq[#rec.seq + 1] = e
    end
    if why then
      e.illegal = why
      e.stack = o.lines and snapshot() or nil
      r.illegal = e
      if not r.error then
        r.error = { move = m, disk = disk, from = a, to = b, reason = why }
        r.before, r.wrong = hanoi.state(state:label(), k), e
      end
      events[#events + 1] = e
      stop("illegal")
    end
    local before = k == 3 and not r.error and distance(state, r.target)
    state:move(fi, ti)
    r.moves = m
    if before then
      local after = distance(state, r.target)
      if after ~= before - 1 then
        local reason = before == 0
          and format("legal, but the tower already stood on %s",
            show.value(names[r.target], index))
          or format("legal, but after it the tower is %s away instead of %d",
            show.count(after, "move"), before - 1)
        r.error = { move = m, disk = disk, from = a, to = b, reason = reason }
        r.before, r.wrong, e.wrong = hanoi.state(state:label(), k), e, reason
        r.before:move(ti, fi)
      end
    end
    e.stack = o.lines and snapshot() or nil
    events[#events + 1] = e
  end

  local co
  local function move(a, b, ...)
    if coroutine.running() ~= co then
      error("this move belongs to a run of teach that has ended", 2)
    end
    if stopped then error(STOP, 0) end
    sethook()           -- judging is not the learner's code: no hooks meanwhile
    local ok, err = pcall(judge, a, b, select("#", ...))
    sethook(hook, "cr", 1000)
    if not ok then error(err, 0) end
  end

  local args = { n, names[1], names[k] }
  for i = 2, k - 1 do args[#args + 1] = names[i] end
  args[#args + 1] = move
  r.args = args
  co = coroutine.create(function(...) fn(...) end)
  sethook(co, hook, "cr", 1000)
  local ok, err = coroutine.resume(co, table_unpack(args))
  local status = coroutine.status(co)
  if not stopped then
    if not ok then
      r.raised = err
      -- the line of the learner's code where it happened
      local level = 0
      repeat
        local info = getinfo(co, level, "fl")
        if info and info.func == fn then r.raised_line = info.currentline end
        level = level + 1
      until info == nil or r.raised_line
    elseif status == "suspended" then
      stopped = "yield"
    end
  end
  r.stopped = stopped
  r.deepest_ns = {}
  if stopped == "depth" then
    for i, f in ipairs(frames) do r.deepest_ns[i] = f.rec.n end
  end
  r.name = r.name or "solve"
  return r
end

-- ---- the report ----

local function pegname(r, p) return show.value(r.names[p], r.index) end

--- The text of a call as the learner's code made it: `solve(2, A, B, C)`.
function learner.calltext(r, rec)
  local parts = {}
  for i = 1, rec.na do
    if type(rec.args[i]) ~= "function" then
      parts[#parts + 1] = show.value(rec.args[i], r.index)
    end
  end
  return format("%s(%s)", r.name, concat(parts, ", "))
end

--- The words of a move: `move 3: disk 1 from A to C`.
function learner.movetext(r, e)
  local a, b = show.value(e.from, r.index), show.value(e.to, r.index)
  if e.disk then return format("move %d: disk %d from %s to %s", e.m, e.disk, a, b) end
  return format("move %d: from %s to %s", e.m, a, b)
end

local function nlist(ns)
  local t = {}
  if #ns <= 7 then
    for i, v in ipairs(ns) do t[i] = show.value(v) end
  else
    for i = 1, 4 do t[#t + 1] = show.value(ns[i]) end
    t[#t + 1] = "..."
    for i = #ns - 1, #ns do t[#t + 1] = show.value(ns[i]) end
  end
  return concat(t, ", ")
end

-- the one sentence that says why a run is not right (nil when it is)
local function reason(r)
  local s = r.stopped
  if s == "illegal" then
    local e = r.illegal
    return format("%s is illegal: %s", learner.movetext(r, e), e.illegal)
  elseif s == "moves" then
    return format("stopped at move %d: more than max_moves = %d moves "
      .. "(the minimum is %d)", r.max_moves + 1, r.max_moves, r.optimal)
  elseif s == "depth" then
    return format("stopped: more than max_depth = %d calls deep, with n = %s",
      r.max_depth, nlist(r.deepest_ns))
  elseif s == "calls" then
    return format("stopped: more than max_calls = %d calls", r.max_calls)
  elseif s == "steps" then
    return "stopped: it ran on and on without ending (an endless loop?)"
  elseif s == "memory" then
    return format("stopped: it took more than max_memory = %d MiB of memory",
      r.max_memory)
  elseif s == "yield" then
    return "it called coroutine.yield: a solution must not yield"
  elseif r.raised ~= nil then
    local msg = r.raised
    if type(msg) == "string" then
      msg = msg:match("^[^\n]*")
      if #msg > 200 then msg = msg:sub(1, 200) .. "..." end
      if r.raised_line and not msg:find(":%d+:") then
        msg = format("%s (line %d)", msg, r.raised_line)
      end
    elseif type(msg) == "number" then
      msg = tostring(msg)
    else
      msg = format("an error value of type %s", type(msg))
      if r.raised_line then msg = format("%s (line %d)", msg, r.raised_line) end
    end
    return format("%s raised an error: %s", r.name, msg)
  end
  if not r.state:is_tower(r.target) then
    local ds = {}
    for d = 1, r.n do
      if r.state:peg(d) ~= r.target then ds[#ds + 1] = d end
    end
    return format("stopped after %s: %s %s not on %s", show.count(r.moves, "move"),
      disklist(ds), #ds > 1 and "are" or "is", pegname(r, r.target))
  end
  if r.moves ~= r.optimal then
    return format("%s, the minimum is %d", show.count(r.moves, "move"), r.optimal)
  end
end

-- the pegs of a call as peg numbers (nil when they are not pegs)
local function pegs(r, rec)
  local p = {}
  for i = 2, r.k + 1 do
    local v = rec.args[i]
    if v == nil then return nil end
    p[i - 1] = r.index[v]
    if p[i - 1] == nil then return nil end
  end
  return p
end

-- the usual slips of a 3-peg recursion, seen in one call of the tree
local function slip(r, rec)
  local n, p = rec.n, pegs(r, rec)
  if math.type(n) ~= "integer" or n < 1 or not p then return nil end
  local me = learner.calltext(r, rec)
  local kids, moves = {}, 0
  for _, x in ipairs(rec.seq) do
    if x.kind == "move" then moves = moves + 1
    else kids[#kids + 1] = { rec = x, before = moves == 0 } end
  end
  if moves >= 2 then
    return format("%s made %d moves itself, but a call moves only its "
      .. "biggest disk, once. A base case that moves twice?", me, moves)
  end
  for i, kid in ipairs(kids) do
    local kp, kn = pegs(r, kid.rec), kid.rec.n
    if kn ~= n - 1 then
      return format("in %s a recursive call is %s: the calls take n - 1 disks.",
        me, learner.calltext(r, kid.rec))
    end
    if i == 2 and kid.before then
      return format("in %s both calls come before the move: the move goes "
        .. "between them.", me)
    end
    local want = kid.before and { p[1], p[3], p[2] } or { p[3], p[2], p[1] }
    if kp and (kp[1] ~= want[1] or kp[2] ~= want[2] or kp[3] ~= want[3]) then
      return format("in %s the %s call is %s, but it should move the n-1 disks "
        .. "%s: solve(n - 1, %s, move). The pegs in another order?",
        me, kid.before and "first" or "second", learner.calltext(r, kid.rec),
        kid.before and "to the spare peg" or "from the spare peg to the target",
        kid.before and "from, via, to" or "via, to, from")
    end
  end
  if rec.done and moves == 1 and #kids == 1 then
    return format("%s made one recursive call: the %s call is missing.",
      me, kids[1].before and "second" or "first")
  end
  if rec.done and moves == 0 and #kids > 0 then
    return format("%s made no move itself: after the first call, move its "
      .. "biggest disk.", me)
  end
  return nil
end

local function walk(r, recs, f)
  for _, rec in ipairs(recs) do
    local hit = f(r, rec)
    if hit then return hit end
    hit = walk(r, rec.kids, f)
    if hit then return hit end
  end
end

-- one hint for the usual slips, nil when none is seen
local function hint(r)
  local msg = type(r.raised) == "string" and r.raised or ""
  if msg:find("global 'hanoi'", 1, true) then
    return "`hanoi` is the library: name your function solve."
  end
  if msg:find("attempt to call a %a+ value %(%a+ 'move'%)") then
    if r.k == 4 and msg:find("a string value", 1, true) then
      return "with four pegs the function is called as "
        .. "solve4(n, from, to, a, b, move): two spare pegs, then move."
    end
    return "pass move on in the recursive calls too: "
      .. "solve(n - 1, from, via, to, move)."
  end
  if r.stopped == "depth" then
    return "every chain of calls must reach the base case: does it test n == 0 "
      .. "(or n == 1), and do the calls pass n - 1?"
  end
  if r.extra then
    return "move takes two pegs, from and to: move(from, to)."
  end
  if r.k == 3 then
    local found = walk(r, r.roots, slip)
    if found then return found end
  elseif r.k == 4 and r.moves == (1 << r.n) - 1 and r.state:is_tower(r.target)
      and r.moves > r.optimal then
    return "2^n - 1 moves is the three-peg solution: park some disks on a "
      .. "spare peg first (teach.explain(\"frame_stewart\"))."
  end
  return nil
end

local Report = { __name = "hanoi.teach.Report" }

--- The short text of a report, for the REPL.
function Report.__tostring(rep)
  local r = rep.record
  local out = {}
  local head = learner.calltext(r, { args = r.args, na = #r.args })
  if rep.ok then
    out[#out + 1] = format("%s: right, %s, the minimum.", head, show.count(rep.moves, "move"))
  else
    out[#out + 1] = format("%s: not right. %s.", head, rep.reason)
  end
  out[#out + 1] = show.counts(rep.moves, rep.calls, rep.depth) .. "."
  local err = rep.error
  if err then
    local e = r.wrong
    local lift = e.fi and r.before:top(e.fi) and e.fi or nil
    local raised = lift and format(" (disk %d raised)", e.disk) or ""
    if e == r.illegal and r.stopped == "illegal" then
      out[#out + 1] = format("Before move %d%s:", e.m, raised)   -- the reason said it
    else
      out[#out + 1] = format("The first wrong move is %s: %s.", learner.movetext(r, e),
        err.reason)
      out[#out + 1] = format("Before it%s:", raised)
    end
    if r.names[1] ~= "A" then
      local t = {}
      for p = 1, r.k do t[p] = format("%s is %s", show.L(p), pegname(r, p)) end
      out[#out + 1] = "(peg " .. concat(t, ", ") .. ")"
    end
    out[#out + 1] = show.picture(r.before, "  ", { lift = lift })
  end
  if rep.hint then out[#out + 1] = "Hint: " .. rep.hint end
  return show.wrap(concat(out, "\n"))
end

--- The report of a run: `ok`, `moves`, `optimal`, `calls`, `depth`,
-- `error`, `reason`, `hint`, `state`; `tostring` gives the short text.
-- @tparam table r a record of `learner.run`
-- @treturn table
function learner.report(r)
  local why = reason(r)
  return setmetatable({
    ok = why == nil, moves = r.moves, optimal = r.optimal, calls = r.calls,
    depth = r.depth, error = r.error, reason = why, hint = why and hint(r) or nil,
    state = r.state, record = r,
  }, Report)
end

-- ---- the trace ----

--- Prints the tree of the learner's calls: each call, move and return,
-- indented by depth, the first wrong move marked, then the counts and the
-- verdict.
-- @tparam table r a record
-- @tparam function write
-- @tparam boolean pictures draw the pegs after each move
function learner.trace(r, write, pictures)
  local rep = learner.report(r)
  local s = hanoi.new(r.n, r.k, 1)
  for _, e in ipairs(r.events) do
    local pad = show.pad(e.depth)
    if e.kind == "call" then
      write(pad .. learner.calltext(r, e.rec) .. (e.tail and "   (a tail call)" or "") .. "\n")
    elseif e.kind == "move" then
      local line = pad .. "  " .. learner.movetext(r, e)
      if e.illegal then
        write(line .. "   <- illegal\n" .. pad .. "    (" .. e.illegal .. ")\n")
      else
        s:move(e.fi, e.ti)
        write(line .. (e.wrong and "   <- the first wrong move\n" .. pad .. "    ("
          .. e.wrong .. ")" or "") .. "\n")
        if pictures then write(show.picture(s, pad .. "  ") .. "\n") end
      end
    elseif e.gone == "tail" then
      -- replaced by a tail call: nothing returns here
    elseif e.gone then
      write(pad .. "  left by an error that a pcall caught\n")
    else
      if e.to then
        write(format("%s  return to %s at line %d\n", pad, learner.calltext(r, e.to),
          e.to_line))
      else
        write(pad .. "  return: done\n")
      end
    end
  end
  write(show.counts(r.moves, r.calls, r.depth) .. "\n")
  if rep.ok then
    write(format("right: %s, the minimum\n", show.count(r.moves, "move")))
  else
    write("not right: " .. rep.reason .. "\n")
    if rep.hint then write("hint: " .. rep.hint .. "\n") end
  end
  return rep
end

-- ---- the stepper ----

-- the lines of the learner's source, when they can be found
local function source_lines(fn)
  local src = getinfo(fn, "S").source
  local text
  if src:sub(1, 1) == "@" then
    local f = io.open(src:sub(2), "r")
    if not f then return nil end
    text = f:read("a")
    f:close()
  elseif src:sub(1, 1) == "=" then
    return nil
  else
    text = src
  end
  local ls = {}
  for l in (text .. "\n"):gmatch("([^\n]*)\n") do ls[#ls + 1] = l end
  return ls
end

--- The source of a stepper over a learner's record (see hanoi.teach.stepper).
-- @tparam table r a record made with `lines = true`
-- @tparam function fn the learner's function (for its source lines)
-- @treturn table
function learner.source(r, fn)
  local ok, lines = pcall(source_lines, fn)
  if not ok then lines = nil end
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
      return "call " .. learner.calltext(r, e.rec) .. (e.tail and " (a tail call)" or "")
    elseif e.kind == "move" then
      local line = learner.movetext(r, e)
      if e.illegal then return line .. "   <- illegal\n    (" .. e.illegal .. ")" end
      if e.wrong then return line .. "   <- the first wrong move\n    (" .. e.wrong .. ")" end
      return line
    elseif e.gone == "tail" then
      return format("%s is replaced by a tail call", learner.calltext(r, e.rec))
    elseif e.gone then
      return format("%s is left by an error", learner.calltext(r, e.rec))
    end
    if e.to then
      return format("return from %s to %s at line %d", learner.calltext(r, e.rec),
        learner.calltext(r, e.to), e.to_line)
    end
    return format("return from %s: done", learner.calltext(r, e.rec))
  end
  function src.stack(self)
    local fr = self.frames
    if #fr == 0 then return { "stack: empty" } end
    local out = { "stack of frames, outermost first, with the line each is at:" }
    for i, f in ipairs(fr) do
      local at
      local e = self.events[self.steps]
      if i == #fr and e and e.kind == "call" and e.rec == f.rec then
        at = "just called"
      else
        at = format("line %d", f.line)
        local text = lines and lines[f.line]
        if text then at = at .. ": " .. text:match("^%s*(.-)%s*$") end
      end
      local head = format("  %d. %-18s ", i, learner.calltext(r, f.rec))
      local tail = i == #fr and "   <- running" or ""
      local room = show.WIDTH - #head - #tail
      if #at > room then at = at:sub(1, room - 3) .. "..." end
      out[#out + 1] = head .. at .. tail
    end
    return out
  end
  function src.finished(self) return self.steps >= #r.events end
  function src.ending()
    local rep = learner.report(r)
    if rep.ok then
      return format("done: right, %s, the minimum", show.count(r.moves, "move"))
    end
    return "done: not right: " .. rep.reason
  end
  return src
end

return learner
