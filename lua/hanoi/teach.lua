--- Teaching recursion with the Tower of Hanoi in a Lua REPL.
--
-- The moves, the frames of the recursion and their return points all come
-- from the C iterators of `hanoi.moves` (see `hanoi.methods`); this module
-- only explains and draws them. Start it with `make repl`, or:
--
--     local teach = require "hanoi.teach"
--     teach.trace(3)                 -- the call tree of hanoi(3, A, C, B)
--     local s = teach.stepper(3)     -- then s() again and again
--     teach.explain("iterative")     -- the monks' rule, with 3 disks
--     teach.table()                  -- seed 000's table, the monks' time
--     teach.quiz(3)                  -- which disk moves next, and where?
--
-- Every function writes to `opts.out` when given (a function taking a
-- string, or a file such as `io.stderr`), else to `io.write`, so tests and
-- scripts can capture what a teacher sees. Pegs are 1, 2, 3 (shown A, B,
-- C); disks are 1 (the smallest) to n; the teaching kit takes 1..10 disks.
-- @module hanoi.teach

local hanoi = require "hanoi"

local io, type, error, ipairs, tostring, tonumber, setmetatable, math, string =
  io, type, error, ipairs, tostring, tonumber, setmetatable, math, string
local concat, rep, format = table.concat, string.rep, string.format
local getinfo = debug.getinfo
local SOURCE = getinfo(1, "S").source

local teach = {}

local MAXN = 10
local NAMES = hanoi.methods

