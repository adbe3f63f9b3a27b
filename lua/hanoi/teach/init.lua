--- Teaching recursion with the Tower of Hanoi in a Lua REPL.
--
-- The kit traces, steps and explains its own recursion (3 pegs, and the
-- Frame-Stewart recursion on 4), and grades, traces and steps the function
-- a learner writes. Start it with `make repl`, or:
--
--     local teach = require "hanoi.teach"
--     teach.trace(3)                 -- the call tree of solve(3, A, C, B)
--     local s = teach.stepper(3)     -- then s() again and again
--     teach.explain("iterative")     -- the monks' rule, with 3 disks
--     teach.table()                  -- 2^n - 1 moves, the monks' time
--     teach.quiz(3)                  -- which disk moves next, and where?
--     teach.check(solve, 3)          -- is the learner's solve right?
--
-- Every function writes to `opts.out` when given (a function taking a
-- string, or a file such as `io.stderr`), else to `io.write`, so tests and
-- scripts can capture what a teacher sees; no line is wider than 80
-- columns. Pegs are 1, 2, 3 (shown A, B, C) and 4 (D); disks are 1 (the
-- smallest) to n; the kit takes 1..10 disks (1..12 for a learner's
-- four-peg function). The reference is docs/teach.md.
-- @module hanoi.teach

local hanoi = require "hanoi"
local check = require "hanoi.check"
local texts = require "hanoi.teach.texts"
local display = require "hanoi.lang.width"
local show = require "hanoi.teach.show"
local stepper = require "hanoi.teach.stepper"
local learner = require "hanoi.teach.learner"
local grade = require "hanoi.teach.grade"
local diagnose = require "hanoi.teach.diagnose"

local io, os, type, ipairs, tostring, tonumber, rawequal, math, load, pcall, next, debug,
  setmetatable = io, os, type, ipairs, tostring, tonumber, rawequal, math, load, pcall, next,
  debug, setmetatable
local concat, format, table_sort = table.concat, string.format, table.sort
local debug_info = function(f) return debug.getinfo(f, "S") end

-- the number of lines of a text
local function select_lines(text)
  local _, count = text:gsub("\n", "")
  if text:sub(-1) ~= "\n" then count = count + 1 end
  return count
end

_ENV = nil -- no globals past this point

local teach = {}

local MAXN, MAXN4 = 10, 12
local METHODS = hanoi.methods
local L = show.L

