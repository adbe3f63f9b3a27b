--- A seeded random API driver for `hanoi`.
--
-- It finds its targets at run time: every function of the `hanoi` table
-- (and of the tables one level down), every `hanoi.State` method and
-- every function in the State metatable. So code added by other
-- branches is covered without editing this file.
--
-- Each run (seed S + run number) makes random calls with arguments of
-- every type (nil, booleans, integers incl. 0, -1, huge and
-- math.mininteger, floats, NaN, strings with NUL bytes and digits,
-- tables with hostile metamethods: __len that lies (2^62, -1, 2.5),
-- raises or yields, __index that raises, yields or makes up items,
-- __eq and __lt that lie, raise or yield, __gc finalizers that raise,
-- re-enter the API or change a list while a call reads it; lists whose
-- raw length reaches far past their items (t[1], t[2], t[4], ...,
-- t[2^40]); io.stdout, functions that raise, yield, collect garbage or
-- re-enter the API, coroutines), changes the fields of every table a
-- call returned (a graph's n, labels, from, ...) and calls its methods
-- again, reads its userdata fields through their metamethods, makes small
-- puzzles whose callbacks raise, yield, make values up, keep emit or call
-- the puzzle again and calls their methods, makes calls under hanoi.guard
-- (a small memory limit) whose results are used after it, steps move
-- iterators (partially, interleaved, inside coroutines that yield and
-- are resumed or abandoned, in real `for` loops left by `break` or by an
-- error) and collects garbage. After each step it checks from Lua:
--   * every state: disks strictly decreasing bottom to top on every
--     peg, each disk on exactly one peg, s:peg(d), s:top(p),
--     s:height(p), s:label() and #s agreeing;
--   * s.moves counts the successful s:move calls;
--   * s:move / s:can_move agree with a judge written here;
--   * a call that fails (raises, or returns nil/false) leaves every
--     state it was given equal to a copy taken before;
--   * a `hanoi.moves` iterator only makes legal moves from the tower it
--     starts on, ends on a full tower on the target peg after
--     hanoi.count moves (no method) and keeps returning nothing once done.
--
--   lua5.4 tools/fuzz.lua [--seed S] [--runs R] [--steps N] [--seconds T]
--                         [--cpath P] [--skip a,b] [--expect-so FILE]
--                         [--trace FILE] [--slow SECONDS] [-v]
--
-- --trace writes each run's seed and each call, before it is made, to
-- FILE: when a C call never returns (tools/fuzz.sh stops the process),
-- its last line is the culprit. A call that takes more than --slow
-- (default 10) seconds of CPU fails the run (Lua code is stopped then by
-- a hook; C code is not).
--
-- --seconds T starts no new run after T seconds of CPU (none by default:
-- the runs asked for are all made, so a seed and a count make the same
-- run on every machine; `make fuzz`, a long run, caps its time).
--
-- Without --seed the seed comes from the clock; it is printed. A failing
-- run prints the command that replays it alone. The last line is
-- "fuzz: N passed, N failed" (runs).

local opts = {
  seed = nil, runs = 100, steps = 200, seconds = math.huge,
  cpath = "./build/?.so", verbose = false, expect = nil,
  -- block or change the terminal or the clock, or remove and make the
  -- user's files (the cache of tables): never fuzzed
  skip = { sleep = true, readkey = true, rawmode = true,
           cache_dir = true, cache_clear = true, cache_info = true },
}
do
  local i = 1
  while i <= #arg do
    local a, v = arg[i], arg[i + 1]
    if a == "--seed" then opts.seed = assert(math.tointeger(tonumber(v)), "--seed N"); i = i + 1
    elseif a == "--runs" then opts.runs = assert(math.tointeger(tonumber(v)), "--runs N"); i = i + 1
    elseif a == "--steps" then opts.steps = assert(math.tointeger(tonumber(v)), "--steps N"); i = i + 1
    elseif a == "--seconds" then opts.seconds = assert(tonumber(v), "--seconds T"); i = i + 1
    elseif a == "--cpath" then opts.cpath = v; i = i + 1
    elseif a == "--expect-so" then opts.expect = v; i = i + 1
    elseif a == "--slow" then opts.slow = assert(tonumber(v), "--slow SECONDS"); i = i + 1
    elseif a == "--trace" then opts.trace = assert(io.open(v, "w")); opts.trace:setvbuf("line"); i = i + 1
    elseif a == "--skip" then
      for name in v:gmatch("[^,]+") do opts.skip[name] = true end
      i = i + 1
    elseif a == "-v" or a == "--verbose" then opts.verbose = true
    else io.stderr:write("fuzz: unknown option ", tostring(a), "\n"); os.exit(2) end
    i = i + 1
  end
end
opts.seed = opts.seed or (os.time() * 1000 + math.floor(os.clock() * 1000) % 1000)

package.path = "./lua/?.lua;./lua/?/init.lua;./tools/?.lua;" .. package.path
package.cpath = opts.cpath .. ";" .. package.cpath
local hanoi = require "hanoi"

if opts.expect then   -- the sanitized core, not another one
  local maps = assert(io.open("/proc/self/maps")):read("a")
  local want = opts.expect:gsub("^%./", "")
  if not maps:find(want, 1, true) then
    print("fuzz: hanoi.core was not loaded from " .. want)
    print("fuzz: 0 passed, 1 failed")
    os.exit(1)
  end
end

local mtype, random = math.type, math.random
local unpack, pack, concat, sort = table.unpack, table.pack, table.concat, table.sort
local cocreate, coresume, costatus, coyield, isyieldable =
  coroutine.create, coroutine.resume, coroutine.status, coroutine.yield,
  coroutine.isyieldable

local guard = require "hanoi.guard"
local api = require "hanoi_api"
local check_state, LETTERS = api.check_state, api.LETTERS
local targets = api.targets(hanoi, opts.skip)

-- methods whose effect on the state is checked exactly here
local PURE = { peg = true, top = true, height = true, disks = true, label = true,
               code = true, is_tower = true, copy = true, can_move = true }


-- a position as plain Lua data, taken through the label only
local function snapshot(s)
  return { label = s:label(), moves = s.moves, n = s.n, k = s.k, copy = s:copy() }
end

local function same(s, snap)
  return s:label() == snap.label and s.moves == snap.moves and s.n == snap.n
     and s.k == snap.k and s == snap.copy and snap.copy == s
end

-- the judge: the peg tops of a snapshot, and whether a -> b is legal
local function tops(snap)
  local t = {}
  for d = snap.n, 1, -1 do t[LETTERS:find(snap.label:sub(d, d), 1, true)] = d end
  return t
end
local function legal(snap, a, b)
  if a == b then return false end
  local t = tops(snap)
  return t[a] ~= nil and (t[b] == nil or t[a] < t[b])
end

-- an argument as luaL_checkinteger reads it (2.0 and "2" are 2), or nil
local function toint(v)
  if type(v) == "string" then v = tonumber(v) end
  return type(v) == "number" and math.tointeger(v) or nil
end
local function is_peg(v, k) return v ~= nil and v >= 1 and v <= k end
-- a peg of State:move / can_move: a number, or a letter as labels write it
-- (either case with 26 pegs or fewer)
local function topeg(v, k)
  if type(v) == "string" and #v == 1 then
    local i = LETTERS:find(v, 1, true)
    if k <= 26 and v:match("%l") then i = v:byte() - 96 end
    return i
  end
  return toint(v)
end

------------------------------------------------------------------ a run --

local WATCHDOG, WATCHDOG_MSG = opts.slow or 10, "fuzz watchdog"   -- seconds of CPU for one call

-- makers of a table {[1] = v, [2] = v, [4] = v, ..., [2^e] = v}: built by
-- a constructor, its items stay in the hash part, and its raw length (a
-- border) is 2^e though it holds e + 1 items
-- tables a call may hand back that are not its own to change: the
-- modules and their tables (the fuzzer itself calls through them)
local function shared(v)       -- (raw comparisons: v may have an __eq that raises or yields)
  if rawequal(v, hanoi) then return true end        -- the first one, even after a reload
  for _, f in next, hanoi do if rawequal(v, f) then return true end end
  for _, m in next, package.loaded do
    if rawequal(v, m) then return true end
    if type(m) == "table" then
      for _, f in next, m do if rawequal(v, f) then return true end end
    end
  end
  return false
end

-- a table key as text, without running a metamethod
local function keytext(k)
  local t = type(k)
  return (t == "string" or t == "number" or t == "boolean") and tostring(k) or t
end

local BORDER = {}
for _, e in ipairs { 2, 4, 24, 25, 40 } do
  local items = {}
  for i = 0, e do items[#items + 1] = ("[%d] = v"):format(1 << i) end
  BORDER[#BORDER + 1] = assert(load("local v = ... return {" .. concat(items, ", ") .. "}"))
end

local stats = { calls = 0, raised = 0, steps = 0, gcs = 0, yields = 0, slow = 0, checked = 0, finished = 0 }

local function describe(v)
  local t = type(v)
  if t == "string" then
    local s = v:gsub("[%z\1-\31\127-\255]", function(c) return ("\\%d"):format(c:byte()) end)
    if #s > 24 then s = s:sub(1, 21) .. "..." end
    return '"' .. s .. '"'
  elseif t == "number" then return tostring(v)
  elseif t == "userdata" and hanoi.type(v) == "state" then return "state(" .. v:label() .. ")"
  else return t end
end

-- rval(depth): a value of any kind for an argument (SPECIALS: the kinds,
-- from nil and NaN to lists that lie, finalizers and callbacks that
-- raise, yield or re-enter the API), drawn over the run's values R
local function new_rval(R)
  local states, iters, expected, victim, dead, pick = R.states, R.iters, R.expected, R.victim, R.dead, R.pick
  local rval
  local SPECIALS = {
    function() return nil end, function() return true end, function() return false end,
    function() return 0 end, function() return -1 end, function() return 1 end,
    function() return random(-3, 70) end, function() return math.maxinteger end,
    function() return math.mininteger end, function() return 1 << 62 end,
    function() return 64 end, function() return 65 end, function() return 2 end,
    function() return 32 end, function() return 33 end,
    function() return 0.5 end, function() return 2.0 end, function() return -0.0 end,
    function() return 0 / 0 end, function() return math.huge end,
    function() return -math.huge end, function() return 2 ^ 63 end, function() return 1e308 end,
    function() return "" end, function() return "A" end, function() return "A\0B" end,
    function() return "\0" end, function() return "1" end, function() return "3" end,
    function() return "0" end, function() return "-1" end, function() return " 2" end,
    function() return "0x10" end, function() return "1.5" end,
    function() return "9223372036854775807" end, function() return "9223372036854775808" end,
    function() return "18446744073709551615" end, function() return "18446744073709551616" end,
    function() return ("9"):rep(random(1, 400)) end, function() return ("0"):rep(25) .. "7" end,
    function()  -- a label, sometimes with a bad letter
      local t = {}
      for i = 1, random(0, 66) do t[i] = LETTERS:sub(random(1, 5), random(1, 5)) end
      if random(3) == 1 then t[random(#t + 1)] = pick { "?", "g", "z", "\0", " ", "AB" } end
      return concat(t)
    end,
    function() return {} end,
    function() local t = {}; for i = 1, random(0, 66) do t[i] = random(0, 5) end; return t end,
    function()  -- an option table
      local t = {}
      for _, f in ipairs { "pegs", "from", "to", "via", "method" } do
        if random(2) == 1 then t[f] = f == "method" and pick { "x", "", 1, "recursive", "gray" } or rval(1) end
      end
      return t
    end,
    function() return { pegs = random(3, 6), from = random(1, 3), to = random(1, 3) } end,
    function() return setmetatable({}, { __index = function() error("index boom") end }) end,
    function() return setmetatable({}, { __len = function() error("len boom") end }) end,
    function() return setmetatable({}, { __len = function() return math.maxinteger end }) end,
    function() return setmetatable({}, { __index = function(_, key)  -- fresh strings
      return key == "method" and ("fresh" .. random(9)) or nil end }) end,
    function() return setmetatable({}, { __index = function() return coyield() end }) end,
    -- lists that lie about their length, or make up their items
    function() return setmetatable({}, { __len = function() return 1 << 62 end,
      __index = function() return pick(states) end }) end,
    function() return setmetatable({}, { __len = function() return 1 << 62 end,
      __index = function() return { 1, 2 } end }) end,
    function() return setmetatable({ pick(states) }, { __len = function() return -1 end }) end,
    function() return setmetatable({ pick(states) }, { __len = function() return 2.5 end }) end,
    function() return setmetatable({ pick(states) }, { __len = function() return coyield() end }) end,
    function() return setmetatable({ pick(states), 3 }, { __index = function() error("item boom") end }) end,
    function()   -- a raw length (a border) far past the items: 2^e for e up to 40
      return BORDER[random(#BORDER)](pick(states))
    end,
    function()   -- a list of states, or of goals (states and pegs)
      local t = {}
      for i = 1, random(1, 5) do t[i] = random(3) == 1 and random(0, 4) or pick(states) end
      return t
    end,
    function()   -- comparisons that lie, raise or yield
      local mode = random(3)
      local f = mode == 1 and function() return true end
        or mode == 2 and function() error("compare boom") end
        or function() return coyield() end
      return setmetatable({}, { __eq = f, __lt = f, __le = f })
    end,
    -- finalizers run at any allocation: they draw no random numbers (a run
    -- replays alone), and move the victim only while a call is made (not
    -- while the fuzzer checks it)
    function()   -- a finalizer that raises, or re-enters the API
      local mode, a, b = random(2), random(victim.k), random(victim.k)
      setmetatable({}, { __gc = mode == 1 and function() error("gc boom") end or function()
        if R.calling and victim:move(a, b) then expected[victim] = expected[victim] + 1 end
      end })
      return pick(states)
    end,
    function()   -- a list changed by a finalizer, maybe while a call reads it
      local t = {}
      for i = 1, random(1, 5) do t[i] = pick(states) end
      local cut = random(0, #t + 2)
      setmetatable({}, { __gc = function()
        for i = 1, cut do t[i] = i % 2 == 0 and i or nil end
      end })
      return t
    end,
    function()   -- options of g:dot
      local path = {}
      for i = 1, random(0, 6) do path[i] = { random(0, 4), random(0, 4) } end
      return { path = random(4) > 1 and path or rval(1), from = random(2) == 1 and pick(states) or nil }
    end,
    function() return io.stdout end,
    function() return dead end,
    function() return cocreate(function() coyield() end) end,
    function() return coroutine.running() end,
    function() return function() return rval(1) end end,
    function() return function() error("callback boom") end end,
    function() return function() error(setmetatable({}, { __tostring = function() return "obj" end })) end end,
    function() return function(...) if isyieldable() then return coyield(...) end end end,
    function()   -- a full collection now and then, else a step: a search may call it
      local calls = 0     -- for each of ten thousands of positions
      return function()
        calls = calls + 1
        if calls % 32 == 1 then collectgarbage() else collectgarbage("step", 1) end
      end
    end,
    function() return function()   -- re-enters the API on a state no call is given
      local a, b = random(victim.k), random(victim.k)
      local r = victim:move(a, b)
      if r then expected[victim] = expected[victim] + 1 end
      return r
    end end,
    function() return pick(states) end, function() return pick(states) end,
    function()   -- an iterator handed to a call, which may step it: no longer followed
      local it = pick(iters)
      if it then it.sh = nil end
      return it and it.f
    end,
    function() return pick(targets).f end,
    function() return hanoi end,
  }
  function rval(depth)
    if (depth or 0) > 1 then return random(0, 5) end
    return SPECIALS[random(#SPECIALS)]()
  end
  return rval
end

-- shadow for a hanoi.moves iterator: the tower it must start from
local function shadow_for(args)
  local n, o = args[1], args[2]
  if mtype(n) ~= "integer" or n < 1 or n > 64 then return nil end
  -- hanoi.moves(n, from, to) or hanoi.moves(n, nil, to): the default source
  local k, from, to, method = 3, 1, args[3], nil
  if type(o) == "table" then
    if getmetatable(o) then return nil end
    for key, v in pairs(o) do
      if key == "method" then method = v
      elseif mtype(v) ~= "integer" then return nil end
    end
    k, from, to = o.pegs or 3, o.from or 1, o.to
  elseif o ~= nil then
    if mtype(o) ~= "integer" then return nil end
    from = o
  end
  for i = 3, args.n do if args[i] ~= nil and mtype(args[i]) ~= "integer" then return nil end end
  to = to or (from == k and 1 or k)      -- the documented default target
  return { s = hanoi.new(n, k, from), from = from, to = to, made = 0, method = method }
end

-- consume, step_iter and add_iter: the iterators the calls returned,
-- followed over the run's values R
local function new_iterators(R)
  local iters, fail = R.iters, R.fail
  -- what an iterator returned (r: packed results); false when it raised
  local function consume(it, r)
    if r[1] == nil then
      if it.sh and not it.done then
        local sh = it.sh
        if not sh.s:is_tower(sh.to) then
          fail(("hanoi.moves(%s) ended on %s, not on a tower on peg %d"):format(it.desc, sh.s:label(), sh.to))
        elseif sh.method == nil then
          local ok, c = pcall(hanoi.count, sh.s.n, sh.s.k)
          if ok and c ~= sh.made then
            fail(("hanoi.moves(%s) made %d moves, hanoi.count says %s"):format(it.desc, sh.made, tostring(c)))
          end
        end
      end
      if it.sh and not it.done then stats.finished = stats.finished + 1 end
      it.done = true
      return true
    end
    if it.done and it.sh then fail("hanoi.moves iterator moved again after the end") end
    if it.sh then
      local sh, d, a, b = it.sh, r[1], r[2], r[3]
      local ok, got, why = pcall(sh.s.move, sh.s, a, b)
      if not ok then got, why = nil, got end
      if got ~= d then
        fail(("hanoi.moves(%s): move %d is disk %s %s->%s, but %s (%s)"):format(it.desc,
          sh.made + 1, tostring(d), tostring(a), tostring(b), tostring(got), tostring(why)))
      end
      sh.made = sh.made + 1
    end
    return true
  end

  -- one step of an iterator record; false when it must be dropped
  local function step_iter(it, ...)
    local r = pack(pcall(it.f, ...))
    stats.steps = stats.steps + 1
    if not r[1] then
      if it.sh then fail("hanoi.moves iterator raised: " .. tostring(r[2])) end
      return false
    end
    return consume(it, pack(unpack(r, 2, r.n)))
  end

  local function add_iter(f, name, args)
    if #iters >= 8 then table.remove(iters, random(#iters)) end
    local it = { f = f, desc = {} }
    for i = 1, args.n do it.desc[i] = describe(args[i]) end
    it.desc = concat(it.desc, ", ")
    if name == "hanoi.moves" then
      it.sh = shadow_for(args)
      if it.sh then stats.checked = stats.checked + 1 end
    end
    iters[#iters + 1] = it
  end
  return consume, step_iter, add_iter
end

-- the arguments of one random call of target t (given: a list made
-- elsewhere), and its self for a method
local function call_args(R, t, given)
  local states, pick, rval, parg = R.states, R.pick, R.rval, R.parg
  local args, self = {}, nil
  local nargs = random(0, 5)
  if given then
    args = given
  elseif t.kind == "method" then
    self = random(100) <= 85 and pick(states) or rval()
    args = pack(self)
    local k = hanoi.type(self) == "state" and self.k or 4
    local nn = hanoi.type(self) == "state" and self.n or 4
    for i = 2, nargs + 1 do
      args[i] = random(100) <= 75 and random(0, random(2) == 1 and k or nn) or rval()
    end
    args.n = nargs + 1
  else
    for i = 1, nargs do args[i] = parg() end
    args.n = nargs
  end
  -- searches of big spaces get a small budget (their default one may
  -- take seconds, which is the budget's point, not this run's: the
  -- default budget is exercised by the specs)
  -- (a goal function or a predicate asks Lua about every position: a
  -- space past 2^16 positions gets the small budget on any number of pegs)
  -- the start: a state, or the first item of a list of them (read raw, as the core reads it)
  local function start(v)
    if hanoi.type(v) == "state" then return v end
    if type(v) == "table" then
      local first = rawget(v, 1)
      if hanoi.type(first) == "state" then return first end
    end
  end
  local function big(st) return st.k > 3 and st.n > 8 or st.k ^ st.n > 1 << 16 end
  local from = start(args[1])
  if (t.name == "State:hint" or t.name == "State:solve" or t.name == "hanoi.distance")
      and from and big(from) then
    args[3] = { max_states = random(1, random(10) > 1 and 3000 or 1 << 14) }
    if args.n < 3 then args.n = 3 end
  end
  if t.name == "hanoi.search" and type(args[1]) == "table" and getmetatable(args[1]) == nil then
    local st = start(rawget(args[1], "from"))
    if st and big(st) then rawset(args[1], "max_states", random(1, 3000)) end
  end
  -- the breadth-first searches (paths and their counts) too, past 2^16 positions
  if (t.name == "hanoi.paths" or t.name == "hanoi.count_paths")
      and from and from.k ^ from.n > 1 << 16 then
    args[3] = { max_states = random(1, 3000) }
    if args.n < 3 then args.n = 3 end
  end
  return args, self
end

-- makes the call t(args) (in a coroutine when in_co), under a watchdog;
-- what it did, or nil when it failed the run
local function make_call(R, t, args, in_co)
  local track, collect, rval, fail = R.track, R.collect, R.rval, R.fail
  -- the states involved, and their snapshots
  local involved, snaps = {}, {}
  for i = 1, args.n do
    local v = args[i]
    if hanoi.type(v) == "state" and not snaps[v] then
      involved[#involved + 1] = v; snaps[v] = snapshot(v); track(v)
    end
  end
  local called = false
  for i = 1, args.n do   -- count callbacks actually run
    if type(args[i]) == "function" then
      local f = args[i]
      args[i] = function(...) called = true; return f(...) end
    end
  end
  local desc = {}
  for i = 1, args.n do desc[i] = describe(args[i]) end
  desc = t.name .. "(" .. concat(desc, ", ") .. ")"

  stats.calls = stats.calls + 1
  if opts.trace then opts.trace:write(desc, "\n") end
  local t0 = os.clock()
  local r
  -- a watchdog for Lua code that never returns (it cannot stop C code)
  local function watchdog()
    if os.clock() - t0 > WATCHDOG then error(WATCHDOG_MSG, 0) end
  end
  debug.sethook(watchdog, "", 100000)
  R.calling = true
  if in_co == "guard" then
    -- under hanoi.guard, as the teaching kit runs a learner's code: the
    -- state's allocator is wrapped (and refuses past a small limit) for
    -- the call only, so what the call makes outlives the wrapper
    local co = cocreate(function() return pack(t.f(unpack(args, 1, args.n))) end)
    debug.sethook()
    local status, _, v = guard.run(co, { memory = 1 << random(16, 26), steps = 50000000 })
    debug.sethook(watchdog, "", 100000)
    if status == "ok" then r = pack(true, unpack(v, 1, v.n))
    elseif status == "error" then r = pack(false, v)
    else r = { true, n = 1, abandoned = true } end
  elseif in_co then
    local co = cocreate(function() return t.f(unpack(args, 1, args.n)) end)
    debug.sethook(co, watchdog, "", 100000)
    r = pack(coresume(co))
    local resumes = 0
    while r[1] and costatus(co) == "suspended" and resumes < 20 do
      stats.yields = stats.yields + 1
      if random(10) == 1 then r = { true, n = 1, abandoned = true }; break end
      collect()
      resumes = resumes + 1
      r = pack(coresume(co, rval()))
    end
    if costatus(co) == "suspended" then r.abandoned = true end
  else
    r = pack(pcall(t.f, unpack(args, 1, args.n)))
  end
  R.calling = false
  debug.sethook()
  if not r[1] and r[2] == WATCHDOG_MSG then
    return fail(("%s: still running after %ds"):format(desc, WATCHDOG))
  end
  if os.clock() - t0 > 2 then
    stats.slow = stats.slow + 1
    print(("fuzz: slow call (%.1fs): %s"):format(os.clock() - t0, desc))
  end
  if os.clock() - t0 > WATCHDOG then
    return fail(("%s: took %.0fs"):format(desc, os.clock() - t0))
  end
  if not r[1] then
    stats.raised = stats.raised + 1
    local msg = r[2]
    if type(msg) == "string" and msg:find("yield across a C%-call boundary") and called then
      -- a callback passed as an argument must be allowed to yield
      fail(desc .. ": a callback cannot yield: " .. msg)
    end
    if type(msg) ~= "string" and type(msg) ~= "table" then
      fail(desc .. ": error value is a " .. type(msg))
    end
  end
  if opts.verbose then print(desc, r[1], describe(r[2])) end

  return { involved = involved, snaps = snaps, desc = desc, r = r, called = called }
end

-- checks the states call c was given, and the move primitives against
-- the judge; true when all is well, nil when it failed the run
local function check_call(R, t, self, args, c)
  local expected, fail = R.expected, R.fail
  local involved, snaps, desc, r, called = c.involved, c.snaps, c.desc, c.r, c.called
  local failed = not r[1] or (r.n >= 2 and (r[2] == nil or r[2] == false) and not r.abandoned)
  for _, s in ipairs(involved) do
    local why = check_state(s)
    if why then return fail(desc .. ": " .. why) end
    local pure = t.kind == "method" and PURE[t.short] and s == self
    if (failed and not called and not r.abandoned) or pure then
      if not same(s, snaps[s]) then
        return fail(("%s: state changed from %s (%d moves) to %s (%d moves)")
          :format(desc, snaps[s].label, snaps[s].moves, s:label(), s.moves))
      end
    end
  end
  -- exact checks of the move primitives against the judge
  if t.kind == "method" and hanoi.type(self) == "state" and r[1] then
    local snap = snaps[self]
    local a, b = topeg(args[2], snap.k), topeg(args[3], snap.k)
    if t.short ~= "move" and t.short ~= "can_move" then a, b = toint(args[2]), toint(args[3]) end
    if (t.short == "move" or t.short == "can_move") and is_peg(a, snap.k) and is_peg(b, snap.k) then
      local ok = legal(snap, a, b)
      local said = t.short == "move" and r[2] ~= nil or t.short == "can_move" and r[2] == true
      if ok ~= said then
        return fail(("%s on %s: legal is %s, got %s, %s"):format(desc, snap.label,
          tostring(ok), describe(r[2]), describe(r[3])))
      end
      if not ok and type(r[3]) ~= "string" then return fail(desc .. ": no reason given") end
      if t.short == "move" and ok then
        local d = tops(snap)[a]
        local want = snap.label:sub(1, d - 1) .. LETTERS:sub(b, b) .. snap.label:sub(d + 1)
        if r[2] ~= d or self:label() ~= want then
          return fail(("%s on %s: moved %s, now %s, expected disk %d and %s"):format(desc,
            snap.label, describe(r[2]), self:label(), d, want))
        end
        expected[self] = expected[self] + 1
      end
    elseif t.short == "set" and not failed then
      if is_peg(b, snap.k) and a and self:peg(a) ~= b then
        return fail(desc .. ": disk not on the peg set")
      end
    end
  end
  -- an unknown method or function may change a state it was given
  if not PURE[t.short or ""] and t.short ~= "move" then
    for _, s in ipairs(involved) do expected[s] = s.moves end
  end
  return true
end

-- the methods of a userdata that is not a state (a puzzle): the table
-- its metatable's __index is, or nil
local function methods_of(v)
  if type(v) ~= "userdata" or hanoi.type(v) == "state" then return nil end
  local mt = getmetatable(v)
  local index = type(mt) == "table" and rawget(mt, "__index")
  return type(index) == "table" and index or nil
end

-- keeps the states, iterators and tables call c gave back
local function keep_results(R, t, self, args, c)
  local states, objects, fail, track, add_iter = R.states, R.objects, R.fail, R.track, R.add_iter
  local snaps, desc, r = c.snaps, c.desc, c.r
  -- keep what came back
  if r[1] and not r.abandoned then
    for i = 2, r.n do
      local v = r[i]
      if hanoi.type(v) == "state" then
        local why = check_state(v)
        if why then return fail(desc .. " returned a bad state: " .. why) end
        track(v)
        if t.short == "copy" and not same(v, snaps[self]) then return fail(desc .. ": copy differs") end
        if #states < 8 then states[#states + 1] = v else states[random(#states)] = v end
      end
    end
    if type(r[2]) == "function" and t.kind == "func" then add_iter(r[2], t.name, args) end
    for i = 2, r.n do
      if (type(r[i]) == "table" or methods_of(r[i])) and not r.abandoned and not shared(r[i]) then
        if #objects < 8 then objects[#objects + 1] = r[i] else objects[random(#objects)] = r[i] end
      end
    end
  end
end

-- the actions of a step, each with its weight, over the run's values R
local function new_actions(R)
  local states, iters, cos, objects = R.states, R.iters, R.cos, R.objects
  local pick, rval, fail, track, collect = R.pick, R.rval, R.fail, R.track, R.collect
  local call_target, plausible_args, newstate = R.call_target, R.plausible_args, R.newstate
  local consume, step_iter = R.consume, R.step_iter
  local ACTIONS = {
    { 40, function() call_target(pick(targets), false) end },
    { 10, function()
      local t = pick(targets)
      if t.kind == "func" then call_target(t, random(4) == 1, plausible_args()) end
    end },
    { 10, function() call_target(pick(targets), true) end },
    { 20, function()  -- step an iterator a few times, with junk arguments at times
      local i = random(#iters); local it = iters[i]
      if not it then return end
      for _ = 1, random(1, 40) do
        local ok = random(4) == 1 and step_iter(it, rval(), rval()) or step_iter(it)
        if not ok then table.remove(iters, i); return end
      end
    end },
    { 8, function()  -- a real for loop, left by break or by an error
      local it = pick(iters)
      if not it then return end
      local stop, boom = random(0, 30), random(3) == 1
      local ok, err = pcall(function()
        local c = 0
        for d, a, b in it.f do
          stats.steps = stats.steps + 1
          consume(it, pack(d, a, b))
          c = c + 1
          if c >= stop then
            if boom then error("loop body boom") end
            return
          end
        end
        consume(it, pack(nil))
      end)
      if not ok and not tostring(err):find("loop body boom", 1, true) and it.sh then
        fail("hanoi.moves iterator raised in a for loop: " .. tostring(err))
      end
    end },
    { 8, function()  -- an iterator inside a coroutine that yields each move
      if #cos < 4 and #iters > 0 then
        local it = pick(iters)
        cos[#cos + 1] = cocreate(function()
          while step_iter(it) and not it.done do coyield() end
        end)
      end
      local i = random(#cos); local co = cos[i]
      if not co then return end
      for _ = 1, random(1, 10) do
        if costatus(co) ~= "suspended" then break end
        local ok, err = coresume(co)
        stats.yields = stats.yields + 1
        if not ok then fail("iterator coroutine raised: " .. tostring(err)) end
      end
      if costatus(co) == "dead" or random(6) == 1 then table.remove(cos, i) end  -- abandoned
    end },
    { 6, function()   -- metamethods through the operators
      local s, v = pick(states), rval()
      local _, _, _, _ = s == v, v == s, #s, pcall(tostring, s)
      pcall(function() return s[v] end)
      pcall(function() s[v] = v end)
    end },
    { 4, function() states[#states + 1] = newstate(); if #states > 8 then table.remove(states, 1) end end },
    { 4, function() collect() end },
    { 5, function()   -- change a field of a table a call returned
      local o = pick(objects)
      if type(o) ~= "table" then return end
      local keys = { "n", "k", "labels", "from", "to", "disk", "directed", "keys", "moves",
                     "vertices", "edges", "layers", "states", "distances" }
      for key in next, o do keys[#keys + 1] = key end
      sort(keys, function(a, b) return keytext(a) < keytext(b) end)   -- pairs order is not seeded
      local key = pick(keys)
      local r = random(4)
      local old = rawget(o, key)
      rawset(o, key, r == 1 and rval() or r == 2 and setmetatable({}, { __len = function() return 1 << 62 end,
        __index = function() return rval(1) end }) or r == 3 and random(-2, 300) or
        (type(old) == "table" and ("A"):rep(random(0, 260)) or rval(1)))
      local new = rawget(o, key)
      if type(new) == "table" and random(2) == 1 then rawset(new, 1, '";} digraph x {') end
    end },
    { 6, function()   -- call a method of a table or a puzzle a call returned, on it
      local o = pick(objects)
      if not o then return end
      local names, from = {}, methods_of(o) or o
      for key, v in next, from do if type(v) == "function" then names[#names + 1] = key end end
      sort(names, function(a, b) return keytext(a) < keytext(b) end)
      if #names == 0 then return end
      local name = pick(names)
      local self = random(6) == 1 and pick(objects) or o
      local arg = methods_of(o) and random(3) > 1 and R.puzzle_options() or rval()
      call_target({ name = "object:" .. keytext(name), f = rawget(from, name), kind = "func" }, random(4) == 1,
        pack(self, arg, rval()))
    end },
    { 3, function()   -- a small puzzle whose callbacks lie, raise, yield or re-enter
      local p = R.new_puzzle()
      if p then
        if #objects < 8 then objects[#objects + 1] = p else objects[random(#objects)] = p end
      end
    end },
    { 4, function()   -- a call under hanoi.guard, its results kept and used later
      local t = pick(targets)
      call_target(t, "guard", t.kind == "func" and random(2) == 1 and plausible_args() or nil)
    end },
    { 3, function()   -- the userdata fields of a returned table, through their metamethods
      local o = pick(objects)
      if type(o) ~= "table" then return end
      for _, v in next, o do
        if type(v) == "userdata" then
          pcall(function() return #v end)
          pcall(function() return v[rval()], v[random(0, 70)] end)
          pcall(tostring, v)
        end
      end
    end },
    { 1, function()   -- load the module again into the same Lua state, as busted does
      for name in pairs(package.loaded) do
        if name == "hanoi" or name:match("^hanoi%.") then package.loaded[name] = nil end
      end
      local again = require "hanoi"
      local s = again.new(random(1, 10), random(3, 5))
      if hanoi.type(s) ~= "state" or again.type(pick(states)) ~= "state" then
        fail("a reloaded module does not know the states of the other")
      end
      track(s)
      states[#states + 1] = s
      if #states > 8 then table.remove(states, 1) end
    end },
  }
  return ACTIONS
end

local function run(seed, nsteps)
  math.randomseed(seed)
  local failure
  local function fail(msg) if not failure then failure = msg end end

  local states, iters, cos = {}, {}, {}
  local objects = {}          -- tables (and userdata) the calls returned
  local expected = setmetatable({}, { __mode = "k" })   -- state -> moves
  local function track(s)
    if hanoi.type(s) == "state" and expected[s] == nil then expected[s] = s.moves end
  end
  local victim = hanoi.new(random(1, 6))  -- only ever touched by callbacks
  track(victim)
  local dead = cocreate(function() end); coresume(dead)

  local function pick(t) return t[random(#t)] end
  local function newstate()
    local n = random(1, 64) <= 8 and random(1, 64) or random(1, 8)
    local s = hanoi.new(n, random(3) == 1 and random(3, 32) or 3, 1)
    for _ = 1, random(0, 3 * n) do   -- a random legal-or-not scramble via set
      s:set(random(n), random(s.k))
    end
    track(s)
    return s
  end
  for _ = 1, random(1, 4) do states[#states + 1] = newstate() end
  local R = { states = states, iters = iters, cos = cos, objects = objects, expected = expected,
              victim = victim, dead = dead, calling = false, fail = fail, track = track,
              pick = pick, newstate = newstate }
  local rval = new_rval(R)
  R.rval = rval

  -- a plausible argument: mostly small integers, so calls get past the checks
  local function parg(k)
    local r = random(100)
    if r <= 55 then return random(0, k or 4)
    elseif r <= 65 then return pick(states)
    elseif r <= 72 then return { pegs = random(3, 5), from = random(1, 3), to = random(1, 3) }
    else return rval() end
  end

  local function collect()
    local r = random(100)
    if r <= 3 then collectgarbage("collect"); stats.gcs = stats.gcs + 1
    elseif r <= 10 then collectgarbage("step", random(0, 50)); stats.gcs = stats.gcs + 1
    elseif r == 11 then collectgarbage(random(2) == 1 and "generational" or "incremental") end
  end

  -- every state, checked; a moved counter must match
  local function check_all(where)
    for _, s in ipairs(states) do
      local why = check_state(s)
      if why then return fail(where .. ": " .. why) end
      if s.moves ~= expected[s] then
        return fail(("%s: s.moves is %d, %d successful moves were made"):format(where, s.moves, expected[s]))
      end
    end
    local why = check_state(victim)
    if why then return fail(where .. ": victim: " .. why) end
    if victim.moves ~= expected[victim] then return fail(where .. ": victim move counter") end
  end

  -- a well-formed-looking (n, pegs...) argument list, to get deep
  local function plausible_args()
    local n = random(10) == 1 and pick { 63, 64 } or random(1, 8)
    local r = random(4)
    if r == 1 then return pack(n) end
    if r == 2 then local a = random(3); return pack(n, a, (a + random(0, 1)) % 3 + 1) end
    if r == 3 then return pack(n, { from = random(3), to = random(3) }) end
    local k = random(3, 6)
    return pack(n, { pegs = k, from = random(k), to = random(k) })
  end

  -- one random call of a target, checked
  local function call_target(t, in_co, given)
    local args, self = call_args(R, t, given)
    local c = make_call(R, t, args, in_co)
    if c and check_call(R, t, self, args, c) then keep_results(R, t, self, args, c) end
  end

  -- a small puzzle (hanoi.puzzle) of up to 40 positions, numbered; its
  -- callbacks at times raise, yield, make up values, call a kept emit,
  -- move the victim or call the puzzle's own methods (which are busy)
  local function new_puzzle()
    local size, weighted, hostile = random(1, 40), random(3) == 1, random(4) == 1
    local p
    local function key(s)
      if hostile then
        local r = random(20)
        if r == 1 then error("key boom")
        elseif r == 2 and isyieldable() then coyield()
        elseif r == 3 then return rval(1)
        elseif r == 4 and R.kept_emit then pcall(R.kept_emit, "late", 1) end
      end
      return mtype(s) == "integer" and ("p" .. s) or type(s)
    end
    local function moves(s, emit)
      if hostile then
        local r = random(20)
        if r == 1 then error("moves boom")
        elseif r == 2 and isyieldable() then coyield()
        elseif r == 3 then emit(rval(1), rval(1), rval(1))
        elseif r == 4 then R.kept_emit = emit
        elseif r == 5 then pcall(p.search, p, { goal = function() return true end })
        elseif r == 6 and victim:move(random(victim.k), random(victim.k)) then
          expected[victim] = expected[victim] + 1
        end
      end
      if mtype(s) ~= "integer" or s < 0 or s >= size then return end
      for i = 1, random(0, 3) do
        local nxt = (s * (i + 2) + i) % size
        if weighted then emit("m" .. i, nxt, random(1, 5)) else emit("m" .. i, nxt) end
      end
    end
    local def = { key = key, moves = moves, weighted = weighted or nil }
    if random(3) == 1 then def.starts = { 0, random(0, size - 1) } else def.start = 0 end
    local ok, made = pcall(hanoi.puzzle, def)
    if ok then p = made; R.puzzle_size = size; return made end
  end
  -- options of a puzzle's method: a goal, a budget, starts, progress
  function R.puzzle_options()
    local o, size = {}, R.puzzle_size or 10
    if random(3) > 1 then
      local target = random(0, size)
      o.goal = random(8) > 1 and function(st) return st == target end or rval()
    end
    if random(2) == 1 then o.max_states = random(1, 2000) end
    if random(4) == 1 then o.starts = random(2) == 1 and { 0, 1 } or rval() end
    if random(4) == 1 then
      o.progress = random(2) == 1 and function() if isyieldable() then coyield() end end or rval()
      o.progress_every = random(1, 5)
    end
    return o
  end
  R.new_puzzle = new_puzzle

  R.parg, R.collect, R.plausible_args, R.call_target = parg, collect, plausible_args, call_target
  R.consume, R.step_iter, R.add_iter = new_iterators(R)
  local ACTIONS = new_actions(R)
  local total = 0
  for _, a in ipairs(ACTIONS) do total = total + a[1] end
  local last
  for stepno = 1, nsteps do
    local r, i = random(total), 1
    while r > ACTIONS[i][1] do r = r - ACTIONS[i][1]; i = i + 1 end
    last = "step " .. stepno
    if opts.verbose then print("-- " .. last) end
    local ok, err = pcall(ACTIONS[i][2])
    if not ok then fail("fuzzer error: " .. tostring(err)) end
    collect()
    if not failure then check_all(last) end
    if failure then return failure end
  end
  return nil
end

--------------------------------------------------------------- the runs --

print(("fuzz: seed %d, %d runs of %d steps%s; %d targets")
  :format(opts.seed, opts.runs, opts.steps,
          opts.seconds < math.huge and (", at most %gs"):format(opts.seconds) or "", #targets))
local passed, failed, start = 0, 0, os.clock()
for r = 0, opts.runs - 1 do
  if os.clock() - start > opts.seconds then
    print(("fuzz: time cap reached after %d runs"):format(r))
    break
  end
  local seed = opts.seed + r
  if opts.trace then opts.trace:write(("run %d: --seed %d --runs 1 --steps %d\n"):format(r, seed, opts.steps)) end
  local ok, why = pcall(run, seed, opts.steps)
  if ok and why == nil then passed = passed + 1
  else
    failed = failed + 1
    print(("FAIL run %d: %s"):format(r, tostring(why)))
    print(("  replay: lua5.4 tools/fuzz.lua --seed %d --runs 1 --steps %d"):format(seed, opts.steps))
  end
  collectgarbage("incremental")
end
print(("fuzz: %d calls (%d raised), %d iterator steps (%d hanoi.moves iterators followed, %d to the end), "
  .. "%d coroutine resumes, %d collections, %d slow calls, %.1fs")
  :format(stats.calls, stats.raised, stats.steps, stats.checked, stats.finished, stats.yields, stats.gcs,
          stats.slow, os.clock() - start))
print(("fuzz: %d passed, %d failed"):format(passed, failed))
os.exit(failed == 0 and 0 or 1, true)