-- ---- argument checks (errors in Lua's own style) ----

-- raises at the first caller outside this file, as luaL_argerror does
local function argerror(i, fname, msg)
  local level = 2
  while getinfo(level, "S") and getinfo(level, "S").source == SOURCE do
    level = level + 1
  end
  error(format("bad argument #%d to '%s' (%s)", i, fname, msg), level)
end

local function checkn(n, i, fname)
  if math.type(n) ~= "integer" then
    argerror(i, fname, type(n) == "number" and "number has no integer representation"
      or "number expected, got " .. (n == nil and "no value" or type(n)))
  end
  if n < 1 or n > MAXN then
    argerror(i, fname, "number of disks must be 1.." .. MAXN)
  end
  return n
end

local function checkopts(opts, i, fname)
  if opts == nil then return {} end
  if type(opts) ~= "table" then
    argerror(i, fname, "table expected, got " .. type(opts))
  end
  return opts
end

-- the writer for opts.out: nil (io.write), a function, or a file
local function sink(out, i, fname)
  if out == nil then return function(s) io.write(s) end end
  if type(out) == "function" then return out end
  if io.type(out) == "file" then return function(s) out:write(s) end end
  argerror(i, fname, "field 'out' must be a function or a file, got "
    .. (io.type(out) or type(out)))
end

local function field_peg(opts, name, def, i, fname)
  local p = opts[name]
  if p == nil then return def end
  if math.type(p) ~= "integer" or p < 1 or p > 3 then
    argerror(i, fname, "field '" .. name .. "' must be 1..3")
  end
  return p
end

-- from and to (default 1 and 3) and the spare peg
local function checkpegs(opts, i, fname)
  local from = field_peg(opts, "from", 1, i, fname)
  local to = field_peg(opts, "to", from == 3 and 1 or 3, i, fname)
  if from == to then argerror(i, fname, "source and target pegs are the same") end
  return from, to, 6 - from - to
end

-- the common start of trace and quiz: n, the options, the writer, the pegs
local function setup(n, opts, fname)
  checkn(n, 1, fname)
  opts = checkopts(opts, 2, fname)
  return opts, sink(opts.out, 2, fname), checkpegs(opts, 2, fname)
end

local function checkmethod(method, i, fname)
  for _, name in ipairs(NAMES) do
    if method == name then return method end
  end
  if type(method) ~= "string" then
    argerror(i, fname, "string expected, got " .. (method == nil and "no value" or type(method)))
  end
  argerror(i, fname, "unknown method '" .. method .. "'")
end

-- ---- words and pictures ----

local function L(p) return ("ABC"):sub(p, p) end

local function call(n, from, to, via)
  return format("hanoi(%d, %s, %s, %s)", n, L(from), L(to), L(via))
end

local function indent(text, pad)
  return pad .. text:gsub("\n", "\n" .. pad)
end

local function bits(x, n)
  local t = {}
  for b = n - 1, 0, -1 do t[#t + 1] = (x >> b) & 1 end
  return concat(t)
end

-- What each method says about a move (the words of the seeds). `m` is the
-- move number, `x` the 4th value of the iterator, `p` the pegs of the call.
local NOTES = {
  direction = function(m, d, x)
    return format("%s%d: disk %d one peg %s", x > 0 and "+" or "-", d, d,
      x > 0 and "right (A>B>C>A)" or "left (A>C>B>A)")
  end,
  iterative = function(m, d, _, p, n)
    if m % 2 == 1 then
      local right = (((p.to - p.from) % 3 == 1) == (n % 2 == 1))
      return "the smallest disk, always one peg " .. (right and "right" or "left")
    end
    return "the only legal move that leaves the smallest disk alone"
  end,
  four_step = function(m)
    local what = { "the smallest", "the second smallest",
                   "the smallest onto the second", "the other move" }
    local k = (m - 1) % 4 + 1
    return format("step %d of 4: %s", k, what[k])
  end,
  three_step = function(m, _, _, p, n)
    local b, c = p.via, p.to
    if n % 2 == 1 then b, c = c, b end
    local pairs3 = { { p.from, b }, { p.from, c }, { b, c } }
    local pr = pairs3[(m - 1) % 3 + 1]
    return format("step %d of 3: between %s and %s", (m - 1) % 3 + 1, L(pr[1]), L(pr[2]))
  end,
  route_table = function(_, _, _, p, _, f, t)
    -- seed 001's codes, A = from, B = via, C = to of the call
    local role = { [p.from] = 0, [p.via] = 1, [p.to] = 2 }
    local code = ({ [1] = 0, [2] = 1, [3] = 2, [5] = 3, [6] = 4, [7] = 5 })[role[f] * 3 + role[t]]
    return format("route code %d (%s)", code, ({ "A>B", "A>C", "B>A", "B>C", "C>A", "C>B" })[code + 1])
  end,
  binary = function(m, d, x, _, n)
    return format("m = %s, lowest set bit %d, Gray code %s", bits(m, n), d, bits(x, n))
  end,
}

local function moveline(k, d, f, t)
  return format("move %d: disk %d from %s to %s", k, d, L(f), L(t))
end

-- ---- trace ----

--- Prints the call tree of the recursion, indented by depth: each call
-- `hanoi(n, from, to, via)`, each move it makes and each return, with the
-- return point in the caller: (1) means "the move comes next", (2) "the
-- caller returns next" (seed 000's Hanoi1 and Hanoi3). The frames come from
-- the C iterator `hanoi.moves(n, {method = "recursive", events = true})`.
-- @tparam int n disks, 1..10 (up to 5 or 6 fits a screen)
-- @tparam[opt] table opts `from`, `to` (pegs, default 1 and 3), `pictures`
--   (draw the pegs after each move), `zero` (show the calls with n = 0 as
--   well), `out` (a function or a file to write to)
-- @usage teach.trace(3, {pictures = true})
function teach.trace(n, opts)
  local write, from, to
  opts, write, from, to = setup(n, opts, "trace")
  local s = hanoi.new(n, 3, from)
  local frames, k, calls, deepest = {}, 0, 0, 0
  for kind, d, f, t, v, depth, point in hanoi.moves(n,
      { method = "recursive", events = true, zero = opts.zero and true or nil,
        from = from, to = to }) do
    local pad = rep("  ", depth - 1)
    if kind == "call" then
      frames[depth] = call(d, f, t, v)
      calls = calls + 1
      if depth > deepest then deepest = depth end
      write(pad .. frames[depth] .. "\n")
    elseif kind == "move" then
      s:move(f, t)
      k = k + 1
      write(pad .. "  " .. moveline(k, d, f, t) .. "\n")
      if opts.pictures then write(indent(tostring(s), pad .. "  ") .. "\n") end
    elseif depth > 1 then
      write(format("%s  return to %s at (%d)\n", pad, frames[depth - 1], point))
    else
      write(pad .. "  return: done\n")
    end
  end
  write(format("%d moves, %d calls, at most %d frames on the stack\n", k, calls, deepest))
end

-- ---- stepper ----

--- A step-by-step walk through one solution, made by `teach.stepper`.
-- Call it (`s()`) for one step; `s.steps` is the number of steps done,
-- `s.done` is true at the end, `s.state` is the position (a `hanoi.State`).
-- @type Stepper
local Stepper = {}
Stepper.__index = Stepper

-- the next event of the iterator as a record, nil at the end
local function pull(self)
  if self.method == "recursive" then
    local kind, d, f, t, v, depth, point = self.iter()
    if kind == nil then return nil end
    return { kind = kind, d = d, f = f, t = t, v = v, depth = depth, point = point }
  end
  local d, f, t, x = self.iter()
  if d == nil then return nil end
  return { kind = "move", d = d, f = f, t = t, x = x }
end

-- does event e to the position and to the stack of frames
local function apply(self, e)
  local frames = self.frames
  if e.kind == "call" then
    if e.depth > 1 then frames[e.depth - 1].at = e.point end
    frames[e.depth] = { text = call(e.d, e.f, e.t, e.v), at = 0 }
  elseif e.kind == "move" then
    self.state:move(e.f, e.t)
    self.moves = self.moves + 1
    if e.depth then frames[e.depth].at = 1 end
  else
    frames[e.depth] = nil
  end
end

local function describe(self, e)
  if e.kind == "call" then return "call " .. call(e.d, e.f, e.t, e.v) end
  if e.kind == "move" then
    local line = moveline(e.m, e.d, e.f, e.t)
    local note = NOTES[self.method]
    if note then
      line = line .. "   (" .. note(e.m, e.d, e.x, self.pegs, self.n, e.f, e.t) .. ")"
    end
    return line
  end
  if e.depth > 1 then
    return format("return from %s to %s at (%d)", call(e.d, e.f, e.t, e.v),
      self.frames[e.depth - 1].text, e.point)
  end
  return format("return from %s: done", call(e.d, e.f, e.t, e.v))
end

local AT = { [0] = "(0) just called", "(1) the move comes next", "(2) return comes next" }

--- Prints the stack of frames (recursive method) and the pegs.
function Stepper:show()
  local out = {}
  if self.method == "recursive" then
    if #self.frames == 0 then
      out[#out + 1] = "stack: empty"
    else
      out[#out + 1] = "stack of frames, outermost first, each with its return point:"
      for i, f in ipairs(self.frames) do
        out[#out + 1] = format("  %d. %-18s %s%s", i, f.text, AT[f.at],
          i == #self.frames and "   <- running" or "")
      end
    end
  end
  out[#out + 1] = tostring(self.state)
  out[#out + 1] = format("%d of %d moves made", self.moves, hanoi.count(self.n))
  self.write(concat(out, "\n") .. "\n")
end

-- one step: prints one line; returns the event, nil at the end
local function forward(self)
  local e = self.events[self.steps + 1]
  if e == nil then
    e = pull(self)
    if e == nil then
      self.done = true
      return nil
    end
    self.events[#self.events + 1] = e
  end
  if e.kind == "move" then e.m = self.moves + 1 end
  local line = describe(self, e)
  self.steps = self.steps + 1
  apply(self, e)
  if self.method == "recursive" then self.done = #self.frames == 0
  else self.done = self.state:is_tower(self.pegs.to) end
  self.write(format("step %d: %s\n", self.steps, line))
  return e
end

--- One step (a frame pushed, a move or a frame popped), printed with the
-- stack and the pegs. The same as calling the stepper, `s()`.
function Stepper:step()
  if forward(self) == nil then
    self.write("done: nothing left to do (s:back() goes back)\n")
    return
  end
  self:show()
end
Stepper.__call = Stepper.step

--- Goes back one step and prints where that leaves us.
function Stepper:back()
  if self.steps == 0 then
    self.write("at the start: nothing to undo\n")
    return
  end
  local undone = self.events[self.steps]
  self.steps = self.steps - 1
  self.state = hanoi.new(self.n, 3, self.pegs.from)
  self.frames, self.moves, self.done = {}, 0, false
  for i = 1, self.steps do apply(self, self.events[i]) end
  self.write(format("back to step %d (undid: %s)\n", self.steps, describe(self, undone)))
  self:show()
end

--- Runs to the next move: one line per step, then the stack and the pegs.
function Stepper:next_move()
  local e
  repeat e = forward(self) until e == nil or e.kind == "move"
  if e == nil then self.write("done: nothing left to do\n") end
  self:show()
end

--- Runs to the end: one line per step, then the stack and the pegs.
function Stepper:finish()
  while forward(self) do end
  self:show()
end

--- A stepper through the solution of n disks by one method; call it again
-- and again in the REPL. With the `recursive` method each step is a frame
-- pushed (a call), a move or a frame popped (a return), and the stack of
-- frames is shown with their return points, as in seed 000's Hanoi3; with
-- the other methods each step is a move, explained by the method's rule.
-- It prints its starting position when made.
-- @tparam int n disks, 1..10
-- @tparam[opt="recursive"] string|table method a name from `hanoi.methods`,
--   or a table `{method =, from =, to =, out =}`
-- @treturn Stepper with `s()`/`s:step()`, `s:back()`, `s:next_move()`,
--   `s:finish()`, `s:show()`
-- @usage local s = teach.stepper(3); s(); s(); s:back(); s:next_move()
function teach.stepper(n, method)
  checkn(n, 1, "stepper")
  local opts = type(method) == "table" and method or { method = method }
  local name = checkmethod(opts.method or "recursive", 2, "stepper")
  local from, to, via = checkpegs(opts, 2, "stepper")
  local self = setmetatable({
    n = n, method = name, pegs = { from = from, to = to, via = via },
    write = sink(opts.out, 2, "stepper"),
    iter = hanoi.moves(n, { method = name, from = from, to = to,
                            events = name == "recursive" or nil }),
    events = {}, frames = {}, steps = 0, moves = 0, done = false,
    state = hanoi.new(n, 3, from),
  }, Stepper)
  self.write(format("%s: %d disks from %s to %s. s() does one step, s:back() "
    .. "undoes one, s:next_move() runs to the next move\n",
    name, n, L(from), L(to)))
  self:show()
  return self
end

-- ---- explain ----

local TEXTS = {
  recursive = [[
The recursion (seeds 000, 001, 003, 004): to move n disks from x to y
using z, move n-1 disks from x to z, move the biggest from x to y, then
move the n-1 disks from z to y. It sounds like cheating, and it works: the
biggest disk never gets in the way of the smaller ones, so each of the two
halves is the same puzzle with one disk less, down to n = 0 where there is
nothing to do. Each call makes 1 move and 2 calls: M(n) = 2 M(n-1) + 1,
so M(n) = 2^n - 1.

    function hanoi(n, x, y, z)
      if n == 0 then return end      -- (0) no disks: done
      hanoi(n - 1, x, z, y)          --     n-1 disks out of the way
      move(x, y)                     -- (1) the biggest to its place
      hanoi(n - 1, z, y, x)          --     n-1 disks on top of it
    end                              -- (2) return

The computer keeps a stack of frames; each frame holds n, x, y, z and its
return point (0, 1 or 2), exactly as seed 000's Hanoi3 does by hand. This
is what the C iterator does, and what teach.stepper(3) shows step by step.
By hand: to move a tower, first move the tower above its bottom disk to
the spare peg.]],
  direction = [[
Shift by direction (seed 000's Hanoi2): put the pegs on a circle A > B >
C > A. To shift disk d one peg round the circle by s (+1 right, -1 left),
shift the tower above it, disk d-1, by -s (one peg the other way is two
pegs this way, out of its path), shift disk d by s, then shift disk d-1 by
-s again, onto it. So every disk always moves the same way round: the
biggest by s, the next by -s, the next by s again. Written as in seed 000,
"+d" means disk d one peg right, "-d" one peg left.
By hand: know the direction of each disk (they alternate) and move the
disk that can move in its own direction.]],
  iterative = [[
The monks' rule (seeds 000, 001 and 003): the smallest disk moves every
other move, always one peg the same way round the circle A > B > C > A:
right when n is odd and the tower goes one peg right (A to B), left when it
goes one peg left (A to C) -- with n even it is the other way round. Between
two moves of the smallest disk there is only one legal move that leaves it
alone: between the two other pegs, the smaller top disk onto the other peg.
No memory of the past is needed, only the pegs: that is why the monks can
stop at any move and go on later (seed 000's solveTXT(maxMoves); here the
option budget = N of hanoi.moves).
By hand: move the smallest disk; make the only other move; repeat.]],
  four_step = [[
The four-step cycle (seed 001): move the smallest disk, move the second
smallest, move the smallest onto the second (two disks moved in three
moves), then make the one other move. With the pegs named from, temp, to
(temp and to swapped when n is odd) the first three moves are from>temp,
from>to, temp>to; the fourth is the legal move between from and temp; then
the names rotate: from, temp, to = to, from, temp.
By hand: count "one, two, three, four" as you move.]],
  three_step = [[
The three-step cycle (seed 001): look only at the pairs of pegs AB, AC, BC
in turn (AC, AB, BC when n is odd; here A is the start, C the target) and
make the one legal move between the two pegs of the pair: the smaller top
disk goes onto the other peg (or onto an empty one).
By hand: "A-B, A-C, B-C", and between the two pegs, small onto big.]],
  route_table = [[
The route table (seed 001): number the six moves 0 A>B, 1 A>C, 2 B>A,
3 B>C, 4 C>A, 5 C>B. The route of 1 disk from A to C is [1]. The route of
k disks is the route of k-1 disks with B and C swapped (table bc_swap =
1 0 4 5 2 3: the k-1 disks go to B), then 1 (the big disk A>C), then that
swapped route relabelled A>B, B>C, C>A (table a2b_b2c_c2a = 3 2 5 4 0 1:
the k-1 disks come from B to C). The seed stores the whole route, 2^n - 1
codes; the C iterator needs no table at all: move m belongs to the second
half at level k exactly when bit k-1 of m is set, so its code is the 1 of
level 1 + ctz(m) passed through the two tables, level by level.
By hand: write the route for 1, 2, 3 disks, doubling each time.]],
  binary = [[
The binary counter (seeds 001 and 003): write the move number m in binary.
The disk of move m is the position of its lowest set bit, 1 + ctz(m)
(seed 001: floor(log2(m xor (m+1))) + 1 with m counted from 0; seed 003:
"the position of the bit that just turned from 0 to 1"). Disk d moves every
2^d moves, first at move 2^(d-1), and always the same way round the circle
(the biggest one way, the next the other way, alternately). The Gray code
g = m xor (m >> 1) of the position after move m changes in exactly one bit,
the bit of the disk that moved: bit d-1 of g tells whether disk d has moved
an odd number of times.
By hand: count in binary; the bit that turns on names the disk.]],
}

local SUMMARY = {
  recursive = "n-1 disks away, the biggest across, n-1 disks back (a stack of frames)",
  direction = "shift disk d by s: shift d-1 by -s, d by s, d-1 by -s (seed 000's Hanoi2)",
  iterative = "the monks' rule: the smallest always the same way, then the only other move",
  four_step = "smallest, second, smallest onto it, the other move (seed 001)",
  three_step = "the one legal move between A-B, A-C, B-C in turn (seed 001)",
  route_table = "the route by doubling with two permutation tables (seed 001)",
  binary = "the disk of move m is 1 + ctz(m); the Gray code of the position",
}

--- Explains a method in the words of the seeds: why it works and the rule
-- a person can follow by hand, then a worked example for 3 disks made by
-- the real iterator (the call tree for `recursive`). With no method, lists
-- the methods.
-- @tparam[opt] string method a name from `hanoi.methods`
-- @tparam[opt] table opts `out` (a function or a file to write to)
-- @usage teach.explain("binary")
function teach.explain(method, opts)
  opts = checkopts(opts, 2, "explain")
  local write = sink(opts.out, 2, "explain")
  if method == nil then
    local out = { "The methods (teach.explain(NAME) for one of them):" }
    for _, name in ipairs(NAMES) do
      out[#out + 1] = format("  %-12s %s", name, SUMMARY[name])
    end
    write(concat(out, "\n") .. "\n")
    return
  end
  checkmethod(method, 1, "explain")
  write(method .. ": " .. TEXTS[method] .. "\n\nWorked example, 3 disks from A to C:\n")
  if method == "recursive" then
    teach.trace(3, { out = write })
    return
  end
  local s = hanoi.new(3)
  local out, m = { tostring(s) }, 0
  local p = { from = 1, to = 3, via = 2 }
  for d, f, t, x in hanoi.moves(3, { method = method }) do
    m = m + 1
    s:move(f, t)
    out[#out + 1] = format("%-30s %s", moveline(m, d, f, t), NOTES[method](m, d, x, p, 3, f, t))
  end
  out[#out + 1] = tostring(s)
  write(concat(out, "\n") .. "\n")
end

-- ---- table ----

-- exact long division of a decimal string by a small integer
local function divmod(digits, q)
  local out, r = {}, 0
  for c in digits:gmatch("%d") do
    r = r * 10 + (c:byte() - 48)
    out[#out + 1] = r // q
    r = r % q
  end
  return (concat(out):gsub("^0+(%d)", "%1")), r
end

-- 1234567 -> "1,234,567"
local function grouped(digits)
  return (digits:reverse():gsub("(%d%d%d)", "%1,"):reverse():gsub("^,", ""))
end

--- Prints seed 000's table: the moves M(n) = 2^n - 1, the positions
-- N(n, 3) = 3^n and their ratio, exact (big values as decimal strings),
-- then how long the monks of the legend need for 64 disks at one move a
-- second: 2^64 - 1 seconds, about 584.5 billion years (years of 365.25
-- days), with the exact remainder in days, hours, minutes and seconds.
-- @tparam[opt={3,4,5,10,15,20}] int|table ns the numbers of disks, 1..64
-- @tparam[opt] table opts `out` (a function or a file to write to)
-- @usage teach.table{1, 2, 3, 64}
function teach.table(ns, opts)
  if ns == nil then ns = { 3, 4, 5, 10, 15, 20 } end
  if type(ns) ~= "table" then ns = { ns } end
  for _, n in ipairs(ns) do
    if math.type(n) ~= "integer" or n < 1 or n > 64 then
      argerror(1, "table", "numbers of disks must be integers 1..64")
    end
  end
  opts = checkopts(opts, 2, "table")
  local write = sink(opts.out, 2, "table")
  local out = { format("%3s  %-22s %-32s %s", "n", "M(n) = 2^n - 1", "N(n,3) = 3^n", "M/N") }
  for _, n in ipairs(ns) do
    out[#out + 1] = format("%3d  %-22s %-32s %.2g", n, tostring(hanoi.count(n)),
      tostring(hanoi.states(n)), (2 ^ n - 1) / 3 ^ n)
  end
  local secs = tostring(hanoi.count(64))
  local years, r = divmod(secs, 31557600)    -- 365.25 days
  local days, hours, mins = r // 86400, r % 86400 // 3600, r % 3600 // 60
  out[#out + 1] = ""
  out[#out + 1] = format("The monks, 64 disks at one move a second: 2^64 - 1 = %s seconds", grouped(secs))
  out[#out + 1] = format("= %s years of 365.25 days + %d days %d h %d min %d s",
    grouped(years), days, hours, mins, r % 60)
  out[#out + 1] = format("= about %.1f billion years", (2 ^ 64 - 1) / 31557600 / 1e9)
  write(concat(out, "\n") .. "\n")
end

-- ---- quiz ----

--- The optimal next move from any 3-peg position to the tower on peg `to`:
-- the biggest disk not yet on its target must go there, and everything
-- smaller to the third peg; the smallest disk found that way moves.
-- @tparam hanoi.State s a position on 3 pegs
-- @tparam[opt=3] int to the target peg
-- @treturn[1] int disk
-- @treturn[1] int from
-- @treturn[1] int to
-- @return[2] nil when the tower already stands on `to`
function teach.best_move(s, to)
  if hanoi.type(s) ~= "state" or s.k ~= 3 then
    argerror(1, "best_move", "3-peg hanoi.State expected, got "
      .. (hanoi.type(s) and s.k .. " pegs" or type(s)))
  end
  to = to or 3
  if math.type(to) ~= "integer" or to < 1 or to > 3 then
    argerror(2, "best_move", "peg must be 1..3")
  end
  local disk, from, target
  for d = s.n, 1, -1 do
    local p = s:peg(d)
    if p ~= to then
      disk, from, target = d, p, to
      to = 6 - p - to
    end
  end
  return disk, from, target
end

local function parse(line)
  local d, p = line:lower():match("^%s*d?i?s?k?%s*(%d+)%s*[%a%s]-%s*([abc123])%s*$")
  if not d then return nil end
  p = tonumber(p) or (p:byte() - 96)
  return tonumber(d), p
end

--- A quiz in the REPL: shows the pegs and asks "which disk moves next, and
-- where?"; the answer is a disk and a peg ("1 C", "1 3", "disk 1 to C").
-- It is checked against the optimal move from the position (`best_move`);
-- a wrong answer is explained (why an illegal move is illegal), and then
-- the optimal move is made, so the quiz stays on the optimal path. "?"
-- shows the answer, "q" (or the end of input) stops.
-- @tparam int n disks, 1..10
-- @tparam[opt] table opts `read` (a function returning the next answer
--   line, default `io.read`), `out`, `from`, `to`, `questions` (stop after
--   that many), `pictures` (default true)
-- @treturn int right answers
-- @treturn int questions asked
-- @usage teach.quiz(3)
function teach.quiz(n, opts)
  local write, from, to
  opts, write, from, to = setup(n, opts, "quiz")
  local read = opts.read or function() return io.read("l") end
  if type(read) ~= "function" then
    argerror(2, "quiz", "field 'read' must be a function, got " .. type(read))
  end
  local s = hanoi.new(n, 3, from)
  local right, asked = 0, 0
  write(format("Move the %d disks from %s to %s. Answer with a disk and a peg "
    .. "(e.g. '1 C'); '?' shows the answer, 'q' stops.\n", n, L(from), L(to)))
  while not s:is_tower(to) and asked ~= opts.questions do
    if opts.pictures ~= false then write(tostring(s) .. "\n") end
    write(format("move %d: which disk moves next, and where? ", s.moves + 1))
    local line = read()
    if line == nil then write("\n"); break end
    line = tostring(line):match("^%s*(.-)%s*$")
    if line == "q" or line == "quit" then break end
    local bd, bf, bt = teach.best_move(s, to)
    local d, p = parse(line)
    if line == "?" then
      asked = asked + 1
      write(format("the answer: disk %d from %s to %s\n", bd, L(bf), L(bt)))
      s:move(bf, bt)
    elseif not d or d < 1 or d > n then
      write("answer with a disk 1.." .. n .. " and a peg A, B or C, e.g. '1 C'\n")
    else
      asked = asked + 1
      if d == bd and p == bt then
        right = right + 1
        write(format("right: disk %d from %s to %s\n", bd, L(bf), L(bt)))
      else
        local why
        if s:top(s:peg(d)) ~= d then why = format("disk %d is under disk %d", d, s:top(s:peg(d)))
        elseif s:peg(d) == p then why = format("disk %d is on %s already", d, L(p))
        else
          local ok, msg = s:can_move(s:peg(d), p)
          why = ok and format("legal, but not the shortest way to %s", L(to)) or msg
        end
        write(format("no (%s): the move is disk %d from %s to %s\n", why, bd, L(bf), L(bt)))
      end
      s:move(bf, bt)
    end
  end
  if s:is_tower(to) then
    write(format("the tower stands on %s after %d moves\n", L(to), s.moves))
    if opts.pictures ~= false then write(tostring(s) .. "\n") end
  end
  write(format("%d of %d right\n", right, asked))
  return right, asked
end

_ENV = nil -- no globals past this point

return teach
