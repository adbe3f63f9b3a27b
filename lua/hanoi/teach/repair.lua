--- Repairs of a learner's own code, proven before they are shown.
--
-- A slip whose hint would propose a change gets candidate repairs: edits
-- of the lines of the learner's source (`{line =, old =, new =}`, each
-- replacing the whole text of one line; `new` may hold more lines). Each
-- candidate is applied to the source, the function compiled again from
-- its changed lines alone (no other code of the file runs) in an
-- environment that reads the learner's globals (the globals it sets go to
-- a table of the proof's own), with the values of its upvalues, and graded
-- at every size the check used, each run under `hanoi.guard` and the
-- kit's limits.
-- Only a repair that makes the function right at every one of them is
-- kept: a hint never proposes a change that has not been run.
--
-- This is the generate-and-validate approach to program repair (Weimer,
-- Nguyen, Le Goues and Forrest, 2009; GenProg, 2012), with candidates
-- drawn from the slip named and the check itself as the tests.
--
-- Finding the candidates reads the code as text (the calls of the
-- function and of move, the block of a base case), which may guess wrong;
-- the proof is what makes a repair true, never the reading.
-- @module hanoi.teach.repair

local learner = require "hanoi.teach.learner"
local guard = require "hanoi.guard"
local texts = require "hanoi.teach.texts"
local T = texts.t

local type, ipairs, next, setmetatable, load, pcall, rawset, rawget, tonumber =
  type, ipairs, next, setmetatable, load, pcall, rawset, rawget, tonumber
local coroutine_create = coroutine.create
local tointeger = math.tointeger
local getinfo, getupvalue, setupvalue = debug.getinfo, debug.getupvalue, debug.setupvalue
local loaded = package.loaded
local format, concat, sort, table_insert = string.format, table.concat, table.sort, table.insert
local char = string.char

_ENV = nil -- no globals past this point

local repair = {}

--- The lines of a function's source (a file, a string given to `load`,
-- a chunk typed at the kit's REPL), and where it starts and ends; nil
-- when the kit cannot see them.
-- @tparam function fn
-- @treturn table|nil the lines of the whole chunk
-- @treturn int the first line of fn
-- @treturn int its last line
-- the lines found for a function, kept while it lives (a search reads
-- them for each of its proofs; the source of a function never changes)
local seen_lines = setmetatable({}, { __mode = "k" })

function repair.source(fn)
  if type(fn) ~= "function" then return nil end
  local info = getinfo(fn, "S")
  local lines = seen_lines[fn]
  if not lines then
    local teach = loaded["hanoi.teach"]
    lines = learner.source_lines(fn, type(teach) == "table" and teach.sources or nil)
    if not lines then return nil end
    seen_lines[fn] = lines
  end
  if info.what ~= "Lua" or info.linedefined < 1 or info.lastlinedefined > #lines then
    return nil
  end
  return lines, info.linedefined, info.lastlinedefined
end

-- ---- reading the code ----

local function trim(s) return (s:match("^%s*(.-)%s*$")) end

local function escape(s) return (s:gsub("%p", "%%%0")) end

-- the code of a line without its comment (a "--" outside a string)
local function code_of(line)
  local i, quote = 1, nil
  while i <= #line do
    local c = line:sub(i, i)
    if quote then
      if c == "\\" then i = i + 1 elseif c == quote then quote = nil end
    elseif c == '"' or c == "'" then
      quote = c
    elseif line:sub(i, i + 1) == "--" then
      return line:sub(1, i - 1)
    end
    i = i + 1
  end
  return line
end

