-- The budget of a learner's run: counted steps (instructions, calls and
-- bytes allocated), a share of `max_seconds` by the number of disks, a
-- runaway stopped by the count in one run, right but slow functions
-- still right, and the CPU-time watchdog a safety net that names no slip.
-- Nothing here is timed: each assertion is about a count, a reason or a
-- verdict; a child process under `timeout` (a wide margin) catches hangs.
local teach = require "hanoi.teach"
local guard = require "hanoi.guard"
local learner = require "hanoi.teach.learner"
local graded = require "hanoi.teach.graded"
local corpus = require "support.corpus"

local LUA = os.getenv("LUA") or "lua5.4"

-- runs `body` (Lua) in a child with the checkout's paths; returns what it
-- printed on standard output and error, and its exit status
local function child(body)
  local name = os.tmpname()
  local f = assert(io.open(name, "w"))
  f:write('package.path = "./lua/?.lua;./lua/?/init.lua;./spec/?.lua;" .. package.path\n'
    .. 'package.cpath = "./build/?.so;" .. package.cpath\n' .. body)
  f:close()
  local p = assert(io.popen(("ulimit -v 1048576; timeout 120 %s %s 2>&1"):format(LUA, name)))
  local out = p:read("a")
  local _, _, code = p:close()
  os.remove(name)
  return out, code
end

-- the learner's functions, loaded as the corpus loads a file
local function fn_of(src)
  return (corpus.load_text(src, "budget"))
end