-- ---- argument checks (check.argerror's format, at the caller) ----

local function checkn(n, i, fname, hi, depth)
  return check.integer(n, i, fname, "the number of disks", 1, hi or MAXN, (depth or 0) + 1)
end

-- the options that are yes or no: each true, false or absent
local FLAGS = { "pictures", "zero", "score" }
local function checkflags(opts, i, fname)
  for _, key in ipairs(FLAGS) do
    if opts[key] ~= nil then check.type(opts[key], "boolean", i, fname, "field '" .. key .. "'", 1) end
  end
  return opts
end

-- every method name, and frame_stewart (4 pegs) where `four` is true
local function checkmethod(method, i, fname, four, depth)
  depth = (depth or 0) + 1
  if type(method) ~= "string" then
    check.argerror(i, fname, "string expected, got "
      .. (method == nil and "no value" or type(method)), depth)
  end
  if four and method == "frame_stewart" then return method end
  for _, name in ipairs(METHODS) do
    if method == name then return method end
  end
  check.argerror(i, fname, "unknown method '" .. method .. "'", depth)
end

-- a peg: a number 1..k or a letter A..D (either case)
local function checkpeg(p, i, fname, what, k, depth)
  depth = (depth or 0) + 1
  if type(p) == "string" and #p == 1 then
    local q = ("ABCD"):find(p:upper(), 1, true)
    if q and q <= k then return q end
    check.argerror(i, fname, format("%s must be A..%s or 1..%d, got %s", what,
      L(k), k, show.value(p)), depth)
  end
  local int = check.int(p)
  if not int or int < 1 or int > k then
    check.argerror(i, fname, format("%s must be A..%s or 1..%d, got %s", what,
      L(k), k, math.type(p) and show.value(p) or type(p)), depth)
  end
  return int
end
teach.checkpeg = checkpeg

-- the number of pegs (option `pegs`, or `k`: 3 or 4)
local function kitk(opts, i, fname, depth)
  depth = (depth or 0) + 1
  local k = opts.pegs
  if type(k) == "table" then
    check.argerror(i, fname, "field 'pegs' is the number of pegs (3 or 4); "
      .. "a list of peg names is 'names'", depth)
  end
  if k ~= nil then k = check.integer(k, i, fname, "field 'pegs'", 3, 4, depth) end
  if opts.k ~= nil then
    local field_k = check.integer(opts.k, i, fname, "field 'k'", 3, 4, depth)
    if k and k ~= field_k then check.argerror(i, fname, "fields 'k' and 'pegs' disagree", depth) end
    k = field_k
  end
  return k
end

-- the number of pegs, then from and to (numbers or letters)
local function kitpegs(opts, i, fname, depth)
  depth = (depth or 0) + 1
  local k = kitk(opts, i, fname, depth) or 3
  local from = opts.from ~= nil and checkpeg(opts.from, i, fname, "field 'from'", k, depth) or 1
  local to = opts.to ~= nil and checkpeg(opts.to, i, fname, "field 'to'", k, depth)
    or (from == k and 1 or k)
  if from == to then check.argerror(i, fname, "source and target pegs are the same", depth) end
  return k, from, to
end

-- the spare pegs of from and to, in increasing order
local function spares(k, from, to)
  local t = {}
  for p = 1, k do
    if p ~= from and p ~= to then t[#t + 1] = p end
  end
  return t
end

-- ---- words ----

local function moveline(m, d, f, t)
  return texts.t("kit.move", { m = m, disk = d, from = L(f), to = L(t) })
end

local function calltext(fname, n, pegs)
  local t = { tostring(n) }
  for i, p in ipairs(pegs) do t[i + 1] = L(p) end
  return format("%s(%s)", fname, concat(t, ", "))
end

local function bits(x, n)
  if type(x) == "string" then return x end
  local t = {}
  for b = n - 1, 0, -1 do t[#t + 1] = (x >> b) & 1 end
  return concat(t)
end

-- What each method says about a move. `m` is the move number, `x` the 4th
-- value of the iterator, `p` the pegs of the call.
local NOTES = {
  direction = function(_, d, x)
    return texts.t(x > 0 and "kit.note.direction.right" or "kit.note.direction.left", { disk = d })
  end,
  iterative = function(m, _, _, p, n)
    if m % 2 == 1 then
      local right = (((p.to - p.from) % 3 == 1) == (n % 2 == 1))
      return texts.t(right and "kit.note.iterative.right" or "kit.note.iterative.left")
    end
    return texts.t("kit.note.iterative.other")
  end,
  four_step = function(m)
    local k = (m - 1) % 4 + 1
    return texts.t("kit.note.four_step", { k = k, what = texts.t("kit.note.four_step." .. k) })
  end,
  three_step = function(m, _, _, p, n)
    local b, c = p.via, p.to
    if n % 2 == 1 then b, c = c, b end
    local pairs3 = { { p.from, b }, { p.from, c }, { b, c } }
    local pr = pairs3[(m - 1) % 3 + 1]
    return texts.t("kit.note.three_step", { k = (m - 1) % 3 + 1, a = L(pr[1]), b = L(pr[2]) })
  end,
  route_table = function(_, _, _, p, _, f, t)
    -- the route codes, A = from, B = via, C = to of the call
    local role = { [p.from] = 0, [p.via] = 1, [p.to] = 2 }
    local code = ({ [1] = 0, [2] = 1, [3] = 2, [5] = 3, [6] = 4, [7] = 5 })[role[f] * 3 + role[t]]
    return texts.t("kit.note.route", { code = code,
      name = ({ "A>B", "A>C", "B>A", "B>C", "C>A", "C>B" })[code + 1] })
  end,
  binary = function(m, _, x, _, n)
    return texts.t("kit.note.binary", { m = bits(m, n), gray = bits(x, n) })
  end,
}

-- a move's line with its note, the note on a line of its own when both
-- do not fit (`lead` is what the line will start with)
local function noted(line, note, lead)
  if display.of(lead) + display.of(line) + display.of(note) + 5 <= show.WIDTH then
    return line .. "   (" .. note .. ")"
  end
  return line .. "\n    (" .. note .. ")"
end

-- ---- the kit's own recursion, as events ----

-- The events of the printed recursion: {kind = "call", fname, n, pegs,
-- depth}, {kind = "move", disk, f, t, depth}, {kind = "return", depth};
-- every call, those with n = 0 too. Three pegs: from the C iterator.
local function events3(n, from, to)
  local it = hanoi.moves(n, { method = "recursive", events = true, zero = true,
                              from = from, to = to })
  return function()
    local kind, d, f, t, v, depth = it()
    if kind == nil then return nil end
    if kind == "call" then
      return { kind = "call", fname = "solve", n = d, pegs = { f, t, v }, depth = depth }
    elseif kind == "move" then
      return { kind = "move", disk = d, f = f, t = t, depth = depth }
    end
    return { kind = "return", depth = depth }
  end
end

-- Four pegs: the Frame-Stewart recursion of texts.CODE4, written out (the
-- disk of each move read from a position kept alongside).
local function events4(n, from, to)
  local list, s = {}, hanoi.new(n, 4, from)
  local function add(e) list[#list + 1] = e end
  local function solve(m, f, t, v, depth)
    add { kind = "call", fname = "solve", n = m, pegs = { f, t, v }, depth = depth }
    if m > 0 then
      solve(m - 1, f, v, t, depth + 1)
      add { kind = "move", disk = s:move(f, t), f = f, t = t, depth = depth }
      solve(m - 1, v, t, f, depth + 1)
    end
    add { kind = "return", depth = depth }
  end
  local function solve4(m, f, t, a, b, depth)
    add { kind = "call", fname = "solve4", n = m, pegs = { f, t, a, b }, depth = depth }
    if m > 0 then
      local k = hanoi.split(m, 4)
      solve4(k, f, a, b, t, depth + 1)
      solve(m - k, f, t, b, depth + 1)
      solve4(k, a, t, f, b, depth + 1)
    end
    add { kind = "return", depth = depth }
  end
  local sp = spares(4, from, to)
  solve4(n, from, to, sp[1], sp[2], 1)
  local i = 0
  return function()
    i = i + 1
    return list[i]
  end
end

local function kit_events(n, k, from, to)
  if k == 4 then return events4(n, from, to) end
  return events3(n, from, to)
end

-- A frame of the kit's recursion: its call text and `pc`, the number of
-- its events so far (a call started or ended, its move).
local function at(frame) return texts.t("kit.at." .. frame.fname .. "." .. frame.pc) end
local function mark(frame) return at(frame):match("^%(%d%)") end

-- ---- trace ----

local TRACE_OPTS = check.set { "from", "to", "pictures", "zero", "out", "pegs", "k",
  "lines" }
local LIMITS = { "max_moves", "max_depth", "max_calls", "max_memory", "max_seconds" }
local function learner_opts(more)
  local list = { "k", "pegs", "names", "order" }
  for _, v in ipairs(LIMITS) do list[#list + 1] = v end
  for _, v in ipairs(more) do list[#list + 1] = v end
  return check.set(list)
end
local LEARNER_OPTS = learner_opts {}
local LEARNER_TRACE_OPTS = learner_opts { "out", "pictures", "lines" }
local LEARNER_STEPPER_OPTS = learner_opts { "out" }

local function got(v)
  if v == nil then return "no value" end
  return type(v)
end

-- the options of a learner's function, checked (argument i): the pegs,
-- their names and order, the limits of a run
local function learner_setup(fn, opts, i, fname, known)
  if type(fn) ~= "function" then
    check.argerror(1, fname, "function expected, got " .. got(fn), 1)
  end
  if debug_info(fn).what == "C" then
    -- print, say: nothing of it can be watched or judged
    check.argerror(1, fname, "function written in Lua expected, got a function of Lua's own "
      .. "(written in C)", 1)
  end
  opts = check.options(opts, i, fname, known, 1)
  local k = kitk(opts, i, fname, 1)
  local names = opts.names
  if names ~= nil then
    if type(names) ~= "table" then
      check.argerror(i, fname, "field 'names' must be a list of peg names, got "
        .. type(names), 1)
    end
    k = k or #names
    if k < 3 or k > 4 or #names ~= k then
      check.argerror(i, fname, format("field 'names' must list %s peg names",
        (k == 3 or k == 4) and tostring(k) or "3 or 4"), 1)
    end
    for j = 1, k do
      local v = names[j]
      if (type(v) ~= "string" and type(v) ~= "number") or v ~= v then
        check.argerror(i, fname, "peg names must be strings or numbers", 1)
      end
      for j2 = 1, j - 1 do
        if rawequal(names[j2], v) then
          check.argerror(i, fname, "peg names must differ", 1)
        end
      end
    end
  end
  k = k or 3
  if names == nil then
    names = {}
    for p = 1, k do names[p] = L(p) end
  end
  local order = opts.order
  if order ~= nil then
    local ok = type(order) == "table" and #order == k
    local count = { from = 0, to = 0, via = 0 }
    if ok then
      for j = 1, k do
        local role = order[j]
        if count[role] == nil then ok = false; break end
        count[role] = count[role] + 1
      end
      ok = ok and count.from == 1 and count.to == 1 and count.via == k - 2
    end
    if not ok then
      check.argerror(i, fname, format("field 'order' must list the roles %s, in the order "
        .. "your function takes the pegs", k == 3 and '"from", "to", "via"'
        or '"from", "to", "via", "via"'), 1)
    end
  end
  local o = { k = k, names = names, fixed_order = order ~= nil,
    order = order or (k == 4 and grade.DEFAULT_ORDER4 or grade.DEFAULT_ORDER) }
  -- no order given: the one the parameters' names say, when they say one
  -- (then no other is tried)
  local named = order == nil and grade.named_order(learner.params(fn), k)
  if named then o.order, o.fixed_order, o.named_order = named, true, true end
  for _, key in ipairs(LIMITS) do
    local v = opts[key]
    if v ~= nil then
      if key == "max_seconds" then
        if type(v) ~= "number" or not (v > 0 and v <= 3600) then
          check.argerror(i, fname, "field 'max_seconds' must be a number above 0, at most "
            .. "3600", 1)
        end
      else
        local hi = ({ max_moves = 1 << 24, max_calls = 1 << 24, max_depth = 10000,
                      max_memory = 1 << 20 })[key]
        v = check.integer(v, i, fname, format("field '%s'", key), 1, hi, 1)
      end
      o[key] = v
    end
  end
  return o, opts
end

-- the number of disks of a learner's function (argument 2): `default`
-- when it is left out (the options then come second)
local function learner_n(n, opts, k_hint, fname, default)
  if type(n) == "table" and opts == nil then return default, n, 2 end
  if n == nil then return default, opts, 3 end
  local k = type(opts) == "table" and (opts.k or opts.pegs) or k_hint
  return checkn(n, 2, fname, k == 4 and MAXN4 or MAXN, 1), opts, 3
end

-- the kit's own trace
local function kit_trace(n, opts, write, k, from, to)
  local s = hanoi.new(n, k, from)
  local zero = opts.zero ~= false
  local stack, m, calls, deepest, hidden = {}, 0, 0, 0, 0
  for e in kit_events(n, k, from, to) do
    local pad = show.pad(e.depth)
    if e.kind == "call" then
      calls = calls + 1
      if e.depth > deepest then deepest = e.depth end
      local parent = stack[e.depth - 1]
      if parent then parent.pc = parent.pc + 1 end
      local frame = { fname = e.fname, n = e.n, pc = 0, text = calltext(e.fname, e.n, e.pegs) }
      stack[e.depth] = frame
      if zero or e.n > 0 then write(pad .. frame.text .. "\n")
      else hidden = hidden + 1 end
    elseif e.kind == "move" then
      stack[e.depth].pc = stack[e.depth].pc + 1
      s:move(e.f, e.t)
      m = m + 1
      write(pad .. "  " .. moveline(m, e.disk, e.f, e.t) .. "\n")
      if opts.pictures then write(show.picture(s, pad .. "  ") .. "\n") end
    else
      local me = stack[e.depth]
      stack[e.depth] = nil
      local parent = stack[e.depth - 1]
      if parent then parent.pc = parent.pc + 1 end
      if zero or me.n > 0 then
        if parent then
          write(pad .. "  " .. texts.t("kit.trace.return_to", { parent = parent.text,
            mark = mark(parent) }) .. "\n")
        else
          write(pad .. "  " .. texts.t("kit.trace.return_done") .. "\n")
        end
      end
    end
  end
  write(show.counts(m, calls, deepest) .. "\n")
  if hidden > 0 then
    write(texts.t("kit.trace.hidden", { count = hidden }) .. "\n")
  end
end

--- Prints a call tree, indented by depth: each call, each move and each
-- return. `teach.trace(n [, opts])` traces the kit's own recursion (the
-- code of `teach.explain("recursive")`, or on 4 pegs the Frame-Stewart
-- recursion of `teach.explain("frame_stewart")`): each return says the
-- line of the code where the caller goes on, `return to solve(2, A, B, C)
-- at (2)`. `teach.trace(fn, n [, opts])` traces a learner's function
-- instead (see `teach.check`): each call with the arguments the learner's
-- code passed, each return with the line of the caller, the first wrong
-- move marked, then the counts and the verdict.
-- @tparam int|function n disks, 1..10; or the learner's function
-- @param[opt] opts the kit: a table of options `from`, `to` (pegs,
--   default 1 and the last), `pegs` (3 or 4), `pictures` (the pegs after
--   each move), `zero` (default true: the calls with n = 0 as well, as the
--   printed code makes them), `out`. A learner's function: the number of
--   disks `n`
-- @tparam[opt] table more a learner's function only: its options, as for
--   `teach.check`, and `pictures`, `out`
-- @usage teach.trace(3, {pictures = true}); teach.trace(solve, 3)
function teach.trace(n, opts, more)
  if type(n) == "function" then
    local fn = n
    local size, given, i = learner_n(opts, more, nil, "trace", 3)
    local o
    o, given = learner_setup(fn, given, i, "trace", LEARNER_TRACE_OPTS)
    checkflags(given, i, "trace")
    local write, _, finish = show.writer(given.out, i, "trace", 0, given.lines, nil, true)
    o.focus = size
    local rep = grade.check(fn, 1, size, o)
    learner.trace(rep.record, write, given.pictures, rep)
    finish()
    return
  end
  n = checkn(n, 1, "trace")
  opts = checkflags(check.options(opts, 2, "trace", TRACE_OPTS), 2, "trace")
  local write, _, finish = show.writer(opts.out, 2, "trace", 0, opts.lines, nil, true)
  local k, from, to = kitpegs(opts, 2, "trace")
  kit_trace(n, opts, write, k, from, to)
  finish()
end

-- ---- stepper ----

-- the stepper source of the kit's own recursion (3 or 4 pegs)
local function kit_source(n, k, from, to, zero)
  local src = {}
  local it = kit_events(n, k, from, to)
  function src.pull()
    local skip = 0
    while true do
      local e = it()
      if e == nil then return nil end
      if zero or e.kind ~= "call" or e.n > 0 then
        if skip > 0 then e.skip = skip end
        return e
      end
      it()                -- the return of a call with n = 0: both skipped
      skip = skip + 2
    end
  end
  function src.reset(self)
    self.state = hanoi.new(n, k, from)
    self.frames = {}
  end
  function src.apply(self, e)
    local frames = self.frames
    local top = frames[#frames]
    if e.skip and top then top.pc = top.pc + e.skip end
    if e.kind == "call" then
      if top then top.pc = top.pc + 1 end
      frames[#frames + 1] = { fname = e.fname, n = e.n, pc = 0,
                              text = calltext(e.fname, e.n, e.pegs) }
    elseif e.kind == "move" then
      self.state:move(e.f, e.t)
      self.moves = self.moves + 1
      top.pc = top.pc + 1
    else
      frames[#frames] = nil
      local parent = frames[#frames]
      if parent then parent.pc = parent.pc + 1 end
    end
  end
  function src.describe(self, e)
    if e.kind == "call" then return texts.t("kit.step.call", { call = calltext(e.fname, e.n, e.pegs) }) end
    if e.kind == "move" then return moveline(self.moves + 1, e.disk, e.f, e.t) end
    local frames = self.frames
    local me, parent = frames[#frames], frames[#frames - 1]
    if parent then
      local after = { fname = parent.fname, pc = parent.pc + 1 }
      return texts.t("kit.step.return_to", { me = me.text, parent = parent.text, mark = mark(after) })
    end
    return texts.t("kit.step.return_done", { me = me.text })
  end
  function src.stack(self)
    local frames = self.frames
    if #frames == 0 then return { texts.t("kit.step.stack_empty") } end
    local out = { texts.t("kit.step.stack") }
    for i, f in ipairs(frames) do
      out[#out + 1] = format("  %d. %-18s %s%s", i, f.text, at(f),
        i == #frames and texts.t("kit.step.running") or "")
    end
    return out
  end
  function src.finished(self) return #self.frames == 0 end
  function src.ending() return texts.t("kit.step.done") end
  return src
end

-- the stepper source of a method's moves (3 pegs)
local function method_source(n, name, from, to)
  local p = { from = from, to = to, via = 6 - from - to }
  local it = hanoi.moves(n, { method = name, from = from, to = to })
  local src = {}
  function src.pull()
    local d, f, t, x = it()
    if d == nil then return nil end
    return { kind = "move", disk = d, f = f, t = t, x = x }
  end
  function src.reset(self) self.state = hanoi.new(n, 3, from) end
  function src.apply(self, e)
    self.state:move(e.f, e.t)
    self.moves = self.moves + 1
  end
  function src.describe(self, e)
    local m = self.moves + 1
    return noted(moveline(m, e.disk, e.f, e.t),
      NOTES[name](m, e.disk, e.x, p, n, e.f, e.t), texts.t("kit.step.line", { step = m, line = "" }))
  end
  function src.stack() return nil end
  function src.finished(self) return self.state:is_tower(to) end
  function src.ending() return texts.t("kit.step.done") end
  return src
end

local STEPPER_OPTS = check.set { "method", "from", "to", "out", "pegs", "k", "zero" }

--- A stepper, to call again and again in the REPL: each step is printed
-- with the stack of frames and the pegs. `teach.stepper(n [, method |
-- opts])` steps through the kit's solution: with the `recursive` method
-- (the default) or `frame_stewart` (4 pegs) each step is a call, a move or
-- a return, and each frame shows the line of the printed code it is at;
-- with the other methods each step is a move, explained by the method's
-- rule. `teach.stepper(fn, n [, opts])` steps through a learner's function
-- (see `teach.check`), which runs once when the stepper is made: its
-- steps are recorded, and going back replays the record. It prints its
-- starting position when made.
-- @tparam int|function n disks, 1..10; or the learner's function
-- @param[opt] method the kit: a method name, or a table of options
--   `method`, `pegs` (3 or 4), `from`, `to`, `zero` (default true), `out`.
--   A learner's function: the number of disks `n`
-- @tparam[opt] table more a learner's function only: its options, as for
--   `teach.check`, and `out`
-- @treturn Stepper with `s()`/`s:step()`, `s:back()`, `s:next_move()`,
--   `s:finish()`, `s:show()`; fields `steps`, `done`, `state`, `method`
--   (and `report` for a learner's function)
-- @usage local s = teach.stepper(3); s(); s(); s:back(); s:next_move()
function teach.stepper(n, method, more)
  if type(n) == "function" then
    local fn = n
    local size, given, i = learner_n(method, more, nil, "stepper", 3)
    local o, opts = learner_setup(fn, given, i, "stepper", LEARNER_STEPPER_OPTS)
    local write, fresh = show.writer(opts.out, i, "stepper")
    n = size
    o.focus, o.lines = n, true
    local rep = grade.check(fn, 1, n, o)
    local r = rep.record
    local header = texts.t("kit.step.header_learner", { fname = r.name, n = n,
      from = show.value(o.names[1], r.index), to = show.value(o.names[o.k], r.index) })
      .. "\n" .. texts.t("kit.stepper.learner") .. "\n" .. texts.t("kit.keys")
    return stepper.new(learner.source(r, learner.source_lines(fn, teach.sources), rep),
      write, { n = n, k = o.k, method = "learner", total = tostring(r.optimal),
      report = rep, call = format("teach.stepper(%s, %d)", r.name, n) }, header, fresh)
  end
  n = checkn(n, 1, "stepper")
  local opts = method
  if type(method) ~= "table" then opts = { method = method } end
  opts = check.options(opts, 2, "stepper", STEPPER_OPTS)
  local name = checkmethod(opts.method or "recursive", 2, "stepper", true)
  local k, from, to = kitpegs({ pegs = kitk(opts, 2, "stepper")
    or (name == "frame_stewart" and 4 or 3), from = opts.from, to = opts.to }, 2, "stepper")
  if k == 4 and name == "recursive" then name = "frame_stewart" end
  if (k == 4) ~= (name == "frame_stewart") then
    check.argerror(2, "stepper", format("method '%s' needs %d pegs", name, k == 4 and 3 or 4))
  end
  local write, fresh = show.writer(opts.out, 2, "stepper")
  local src
  if name == "recursive" or name == "frame_stewart" then
    src = kit_source(n, k, from, to, opts.zero ~= false)
  else
    src = method_source(n, name, from, to)
  end
  local header = texts.t("kit.step.header", { method = name, n = n, from = L(from), to = L(to),
    four = k == 4 and texts.t("kit.step.on4") or "" })
    .. "\n" .. texts.t("kit.stepper." .. name) .. "\n" .. texts.t("kit.keys")
  return stepper.new(src, write, {
    n = n, k = k, method = name, total = tostring(hanoi.count(n, k)),
    pegs = { from = from, to = to, via = k == 3 and 6 - from - to or nil },
    call = format("teach.stepper(%d%s)", n, name ~= "recursive"
      and format(", %q", name) or ""),
  }, header, fresh)
end

-- ---- explain ----

local OUT_OPTS = check.set { "out", "lines" }

--- Explains a method: why it works and the rule a person can follow by
-- hand, then a worked example made by the real iterator (the call tree
-- for `recursive` and `frame_stewart`). With no method, lists them.
-- @tparam[opt] string method a name from `hanoi.methods`, or
--   "frame_stewart" (four pegs)
-- @tparam[opt] table opts `out`
-- @usage teach.explain("binary")
function teach.explain(method, opts)
  opts = check.options(opts, 2, "explain", OUT_OPTS)
  local write, _, finish = show.writer(opts.out, 2, "explain", 0, opts.lines, nil, true)
  if method == nil then
    local out = { texts.t("kit.explain.list") }
    for _, name in ipairs(METHODS) do
      out[#out + 1] = format("  %-13s %s", name, texts.t("kit.summary." .. name))
    end
    out[#out + 1] = format("  %-13s %s", "frame_stewart", texts.t("kit.summary.frame_stewart"))
    write(concat(out, "\n") .. "\n")
    finish()
    return
  end
  checkmethod(method, 1, "explain", true)
  -- (the method's Lua name where it can be typed: not on the page)
  write((texts.where() == "page" and "" or method .. ": ") .. texts.t("kit.explain." .. method,
    { code = texts.EXPLAIN_CODE[method] and texts.code(method) }) .. "\n\n")
  if method == "recursive" then
    write(texts.t("kit.explain.example3") .. "\n")
    kit_trace(3, { zero = false }, write, 3, 1, 3)
    finish()
    return
  elseif method == "frame_stewart" then
    write(texts.t("kit.explain.example4") .. "\n")
    kit_trace(4, { zero = false }, write, 4, 1, 4)
    finish()
    return
  end
  write(texts.t("kit.explain.example3") .. "\n")
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
  finish()
end

-- ---- the moves, in words ----

local MOVES_OPTS = check.set { "method", "pegs", "k", "from", "to", "out", "pictures",
  "lines" }

--- Prints the moves of `hanoi.moves` in words, one a line
-- (`move 1: disk 1 from A to C`), then their number.
-- @tparam int n disks, 1..10
-- @tparam[opt] table opts `method` (3 pegs), `pegs` (3 or 4), `from`,
--   `to`, `pictures` (the pegs after each move), `out`
-- @usage teach.moves(4, {pegs = 4})
function teach.moves(n, opts)
  n = checkn(n, 1, "moves")
  opts = checkflags(check.options(opts, 2, "moves", MOVES_OPTS), 2, "moves")
  local write, _, finish = show.writer(opts.out, 2, "moves", 0, opts.lines, nil, true)
  local k, from, to = kitpegs(opts, 2, "moves")
  if opts.method ~= nil then
    checkmethod(opts.method, 2, "moves")
    if k == 4 then check.argerror(2, "moves", "field 'method' applies to 3 pegs only") end
  end
  local s, m = hanoi.new(n, k, from), 0
  for d, f, t in hanoi.moves(n, { method = opts.method, pegs = k, from = from, to = to }) do
    m = m + 1
    s:move(f, t)
    write(moveline(m, d, f, t) .. "\n")
    if opts.pictures then write(show.picture(s) .. "\n") end
  end
  write(texts.t("kit.moves.fewest", { moves = m, n = n, k = k }) .. "\n")
  finish()
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

-- 1234567 -> "1,234,567" as the kit's language writes it ("1.234.567")
local function grouped(digits)
  return texts.number(digits)
end

--- Prints a table, one row per n: the fewest moves on 3 pegs, M(n) =
-- 2^n - 1, which the rule M(n) = 2 M(n-1) + 1 gives; the fewest on 4 pegs
-- (Frame-Stewart); the positions of n disks on 3 pegs, 3^n; and the share
-- M(n) / 3^n. All exact (big values as decimal strings). Then how long
-- the monks of the legend need for 64 disks at one move a second: 2^64 - 1
-- seconds, about 584.5 billion years (years of 365.25 days), with the
-- exact remainder in days, hours, minutes and seconds; and on 4 pegs.
-- @tparam[opt] int|table ns the numbers of disks, 1..64 (default: 3, 4,
--   5, 10, 15, 20)
-- @tparam[opt] table opts `out`
-- @usage teach.table{1, 2, 3, 64}
function teach.table(ns, opts)
  if ns == nil then ns = { 3, 4, 5, 10, 15, 20 } end
  if type(ns) ~= "table" then ns = { ns } end
  for _, n in ipairs(ns) do
    local int = check.int(n)
    if not int or int < 1 or int > 64 then
      check.argerror(1, "table", "numbers of disks must be integers 1..64")
    end
  end
  opts = check.options(opts, 2, "table", OUT_OPTS)
  local write, _, finish = show.writer(opts.out, 2, "table", 0, opts.lines, nil, true)
  -- the columns padded by display width: a wide character takes two; the
  -- counts as plain digits (the widest, 3^64, fills its column), the
  -- share with the language's decimal mark
  local function row(n, m, four, pos, share)
    return (format("%3s  ", n) .. display.pad(m, 20) .. "  " .. display.lpad(four, 6) .. "  "
      .. display.pad(pos, 31) .. "  " .. share)
  end
  local out = {
    row("n", texts.t("kit.table.col3"), texts.t("kit.table.col4"), texts.t("kit.table.colpos"),
      "M/3^n"),
    (row("", "= 2^n - 1", "", "", ""):gsub("%s+$", "")),
  }
  for _, n in ipairs(ns) do
    out[#out + 1] = row(format("%d", n), tostring(hanoi.count(n)), tostring(hanoi.count(n, 4)),
      tostring(hanoi.states(n)), grouped(format("%.2g", (2 ^ n - 1) / 3 ^ n)))
  end
  local secs = tostring(hanoi.count(64))
  local years, r = divmod(secs, 31557600)    -- 365.25 days
  local days, hours, mins = r // 86400, r % 86400 // 3600, r % 3600 // 60
  local four = hanoi.count(64, 4)
  out[#out + 1] = ""
  out[#out + 1] = texts.t("kit.table.note")
  out[#out + 1] = ""
  out[#out + 1] = texts.t("kit.table.monks")
  out[#out + 1] = texts.t("kit.table.seconds", { seconds = grouped(secs) })
  out[#out + 1] = texts.t("kit.table.years", { years = grouped(years), days = days, hours = hours,
    minutes = mins, s = r % 60 })
  out[#out + 1] = texts.t("kit.table.about",
    { billions = grouped(format("%.1f", (2 ^ 64 - 1) / 31557600 / 1e9)) })
  out[#out + 1] = texts.t("kit.table.four", { moves = four,
    hours = four // 3600, minutes = four % 3600 // 60, s = four % 60 })
  write(concat(out, "\n") .. "\n")
  finish()
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
    check.argerror(1, "best_move", "3-peg hanoi.State expected, got "
      .. (hanoi.type(s) and s.k .. " pegs" or type(s)))
  end
  to = to == nil and 3 or checkpeg(to, 2, "best_move", "the target peg", 3)
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

-- why the answer "disk d to peg p" is not the move
local function why_not(s, d, p, to)
  local top = s:top(s:peg(d))
  if top ~= d then return texts.t("kit.quiz.under", { disk = d, top = top }) end
  if s:peg(d) == p then return texts.t("kit.quiz.already", { disk = d, peg = L(p) }) end
  local ok, msg = s:can_move(s:peg(d), p)
  if ok then return texts.t("kit.quiz.longer", { peg = L(to) }) end
  -- disk d is a top disk: the one rule it can break is the smaller disk below
  local below = s:top(p)
  if below and below < d then return texts.t("kit.learner.on_smaller", { disk = d, top = below }) end
  return msg
end

local QUIZ_OPTS = check.set { "read", "out", "from", "to", "questions", "pictures", "score" }

--- A quiz in the REPL: shows the pegs and asks "which disk moves next, and
-- where?"; the answer is a disk and a peg ("1 C", "1 3", "disk 1 to C").
-- It is checked against the optimal move from the position (`best_move`).
-- A wrong answer is explained (why an illegal move is illegal) and gets a
-- second try; after a second wrong answer the quiz shows the move. Then
-- the optimal move is made, so the quiz stays on the optimal path. "?"
-- shows the answer (a question answered so is not counted), "q" (or the
-- end of input) stops.
-- @tparam int n disks, 1..10
-- @tparam[opt] table opts `read` (a function returning the next answer
--   line, default `io.read`), `out`, `from`, `to`, `questions` (stop after
--   that many), `pictures` (default true), `score` (return the counts)
-- @treturn[opt] int with `score`: the questions answered right the first time
-- @treturn[opt] int the questions counted
-- @treturn[opt] int the questions answered right at the second try
-- @usage teach.quiz(3)
function teach.quiz(n, opts)
  n = checkn(n, 1, "quiz")
  opts = checkflags(check.options(opts, 2, "quiz", QUIZ_OPTS), 2, "quiz")
  local write, newline = show.writer(opts.out, 2, "quiz")
  local _, from, to = kitpegs(opts, 2, "quiz")
  local read = opts.read or function() return io.read("l") end
  if type(read) ~= "function" then
    check.argerror(2, "quiz", "field 'read' must be a function, got " .. type(read))
  end
  if opts.questions ~= nil then
    check.integer(opts.questions, 2, "quiz", "field 'questions'", 1)
  end
  local s = hanoi.new(n, 3, from)
  local right, second, asked = 0, 0, 0
  -- the example of an answer is never one: disk 1 to the peg the tower
  -- stands on
  local example = format("'1 %s'", L(from))
  write(texts.t("kit.quiz.intro", { n = n, from = L(from), to = L(to), example = example })
    .. "\n")
  local stop = false
  while not stop and not s:is_tower(to) and asked ~= opts.questions do
    if opts.pictures ~= false then write(tostring(s) .. "\n") end
    local prompt = texts.t("kit.quiz.ask", { m = s.moves + 1 })
    write(prompt)
    local bd, bf, bt = teach.best_move(s, to)
    local tries = 0
    while true do
      local line = read()
      -- a question tried once and left counts: every first try does
      if line == nil then write("\n"); stop = true; asked = asked + tries; break end
      newline()
      line = tostring(line):match("^%s*(.-)%s*$")
      if line == "q" or line == "quit" then stop = true; asked = asked + tries; break end
      local d, p = parse(line)
      if line == "?" then
        if tries > 0 then asked = asked + 1 end
        write(texts.t("kit.quiz.answer", { disk = bd, from = L(bf), to = L(bt) }) .. "\n")
        break
      elseif not d or d < 1 or d > n then
        write(texts.t("kit.quiz.how", { n = n, example = example }) .. "\n")
        write(prompt)
      elseif d == bd and p == bt then
        asked = asked + 1
        if tries == 0 then
          right = right + 1
          write(texts.t("kit.quiz.right", { disk = bd, from = L(bf), to = L(bt) }) .. "\n")
        else
          second = second + 1
          write(texts.t("kit.quiz.right2", { disk = bd, from = L(bf), to = L(bt) }) .. "\n")
        end
        break
      elseif tries == 0 then
        tries = 1
        write(texts.t("kit.quiz.again", { why = why_not(s, d, p, to) }))
      else
        asked = asked + 1
        write(texts.t("kit.quiz.wrong", { why = why_not(s, d, p, to), disk = bd, from = L(bf),
          to = L(bt) }) .. "\n")
        break
      end
    end
    if not stop then s:move(bf, bt) end
  end
  if s:is_tower(to) then
    write(texts.t("kit.quiz.done", { peg = L(to), moves = s.moves }) .. "\n")
    if opts.pictures ~= false then write(tostring(s) .. "\n") end
  end
  write(texts.t("kit.quiz.score", { right = right, asked = asked,
    more = second > 0 and texts.t("kit.quiz.more", { second = second }) or "" }) .. "\n")
  if opts.score then return right, asked, second end
end

-- ---- a learner's function ----

-- a report with the repair its hint describes, proven (see
-- hanoi.teach.repair): `fix`, a list of `{line, old, new}`, or nil
local function with_fix(rep)
  rep.fix = diagnose.fixes[rep.record]
  return rep
end

--- Grades a learner's own function at every size: with 1 to 6 disks (1
-- to 8 on four pegs), or 1 to `n`. The function is called as
-- `fn(n, "A", "C", "B", move)`, where `move(from, to)` makes a move; with
-- `opts.k = 4` (or `pegs = 4`), as `fn(n, "A", "D", "B", "C", move)` (two
-- spare pegs). `opts.names` names the pegs instead of the letters
-- (`{1, 2, 3}`); `opts.order` lists the roles of the pegs in the order
-- the function takes them (default `{"from", "to", "via"}`; a textbook's
-- `hanoi(n, source, aux, target)` is `{"from", "via", "to"}`).
--
-- Each run goes on in a coroutine of its own, watched (hanoi.guard): it
-- is stopped past `max_moves` moves (default 2 * 3^n), `max_depth` calls
-- open at once (n + 20), `max_calls` calls (4 * 3^n + 100), `max_memory`
-- MiB taken (256) or `max_seconds` of work (5: 150 million steps a second
-- with 6 disks, less with fewer, `hanoi.teach.learner.budget`; a CPU-time
-- watchdog stops what the count cannot see). Nothing the function
-- does raises here.
--
-- When a size fails, the report is about the smallest that does, and its
-- `slip` names what went wrong (an identifier of the catalogue of
-- docs/teach.md) with a `hint` in the function's own names; both are nil
-- when the evidence names no slip. A right function whose calls are more
-- than needed gets the slip `extra_calls`.
-- @tparam function fn the learner's function
-- @tparam[opt] int n the largest size, 1..10 (1..12 with four pegs)
-- @tparam[opt] table opts `k`, `pegs`, `names`, `order`, `max_moves`,
--   `max_depth`, `max_calls`, `max_memory`, `max_seconds`
-- @treturn table a report: `ok`, `n` (the smallest size that fails, or
--   the largest checked), `sizes` (each `{n =, ok =}`), `moves`,
--   `optimal`, `calls`, `depth`, `error` (the first wrong move: `move`,
--   `disk`, `from`, `to`, `reason`), `reason` (a sentence, when not ok),
--   `slip`, `hint`, `state`; `tostring(report)` is a short text for the REPL
-- @usage print(teach.check(solve)); teach.check(hanoi3, {order = {"from", "via", "to"}})
function teach.check(fn, n, opts)
  local size, given, i = learner_n(n, opts, nil, "check", nil)
  local o = learner_setup(fn, given, i, "check", LEARNER_OPTS)
  o.quiet = true
  return with_fix(grade.check(fn, 1, size or (o.k == 4 and 8 or 6), o))
end

--- Grades a learner's function with `lo` to `hi` disks: `teach.check`
-- with another first size (the engine of `hanoi grade --sizes LO..HI`).
-- @tparam function fn
-- @tparam int lo
-- @tparam int hi
-- @tparam[opt] table opts as for `teach.check`
-- @treturn table the report
function teach.grade(fn, lo, hi, opts)
  local o = learner_setup(fn, opts, 4, "grade", LEARNER_OPTS)
  local top = o.k == 4 and MAXN4 or MAXN
  lo = check.integer(lo, 2, "grade", "the smallest number of disks", 1, top)
  hi = check.integer(hi, 3, "grade", "the largest number of disks", lo, top)
  o.quiet = true
  return with_fix(grade.check(fn, lo, hi, o))
end

-- ---- the REPL's helpers ----

--- The text of the chunk that made each function typed at the kit's REPL
-- (or defined again by `teach.edit`), by function (weak keys): the
-- stepper shows the lines of a function typed at the prompt, and
-- `teach.edit` opens them.
teach.sources = setmetatable({}, { __mode = "k" })

--- Keeps `text` as the source of every function of `env` (the globals)
-- made by a chunk named `chunkname` that has none kept yet, and of the
-- functions among `values`.
-- @tparam string text the chunk
-- @tparam string chunkname as given to `load`
-- @tparam table env
-- @tparam[opt] table values more values (what the chunk returned)
function teach.adopt(text, chunkname, env, values)
  local function take(v)
    if type(v) == "function" and teach.sources[v] == nil then
      local info = debug_info(v)
      if info and info.source == chunkname then teach.sources[v] = text end
    end
  end
  if type(env) == "table" then
    for _, v in next, env do take(v) end
  end
  for _, v in ipairs(values or {}) do take(v) end
end

-- the text of a function, when it can be found: its lines, the chunk
-- name, the environment
local function function_text(fn)
  local lines, first = learner.source_lines(fn, teach.sources)
  if not lines then return nil end
  local last = debug_info(fn).lastlinedefined
  if first == nil or first < 1 or last < first then return nil end
  local t = {}
  for i = first, last do t[#t + 1] = lines[i] or "" end
  return concat(t, "\n") .. "\n"
end

local EDIT_OPTS = check.set { "editor", "out" }
local pending = {}      -- an edit that did not load, by function: reopened next time

--- Opens the source of a function typed at the kit's REPL (or read from
-- a file) in an editor, then defines it again from what was saved: the
-- text runs as a chunk typed at the prompt would, so `function solve`
-- replaces `solve`. The editor is `opts.editor`, else `$VISUAL`,
-- `$EDITOR`, else `editor`, else `vi`. A text that does not load is kept,
-- and opened again by the next `teach.edit` of the same function.
-- @tparam function fn
-- @tparam[opt] table opts `editor` (a command), `out`
-- @return what the chunk returned
-- @usage teach.edit(solve)
function teach.edit(fn, opts)
  if type(fn) ~= "function" then
    check.argerror(1, "edit", "function expected, got " .. got(fn))
  end
  opts = check.options(opts, 2, "edit", EDIT_OPTS)
  local write = show.writer(opts.out, 2, "edit")
  local text = pending[fn] or function_text(fn)
  if text == nil then
    check.argerror(1, "edit", "its source is not kept: type it in this REPL, or load it "
      .. "from a file")
  end
  local editor = opts.editor or os.getenv("VISUAL") or os.getenv("EDITOR")
  if editor == nil or editor == "" then
    editor = os.execute("command -v editor >/dev/null 2>&1") and "editor" or "vi"
  end
  local path = os.tmpname()
  local f = io.open(path .. ".lua", "w")
  if not f then
    os.remove(path)
    return write(texts.t("kit.edit.cannot_write") .. "\n")
  end
  f:write(text)
  f:close()
  os.remove(path)
  path = path .. ".lua"
  os.execute(editor .. " '" .. path:gsub("'", "'\\''") .. "'")
  f = io.open(path, "r")
  local new = f and f:read("a")
  if f then f:close() end
  os.remove(path)
  if new == nil or new == text then
    write(texts.t("kit.edit.unchanged") .. "\n")
    return
  end
  local env = learner.env_of(fn)
  local chunk, err = load(new, "=edit", "t", env)
  if not chunk then
    pending[fn] = new
    write(show.printable(tostring(err)) .. "\n" .. texts.t("kit.edit.again") .. "\n")
    return
  end
  pending[fn] = nil
  local ok, res = pcall(chunk)
  teach.adopt(new, "=edit", env, { res })
  if not ok then
    write(show.printable(tostring(res)) .. "\n")
    return
  end
  write(texts.t("kit.edit.defined", { lines = select_lines(new) }) .. "\n")
  if res ~= nil then return res end
end

--- Prints what the kit offers, one line each; `teach.help(name)` says
-- more about one function.
-- @tparam[opt] string name
-- @tparam[opt] table opts `out`
function teach.help(name, opts)
  opts = check.options(opts, 2, "help", OUT_OPTS)
  local write, _, finish = show.writer(opts.out, 2, "help", 0, opts.lines, nil, true)
  if name == nil then
    write(texts.t("kit.help") .. "\n")
    finish()
    return
  end
  if type(name) ~= "string" or texts.HELP_ON[name] == nil then
    local list = {}
    for key in next, texts.HELP_ON do list[#list + 1] = key end
    table_sort(list)
    check.argerror(1, "help", "one of " .. concat(list, ", ") .. " expected, got "
      .. (type(name) == "string" and show.value(name) or got(name)))
  end
  write(texts.t("kit.help." .. name) .. "\n")
  finish()
end

--- The kit's language: `teach.lang("de")` makes every text of the kit
-- that has been translated speak German (a BCP 47 tag: en, de, ru, ja,
-- zh-Hant, zh-Hans, or a locale name such as "de_DE.UTF-8");
-- `teach.lang()` says which is in use. At the start it comes from
-- LC_ALL, LC_MESSAGES and LANG (a language the kit has no words for:
-- English). Identifiers stay as they are: slips, options, Lua's names.
-- @tparam[opt] string tag
-- @treturn string the language in use
-- @usage teach.lang("de")
function teach.lang(tag)
  return texts.lang(tag)
end

return teach