-- the values of a call's parentheses, split at the commas outside
-- brackets and strings
local function split_args(inner)
  local args, depth, start, quote, i = {}, 0, 1, nil, 1
  while i <= #inner do
    local c = inner:sub(i, i)
    if quote then
      if c == "\\" then i = i + 1 elseif c == quote then quote = nil end
    elseif c == '"' or c == "'" then quote = c
    elseif c == "(" or c == "{" or c == "[" then depth = depth + 1
    elseif c == ")" or c == "}" or c == "]" then depth = depth - 1
    elseif c == "," and depth == 0 then
      args[#args + 1] = trim(inner:sub(start, i - 1))
      start = i + 1
    end
    i = i + 1
  end
  local last = trim(inner:sub(start))
  if last ~= "" or #args > 0 then args[#args + 1] = last end
  return args
end

-- each place a pattern matches in the code of lines `first` to `last`
-- (as code_of reads a line: without its comment), in order:
-- `f(line, code, s, e, capture)`
local function each_match(lines, first, last, pat, f)
  for L = first, last do
    local code = code_of(lines[L] or "")
    local init = 1
    while true do
      local s, e, cap = code:find(pat, init)
      if not s then break end
      f(L, code, s, e, cap)
      init = e + 1
    end
  end
end

--- The calls of `name` in the lines first..last (the header that defines
-- it left out), in order: each `{line, s, e, text, prefix, args}`.
-- @tparam table lines
-- @tparam int first
-- @tparam int last
-- @tparam string name
-- @treturn table
function repair.calls(lines, first, last, name)
  local out = {}
  if type(name) ~= "string" or name == "" then return out end
  each_match(lines, first, last, "%f[%w_]" .. escape(name) .. "%s*%b()", function(L, code, s, e)
    local before = code:sub(1, s - 1)
    if not before:find("function%s+[%w_.:]*$") then
      local open = code:find("(", s, true)
      local prefix = code:sub(s, open - 1)
      -- a method call keeps its object: self:solve(...)
      local obj = before:match("([%w_]+[:.])$")
      out[#out + 1] = { line = L, s = obj and s - #obj or s, e = e,
        prefix = (obj or "") .. trim(prefix), args = split_args(code:sub(open + 1, e - 1)),
        text = (obj or "") .. code:sub(s, e) }
    end
  end)
  return out
end

-- a call's text with other values
local function call_text(site, args)
  return format("%s(%s)", site.prefix, concat(args, ", "))
end

local function indent_of(line) return line:match("^(%s*)") end

-- ---- edits ----

-- A plan: replacements of parts of lines, `{line, s, e, new}`, turned
-- into edits of whole lines (`{line, old, new}`), or nil when two of
-- them overlap.
local function edits_of(lines, plan)
  local by_line = {}
  for _, p in ipairs(plan) do
    local list = by_line[p.line] or {}
    by_line[p.line] = list
    list[#list + 1] = p
  end
  local out = {}
  for L, list in next, by_line do
    sort(list, function(a, b) return a.s > b.s end)
    local text = lines[L]
    local last = #text + 1
    for _, p in ipairs(list) do
      if p.e >= last then return nil end
      text = text:sub(1, p.s - 1) .. p.new .. text:sub(p.e + 1)
      last = p.s
    end
    if text ~= lines[L] then out[#out + 1] = { line = L, old = lines[L], new = text } end
  end
  sort(out, function(a, b) return a.line < b.line end)
  return #out > 0 and out or nil
end

-- a replacement that puts `text` after a site: on a line of its own when
-- the site ends its line, else after it on the same line
local function after(lines, site, text)
  local rest = code_of(lines[site.line]):sub(site.e + 1)
  local sep = rest:find("^%s*$") and "\n" .. indent_of(lines[site.line]) or " "
  return { line = site.line, s = site.s, e = site.e, new = site.text .. sep .. text }
end

-- before a site: on a line of its own when the site starts its line
local function before(lines, site, text)
  local lead = lines[site.line]:sub(1, site.s - 1)
  local sep = lead:find("^%s*$") and "\n" .. lead or " "
  return { line = site.line, s = site.s, e = site.e, new = text .. sep .. site.text }
end

local function replace(site, text)
  return { line = site.line, s = site.s, e = site.e, new = text }
end

--- The edits applied to lines (a copy), or nil when one does not match.
-- @tparam table lines
-- @tparam table edits
-- @treturn table|nil
function repair.apply(lines, edits)
  local copy = {}
  for i, l in ipairs(lines) do copy[i] = l end
  for _, e in ipairs(edits) do
    if copy[e.line] ~= e.old then return nil end
    copy[e.line] = e.new
  end
  return copy
end

-- ---- the proof ----

-- Whether fn is right at every size, each run under the kit's limits;
-- with `spent` (`{steps = used, most = budget}`), no run may take more
-- steps than what is left of the budget, and a run that the count (or
-- the memory limit) stops is charged all the steps it was given: a
-- search's runaways together cost at most that many steps. The outcome
-- depends on counts alone: a run that returns is charged nothing (the
-- steps it took include allocations, whose number depends on the state
-- of the process: strings already interned, a string table grown), and
-- a run the CPU-time watchdog stops (a stall of the machine, or a hang
-- in one call of C) is run once again under a watchdog four times as
-- long before it counts as a failure (`learner.judged_run`), so that a
-- stall never decides a proof. A run that the watchdog stops twice
-- spends the whole budget: its work is in calls of C that the count does
-- not see, so every further proof of the same code would take the
-- watchdog's time too, not steps (a loop of table.sort cost `hanoi grade`
-- 20 s of such proofs, until the diagnosis' own watchdog ended them).
local function run_sizes(r, fn, sizes, spent)
  local grade = loaded["hanoi.teach.grade"]
  for _, n in ipairs(sizes) do
    local o = grade.limits({ max_seconds = r.max_seconds, max_memory = r.max_memory }, n)
    o.k, o.names, o.pos, o.events, o.stop_at_wrong = r.k, r.names, r.pos, false, true
    local budget = o.max_steps or learner.budget(o.max_seconds, n)
    if spent then
      local left = spent.most - spent.steps
      if left <= 0 then return nil end
      if budget > left then budget = left end
    end
    o.max_steps = budget
    local run = learner.judged_run(fn, n, o)
    if spent and (run.stopped == "steps" or run.stopped == "memory") then
      spent.steps = spent.steps + budget
    elseif spent and run.stopped == "time" then
      spent.steps = spent.most
    end
    if not grade.ok(run) then return nil end
  end
  return sizes
end

-- A function compiled again from its (changed) lines, alone: no other
-- code of its chunk runs. Its header becomes `return function(`, the
-- lines before it blank (the line numbers stay), its upvalues get the
-- values of the old function's of the same names, and its own name (a
-- global, or a local it recursed through) is set in `proxy` to the new
-- function. Nil when the lines cannot be read so (a method, a function
-- inside an expression).
local function recompile(fn, lines, proxy)
  local info = getinfo(fn, "S")
  local first, last = info.linedefined, info.lastlinedefined
  local head = lines[first]
  if type(head) ~= "string" then return nil end
  local s, e, name = head:find("function%s+([%w_]+)%s*%(")
  local pre
  if s then
    pre = head:sub(1, s - 1)
    if not (pre:find("^%s*$") or pre:find("^%s*local%s+$")) then return nil end
  else
    s, e = head:find("function%s*%(")
    if not s then return nil end
    pre = head:sub(1, s - 1)
    name = pre:match("^%s*local%s+([%w_]+)%s*=%s*$") or pre:match("^%s*([%w_]+)%s*=%s*$")
    if not name and not pre:find("^%s*return%s*$") then return nil end
  end
  -- the old function's upvalues are locals of the chunk, so that the new
  -- one has them as upvalues too (and gets their values below)
  local decl = {}
  for _, u in ipairs(learner.upvalues(fn)) do
    if u.name ~= "_ENV" and u.name:find("^[%a_][%w_]*$") then decl[#decl + 1] = u.name end
  end
  local pre_decl = #decl > 0 and "local " .. concat(decl, ", ") .. " " or ""
  local body = {}
  for i = 1, first - 1 do body[i] = "" end
  body[first] = "return function(" .. head:sub(e + 1)
  if first > 1 then body[1] = pre_decl else body[first] = pre_decl .. body[first] end
  for i = first + 1, last do body[i] = lines[i] end
  local chunk = load(concat(body, "\n"), "=(a repair)", "t", proxy)
  if not chunk then return nil end
  local ok, new = pcall(chunk)
  if not ok or type(new) ~= "function" then return nil end
  local old = {}
  for _, u in ipairs(learner.upvalues(fn)) do old[u.name] = u.value end
  local i = 1
  while true do
    local uname = getupvalue(new, i)
    if uname == nil then break end
    if uname == name then
      setupvalue(new, i, new)      -- a local function that calls itself
    elseif uname ~= "_ENV" and type(rawget(proxy, uname)) == "function" then
      setupvalue(new, i, rawget(proxy, uname))   -- a helper compiled again for the proof
    elseif uname ~= "_ENV" and old[uname] ~= nil then
      setupvalue(new, i, old[uname])
    end
    i = i + 1
  end
  if name then rawset(proxy, name, new) end
  return new
end

-- The lines of a record's function with edits made, and the table a
-- candidate runs in; nil when no proof can be made here (no grade loaded,
-- or a guarded run that is not the kit's diagnosis), the source is not at
-- hand, or the edits do not apply. The learner's globals are read, never
-- written: what a candidate defines goes in a table of its own (a function
-- that reads no global has no environment: the table alone), and its
-- prints and io.write are not the learner's (a search proves many).
local function edited(r, edits)
  local grade = loaded["hanoi.teach.grade"]
  if type(grade) ~= "table" or (guard.active() and not grade.diagnosing()) then return nil end
  local lines = repair.source(r.fn)
  if not lines then return nil end
  local fixed = repair.apply(lines, edits)
  if not fixed then return nil end
  local env = learner.env_of(r.fn)
  local proxy = setmetatable({}, { __index = type(env) == "table" and env or nil })
  proxy.print = function() end
  -- and what it writes with io.write is not written either
  local io = type(env) == "table" and rawget(env, "io")
  if type(io) == "table" then
    local quiet = {}
    quiet.write = function() return quiet end
    proxy.io = setmetatable({ write = function() return quiet end }, { __index = io })
  end
  return fixed, proxy
end

--- Whether edits make a record's function right at the sizes given: the
-- sizes, when they do; nil otherwise. The functions compiled again are
-- fn and, when given, the helper whose lines the edits change.
-- @tparam table r the record of the failed run (its function, pegs, limits)
-- @tparam table sizes the sizes to grade
-- @tparam table edits
-- @tparam[opt] function helper
-- @tparam[opt] table spent `{steps = used, most = budget}`: the steps of
--   the runs counted there, none past the budget
-- @treturn table|nil
function repair.prove(r, sizes, edits, helper, spent)
  local fixed, proxy = edited(r, edits)
  if not fixed then return nil end
  if helper then
    local info, own = getinfo(helper, "S"), getinfo(r.fn, "S")
    -- a helper outside fn's lines is compiled on its own
    if info.source == own.source and (info.linedefined < own.linedefined
        or info.lastlinedefined > own.lastlinedefined) then
      if not recompile(helper, fixed, proxy) then return nil end
    end
  end
  local fn = recompile(r.fn, fixed, proxy)
  if not fn then return nil end
  return run_sizes(r, fn, sizes, spent)
end

--- Whether edits of a whole chunk (a declaration moved, say) make a
-- record's function right at the sizes given: the chunk, changed, is run
-- again under the guard (a step budget of a tenth of a second's, the
-- kit's memory limit, a watchdog of four seconds) in a table of its own
-- that reads the learner's globals (its prints silent), and the function
-- it defines under the same name (or returns) is graded at every size. The sizes, when it is
-- right at all of them; nil otherwise.
-- @tparam table r the record of the failed run
-- @tparam table sizes
-- @tparam table edits
-- @tparam string name the name the chunk defines the function by
-- @tparam[opt] table spent as for `repair.prove`
-- @treturn table|nil
function repair.prove_chunk(r, sizes, edits, name, spent)
  local fixed, proxy = edited(r, edits)
  if not fixed then return nil end
  local chunk = load(concat(fixed, "\n"), "=(a repair)", "t", proxy)
  if not chunk then return nil end
  local co = coroutine_create(chunk)
  -- (the count decides; the watchdog, far past it, only catches a hang)
  local status, why, value = guard.run(co, { steps = learner.STEPS_PER_SECOND // 10,
    seconds = 4 * learner.CLOCK_SCALE, memory = (r.max_memory or 256) << 20 })
  if status ~= "ok" or why then return nil end
  local fn = type(value) == "function" and value or rawget(proxy, name)
  if type(fn) ~= "function" then return nil end
  return run_sizes(r, fn, sizes, spent)
end

--- The first of the candidates that the proof keeps, and its sizes.
-- @tparam table r
-- @tparam table sizes
-- @tparam table candidates a list of edit lists
-- @tparam[opt] function helper as for `repair.prove`
-- @treturn table|nil the edits
-- @treturn table|nil the sizes
function repair.first(r, sizes, candidates, helper)
  local tried = {}
  for _, edits in ipairs(candidates) do
    local key = {}
    for i, e in ipairs(edits) do key[i] = e.line .. "\0" .. e.new end
    key = concat(key, "\1")
    if not tried[key] then
      tried[key] = true
      local ok = repair.prove(r, sizes, edits, helper)
      if ok then return edits, ok end
    end
  end
end

-- a text with its first letter a capital (ASCII, Latin-1's letters and
-- Cyrillic's in UTF-8; other scripts have none)
local function capital(s)
  local a, b = s:byte(1, 2)
  if not a then return s end
  if a >= 0x61 and a <= 0x7A then return s:sub(1, 1):upper() .. s:sub(2) end
  if a == 0xC3 and b and b >= 0xA0 and b <= 0xBE and b ~= 0xB7 then
    return char(0xC3, b - 0x20) .. s:sub(3)
  end
  if a == 0xD0 and b and b >= 0xB0 and b <= 0xBF then return char(0xD0, b - 0x20) .. s:sub(3) end
  if a == 0xD1 and b and b >= 0x80 and b <= 0x8F then return char(0xD0, b + 0x20) .. s:sub(3) end
  if a == 0xD1 and b and b >= 0x90 and b <= 0x9F then return char(0xD0, b - 0x10) .. s:sub(3) end
  return s
end

--- The words of a repair in the kit's language: "change line 5 to
-- `...`", "after line 4 add `...`", joined; the code is the code.
-- @tparam table edits
-- @tparam[opt] boolean start the words begin a sentence (a capital)
-- @treturn string
function repair.describe(edits, start)
  local parts = {}
  for _, e in ipairs(edits) do
    local new, old = e.new, e.old
    local added
    if new:sub(1, #old + 1) == old .. "\n" then
      added = new:sub(#old + 2)
      local t = {}
      for l in (added .. "\n"):gmatch("([^\n]*)\n") do t[#t + 1] = trim(l) end
      parts[#parts + 1] = T("kit.fix.after", { line = e.line, code = concat(t, " ") })
    elseif new:sub(-#old - 1) == "\n" .. old then
      added = new:sub(1, -#old - 2)
      local t = {}
      for l in (added .. "\n"):gmatch("([^\n]*)\n") do t[#t + 1] = trim(l) end
      parts[#parts + 1] = T("kit.fix.before", { line = e.line, code = concat(t, " ") })
    elseif trim(new) == "" then
      parts[#parts + 1] = T("kit.fix.delete", { line = e.line, code = trim(old) })
    else
      local t = {}
      for l in (new .. "\n"):gmatch("([^\n]*)\n") do t[#t + 1] = trim(l) end
      parts[#parts + 1] = T("kit.fix.change", { line = e.line, code = concat(t, " ") })
    end
  end
  local said = #parts == 1 and parts[1] or texts.list(parts)
  return start and capital(said) or said
end

-- ---- the candidates of each slip ----

-- what a slip's candidates need: `lines`, `first`, `last` (the function
-- whose tree holds the slip), `fname` (its name in its calls), `move`
-- (the name of move), `role` (parameter name by role), `n` (the name of
-- n), `k`, `order` (the roles of its pegs), `facts`, `move_arg` (its
-- calls pass move)
local C = {}

-- the recursive calls and the moves of the function
local function sites(x)
  return repair.calls(x.lines, x.first, x.last, x.fname),
    repair.calls(x.lines, x.first, x.last, x.move)
end

-- a call with the pegs of the first (which = 1) or the second call,
-- keeping the call's own n and anything after the pegs
local MAP = { { from = "from", to = "via", via = "to" }, { from = "via", to = "to", via = "from" } }
local function right_call(x, site, which, n_expr)
  local args = {}
  for i, a in ipairs(site.args) do args[i] = a end
  if n_expr then args[1] = n_expr end
  if #args < 1 then return nil end
  for i, role in ipairs(x.order) do
    local name = x.role[MAP[which][role]]
    if not name then return nil end
    args[i + 1] = name
  end
  if x.move_arg and #args < x.k + 2 then args[x.k + 2] = x.move end
  for i = 1, #args do if args[i] == nil then return nil end end
  return call_text(site, args)
end

local function n_minus_1(x) return x.n .. " - 1" end

-- a move's text with the right pegs
local function right_move(x, site)
  return format("%s(%s, %s)", site.prefix, x.role.from, x.role.to)
end

local function fresh_call(x, calls, which)
  local site = calls[1]
  if not site then return nil end
  return right_call(x, site, which, n_minus_1(x))
end

-- the pegs of one call, or the other
local function call_pegs(which)
  return function(x)
    local calls = sites(x)
    local out = {}
    -- the call that is wrong is most likely the `which`th; any may be
    for i = 1, #calls do
      local j = (which + i - 2) % #calls + 1
      local text = right_call(x, calls[j], which)
      if text then out[#out + 1] = { replace(calls[j], text) } end
    end
    return out
  end
end
C.first_call_pegs = call_pegs(1)
C.second_call_pegs = call_pegs(2)

-- a plan of each of the edits alone, then one of them all together (the
-- same slip in several places: in the base case and in the body)
local function alone_and_together(edits)
  local out = {}
  for i, e in ipairs(edits) do out[i] = { e } end
  if #edits > 1 then out[#out + 1] = edits end
  return out
end

C.move_args = function(x)
  local _, moves = sites(x)
  local edits = {}
  for _, m in ipairs(moves) do edits[#edits + 1] = replace(m, right_move(x, m)) end
  return alone_and_together(edits)
end

-- the three steps written again in the places the function's two calls
-- and each of its moves have, in the order they stand: a plan for each
-- list of three texts `codes(calls, m)` gives (the first call, the move,
-- the second)
local function rewritten(x, codes)
  local calls, moves = sites(x)
  local out = {}
  if #calls ~= 2 then return out end
  for _, m in ipairs(moves) do
    local slots = { calls[1], calls[2], m }
    sort(slots, function(a, b) return a.line < b.line or (a.line == b.line and a.s < b.s) end)
    for _, code in ipairs(codes(calls, m)) do
      local plan = {}
      for i, slot in ipairs(slots) do plan[i] = replace(slot, code[i]) end
      out[#out + 1] = plan
    end
  end
  return out
end

-- the three steps in their order: each arrangement of the two calls
-- around the move, in the places the three had
local function reorder(x)
  return rewritten(x, function(calls, m)
    return { { calls[1].text, m.text, calls[2].text }, { calls[2].text, m.text, calls[1].text } }
  end)
end
C.move_first = reorder
C.move_last = reorder

C.missing_call = function(x)
  local calls, moves = sites(x)
  local out = {}
  for _, m in ipairs(moves) do
    local first, second = fresh_call(x, calls, 1), fresh_call(x, calls, 2)
    if first and second then
      if x.facts.which == "second" or x.facts.shape == "CM" then
        out[#out + 1] = { after(x.lines, m, second) }
      end
      if x.facts.which == "first" or x.facts.shape == "MC" then
        out[#out + 1] = { before(x.lines, m, first) }
      end
      -- the one call in the wrong place, or with wrong pegs: both calls
      -- around the move, the old one gone
      for _, c in ipairs(calls) do
        if c.line ~= m.line then
          out[#out + 1] = { replace(c, ""), before(x.lines, m, first) }
          out[#out + 1] = { replace(c, ""), after(x.lines, m, second) }
          out[#out + 1] = { replace(c, first), after(x.lines, m, second) }
          out[#out + 1] = { replace(c, second), before(x.lines, m, first) }
        end
      end
      out[#out + 1] = { before(x.lines, m, first) }
      out[#out + 1] = { after(x.lines, m, second) }
      -- a move that stands where a call should be: the call instead; a
      -- loop of moves, `for ... do move(...) end`: the call for the loop
      for _, other in ipairs(moves) do
        if other ~= m then
          out[#out + 1] = { replace(other, first) }
          out[#out + 1] = { replace(other, second) }
          local L = other.line
          local head, tail = x.lines[L - 1], x.lines[L + 1]
          if head and tail and code_of(head):find("^%s*for%s.*%sdo%s*$")
              and code_of(tail):find("^%s*end%s*$") then
            for _, call in ipairs({ first, second }) do
              out[#out + 1] = {
                { line = L - 1, old = head, new = indent_of(head) .. call },
                { line = L, old = x.lines[L], new = "" },
                { line = L + 1, old = tail, new = "" } }
            end
          end
        end
      end
    end
  end
  return out
end

C.missing_move = function(x)
  local calls = sites(x)
  local out = {}
  if #calls >= 1 then
    local mv = format("%s(%s, %s)", x.move, x.role.from or "from", x.role.to or "to")
    out[#out + 1] = { after(x.lines, calls[1], mv) }
  end
  return out
end

-- the lines of the header's block: where the body starts
local function header_end(x)
  for L = x.first, x.last do
    if code_of(x.lines[L]):find("%b()") then return L end
  end
  return x.first
end

-- `return` after each move before the first recursive call (the base
-- case's), or just before the `end` of its block
local function base_return(x)
  local calls, moves = sites(x)
  local out = {}
  local first_call = calls[1] and calls[1].line or x.last
  for _, m in ipairs(moves) do
    if m.line < first_call or (m.line == first_call and m.s < calls[1].s) then
      out[#out + 1] = { after(x.lines, m, "return") }
      -- a base case that does more after its move (n = 0): return at the
      -- end of its block, the next `end` or `else`
      for L = m.line, first_call do
        local code = code_of(x.lines[L])
        local s = code:find("%f[%w_]end%f[^%w_]", L == m.line and m.e + 1 or 1)
          or code:find("%f[%w_]else%f[^%w_]", L == m.line and m.e + 1 or 1)
        if s then
          local lead = x.lines[L]:sub(1, s - 1)
          if lead:find("^%s*$") then
            out[#out + 1] = { { line = L, s = s, e = s - 1, new = "  return\n" .. lead } }
          else
            out[#out + 1] = { { line = L, s = s, e = s - 1, new = "return " } }
          end
          break
        end
      end
    end
  end
  return out
end
-- a base case that moves with no disk: without its move, or its test
-- one disk up
local function base_test(x, from_v, to_v)
  local out = {}
  for L = x.first, x.last do
    local code = code_of(x.lines[L])
    local pat = "%f[%w_]" .. escape(x.n) .. "%s*([=<>~]=?)%s*(%-?%d+)"
    local s, e, op, v = code:find(pat)
    if s and code:find("%f[%w_]if%f[^%w_]") then
      local val = tointeger(tonumber(v))
      local new
      if (op == "==" or op == "<=") and val == from_v then
        new = format("%s %s %d", x.n, op, to_v)
      elseif op == "<" and val == from_v + 1 then
        new = format("%s < %d", x.n, to_v + 1)
      end
      if new then out[#out + 1] = { { line = L, s = s, e = e, new = new } } end
    end
  end
  return out
end

C.base_moves_zero = function(x)
  local calls, moves = sites(x)
  local out = {}
  local first_call = calls[1] and calls[1].line or x.last + 1
  for _, m in ipairs(moves) do
    if m.line < first_call then out[#out + 1] = { replace(m, "") } end
  end
  for _, c in ipairs(base_test(x, 0, 1)) do out[#out + 1] = c end
  return out
end

C.base_no_return = function(x)
  local out = base_return(x)
  -- a base case on n = 0 that moves: one disk up, and its return
  local tests = base_test(x, 0, 1)
  local n = #out
  for i = 1, n do
    for _, t in ipairs(tests) do
      local plan = {}
      for _, p in ipairs(out[i]) do plan[#plan + 1] = p end
      for _, p in ipairs(t) do plan[#plan + 1] = p end
      out[#out + 1] = plan
    end
  end
  return out
end

C.base_moves_twice = function(x)
  local calls, moves = sites(x)
  local out, base = {}, {}
  local first_call = calls[1] and calls[1].line or x.last + 1
  for _, m in ipairs(moves) do
    if m.line < first_call then base[#base + 1] = m end
  end
  -- one move, the right one, where the base case made several
  for keep = 1, #base do
    local plan = {}
    for i, m in ipairs(base) do
      plan[i] = replace(m, i == keep and right_move(x, m) or "")
    end
    out[#out + 1] = plan
  end
  return out
end

C.base_no_move = function(x)
  local out = base_test(x, 1, 0)
  local calls = sites(x)
  -- or a move before the base case's return
  for L = x.first, (calls[1] and calls[1].line or x.last) do
    local code = code_of(x.lines[L])
    local s = code:find("%f[%w_]return%f[^%w_]")
    if s then
      local site = { line = L, s = s, e = s + 5, text = "return" }
      out[#out + 1] = { before(x.lines, site,
        format("%s(%s, %s)", x.move, x.role.from or "from", x.role.to or "to")) }
      break
    end
  end
  return out
end

C.no_base = function(x)
  local L = header_end(x)
  local body = x.lines[L + 1] or ""
  local ind = indent_of(body)
  if ind == "" then ind = indent_of(x.lines[L]) .. "  " end
  return {
    { { line = L, old = x.lines[L], new = x.lines[L] .. "\n" .. ind
      .. format("if %s == 0 then return end", x.n) } },
  }
end

C.endless = function(x)
  local edits = {}
  for _, c in ipairs((sites(x))) do
    if c.args[1] and c.args[1] ~= n_minus_1(x) then
      local args = {}
      for i, a in ipairs(c.args) do args[i] = a end
      args[1] = n_minus_1(x)
      edits[#edits + 1] = replace(c, call_text(c, args))
    end
  end
  return alone_and_together(edits)
end
C.wrong_n = C.endless

C.move_not_passed = function(x)
  local edits = {}
  for _, c in ipairs((sites(x))) do
    local args = {}
    for i, a in ipairs(c.args) do args[i] = a end
    if args[x.k + 2] ~= x.move then
      args[x.k + 2] = x.move
      for i = 1, x.k + 1 do if args[i] == nil then args = nil; break end end
      if args then edits[#edits + 1] = replace(c, call_text(c, args)) end
    end
  end
  return alone_and_together(edits)
end

-- a misspelt name, on the lines of the function: the name it meant
local function rename(x)
  local out = {}
  local bad, good = x.facts.name, x.facts.near
  if type(bad) ~= "string" or type(good) ~= "string" then return out end
  local plan = {}
  each_match(x.lines, x.first, x.last, "%f[%w_]" .. escape(bad) .. "%f[^%w_]",
    function(L, code, s, e)
      -- not a field's name (t.name) nor a method's
      local prev = code:sub(s - 1, s - 1)
      if prev ~= "." and prev ~= ":" then
        plan[#plan + 1] = { line = L, s = s, e = e, new = good }
      end
    end)
  if #plan > 0 then out[#out + 1] = plan end
  return out
end
-- the parameters of the function's header line: the text between its
-- brackets and where it stands (first and last byte); nil when the line
-- has none
local function header_params(x)
  local head = x.lines[x.head]
  if not head then return nil end
  local s, e = head:find("function[^(]*%b()")
  if not s then return nil end
  local open = head:find("(", s, true)
  return head:sub(open + 1, e - 1), open + 1, e - 1
end

C.undefined = function(x)
  if x.facts.no_move_param and not x.facts.near then
    -- a function that takes no move: the name it calls as its last
    -- parameter
    local params, ps, pe = header_params(x)
    if not params then return {} end
    local inner = trim(params)
    local plan = { { line = x.head, s = ps, e = pe,
      new = (inner == "" and "" or inner .. ", ") .. x.facts.name } }
    -- and each call passes it on
    for _, c in ipairs(repair.calls(x.lines, x.head, x.head_last, x.fname)) do
      if #c.args == x.k + 1 then
        local args = {}
        for i, a in ipairs(c.args) do args[i] = a end
        args[#args + 1] = x.facts.name
        plan[#plan + 1] = replace(c, call_text(c, args))
      end
    end
    return { plan }
  end
  return rename(x)
end
C.nil_variable = rename

-- a function that takes no spare peg: the peg as a parameter before move
C.missing_peg = function(x)
  local inner, ps, pe = header_params(x)
  local params = inner and split_args(inner)
  if not params or #params < 2 then return {} end
  table_insert(params, #params, x.facts.role or "via")
  return { { { line = x.head, s = ps, e = pe, new = concat(params, ", ") } } }
end

-- the last of the function's calls of itself, or nil
local function last_call(x)
  local calls = sites(x)
  return calls[#calls]
end

-- a call outside the block it belongs in: the `end` of the block that
-- holds the calls before it moved after the last call
C.misplaced_end = function(x)
  local out, last = {}, last_call(x)
  if not last then return out end
  for L = last.line - 1, x.first + 1, -1 do
    local t = trim(code_of(x.lines[L]))
    if t == "end" then
      -- the lines from L + 1 to the last call's go up one line, one
      -- step deeper, and the `end` after them
      local step = indent_of(x.lines[L + 1]):sub(#indent_of(x.lines[L]) + 1)
      if step == "" then step = "  " end
      local edits = {}
      for i = L, last.line - 1 do
        local moved = x.lines[i + 1]
        edits[#edits + 1] = { line = i, old = x.lines[i],
          new = trim(moved) ~= "" and step .. moved or moved }
      end
      edits[#edits + 1] = { line = last.line, old = x.lines[last.line], new = x.lines[L] }
      out[#out + 1] = edits
      break
    end
  end
  return out
end

-- the three steps of the recursion rewritten whole, in the places the
-- calls and the move had: what is left when the slip named is one of
-- several in those lines
local function whole(x)
  return rewritten(x, function(calls, m)
    local first, second = right_call(x, calls[1], 1), right_call(x, calls[2], 2)
    return first and second and { { first, right_move(x, m), second } } or {}
  end)
end

for _, slip in ipairs({ "first_call_pegs", "second_call_pegs", "move_first", "move_last",
    "move_args" }) do
  local own = C[slip]
  C[slip] = function(x)
    local out = own(x)
    for _, plan in ipairs(whole(x)) do out[#out + 1] = plan end
    return out
  end
end

-- the calls in the function's lines of any name but its own and move's
local function other_calls(x)
  local out = {}
  each_match(x.lines, x.first + 1, x.last, "([%a_][%w_%.:]*)%s*%b()", function(L, code, s, e, name)
    local base = name:match("[%w_]+$")
    if base ~= x.fname and base ~= x.move and base ~= "function" and base ~= "if"
        and base ~= "while" and base ~= "return" then
      local open = code:find("(", s, true)
      out[#out + 1] = { line = L, s = s, e = e, prefix = name, text = code:sub(s, e),
        args = split_args(code:sub(open + 1, e - 1)) }
    end
  end)
  return out
end

-- four pegs: the three-peg part with the other spare peg
C.park_spare = function(x)
  local pn, qn = x.facts.pn, x.facts.qn
  local out = {}
  if not pn or not qn then return out end
  for _, c in ipairs(other_calls(x)) do
    local args, changed = {}, false
    for i, a in ipairs(c.args) do
      if a == pn then args[i], changed = qn, true
      elseif a == qn then args[i], changed = pn, true
      else args[i] = a end
    end
    if changed then out[#out + 1] = { replace(c, call_text(c, args)) } end
  end
  return out
end

-- four pegs: the last call with two of its pegs swapped
C.return_pegs = function(x)
  local out, last = {}, last_call(x)
  if not last then return out end
  for i = 2, x.k + 1 do
    for j = i + 1, x.k + 1 do
      local args = {}
      for m, a in ipairs(last.args) do args[m] = a end
      if args[i] and args[j] then
        args[i], args[j] = args[j], args[i]
        out[#out + 1] = { replace(last, call_text(last, args)) }
      end
    end
  end
  return out
end

--- The candidates for a slip, as lists of edits; empty when the slip
-- proposes no change or the code cannot be read for one.
-- @tparam string slip
-- @tparam table x see above
-- @treturn table
function repair.candidates(slip, x)
  local make = C[slip]
  if not make then return {} end
  local ok, plans = pcall(make, x)
  if not ok or type(plans) ~= "table" then return {} end
  local out = {}
  for _, plan in ipairs(plans) do
    -- a plan of whole-line edits passes as it is
    if plan[1] and plan[1].old then
      out[#out + 1] = plan
    else
      local edits = edits_of(x.lines, plan)
      if edits then out[#out + 1] = edits end
    end
  end
  return out
end

--- Whether a slip's hint proposes a change (so that it needs a proof).
function repair.changes(slip) return C[slip] ~= nil end


return repair
