-- hanoi.teach: what a teacher sees, checked against a recursion, a
-- simulator and the arithmetic written here.
local hanoi = require "hanoi"
local teach = require "hanoi.teach"

local P = { "A", "B", "C" }

-- a capturing writer: out(s) appends, text() returns and clears
local function capture()
  local buf = {}
  local cap = {}
  function cap.out(s) buf[#buf + 1] = s end
  function cap.text()
    local t = table.concat(buf)
    buf = {}
    return t
  end
  return cap
end

local function lines(text)
  local t = {}
  for l in text:gmatch("([^\n]*)\n") do t[#t + 1] = l end
  return t
end

local function call(k, a, b, c)
  return ("hanoi(%d, %s, %s, %s)"):format(k, P[a], P[b], P[c])
end

local function moveline(m, d, a, b)
  return ("move %d: disk %d from %s to %s"):format(m, d, P[a], P[b])
end

-- the recursion of the seeds, writing the trace teach.trace must print
local function ref_trace(n, from, to, via, zero, pictures)
  local out, m, s = {}, 0, hanoi.new(n, 3, from)
  local function h(k, a, b, c, depth, caller, point)
    local pad = string.rep("  ", depth - 1)
    if k == 0 and not zero then return end
    out[#out + 1] = pad .. call(k, a, b, c)
    if k > 0 then
      h(k - 1, a, c, b, depth + 1, call(k, a, b, c), 1)
      m = m + 1
      s:move(a, b)
      out[#out + 1] = pad .. "  " .. moveline(m, k, a, b)
      if pictures then
        for l in (tostring(s) .. "\n"):gmatch("([^\n]*)\n") do out[#out + 1] = pad .. "  " .. l end
      end
      h(k - 1, c, b, a, depth + 1, call(k, a, b, c), 2)
    end
    out[#out + 1] = pad .. "  " .. (caller and ("return to %s at (%d)"):format(caller, point)
                                   or "return: done")
  end
  h(n, from, to, via, 1)
  return out, m
end

-- the recursion again, recording after each step what a stepper shows:
-- its line, the stack of frames (name and return point) and the moves
local function ref_steps(n, from, to, via)
  local steps, stack, moves = {}, {}, {}
  local function snap(line)
    local st = {}
    for i, f in ipairs(stack) do st[i] = f.name .. " " .. f.at end
    steps[#steps + 1] = { line = line, stack = st, moves = #moves, list = { table.unpack(moves) } }
  end
  local function h(k, a, b, c)
    if k == 0 then return end
    local me = { name = call(k, a, b, c), at = 0 }
    stack[#stack + 1] = me
    snap("call " .. me.name)
    me.at = 1
    h(k - 1, a, c, b)
    moves[#moves + 1] = { a, b }
    snap(moveline(#moves, k, a, b))
    me.at = 2
    h(k - 1, c, b, a)
    stack[#stack] = nil
    local parent = stack[#stack]
    snap(parent and ("return from %s to %s at (%d)"):format(me.name, parent.name, parent.at)
         or ("return from %s: done"):format(me.name))
  end
  h(n, from, to, via)
  return steps
end

-- the position after the given list of {from, to} moves
local function position(n, from, list)
  local s = hanoi.new(n, 3, from)
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
    while ls[i] and ls[i]:match("^  %d+%. ") do
      local name, at = ls[i]:match("^  %d+%. (hanoi%b()) +%((%d)%)")
      chunk.stack[#chunk.stack + 1] = name .. " " .. at
      i = i + 1
    end
  end
  for j = i, #ls - 1 do chunk.picture[#chunk.picture + 1] = ls[j] end
  chunk.moves = tonumber(ls[#ls]:match("^(%d+) of %d+ moves made$"))
  return chunk
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
              local want, m = ref_trace(n, from, to, 6 - from - to, zero)
              local calls = zero and 2 ^ (n + 1) - 1 or 2 ^ n - 1
              want[#want + 1] = ("%d moves, %d calls, at most %d frames on the stack")
                :format(m, calls, zero and n + 1 or n)
              assert.same(want, lines(cap.text()))
            end
          end
        end
      end
    end
  end)

  it("draws the pegs after each move when asked", function()
    local cap = capture()
    teach.trace(3, { pictures = true, out = cap.out })
    local want = ref_trace(3, 1, 3, 2, false, true)
    local got = lines(cap.text())
    table.remove(got)
    assert.same(want, got)
  end)

  it("writes to a file", function()
    local f = io.tmpfile()
    teach.trace(2, { out = f })
    f:seek("set")
    local text = f:read("a")
    f:close()
    local want = ref_trace(2, 1, 3, 2)
    assert.equal(table.concat(want, "\n") .. "\n", text:match("^(.-\n)%d+ moves"))
  end)

  it("rejects bad arguments", function()
    assert.has_error(function() teach.trace(0) end,
      "bad argument #1 to 'trace' (number of disks must be 1..10)")
    assert.has_error(function() teach.trace(11) end,
      "bad argument #1 to 'trace' (number of disks must be 1..10)")
    assert.has_error(function() teach.trace("3") end,
      "bad argument #1 to 'trace' (number expected, got string)")
    assert.has_error(function() teach.trace(2.5) end,
      "bad argument #1 to 'trace' (number has no integer representation)")
    assert.has_error(function() teach.trace(3, 1) end,
      "bad argument #2 to 'trace' (table expected, got number)")
    assert.has_error(function() teach.trace(3, { out = 1 }) end,
      "bad argument #2 to 'trace' (field 'out' must be a function or a file, got number)")
    assert.has_error(function() teach.trace(3, { from = 2, to = 2 }) end,
      "bad argument #2 to 'trace' (source and target pegs are the same)")
    assert.has_error(function() teach.trace(3, { to = 4 }) end,
      "bad argument #2 to 'trace' (field 'to' must be 1..3)")
  end)
end)

describe("teach.stepper", function()
  it("steps through every call, move and return, showing the frames and the pegs", function()
    for _, pegs in ipairs({ { 1, 3, 2 }, { 2, 1, 3 } }) do
      local n = 4
      local cap = capture()
      local s = teach.stepper(n, { from = pegs[1], to = pegs[2], out = cap.out })
      local start = parse_chunk(cap.text():gsub("^[^\n]*\n", ""))
      assert.same({}, start.stack)
      assert.equal(0, start.moves)
      local ref = ref_steps(n, pegs[1], pegs[2], pegs[3])
      for k, want in ipairs(ref) do
        assert.is_false(s.done)
        s()
        local got = parse_chunk(cap.text())
        assert.equal(("step %d: %s"):format(k, want.line), got.first)
        assert.same(want.stack, got.stack)
        assert.equal(want.moves, got.moves)
        assert.equal(tostring(position(n, pegs[1], want.list)), table.concat(got.picture, "\n"))
        assert.equal(k, s.steps)
      end
      assert.is_true(s.done)
      assert.is_true(s.state:is_tower(pegs[2]))
      s()
      assert.equal("done: nothing left to do (s:back() goes back)\n", cap.text())
    end
  end)

  it("goes back step by step to the start", function()
    local cap = capture()
    local s = teach.stepper(3, { out = cap.out })
    s:finish()
    local ref = ref_steps(3, 1, 3, 2)
    cap.text()
    for k = #ref - 1, 0, -1 do
      s:back()
      local got = parse_chunk(cap.text())
      assert.matches(("^back to step %d %%(undid: "):format(k), got.first)
      assert.same(k > 0 and ref[k].stack or {}, got.stack)
      assert.equal(k > 0 and ref[k].moves or 0, got.moves)
      assert.equal(k, s.steps)
    end
    s:back()
    assert.equal("at the start: nothing to undo\n", cap.text())
    -- and forwards again, through the same steps
    for k = 1, 5 do
      s()
      assert.equal(("step %d: %s"):format(k, ref[k].line), lines(cap.text())[1])
    end
  end)

  it("runs to the next move", function()
    local cap = capture()
    local s = teach.stepper(3, { out = cap.out })
    cap.text()
    local ref = ref_steps(3, 1, 3, 2)
    local k = 0
    for m = 1, 7 do
      s:next_move()
      local ls = lines(cap.text())
      repeat
        k = k + 1
        assert.equal(("step %d: %s"):format(k, ref[k].line), table.remove(ls, 1))
      until ref[k].line:match("^move")
      assert.equal(m, s.state.moves)
    end
    s:next_move()
    assert.is_true(s.done)
  end)

  it("steps move by move with the other methods, in the words of each", function()
    local ref = ref_steps(5, 1, 3, 2)
    local want = {}
    for _, st in ipairs(ref) do
      if st.line:match("^move") then want[#want + 1] = st.line end
    end
    for _, name in ipairs(hanoi.methods) do
      if name ~= "recursive" then
        local cap = capture()
        local s = teach.stepper(5, { method = name, out = cap.out })
        cap.text()
        for m = 1, 31 do
          s()
          local first = lines(cap.text())[1]
          local prefix = ("step %d: %s   ("):format(m, want[m])
          assert.equal(prefix, first:sub(1, #prefix))
        end
        assert.is_true(s.done)
      end
    end
  end)

  it("accepts the method as a string", function()
    local cap = capture()
    local s = teach.stepper(2, { method = "binary", out = cap.out })
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
      "bad argument #1 to 'stepper' (number of disks must be 1..10)")
  end)
end)

describe("teach.explain", function()
  it("explains each method and works 3 disks with the real iterator", function()
    local ref = ref_steps(3, 1, 3, 2)
    for _, name in ipairs(hanoi.methods) do
      local cap = capture()
      teach.explain(name, { out = cap.out })
      local text = cap.text()
      assert.equal(name .. ": ", text:sub(1, #name + 2))
      assert.matches("By hand: ", text, 1, true)
      local got, want = {}, {}
      for _, l in ipairs(lines(text)) do
        got[#got + 1] = l:match("^%s*(move %d+: disk %d+ from %u to %u)")
      end
      for _, st in ipairs(ref) do
        if st.line:match("^move") then want[#want + 1] = st.line end
      end
      assert.same(want, got, name)
    end
  end)

  it("writes the direction of each move like seed 000 (+d / -d)", function()
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
  end)

  it("rejects an unknown method", function()
    assert.has_error(function() teach.explain("x") end,
      "bad argument #1 to 'explain' (unknown method 'x')")
    assert.has_error(function() teach.explain(1) end,
      "bad argument #1 to 'explain' (string expected, got number)")
  end)
end)

-- decimal strings: a * k + c
local mul = require("support.sim").decmul

describe("teach.table", function()
  it("prints M(n) = 2^n - 1, N(n,3) = 3^n and their ratio, exactly", function()
    local ns = { 1, 3, 20, 39, 40, 63, 64 }
    local cap = capture()
    teach.table(ns, { out = cap.out })
    local ls = lines(cap.text())
    for i, n in ipairs(ns) do
      local got_n, m, big, ratio = ls[i + 1]:match("^%s*(%d+)%s+(%d+)%s+(%d+)%s+(%S+)$")
      assert.equal(n, tonumber(got_n))
      local two, three = "1", "1"
      for _ = 1, n do two, three = mul(two, 2), mul(three, 3) end
      assert.equal(mul(two, 1, -1), m)            -- 2^n - 1 (2^n ends in 2, 4, 6, 8)
      assert.equal(three, big)
      local exact = (2 ^ n - 1) / 3 ^ n
      assert.near(exact, tonumber(ratio), 0.05 * exact)   -- two significant digits
    end
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
    assert.equal(1 + 6, #lines(text:match("^(.-\n)\n")))  -- a header and seed 000's six n
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
  local function moves_from(label)
    local tops, out = {}, {}
    for d = n, 1, -1 do tops[label:byte(d) - 64] = d end
    for a = 1, 3 do
      for b = 1, 3 do
        local da, db = tops[a], tops[b]
        if a ~= b and da and (not db or da < db) then
          out[#out + 1] = label:sub(1, da - 1) .. P[b] .. label:sub(da + 1)
        end
      end
    end
    return out
  end
  local start = P[to]:rep(n)
  local dist, queue, head = { [start] = 0 }, { start }, 1
  while queue[head] do
    local l = queue[head]
    head = head + 1
    for _, nb in ipairs(moves_from(l)) do
      if not dist[nb] then dist[nb] = dist[l] + 1; queue[#queue + 1] = nb end
    end
  end
  return dist
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
      "bad argument #2 to 'best_move' (peg must be 1..3)")
  end)
end)

describe("teach.quiz", function()
  local function reader(answers)
    local i = 0
    return function() i = i + 1; return answers[i] end
  end

  it("counts right answers against the optimal moves", function()
    local ref = ref_steps(4, 2, 1, 3)
    local answers = {}
    for _, st in ipairs(ref) do
      local d, to = st.line:match("^move %d+: disk (%d+) from %u to (%u)")
      if d then answers[#answers + 1] = (#answers % 2 == 0) and (d .. " " .. to)
        or ("disk " .. d .. " to " .. (to:byte() - 64)) end
    end
    local cap = capture()
    local right, asked = teach.quiz(4, { from = 2, to = 1, read = reader(answers), out = cap.out })
    assert.equal(15, right)
    assert.equal(15, asked)
    local text = cap.text()
    assert.matches("the tower stands on A after 15 moves\n", text, 1, true)
    assert.matches("15 of 15 right\n$", text)
  end)

  it("explains a wrong answer and makes the optimal move", function()
    local cap = capture()
    local right, asked = teach.quiz(3, { read = reader({ "1 B", "2 A", "3 B", "2 C", "?", "q" }),
                                          out = cap.out, pictures = false })
    assert.equal(0, right)
    assert.equal(5, asked)
    local ls = {}
    for l in cap.text():gmatch("where%? ([^\n]*)") do ls[#ls + 1] = l end
    assert.same({
      ("no (legal, but not the shortest way to C): the move is disk 1 from A to C"),
      ("no (disk 2 is on A already): the move is disk 2 from A to B"),
      ("no (cannot put disk 3 on disk 2): the move is disk 1 from C to B"),
      ("no (disk 2 is under disk 1): the move is disk 3 from A to C"),
      ("the answer: disk 1 from B to A"),
      "0 of 5 right",
    }, ls)
  end)

  it("asks again after an answer it cannot read, and stops at the end of input", function()
    local cap = capture()
    local right, asked = teach.quiz(2, { read = reader({ "hello", "9 C", "1 B" }),
                                          out = cap.out, pictures = false })
    assert.equal(1, right)
    assert.equal(1, asked)
    local text = cap.text()
    local _, count = text:gsub("answer with a disk 1..2 and a peg A, B or C", "")
    assert.equal(2, count)
    assert.matches("1 of 1 right\n$", text)
  end)

  it("stops after the number of questions asked for", function()
    local cap = capture()
    local right, asked = teach.quiz(5, { read = function() return "1 B" end,
                                          questions = 3, out = cap.out })
    assert.equal(3, asked)
    assert.equal(1, right)                -- 1 B is right only for move 1
  end)

  it("rejects a reader that is not a function", function()
    assert.has_error(function() teach.quiz(3, { read = "1 C" }) end,
      "bad argument #2 to 'quiz' (field 'read' must be a function, got string)")
  end)
end)