describe("the steps the guard counts", function()
  -- no `seconds`: no watchdog, so that only the count can end a run
  local function steps_of(f, limits)
    local status, why, _, steps = guard.run(coroutine.create(f), limits)
    return steps, status, why
  end

  it("a call of any function counts call_steps besides its instructions", function()
    local K = 100
    local len = string.len
    local function calls()
      for _ = 1, K do len("x") end       -- K calls of C, fewer than 1000 instructions
      local function f(x) return x end
      for i = 1, K do f(i) end           -- K calls of Lua
    end
    local plain = steps_of(calls, {})
    assert.is_true(plain < 1000, plain)  -- no count event: fewer than 1000 instructions
    local charged = steps_of(calls, { call_steps = 1000 })
    -- 2K calls, and the calls the run starts with (its own function)
    assert.is_true(charged >= 2 * K * 1000 and charged <= (2 * K + 3) * 1000 + 1000, charged)
    -- a budget of steps stops a loop of calls by their count
    local steps, status, why = steps_of(function() while true do len("x") end end,
      { steps = 100000, call_steps = 1000 })
    assert.same({ "error", "steps" }, { status, why })
    assert.is_true(steps > 100000 and steps <= 100000 + 2000, steps)
  end)

  it("each step_bytes bytes allocated count as a step", function()
    local MiB = 1 << 20
    local function big() local s = string.rep("x", MiB); return #s end
    local plain = steps_of(big, {})
    assert.is_true(plain < 1000, plain)
    local charged = steps_of(big, { step_bytes = 1024 })
    -- the string (MiB bytes, its buffer at least as much again)
    assert.is_true(charged >= MiB // 1024, charged)
    assert.is_true(charged < 16 * MiB // 1024, charged)
  end)

  it("each allocation counts alloc_steps", function()
    local K = 100
    local function tables()
      local keep = {}
      for i = 1, K do keep[i] = {} end   -- K tables, and the growth of keep's array
      return #keep
    end
    local plain = steps_of(tables, {})
    assert.is_true(plain < 1000, plain)
    local charged = steps_of(tables, { alloc_steps = 1000 })
    -- K tables and keep itself; its array grows at most log2(K) + 1 times
    assert.is_true(charged >= (K + 1) * 1000 and charged <= (K + 1 + 8) * 1000 + 1000, charged)
  end)

  it("refuses a grace out of range", function()
    assert.has_error(function()
      guard.run(coroutine.create(function() end), { seconds = 1, grace = 0 })
    end, "bad argument #2 to 'run' (field 'grace' must be a number from 0.05 to 1e6)")
    assert.has_error(function()
      guard.run(coroutine.create(function() end), { call_steps = -1 })
    end)
  end)

  it("one long call of C is ended with the process after the watchdog and its grace", function()
    local out, code = child([[
      local guard = require "hanoi.guard"
      local co = coroutine.create(function()
        local s = string.rep("a", 100000)
        return s:find(".-.-.-.-b")
      end)
      print(guard.run(co, { seconds = 0.2, grace = 0.2 }))
      print("not reached")]])
    assert.equal(124, code, out)
    assert.matches("ran on past its time limit where no hook can stop it", out, 1, true)
    assert.is_nil(out:find("not reached", 1, true))
  end)
end)

describe("the budget of a run", function()
  it("is max_seconds worth of steps with 6 disks and more, halved for each disk fewer", function()
    local rate = learner.STEPS_PER_SECOND
    for n = 1, 12 do
      local share = 2 ^ math.max(-4, math.min(0, n - 6))
      assert.equal(math.floor(2 * rate * share) + 1, learner.budget(2, n), n)
      assert.equal(share, learner.share(n), n)
    end
    -- the watchdog: three times the time the budget stands for, at least
    -- a second, its grace as long again
    -- (times the host's CLOCK_SCALE: 10 under make sanitize)
    local scale = learner.CLOCK_SCALE
    local seconds, grace = learner.watchdog(learner.budget(2, 6))
    assert.is_true(math.abs(seconds - 6 * scale) < 1e-3, seconds)
    assert.is_true(math.abs(grace - 6 * scale) < 1e-3, grace)
    seconds, grace = learner.watchdog(learner.budget(2, 4))
    assert.is_true(math.abs(seconds - 3 * 2 / 4 * scale) < 1e-3, seconds)
    assert.equal(seconds, grace)
    -- 3 * 2 / 16 s would be too short to tell a hang from a stall
    seconds, grace = learner.watchdog(learner.budget(2, 1))
    assert.is_true(math.abs(seconds - 1 * scale) < 1e-3, seconds)
    assert.equal(seconds, grace)
  end)

  it("stops a runaway by its count in one run at 1 disk, a loop of calls too", function()
    local runs, run = {}, learner.run
    learner.run = function(fn, n, o)
      local r = run(fn, n, o)
      runs[#runs + 1] = { n = n, stopped = r.stopped, steps = r.steps, max_steps = r.max_steps }
      return r
    end
    local ok, err = pcall(function()
      for _, src in ipairs({
        "function solve(n, from, to, via, move) while true do n = n + 1 end end",
        "function solve(n, from, to, via, move) while true do local s = tostring(n) end end",
        "function solve(n, from, to, via, move) local t = {} while true do t = { t } end end",
      }) do
        runs = {}
        local rep = teach.check(fn_of(src), { max_seconds = 2 })
        assert.equal("endless", rep.slip, src)
        assert.equal(1, rep.n, src)
        -- one run, at 1 disk, stopped by its budget of steps
        assert.equal(1, #runs, src)
        assert.same({ 1, "steps", learner.budget(2, 1) },
          { runs[1].n, runs[1].stopped, runs[1].max_steps }, src)
        assert.is_true(runs[1].steps > runs[1].max_steps, src)
      end
    end)
    learner.run = run
    assert(ok, err)
  end)

  -- right functions written the slow ways learners write them: each right
  -- by the spec's own simulator, right for the kit, and with 6 disks (8 on
  -- four pegs) within a third of its budget at the default of hanoi grade
  -- (of teach.check for a search of all the positions of four pegs, which
  -- takes half of hanoi grade's)
  local SLOW = {
    bfs = { k = 3, src = [==[
function solve(n, from, to, via, move)
  local pegs = { from, via, to }
  local start, goal = string.rep("1", n), string.rep("3", n)
  local prev = { [start] = false }
  local queue, head = { start }, 1
  while head <= #queue do
    local s = queue[head]
    head = head + 1
    if s == goal then break end
    for a = 1, 3 do
      for b = 1, 3 do
        if a ~= b then
          local da, db
          for d = 1, n do
            local p = tonumber(s:sub(d, d))
            if p == a and not da then da = d end
            if p == b and not db then db = d end
          end
          if da and (not db or db > da) then
            local t = s:sub(1, da - 1) .. b .. s:sub(da + 1)
            if prev[t] == nil then
              prev[t] = { s, a, b }
              queue[#queue + 1] = t
            end
          end
        end
      end
    end
  end
  local path, s = {}, goal
  while prev[s] do
    table.insert(path, 1, prev[s])
    s = prev[s][1]
  end
  for _, m in ipairs(path) do move(pegs[m[2]], pegs[m[3]]) end
end]==] },
    bfs4 = { k = 4, seconds = 5, src = [==[
function solve(n, from, to, via, via2, move)
  local pegs = { from, via, via2, to }
  local start, goal = string.rep("1", n), string.rep("4", n)
  local prev = { [start] = false }
  local queue, head = { start }, 1
  while head <= #queue do
    local s = queue[head]
    head = head + 1
    if s == goal then break end
    local top = {}
    for d = n, 1, -1 do top[tonumber(s:sub(d, d))] = d end
    for a = 1, 4 do
      for b = 1, 4 do
        if a ~= b and top[a] and (not top[b] or top[b] > top[a]) then
          local da = top[a]
          local t = s:sub(1, da - 1) .. b .. s:sub(da + 1)
          if prev[t] == nil then
            prev[t] = { s, a, b }
            queue[#queue + 1] = t
          end
        end
      end
    end
  end
  local path, s = {}, goal
  while prev[s] do
    path[#path + 1] = prev[s]
    s = prev[s][1]
  end
  for i = #path, 1, -1 do move(pegs[path[i][2]], pegs[path[i][3]]) end
end]==] },
    memo = { k = 3, src = [==[
local memo = {}
function solve(n, from, to, via, move)
  local function list(k, a, b, c)
    if k == 0 then return {} end
    local key = k .. a .. b
    if memo[key] then return memo[key] end
    local out = {}
    for _, m in ipairs(list(k - 1, a, c, b)) do out[#out + 1] = m end
    out[#out + 1] = { a, b }
    for _, m in ipairs(list(k - 1, c, b, a)) do out[#out + 1] = m end
    memo[key] = out
    return out
  end
  for _, m in ipairs(list(n, from, to, via)) do move(m[1], m[2]) end
end]==] },
    iterative_tables = { k = 3, src = [==[
function solve(n, from, to, via, move)
  local pegs, names = { {}, {}, {} }, { from, via, to }
  for d = n, 1, -1 do table.insert(pegs[1], d) end
  local cycle = n % 2 == 0 and { 1, 2, 3 } or { 1, 3, 2 }
  local small = 1
  local function top(p) return pegs[p][#pegs[p]] end
  local function shift(a, b)
    table.insert(pegs[b], table.remove(pegs[a]))
    move(names[a], names[b])
  end
  while #pegs[3] < n do
    local nxt = small % 3 + 1
    shift(cycle[small], cycle[nxt])
    small = nxt
    if #pegs[3] == n then break end
    local a, b = cycle[small % 3 + 1], cycle[(small + 1) % 3 + 1]
    if not top(a) or (top(b) and top(b) < top(a)) then a, b = b, a end
    shift(a, b)
  end
end]==] },
    coroutine_gen = { k = 3, src = [==[
function solve(n, from, to, via, move)
  local function gen(k, a, b, c)
    return coroutine.wrap(function()
      if k == 0 then return end
      for x, y in gen(k - 1, a, c, b) do coroutine.yield(x, y) end
      coroutine.yield(a, b)
      for x, y in gen(k - 1, c, b, a) do coroutine.yield(x, y) end
    end)
  end
  for a, b in gen(n, from, to, via) do move(a, b) end
end]==] },
  }

  for name, case in pairs(SLOW) do
    it("keeps a right but slow function right: " .. name, function()
      local k = case.k
      local names = k == 4 and { "A", "B", "C", "D" } or { "A", "B", "C" }
      local order = k == 4 and { "from", "to", "via", "via" } or { "from", "to", "via" }
      local hi = k == 4 and 8 or 6
      assert.is_true(corpus.right_at_every_size(fn_of(case.src), k, names, order, hi))
      local seconds = case.seconds or 2
      local rep = teach.check(fn_of(case.src), { k = k, max_seconds = seconds })
      assert.is_true(rep.ok, tostring(rep))
      assert.equal(hi, rep.record.n)
      assert.is_true(3 * rep.record.steps <= learner.budget(seconds, hi),
        ("%d steps of %d"):format(rep.record.steps, learner.budget(seconds, hi)))
    end)
  end

  it("the slowest right function of the corpus is right within a third of its budget", function()
    local f = assert(io.open(corpus.DIR .. "/right_slow.lua"))
    local text = f:read("a")
    f:close()
    local rep = teach.check(fn_of(text), { max_seconds = 2 })
    assert.is_true(rep.ok, tostring(rep))
    -- a million empty steps before each of the 63 moves
    assert.is_true(rep.record.steps >= 63 * 1000000)
    assert.is_true(3 * rep.record.steps <= learner.budget(2, 6))
  end)
end)

describe("the watchdog, a safety net", function()
  -- a loop of calls of C that work long on data they do not allocate: the
  -- count sees a few steps a call, the watchdog the time (a machine would
  -- need to be thousands of times faster for the count to come first)
  local SORTS = [[
function solve(n, from, to, via, move)
  local t = {}
  for i = 1, 20000 do t[i] = (i * 7919) % 20011 end
  while true do table.sort(t, nil) end
end
]]

  -- The loop's time is spent in Lua's own table.sort, which no checker of
  -- this project slows (the sanitized host's Lua is not instrumented): the
  -- watchdog waits the plain seconds here, not CLOCK_SCALE times as many
  -- (under make sanitize, 10: a minute of sorting for nothing). What is
  -- checked stays the same: the run stopped by time, what it says.
  local scale
  before_each(function() scale, learner.CLOCK_SCALE = learner.CLOCK_SCALE, 1 end)
  after_each(function() learner.CLOCK_SCALE = scale end)

  it("a run it stops names no slip, and says the CPU time", function()
    local rep = teach.check(fn_of(SORTS), 3, { max_seconds = 2 })
    assert.is_false(rep.ok)
    assert.equal("time", rep.record.stopped)
    assert.is_nil(rep.slip)
    assert.is_true(rep.record.steps < rep.record.max_steps)
    assert.equal(("stopped: still running after %s seconds of CPU time (max_seconds = 2)")
      :format(("%g"):format(rep.record.watchdog)), rep.reason)
  end)

  it("hanoi grade makes its row an error, not a verdict; the repair search ends at the first "
      .. "proof stopped twice", function()
    -- the runs the watchdog stops: the graded run, then in the repair
    -- search one candidate's run and the same run under a longer watchdog
    local run, stops = guard.run, 0
    guard.run = function(...)
      local r = table.pack(run(...))
      if r[2] == "time" then stops = stops + 1 end
      return table.unpack(r, 1, r.n)
    end
    local ok, row = pcall(graded.grade_text, "sorts.lua", SORTS, { lo = 1, hi = 6, sizes = false,
      k = 3, seconds = 2, memory = 256 })
    guard.run = run
    assert(ok, row)
    assert.is_nil(row.ok)
    assert.matches("^stopped: still running after [%d.]+ seconds of CPU time %(max_seconds = 2%)$",
      row.error)
    assert.equal(3, stops)
  end)
end)
