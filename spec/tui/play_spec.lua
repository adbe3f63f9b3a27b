-- `hanoi play`: the line mode through a pipe, and the pure parts of the
-- full-screen front end (key decoding, the picture, the screen layout).
-- The full-screen game itself is driven through tmux by `make play-check`.
local hanoi = require "hanoi"
local tui = require "hanoi.tui"
local game = require "hanoi.game"
local model = require "support.model"
local gamekit = require "support.gamekit"
local classic, lcg, lines_of = gamekit.classic, gamekit.lcg, require("support.helpers").lines

-- the best results go to a temporary directory, never the real home
local DATA

local function mkdtemp()
  local p = assert(io.popen("mktemp -d"))
  local dir = p:read("l")
  p:close()
  return dir
end

-- runs `bin/hanoi play ARGS` with `lines` piped in; returns output, exit code
local function play(args, lines)
  local input = os.tmpname()
  local f = assert(io.open(input, "w"))
  f:write(table.concat(lines, "\n"), "\n")
  f:close()
  -- in English whatever the locale of the machine running the specs
  local p = assert(io.popen(("cat %s | LC_ALL= LC_MESSAGES= LANG=C.UTF-8 XDG_DATA_HOME=%s "
    .. "HOME=/nonexistent ./bin/hanoi play %s 2>&1; "
    .. "echo \"rc=$?\""):format(input, DATA, args)))
  local out = p:read("a")
  p:close()
  os.remove(input)
  local rc = tonumber(out:match("rc=(%d+)\n$"))
  return out:gsub("rc=%d+\n$", ""), rc
end




