--- Grades a learner's function at every size: runs it for each number of
-- disks (hanoi.teach.learner), judges each run, and for the smallest size
-- that fails gathers the evidence the diagnosis needs (a second run at that
-- size, the sizes that pass, another order of the pegs that works) and asks
-- hanoi.teach.diagnose for the slip. The engine of `teach.check` and of
-- `hanoi grade`.
-- @module hanoi.teach.grade

local learner = require "hanoi.teach.learner"
local guard = require "hanoi.guard"
local diagnose = require "hanoi.teach.diagnose"
local search = require "hanoi.teach.search"
local show = require "hanoi.teach.show"
local texts = require "hanoi.teach.texts"
local T = texts.t

local type, ipairs, next, tostring, setmetatable, rawlen, rawget, rawset, pcall, error, math =
  type, ipairs, next, tostring, setmetatable, rawlen, rawget, rawset, pcall, error, math
local rawequal, coroutine = rawequal, coroutine
local format, concat, table_sort = string.format, table.concat, table.sort
local setupvalue, loaded = debug.setupvalue, package.loaded

_ENV = nil -- no globals past this point

local grade = {}

--- The roles of the pegs in the order the kit passes them by default.
grade.DEFAULT_ORDER = { "from", "to", "via" }

-- the role a peg parameter's name says, in the learners' languages (the
-- words written in Latin letters, as Lua's names are): English, German,
-- Russian, Japanese and Chinese. A name of one or two letters says none.
local ROLE_OF = {}
for role, words in next, ({
  from = "from source src start origin begin von aus quelle anfang otkuda istochnik nachalo "
    .. "moto hajime cong qidian yuan",
  to = "to target dest dst destination goal nach ziel kuda tsel konets saki dao mubiao",
  via = "via aux auxiliary spare tmp temp helper other using middle mid ueber uber hilf "
    .. "hilfe zwischen cherez vspom pomosh aida naka jing fuzhu zhongjian",
}) do
  for w in words:gmatch("%S+") do ROLE_OF[w] = role end
end

--- The order of the roles a function's peg parameters say by their
-- names (`from, to, via`; `von, nach, ueber`; `otkuda, kuda, cherez`;
-- `moto, saki, aida`; `cong, dao, jing`; ...), when every one says a role
-- and each role is said as often as it must be; nil otherwise (the names
-- say nothing: other orders may be tried).
-- @tparam table params the parameters' names
-- @tparam int k the pegs
-- @treturn table|nil
function grade.named_order(params, k)
  local order, count = {}, { from = 0, to = 0, via = 0 }
  for i = 1, k do
    local name = params[i + 1]
    local role = type(name) == "string" and ROLE_OF[name:lower()]
    if not role then return nil end
    order[i] = role
    count[role] = count[role] + 1
  end
  if count.from ~= 1 or count.to ~= 1 or count.via ~= k - 2 then return nil end
  return order
end
grade.DEFAULT_ORDER4 = { "from", "to", "via", "via" }

--- The limits of one run with n disks: what `opts` gives, else the
-- defaults (room for any legal solution up to 3^n moves).
-- @tparam table opts `max_moves`, `max_depth`, `max_calls`,
--   `max_memory`, `max_seconds`
-- @tparam int n
-- @treturn table
function grade.limits(opts, n)
  -- an integer while 3^n is one (a float past 3^39), so that a limit is
  -- said as one: "max_calls = 112", not "112.0"
  local three = 3 ^ n // 1
  three = math.tointeger(three) or three
  return {
    max_moves = opts.max_moves or 2 * three,
    max_depth = opts.max_depth or n + 20,
    max_calls = opts.max_calls or 4 * three + 100,
    max_memory = opts.max_memory or 256,
    max_seconds = opts.max_seconds or 5,
  }
end

-- the options of one run
local function run_opts(o, n, order, more)
  local lim = grade.limits(o, n)
  lim.k, lim.names, lim.order, lim.name = o.k, o.names, order, o.name
  lim.pos = learner.positions(order, o.k)
  if more then for key, v in next, more do lim[key] = v end end
  return lim
end

--- Whether a run was right: it returned, every move legal, the tower on
-- its target, in the fewest moves.
function grade.ok(r)
  return r.returned == true and not r.illegal and r.state:is_tower(r.target)
    and r.moves == r.optimal
end

-- "disk 3", "disks 1 and 2", "disks 1 to 4 and 6"
local function disklist(ds)
  local parts, i = {}, 1
  while i <= #ds do
    local j = i
    while ds[j + 1] == ds[j] + 1 do j = j + 1 end
    if j - i >= 2 then parts[#parts + 1] = T("kit.list.range", { lo = ds[i], hi = ds[j] })
    else
      for x = i, j do parts[#parts + 1] = tostring(ds[x]) end
    end
    i = j + 1
  end
  return T("kit.disks", { count = #ds, list = texts.list(parts) })
end

local function nlist(ns) return show.values(ns, 7, 2) end

-- 1000000000 -> "1,000,000,000" as the kit's language writes it
local function grouped(x)
  return texts.number(x)
end

--- The one sentence that says what went wrong in a run (nil when right).
-- @tparam table r a record
-- @treturn string|nil
function grade.reason(r)
  local s = r.stopped
  if r.illegal then
    local e = r.illegal
    return T("kit.reason.illegal", { move = learner.movetext(r, e), why = e.illegal })
  elseif s == "moves" then
    return T("kit.reason.moves", { at = r.max_moves + 1, max = r.max_moves, optimal = r.optimal })
  elseif s == "depth" then
    return T("kit.reason.depth", { open = #r.deepest_ns, max = r.max_depth,
      ns = nlist(r.deepest_ns) })
  elseif s == "calls" then
    return T("kit.reason.calls", { max = grouped(r.max_calls) })
  elseif s == "time" then   -- the watchdog: one long call of C, or a slow machine
    return T("kit.reason.time", { cpu = show.value(r.watchdog), seconds = show.value(r.max_seconds) })
  elseif s == "steps" and (r.steps or 0) == 0 then   -- in one of Lua's own functions
    return T("kit.reason.seconds", { seconds = show.value(r.max_seconds) })
  elseif s == "steps" then
    return T("kit.reason.steps", { steps = grouped(r.steps), seconds = show.value(r.max_seconds) })
  elseif s == "memory" then
    return T("kit.reason.memory", { max = r.max_memory })
  elseif s == "yield" then
    return T("kit.reason.yield")
  elseif s == "sethook" then
    return T("kit.reason.sethook")
  elseif s == "interrupted" then
    return T("kit.reason.interrupted")
  elseif r.raised ~= nil then
    local msg = r.raised
    if type(msg) == "string" then
      msg = msg:match("^[^\n]*")
      if #msg > 200 then msg = msg:sub(1, 200) .. "..." end
      msg = show.printable(msg)
      if r.raised_line and not msg:find(":%d+:") then
        msg = T("kit.reason.line", { message = msg, line = r.raised_line })
      end
    elseif math.type(msg) then
      msg = show.value(msg)
    else
      msg = T("kit.reason.value", { type = type(msg) })
      if r.raised_line then msg = T("kit.reason.line", { message = msg, line = r.raised_line }) end
    end
    return T("kit.reason.raised", { fname = r.name, message = msg })
  end
  local target = learner.pegname(r, r.target)
  if not r.state:is_tower(r.target) then
    local p = learner.tower_peg(r)
    if p then
      return T("kit.reason.ended", { what = r.n == 1 and T("kit.reason.the_disk")
        or r.n == 2 and T("kit.reason.both") or T("kit.reason.all", { n = r.n }),
        peg = learner.pegname(r, p), target = target })
    end
    local ds = {}
    for d = 1, r.n do
      if r.state:peg(d) ~= r.target then ds[#ds + 1] = d end
    end
    return T("kit.reason.returned", { fname = r.name, moves = r.moves, disks = disklist(ds),
      target = target })
  end
  if r.moves ~= r.optimal then
    return T("kit.reason.long", { moves = r.moves, optimal = r.optimal })
  end
end

-- ---- the evidence of more runs ----

-- a value as the checks of global_state see it: a table by its length
-- and its number of keys, with a copy of its keys and values (a table
-- of more than 10000 keys is marked by its first 10001 and not copied);
-- anything else as it is
local MAXCOPY = 10000
local function mark(v)
  if type(v) ~= "table" then return { v = v } end
  local count, copy = 0, {}
  for key, x in next, v do
    count = count + 1
    if count > MAXCOPY then copy = nil; break end
    copy[key] = x
  end
  return { v = v, len = rawlen(v), count = count, copy = copy }
end

--- What a run can leave for the next: the globals of the function's
-- environment and its own upvalues (functions aside, and `_G`,
-- `package` and the loaded modules, which hold everything), each marked.
-- @tparam function fn
-- @treturn table "global NAME" or "local NAME" -> mark
function grade.snapshot(fn)
  local t = {}
  local env = learner.env_of(fn)
  local modules = {}
  for _, m in next, loaded do modules[m] = true end
  if type(env) == "table" then
    for key, v in next, env do
      if type(key) == "string" and type(v) ~= "function" and not rawequal(v, env) and key ~= "_G"
          and key ~= "package" and not modules[v] then
        t["global " .. key] = mark(v)
      end
    end
  end
  for i, u in ipairs(learner.upvalues(fn)) do
    if u.name ~= "_ENV" and type(u.value) ~= "function" and not modules[u.value] then
      local m = mark(u.value)
      m.index = i
      t["local " .. u.name] = m
    end
  end
  return t
end

-- puts back what a snapshot saw of the names listed (a table's keys and
-- values too); false when one cannot be put back
local function restore(fn, snap, names)
  local env = learner.env_of(fn)
  for _, x in ipairs(names) do
    local m = snap[x.kind .. " " .. x.name]
    local v = m and m.v
    if m and type(v) == "table" then
      if not m.copy then return false end
      for key in next, v do rawset(v, key, nil) end
      for key, y in next, m.copy do rawset(v, key, y) end
    end
    if x.kind == "global" then
      if type(env) ~= "table" then return false end
      rawset(env, x.name, v)
    elseif m then
      setupvalue(fn, m.index, v)
    else
      return false
    end
  end
  return true
end

-- the names whose marks differ between two snapshots, sorted: {kind =
-- "global" or "local", name =}
local function changed(before, now)
  local keys = {}
  for key, x in next, now do
    local b = before[key]
    if not b or not rawequal(b.v, x.v) or b.len ~= x.len or b.count ~= x.count then
      keys[#keys + 1] = key
    end
  end
  for key in next, before do
    if not now[key] then keys[#keys + 1] = key end
  end
  table_sort(keys)
  local out = {}
  for i, key in ipairs(keys) do
    local kind, name = key:match("^(%a+) (.*)$")
    out[i] = { kind = kind, name = name }
  end
  return out
end

-- what a run did, as one string: the moves (those after an illegal one
-- too), the calls, how it ended
local function signature(r)
  local t = {}
  local function walk(rec)
    t[#t + 1] = "("
    for _, x in ipairs(rec.seq) do
      if x.kind == "move" then
        t[#t + 1] = format("%s>%s,", show.value(x.from), show.value(x.to))
      else
        walk(x)
      end
    end
    t[#t + 1] = ")"
  end
  for _, rec in ipairs(r.roots) do walk(rec) end
  t[#t + 1] = format("|%d|%d|%s|%s", r.calls, r.move_calls, tostring(r.stopped),
    type(r.raised) == "string" and r.raised or type(r.raised))
  return concat(t)
end

-- every order of the roles but `order`
local function other_orders(order)
  local out, seen = {}, { [concat(order, ",")] = true }
  local function permute(list, i)
    if i > #list then
      local key = concat(list, ",")
      if not seen[key] then
        seen[key] = true
        local copy = {}
        for j, v in ipairs(list) do copy[j] = v end
        out[#out + 1] = copy
      end
      return
    end
    for j = i, #list do
      list[i], list[j] = list[j], list[i]
      permute(list, i + 1)
      list[i], list[j] = list[j], list[i]
    end
  end
  local list = {}
  for i, v in ipairs(order) do list[i] = v end
  permute(list, 1)
  return out
end

-- an order of the pegs under which fn is right at every size lo..hi,
-- tried with a budget of steps near what the failed run took
-- (smallest first: a wrong order mostly fails with few disks, cheaply)
local function find_order(fn, lo, hi, o, r)
  local budget = { max_steps = 4 * (r.steps or 0) + 1000000, events = false,
    stop_at_wrong = true }
  for _, order in ipairs(other_orders(o.order)) do
    local ok = true
    for n = lo, hi do
      if not grade.ok(learner.judged_run(fn, n, run_opts(o, n, order, budget))) then
        ok = false
        break
      end
    end
    if ok then return order end
  end
end

-- ---- the report ----

local Report = { __name = "hanoi.teach.Report" }

-- "1 to 6 disks", "1, 3 and 5 disks", "2 disks"
local function sizes_text(list)
  if #list == 0 then return T("kit.sizes.none") end
  local contiguous = true
  for i = 2, #list do
    if list[i] ~= list[i - 1] + 1 then contiguous = false end
  end
  local words
  if #list == 1 then words = tostring(list[1])
  elseif contiguous and #list > 2 then words = T("kit.list.range", { lo = list[1], hi = list[#list] })
  else words = texts.list(list) end
  return T("kit.sizes", { sizes = words, last = list[#list] })
end
grade.sizes_text = sizes_text

-- whether `order` is the usual order of the pegs' roles on k pegs
local function same_order(order, k)
  local usual = k == 4 and grade.DEFAULT_ORDER4 or { "from", "to", "via" }
  for i = 1, k do if order[i] ~= usual[i] then return false end end
  return true
end

-- the short text of a report, in the language in use
local function report_text(rep)
  local r = rep.record
  local out = {}
  local head = learner.calltext(r, { args = r.args, na = #r.args })
  if rep.ok then
    out[#out + 1] = T("kit.report.right", { fname = r.name, sizes = sizes_text(rep.passed) })
    out[#out + 1] = T("kit.report.with", { n = r.n,
      counts = show.counts(r.moves, r.calls, r.depth) })
    if rep.named_order and not same_order(rep.order, r.k) then
      -- right in the order its names say, not the usual one: said, so
      -- that no one takes it for right in (from, to, via)
      local params, said = learner.params(r.fn), {}
      for i = 1, r.k do said[i] = params[i + 1] end
      out[#out + 1] = T("kit.report.named_order", { fname = r.name, said = concat(said, ", ") })
    end
  else
    local also = ""
    if #rep.passed > 0 then
      also = T("kit.report.also", { sizes = sizes_text(rep.passed) })
    end
    out[#out + 1] = T("kit.report.wrong", { call = head, n = rep.n, also = also })
    out[#out + 1] = T("kit.report.sentence", { text = rep.reason })
    out[#out + 1] = T("kit.report.sentence",
      { text = show.counts(r.moves, r.shown_calls, r.shown_depth) })
  end
  local err = rep.error
  if err and not rep.ok then
    local e = r.wrong
    local lift = e.fi and r.before:top(e.fi) and e.fi or nil
    local raised = lift and T("kit.report.raised", { disk = e.disk }) or ""
    if e == r.illegal then
      out[#out + 1] = T("kit.report.before_move", { m = e.m, raised = raised })   -- the reason said it
    else
      out[#out + 1] = T("kit.report.first_wrong", { move = learner.movetext(r, e),
        reason = err.reason })
      out[#out + 1] = T("kit.report.before_it", { raised = raised })
    end
    if r.names[1] ~= "A" then
      local t = {}
      for p = 1, r.k do t[p] = T("kit.report.peg_is", { letter = show.L(p), name = learner.pegname(r, p) }) end
      out[#out + 1] = T("kit.report.pegs", { list = concat(t, T("kit.list.comma")) })
    end
    out[#out + 1] = show.picture(r.before, "  ", { lift = lift })
  end
  if rep.hint then out[#out + 1] = T("kit.report.hint", { hint = rep.hint }) end
  return show.wrap(concat(out, "\n"))
end

--- The short text of a report, for the REPL: in the language the kit
-- spoke when the report was made (its reason is worded then).
function Report.__tostring(rep)
  local was = texts.lang()
  if rep.lang == nil or rep.lang == was then return report_text(rep) end
  texts.lang(rep.lang)
  local ok, text = pcall(report_text, rep)
  texts.lang(was)
  if not ok then error(text, 0) end
  return text
end

-- the coroutines in which the kit reads the evidence of a run under the
-- guard (weak keys): the kit may run the learner's function again there,
-- as a repair's proof does, which a learner's own code may not
local diagnosing = setmetatable({}, { __mode = "k" })

--- Whether the running code is the kit's own reading of a run, under
-- the guard (not the learner's code).
-- @treturn boolean
function grade.diagnosing()
  return diagnosing[coroutine.running()] == true
end

-- f() run under the guard: what it returned (a table), or an empty table
-- when it raised or was stopped. Its steps are those of four runs: the
-- runs f may make of the learner's function have limits of their own (a
-- guard inside this one), the rest is the kit's reading of the evidence.
-- Its CPU-time watchdog only catches a hang, ten seconds past the time
-- of those steps (times `CLOCK_SCALE`): the search's proofs run inside
-- it, and a busy machine must not decide what the kit says
local function guarded(o, f)
  local seconds = 4 * (o.max_seconds or 5)
  local co = coroutine.create(f)
  diagnosing[co] = true
  local status, why, value = guard.run(co, { seconds = (seconds + 10) * learner.CLOCK_SCALE,
    steps = seconds * learner.STEPS_PER_SECOND // 1, memory = (o.max_memory or 256) << 20 })
  if status == "ok" and not why and type(value) == "table" then return value end
  return {}
end

-- the diagnosis of a failed record: the evidence, the slip, the hint,
-- and an order of the pegs under which fn is right at every size (or nil)
local function diagnosis(fn, r, o, lo, hi, results, start)
  local ctx = { order = o.order, params = learner.params(fn), passed = {}, failed = {},
    results = results, fixed_order = o.fixed_order, named_order = o.named_order }
  for _, x in ipairs(results) do
    if x.ok then ctx.passed[x.n] = true else ctx.failed[x.n] = true end
    if x.r.move_calls > 0 then ctx.ever_moved = true end
  end
  local heavy = r.stopped == "steps" or r.stopped == "time" or r.stopped == "memory"
    or r.stopped == "interrupted"
  ctx.changed = {}
  if not heavy then
    -- the same size again: what differs between the starts of the two
    -- runs is what one run left for the next
    local now = grade.snapshot(fn)
    local again = learner.judged_run(fn, r.n, run_opts(o, r.n, o.order,
      { max_steps = 4 * (r.steps or 0) + 1000000, events = false }))
    if signature(again) ~= signature(r) then
      ctx.rerun_differs = true
      -- what changed explains it only if, put back as it was, the run
      -- does again what it did (else it differs by chance: math.random)
      local list = changed(start, now)
      if #list > 0 and restore(fn, start, list) then
        local third = learner.judged_run(fn, r.n, run_opts(o, r.n, o.order,
          { max_steps = 4 * (r.steps or 0) + 1000000, events = false }))
        if signature(third) == signature(r) then ctx.changed = list end
      end
    end
  end
  if not heavy and not ctx.rerun_differs and r.stopped ~= "yield" and r.stopped ~= "sethook"
      and (not o.fixed_order or o.named_order) then
    ctx.other_order = find_order(fn, lo, hi, o, r)
  end
  -- the diagnosis reads the learner's values and environment (their
  -- metamethods may run): under the guard, so that none hangs or raises
  -- here; stopped, it names no slip
  local said = guarded(o, function()
    -- the smallest edit of the learner's code proven to make it right
    -- names the slip (hanoi.teach.search); the evidence of the run only
    -- where none is found
    if not ctx.rerun_differs and not ctx.other_order and r.stopped ~= "interrupted" then
      -- every size the check asks about, also those it did not run after
      -- a runaway: a repair is right at all of them
      local sizes = {}
      for n = lo, hi do sizes[#sizes + 1] = n end
      -- of two edits, the slip named is the one the run showed, if either
      ctx.shown_slip = function() return (diagnose.slip(r, ctx)) end
      local found = search.find(r, ctx, sizes)
      if found then
        -- the evidence of the run words the hint when it names the same
        -- slip as the repair
        local slip, facts = diagnose.slip(r, ctx)
        diagnose.fixes[r] = found.edits
        return { slip = found.slip, hint = diagnose.repair_hint(found, r, ctx,
          slip == found.slip and facts or nil) }
      end
    end
    local slip, facts = diagnose.slip(r, ctx)
    return { slip = slip, hint = slip and diagnose.hint(slip, r, ctx, facts) or nil }
  end)
  return said.slip, said.hint, ctx.other_order
end

--- Grades `fn` at the sizes lo..hi.
-- @tparam function fn
-- @tparam int lo
-- @tparam int hi
-- @tparam table o `k`, `names`, `order` (the roles of the positions),
--   `fixed_order` (the order was given: try no other), the limits of
--   `grade.limits`, `focus` (the size to report on, default the smallest
--   that fails), `lines` (keep stacks in the focus run, for a stepper)
-- @treturn table the report
function grade.check(fn, lo, hi, o)
  if guard.active() then
    error(texts.t("kit.grade.nested"), 0)
  end
  local env = learner.env_of(fn)
  -- with `quiet`, what the function prints is counted, not shown: six
  -- sizes of prints would fill the screen
  local saved = o.quiet and type(env) == "table" and rawget(env, "print")
  if type(saved) == "function" then
    local printed, inner = 0, {}
    for key, v in next, o do inner[key] = v end
    inner.quiet = false
    inner.printed = function() return printed end
    -- sealed: the learner's code holds it, and its count is the kit's
    rawset(env, "print", guard.seal(function() printed = printed + 1 end))
    local ok, rep = pcall(grade.check, fn, lo, hi, inner)
    rawset(env, "print", saved)
    if not ok then error(rep, 0) end
    return rep
  end
  if o.name == nil and type(env) == "table" then
    for key, v in next, env do
      if v == fn and type(key) == "string" then o.name = key; break end
    end
  end
  local results, first_fail = {}, nil
  for n = lo, hi do
    -- the events (for a trace or a stepper) of the size shown only
    local more = n == o.focus and { lines = o.lines } or { events = false }
    local before_prints = o.printed and o.printed() or 0
    local start = grade.snapshot(fn)
    local r = learner.run(fn, n, run_opts(o, n, o.order, more))
    if o.printed then r.prints = r.prints + o.printed() - before_prints end
    local ok = grade.ok(r)
    results[#results + 1] = { n = n, ok = ok, r = r, start = start }
    if not ok and not first_fail then first_fail = #results end
    -- a size that ran away: the larger ones would too
    if r.stopped == "steps" or r.stopped == "time" or r.stopped == "memory"
        or r.stopped == "interrupted" then
      break
    end
  end
  local focus
  if o.focus then
    for _, x in ipairs(results) do if x.n == o.focus then focus = x end end
    focus = focus or results[#results]
  else
    focus = results[first_fail or #results]
  end
  local r = focus.r
  local passed = {}
  for _, x in ipairs(results) do if x.ok then passed[#passed + 1] = x.n end end
  local rep = {
    ok = focus.ok and (o.focus ~= nil or first_fail == nil), n = r.n, moves = r.moves,
    optimal = r.optimal, calls = r.shown_calls, depth = r.shown_depth, error = r.error,
    state = r.state, record = r, passed = passed, sizes = {}, lang = texts.lang(),
    order = o.order, named_order = o.named_order,
  }
  for i, x in ipairs(results) do rep.sizes[i] = { n = x.n, ok = x.ok } end
  if focus.ok then
    rep.verdict = T("kit.verdict.right", { moves = r.moves })
    local enough = (1 << (r.n + 1)) - 1
    if r.k == 3 and r.calls > enough then
      rep.slip = "extra_calls"
      rep.hint = guarded(o, function()
        return { diagnose.hint("extra_calls", r, { order = o.order,
          params = learner.params(fn), enough_calls = enough }, {}) }
      end)[1]
    end
  else
    rep.reason = grade.reason(r)
    rep.verdict = T("kit.verdict.wrong", { reason = rep.reason })
    rep.slip, rep.hint, rep.other_order = diagnosis(fn, r, o, lo, hi, results, focus.start)
  end
  return setmetatable(rep, Report)
end

grade.Report = Report

return grade
