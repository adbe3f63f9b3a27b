--- Why a learner's function went wrong, from evidence only: the slip
-- behind a failed run, one identifier of the catalogue in docs/teach.md,
-- and its hint, or nothing at all when the evidence names no slip.
--
-- The evidence is the record of the run (hanoi.teach.learner): the whole
-- call tree (each call's arguments, the moves it made itself and its own
-- calls, in order, and how it ended), what happened to the disks, the
-- error the function raised and where, and what the grader learnt by
-- running it again (hanoi.teach.grade): a second run at the same size, the
-- sizes it passes, another order of its pegs under which it passes.
--
-- The call tree is compared with the reference recursion by algorithmic
-- debugging (Shapiro, Algorithmic Program Debugging, 1983): a call is
-- right when the moves made inside it are the moves of the reference for
-- its own arguments; the first call found that is wrong while every call
-- it made is right holds the slip,
-- and the way its own steps (its moves and calls) differ from the
-- reference's names it. Nothing here looks at the names of the function's
-- parameters to decide anything: the names only word the hint.
-- @module hanoi.teach.diagnose

local show = require "hanoi.teach.show"
local learner = require "hanoi.teach.learner"
local repair = require "hanoi.teach.repair"
local texts = require "hanoi.teach.texts"

local type, ipairs, pairs, math, tostring, setmetatable =
  type, ipairs, pairs, math, tostring, setmetatable
local getinfo, setupvalue, loaded = debug.getinfo, debug.setupvalue, package.loaded
local rawset = rawset
local format, concat, sort = string.format, table.concat, table.sort
local char, nearness = string.char, require("hanoi.text").nearness

_ENV = nil -- no globals past this point

local diagnose = {}

--- The catalogue: every slip the diagnosis can name, in the order of
-- docs/teach.md.
diagnose.SLIPS = {
  "order", "no_move", "move_first", "move_last", "missing_call", "missing_move",
  "first_call_pegs", "second_call_pegs", "base_no_return", "base_moves_zero",
  "base_moves_twice", "base_no_move", "no_base", "move_not_passed", "move_args",
  "no_recursion", "wrong_parity", "not_shortest", "extra_calls", "undefined",
  "nil_variable", "peg_arithmetic", "needs_k", "three_pegs", "missing_peg", "global_state",
  "wrong_n", "misplaced_end", "loop_stop", "park_spare", "return_pegs", "endless", "error",
}

-- the repair of a slip that the proof keeps (defined with the hints),
-- and the slips it names
local find_repair, by_repair
-- the words of an undefined name (defined with the hints)
local undefined_text

-- ---- the words of a hint ----

-- the names the learner gave: the function, n, each role's peg, move
local function words(r, ctx)
  local p = ctx.params or {}
  local w = { fname = r.name, n = p[1] or "n", move = p[r.k + 2] or ctx.move_name or "move",
    role = {}, move_arg = not r.move_free }
  for i, role in ipairs(ctx.order) do
    local name = p[i + 1] or role
    if role == "via" and w.role.via then w.role.via2 = name else w.role[role] = name end
  end
  return w
end

