-- hanoi.render: text pictures, ANSI colour, flights, frames and animation.
-- Expected pictures are built here from the disk positions (a label such as
-- "BAC"), or drawn by hand, never by calling the renderer.
local hanoi = require "hanoi"
local render = require "hanoi.render"
local child = require "support.child"

local pics = require "support.pictures"

local concat, rep = table.concat, string.rep
local LETTERS = pics.LETTERS
local stacks, picture, randlabel, solution, apply, lines =
  pics.stacks, pics.picture, pics.randlabel, pics.solution, pics.apply, pics.lines

describe("render.ascii()", function()
  it("draws every 3-disk position as the classic frames do", function()
    for code = 0, 26 do
      local s = hanoi.decode(code, 3)
      assert.equal(picture(s:label(), 3), render.ascii(s))
      assert.equal(picture(s:label(), 3), tostring(s))
    end
  end)

  it("draws random positions on more pegs", function()
    for _ = 1, 40 do
      local k = math.random(3, 8)
      local label = randlabel(math.random(1, 6), k)
      assert.equal(picture(label, k), render.ascii(hanoi.state(label, k), { width = false }))
    end
  end)

  it("matches a picture drawn by hand", function()
    assert.equal(concat({
      "  |     |     |",
      "  |     |     |",
      "  |     |     |",
      " ===    =   =====",
      "-----------------",
      "  A     B     C" }, "\n"), render.ascii(hanoi.state("BAC")))
  end)

  it("has a compact form without rods and labels, with a base text", function()
    assert.equal(" ===    =   =====\n3----------------",
      render.ascii(hanoi.state("BAC"), { rods = false, labels = false, base = 3 }))
    assert.equal("  =\n ===\n=====\n12345678901234567890",
      render.ascii(hanoi.new(3), { rods = false, labels = false,
                                   base = "12345678901234567890" }))
  end)

  it("raises the top disk of a peg with lift", function()
    assert.equal(concat({
      " ===",
      "  |     |     |",
      "  |     |     |",
      "  |     |     |",
      "  |     =   =====",
      "-----------------",
      "  A     B     C" }, "\n"), render.ascii(hanoi.state("BAC"), { lift = 1 }))
    -- an empty peg lifts nothing but still leaves the air row
    assert.equal("\n" .. picture("CCC", 3), render.ascii(hanoi.state("CCC"), { lift = 1 }))
  end)

  it("draws a crane: a rail, the trolley, a cable down to the clamp", function()
    assert.equal(concat({
      "+------[#]------+",
      "        :",
      "        :",
      "  |     :     |",
      "  |    -+-    |",
      " ===    |     |",
      "=====   =     |",
      "-----------------",
      "  A     B     C" }, "\n"), render.ascii(hanoi.state("BAA"), { air = 3, crane = { col = 9, row = 3 } }))
    -- holding a disk in the air: the clamp right above it
    assert.equal(concat({
      "[#]-------------+",
      "-+-",
      " =",
      "  |     |     |",
      "  |     |     |",
      " ===    |     |",
      "=====   |     |",
      "-----------------",
      "  A     B     C" }, "\n"), render.ascii(hanoi.state("AAA"),
        { air = 3, fly = { disk = 1, col = 2, row = 5 }, crane = { col = 2, row = 6 } }))
    for _, bad in ipairs { 1, { col = 0, row = 1 }, { col = 18, row = 1 }, { col = 3, row = 0 },
                           { col = 1.5, row = 2 } } do
      assert.has_error(function() render.ascii(hanoi.state("BAA"), { crane = bad }) end,
        "bad argument #2 to 'ascii' (field 'crane' must be a table {col=, row=} of integers, "
        .. "col 1..17 and row 1..1000)")
    end
  end)

  it("scales a picture wider than the width", function()
    -- 4 disks want 23 columns; in 17 the cells are 5 wide and disk d is
    -- 2 * ceil(3d / 4) - 1 wide: 1, 3, 5, 5
    assert.equal(concat({
      "  |     |     |",
      "  |     |     |",
      "  =     |     |",
      " ===    |     |",
      "=====   |   =====",
      "-----------------",
      "  A     B     C" }, "\n"), render.ascii(hanoi.state("AAAC"), { width = 17 }))
  end)

  it("keeps every line within the width and every disk on its peg", function()
    for _, n in ipairs({ 1, 7, 20, 64 }) do
      for _, k in ipairs({ 3, 5, 32 }) do
        for _, width in ipairs({ 40, 80, 150 }) do
          local label = randlabel(n, k)
          local pic = lines(render.ascii(hanoi.state(label, k), { width = width }))
          local limit = math.max(width, 2 * k - 1)
          local cols = {}     -- peg letters -> columns, from the label line
          for c = 1, #pic[#pic] do
            local ch = pic[#pic]:sub(c, c)
            if ch ~= " " then cols[c] = LETTERS:find(ch, 1, true) end
          end
          local seen, widths = {}, {}
          for p = 1, k do seen[p], widths[p] = 0, math.huge end
          for r = 1, #pic - 2 do
            assert.is_true(#pic[r] <= limit)
            for a, b in pic[r]:gmatch("()=+()") do
              local p = cols[(a + b - 1) // 2]
              assert.is_not_nil(p)
              seen[p] = seen[p] + 1
            end
          end
          -- bars get no wider going up
          for r = #pic - 2, 1, -1 do
            for a, b in pic[r]:gmatch("()=+()") do
              local p = cols[(a + b - 1) // 2]
              assert.is_true(b - a <= widths[p])
              widths[p] = b - a
            end
          end
          local pegs = stacks(label, k)
          for p = 1, k do assert.equal(#pegs[p], seen[p]) end
          assert.is_true(#pic[#pic - 1] <= limit)
        end
      end
    end
  end)

  it("is 80 columns at most by default, and full size with width = false", function()
    local s = hanoi.new(64)
    for _, line in ipairs(lines(tostring(s))) do assert.is_true(#line <= 80) end
    assert.equal(picture(rep("A", 64), 3), render.ascii(s, { width = false }))
    assert.equal(picture(rep("A", 20), 3), render.ascii(hanoi.new(20), { width = 119 }))
  end)

  it("checks its arguments", function()
    local s = hanoi.new(3)
    assert.has_error(function() render.ascii(3) end,
      "bad argument #1 to 'ascii' (hanoi.State expected, got number)")
    assert.has_error(function() render.ascii(s, 5) end,
      "bad argument #2 to 'ascii' (options table expected, got number)")
    assert.has_error(function() render.ascii(s, { width = 0 }) end,
      "bad argument #2 to 'ascii' (field 'width' must be a positive integer, 'terminal' or false)")
    assert.has_error(function() render.ascii(s, { lift = 4 }) end,
      "bad argument #2 to 'ascii' (field 'lift' must be a peg 1..3)")
    assert.has_error(function() render.ascii(s, { fly = { disk = 2, col = 1, row = 1 } }) end,
      "bad argument #2 to 'ascii' (field 'fly': disk 2 is not on top of its peg)")
    assert.has_error(function() render.ascii(s, { fly = { disk = 1 } }) end,
      "bad argument #2 to 'ascii' (field 'fly' must be a table {disk=, col=, row=} of integers)")
    assert.has_error(function() render.ascii(s, { fly = { disk = 1, col = 99, row = 1 } }) end,
      "bad argument #2 to 'ascii' (field 'fly': col must be 1..17 and row 1..1000)")
    assert.has_error(function() render.ascii(s, { air = -1 }) end,
      "bad argument #2 to 'ascii' (field 'air' must be an integer 0..1000)")
    assert.has_error(function() render.ansi(s, { highlight = { 1, 9 }, tty = true }) end,
      "bad argument #2 to 'ansi' (field 'highlight' must be a peg or a list of pegs 1..3)")
  end)
end)

describe("render.ansi()", function()
  local E = "\27["
  local BAC = hanoi.state("BAC")

  it("colours each disk size, dims rods and highlights pegs", function()
    local rod, hrod = E .. "2m|" .. E .. "0m", E .. "1;33m|" .. E .. "0m"
    -- the xterm colours of the shared palette: disk 1 red 197, disk 2
    -- blue 27, disk 3 orange 208; with 8 colours red 31, blue 34, yellow 33
    for colors, codes in pairs { [256] = { "38;5;197", "38;5;27", "38;5;208" },
                                 [8] = { "31", "34", "33" } } do
      local function disk(d, w) return E .. "1;" .. codes[d] .. "m" .. rep("=", w) .. E .. "0m" end
      local expected = concat({
        "  " .. hrod .. "     " .. rod .. "     " .. hrod,
        "  " .. hrod .. "     " .. rod .. "     " .. hrod,
        "  " .. hrod .. "     " .. rod .. "     " .. hrod,
        " " .. disk(2, 3) .. "    " .. disk(1, 1) .. "   " .. disk(3, 5),
        "-----------------",
        "  " .. E .. "1;7mA" .. E .. "0m     B     " .. E .. "1;7mC" .. E .. "0m" }, "\n")
      assert.equal(expected, render.ansi(BAC, { tty = true, color = true, colors = colors,
        highlight = { 1, 3 } }))
    end
  end)

  it("gives neighbouring sizes different colours, in 256 and in 8 colours", function()
    for _, colors in ipairs { 256, 8 } do
      for d = 1, 63 do
        local a, b = render.disk_color(d, colors), render.disk_color(d + 1, colors)
        assert.matches("^\27%[1;[%d;]+m$", a)
        assert.are_not.equal(a, b)
      end
    end
    -- twelve hues before the palette repeats
    local seen = {}
    for d = 1, 12 do
      local c = render.disk_color(d)
      assert.is_nil(seen[c])
      seen[c] = true
    end
    assert.equal(render.disk_color(1), render.disk_color(13))
  end)

  it("checks the number of colours", function()
    assert.has_error(function() render.ansi(BAC, { tty = true, colors = 16 }) end,
      "bad argument #2 to 'ansi' (field 'colors' must be 256 or 8)")
  end)

  it("draws in place with home and up", function()
    local plain = lines(picture("BAC", 3))
    local expected = E .. "H" .. "\r" .. E .. "7A" .. concat(plain, E .. "K\n") .. E .. "K"
    assert.equal(expected, render.ansi(BAC, { tty = true, color = false, home = true, up = 7 }))
  end)

  it("is the plain picture when not on a terminal or without colour", function()
    assert.equal(picture("BAC", 3), render.ansi(BAC, { tty = false, highlight = 2 }))
    assert.equal(picture("BAC", 3), render.ansi(BAC, { tty = true, color = false }))
    assert.equal(picture("BAC", 3), render.ansi(BAC, { out = io.tmpfile() }))
  end)

  describe("in a child process", function()
    local code = 'local hanoi = require "hanoi"\n'
      .. 'io.write(require("hanoi.render").ansi(hanoi.state("BAC")))'
    local c256 = render.ansi(BAC, { tty = true, color = true, colors = 256 })
    local c8 = render.ansi(BAC, { tty = true, color = true, colors = 8 })

    it("colours on a terminal: 256 colours where the terminal says so, else 8", function()
      assert.equal(c256, child.pty(code, "TERM=xterm-256color COLORTERM="))
      assert.equal(c256, child.pty(code, "TERM=xterm COLORTERM=truecolor"))
      assert.equal(c8, child.pty(code, "TERM=xterm COLORTERM="))
      assert.equal(c8, child.pty(code, "TERM=xterm COLORTERM= NO_COLOR="))
    end)

    it("respects NO_COLOR", function()
      assert.equal(picture("BAC", 3), child.pty(code, "NO_COLOR=1"))
    end)

    it("is plain ASCII into a pipe", function()
      assert.equal(picture("BAC", 3), child.run(code, "LUA | cat"))
    end)

    it("loads no terminal code for plain pictures", function()
      assert.equal("nil\n", child.run('local hanoi = require "hanoi"\n'
        .. 'local _ = tostring(hanoi.new(3)) .. require("hanoi.render").ascii(hanoi.new(2))\n'
        .. 'print(package.loaded["hanoi.term"])'))
    end)
  end)
end)

describe("render.flight()", function()
  it("lifts, carries and drops a disk one cell at a time", function()
    -- 1 disk: pegs at columns 1, 3, 5; rods 2 rows high; air row 3
    local path = render.flight(hanoi.new(1), 1, 3)
    local got = {}
    for i, f in ipairs(path) do
      assert.equal(1, f.disk)
      got[i] = f.col .. "," .. f.row
    end
    assert.equal("1,1 1,2 1,3 2,3 3,3 4,3 5,3 5,2 5,1", concat(got, " "))
  end)

  it("starts where the disk rests and ends where it lands", function()
    for _, m in ipairs({ { "AAA", 1, 2 }, { "BAA", 1, 3 }, { "BCA", 2, 3 },
                         { "CBAA", 3, 2 } }) do
      local label, from, to = m[1], m[2], m[3]
      local s = hanoi.state(label)
      local path = render.flight(s, from, to)
      local d = s:top(from)
      assert.equal(render.ascii(s, { air = 1 }), render.ascii(s, { fly = path[1] }))
      assert.equal(render.ascii(hanoi.state(apply(label, { { d, from, to } })), { air = 1 }),
        render.ascii(s, { fly = path[#path] }))
      for i = 2, #path do
        local dc, dr = path[i].col - path[i - 1].col, path[i].row - path[i - 1].row
        assert.equal(1, math.abs(dc) + math.abs(dr))
      end
    end
  end)

  it("refuses an illegal move", function()
    assert.has_error(function() render.flight(hanoi.new(2), 2, 3) end,
      "bad argument #2 to 'flight' (peg 2 is empty)")
    assert.has_error(function() render.flight(hanoi.new(2), 1, 4) end,
      "bad argument #3 to 'flight' (peg must be 1..3)")
  end)
end)

describe("render.frames()", function()
  it("plays a whole solution and moves the state along", function()
    local n = 4
    local moves = solution(n, 1, 3, 2)
    local s = hanoi.new(n)
    local label, count, last = rep("A", n), 0, nil
    for f in render.frames(s, hanoi.moves(n)) do
      if f.move ~= last then
        -- a new move: the state has all the earlier ones
        assert.equal(label, s:label())
        local m = moves[f.move]
        assert.same({ m[1], m[2], m[3] }, { f.disk, f.from, f.to })
        label = apply(label, { m })
        last = f.move
      end
      assert.equal(s:top(f.from), f.fly.disk)
      count = count + 1
    end
    assert.equal(#moves, last)
    assert.equal(rep("C", n), s:label())
    -- frames per move: the flight length
    local expected, t = 0, hanoi.new(n)
    for _, m in ipairs(moves) do
      expected = expected + #render.flight(t, m[2], m[3])
      t:move(m[2], m[3])
    end
    assert.equal(expected, count)
  end)

  it("stops with an error at an illegal move, before making it", function()
    local s = hanoi.new(3)
    local it = render.frames(s, { { 1, 1, 2 }, { 2, 1, 2 } })
    assert.has_error(function() while it() do end end,
      "bad move 2 (disk 2 from 1 to 2): cannot put disk 2 on disk 1")
    assert.equal("BAA", s:label())
  end)
end)

describe("hanoi.tui.player.animate()", function()
  local player = require "hanoi.tui.player"
  -- a fake clock that moves only when slept on, and an output that records
  local function fake()
    local f = { t = 0, sleeps = 0, buf = {} }
    f.clock = function() return f.t end
    f.sleep = function(x)
      assert.is_true(x > 0)
      f.t, f.sleeps = f.t + x, f.sleeps + 1
    end
    f.out = { write = function(self, ...)
      for _, x in ipairs({ ... }) do f.buf[#f.buf + 1] = x end
      return self
    end }
    f.text = function() return concat(f.buf) end
    return f
  end

  -- splits terminal output into frames (each starts after cursor-up)
  local function frames(text)
    text = text:gsub("^\27%[%?25l", ""):gsub("\27%[%?25h$", "")
    local t = {}
    for fr in (text .. "\r\27[6A"):gmatch("(.-)\r\27%[%d+A") do
      t[#t + 1] = (fr:gsub("\27%[K", ""):gsub("\27%[J", ""))
    end
    return t
  end

  it("draws each frame in place at the speed asked, without real waiting", function()
    local f = fake()
    local s = hanoi.new(1)
    local final, played, why = player.animate(s, hanoi.moves(1), {
      speed = 1, fps = 4, out = f.out, tty = true, color = false,
      clock = f.clock, sleep = f.sleep })
    assert.equal("C", final:label())
    assert.equal("A", s:label())          -- the caller's state is untouched
    assert.equal(1, played)
    assert.equal("done", why)
    -- 4 frames a second, 1 move a second, a 9-cell flight: cells 1, 3, 5, 7
    local st = "move %d  optimal 1  time 0:%s  speed 1/s"
    assert.same({
      "\n| | |\n= | |\n-----\nA B C\n" .. st:format(0, "00.0") .. "\n",
      "=\n| | |\n| | |\n-----\nA B C\n" .. st:format(0, "00.2") .. "\n",
      "  =\n| | |\n| | |\n-----\nA B C\n" .. st:format(0, "00.5") .. "\n",
      "    =\n| | |\n| | |\n-----\nA B C\n" .. st:format(0, "00.8") .. "\n",
      "\n| | |\n| | =\n-----\nA B C\n" .. st:format(1, "01.0") .. "  done\n",
    }, frames(f.text()))
    assert.equal(4, f.sleeps)
    assert.equal(1, f.t)
    assert.is_truthy(f.text():find("^\27%[%?25l"))
    assert.is_truthy(f.text():find("\27%[%?25h$"))
  end)

  it("pauses, resumes and changes speed through the control", function()
    local f = fake()
    local script = { [2] = "pause", [5] = "pause", [6] = "faster", [7] = 100 }
    local calls = 0
    local _, played = player.animate(hanoi.new(2), hanoi.moves(2), {
      speed = 1, fps = 4, out = f.out, tty = true, color = false,
      clock = f.clock, sleep = f.sleep,
      control = function(st)
        calls = calls + 1
        if calls == 3 then assert.is_true(st.paused) end
        return script[calls]
      end })
    assert.equal(3, played)
    local fr = frames(f.text())
    -- the pause asked after frame 2 holds frames 3..5: the same picture,
    -- "paused" on the status, and the time stands still
    assert.equal(fr[2]:gsub("\n$", "  paused\n"), fr[3])
    assert.equal(fr[3], fr[4])
    assert.equal(fr[3], fr[5])
    assert.truthy(fr[6]:find("speed 1/s\n$"))
    assert.truthy(fr[7]:find("speed 1.5/s\n$"))
    -- at 100 moves a second everything is over by the next frame; 4 of
    -- the 7 intervals were played
    assert.equal(8, #fr)
    assert.truthy(fr[8]:find("move 3  optimal 3  time 0:01.0  speed 100/s  done", 1, true))
  end)

  it("stops on quit", function()
    local f = fake()
    local final, played, why = player.animate(hanoi.new(3), hanoi.moves(3), {
      speed = 4, fps = 4, out = f.out, tty = true, color = false,
      clock = f.clock, sleep = f.sleep,
      control = function(st) if st.move == 2 then return "quit" end end })
    assert.equal("quit", why)
    assert.equal(2, played)
    assert.equal(apply("AAA", { solution(3, 1, 3, 2)[1], solution(3, 1, 3, 2)[2] }),
      final:label())
  end)

  it("writes a log of positions when not on a terminal", function()
    local f = fake()
    local moves = solution(2, 1, 3, 2)
    player.animate(hanoi.new(2), moves, { out = f.out, clock = f.clock, sleep = f.sleep })
    local want, label = {}, "AA"
    want[1] = picture(label, 3) .. "\nmove 0/3  optimal 3\n"
    for i, m in ipairs(moves) do
      label = apply(label, { m })
      want[#want + 1] = "\n" .. picture(label, 3) .. "\nmove " .. i .. "/3  optimal 3\n"
    end
    assert.equal(concat(want), f.text())
    assert.equal(0, f.sleeps)
    assert.is_nil(f.text():find("\27", 1, true))
  end)

  it("restores the cursor and reports an illegal move", function()
    local f = fake()
    assert.has_error(function()
      player.animate(hanoi.new(2), { { 1, 1, 2 }, { 1, 1, 3 } }, {
        speed = 8, out = f.out, tty = true, clock = f.clock, sleep = f.sleep })
    end, "bad move 2 (disk 1 from 1 to 3): disk 1 is not on top of peg 1")
    assert.is_truthy(f.text():find("\27%[%?25h$"))
  end)

  it("leaves the rods out when the terminal is too short for them", function()
    -- 30 rows: 25 disks fit (n + 5 rows), 26 do not
    local real = [[
local hanoi = require "hanoi"
local player = require "hanoi.tui.player"
player.animate(hanoi.new(N), { { 1, 1, 2 } }, { speed = 100 })
]]
    local with = child.pty((real:gsub("N", "25")))
    local without = child.pty((real:gsub("N", "26")))
    assert.truthy(with:find("|", 1, true))
    assert.is_nil(without:find("|", 1, true))
  end)

  it("checks its arguments", function()
    local s = hanoi.new(2)
    assert.has_error(function() player.animate(s, 3) end,
      "bad argument #2 to 'animate' (function or table expected, got number)")
    assert.has_error(function() player.animate(s, {}, { speed = 0 }) end,
      "bad argument #3 to 'animate' (field 'speed' must be a positive number)")
    assert.has_error(function() player.animate(s, {}, { fps = "x" }) end,
      "bad argument #3 to 'animate' (field 'fps' must be a positive number)")
  end)
end)

describe("hanoi.tui.player.keycontrol()", function()
  local player = require "hanoi.tui.player"
  it("maps keys to commands", function()
    local keys = { " ", "+", "-", "q", "x", nil, false }
    local i = 0
    local ctl = player.keycontrol(function(t)
      assert.equal(0, t)
      i = i + 1
      return keys[i]
    end)
    local got = {}
    for j = 1, 7 do got[j] = tostring(ctl()) end
    assert.same({ "pause", "faster", "slower", "quit", "nil", "nil", "nil" }, got)
  end)

  it("takes keys that came together one at a time, escape sequences whole", function()
    local keys = { " +x-", "\27[A", "\27", "q" }
    local i = 0
    local ctl = player.keycontrol(function()
      i = i + 1
      return keys[i]
    end)
    local got = {}
    for j = 1, 7 do got[j] = tostring(ctl()) end
    assert.same({ "pause", "faster", "nil", "slower", "nil", "quit", "quit" }, got)
  end)
end)