describe("hanoi play (line mode)", function()
  setup(function() DATA = mkdtemp() end)
  teardown(function() os.execute("rm -rf " .. DATA) end)

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
        if model.peg(label:sub(d, d)) == m[1] then disk = d; break end
      end
      label = model.apply(label, disk, m[2])
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
    local dist = model.bfs("CCCC", 3)[label]
    local n = 0
    for i, d, a, b in out:gmatch("move (%d+): disk (%d+) (%u) %-> (%u) %(computer%)") do
      n = n + 1
      assert.equal(4 + n, tonumber(i))
      d = tonumber(d)
      assert.equal(model.peg(a), model.peg(label:sub(d, d)))
      local legal = false
      for _, m in ipairs(model.moves(label, 3)) do
        if m[1] == d and m[3] == model.peg(b) then legal = true end
      end
      assert.is_true(legal)
      label = model.apply(label, d, model.peg(b))
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
      "! the count must be a whole number 0..1,000,000, got 'x'",
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
    assert.equal(("playing: 1 move, optimal 31 from the start, %d left, time 0:00")
      :format(model.bfs("CCCCC", 3)["BAAAA"]), l[3])
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

  it("rejects bad arguments in one line", function()
    local out, rc = play("0", {})
    assert.equal(2, rc)
    assert.matches("^hanoi: N must be an integer 1..64, got '0'; try 'hanoi help play'\n$", out)
    out, rc = play("3 3 --goal=9", {})
    assert.equal(2, rc)
    assert.matches("^hanoi: %-%-goal must be a peg letter A..C or number 1..3, or 'other', got '9'; "
                   .. "try 'hanoi help play'\n$", out)
    out, rc = play("3 4 --goal=Z", {})
    assert.equal(2, rc)
    assert.matches("^hanoi: %-%-goal must be a peg letter A..D or number 1..4, or 'other', got 'Z'; "
                   .. "try 'hanoi help play'\n$", out)
    out, rc = play("3 --demo=fast", {})
    assert.equal(2, rc)
    assert.matches("^hanoi: %-%-demo must be 'binary' or 'random', got 'fast'; try 'hanoi help play'\n$", out)
    -- a peg letter is a goal, in either case
    assert.matches("goal tower on B", (play("3 --goal=b", {})))
  end)

  it("plays the binary method with 'demo', each move number in binary", function()
    local out = play("3", { "move 1 3", "demo 2", "status", "demo" })
    local l = lines_of(out)
    assert.equal("move 1: disk 1 A -> C", l[2])
    assert.equal("the binary method: move m moves the disk of the lowest 1 of m in binary", l[3])
    assert.equal("move 2 = 010 in binary: the lowest 1 is bit 1, so disk 2 A -> B", l[4])
    assert.equal("move 3 = 011 in binary: the lowest 1 is bit 0, so disk 1 C -> B", l[5])
    assert.matches("^playing: 3 moves", l[6])
    local numbers = {}
    for ms, bits, lows, ds in out:gmatch("move (%d+) = (%d+) in binary: the lowest 1 is bit (%d+), so disk (%d+)") do
      local m, low, d = tonumber(ms), tonumber(lows), tonumber(ds)
      assert.equal(m, tonumber(bits, 2))
      assert.equal(0, m % (1 << low))
      assert.equal(1, (m >> low) & 1)
      assert.equal(low + 1, d)
      numbers[#numbers + 1] = m
    end
    assert.same({ 2, 3, 4, 5, 6, 7 }, numbers)
    assert.matches("solved in 7 moves %(optimal 7%)", out)
  end)

  it("starts with a demo with --demo", function()
    local out = play("4 --demo=binary", { "status" })
    local n = 0
    for _ in out:gmatch("in binary: the lowest 1") do n = n + 1 end
    assert.equal(15, n)
    assert.matches("\nsolved: 15 moves", out)
    out = play("3 --demo=random", { "status" })
    assert.matches("random demo\nmove 1: disk %d %u %-> %u %(random%)", out)
    -- the binary method needs a whole tower on 3 pegs
    out = play("3 4 --demo=binary", { "status" })
    assert.matches("\n! the binary method plays on 3 pegs only\n", out)
  end)

  it("gives the statistics: each disk against the optimum, wasted moves, hints", function()
    local out = play("3", { "move 1 2", "move 2 3", "hint", "undo", "redo", "stats" })
    local l = lines_of(out)
    assert.equal("moves 2 (player 2, computer 0, random 0), undos 1, redos 1, hints 1", l[#l - 3])
    assert.equal("moves of each disk against the optimum: 1:2/4 2:0/2 3:0/1", l[#l - 2])
    -- disk 1 went A -> B -> C: 2 moves for the progress of 1 (CAA is 6
    -- moves from CCC, the start 7), so 1 wasted
    assert.equal(model.bfs("CCC", 3)["CAA"], 6)
    assert.equal("optimal 7, wasted 1, time 0:00", l[#l - 1])
    assert.equal("no best result yet for this game", l[#l])
  end)

  it("keeps the best results of games won by hand in XDG_DATA_HOME", function()
    local path = DATA .. "/hanoi/scores"
    os.remove(path)
    local cmds = {}
    for i, m in ipairs(classic(2, 1, 3, 2)) do cmds[i] = ("move %d %d"):format(m[1], m[2]) end
    local out = play("2", cmds)
    assert.matches("solved in 3 moves %(optimal 3%) in 0:00\nbest for this game: 3 moves, 0:00\n", out)
    local f = assert(io.open(path))
    assert.matches("\n2 3 C 3 0%.%d%d%d\n", f:read("a"))
    f:close()
    out = play("2", { "stats" })
    assert.matches("best for this game: 3 moves, 0:00", out)
    -- the computer's wins do not count
    out = play("3", { "solve" })
    assert.not_matches("best for this game", out)
    -- a damaged file: a warning on stderr, and the game goes on
    f = assert(io.open(path, "w"))
    f:write("hanoi-scores 1\n2 3 C three 0\n")
    f:close()
    out = play("2", cmds)
    assert.matches("hanoi: warning: best results: line 2 of '" .. path:gsub("%p", "%%%0")
      .. "' is damaged and ignored\n", out)
    assert.matches("best for this game: 3 moves", out)
    -- --no-scores keeps nothing and reads nothing
    os.remove(path)
    out = play("2 --no-scores", cmds)
    assert.not_matches("best for this game", out)
    assert.is_nil(io.open(path))
    assert.matches("best results are not kept %(%-%-no%-scores%)", play("2 --no-scores", { "stats" }))
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
      assert.same({ "backspace", "ctrl-c", "^[[5~" }, tui.keys("\127\3\27[5~"))
    end)
  end)

  -- reads the disks of each peg back from the rod rows of a board (lines
  -- 2 .. n + 2; line 1 is the free row): each bar's width, bottom first
  -- (a bar is drawn in "=", or in another character where it is as wide
  -- as its neighbour)
  local function read_board(lines, x, n, k)
    local pegs = {}
    for p = 1, k do pegs[p] = {} end
    for row = n + 2, 2, -1 do
      local line = lines[row]
      for p = 1, k do
        local width = require("support.gamekit").bar(line, x[p])
        if width then table.insert(pegs[p], width) end
      end
    end
    return pegs
  end

  -- the board's geometry as the game documents it
  local geometry = require("support.gamekit").board

  describe("board()", function()
    it("draws every position of up to 16 disks on 3 pegs within 80 columns", function()
      local rand = lcg(11)
      for n = 1, 16 do
        for _ = 1, 5 do
          local label = {}
          for d = 1, n do label[d] = game.letter(rand(3)) end
          local g = game.new { start = hanoi.state(table.concat(label)) }
          local s = g.state
          local lines, layout = tui.board(g, {}, 80)
          local x = layout.x
          assert.equal(n + 4, #lines)
          assert.equal("", lines[1])
          for _, l in ipairs(lines) do assert.is_true(#l <= 80) end
          local pegs = read_board(lines, x, n, 3)
          local want = geometry(n, 3, 80)           -- the disks fill the 80 columns
          assert.same(want.x, x)
          for p = 1, 3 do
            assert.equal(s:height(p), #pegs[p])
            assert.equal(game.letter(p), lines[n + 4]:sub(x[p], x[p]))
            for i, d in ipairs(s:disks(p)) do assert.equal(want.width[d], pegs[p][i]) end
          end
        end
      end
    end)

    it("is the picture render.ascii gives, the disks widened to the window, under a free row", function()
      local render = require "hanoi.render"
      local g = game.new { start = hanoi.state("CABBA") }
      for _, cols in ipairs({ 40, 80, 200 }) do
        assert.equal("\n" .. render.ascii(g.state, { width = cols, grow = true, distinct = true }),
          table.concat(tui.board(g, {}, cols), "\n"))
      end
    end)

    it("lifts a picked disk above its peg", function()
      for _, cols in ipairs { 80, 30 } do
        local g = game.new { start = hanoi.state("BBACCAAA") }
        assert(g:pick(2))
        local lines, layout = tui.board(g, {}, cols)
        local x = layout.x
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
        -- the title (on a row of its own, or in the base line), the board,
        -- the cursor (under peg A, or beside its letter), the status line,
        -- the message, both key lines
        local text = table.concat(f, "\n")
        assert.is_truthy(f[1]:find("^hanoi: " .. n .. " disk") or
          text:find("\n%-%- hanoi: " .. n .. " disks?, 3 pegs, goal tower on C %-+\n"), text)
        local status
        for i, l in ipairs(f) do if l:find("^%(PLAYING%)") then status = i end end
        -- the optimum as English writes it in a text: 65,535
        local optimum = tostring(2 ^ n - 1 | 0):reverse():gsub("(%d%d%d)", "%1,"):reverse():gsub("^,", "")
        assert.matches("^%(PLAYING%)  moves 0  optimal " .. optimum .. " ", f[status])
        assert.is_truthy(f[status - 1]:find("^ *%^$") or f[status - 1]:find("^ *>A< +B +C$"), text)
        assert.matches("^1%-3 move  u undo  r redo  h hint  s solve  p pause  t stats  q quit$",
          f[status + 2])
        assert.matches("^d demo  D random  c crane", f[status + 3])
        -- the words the second line has no room for wrap onto a third
        -- (past 13 disks the rods' top row gives it its row), nothing
        -- after them
        assert.equal(status + 4, #f)
        assert.matches("^arrows%+space move$", f[#f])
      end
    end)

    it("says so when the terminal is too small", function()
      local f = tui.frame(game.new { n = 16 }, { cursor = 1 }, 80, 10)
      assert.equal("the terminal is too small: 16 disks need 23 rows", f[1])
      f = tui.frame(game.new { n = 5, k = 32 }, { cursor = 1 }, 60, 24)
      assert.equal("the terminal is too small for 32 pegs: widen it", f[1])
    end)

    it("fits 80x24 with the crane for up to 8 disks", function()
      for n = 1, 8 do
        local g = game.new { n = n }
        local f = tui.frame(g, { cursor = 1, crane = true }, 80, 24)
        assert.is_true(#f <= 24)
        for _, l in ipairs(f) do assert.is_true(#l <= 80) end
        -- the rail, the trolley over peg A, the clamp under it; the title
        assert.matches("^hanoi: ", f[1])
        assert.matches("^[+[]?%-*%[?#%]%-*%+$", f[2])
        assert.equal(geometry(n, 3, 80).total, #f[2])
        local quit
        for i, l in ipairs(f) do if l:find("q quit$") then quit = i end end
        assert.is_truthy(quit and quit >= #f - 2, table.concat(f, "\n"))
        assert.matches("^ *%-?%+%-$", f[3])
      end
    end)

    it("wraps a long message instead of cutting it, giving up rows where it must", function()
      local g = game.new { n = 3 }
      local reason = "cannot load '" .. ("/very/long"):rep(8) .. "/file.save': No such file or directory"
      local f = tui.frame(g, { message = reason }, 80, 24)
      local text = table.concat(f, " ")
      assert.is_truthy(text:find("No such file or directory", 1, true))
      assert.is_truthy(text:find("/file.save'", 1, true))
      for _, l in ipairs(f) do assert.is_true(#l <= 80) end
      -- in the rows of 16 disks, the message takes the rows of the rods'
      -- top one and of the title while it is shown; the key lines stay
      f = tui.frame(game.new { n = 16 }, { message = reason }, 80, 24)
      assert.equal(24, #f)
      assert.is_truthy(f[21]:find("No such file or directory", 1, true))
      assert.matches("q quit$", f[22])
      assert.matches("^arrows%+space move$", f[24])
      -- where even that is not enough (17 disks), the message takes the
      -- place of the last key line
      f = tui.frame(game.new { n = 17 }, { message = reason }, 80, 24)
      assert.equal(24, #f)
      assert.is_truthy(f[22]:find("No such file or directory", 1, true))
      assert.matches("q quit$", f[23])
      assert.matches("^d demo", f[24])
    end)

    it("says where clicks land: the columns of the pegs and the words of the keys", function()
      local g = game.new { n = 3 }
      local f, hits = tui.frame(g, { cursor = 1 }, 80, 24)
      -- rows 2 to the one above the status line: the board (air row, rod
      -- rows, base, letters, marks); each peg's cell and the column after it
      local geo = geometry(3, 3, 80)
      local status
      for i, l in ipairs(f) do if l:find("^%(PLAYING%)") then status = i end end
      for y = 2, status - 1 do
        for x = 1, geo.total do
          assert.equal((x - 1) // (geo.cell + 1) + 1, hits.peg(x, y))
        end
        assert.is_nil(hits.peg(geo.total + 1, y))
      end
      assert.is_nil(hits.peg(3, 1))     -- the title
      assert.is_nil(hits.peg(3, status))
      -- every word of the key lines, at its columns
      local found = 0
      for y, line in ipairs(f) do
        for word, key in pairs { ["u undo"] = "u", ["r redo"] = "r", ["h hint"] = "h",
            ["s solve"] = "s", ["p pause"] = "p", ["q quit"] = "q", ["t stats"] = "t",
            ["d demo"] = "d", ["D random"] = "random", ["c crane"] = "c", ["x reset"] = "x" } do
          local a, b = line:find(word, 1, true)
          if a and y > status then
            found = found + 1
            assert.equal(key, hits.word(a, y))
            assert.equal(key, hits.word(b, y))
          end
        end
      end
      assert.equal(11, found)
      assert.is_nil(hits.word(1, status + 2))   -- "1-3 move" is no button
    end)

    it("shows the statistics panel with the finished tower", function()
      local g = game.new { n = 3 }
      for _, m in ipairs(classic(3, 1, 3, 2)) do assert(g:move(m[1], m[2])) end
      local f = tui.frame(g, { panel = true, best = { moves = 7, time = 3 } }, 80, 24)
      local text = table.concat(f, "\n")
      assert.matches("solved! statistics", text)
      assert.matches("\ndisk +1 +2 +3\nmoved +4 +2 +1\noptimal +4 +2 +1\n", text)
      assert.matches("moves 7 %(optimal 7%)  wasted 0  undos 0  hints 0  time 0:00", text)
      assert.matches("best for 3 disks, 3 pegs, goal tower on C: 7 moves, 0:03", text)
      -- above the statistics, the tower on C: three bars centred on its column
      local geo = geometry(3, 3, 80)
      local bars = 0
      for _, l in ipairs(f) do
        local a, b = l:find("=+ *$")
        if a and l:find("^ *| +| ") and (a + b) // 2 == geo.x[3] then bars = bars + 1 end
      end
      assert.equal(3, bars)
      -- while playing, the statistics stand where the board was
      local playing = tui.frame(game.new { n = 3 }, { panel = true }, 80, 24)
      assert.matches("statistics of this game so far", table.concat(playing, "\n"))
      assert.is_nil(table.concat(playing, "\n"):find("|", 1, true))
    end)

    it("shows the traffic light of each mode", function()
      local g = game.new { n = 3 }
      local function light()
        for _, l in ipairs(tui.frame(g, {}, 80, 24)) do
          local m = l:match("^%((%u+)%)")
          if m then return m end
        end
      end
      assert.equal("PLAYING", light())
      assert(g:solve());   assert.equal("SOLVING", light())
      assert(g:pause());   assert.equal("PAUSED", light())
      assert(g:stop());    assert(g:random()); assert.equal("DEMO", light())
      assert(g:stop())
      for _, m in ipairs(classic(3, 1, 3, 2)) do assert(g:move(m[1], m[2])) end
      assert.equal("SOLVED", light())
    end)
  end)

  describe("input", function()
    local input = require "hanoi.tui.input"

    it("decodes SGR mouse reports: presses, releases, drags, the wheel", function()
      assert.same({
        { mouse = true, button = 0, x = 10, y = 5, press = true, motion = false },
        { mouse = true, button = 0, x = 11, y = 5, press = true, motion = true },
        { mouse = true, button = 0, x = 30, y = 6, press = false, motion = false },
        { mouse = true, button = 64, x = 1, y = 1, press = true, motion = false },
        "q",
      }, tui.keys("\27[<0;10;5M\27[<32;11;5M\27[<0;30;6m\27[<64;1;1Mq"))
    end)

    it("keeps a report cut between two reads for the next", function()
      local decode = input.decoder()
      assert.same({ "a" }, decode("a\27[<0;1"))
      assert.same({ { mouse = true, button = 0, x = 10, y = 5, press = true, motion = false }, "b" },
        decode("0;5Mb"))
      assert.same({ "esc" }, decode("\27"))
      assert.same({ "ctrl-u", "ctrl-w", "ctrl-z" }, decode("\21\23\26"))
    end)
  end)

  describe("motion", function()
    local motion = require "hanoi.tui.motion"
    local render = require "hanoi.render"

    -- every frame moves one thing one cell: the trolley, the clamp, or the
    -- disk with the clamp
    local function steps(frames)
      for i = 2, #frames do
        local a, b = frames[i - 1], frames[i]
        local moved = math.abs(a.fly.col - b.fly.col) + math.abs(a.fly.row - b.fly.row)
          + math.abs(a.crane.col - b.crane.col) + math.abs(a.crane.row - b.crane.row)
        assert.is_true(moved >= 1 and moved <= 4, "frame " .. i .. " jumps")
      end
    end

    it("the crane fetches the top disk, carries it above the rods and sets it down", function()
      local rand = lcg(3)
      for _ = 1, 30 do
        local n = rand(8)
        local label = {}
        for d = 1, n do label[d] = game.letter(rand(3)) end
        local s = hanoi.state(table.concat(label))
        local legal = {}
        for a = 1, 3 do for b = 1, 3 do if a ~= b and s:can_move(a, b) then legal[#legal + 1] = { a, b } end end end
        local m = legal[rand(#legal)]
        local L = render.layout(s, { width = 80, grow = true })
        local park = L.x[rand(3)]
        local frames, stop = motion.crane(s, m[1], m[2], 80, park, false)
        local d = s:top(m[1])
        steps(frames)
        assert.equal(park, frames[1].crane.col)
        assert.equal(L.x[m[2]], stop)
        -- it starts where the disk rests and ends where it lands
        assert.same({ disk = d, col = L.x[m[1]], row = s:height(m[1]) }, frames[1].fly)
        assert.same({ disk = d, col = L.x[m[2]], row = s:height(m[2]) + 1 }, frames[#frames].fly)
        for _, f in ipairs(frames) do
          -- the clamp, as wide as the disk, holds it from above, or waits above it
          assert.equal(2 * L.hw[d] - 1, f.crane.width)
          assert.is_true(f.crane.row > f.fly.row)
          assert.is_true(f.crane.row <= n + 3)
          -- off its pegs, the disk travels above every rod
          if f.fly.col ~= L.x[m[1]] and f.fly.col ~= L.x[m[2]] then assert.equal(n + 2, f.fly.row) end
          -- every frame can be drawn over the position after the move
          local after = s:copy(); after:move(m[1], m[2])
          render.ascii(after, { width = 80, grow = true, air = 3, fly = f.fly, crane = f.crane })
        end
      end
    end)

    it("the flying disk goes up, across and down, starting in the air when lifted", function()
      local s = hanoi.state("AAB")
      local x = geometry(3, 3, 80).x
      local frames = motion.flight(s, 1, 3, 80)
      assert.same({ disk = 1, col = x[1], row = 2 }, frames[1].fly)
      assert.same({ disk = 1, col = x[3], row = 1 }, frames[#frames].fly)
      local lifted = motion.flight(s, 1, 3, 80, true)
      assert.same({ disk = 1, col = x[1], row = 5 }, lifted[1].fly)
      assert.equal(#frames - 3, #lifted)
    end)
  end)
end)
