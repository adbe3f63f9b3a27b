-- `hanoi play`: the line mode through a pipe, and the pure parts of the
-- full-screen front end (key decoding, the picture, the screen layout).
-- The full-screen game itself is driven through tmux by `make play-check`.
local hanoi = require "hanoi"
local tui = require "hanoi.tui"
local game = require "hanoi.game"
local brute = require "support.brute"
local gamekit = require "support.gamekit"
local classic, lcg, lines_of = gamekit.classic, gamekit.lcg, gamekit.lines

-- runs `bin/hanoi play ARGS` with `lines` piped in; returns output, exit code
local function play(args, lines)
  local input = os.tmpname()
  local f = assert(io.open(input, "w"))
  f:write(table.concat(lines, "\n"), "\n")
  f:close()
  local p = assert(io.popen(("cat %s | ./bin/hanoi play %s 2>&1; echo \"rc=$?\"")
    :format(input, args)))
  local out = p:read("a")
  p:close()
  os.remove(input)
  local rc = tonumber(out:match("rc=(%d+)\n$"))
  return out:gsub("rc=%d+\n$", ""), rc
end




describe("hanoi play (line mode)", function()
  it("plays a game typed move by move and says when it is won", function()
    local moves, cmds = classic(4, 1, 3, 2), {}
    for i, m in ipairs(moves) do
      -- numbers and letters both name pegs
      cmds[i] = i % 2 == 0 and ("move %d %d"):format(m[1], m[2])
        or ("%s %s"):format(game.letter(m[1]), game.letter(m[2]))
    end
    local out, rc = play("4", cmds)
    assert.equal(0, rc)
    local got = {}
    for l in out:gmatch("move %d+: [^\n]*") do got[#got + 1] = l end
    local label = "AAAA"
    for i, m in ipairs(moves) do
      local disk
      for d = 1, 4 do
        if brute.peg(label:sub(d, d)) == m[1] then disk = d; break end
      end
      label = brute.apply(label, disk, m[2])
      assert.equal(("move %d: disk %d %s -> %s"):format(i, disk, game.letter(m[1]),
        game.letter(m[2])), got[i])
    end
    assert.equal(#moves, #got)
    assert.matches("\nsolved in 15 moves %(optimal 15%) in 0:00\n", out)
  end)

  it("lets the computer finish from a mixed position, optimally", function()
    local out, rc = play("4", { "move 1 2", "move 1 3", "move 2 3", "move 1 2", "solve" })
    assert.equal(0, rc)
    -- after the 4 moves above: AAAA -> BAAA -> BCAA -> CCAA -> CCBA
    local label = "CCBA"
    local dist = brute.bfs("CCCC", 3)[label]
    local n = 0
    for i, d, a, b in out:gmatch("move (%d+): disk (%d+) (%u) %-> (%u) %(computer%)") do
      n = n + 1
      assert.equal(4 + n, tonumber(i))
      d = tonumber(d)
      assert.equal(brute.peg(a), brute.peg(label:sub(d, d)))
      local legal = false
      for _, m in ipairs(brute.moves(label, 3)) do
        if m[1] == d and m[3] == brute.peg(b) then legal = true end
      end
      assert.is_true(legal)
      label = brute.apply(label, d, brute.peg(b))
    end
    assert.equal(dist, n)
    assert.equal("CCCC", label)
    assert.matches(("solved in %d moves %%(optimal 15%%)"):format(4 + dist), out)
  end)

  it("pauses a partial solve; a move takes over and solve re-plans", function()
    local out = play("3", { "solve 2", "status", "move 3 2", "solve", "status" })
    local l = lines_of(out)
    assert.equal("the computer solves", l[2])
    assert.equal("move 1: disk 1 A -> C (computer)", l[3])
    assert.equal("move 2: disk 2 A -> B (computer)", l[4])
    assert.equal("paused: any move takes over", l[5])
    assert.equal("paused: 2 moves, optimal 7 from the start, 5 left, time 0:00", l[6])
    assert.equal("move 3: disk 1 C -> B", l[7])
    assert.equal("you took over", l[8])
    assert.equal("the computer solves", l[9])
    assert.matches("solved in 7 moves %(optimal 7%)", out)
    assert.equal("solved: 7 moves, optimal 7 from the start, 0 left, time 0:00", l[#l])
  end)

  it("explains every refusal and goes on", function()
    local out, rc = play("3", { "undo", "redo", "move 1 1", "move 2 1", "move 1 9", "pick",
      "drop 2", "pick 1", "pick 2", "drop 1", "frob", "solve x", "new 0", "save", "pause",
      "resume", "move 1 3", "move 1 3", "load /nonexistent/x" })
    assert.equal(0, rc)
    assert.same({
      "! nothing to undo",
      "! nothing to redo",
      "! cannot move from peg 1 to itself",
      "! peg 2 is empty",
      "! name two pegs 1..3 or A..C, e.g. 'move 1 3'",
      "! name a peg 1..3 or A..C, e.g. 'pick 1'",
      "! no disk is picked up: pick a peg first",
      "disk 1 picked up from A: where to?",
      "! disk 1 from peg 1 is already picked up: drop it first",
      "disk 1 put back on A",
      "! unknown command 'frob' (try 'help')",
      "! the count must be a whole number, got 'x'",
      "! new needs disks 1..64 and pegs 3..32, e.g. 'new 5 3'",
      "! save needs a file name",
      "! the computer is not playing",
      "! not paused",
      "move 1: disk 1 A -> C",
      "! cannot put disk 2 on disk 1",
      "! cannot load '/nonexistent/x': No such file or directory",
    }, { table.unpack(lines_of(out), 2) })
  end)

  it("saves and loads between runs", function()
    local file = os.tmpname()
    play("5", { "move 1 2", "move 1 3", "undo", "save " .. file })
    local out = play("3", { "load " .. file, "status", "redo", "show", "quit", "undo" })
    os.remove(file)
    local l = lines_of(out)
    assert.equal("loaded " .. file, l[2])
    assert.equal(("playing: 1 moves, optimal 31 from the start, %d left, time 0:00")
      :format(brute.bfs("CCCCC", 3)["BAAAA"]), l[3])
    assert.equal("redone: disk 2 A -> C", l[4])
    assert.equal(tostring(hanoi.state("BCAAA")), table.concat(l, "\n", 5, 5 + 7))
    assert.equal(5 + 7, #l)   -- nothing after quit
  end)

  it("runs a random demo", function()
    local out = play("3", { "random 5", "status" })
    local n = 0
    for _ in out:gmatch("move %d+: disk %d+ %u %-> %u %(random%)") do n = n + 1 end
    assert.is_true(n >= 1 and n <= 5)
    assert.matches("\n[a-z]+: " .. n .. " moves", out)
  end)

  it("rejects bad arguments with the usage", function()
    local out, rc = play("0", {})
    assert.equal(2, rc)
    assert.matches("^hanoi: N must be an integer 1..64, got '0'\nusage:", out)
    out, rc = play("3 3 --goal=9", {})
    assert.equal(2, rc)
    assert.matches("^hanoi: %-%-goal must be a peg 1..3 or 'other', got '9'\n", out)
  end)

  it("plays towards any other peg with --goal=other", function()
    local cmds = {}
    for i, m in ipairs(classic(3, 1, 2, 3)) do cmds[i] = ("move %d %d"):format(m[1], m[2]) end
    local out = play("3 --goal=other", cmds)
    assert.matches("goal tower on any peg but A", out)
    assert.matches("solved in 7 moves %(optimal 7%)", out)
  end)
end)

describe("hanoi.tui", function()
  describe("keys()", function()
    it("splits one read into keys", function()
      assert.same({ "1", "3", "up", "left", "x", "space", "enter", "esc", "right", "B" },
        tui.keys("13\27[A\27[Dx \r\27\27OCB"))
      assert.same({ "backspace", "ctrl-c", "\27[5~" }, tui.keys("\127\3\27[5~"))
    end)
  end)

  -- reads the disks of each peg back from the rod rows of a board (lines
  -- 2 .. n + 2; line 1 is the free row): each bar's width, bottom first
  local function read_board(lines, x, n, k)
    local pegs = {}
    for p = 1, k do pegs[p] = {} end
    for row = n + 2, 2, -1 do
      local line = lines[row]
      for p = 1, k do
        local c = x[p]
        local ch = line:sub(c, c)
        if ch == "=" then
          local a, b = c, c
          while line:sub(a - 1, a - 1) == "=" do a = a - 1 end
          while line:sub(b + 1, b + 1) == "=" do b = b + 1 end
          table.insert(pegs[p], b - a + 1)
        end
      end
    end
    return pegs
  end

  describe("board()", function()
    it("draws every position of up to 16 disks on 3 pegs within 80 columns", function()
      local rand = lcg(11)
      for n = 1, 16 do
        for _ = 1, 5 do
          local label = {}
          for d = 1, n do label[d] = game.letter(rand(3)) end
          local g = game.new { start = hanoi.state(table.concat(label)) }
          local s = g.state
          local lines, x = tui.board(g, {}, 80)
          assert.equal(n + 4, #lines)
          assert.equal("", lines[1])
          for _, l in ipairs(lines) do assert.is_true(#l <= 80) end
          local pegs = read_board(lines, x, n, 3)
          for p = 1, 3 do
            assert.equal(s:height(p), #pegs[p])
            assert.equal(game.letter(p), lines[n + 4]:sub(x[p], x[p]))
            if 2 * n * 3 - 1 <= 80 then        -- full size: disk d is 2d - 1 wide
              for i, d in ipairs(s:disks(p)) do assert.equal(2 * d - 1, pegs[p][i]) end
            end
          end
        end
      end
    end)

    it("is the picture tostring gives, under a free row", function()
      local g = game.new { start = hanoi.state("CABBA") }
      assert.equal("\n" .. tostring(g.state), table.concat(tui.board(g, {}, 80), "\n"))
    end)

    it("lifts a picked disk above its peg", function()
      for _, cols in ipairs { 80, 30 } do
        local g = game.new { start = hanoi.state("BBACCAAA") }
        assert(g:pick(2))
        local lines, x = tui.board(g, {}, cols)
        local pegs = read_board(lines, x, 8, 3)
        assert.equal(1, #pegs[2])             -- disk 1 is off peg B ...
        local a, b = lines[1]:find("=+")      -- ... and above it
        assert.is_truthy(a)
        assert.is_true(a <= x[2] and x[2] <= b)
      end
    end)

    it("is nil when even the narrowest picture does not fit", function()
      assert.is_nil(tui.board(game.new { n = 3, k = 32 }, {}, 40))
    end)
  end)

  describe("frame()", function()
    it("fits 80x24 for up to 16 disks on 3 pegs, with status and help", function()
      for n = 1, 16 do
        local g = game.new { n = n }
        local f = tui.frame(g, { cursor = 1, speed = 4 }, 80, 24)
        assert.is_true(#f <= 24)
        for _, l in ipairs(f) do assert.is_true(#l <= 80) end
        -- the title when there is room (up to 15 disks), then the board
        -- (n + 4 lines), the marks, the status line, the message, the keys
        local top = n <= 15 and 1 or 0
        if top == 1 then assert.matches("^hanoi: " .. n .. " disk", f[1]) end
        assert.matches("^ *%^$", f[top + n + 5])
        assert.matches("^%(PLAYING%)  moves 0  optimal " .. (2 ^ n - 1 | 0) .. " ", f[top + n + 6])
        assert.matches("q quit$", f[top + n + 8])
        if top + n + 9 <= 24 then assert.matches("^arrows%+space move", f[top + n + 9]) end
      end
    end)

    it("says so when the terminal is too small", function()
      local f = tui.frame(game.new { n = 16 }, { cursor = 1 }, 80, 10)
      assert.equal("the terminal is too small: 16 disks need 23 rows", f[1])
      f = tui.frame(game.new { n = 5, k = 32 }, { cursor = 1 }, 60, 24)
      assert.equal("the terminal is too small for 32 pegs: widen it", f[1])
    end)

    it("shows the traffic light of each mode", function()
      local g = game.new { n = 3 }
      local function light() return tui.frame(g, {}, 80, 24)[1 + 7 + 2]:match("^%((%u+)%)") end
      assert.equal("PLAYING", light())
      assert(g:solve());   assert.equal("SOLVING", light())
      assert(g:pause());   assert.equal("PAUSED", light())
      assert(g:stop());    assert(g:random()); assert.equal("DEMO", light())
      assert(g:stop())
      for _, m in ipairs(classic(3, 1, 3, 2)) do assert(g:move(m[1], m[2])) end
      assert.equal("SOLVED", light())
    end)
  end)
end)
