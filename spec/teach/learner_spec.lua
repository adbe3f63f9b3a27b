-- teach.trace(fn, n) and teach.stepper(fn, n): a learner's function traced
-- and stepped, compared with the calls the function records itself (its
-- arguments, its depth, the line each frame is at) and a simulator of its
-- moves (support.learners, support.model).
local hanoi = require "hanoi"
local teach = require "hanoi.teach"
local learners = require "support.learners"
local model = require "support.model"

local F = learners.functions

local capture, lines = require("support.helpers").capture, require("support.helpers").lines

-- the source lines of the learners' file, read here
local SOURCE = {}
for l in io.lines("spec/support/learners.lua") do SOURCE[#SOURCE + 1] = l end

local function names_of(spec)
  if spec.numbers then return { 1, 2, 3 } end
  return spec.k == 4 and { "A", "B", "C", "D" } or { "A", "B", "C" }
end

local function opts_of(spec, more)
  local o = more or {}
  if spec.k == 4 then o.k = 4 end
  if spec.numbers then o.names = names_of(spec) end
  return o
end

local function value(v)
  if math.type(v) == "integer" then return ("%d"):format(v) end
  return tostring(v)
end

local function calltext(name, args, k)
  local t = {}
  for i = 1, k + 1 do t[i] = value(args[i]) end
  return ("%s(%s)"):format(name, table.concat(t, ", "))
end

-- The specs' own run of learner `key`: its log, with each move's disk and
-- what is wrong with it (from the simulator), the frames' arguments.
local function own_run(key, n)
  local spec = F[key]
  local names = names_of(spec)
  local c = learners.instrument(n + 20)
  local run = learners.run(spec.make(c), n, spec.k, names, c, 1 << (n + 1))
  local j = learners.judge(run, n, spec.k, names)
  local index = {}
  for i = 1, spec.k do index[names[i]] = i end
  local t, m = model.new(n, spec.k, 1), 0
  for _, e in ipairs(c.log) do
    if e.kind == "move" then
      m = m + 1
      e.m = m
      local a, b = index[e.from], index[e.to]
      local src, dst = t.pegs[a], t.pegs[b]
      e.disk = src[#src]
      if m == j.illegal then
        e.illegal = #src == 0 and ("peg %s is empty"):format(value(e.from))
          or ("cannot put disk %d on disk %d"):format(src[#src], dst[#dst])
      else
        model.move(t, a, b)
        e.list = {}
        if j.first_wrong and j.first_wrong.move == m then
          local after = j.first_wrong.after
          e.wrong = ("legal, but after it the tower is %d move%s away instead of %d")
            :format(after, after == 1 and "" or "s", j.first_wrong.best)
        end
      end
    end
  end
  return c, j, spec
end

-- where the caller of the return at log[i] goes on, from the specs' own
-- log: the line of its next step (a call it makes, a move, its own
-- return: the line of `c.leave() return`, or the `end` after `c.leave()`)
local function goes_on(log, i)
  local e = log[i]
  for j = i + 1, #log do
    local x = log[j]
    if x.kind == "call" and x.depth == e.depth then return x.lines[e.depth - 1] end
    if x.kind == "move" and x.depth == e.depth - 1 then return x.lines[#x.lines] end
    if x.kind == "return" and x.depth == e.depth - 1 then
      return SOURCE[x.own]:find("return") and x.own or x.own + 1
    end
  end
end

-- the trace teach.trace(fn, n) must print, from the specs' own run
local function ref_trace(key, n, name)
  local c, j, spec = own_run(key, n)
  local out, stack, moves = {}, {}, 0
  for i, e in ipairs(c.log) do
    local pad = string.rep("  ", e.depth - 1)
    if e.kind == "call" then
      stack[#stack + 1] = calltext(name, e.args, spec.k)
      out[#out + 1] = pad .. stack[#stack]
    elseif e.kind == "move" then
      local line = pad .. ("  move %d: disk %d from %s to %s"):format(e.m, e.disk,
        value(e.from), value(e.to))
      if e.illegal then
        out[#out + 1] = line .. "   <- illegal"
        out[#out + 1] = pad .. "    (" .. e.illegal .. ")"
      else
        moves = moves + 1
        if e.wrong then
          out[#out + 1] = line .. "   <- the first wrong move"
          out[#out + 1] = pad .. "    (" .. e.wrong .. ")"
        else
          out[#out + 1] = line
        end
      end
    else
      stack[#stack] = nil
      local on = #stack > 0 and goes_on(c.log, i)
      out[#out + 1] = pad .. "  " .. (on and ("return to %s at line %d"):format(stack[#stack], on)
        or #stack > 0 and ("return to %s"):format(stack[#stack])
        or "return: done")
    end
  end
  local function count(k, word) return ("%d %s%s"):format(k, word, k == 1 and "" or "s") end
  if j.illegal then out[#out + 1] = "(it stops at the illegal move)" end
  out[#out + 1] = ("%s, %s, at most %s open at once")
    :format(count(moves, "move"), count(c.calls, "call"), count(c.deepest, "call"))
  return out, c, j
end

describe("teach.trace of a learner's function", function()
  local cases = {
    { "right0", "solve" }, { "right1", "solve" }, { "swap_first", "solve" },
    { "swap_second", "solve" }, { "twice", "solve" }, { "missing_second", "solve" },
    { "raises", "solve" }, { "numbers", "solve" }, { "four", "solve4" },
    { "three_on_four", "solve4" },
  }
  it("prints each call, move and return as the function made them", function()
    for _, case in ipairs(cases) do
      local key, name = case[1], case[2]
      for n = 1, 4 do
        local spec = F[key]
        local cap = capture()
        local fn = spec.make(learners.instrument())
        teach.trace(fn, n, opts_of(spec, { out = cap.out }))
        local want, _, j = ref_trace(key, n, name)
        local got = lines(cap.text())
        -- the verdict after the counts: right when the specs' own judgement says so
        local verdict = { table.unpack(got, #want + 1) }
        got = { table.unpack(got, 1, #want) }
        assert.same(want, got, key .. " " .. n)
        local ok = not j.illegal and j.on_target and j.legal == (spec.k == 3 and (1 << n) - 1
          or learners.FS[n])
        if ok then
          assert.equal(("right: %d move%s, the minimum"):format(j.legal,
            j.legal == 1 and "" or "s"), verdict[1], key .. " " .. n)
        else
          assert.matches("^not right: ", verdict[1], key .. " " .. n)
        end
      end
    end
  end)

  it("says so when the function is right: 7 moves, 15 calls, at most 4 open", function()
    local cap = capture()
    teach.trace(F.right0.make(learners.instrument()), 3, { out = cap.out })
    assert.matches("\n7 moves, 15 calls, at most 4 calls open at once\nright: 7 moves, the "
      .. "minimum\n$", cap.text())
  end)

  it("draws the pegs after each move when asked", function()
    local cap = capture()
    teach.trace(F.right0.make(learners.instrument()), 2, { pictures = true, out = cap.out })
    local ls = lines(cap.text())
    local t = model.new(2, 3, 1)
    for i, l in ipairs(ls) do
      local pad, a, b = l:match("^(%s*)move %d+: disk %d+ from (%u) to (%u)$")
      if pad then
        model.move(t, a:byte() - 64, b:byte() - 64)
        local s = hanoi.state(model.label(t), 3)
        local want = {}
        for p in (tostring(s) .. "\n"):gmatch("([^\n]*)\n") do want[#want + 1] = pad .. p end
        assert.same(want, { table.unpack(ls, i + 1, i + #want) })
      end
    end
  end)

  it("shows a tail call in place of the frame it replaces", function()
    local cap = capture()
    teach.trace(F.tail.make(learners.instrument()), 2, { out = cap.out })
    local text = cap.text()
    -- the frame of solve(2, A, C, B) is replaced: the call takes its depth
    assert.matches("\nsolve(1, B, C, A)   (a tail call)\n", text, 1, true)
    -- the first one says what a tail call is
    assert.matches("\n  solve(0, C, B, A)   (a tail call: it takes the place of the call "
      .. "that made it)\n", text, 1, true)
    assert.matches("\nright: 3 moves, the minimum\n$", text)
  end)

  it("stops a runaway with its reason", function()
    local cap = capture()
    teach.trace(F.endless.make(learners.instrument()), 2, { out = cap.out, max_depth = 3 })
    assert.equal(table.concat({
      "solve(2, A, C, B)",
      "  solve(1, A, B, C)",
      "    solve(0, A, C, B)",
      "      solve(-1, A, B, C)",
      "0 moves, 4 calls, at most 4 calls open at once",
      "not right: stopped: 4 calls were open at once, each made inside the one before",
      "    (more than max_depth = 3), with n = 2, 1, 0, -1",
      "hint: solve never stops calling itself: the calls go n = 2, 1, 0, -1. Nothing",
      "    stops it: it needs the base case",
      -- the kit sees the specs' file: the repair it proposes, proven
      ("    (the smallest n, where it stops calling itself). After line %d add `if n =="):format(
        debug.getinfo(F.endless.make(learners.instrument()), "S").linedefined),
      "    0 then return end`: with that change your function is right for 1 and 2",
      "    disks.",
    }, "\n") .. "\n", cap.text())
  end)

  it("on four pegs marks the first move that brings the tower no nearer, as a breadth-first "
      .. "search says, each time it is asked", function()
    -- random legal moves from the tower on A, the first wrong one and the
    -- distances it names found by the spec's own search; each function
    -- traced twice (the kit keeps the distances its searches found: the
    -- second trace reads them)
    math.randomseed(7)
    local names = { "A", "B", "C", "D" }
    local traced = 0
    for round = 1, 24 do
      local n = 4 + round % 4
      local dist = model.distances(model.tower(n, 4), 4)
      local label, list, want = model.tower(n, 1), {}, nil
      for m = 1, 12 do
        local legal = model.moves(label, 4)
        local d, f, t = table.unpack(legal[math.random(#legal)])
        local before = dist[model.code(label, 4) + 1]
        label = model.apply(label, d, t)
        local after = dist[model.code(label, 4) + 1]
        list[m] = { names[f], names[t] }
        if not want and after ~= before - 1 then
          want = ("move %d: disk %d from %s to %s   <- the first wrong move\n"
            .. "    (legal, but after it the tower is %d moves away instead of %d)"):format(
            m, d, names[f], names[t], after, before - 1)
        end
      end
      local function solve(_, _, _, _, _, move)
        for _, mv in ipairs(list) do move(mv[1], mv[2]) end
      end
      for _ = 1, 2 do
        local cap = capture()
        teach.trace(solve, n, { k = 4, out = cap.out })
        local text = cap.text()
        if want then
          assert.matches(want, text, 1, true)
          traced = traced + 1
        else
          assert.not_matches("the first wrong move", text, 1, true)
        end
      end
    end
    assert.is_true(traced >= 24, traced)
  end)

  it("rejects bad arguments", function()
    local f = F.right0.make(learners.instrument())
    assert.has_error(function() teach.trace(f, 0) end,
      "bad argument #2 to 'trace' (the number of disks must be 1..10, got 0)")
    assert.has_error(function() teach.trace(f, 3, { returns = false }) end,
      "bad argument #3 to 'trace' (unknown option 'returns')")
    assert.has_error(function() teach.trace(f, 3, { zero = true }) end,
      "bad argument #3 to 'trace' (unknown option 'zero')")
    assert.has_error(function() teach.trace(f, 3, { out = 3 }) end,
      "bad argument #3 to 'trace' (field 'out' must be a function or a file, got number)")
  end)
end)

-- the steps teach.stepper(fn, n) must show, from the specs' own run: its
-- line, the stack (call and where), the moves and the position
local function ref_steps(key, n, name)
  local c, _, spec = own_run(key, n)
  local steps, stack, list = {}, {}, {}
  for at_log, e in ipairs(c.log) do
    local line
    if e.kind == "call" then
      stack[#stack + 1] = calltext(name, e.args, spec.k)
      line = "call " .. stack[#stack]
    elseif e.kind == "move" then
      line = ("move %d: disk %d from %s to %s"):format(e.m, e.disk, value(e.from), value(e.to))
      if e.illegal then line = line .. "   <- illegal\n    (" .. e.illegal .. ")"
      else
        list[#list + 1] = { e.from, e.to }
        if e.wrong then line = line .. "   <- the first wrong move\n    (" .. e.wrong .. ")" end
      end
    else
      local me = table.remove(stack)
      local on = #stack > 0 and goes_on(c.log, at_log)
      line = on and ("return from %s to %s at line %d"):format(me, stack[#stack], on)
        or #stack > 0 and ("return from %s to %s"):format(me, stack[#stack])
        or ("return from %s: done"):format(me)
    end
    local st = {}
    for i, f in ipairs(stack) do
      local at = e.lines[i]
      if at == "just called" then st[i] = f .. " just called"
      else st[i] = ("%s line %d: %s"):format(f, at, SOURCE[at]:match("^%s*(.-)%s*$")) end
    end
    steps[#steps + 1] = { line = line, stack = st, list = { table.unpack(list) } }
  end
  return steps, spec
end

-- one chunk of a stepper's text: first line, stack, picture, count
local function parse_chunk(text)
  local ls = lines(text)
  local chunk = { first = ls[1], stack = {}, picture = {} }
  local i = 2
  if ls[i] and ls[i]:match("^    %(") then      -- the step's line goes on
    chunk.first = chunk.first .. "\n" .. ls[i]
    i = i + 1
  end
  if ls[i] == "stack: empty" then i = i + 1
  elseif ls[i] and ls[i]:match("^stack of frames") then
    i = i + 1
    while ls[i] and ls[i]:match("^  %d+%. ") do
      local call, at = ls[i]:match("^  %d+%. (%w+%b()) +(.-)$")
      chunk.stack[#chunk.stack + 1] = call .. " " .. (at:match("^(.-)   <%- running$") or at)
      i = i + 1
    end
  end
  for j = i, #ls - 1 do chunk.picture[#chunk.picture + 1] = ls[j] end
  chunk.moves = tonumber(ls[#ls]:match("^(%d+) of %d+ moves made$"))
  return chunk
end

local function position(n, k, names, list)
  local index = {}
  for i = 1, k do index[names[i]] = i end
  local s = hanoi.new(n, k, 1)
  for _, mv in ipairs(list) do assert(s:move(index[mv[1]], index[mv[2]])) end
  return s
end

describe("teach.stepper of a learner's function", function()
  it("steps through its calls, moves and returns, with the line of each frame", function()
    for _, case in ipairs({ { "right0", "solve" }, { "right1", "solve" }, { "twice", "solve" },
                            { "swap_first", "solve" }, { "four", "solve4" },
                            { "numbers", "solve" } }) do
      local key, name = case[1], case[2]
      local n = 3
      local steps, spec = ref_steps(key, n, name)
      local cap = capture()
      local s = teach.stepper(spec.make(learners.instrument()), n, opts_of(spec, { out = cap.out }))
      assert.matches(("^%s, 3 disks from %s to %s%%.\n"):format(name, value(names_of(spec)[1]),
        value(names_of(spec)[spec.k])), cap.text())
      for i, want in ipairs(steps) do
        assert.is_false(s.done, key)
        s()
        local got = parse_chunk(cap.text())
        assert.equal(("step %d: %s"):format(i, want.line), got.first, key)
        -- a frame's line that would pass 80 columns is cut short with "..."
        for j, f in ipairs(got.stack) do
          local cut = f:match("^(.-)%.%.%.$")
          if cut and want.stack[j] and want.stack[j]:sub(1, #cut) == cut then
            got.stack[j] = want.stack[j]
          end
        end
        assert.same(want.stack, got.stack, key)
        assert.equal(#want.list, got.moves)
        assert.equal(tostring(position(n, spec.k, names_of(spec), want.list)),
          table.concat(got.picture, "\n"))
      end
      assert.is_true(s.done)
      s()
      -- the verdict: the specs' own judgement of the run with n disks
      local _, j = own_run(key, n)
      local ok = not j.illegal and j.on_target and j.legal == (spec.k == 3 and (1 << n) - 1
        or learners.FS[n])
      local text = cap.text():gsub("\n    ", " ")      -- a long line is broken: join it again
      if ok then
        assert.equal(("done: right: %d move%s, the minimum (s:back() goes back)\n")
          :format(j.legal, j.legal == 1 and "" or "s"), text)
      else
        assert.matches("^done: not right: ", text)
        -- the verdict, then the hint of the report when it has one
        assert.equal(("done: not right: %s (s:back() goes back)\n%s"):format(s.report.reason,
          s.report.hint and "Hint: " .. s.report.hint .. "\n" or ""), text)
      end
      assert.equal(ok, s.report.ok)
      assert.equal(n, s.report.n)
    end
  end)

  it("goes back to the screens it showed going forward", function()
    for _, key in ipairs({ "right0", "missing_second" }) do
      local cap = capture()
      local s = teach.stepper(F[key].make(learners.instrument()), 3, { out = cap.out })
      local screens = { [0] = (cap.text():gsub("^.-s:finish%(%) to the end%.\n", "")) }
      while not s.done do
        s()
        screens[s.steps] = cap.text():gsub("^step %d+: [^\n]*\n", "")
      end
      for i = s.steps - 1, 0, -1 do
        s:back()
        local text = cap.text()
        assert.matches(("^back to step %d[ ,] ?%%(?undid:"):format(i), text)
        -- the undone step is named on the first line, or on lines of its own
        local screen = text:gsub("^back to step %d+ %b()\n", "")
          :gsub("^back to step %d+, undid:\n    [^\n]*\n", ""):gsub("^    %([^\n]*\n", "")
        assert.equal(screens[i], screen)
      end
      s:back()
      assert.equal("at the start: nothing to undo\n", cap.text())
    end
  end)

  it("runs the function when made, never while stepping", function()
    local runs = 0
    local c = learners.instrument()
    local solve = F.right0.make(c)
    local s = teach.stepper(function(...) runs = runs + 1; return solve(...) end, 2,
      { out = function() end })
    local made = runs
    assert.equal(2, made)          -- with 1 and 2 disks: the verdict knows both
    s:finish()
    for _ = 1, 5 do s:back() end
    s:next_move()
    assert.equal(made, runs)
  end)

  it("rejects bad arguments", function()
    local f = F.right0.make(learners.instrument())
    assert.has_error(function() teach.stepper(f, 11) end,
      "bad argument #2 to 'stepper' (the number of disks must be 1..10, got 11)")
    assert.has_error(function() teach.stepper(f, 3, { method = "binary" }) end,
      "bad argument #3 to 'stepper' (unknown option 'method')")
  end)
end)