-- "solve(n - 1, from, via, to, move)": a call in the learner's names, the
-- roles of the call given as the names of the caller's roles
local function formula(w, ctx, roles)
  local t = { w.n .. " - 1" }
  local vias = 0
  for i, role in ipairs(ctx.order) do
    local key = role
    if role == "via" then vias = vias + 1; if vias == 2 then key = "via2" end end
    t[i + 1] = w.role[roles[key]] or roles[key]
  end
  if w.move_arg then t[#t + 1] = w.move end
  return format("%s(%s)", w.fname, concat(t, ", "))
end

local function pegname(r, p) return learner.pegname(r, p) end

-- a call with the given n and pegs (peg numbers by role), as the
-- learner's code would show it
local function calltext(r, ctx, n, f, t, v)
  local parts = { show.value(n) }
  local byrole = { from = f, to = t, via = v }
  for i, role in ipairs(ctx.order) do parts[i + 1] = pegname(r, byrole[role]) end
  return format("%s(%s)", r.name, concat(parts, ", "))
end

-- ---- the evidence of the tree ----

-- the position (1-based, among the pegs) of each role
local function role_positions(order)
  local rp = { vias = {} }
  for i, role in ipairs(order) do
    if role == "via" then rp.vias[#rp.vias + 1] = i else rp[role] = i end
  end
  rp.via = rp.vias[1]
  return rp
end

-- the pegs of a call by role (peg numbers), nil when one is not a peg or
-- two are the same
local function pegs_of(r, rp, rec)
  local seen, p = {}, {}
  for i = 1, r.k do
    local peg = rec.args[i + 1] ~= nil and r.index[rec.args[i + 1]]
    if not peg or seen[peg] then return nil end
    seen[peg] = true
    p[i] = peg
  end
  return p[rp.from], p[rp.to], p[rp.via]
end

-- a call whose move is not the run's: its moves are not seen (a dry run
-- with a move of its own), so it is left out of the comparison
local function dry(r, rec)
  if r.move_free then return false end
  return rec.na < r.k + 2 or not learner.is_move(r, rec.args[r.k + 2])
end

-- a move as one character: 16 + 4 (from) + to, '?' for a move of values
-- that are not pegs
local function code(fi, ti)
  if not fi or not ti then return "?" end
  return char(64 + fi * 4 + ti)
end

-- the moves of the reference recursion for n disks from f to t, as codes
local function reference(ref, n, f, t)
  if n <= 0 then return "" end
  local key = n * 16 + f * 4 + t
  local s = ref[key]
  if s then return s end
  local v = 6 - f - t
  s = reference(ref, n - 1, f, v) .. code(f, t) .. reference(ref, n - 1, v, t)
  ref[key] = s
  return s
end

-- the moves made inside a call (its own and its calls'), as codes
local function made(r, rec, memo)
  local s = memo[rec]
  if s then return s end
  local t = {}
  for _, x in ipairs(rec.seq) do
    if x.kind == "move" then t[#t + 1] = code(x.fi, x.ti)
    else t[#t + 1] = made(r, x, memo) end
  end
  s = concat(t)
  memo[rec] = s
  return s
end

-- whether a call of the tree did what the reference does for its
-- arguments: true, false, or nil when its arguments say no task (n not
-- a whole number, pegs that are not three different pegs)
local function right(r, ev, rec)
  local n = rec.n
  if math.type(n) ~= "integer" then return nil end
  local f, t = pegs_of(r, ev.rp, rec)
  if not f then return nil end
  return made(r, rec, ev.memo) == reference(ev.ref, n, f, t)
end

-- Algorithmic debugging: from a wrong call, down the first wrong call it
-- made, to a wrong call whose own calls are all right.
local function buggy(r, ev, rec)
  while true do
    local next_rec
    for _, kid in ipairs(rec.kids) do
      if not dry(r, kid) and right(r, ev, kid) ~= true then next_rec = kid; break end
    end
    if next_rec == nil then return rec end
    rec = next_rec
  end
end

-- the steps of a call: its calls (dry ones left out) and its own moves,
-- and their order as a string of C and M
local function steps_of(r, rec)
  local calls, own, shape = {}, {}, {}
  for _, x in ipairs(rec.seq) do
    if x.kind == "move" then
      own[#own + 1] = x
      shape[#shape + 1] = "M"
    elseif not dry(r, x) then
      calls[#calls + 1] = x
      shape[#shape + 1] = "C"
    end
  end
  return calls, own, concat(shape)
end

-- the slip of a wrong call whose calls are all right, from its steps
local function frame_slip(r, ev, B)
  local n = B.n
  local f, t, v = pegs_of(r, ev.rp, B)
  if math.type(n) ~= "integer" or not f then return nil end
  local calls, own, shape = steps_of(r, B)
  local facts = { rec = B, f = f, t = t, v = v, calls = calls, own = own }
  if n <= 0 then
    if #own > 0 then return "base_moves_zero", facts end
    return nil
  end
  if #calls == 0 or n == 1 then
    if n ~= 1 then return nil end
    -- with one disk, calls that moved nothing (n = 0) tell nothing: the
    -- order of the calls and their pegs make no difference; only its own
    -- moves do
    for _, c in ipairs(calls) do
      if made(r, c, ev.memo) ~= "" then return nil end
    end
    if #calls == 0 then
      if #own == 0 then return "base_no_move", facts end
      if #own >= 2 then return "base_moves_twice", facts end
    elseif #own == 0 then
      return #calls == 2 and "missing_move" or nil, facts
    end
    if #own == 1 and (own[1].fi ~= f or own[1].ti ~= t) then return "move_args", facts end
    return nil
  end
  local function same(c, a, b, d)
    local cf, ct, cv = pegs_of(r, ev.rp, c)
    return cf == a and ct == b and cv == d
  end
  -- the two calls and the move right but for the n of a call: n - 2,
  -- say (n and n + 1 run away, and are found there)
  if shape == "CMC" and same(calls[1], f, v, t) and same(calls[2], v, t, f)
      and own[1].fi == f and own[1].ti == t then
    for i, c in ipairs(calls) do
      if c.n ~= n - 1 then
        facts.call, facts.which = c, i
        return "wrong_n", facts
      end
    end
  end
  for _, c in ipairs(calls) do
    if c.n ~= n - 1 then return nil end
  end
  -- moves of its own where a call should move the n - 1 disks on top: a
  -- loop, or a single move, in place of the first call or the second
  if #calls == 1 and #own >= 2 then
    facts.shape = shape
    facts.loop = true
    if shape:find("^M+C$") and same(calls[1], v, t, f) then facts.which = "first"
    elseif shape:find("^CM+$") and same(calls[1], f, v, t) then facts.which = "second" end
    return "missing_call", facts
  end
  if #calls == 1 and #own == 1 then
    -- which call is missing, when the one it makes is the other, in its
    -- place: the first call before the move, or the second after it;
    -- else the hint gives the whole order
    if shape == "CM" and same(calls[1], f, v, t) then facts.which = "second"
    elseif shape == "MC" and same(calls[1], v, t, f) then facts.which = "first" end
    facts.shape = shape
    return "missing_call", facts
  end
  if #calls == 2 and #own == 0 then return "missing_move", facts end
  if #calls == 2 and #own == 1 then
    if shape == "MCC" then return "move_first", facts end
    if shape == "CCM" then return "move_last", facts end
    if not same(calls[1], f, v, t) then return "first_call_pegs", facts end
    if not same(calls[2], v, t, f) then return "second_call_pegs", facts end
    if own[1].fi ~= f or own[1].ti ~= t then return "move_args", facts end
  end
  return nil
end

-- ---- the names near a misspelt one ----

diagnose.nearness = nearness -- how near a typed name is to a defined one (hanoi.text)

-- the defined name closest to `name`: a local at the place of the error,
-- an upvalue of its function, a global it sees; nil when none is close
function diagnose.closest(r, name, want_function)
  local place = r.place
  local best, bestd, rank = nil, nil, nil
  local function consider(cand, v, order)
    if type(cand) ~= "string" or cand == name or v == nil or cand:find("^%(") then return end
    -- a value that is not called cannot be a function
    if want_function == false and type(v) == "function" then return end
    local d = diagnose.nearness(name, cand)
    if not d then return end
    local score = d * 10 + order + ((want_function and type(v) ~= "function") and 5 or 0)
    if bestd == nil or score < bestd or (score == bestd and cand < best) then
      best, bestd, rank = cand, score, order
    end
  end
  if place then
    for _, l in ipairs(place.locals) do consider(l.name, l.value, 0) end
    if type(place.func) == "function" then
      for _, u in ipairs(learner.upvalues(place.func)) do consider(u.name, u.value, 1) end
    end
    local env = learner.env_of(place.func) or learner.env_of(r.fn)
    if env then
      for key, v in pairs(env) do consider(key, v, 2) end
    end
  end
  return best, rank
end

-- ---- the slips of an error ----

local ARITH = { add = true, sub = true, mul = true, div = true, mod = true, pow = true,
                unm = true, idiv = true, band = true, bor = true, bxor = true,
                shl = true, shr = true, bnot = true }

-- the message of an error without its "file:line: "
local function message(err)
  if type(err) ~= "string" then return nil end
  return (err:gsub("^[^\n]-:%d+: ", ""))
end

local function is_peg_string(r, v)
  return type(v) == "string" and r.index[v] ~= nil
end

-- The facts of peg arithmetic: the learner's own expression (from the
-- source, at the line of the error), and the numbered pegs under which
-- the function is right at every size the check used, tried: 1..k, then
-- 0..k-1 (`3 - from - to` takes pegs 0, 1, 2).
local function numbered(r, ctx)
  local facts = {}
  local place = r.place
  local lines = repair.source(r.fn)
  if lines and place and place.own and lines[place.line] then
    local text = lines[place.line]:gsub("%-%-.*$", "")
    facts.expr = text:match("=%s*(.-)%s*$") or text:match("^%s*(.-)%s*$")
    facts.line = place.line
  end
  local grade = loaded["hanoi.teach.grade"]
  if type(grade) ~= "table" then return facts end
  for _, start in ipairs({ 1, 0 }) do
    local names = {}
    for p = 1, r.k do names[p] = start + p - 1 end
    local ok = true
    for _, x in ipairs(ctx.results or { { n = r.n } }) do
      local o = grade.limits({ max_seconds = r.max_seconds, max_memory = r.max_memory }, x.n)
      o.k, o.names, o.pos, o.events, o.stop_at_wrong = r.k, names, r.pos, false, true
      if not grade.ok(learner.judged_run(r.fn, x.n, o)) then ok = false; break end
    end
    if ok then facts.names = names; break end
  end
  return facts
end

local function error_slip(r, ctx)
  local msg = message(r.raised)
  if msg == nil then return "error", {} end
  local params = ctx.params or {}
  local kind, name = msg:match("^attempt to call a nil value %((%a+) '([^']*)'%)")
  local vtype, kind2, name2 = msg:match("^attempt to call a (%a+) value %((%a+) '([^']*)'%)")
  -- a function of four pegs checked on three: its last parameter, where
  -- move should be, got nothing
  if r.k == 3 and #params >= 6 and ((kind == "local" and name == params[6])
      or (r.illegal and (type(r.illegal.from) == "function" or type(r.illegal.to) == "function"))) then
    -- not when the code counts with its sixth parameter or assigns it:
    -- a counter is no move
    local search = loaded["hanoi.teach.search"]
    if not search or search.used_as_value(r.fn, params[6]) ~= true then return "needs_k", {} end
  end
  -- a function of three pegs checked on four: move got a peg
  if r.k == 4 and #params == 5 and kind2 == "local" and name2 == params[5]
      and vtype == "string" then
    return "three_pegs", {}
  end
  -- a function of three pegs that takes no spare peg, (n, from, to,
  -- move): the kit's spare peg went to its last parameter, which it calls
  if #params == r.k + 1 and not learner.vararg(r.fn) and kind2 == "local"
      and name2 == params[#params] and (vtype == "string" or vtype == "number") then
    return "missing_peg", { name = name2, role = ctx.order[r.k] }
  end
  if kind or vtype then
    -- the call where it happened got no move from its caller, which had it
    local rec = r.err_rec
    local called = name or name2
    if rec and rec.parent and type(rec.args[r.k + 2]) ~= "function"
        and (kind or kind2) == "local" and called == params[r.k + 2]
        and learner.is_move(r, rec.parent.args[r.k + 2]) then
      return "move_not_passed", { rec = rec }
    end
    if kind and (kind == "global" or kind == "local" or kind == "upvalue"
                 or kind == "field" or kind == "method") then
      return "undefined", { name = name, kind = kind,
        near = diagnose.closest(r, name, true),
        -- it takes no parameter for the kit's last value, its move
        no_move_param = kind == "global" and #params == r.k + 1
          and not learner.vararg(r.fn) }
    end
    return "error", {}
  end
  local what, okind, oname = msg:match("^attempt to (.-) a nil value %((%a+) '([^']*)'%)")
  if okind then
    local near = okind == "global" and diagnose.closest(r, oname, false) or nil
    -- the value it needs, from what the code did with it
    local start = (what == "index" or what == "get length of") and "{}"
      or what == "concatenate" and '""' or "0"
    return "nil_variable", { name = oname, kind = okind, near = near, start = start }
  end
  if msg:find("^attempt to compare %a+ with nil") or msg:find("^attempt to compare nil with")
      or msg:find("^attempt to .- a nil value") then
    return "nil_variable", {}
  end
  local op, a, b = msg:match("^attempt to (%a+) a '(%a+)' with a '(%a+)'")
  local strings = msg:find("^attempt to perform arithmetic on a string value")
    or (op and ARITH[op] and (a == "string" or b == "string"))
  if strings and is_peg_string(r, r.names[1]) and r.place then
    for _, l in ipairs(r.place.locals) do
      if is_peg_string(r, l.value) then return "peg_arithmetic", numbered(r, ctx) end
    end
  end
  return "error", {}
end

-- ---- the slips of a run that ran away ----

local function runaway_slip(r)
  local s = r.stopped
  if s == "steps" then return "endless", { loop = true } end
  if s ~= "depth" then return nil end
  local ns = r.deepest_ns
  if r.helper then
    -- a helper of the function's own ran away: what its calls did is not
    -- recorded, only how its first value went; the hint is about it
    return "endless", { ns = ns, helper = r.helper }
  end
  local down, same, up = true, true, true
  for i = 2, #ns do
    if math.type(ns[i]) ~= "integer" or ns[i] ~= ns[i - 1] - 1 then down = false end
    if math.type(ns[i]) ~= "integer" or ns[i] ~= ns[i - 1] + 1 then up = false end
    if ns[i] ~= ns[i - 1] then same = false end
  end
  -- a base case that made its move, then went on calling, whatever it
  -- did to n (it may have set n = 0): its first step a move, then a call,
  -- where the call that made it began with a call
  for _, rec in ipairs(r.open) do
    if (rec.n == 1 or rec.n == 0) and rec.seq[1] and rec.seq[1].kind == "move"
        and #rec.kids > 0 then
      local p = rec.parent
      if not (p and p.seq[1] and p.seq[1].kind == "move") then
        return "base_no_return", { rec = rec }
      end
    end
  end
  -- a call that passes n on unchanged, or n + 1
  if #ns > 2 and (same or up) then return "wrong_n", { ns = ns, same = same, up = up } end
  if down and math.type(ns[#ns]) == "integer" and ns[#ns] < 0 then return "no_base", {} end
  return "endless", { same = same, ns = ns }
end

-- ---- the diagnosis ----

-- whether a record's moves are those of the reference from the start to
-- another peg (a tower built on a spare peg the shortest way)
local function shortest_to(r, ev, to)
  local t = {}
  for _, rec in ipairs(r.roots) do t[#t + 1] = made(r, rec, ev.memo) end
  return concat(t) == reference(ev.ref, r.n, 1, to)
end

-- A function that never calls itself but moves through a recursive
-- helper of its own (local or global): the helper's own call tree, from a
-- second run that records its calls, holds the slip, compared with the
-- reference in the roles its first call gives its pegs. Nil (silence)
-- when that tree says nothing sure.
local function helper_slip(r, ctx)
  local h = r.recursed
  if type(h) ~= "function" or h == r.fn then return nil end
  local o = { k = r.k, names = r.names, pos = r.pos, max_moves = r.max_moves,
    max_depth = r.max_depth, max_calls = r.max_calls, max_memory = r.max_memory,
    max_seconds = r.max_seconds, watch = h, events = false }
  local r2 = learner.judged_run(r.fn, r.n, o)
  if not r2.returned or r2.foreign or #r2.roots ~= 1 or r2.raised ~= nil then return nil end
  local root = r2.roots[1]
  if root.n ~= r.n or root.na < r.k + 1 then return nil end
  -- the roles of the helper's pegs, from the task its first call gets:
  -- the tower from the first peg to the last
  local order, seen = {}, {}
  for i = 1, r.k do
    local p = r2.index[root.args[i + 1]]
    if not p or seen[p] then return nil end
    seen[p] = true
    order[i] = p == 1 and "from" or p == r.k and "to" or "via"
  end
  local ev = { rp = role_positions(order), memo = {}, ref = {} }
  if right(r2, ev, root) ~= false then return nil end
  local slip, facts = frame_slip(r2, ev, buggy(r2, ev, root))
  if not slip then return nil end
  r2.name = r2.name or learner.fname(h) or "the helper"
  local params = learner.params(h)
  facts.r = r2
  facts.ctx = { order = order, params = params, helper = true,
    move_name = ctx.params and ctx.params[r.k + 2] or "move", outer = r.name }
  return slip, facts
end

-- Globals (and upvalues) that the earlier runs of a check set: put back
-- as they were before the first, the failed size runs again; when it is
-- then right, what they kept is the slip. The names go to ctx.changed.
local function fresh_start(r, ctx)
  local results, grade = ctx.results, loaded["hanoi.teach.grade"]
  local first = results and results[1]
  if not first or not first.start or first.r == r or type(grade) ~= "table" then return false end
  local now = grade.snapshot(r.fn)
  local list = {}
  local keys = {}
  for key, x in pairs(now) do
    local b = first.start[key]
    if not b or b.v ~= x.v or b.len ~= x.len or b.count ~= x.count then keys[#keys + 1] = key end
  end
  for key in pairs(first.start) do
    if not now[key] then keys[#keys + 1] = key end
  end
  if #keys == 0 then return false end
  sort(keys)
  local env = learner.env_of(r.fn)
  for _, key in ipairs(keys) do
    local kind, name = key:match("^(%a+) (.*)$")
    local m = first.start[key]
    local v = m and m.v
    if m and type(v) == "table" then
      if not m.copy then return false end
      for k2 in pairs(v) do rawset(v, k2, nil) end
      for k2, y in pairs(m.copy) do rawset(v, k2, y) end
    end
    if kind == "global" then
      if type(env) ~= "table" then return false end
      rawset(env, name, v)
    elseif m then
      setupvalue(r.fn, m.index, v)
    else
      return false
    end
    list[#list + 1] = { kind = kind, name = name }
  end
  local o = grade.limits({ max_seconds = r.max_seconds, max_memory = r.max_memory }, r.n)
  o.k, o.names, o.pos, o.events, o.stop_at_wrong = r.k, r.names, r.pos, false, true
  if not grade.ok(learner.judged_run(r.fn, r.n, o)) then return false end
  ctx.changed, ctx.fresh = list, true
  return true
end

-- A call that passed nil for a peg or for move, where the source shows
-- a name near one of its caller's parameters (`form` for `from`, `mvoe`
-- for `move`): that name has no value. Needs the source; nil otherwise.
local function nil_argument(r, ctx)
  local lines, first, last = repair.source(r.fn)
  if not lines or r.k ~= 3 then return nil end
  local params = ctx.params or {}
  local is_param = {}
  for _, p in ipairs(params) do is_param[p] = true end
  local found
  local function walk(rec)
    if found then return end
    for i, kid in ipairs(rec.kids) do
      for j = 2, r.k + 2 do
        if kid.args[j] == nil and (j <= r.k + 1 or kid.na >= r.k + 2 or #params >= r.k + 2) then
          found = { rec = kid, parent = rec, index = i, pos = j }
          return
        end
      end
      walk(kid)
      if found then return end
    end
  end
  for _, root in ipairs(r.roots) do walk(root) end
  if not found then return nil end
  local sites = repair.calls(lines, first, last, r.name)
  local site = sites[found.index]
  if not site or #sites ~= #found.parent.kids then return nil end
  local text = site.args[found.pos]
  if type(text) ~= "string" or not text:find("^[%a_][%w_]*$") or is_param[text] then
    return nil
  end
  local best, bestd
  for _, p in ipairs(params) do
    local d = diagnose.nearness(text, p)
    if d and (not bestd or d < bestd) then best, bestd = p, d end
  end
  if not best then return nil end
  return "nil_variable", { name = text, near = best, kind = "global", passed = found,
    line = site.line }
end

-- The slips named by the repair that works, when the record shows
-- nothing sure: a call outside the `if` it belongs in (the `end` moved),
-- a call whose n is not n - 1. Needs the source.
function by_repair(r, ctx)
  if r.k ~= 3 or not repair.source(r.fn) then return nil end
  for _, slip in ipairs({ "misplaced_end", "wrong_n" }) do
    if find_repair(slip, r, ctx, {}) then return slip end
  end
end

-- The slips of the four-peg recursion (Frame-Stewart), from a call that
-- parks disks on a spare peg with its first call: its own moves between
-- (the three-peg part, its helper's moves counted as its own) touch the
-- peg of the parked disks (`park_spare`), or its last call takes them
-- from there to another peg than its target (`return_pegs`). The deepest
-- such call first.
local function param_at(r, ctx, rec, p)
  for i = 1, r.k do
    if r.index[rec.args[i + 1]] == p then return ctx.params and ctx.params[i + 1] end
  end
end

local function four_slip(r, ctx)
  local found
  local function pegs(rec)
    local t = {}
    for i = 1, r.k do
      local p = rec.args[i + 1] ~= nil and r.index[rec.args[i + 1]]
      if not p then return nil end
      t[ctx.order[i] == "via" and (t.via and "via2" or "via") or ctx.order[i]] = p
    end
    return t
  end
  local function visit(rec)
    if found then return end
    local calls = {}
    for _, x in ipairs(rec.seq) do
      if x.kind ~= "move" and not dry(r, x) then calls[#calls + 1] = x end
    end
    for _, c in ipairs(calls) do visit(c) end
    if found or #calls < 2 or math.type(rec.n) ~= "integer" then return end
    -- a first call that parks no disk parks nothing to speak of
    if calls[1].n == 0 then return end
    local me, first, last = pegs(rec), pegs(calls[1]), pegs(calls[#calls])
    if not (me and first and last) or first.from ~= me.from then return end
    local p = first.to
    if p ~= me.via and p ~= me.via2 then return end
    local q = p == me.via and me.via2 or me.via
    local between, started = {}, false
    for _, x in ipairs(rec.seq) do
      if x == calls[1] then started = true
      elseif x == calls[#calls] then break
      elseif started and x.kind == "move" then between[#between + 1] = x end
    end
    for _, m in ipairs(between) do
      if m.fi == p or m.ti == p then
        found = { "park_spare", { rec = rec, p = p, q = q, move = m, parked = calls[1].n,
          me = me, pn = param_at(r, ctx, rec, p), qn = param_at(r, ctx, rec, q) } }
        return
      end
    end
    if last.from == p and last.to ~= me.to then
      found = { "return_pegs", { rec = rec, p = p, call = calls[#calls], me = me,
        parked = calls[1].n, to_peg = last.to } }
    end
  end
  for _, root in ipairs(r.roots) do visit(root) end
  if found then return found[1], found[2] end
end

--- The slip of a failed run, and the facts its hint words.
-- @tparam table r the record of the run
-- @tparam table ctx what the grader learnt: `order` (the roles of the
--   positions), `params` (the parameter names), `rerun` (a record of a
--   second run at the same size, or nil), `changed` (globals the runs
--   changed), `other_order` (roles under which the function passes every
--   size), `passed` (sizes passed, a set), `failed` (sizes failed, a set),
--   `ever_moved` (a run at some size called move), `results` (each size
--   checked: `n`, `ok`, `r` its record)
-- @treturn string|nil the slip
-- @treturn table the facts
function diagnose.slip(r, ctx)
  if r.stopped == "interrupted" then return nil, {} end
  -- two runs at one size did different things, and a global or a
  -- variable outside the function changed between their starts (a
  -- function that differs only by chance, math.random, is not named so)
  if ctx.rerun_differs and ctx.changed and #ctx.changed > 0 then return "global_state", {} end
  -- what the first run found, put back, makes this size right
  if fresh_start(r, ctx) then return "global_state", {} end
  if ctx.other_order then return "order", {} end
  -- a call that passed a misspelt name, nil, for a parameter
  local nslip, nfacts = nil_argument(r, ctx)
  if nslip then return nslip, nfacts end
  if r.raised ~= nil then return error_slip(r, ctx) end
  if r.stopped then
    local slip, facts = runaway_slip(r)
    -- a call outside the `if` it belongs in runs away as if there were no
    -- base case: named so when moving the `end` is proven to repair it
    if slip == "no_base" or slip == "endless" or slip == nil then
      local named = by_repair(r, ctx)
      if named then return named, {} end
    end
    return slip, facts or {}
  end
  -- no size made a move, and every size ran to its end: nothing else
  -- kept the moves from happening (a run that ran away before its first
  -- move says nothing of move)
  if r.move_calls == 0 and not ctx.ever_moved then
    local ended = true
    for _, x in ipairs(ctx.results or {}) do
      if not x.r.returned then ended = false end
    end
    if ended then return "no_move", {} end
  end
  local ev = { rp = role_positions(ctx.order), memo = {}, ref = {} }
  -- a loop without recursion that builds the tower on the spare peg at
  -- the sizes of one parity, on the target at the others
  if r.k == 3 and ctx.results then
    local parity, passed = true, false
    for _, x in ipairs(ctx.results) do
      local y = x.r
      if x.ok then
        passed = true
        if x.n % 2 == r.n % 2 then parity = false end
      elseif x.n % 2 ~= r.n % 2 or y.calls ~= 1 or y.recursed or not y.returned or y.illegal
          or not y.state:is_tower(2) or not shortest_to(y, { memo = {}, ref = ev.ref }, 2) then
        parity = false
      end
    end
    if parity and passed then return "wrong_parity", {} end
  end
  if r.k == 3 and r.returned and #r.roots == 1 and not r.foreign then
    local root = r.roots[1]
    if right(r, ev, root) == false then
      local B = buggy(r, ev, root)
      -- no run at any size called itself, nor recursed in a helper: a
      -- loop (its one call is no base case)
      local never = r.calls == 1 and not r.recursed
      for _, x in ipairs(ctx.results or {}) do
        if x.r.calls > 1 or x.r.recursed then never = false end
      end
      if B == root and #B.kids == 0 and never then
        -- its one call may still pass move wrong values; no base case is
        -- named for a function that never calls itself
        local slip, facts = frame_slip(r, ev, B)
        if slip == "move_args" then return slip, facts end
        -- a loop whose moves are the shortest way's, stopped too soon or
        -- too late: its rule is right, its test to stop is not
        local function stop_only(y)
          local yroot = y.roots[1]
          if not yroot or #y.roots ~= 1 then return nil end
          local f, t = pegs_of(y, ev.rp, yroot)
          if not f then return nil end
          local m, want = made(y, yroot, {}), reference(ev.ref, y.n, f, t)
          if want:sub(1, #m) == m or m:sub(1, #want) == want then return #m, #want end
        end
        local m, want = stop_only(r)
        local moved = m and m > 0
        for _, x in ipairs(ctx.results or {}) do
          if not x.ok then
            local mm = stop_only(x.r)
            if not mm then m = nil elseif mm > 0 then moved = true end
          end
        end
        if m and moved and m ~= want then
          return "loop_stop", { made = m, want = want }
        end
        return "no_recursion", {}
      end
      if B == root and #B.kids == 0 and r.recursed and r.recursed ~= r.fn then
        -- it made its moves through a recursive helper: the helper's tree
        -- says what went wrong, or nothing is said
        return helper_slip(r, ctx)
      end
      local slip, facts = frame_slip(r, ev, B)
      if slip then return slip, facts end
    end
  end
  if r.k == 4 and not r.foreign and ctx.order then
    local slip, facts = four_slip(r, ctx)
    if slip then return slip, facts end
  end
  if r.returned and not r.illegal and r.state:is_tower(r.target) and r.moves > r.optimal then
    return "not_shortest", {}
  end
  local named = by_repair(r, ctx)
  if named then return named, {} end
  return nil, {}
end

-- ---- the hints ----
--
-- Every text of a hint is in the kit's catalogue (keys "kit.hint.*" and
-- "kit.say.*", lua/hanoi/lang/po/en.po and the other languages): the learner's
-- code, names and numbers are its placeholders, never translated.

local T = texts.t

local function list_ns(ns) return show.values(ns, 6, 1) end

local function call_of(r, rec) return learner.calltext(r, rec) end

-- " Did you mean x?", or "" without a name
local function near_text(near)
  return near and T("kit.hint.near", { near = near }) or ""
end

-- a misspelt name passed to a call: the call and the name
local function passed_nil(r, _, facts)
  local p = facts.passed
  local which = p.index == 1 and "first" or p.index == 2 and "second" or "next"
  return T("kit.hint.passed_nil." .. which, { parent = call_of(r, p.parent),
    name = show.printable(facts.name), call = call_of(r, p.rec),
    near = facts.proven and near_text(facts.near) or "" })
end


-- a move as the learner's code made it, in its own name for move:
-- `mv(A, C)`, `move(1, A, C)` (a third value and more shown too)
local function movetext(r, m, name)
  local t = { show.value(m.from, r.index), show.value(m.to, r.index) }
  if m.extra then
    t[3] = show.value(m.third, r.index)
    if m.extra > 1 then t[4] = "..." end
  end
  return format("%s(%s)", name or "move", concat(t, ", "))
end

-- the options a function was checked with (those that are not by
-- default), as code, with `more` in their place or added (a value false
-- drops one): `, {k = 4, order = {"from", "via", "to"}}`, or ""
local function opts_text(r, ctx, more)
  more = more or {}
  local v = {}
  if r.k == 4 then v.k = "4" end
  local letters = true
  for p = 1, r.k do
    if r.names[p] ~= show.L(p) then letters = false end
  end
  if not letters then
    local t = {}
    for p = 1, r.k do t[p] = type(r.names[p]) == "string" and format("%q", r.names[p])
      or show.value(r.names[p]) end
    v.names = "{" .. concat(t, ", ") .. "}"
  end
  -- an order given (not the one the names say, which the kit reads again)
  if ctx.fixed_order and not ctx.named_order then
    local t = {}
    for i, role in ipairs(ctx.order) do t[i] = format("%q", role) end
    v.order = "{" .. concat(t, ", ") .. "}"
  end
  local out = {}
  for _, key in ipairs({ "k", "names", "order", "max_seconds" }) do
    local x = more[key]
    if x == nil then x = v[key] end
    if x then out[#out + 1] = key .. " = " .. x end
  end
  return #out > 0 and ", {" .. concat(out, ", ") .. "}" or ""
end

-- "the base case (the smallest n, where it stops calling itself)"
local function BASE() return T("kit.hint.base") end

-- the two calls of the recursion in the learner's names
local FIRST = { from = "from", to = "via", via = "to", via2 = "via2" }
local SECOND = { from = "via", to = "to", via = "from", via2 = "via2" }

local HINTS = {}

HINTS.order = function(r, ctx, w)
  local other = ctx.other_order
  local t = { w.n }
  local p = ctx.params or {}
  for i, role in ipairs(other) do
    t[#t + 1] = format("%s = %s", p[i + 1] or role, role)
  end
  local went = learner.tower_peg(r)
  local on = (went and went ~= r.target) and T("kit.hint.order.on", { peg = pegname(r, went) })
    or ""
  local quoted = {}
  for i, role in ipairs(other) do quoted[i] = format("%q", role) end
  local text = T("kit.hint.order", { fname = w.fname, on = on, params = concat(t, ", "),
    opts = opts_text(r, ctx, { order = "{" .. concat(quoted, ", ") .. "}" }) })
  if ctx.named_order then
    -- its names say the order it was checked in: they say what it is not
    local said = {}
    for i, role in ipairs(ctx.order) do said[i] = format("%s = %s", p[i + 1] or role, role) end
    text = text .. " " .. T("kit.hint.order.named", { said = concat(said, ", ") })
  end
  return text
end

HINTS.no_move = function(r, _, w)
  local printed = r.prints and r.prints > 0
  return T("kit.hint.no_move", { fname = w.fname, move = w.move,
    printed = printed and T("kit.hint.no_move.printed", { times = r.prints }) or "",
    from = w.role.from, to = w.role.to,
    only = printed and T("kit.hint.no_move.only") or "" })
end

local function calls_in_order(ctx, w)
  return T("kit.hint.in_order", { first = formula(w, ctx, FIRST), n = w.n, move = w.move,
    from = w.role.from, to = w.role.to, second = formula(w, ctx, SECOND) })
end

HINTS.move_first = function(r, ctx, w, facts)
  return T("kit.hint.move_first", { call = call_of(r, facts.rec),
    order = calls_in_order(ctx, w) })
end

HINTS.move_last = function(r, ctx, w, facts)
  return T("kit.hint.move_last", { call = call_of(r, facts.rec),
    order = calls_in_order(ctx, w) })
end

HINTS.missing_call = function(r, ctx, w, facts)
  if facts.loop then
    return T("kit.hint.missing_call.loop", { call = call_of(r, facts.rec), own = #facts.own,
      fname = w.fname, n = w.n, order = calls_in_order(ctx, w) })
  end
  if facts.which == "second" then
    return T("kit.hint.missing_call.second", { call = call_of(r, facts.rec), fname = w.fname,
      n = w.n, second = formula(w, ctx, SECOND) })
  end
  if facts.which == "first" then
    return T("kit.hint.missing_call.first", { call = call_of(r, facts.rec), fname = w.fname,
      n = w.n, first = formula(w, ctx, FIRST) })
  end
  return T(facts.shape == "CM" and "kit.hint.missing_call.before"
    or "kit.hint.missing_call.after", { call = call_of(r, facts.rec), fname = w.fname,
    only = call_of(r, facts.calls[1]), order = calls_in_order(ctx, w) })
end

HINTS.missing_move = function(r, _, w, facts)
  return T("kit.hint.missing_move", { call = call_of(r, facts.rec), fname = w.fname,
    move = w.move, from = w.role.from, to = w.role.to })
end

-- the fact that holds the peg of each role in the call that failed
local PEG_OF = { from = "f", to = "t", via = "v" }

-- the text (`key`) of the pegs of the `which`th call: the call it made
-- and the one it should have made, whose pegs take the roles `roles`
-- gives them (FIRST, SECOND); with the call's formula when `with_formula`
local function call_pegs_hint(key, which, roles, with_formula)
  return function(r, ctx, w, facts)
    local B = facts.rec
    local function peg(role) return facts[PEG_OF[roles[role]]] end
    return T(key, { call = call_of(r, B), made = call_of(r, facts.calls[which]), n = w.n,
      right = calltext(r, ctx, B.n - 1, peg("from"), peg("to"), peg("via")),
      formula = with_formula and formula(w, ctx, roles) or nil })
  end
end
HINTS.first_call_pegs = call_pegs_hint("kit.hint.first_call_pegs", 1, FIRST, true)
HINTS.second_call_pegs = call_pegs_hint("kit.hint.second_call_pegs", 2, SECOND, true)

HINTS.base_no_return = function(r, _, w, facts)
  return T("kit.hint.base_no_return", { call = call_of(r, facts.rec), fname = w.fname,
    ns = list_ns(r.deepest_ns), base = BASE() })
end

HINTS.base_moves_zero = function(r, _, w, facts)
  return T("kit.hint.base_moves_zero", { call = call_of(r, facts.rec), n = w.n,
    base = BASE() })
end

HINTS.base_moves_twice = function(r, _, w, facts)
  local t = {}
  for i, m in ipairs(facts.own) do t[i] = movetext(r, m, w.move) end
  return T("kit.hint.base_moves_twice", { call = call_of(r, facts.rec), own = #facts.own,
    moves = concat(t, ", "), move = w.move, from = w.role.from, to = w.role.to,
    base = BASE() })
end

HINTS.base_no_move = function(r, _, w, facts)
  return T("kit.hint.base_no_move", { call = call_of(r, facts.rec),
    peg_from = pegname(r, facts.f), peg_to = pegname(r, facts.t), move = w.move,
    from = w.role.from, to = w.role.to, base = BASE(), n = w.n })
end

HINTS.no_base = function(r, _, w)
  return T("kit.hint.no_base", { fname = w.fname, ns = list_ns(r.deepest_ns),
    base = BASE(), n = w.n })
end

-- move not passed on: "called it without passing move on" (`key`, with
-- the first call's formula where one is given) only when the call passed
-- fewer values than the function takes; else a value was in move's place
local function not_passed(r, w, facts, key, first)
  local rec = facts.rec
  local args = { call = call_of(r, rec), move = w.move, parent = call_of(r, rec.parent) }
  if rec.na and rec.na >= r.k + 2 then
    args.place = r.k + 2
    return T("kit.hint.move_not_passed.place", args)
  end
  args.formula = first
  return T(key, args)
end

HINTS.move_not_passed = function(r, ctx, w, facts)
  return not_passed(r, w, facts, "kit.hint.move_not_passed", formula(w, ctx, FIRST))
end

-- " (4 is n, the number of disks, not a peg)" when the move passed n
local function move_args_extra(r, w, facts, m)
  local extra = ""
  for _, v in ipairs({ m.from, m.to }) do
    if math.type(v) == "integer" and v == facts.rec.n and r.index[v] == nil then
      extra = T("kit.hint.move_args.n", { value = show.value(v), n = w.n })
    end
  end
  return extra
end

HINTS.move_args = function(r, _, w, facts)
  local m = facts.own[1]
  return T(m.extra and "kit.hint.move_args.values" or "kit.hint.move_args", {
    call = call_of(r, facts.rec), made = movetext(r, m, w.move), move = w.move,
    peg_from = pegname(r, facts.f), peg_to = pegname(r, facts.t), from = w.role.from,
    to = w.role.to, extra = move_args_extra(r, w, facts, m) })
end

HINTS.no_recursion = function(_, _, w)
  return T("kit.hint.no_recursion", { fname = w.fname, n = w.n })
end

HINTS.wrong_parity = function(r, ctx)
  local passed, failed = {}, {}
  for size in pairs(ctx.passed or {}) do passed[#passed + 1] = size end
  for size in pairs(ctx.failed or {}) do failed[#failed + 1] = size end
  sort(passed)
  sort(failed)
  return T(r.n % 2 == 0 and "kit.hint.wrong_parity.even" or "kit.hint.wrong_parity.odd", {
    failed = concat(failed, ", "), passed = concat(passed, ", "), A = pegname(r, 1),
    B = pegname(r, 2), C = pegname(r, 3) })
end

HINTS.not_shortest = function(r, ctx, w)
  local used = 0
  for p = 1, r.k do if r.used & (1 << p) ~= 0 then used = used + 1 end end
  if r.k == 4 and used <= 3 then
    return T("kit.hint.not_shortest.three", { optimal = r.optimal })
  end
  -- on three pegs the trace marks the first move off the shortest way;
  -- on four it shows the moves
  return T(r.k == 3 and "kit.hint.not_shortest.first" or "kit.hint.not_shortest.them", {
    moves = r.moves, optimal = r.optimal, fname = w.fname, n = r.n,
    opts = opts_text(r, ctx) })
end

HINTS.extra_calls = function(r, ctx, w)
  return T("kit.hint.extra_calls", { fname = w.fname, calls = r.calls,
    enough = ctx.enough_calls })
end

-- the values the kit passes, in the order of the roles: "n, from, to,
-- via, move"
local function kit_values(ctx)
  local t = { "n" }
  for i, role in ipairs(ctx.order) do t[i + 1] = role end
  t[#t + 1] = "move"
  return concat(t, ", ")
end

-- "solve calls slove, but nothing has that name": said only when the
-- kit read the whole chunk and no declaration of the name is in it; a
-- name declared somewhere (a local below its use) is said to be declared
-- there; without the source, only that it had no value
undefined_text = function(r, w, facts, near)
  local name = show.printable(facts.name)
  local search = loaded["hanoi.teach.search"]
  local line = search and search.declaration(r.fn, facts.name)
  if line == false then
    return T("kit.hint.undefined", { fname = w.fname, name = name, near = near })
  elseif line then
    return T("kit.hint.undefined.declared", { fname = w.fname, name = name, line = line,
      near = near })
  end
  return T("kit.hint.undefined.unseen", { fname = w.fname, name = name, near = near })
end

HINTS.undefined = function(r, ctx, w, facts)
  local near = near_text(facts.near)
  if facts.no_move_param and not facts.near then
    local p = {}
    for i, name in ipairs(ctx.params) do p[i] = name end
    p[#p + 1] = show.printable(facts.name)
    near = T("kit.hint.undefined.param", { fname = w.fname, count = #ctx.params,
      params = concat(ctx.params, ", "), given = r.k + 2, values = kit_values(ctx),
      new = concat(p, ", ") })
  end
  return undefined_text(r, w, facts, near)
end

HINTS.missing_peg = function(r, ctx, w, facts)
  local p = {}
  for i = 1, #ctx.params - 1 do p[i] = ctx.params[i] end
  local role = ctx.order[r.k]
  p[#p + 1] = role
  p[#p + 1] = show.printable(facts.name)
  return T("kit.hint.missing_peg", { fname = w.fname, count = #ctx.params,
    params = concat(ctx.params, ", "), given = r.k + 2, values = kit_values(ctx),
    name = show.printable(facts.name), peg = pegname(r, r.pos[r.k]), new = concat(p, ", ") })
end

-- " when line 4 runs", or ""
local function line_runs(r)
  local at = r.place and (r.place.own and r.place.line or r.place.fn_line)
  return at and at > 0 and T("kit.hint.line_runs", { line = at }) or ""
end

HINTS.nil_variable = function(r, _, w, facts)
  if facts.passed then
    facts.proven = true     -- without the source it is never named so
    return passed_nil(r, w, facts)
  end
  local line = line_runs(r)
  if facts.name and facts.kind == "field" then
    return T("kit.hint.nil_variable.field", { name = show.printable(facts.name), line = line,
      start = facts.start or "0" })
  end
  if facts.name then
    return T("kit.hint.nil_variable", { name = show.printable(facts.name), line = line,
      near = near_text(facts.near), start = facts.start or "0", fname = w.fname })
  end
  return T("kit.hint.nil_variable.missing", { line = line })
end

HINTS.peg_arithmetic = function(r, ctx, w, facts)
  local expr = facts.expr and T("kit.hint.peg_arithmetic.expr",
    { expr = show.printable(facts.expr), line = facts.line })
    or format("6 - %s - %s", w.role.from, w.role.to)
  if not facts.names then
    return T("kit.hint.peg_arithmetic.numbers", { peg = show.value(r.names[1], r.index),
      expr = expr })
  end
  local grade = loaded["hanoi.teach.grade"]
  local sizes = {}
  for _, x in ipairs(ctx.results or {}) do sizes[#sizes + 1] = x.n end
  if #sizes == 0 then sizes[1] = r.n end
  local list = concat(facts.names, ", ")
  return T("kit.hint.peg_arithmetic", { peg = show.value(r.names[1], r.index), expr = expr,
    list = list, sizes = grade.sizes_text(sizes), fname = w.fname,
    opts = opts_text(r, ctx, { names = "{" .. list .. "}" }) })
end

HINTS.needs_k = function(r, ctx, w)
  return T("kit.hint.needs_k", { fname = w.fname, count = #ctx.params,
    params = concat(ctx.params, ", "),
    opts = opts_text(r, ctx, { k = "4", names = false, order = false }) })
end

HINTS.three_pegs = function(_, ctx, w)
  return T("kit.hint.three_pegs", { fname = w.fname, count = #ctx.params,
    params = concat(ctx.params, ", "), move = w.move })
end

HINTS.global_state = function(r, ctx, w)
  local t = {}
  for i, x in ipairs(ctx.changed) do
    if i <= 3 then
      t[#t + 1] = x.kind == "global"
        and T("kit.hint.global_state.global", { name = show.printable(x.name) })
        or T("kit.hint.global_state.outside", { name = show.printable(x.name), fname = w.fname })
    end
  end
  if #ctx.changed > 3 then t[#t + 1] = T("kit.hint.global_state.more") end
  local list = #t == 1 and t[1] or texts.list(t)
  return T(ctx.fresh and "kit.hint.global_state.fresh" or "kit.hint.global_state", {
    n = r.n, fname = w.fname, list = list })
end

HINTS.endless = function(r, ctx, w, facts)
  if facts.loop then
    local line = r.place and (r.place.own and r.place.line or r.place.fn_line)
    local at = line and line > 0 and T("kit.hint.endless.at", { line = line }) or ""
    local more = r.max_seconds < 30 and 30 or r.max_seconds * 2 // 1
    return T("kit.hint.endless.loop", { fname = w.fname, at = at,
      opts = opts_text(r, ctx, { max_seconds = tostring(more) }) })
  end
  if facts.helper then
    local h = facts.helper
    local name = h.name and show.printable(h.name) or T("kit.hint.endless.yours")
    local param = h.param and show.printable(h.param) or T("kit.hint.endless.first_value")
    return T("kit.hint.endless.helper", { name = name, fname = w.fname, open = #facts.ns,
      param = param, ns = list_ns(facts.ns) })
  end
  if facts.same then
    return T("kit.hint.endless.same", { fname = w.fname, n = w.n })
  end
  return T("kit.hint.endless", { fname = w.fname, base = BASE(), ns = list_ns(facts.ns) })
end

HINTS.wrong_n = function(r, ctx, w, facts)
  if facts.call then
    local B, c = facts.rec, facts.call
    return T(facts.which == 1 and "kit.hint.wrong_n.first" or "kit.hint.wrong_n.second", {
      call = call_of(r, B), made = call_of(r, c), disks = c.n, n = w.n,
      formula = formula(w, ctx, facts.which == 1 and FIRST or SECOND) })
  end
  if not facts.ns then
    return T("kit.hint.wrong_n.other", { fname = w.fname, n = w.n })
  end
  return T(facts.same and "kit.hint.wrong_n.same" or "kit.hint.wrong_n.growing", {
    fname = w.fname, ns = list_ns(facts.ns), n = w.n })
end

HINTS.misplaced_end = function(_, _, w)
  return T("kit.hint.misplaced_end", { fname = w.fname, n = w.n })
end

HINTS.loop_stop = function(r, _, w, facts)
  if facts.made < facts.want then
    return T("kit.hint.loop_stop.early", { fname = w.fname, made = facts.made, n = r.n,
      want = facts.want })
  end
  return T("kit.hint.loop_stop.late", { fname = w.fname, more = facts.made - facts.want,
    n = r.n, want = facts.want })
end

HINTS.park_spare = function(r, _, _, facts)
  local B = facts.rec
  local pn, qn = facts.pn, facts.qn
  return T("kit.hint.park_spare", { call = call_of(r, B), parked = facts.parked,
    p = pegname(r, facts.p), rest = B.n - facts.parked,
    move = learner.movetext(r, facts.move), pn = pn and format(" (%s)", pn) or "",
    q = pegname(r, facts.q), qn = qn and format(" (%s)", qn) or "" })
end

HINTS.return_pegs = function(r, _, _, facts)
  local B = facts.rec
  return T("kit.hint.return_pegs", { call = call_of(r, B), last = call_of(r, facts.call),
    parked = facts.parked, p = pegname(r, facts.p), to = pegname(r, facts.to_peg),
    goal = pegname(r, facts.me.to) })
end

HINTS.error = function(r, _, w)
  local line = r.raised_line and T("kit.hint.error.line", { line = r.raised_line }) or ""
  return T("kit.hint.error", { fname = w.fname, line = line })
end

-- ---- what happened, without a change ----

-- The words of a slip when the kit sees the learner's source but no
-- repair it tried made the function right: what happened, no change.
local SAYS = {}

SAYS.first_call_pegs = call_pegs_hint("kit.say.first_call_pegs", 1, FIRST)
SAYS.second_call_pegs = call_pegs_hint("kit.say.second_call_pegs", 2, SECOND)

SAYS.move_first = function(r, _, w, facts)
  return T("kit.say.move_first", { call = call_of(r, facts.rec), n = w.n })
end

SAYS.move_last = function(r, _, w, facts)
  return T("kit.say.move_last", { call = call_of(r, facts.rec), n = w.n })
end

SAYS.missing_call = function(r, _, w, facts)
  if facts.loop then
    return T("kit.say.missing_call.loop", { call = call_of(r, facts.rec), own = #facts.own,
      fname = w.fname, n = w.n })
  end
  if #facts.calls == 1 then
    return T(facts.shape == "CM" and "kit.say.missing_call.before"
      or "kit.say.missing_call.after", { call = call_of(r, facts.rec), fname = w.fname,
      only = call_of(r, facts.calls[1]) })
  end
  return T("kit.say.missing_call", { call = call_of(r, facts.rec), n = w.n,
    fname = w.fname })
end

SAYS.missing_move = function(r, _, w, facts)
  return T("kit.say.missing_move", { call = call_of(r, facts.rec), fname = w.fname })
end

SAYS.move_args = function(r, _, w, facts)
  local m = facts.own[1]
  return T(m.extra and "kit.say.move_args.values" or "kit.say.move_args", {
    call = call_of(r, facts.rec), made = movetext(r, m, w.move), move = w.move,
    peg_from = pegname(r, facts.f), peg_to = pegname(r, facts.t),
    extra = move_args_extra(r, w, facts, m) })
end

SAYS.base_no_return = function(r, _, w, facts)
  if facts.rec then
    return T("kit.say.base_no_return", { call = call_of(r, facts.rec), fname = w.fname,
      ns = list_ns(r.deepest_ns) })
  end
  return T("kit.say.base_no_return.base", { fname = w.fname })
end

SAYS.base_moves_zero = function(r, _, w, facts)
  return T("kit.say.base_moves_zero", { call = call_of(r, facts.rec), n = w.n })
end

SAYS.base_moves_twice = function(r, _, w, facts)
  local t = {}
  for i, m in ipairs(facts.own) do t[i] = movetext(r, m, w.move) end
  return T("kit.say.base_moves_twice", { call = call_of(r, facts.rec), own = #facts.own,
    moves = concat(t, ", ") })
end

SAYS.base_no_move = function(r, _, _, facts)
  return T("kit.say.base_no_move", { call = call_of(r, facts.rec),
    peg_from = pegname(r, facts.f), peg_to = pegname(r, facts.t) })
end

SAYS.no_base = function(r, _, w)
  return T("kit.say.no_base", { fname = w.fname, ns = list_ns(r.deepest_ns), base = BASE() })
end

SAYS.move_not_passed = function(r, _, w, facts)
  return not_passed(r, w, facts, "kit.say.move_not_passed")
end

SAYS.undefined = function(r, ctx, w, facts)
  -- the name it meant, when the repair that takes it is proven
  local near = facts.proven and near_text(facts.near) or ""
  if facts.no_move_param and not facts.near then
    near = T("kit.say.undefined.param", { fname = w.fname, count = #ctx.params,
      params = concat(ctx.params, ", "), given = r.k + 2, values = kit_values(ctx) })
  end
  return undefined_text(r, w, facts, near)
end

SAYS.nil_variable = function(r, _, w, facts)
  if facts.passed then return passed_nil(r, w, facts) end
  local line = line_runs(r)
  if facts.name then
    return T("kit.say.nil_variable", { name = show.printable(facts.name), line = line,
      near = facts.proven and near_text(facts.near) or "" })
  end
  return T("kit.say.nil_variable.missing", { line = line })
end

SAYS.missing_peg = function(r, ctx, w, facts)
  return T("kit.say.missing_peg", { fname = w.fname, count = #ctx.params,
    params = concat(ctx.params, ", "), given = r.k + 2, values = kit_values(ctx),
    name = show.printable(facts.name), peg = pegname(r, r.pos[r.k]) })
end

SAYS.wrong_n = function(r, ctx, w, facts)
  if facts.call then
    local B, c = facts.rec, facts.call
    return T(facts.which == 1 and "kit.say.wrong_n.first" or "kit.say.wrong_n.second", {
      call = call_of(r, B), made = call_of(r, c), disks = c.n, n = w.n })
  end
  return HINTS.wrong_n(r, ctx, w, facts)
end

SAYS.misplaced_end = HINTS.misplaced_end

-- the repairs proven for a record, by record (weak keys): the report's
-- `fix`
diagnose.fixes = setmetatable({}, { __mode = "k" })

-- the sizes a check graded: those of its results
local function sizes_of(ctx, r)
  local t = {}
  for _, x in ipairs(ctx.results or {}) do t[#t + 1] = x.n end
  if #t == 0 then t[1] = r.n end
  return t
end

-- The repair of a slip that the proof keeps, and the sizes graded; nil
-- when the source is not seen, the slip proposes no change, or no
-- candidate works. `outer` is the record of the check (`octx` its
-- evidence); a helper's slip carries its own record in facts.r.
find_repair = function(slip, outer, octx, facts)
  if not repair.changes(slip) then return nil end
  local r, ctx = outer, octx
  if facts.r then r, ctx = facts.r, facts.ctx end
  local w = words(r, ctx)
  local tree_fn = r.watch or r.fn
  local lines, first, last = repair.source(tree_fn)
  if not lines or not repair.source(outer.fn) then return nil end
  if getinfo(tree_fn, "S").source ~= getinfo(outer.fn, "S").source then return nil end
  local head, head_last = first, last
  if facts.line then
    first, last = facts.line, facts.line
  elseif slip == "undefined" or slip == "nil_variable" then
    first, last = 1, #lines
  end
  local x = { lines = lines, first = first, last = last, head = head, head_last = head_last,
    fname = r.name, move = w.move, role = w.role, n = w.n, k = r.k, order = ctx.order,
    facts = facts, move_arg = w.move_arg }
  local sizes = sizes_of(octx, outer)
  local edits = repair.first(outer, sizes, repair.candidates(slip, x), r.watch)
  if edits then return edits, sizes end
end

-- the hint of a change-slip when the source is seen: what happened, and
-- the repair when one is proven; nil when the source is not seen (the
-- hint then stays as it is)
local function proven(slip, r, ctx, facts, w, outer, octx)
  if not repair.changes(slip) then return nil end
  if not repair.source(r.watch or r.fn) or not repair.source(outer.fn) then return nil end
  local edits, sizes = find_repair(slip, outer, octx, facts)
  facts.proven = edits ~= nil
  local say = SAYS[slip] and SAYS[slip](r, ctx, w, facts) or HINTS[slip](r, ctx, w, facts)
  if not edits then return say end
  diagnose.fixes[outer] = edits
  local grade = loaded["hanoi.teach.grade"]
  return T("kit.fix.proven", { say = say, fix = repair.describe(edits, true),
    edits = #edits, sizes = grade.sizes_text(sizes) })
end

-- the sentence that says what a repair of the search changes, by its
-- first edit's family and slip: nothing the repair did not show
local REPAIR_SAYS = {
  call_pegs = function(c) return c.slip == "first_call_pegs" and "kit.repair.call_pegs.first"
    or "kit.repair.call_pegs.second" end,
  move_args = "kit.repair.move_args",
  swap = function(c)
    return c.slip == "move_first" and "kit.repair.move_first"
      or c.slip == "move_last" and "kit.repair.move_last" or "kit.repair.swap"
  end,
  disk_count = "kit.repair.wrong_n",
  base_case = function(c)
    return c.slip == "base_no_return" and "kit.repair.base_no_return"
      or c.slip == "no_base" and "kit.repair.no_base"
      or c.slip == "misplaced_end" and "kit.repair.misplaced_end" or "kit.repair.base"
  end,
  rename = "kit.repair.rename",
  move_output = "kit.repair.no_move",
  missing_move = "kit.repair.missing_move",
  spare_peg = "kit.repair.peg_arithmetic",
  missing_arg = "kit.repair.missing_arg",
  nil_default = "kit.repair.nil_default",
  local_order = "kit.repair.local_order",
  loop_stop = "kit.repair.loop_stop",
  four_peg = function(c)
    return c.slip == "not_shortest" and "kit.repair.split" or "kit.repair.four_pegs"
  end,
}

--- The hint of a repair the search proved (hanoi.teach.search): what it
-- changes, and the change in the learner's lines.
-- @tparam table found what `search.find` returned
-- @tparam table r the record
-- @tparam table ctx the evidence
-- @tparam[opt] table facts what `diagnose.slip` found, when it names the
--   same slip (its words then say what the run showed)
-- @treturn string
function diagnose.repair_hint(found, r, ctx, facts)
  local outer, octx = r, ctx
  local say
  if facts and found.parts[1].family == "local_order" then facts = nil end
  if facts then
    -- what the run showed, as the slip's hint says it with a repair
    if facts.r then r, ctx = facts.r, facts.ctx end
    facts.proven = true
    local w = words(r, ctx)
    local f = SAYS[found.slip] or HINTS[found.slip]
    say = f and f(r, ctx, w, facts)
    r, ctx = outer, octx
  end
  local w = words(r, ctx)
  local c = found.parts[1]
  if not say then
    local key = REPAIR_SAYS[c.family]
    if type(key) == "function" then key = key(c) end
    say = T(key, { fname = found.fname or r.name, n = w.n, move = w.move, name = c.name or "",
      near = c.near or "", line = c.line or "" })
  end
  local grade = loaded["hanoi.teach.grade"]
  local fix
  if c.family == "local_order" then
    -- a declaration moved up: said as one move of its lines
    fix = T("kit.fix.move_up", { first = c.line, last = c.last, code = c.head, line = c.above })
    fix = fix:sub(1, 1):upper() .. fix:sub(2)
  end
  return T("kit.fix.proven", { say = say, fix = fix or repair.describe(found.edits, true),
    edits = #found.edits, sizes = grade.sizes_text(found.sizes) })
end

--- The hint of a slip: a sentence in the learner's own names.
-- @tparam string slip
-- @tparam table r the record
-- @tparam table ctx as for `diagnose.slip`
-- @tparam table facts what `diagnose.slip` found
-- @treturn string
function diagnose.hint(slip, r, ctx, facts)
  local outer, octx = r, ctx
  facts = facts or {}
  -- a slip found in a helper's tree is worded in the helper's names
  if facts.r then r, ctx = facts.r, facts.ctx end
  local w = words(r, ctx)
  -- (where the parameters' names say an order, the kit checks it in
  -- that order: hanoi.teach.grade.named_order)
  return proven(slip, r, ctx, facts, w, outer, octx) or HINTS[slip](r, ctx, w, facts)
end

-- whether a name is in the catalogue
function diagnose.known(slip)
  for _, s in ipairs(diagnose.SLIPS) do
    if s == slip then return true end
  end
  return false
end

return diagnose
