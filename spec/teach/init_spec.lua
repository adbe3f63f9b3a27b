-- hanoi.teach: what a teacher sees, checked against a recursion, a
-- simulator and the arithmetic written here.
local hanoi = require "hanoi"
local teach = require "hanoi.teach"
local model = require "support.model"

local P = { "A", "B", "C", "D" }

local capture, lines = require("support.helpers").capture, require("support.helpers").lines

local function call(name, k, pegs)
  local t = { tostring(k) }
  for i, p in ipairs(pegs) do t[i + 1] = P[p] end
  return ("%s(%s)"):format(name, table.concat(t, ", "))
end

local function moveline(m, d, a, b)
  return ("move %d: disk %d from %s to %s"):format(m, d, P[a], P[b])
end

-- the Frame-Stewart numbers and the smallest best split
local FS, SPLIT = model.frame_stewart4(12)

-- The printed recursion run for real (solve, and solve4 on four pegs),
-- each frame recording the line of the code it is at, as the kit's texts
-- word it. Returns the steps: for each call, move and return, its line,
-- the stack after it (name and line), the moves so far and the depth.
local function ref_steps(n, k, from, to)
  local steps, stack, moves = {}, {}, {}
  local t = model.new(n, k, from)
  local function snap(line, depth, kind, zero)
    local st = {}
    for i, f in ipairs(stack) do st[i] = f.name .. " " .. f.at end
    steps[#steps + 1] = { line = line, stack = st, moves = #moves, kind = kind, depth = depth,
                          list = { table.unpack(moves) }, zero = zero }
  end
  local function enter(name, m, pegs)
    local me = { name = call(name, m, pegs), at = "(0) just called", m = m }
    stack[#stack + 1] = me
    snap("call " .. me.name, #stack, "call", m == 0)
    return me
  end
  local function leave(me, after)
    stack[#stack] = nil
    local parent = stack[#stack]
    if parent then
      parent.at = after
      snap(("return from %s to %s at %s"):format(me.name, parent.name, after:match("^%(%d%)")),
        #stack + 1, "return", me.m == 0)
    else
      snap(("return from %s: done"):format(me.name), 1, "return", me.m == 0)
    end
  end
  local function solve(m, a, b, c, after)
    local me = enter("solve", m, { a, b, c })
    if m > 0 then
      me.at = "(1) in the first call"
      solve(m - 1, a, c, b, "(2) next: the move")
      local d = model.move(t, a, b)
      moves[#moves + 1] = { a, b }
      me.at = "(3) next: the second call"
      snap(moveline(#moves, d, a, b), #stack, "move")
      me.at = "(3) in the second call"
      solve(m - 1, c, b, a, "(4) next: return")
    end
    leave(me, after)
  end
  local function solve4(m, a, b, x, y, after)
    local me = enter("solve4", m, { a, b, x, y })
    if m > 0 then
      local s = SPLIT[m]
      me.at = "(1) in the first call"
      solve4(s, a, x, y, b, "(2) next: the 3-peg call")
      me.at = "(2) in the 3-peg call"
      solve(m - s, a, b, y, "(3) next: the last call")
      me.at = "(3) in the last call"
      solve4(s, x, b, a, y, "(4) next: return")
    end
    leave(me, after)
  end
  if k == 3 then
    solve(n, from, to, 6 - from - to)
  else
    local sp = {}
    for p = 1, 4 do if p ~= from and p ~= to then sp[#sp + 1] = p end end
    solve4(n, from, to, sp[1], sp[2])
  end
  return steps, moves
end

-- the trace teach.trace must print, made from those steps
local function ref_trace(n, k, from, to, zero, pictures)
  local steps = ref_steps(n, k, from, to)
  local out, calls, deepest, hidden = {}, 0, 0, 0
  for _, st in ipairs(steps) do
    local pad = string.rep("  ", st.depth - 1)
    if st.kind == "call" then
      calls = calls + 1
      deepest = math.max(deepest, st.depth)
      if st.zero then hidden = hidden + 1 end
    end
    if zero or not st.zero then
      if st.kind == "call" then
        out[#out + 1] = pad .. st.line:match("^call (.*)")
      elseif st.kind == "move" then
        out[#out + 1] = pad .. "  " .. st.line
        if pictures then
          local s = hanoi.new(n, k, from)
          for _, mv in ipairs(st.list) do s:move(mv[1], mv[2]) end
          for l in (tostring(s) .. "\n"):gmatch("([^\n]*)\n") do out[#out + 1] = pad .. "  " .. l end
        end
      else
        local to_, at = st.line:match("^return from %S+%b() to (%S+%b()) at (%(%d%))$")
        out[#out + 1] = pad .. "  " .. (to_ and ("return to %s at %s"):format(to_, at)
          or "return: done")
      end
    end
  end
  local m = k == 3 and (1 << n) - 1 or FS[n]
  out[#out + 1] = ("%d move%s, %d calls, at most %d calls open at once")
    :format(m, m == 1 and "" or "s", calls, deepest)
  if not zero then
    out[#out + 1] = ("(the %d calls with n = 0 are not shown)"):format(hidden)
  end
  return out
end

-- the position after the given list of {from, to} moves
local function position(n, k, from, list)
  local s = hanoi.new(n, k, from)
  for _, mv in ipairs(list) do assert(s:move(mv[1], mv[2])) end
  return s
end

-- what a stepper printed in one chunk: its first line, the stack, the
-- picture and the count of moves
local function parse_chunk(text)
  local ls = lines(text)
  local chunk = { first = ls[1], stack = {}, picture = {} }
  local i = 2
  if ls[i] == "stack: empty" then i = i + 1
  elseif ls[i] and ls[i]:match("^stack of frames") then
    i = i + 1
    local running = {}
    while ls[i] and ls[i]:match("^  %d+%. ") do
      local name, at = ls[i]:match("^  %d+%. (%w+%b()) +(.-)$")
      local run = at:match("^(.-)   <%- running$")
      running[#running + 1] = run ~= nil
      chunk.stack[#chunk.stack + 1] = name .. " " .. (run or at)
      i = i + 1
    end
    for j, r in ipairs(running) do assert.equal(j == #running, r) end  -- the last runs
  end
  for j = i, #ls - 1 do chunk.picture[#chunk.picture + 1] = ls[j] end
  chunk.moves = tonumber(ls[#ls]:match("^(%d+) of %d+ moves made$"))
  return chunk
end

-- the text a stepper prints when made, less its header (up to the keys)
local function after_header(text)
  return (text:gsub("^.-s:finish%(%) to the end%.\n", ""))
end

describe("teach.trace", function()
  it("prints the call tree of the recursion, indented by depth, for every pair of pegs", function()
    for n = 1, 5 do
      for from = 1, 3 do
        for to = 1, 3 do
          if from ~= to then
            for _, zero in ipairs({ false, true }) do
              local cap = capture()
              teach.trace(n, { from = from, to = to, zero = zero, out = cap.out })
              assert.same(ref_trace(n, 3, from, to, zero), lines(cap.text()))
            end
          end
        end
      end
    end
  end)

  it("shows the calls with n = 0 by default, as the printed code makes them", function()
    local cap = capture()
    teach.trace(3, { out = cap.out })
    local text = cap.text()
    assert.same(ref_trace(3, 3, 1, 3, true), lines(text))
    assert.matches("\n7 moves, 15 calls, at most 4 calls open at once\n$", text)
  end)

  it("traces the Frame-Stewart recursion on four pegs", function()
    for n = 1, 7 do
      for _, pegs in ipairs({ { 1, 4 }, { 2, 1 }, { 4, 3 } }) do
        for _, zero in ipairs({ false, true }) do
          local cap = capture()
          teach.trace(n, { pegs = 4, from = pegs[1], to = pegs[2], zero = zero, out = cap.out })
          assert.same(ref_trace(n, 4, pegs[1], pegs[2], zero), lines(cap.text()))
        end
      end
    end
    -- and its moves are a solution in hanoi.count(n, 4) moves
    for n = 1, 10 do
      local cap = capture()
      teach.trace(n, { pegs = 4, out = cap.out })
      local t, m = model.new(n, 4, 1), 0
      for d, a, b in cap.text():gmatch("move %d+: disk (%d+) from (%u) to (%u)") do
        assert.equal(tonumber(d), model.move(t, a:byte() - 64, b:byte() - 64))
        m = m + 1
      end
      assert.is_true(model.is_tower(t, 4))
      assert.equal(hanoi.count(n, 4), m)
    end
  end)

  it("draws the pegs after each move when asked", function()
    for _, k in ipairs({ 3, 4 }) do
      local cap = capture()
      teach.trace(3, { pictures = true, pegs = k, out = cap.out })
      assert.same(ref_trace(3, k, 1, k, true, true), lines(cap.text()))
    end
  end)

  it("writes to a file", function()
    local f = io.tmpfile()
    teach.trace(2, { out = f })
    f:seek("set")
    local text = f:read("a")
    f:close()
    assert.equal(table.concat(ref_trace(2, 3, 1, 3, true), "\n") .. "\n", text)
  end)

  it("rejects bad arguments", function()
    assert.has_error(function() teach.trace(0) end,
      "bad argument #1 to 'trace' (the number of disks must be 1..10, got 0)")
    assert.has_error(function() teach.trace(11) end,
      "bad argument #1 to 'trace' (the number of disks must be 1..10, got 11)")
    assert.has_error(function() teach.trace("3") end,
      "bad argument #1 to 'trace' (the number of disks must be an integer, got string)")
    assert.has_error(function() teach.trace(2.5) end,
      "bad argument #1 to 'trace' (the number of disks must be an integer, got a number with no integer value)")
    assert.has_error(function() teach.trace(3, 1) end,
      "bad argument #2 to 'trace' (options table expected, got number)")
    assert.has_error(function() teach.trace(3, { returns = false }) end,
      "bad argument #2 to 'trace' (unknown option 'returns')")
    assert.has_error(function() teach.trace(3, { out = 1 }) end,
      "bad argument #2 to 'trace' (field 'out' must be a function or a file, got number)")
    assert.has_error(function() teach.trace(3, { from = 2, to = 2 }) end,
      "bad argument #2 to 'trace' (source and target pegs are the same)")
    assert.has_error(function() teach.trace(3, { to = 4 }) end,
      "bad argument #2 to 'trace' (field 'to' must be A..C or 1..3, got 4)")
    assert.has_error(function() teach.trace(3, { to = "E" }) end,
      'bad argument #2 to \'trace\' (field \'to\' must be A..C or 1..3, got "E")')
    assert.has_error(function() teach.trace(3, { pegs = 5 }) end,
      "bad argument #2 to 'trace' (field 'pegs' must be 3..4, got 5)")
    assert.has_error(function() teach.trace(3, { k = 5 }) end,
      "bad argument #2 to 'trace' (field 'k' must be 3..4, got 5)")
    assert.has_error(function() teach.trace(3, { pegs = { 1, 2, 3 } }) end,
      "bad argument #2 to 'trace' (field 'pegs' is the number of pegs (3 or 4); a list "
      .. "of peg names is 'names')")
  end)

  it("takes pegs as letters (either case) as well as numbers, and k for pegs", function()
    local a, b = capture(), capture()
    teach.trace(3, { from = "b", to = "A", out = a.out })
    teach.trace(3, { from = 2, to = 1, out = b.out })
    assert.equal(b.text(), a.text())
    teach.trace(3, { k = 4, to = "C", out = a.out })
    teach.trace(3, { pegs = 4, to = 3, out = b.out })
    assert.equal(b.text(), a.text())
  end)
end)

-- steps a stepper to the end, checking every screen against the steps of
-- the recursion; returns the stepper
local function step_all(s, cap, ref, n, k, from, to)
  for i, want in ipairs(ref) do
    assert.is_false(s.done)
    s()
    local got = parse_chunk(cap.text())
    assert.equal(("step %d: %s"):format(i, want.line), got.first)
    assert.same(want.stack, got.stack)
    assert.equal(want.moves, got.moves)
    assert.equal(tostring(position(n, k, from, want.list)), table.concat(got.picture, "\n"))
    assert.equal(i, s.steps)
  end
  assert.is_true(s.done)
  assert.is_true(s.state:is_tower(to))
  return s
end

-- the steps a stepper shows: every one, or those of calls with n > 0
local function visible(ref, zero)
  local t = {}
  for _, st in ipairs(ref) do
    if zero or not st.zero then t[#t + 1] = st end
  end
  return t
end

describe("teach.stepper", function()
  it("steps through every call, move and return, showing the frames and the pegs", function()
    for _, pegs in ipairs({ { 1, 3 }, { 2, 1 } }) do
      for _, zero in ipairs({ true, false }) do
        local n = 4
        local cap = capture()
        local s = teach.stepper(n, { from = pegs[1], to = pegs[2], zero = zero, out = cap.out })
        local start = parse_chunk("header\n" .. after_header(cap.text()))
        assert.same({}, start.stack)
        assert.equal(0, start.moves)
        step_all(s, cap, visible(ref_steps(n, 3, pegs[1], pegs[2]), zero), n, 3, pegs[1], pegs[2])
        s()
        assert.equal("done: nothing left to do (s:back() goes back)\n", cap.text())
      end
    end
  end)

  it("steps through the Frame-Stewart recursion on four pegs", function()
    for _, pegs in ipairs({ { 1, 4 }, { 3, 2 } }) do
      for _, zero in ipairs({ true, false }) do
        local n = 5
        local cap = capture()
        local s = teach.stepper(n, { pegs = 4, from = pegs[1], to = pegs[2], zero = zero,
                                     out = cap.out })
        assert.equal("frame_stewart", s.method)
        cap.text()
        step_all(s, cap, visible(ref_steps(n, 4, pegs[1], pegs[2]), zero), n, 4, pegs[1], pegs[2])
      end
    end
    local cap = capture()
    local s = teach.stepper(3, { method = "frame_stewart", out = cap.out })
    assert.equal(4, s.k)
    assert.matches("^frame_stewart: 3 disks from A to D on 4 pegs%.\n", cap.text() .. "")
  end)

  it("says what comes next right after a move", function()
    local cap = capture()
    local s = teach.stepper(2, { out = cap.out })
    cap.text()
    s:next_move()
    assert.matches("\n  2. solve(1, A, B, C)  (3) next: the second call   <- running\n",
      cap.text(), 1, true)
  end)

  it("goes back step by step to the start, showing the screens it showed going forward", function()
    for _, k in ipairs({ 3, 4 }) do
      local cap = capture()
      local s = teach.stepper(3, { pegs = k, out = cap.out })
      local screens = { [0] = after_header(cap.text()) }
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
        assert.equal(i, s.steps)
      end
      s:back()
      assert.equal("at the start: nothing to undo\n", cap.text())
      -- and forwards again, through the same steps
      local ref = ref_steps(3, k, 1, k)
      for i = 1, 5 do
        s()
        assert.equal(("step %d: %s"):format(i, ref[i].line), lines(cap.text())[1])
      end
    end
  end)

  it("runs to the next move", function()
    local cap = capture()
    local s = teach.stepper(3, { out = cap.out })
    cap.text()
    local ref = ref_steps(3, 3, 1, 3)
    local i = 0
    for m = 1, 7 do
      s:next_move()
      local ls = lines(cap.text())
      repeat
        i = i + 1
        assert.equal(("step %d: %s"):format(i, ref[i].line), table.remove(ls, 1))
      until ref[i].kind == "move"
      assert.equal(m, s.state.moves)
    end
    s:next_move()
    assert.is_true(s.done)
  end)

  it("steps move by move with the other methods, in the words of each", function()
    local _, moves = ref_steps(5, 3, 1, 3)
    local t = model.new(5, 3, 1)
    local want = {}
    for m, mv in ipairs(moves) do want[m] = moveline(m, model.move(t, mv[1], mv[2]), mv[1], mv[2]) end
    for _, name in ipairs(hanoi.methods) do
      if name ~= "recursive" then
        local cap = capture()
        local s = teach.stepper(5, { method = name, out = cap.out })
        cap.text()
        for m = 1, 31 do
          s()
          local text = cap.text()
          local prefix = ("step %d: %s"):format(m, want[m])
          assert.equal(prefix, text:sub(1, #prefix))
          assert.matches("^ *\n? *%(", text:sub(#prefix + 1))   -- then the method's note
        end
        assert.is_true(s.done)
      end
    end
  end)

  it("explains the words of a method in its header", function()
    local cap = capture()
    local s = teach.stepper(2, { method = "binary", out = cap.out })
    local header = cap.text()
    assert.matches("^binary: 2 disks from A to C%.\nOne move per step%. m is the move number", header)
    assert.matches("Gray code has bit d%-1 set", header)
    s()
    assert.matches("Gray code 01%)", cap.text())
    assert.equal("binary", s.method)
  end)

  it("rejects bad arguments", function()
    assert.has_error(function() teach.stepper(3, "nope") end,
      "bad argument #2 to 'stepper' (unknown method 'nope')")
    assert.has_error(function() teach.stepper(3, { method = 3 }) end,
      "bad argument #2 to 'stepper' (string expected, got number)")
    assert.has_error(function() teach.stepper(20) end,
      "bad argument #1 to 'stepper' (the number of disks must be 1..10, got 20)")
    assert.has_error(function() teach.stepper(3, { method = "binary", pegs = 4 }) end,
      "bad argument #2 to 'stepper' (method 'binary' needs 3 pegs)")
    assert.has_error(function() teach.stepper(3, { method = "frame_stewart", pegs = 3 }) end,
      "bad argument #2 to 'stepper' (method 'frame_stewart' needs 4 pegs)")
    assert.has_error(function() teach.stepper(3, { methd = "binary" }) end,
      "bad argument #2 to 'stepper' (unknown option 'methd')")
  end)
end)

describe("teach.explain", function()
  it("explains each method and works 3 disks with the real iterator", function()
    local _, moves = ref_steps(3, 3, 1, 3)
    local t, want = model.new(3, 3, 1), {}
    for m, mv in ipairs(moves) do want[m] = moveline(m, model.move(t, mv[1], mv[2]), mv[1], mv[2]) end
    for _, name in ipairs(hanoi.methods) do
      local cap = capture()
      teach.explain(name, { out = cap.out })
      local text = cap.text()
      assert.equal(name .. ": ", text:sub(1, #name + 2))
      assert.matches("By hand: ", text, 1, true)
      local got = {}
      for _, l in ipairs(lines(text)) do
        got[#got + 1] = l:match("^%s*(move %d+: disk %d+ from %u to %u)")
      end
      assert.same(want, got, name)
    end
  end)

  it("prints the code whose trace it shows, the calls with n = 0 counted", function()
    local cap = capture()
    teach.explain("recursive", { out = cap.out })
    local text = cap.text()
    assert.matches("    function solve(n, from, to, via, move)\n"
      .. "      if n == 0 then return end", text, 1, true)
    local trace = table.concat(ref_trace(3, 3, 1, 3, false), "\n") .. "\n"
    assert.equal(trace, text:sub(-#trace))
    local tail = "7 moves, 15 calls, at most 4 calls open at once\n"
      .. "(the 8 calls with n = 0 are not shown)\n"
    assert.equal(tail, text:sub(-#tail))
  end)

  it("explains the Frame-Stewart recursion on four pegs", function()
    local cap = capture()
    teach.explain("frame_stewart", { out = cap.out })
    local text = cap.text()
    assert.matches("^frame_stewart: four pegs", text)
    assert.matches("local k = hanoi.split(n, 4)", text, 1, true)
    local trace = table.concat(ref_trace(4, 4, 1, 4, false), "\n") .. "\n"
    assert.equal(trace, text:sub(-#trace))
  end)

  it("writes the direction of each move as +d / -d", function()
    local cap = capture()
    teach.explain("direction", { out = cap.out })
    local signs = {}
    for a, b, sign, d in cap.text():gmatch("from (%u) to (%u)%s+([+-])(%d):") do
      local step = (b:byte() - a:byte()) % 3 == 1 and "+" or "-"
      assert.equal(step, sign)
      signs[#signs + 1] = sign .. d
    end
    assert.equal(7, #signs)
  end)

  it("lists the methods when called with none", function()
    local cap = capture()
    teach.explain(nil, { out = cap.out })
    local text = cap.text()
    for _, name in ipairs(hanoi.methods) do
      assert.matches("\n  " .. name .. " ", text, 1, true)
    end
    assert.matches("\n  frame_stewart ", text, 1, true)
  end)

  it("rejects an unknown method", function()
    assert.has_error(function() teach.explain("x") end,
      "bad argument #1 to 'explain' (unknown method 'x')")
    assert.has_error(function() teach.explain(1) end,
      "bad argument #1 to 'explain' (string expected, got number)")
    assert.has_error(function() teach.explain("binary", { outt = print }) end,
      "bad argument #2 to 'explain' (unknown option 'outt')")
  end)
end)

describe("teach.moves", function()
  it("prints the moves of hanoi.moves in words", function()
    local _, moves = ref_steps(4, 3, 2, 3)
    local t, want = model.new(4, 3, 2), {}
    for m, mv in ipairs(moves) do want[m] = moveline(m, model.move(t, mv[1], mv[2]), mv[1], mv[2]) end
    want[#want + 1] = "15 moves, the fewest for 4 disks on 3 pegs"
    local cap = capture()
    teach.moves(4, { from = 2, method = "iterative", out = cap.out })
    assert.same(want, lines(cap.text()))
  end)

  it("prints the Frame-Stewart moves on four pegs, with letters", function()
    local cap = capture()
    teach.moves(5, { pegs = 4, out = cap.out })
    local ls, t = lines(cap.text()), model.new(5, 4, 1)
    for m = 1, #ls - 1 do
      local i, d, a, b = ls[m]:match("^move (%d+): disk (%d+) from ([A-D]) to ([A-D])$")
      assert.equal(m, tonumber(i))
      assert.equal(tonumber(d), model.move(t, a:byte() - 64, b:byte() - 64))
    end
    assert.is_true(model.is_tower(t, 4))
    assert.equal(("%d moves, the fewest for 5 disks on 4 pegs"):format(FS[5]), ls[#ls])
    assert.has_error(function() teach.moves(3, { pegs = 4, method = "binary" }) end,
      "bad argument #2 to 'moves' (field 'method' applies to 3 pegs only)")
  end)
end)

-- decimal strings: a * k + c
local mul = require("support.model").decmul

describe("teach.table", function()
  it("prints 2^n - 1, the four-peg moves, 3^n positions and their ratio, exactly", function()
    local ns = { 1, 3, 20, 39, 40, 63, 64 }
    local cap = capture()
    teach.table(ns, { out = cap.out })
    local ls = lines(cap.text())
    assert.matches("^  n  3 pegs: M%(n%) +4 pegs  positions: 3%^n +M/3%^n$", ls[1])
    assert.equal("     = 2^n - 1", ls[2])
    -- the four-peg numbers, by the recurrence, up to 64 disks
    local fs = { [0] = 0 }
    for n = 1, 64 do
      local best = math.huge
      for k = 0, n - 1 do
        local v = 2 * fs[k] + (n - k >= 63 and math.huge or (1 << (n - k)) - 1)
        if v < best then best = v end
      end
      fs[n] = best
    end
    for i, n in ipairs(ns) do
      local got_n, m, four, big, ratio = ls[i + 2]:match("^%s*(%d+)%s+(%d+)%s+(%d+)%s+(%d+)%s+(%S+)$")
      assert.equal(n, tonumber(got_n))
      local two, three = "1", "1"
      for _ = 1, n do two, three = mul(two, 2), mul(three, 3) end
      assert.equal(mul(two, 1, -1), m)            -- 2^n - 1 (2^n ends in 2, 4, 6, 8)
      assert.equal(fs[n], tonumber(four))
      assert.equal(three, big)
      local exact = (2 ^ n - 1) / 3 ^ n
      assert.near(exact, tonumber(ratio), 0.05 * exact)   -- two significant digits
    end
    assert.matches("The rule M(n) = 2 M(n-1) + 1", cap.text() .. table.concat(ls, "\n"), 1, true)
  end)

  it("gives the monks' time for 64 disks exactly", function()
    local cap = capture()
    teach.table(nil, { out = cap.out })
    local text = cap.text()
    local secs = text:match("2^64 %- 1 = ([%d,]+) seconds"):gsub(",", "")
    local years, days, h, mi, s = text:match("= ([%d,]+) years of 365.25 days %+ (%d+) days (%d+) h (%d+) min (%d+) s")
    years = math.tointeger(tonumber((years:gsub(",", ""))))
    -- 2^64 - 1 wraps to -1 in Lua's integers: check the division that way
    local r = ((tonumber(days) * 24 + tonumber(h)) * 60 + tonumber(mi)) * 60 + tonumber(s)
    assert.equal(-1, years * 31557600 + r)
    assert.is_true(r < 31557600)
    assert.equal(mul(mul("1", 2 ^ 32 | 0), 2 ^ 32 | 0, -1), secs)
    assert.matches("about 584.5 billion years", text, 1, true)
    assert.equal(2 + 6, #lines(text:match("^(.-\n)\n")))  -- two header lines and six n
    local four, h4, m4, s4 = text:match("With a fourth peg: ([%d,]+) moves, (%d+) h (%d+) min (%d+) s")
    four = tonumber((four:gsub(",", "")))
    assert.equal(18433, four)
    assert.equal(four, (tonumber(h4) * 60 + tonumber(m4)) * 60 + tonumber(s4))
  end)

  it("rejects bad numbers of disks", function()
    assert.has_error(function() teach.table(65) end,
      "bad argument #1 to 'table' (numbers of disks must be integers 1..64)")
    assert.has_error(function() teach.table({ 3, "x" }) end,
      "bad argument #1 to 'table' (numbers of disks must be integers 1..64)")
  end)
end)

-- distances to the tower on peg `to` for every position of n disks, by BFS
-- over labels (one peg letter per disk, smallest first)
local function distances(n, to)
  return (model.bfs(model.tower(n, to), 3))
end

describe("teach.best_move", function()
  it("makes the distance to the target tower one shorter from every position", function()
    for _, n in ipairs({ 1, 3, 4 }) do
      for to = 1, 3 do
        local dist, count = distances(n, to), 0
        for label, d in pairs(dist) do
          count = count + 1
          local s = hanoi.state(label)
          local disk, from, target = teach.best_move(s, to)
          if d == 0 then
            assert.is_nil(disk)
          else
            assert.equal(disk, s:move(from, target))
            assert.equal(d - 1, dist[s:label()])
          end
        end
        assert.equal(3 ^ n, count)
      end
    end
  end)

  it("rejects what is not a 3-peg state", function()
    assert.has_error(function() teach.best_move({}) end,
      "bad argument #1 to 'best_move' (3-peg hanoi.State expected, got table)")
    assert.has_error(function() teach.best_move(hanoi.new(3, 4)) end,
      "bad argument #1 to 'best_move' (3-peg hanoi.State expected, got 4 pegs)")
    assert.has_error(function() teach.best_move(hanoi.new(3), 0) end,
      "bad argument #2 to 'best_move' (the target peg must be A..C or 1..3, got 0)")
    local s = hanoi.state("BAC")
    assert.same({ teach.best_move(s, 2) }, { teach.best_move(s, "B") })
    assert.same({ teach.best_move(s, 2) }, { teach.best_move(s, "b") })
  end)
end)

describe("teach.quiz", function()
  -- answers one by one, each echoed with its Enter as a terminal shows it
  local function reader(answers, cap)
    local i = 0
    return function()
      i = i + 1
      if cap and answers[i] then cap.out(answers[i] .. "\n") end
      return answers[i]
    end
  end

  it("counts right answers against the optimal moves", function()
    local _, moves = ref_steps(4, 3, 2, 1)
    local t, answers = model.new(4, 3, 2), {}
    for _, mv in ipairs(moves) do
      local d, to = model.move(t, mv[1], mv[2]), mv[2]
      answers[#answers + 1] = (#answers % 2 == 0) and (d .. " " .. P[to]) or ("disk " .. d .. " to " .. to)
    end
    local cap = capture()
    local right, asked, second = teach.quiz(4, { from = 2, to = 1, read = reader(answers),
                                                 out = cap.out, score = true })
    assert.equal(15, right)
    assert.equal(15, asked)
    assert.equal(0, second)
    local text = cap.text()
    assert.matches("the tower stands on A after 15 moves\n", text, 1, true)
    assert.matches("15 of 15 right the first time\n$", text)
  end)

  it("gives a second try, then shows the move; '?' is not counted, a first try is", function()
    local cap = capture()
    local right, asked, second = teach.quiz(3, {
      read = reader({ "1 B", "1 C", "2 A", "3 B", "?", "2 C", "q" }, cap),
      out = cap.out, pictures = false, score = true })
    assert.equal(0, right)
    -- the last question, tried once ("2 C") and left with q, counts
    assert.equal(3, asked)
    assert.equal(1, second)
    local q = "which disk moves next, and where? "
    assert.equal(table.concat({
      "Move the 3 disks from A to C. For each move: which disk moves next,",
      "and where? Answer with a disk and a peg: '1 A' would be disk 1 to A. A wrong",
      "answer gets a second try; '?' shows the answer, 'q' stops.",
      "move 1: " .. q .. "1 B",
      "no (legal, but not the shortest way to C). Try again: 1 C",
      "right at the second try: disk 1 from A to C",
      "move 2: " .. q .. "2 A",
      "no (disk 2 is on A already). Try again: 3 B",
      "no (disk 3 is under disk 2): the move is disk 2 from A to B",
      "move 3: " .. q .. "?",
      "the answer: disk 1 from C to B",
      "move 4: " .. q .. "2 C",
      "no (disk 2 is under disk 1). Try again: q",
      "0 of 3 right the first time, 1 more at the second try",
    }, "\n") .. "\n", cap.text())
  end)

  it("says one disk in the singular", function()
    local cap = capture()
    teach.quiz(1, { read = reader({ "1 C" }, cap), out = cap.out, pictures = false })
    assert.matches("^Move the 1 disk from A to C%. ", cap.text())
  end)

  it("says why an illegal answer is illegal", function()
    local cap = capture()
    teach.quiz(3, { read = reader({ "1 C", "2 B", "1 B", "3 B", "3 B" }, cap), out = cap.out,
                    pictures = false })
    assert.matches("no (cannot put disk 3 on disk 1). Try again: 3 B\nno (cannot put disk 3 on "
      .. "disk 1): the move is disk 3 from A to C\n", cap.text(), 1, true)
  end)

  it("asks again after an answer it cannot read, and stops at the end of input", function()
    local cap = capture()
    local right, asked = teach.quiz(2, { read = reader({ "hello", "9 C", "1 B" }),
                                          out = cap.out, pictures = false, score = true })
    assert.equal(1, right)
    assert.equal(1, asked)
    local text = cap.text()
    local _, count = text:gsub("answer with a disk 1..2 and a peg A, B or C", "")
    assert.equal(2, count)
    assert.matches("1 of 1 right the first time\n$", text)
  end)

  it("stops after the number of questions asked for", function()
    local cap = capture()
    local right, asked = teach.quiz(5, { read = function() return "1 B" end,
                                          questions = 3, out = cap.out, score = true })
    assert.equal(3, asked)
    assert.equal(1, right)                -- 1 B is right only for move 3
  end)

  it("returns nothing a REPL would print, unless asked", function()
    local cap = capture()
    assert.equal(0, select("#", teach.quiz(2, { read = reader({ "1 B" }), out = cap.out })))
  end)

  it("rejects a reader that is not a function, and unknown options", function()
    assert.has_error(function() teach.quiz(3, { read = "1 C" }) end,
      "bad argument #2 to 'quiz' (field 'read' must be a function, got string)")
    assert.has_error(function() teach.quiz(3, { returns = true }) end,
      "bad argument #2 to 'quiz' (unknown option 'returns')")
  end)
end)

describe("the kit's views and State:move take peg letters", function()
  it("State:move and State:can_move take a letter (either case) for a peg", function()
    local a, b = hanoi.new(4, 4), hanoi.new(4, 4)
    for _, m in ipairs({ { 1, 2, "A", "b" }, { 1, 4, "a", "D" }, { 2, 4, "B", "d" } }) do
      assert.equal(a:move(m[1], m[2]), b:move(m[3], m[4]))
      assert.equal(a, b)
    end
    assert.same({ a:can_move(1, 4) }, { b:can_move("A", "D") })
    assert.has_error(function() b:move("E", "A") end,
      "bad argument #1 to 'move' (peg must be 1..4 or a letter A..D)")
    assert.has_error(function() b:move("A", "AB") end,
      "bad argument #2 to 'move' (peg must be 1..4 or a letter A..D)")
    assert.has_error(function() hanoi.new(3):move("D", "A") end,
      "bad argument #1 to 'move' (peg must be 1..3 or a letter A..C)")
  end)
end)

describe("teach.help", function()
  it("lists the kit in one screen, and says more about one function", function()
    local cap = capture()
    teach.help(nil, { out = cap.out })
    local text = cap.text()
    for _, name in ipairs({ "trace", "stepper", "explain", "moves", "table", "quiz", "check",
        "edit" }) do
      assert.matches("teach." .. name .. "(", text, 1, true)
      assert.is_function(teach[name])
    end
    teach.help("check", { out = cap.out })
    assert.matches("^teach.check%(solve %[, n%] %[, opts%]%)", cap.text())
    assert.has_error(function() teach.help("nope") end)
  end)
end)

describe("long outputs on a projector", function()
  it("stop every screenful for Enter with `lines`, and q drops the rest", function()
    local cap = capture()
    local full = capture()
    teach.trace(3, { out = full.out })
    local all = lines(full.text())
    -- the pager reads from io.read: a scripted answer list stands in for it
    local answers = { "", "q" }
    local read = io.read
    io.read = function() return table.remove(answers, 1) end
    local ok, err = pcall(teach.trace, 3, { out = cap.out, lines = 10 })
    io.read = read
    assert.is_true(ok, err)
    local text = cap.text()
    local got = lines(text)
    local MORE = "-- more: Enter shows the next screen, q and Enter stops --"
    -- 8 lines, the prompt, 8 more, the prompt, then nothing (the Enter the
    -- user types ends the prompt's line)
    assert.same({ table.unpack(all, 1, 8) }, { table.unpack(got, 1, 8) })
    assert.equal(MORE .. all[9], got[9])
    assert.same({ table.unpack(all, 10, 16) }, { table.unpack(got, 10, 16) })
    assert.equal(16, #got)
    assert.equal(MORE, text:sub(-#MORE))
    -- by default nothing stops when the output is not a terminal
    teach.trace(3, { out = cap.out })
    assert.equal(#all, #lines(cap.text()))
  end)
end)

describe("the pager", function()
  it("never stops for fewer than the last five lines of an output", function()
    local show = require "hanoi.teach.show"
    local MORE = "-- more: Enter shows the next screen, q and Enter stops --"
    for extra = 1, 7 do
      local out, asked = {}, 0
      local write, _, finish = show.writer(function(t) out[#out + 1] = t end, 2, "spec", 0,
        10, function() asked = asked + 1; return "" end, true)
      -- a screen of 10 rows holds 8 lines and the prompt; then `extra` more
      for i = 1, 8 + extra do write("line " .. i .. "\n") end
      finish()
      local text = table.concat(out)
      assert.equal(extra >= show.MIN_REST and 1 or 0, asked, extra)
      assert.equal(extra >= show.MIN_REST, text:find(MORE, 1, true) ~= nil, extra)
      -- every line shown, in order, the prompt (if any) before line 9
      local plain = text:gsub(MORE:gsub("%p", "%%%0"), "")
      local want = {}
      for i = 1, 8 + extra do want[i] = "line " .. i .. "\n" end
      assert.equal(table.concat(want), plain, extra)
    end
  end)

  it("shows a prompt left open at once, whatever it holds", function()
    local show = require "hanoi.teach.show"
    local out = {}
    local write = show.writer(function(t) out[#out + 1] = t end, 2, "spec", 0, 10,
      function() return "" end)
    for i = 1, 9 do write("line " .. i .. "\n") end
    write("your answer? ")
    local text = table.concat(out)
    assert.equal("line 9\nyour answer? ", text:sub(-#"line 9\nyour answer? "))
  end)
end)

describe("a stepper in the REPL", function()
  it("prints what it is when the REPL shows it, and finish ends with the verdict", function()
    local cap = capture()
    local s = teach.stepper(3, { out = cap.out })
    assert.equal("(a stepper at step 0; keep it: s = teach.stepper(3), then s())", tostring(s))
    s:finish()
    local text = cap.text()
    assert.matches("%(25 steps before these%)\nstep 26: ", text)
    assert.matches("\ndone: nothing left to do\n$", text)
    -- a learner's runaway: the last steps, then the verdict
    local function runaway(n, from, to, via, move) runaway(n - 1, from, via, to, move) end
    s = teach.stepper(runaway, 2, { out = cap.out })
    cap.text()
    s:finish()
    text = cap.text()
    assert.matches("\ndone: not right: stopped: 23 calls were open at once", text, 1, true)
    assert.matches("^%(11 steps before these%)\n", text)
    -- then its hint: the calls never stop, with the n of each
    assert.equal("no_base", s.report.slip)
    assert.matches("\nHint: runaway never stops calling itself: the calls go n = 2, 1, 0, "
      .. "-1, ..., -20. ", (text:gsub("\n    ", " ")), 1, true)
    -- its 23 frames: the first 3 and the last 8, so that a screen holds them
    local frames = {}
    for i in text:gmatch("\n  (%d+)%. runaway%(") do frames[#frames + 1] = tonumber(i) end
    assert.same({ 1, 2, 3, 16, 17, 18, 19, 20, 21, 22, 23 }, frames)
    assert.matches("\n  ... 12 more frames, each made inside the one before ...\n", text, 1,
      true)
    local rows = select(2, text:gsub("\n", ""))
    assert.is_true(rows <= 40, rows)
  end)
end)
