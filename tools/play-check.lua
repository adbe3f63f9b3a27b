-- `make play-check`: the full-screen game driven through a real
-- pseudo-terminal. Each check starts `bin/hanoi play ...` in a detached
-- tmux session of 80x24 (a private tmux server, no user config), sends keys
-- and mouse reports (SGR sequences, as a terminal sends them) and polls
-- `capture-pane` until the screen shows what it must (the timeouts are
-- watchdogs against hangs, far longer than anything needs). tmux also
-- tells which terminal modes the game left on (mouse reporting, the
-- alternate screen). Best results go to a temporary XDG_DATA_HOME.
-- Ends with "play: N passed, N failed".
package.cpath = "./build/?.so;" .. package.cpath
package.path = "./spec/?.lua;./lua/?.lua;./lua/?/init.lua;" .. package.path
local term = require "hanoi.term"
local gamekit = require "support.gamekit"
local classic, lines_of = gamekit.classic, require("support.helpers").lines

local ROOT = io.popen("pwd"):read("l")
local DATA = io.popen("mktemp -d"):read("l")
local SOCKET = "hanoi-play-check-" .. tostring(os.time()) .. "-" .. tostring(math.random(1e6))
local HANOI = ROOT .. "/bin/hanoi"
local passed, failed = 0, 0

local function q(s) return "'" .. s:gsub("'", "'\\''") .. "'" end

local function sh(cmd)
  local p = assert(io.popen(cmd .. " 2>&1"))
  local out = p:read("a")
  local ok = p:close()
  return out, ok
end

local function tmux(...)
  -- -u: the client shows UTF-8 whatever the locale (the game in Japanese)
  local args = { "tmux", "-u", "-L", SOCKET, "-f", "/dev/null" }
  for _, a in ipairs { ... } do args[#args + 1] = q(a) end
  return sh(table.concat(args, " "))
end

-- starts `command` in a new session of cols x rows (80x24); after it
-- exits the pane shows its exit code and whether the terminal is back in
-- cooked mode; the game speaks English (its language from --lang only)
local function start(name, command, data, cols, rows)
  local script = ("trap : INT; cd %s && export XDG_DATA_HOME=%s HOME=/nonexistent " ..
    "LC_ALL= LC_MESSAGES= LANG=C.UTF-8 && %s; " ..
    "echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | " ..
    "grep -E '^-?(icanon|echo)$' | tr '\\n' ' ' | sed 's/^/STTY: /'; echo; sleep 600")
    :format(q(ROOT), q(data or DATA), command)
  local out, ok = tmux("new-session", "-d", "-s", name, "-x", tostring(cols or 80),
    "-y", tostring(rows or 24), "sh", "-c", script)
  assert(ok, "tmux new-session failed: " .. out)
end

-- where the board of n disks on k pegs stands in `cols` columns, by the
-- layout the game documents
local function board(n, k, cols) return gamekit.board(n, k, cols) end

-- the screen with its escape sequences (colours)
local function colour_screen(name) return (tmux("capture-pane", "-p", "-e", "-t", name)) end

local function screen(name) return (tmux("capture-pane", "-p", "-t", name)) end

local function keys(name, ...) tmux("send-keys", "-t", name, ...) end

-- the terminal modes of a pane: mouse reporting (any, button events,
-- presses only), SGR reports, the alternate screen, a visible cursor:
-- "1x0 1 1 0" while the game runs, "000 0 0 1" when it has given the
-- terminal back
local ON, OFF = "^1%d%d 1 1 0$", "^000 0 0 1$"
local function modes(name)
  local out = tmux("display-message", "-p", "-t", name,
    "#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag} #{mouse_sgr_flag} " ..
    "#{alternate_on} #{cursor_flag}")
  return (out:gsub("\n$", ""))
end

-- a left click at column x, row y (1-based): press and release, or a
-- press at one place and a release at another (a drag)
local function click(name, x, y, x2, y2)
  tmux("send-keys", "-t", name, "-l", ("\27[<0;%d;%dM"):format(x, y))
  if x2 then tmux("send-keys", "-t", name, "-l", ("\27[<32;%d;%dM"):format((x + x2) // 2, y2)) end
  tmux("send-keys", "-t", name, "-l", ("\27[<0;%d;%dm"):format(x2 or x, y2 or y))
end

-- polls the screen until it matches the Lua pattern (or `plain` text),
-- or until `pattern`, a function, says yes (then `plain` says what it
-- waits for)
local function wait(name, pattern, timeout, plain)
  local deadline = term.monotonic() + (timeout or 10)
  local text
  repeat
    text = screen(name)
    if type(pattern) == "function" then
      if pattern(text) then return text end
    else
      local a, _, c1, c2, c3 = text:find(pattern, 1, plain)
      if a then return text, c1, c2, c3 end
    end
    term.sleep(0.03)
  until term.monotonic() > deadline
  error(("the screen never showed %s; it shows:\n%s"):format(type(pattern) == "function" and plain
    or "'" .. pattern .. "'", text), 0)
end

-- runs one check in its own tmux session (named check1, check2, ...:
-- tmux reads ':' and '.' in a name as a window or a pane)
local function check(name, f)
  local id = ("check%d"):format(passed + failed + 1)
  local ok, err = pcall(f, id)
  tmux("kill-session", "-t", id)
  if ok then
    passed = passed + 1
    print("ok     " .. name)
  else
    failed = failed + 1
    print("FAILED " .. name .. ": " .. tostring(err))
  end
end

-- a session that lives through all the checks, so that the server does
-- not exit (and race the next new-session) between two of them
do
  local out, ok = tmux("new-session", "-d", "-s", "keeper", "-x", "80", "-y", "24", "sleep", "600")
  assert(ok, "tmux new-session failed: " .. out)
end


local function restored(name)
  local text = wait(name, "STTY: [^\n]*")
  local flags = text:match("STTY: ([^\n]*)")
  assert(flags:find("%f[%w-]icanon") and flags:find("%f[%w-]echo"),
    "terminal left in raw mode: " .. flags)
  assert(not text:find("\27", 1, true), "escape codes left on the screen")
  -- no mouse reporting, no alternate screen, the cursor visible
  assert(modes(name):find(OFF), "terminal modes left on: " .. modes(name))
end

-- polls the modes of a pane until they match
local function wait_modes(name, pattern)
  local deadline = term.monotonic() + 10
  while not modes(name):find(pattern) do
    if term.monotonic() > deadline then error("terminal modes: " .. modes(name), 0) end
    term.sleep(0.03)
  end
end

-- quits with q and waits for the exit code 0
local function quit(s)
  keys(s, "q")
  wait(s, "EXIT=0", 10, true)
end


local function play(n, extra) return HANOI .. " play " .. n .. (extra or "") end

-- the screen with each run of equal lines as one (the disks are as many
-- rows tall as the height of the window allows)
local function squeeze(text)
  local out, last = {}, nil
  for _, l in ipairs(lines_of(text)) do
    if l ~= last or l == "" then out[#out + 1] = l end
    last = l
  end
  return table.concat(out, "\n") .. "\n"
end

-- the file `w` and `l` offer: hanoi.save in the data folder
local SAVE = DATA .. "/hanoi/hanoi.save"

-- the column of `word` in the screen's row y, or an error
local function column(text, word, y)
  local line = lines_of(text)[y]
  local a = line and line:find(word, 1, true)
  assert(a, ("no '%s' in row %d:\n%s"):format(word, y, text))
  return a
end

-- the row of the screen that holds `word`
local function row(text, word)
  for y, line in ipairs(lines_of(text)) do
    if line:find(word, 1, true) then return y end
  end
  error(("no '%s' on the screen:\n%s"):format(word, text), 0)
end

check("solved with keys in 7 moves, the statistics, quit restores the terminal", function(s)
  start(s, play(3))
  wait(s, "PLAYING", 10, true)
  assert(modes(s):find(ON), "mouse reporting and the alternate screen are not on: " .. modes(s))
  local moves = {}
  for _, m in ipairs(classic(3, 1, 3, 2)) do
    moves[#moves + 1] = tostring(m[1]); moves[#moves + 1] = tostring(m[2])
  end
  keys(s, table.unpack(moves))
  local text = wait(s, "solved in 7 moves (optimal 7)", 10, true)
  assert(text:find("SOLVED", 1, true), "no SOLVED light")
  assert(text:find("moves 7  optimal 7  left 0", 1, true), "status line wrong:\n" .. text)
  -- the statistics come up by themselves: each disk against the optimum
  text = wait(s, "solved! statistics", 10, true)
  assert(text:find("\ndisk +1 +2 +3\nmoved +4 +2 +1\noptimal +4 +2 +1\n"), "no disk table:\n" .. text)
  assert(text:find("wasted 0  undos 0  hints 0", 1, true), "no summary:\n" .. text)
  assert(text:find("best for 3 disks, 3 pegs, goal tower on C: 7 moves", 1, true), text)
  keys(s, "t")
  -- the tower stands on C: three bars, centred on C's column
  local b = board(3, 3, 80)
  local want = {}
  for d = 1, 3 do
    local line = (" "):rep(b.x[1] - 1) .. "|" .. (" "):rep(b.x[2] - b.x[1] - 1) .. "|"
    line = line .. (" "):rep(b.x[3] - b.hw[d] - #line) .. ("="):rep(2 * b.hw[d] - 1)
    want[d] = line
  end
  -- (each disk as many rows tall as the window's height allows)
  wait(s, function(t) return squeeze(t):find("\n" .. table.concat(want, "\n") .. "\n", 1, true) end,
    10, "the tower on C")
  quit(s)
  restored(s)
  assert(not screen(s):find("hanoi: 3 disks", 1, true), "the game screen was not left")
  -- the best result was kept, atomically written in the data directory
  local f = assert(io.open(DATA .. "/hanoi/scores"), "no scores file")
  local kept = f:read("a")
  f:close()
  assert(kept:find("^hanoi%-scores 1\n") and kept:find("\n3 3 C 7 %d+%.%d+\n"), "scores file:\n" .. kept)
end)

check("best results: a damaged file is ignored with a warning; --no-scores keeps nothing", function(s)
  local data = DATA .. "/damaged"
  local path = data .. "/hanoi/scores"
  os.execute("mkdir -p " .. q(data .. "/hanoi"))
  local f = assert(io.open(path, "w"))
  f:write("not a scores file\n")
  f:close()
  start(s, play(2), data)
  local text = wait(s, "best results ignored: '", 10, true)
  assert(text:gsub("\n", " "):find("best results ignored: '" .. path .. "' is not a hanoi scores file",
    1, true), "no warning:\n" .. text)
  keys(s, "1", "2", "1", "3", "2", "3")
  wait(s, "best for 2 disks, 3 pegs, goal tower on C: 3 moves", 10, true)
  quit(s)
  f = assert(io.open(path))
  local kept = f:read("a")
  f:close()
  assert(kept:find("\n2 3 C 3 "), "the file was not rewritten:\n" .. kept)
  os.remove(path)
  tmux("kill-session", "-t", s)
  start(s, play(2, " --no-scores"), data)
  wait(s, "PLAYING", 10, true)
  keys(s, "1", "2", "1", "3", "2", "3")
  wait(s, "best results are not kept (--no-scores)", 10, true)
  quit(s)
  assert(not io.open(path), "--no-scores wrote a scores file")
end)

check("an illegal drop gives a message and changes nothing", function(s)
  start(s, play(3))
  wait(s, "PLAYING", 10, true)
  keys(s, "1", "3", "1", "3")
  wait(s, "cannot put disk 2 on disk 1", 10, true)
  keys(s, "Escape")
  wait(s, "disk 2 put back on A", 10, true)
  keys(s, "2")
  wait(s, "peg B is empty", 10, true)                   -- the pegs as the board names them
  assert(screen(s):find("moves 1 ", 1, true))
  quit(s)
end)

-- starts `hanoi play n` at `speed`, lets the computer solve until it has
-- made `moves` moves, pauses it; returns the moves made when it paused
local function solve_then_pause(s, n, speed, moves)
  start(s, play(n, " --speed=" .. speed))
  wait(s, "PLAYING", 10, true)
  keys(s, "s")
  wait(s, "SOLVING", 10, true)
  -- at least `moves` made (on a busy machine the screen may be read only
  -- after the next move or two: the count is read from the pause)
  wait(s, function(text)
    local k = tonumber(text:match("moves (%d+) "))
    return k ~= nil and k >= moves
  end, 10, "moves " .. moves .. " or more")
  keys(s, "p")
  local text = wait(s, "PAUSED", 10, true)
  return tonumber(text:match("moves (%d+) "))
end

check("solve, pause, take over by hand (hints, peg letters), finish", function(s)
  local m = solve_then_pause(s, 3, 2, 1)
  local text
  -- no move while paused
  term.sleep(0.6)
  assert(screen(s):find("moves " .. m .. " ", 1, true), "the computer moved while paused")
  local took = false
  while not screen(s):find("SOLVED", 1, true) do
    keys(s, "h")
    local _, from, to = wait(s, "hint: disk %d+ from (%u) to (%u)")
    keys(s, from)
    if not took then   -- the pick already stops the computer
      text = wait(s, "you took over", 10, true)
      assert(text:find("PLAYING", 1, true), "no PLAYING light:\n" .. text)
      took = true
    end
    keys(s, to)
    m = m + 1
    wait(s, "moves " .. m .. " ", 10, true)
  end
  wait(s, "solved in 7 moves (optimal 7)", 10, true)
  quit(s)
end)

check("take over with arrows and space, hand back, the computer re-plans", function(s)
  local m = solve_then_pause(s, 4, 4, 2)
  local text
  keys(s, "h")
  local _, from, to = wait(s, "hint: disk %d+ from (%u) to (%u)")
  -- the cursor starts on A: walk to `from`, space, walk to `to`, space
  local seq = {}
  for _ = 2, from:byte() - 64 do seq[#seq + 1] = "Right" end
  seq[#seq + 1] = "Space"
  keys(s, table.unpack(seq))
  text = wait(s, "you took over", 10, true)
  assert(text:find("PLAYING", 1, true), text)
  seq = {}
  for _ = from:byte(), to:byte() - 1 do seq[#seq + 1] = "Right" end
  for _ = to:byte(), from:byte() - 1 do seq[#seq + 1] = "Left" end
  seq[#seq + 1] = "Space"
  keys(s, table.unpack(seq))
  wait(s, "moves " .. (m + 1) .. " ", 10, true)
  -- undo and redo are the player's too
  keys(s, "u")
  wait(s, "moves " .. m .. " ", 10, true)
  keys(s, "r")
  wait(s, "moves " .. (m + 1) .. " ", 10, true)
  keys(s, "+", "+", "+", "s")
  wait(s, "SOLVED", 20, true)
  wait(s, "solved in 15 moves (optimal 15)", 10, true)
  quit(s)
end)

check("16 disks fit 80x24; a picked disk is lifted; resize is followed", function(s)
  start(s, play(16))
  -- (the numbers grouped as the language writes them: 65,535 in English)
  local text = wait(s, "optimal 65,535", 10, true)
  local lines = lines_of(text)
  -- 24 rows: the free row, 16 rod rows (the rods' top row gives its row
  -- to the key lines), the base with the title in it, the letters with
  -- the cursor beside them, status, message, three key lines
  assert(lines[1] == "", "the top row is not free:\n" .. text)
  assert(lines[2]:find("^ +=  +| +|$"), "the smallest disk is not at the top:\n" .. text)
  assert(lines[17]:find("^[=#]+ +| +|$"), "the bottom disk is not on A:\n" .. text)
  assert(lines[18]:find("^%-%- hanoi: 16 disks, 3 pegs, goal tower on C %-+$"), "no base line:\n" .. text)
  assert(lines[19]:find("^ +>A< +B +C$"), "no peg letters:\n" .. text)
  assert(lines[20]:find("PLAYING   moves 0  optimal 65,535", 1, true), "no status line:\n" .. text)
  assert(lines[22]:find("q quit$"), "no quit key:\n" .. text)
  assert(lines[23]:find("^d demo  D random  c crane  x reset  n new  w save  l load"), "no second key line:\n" .. text)
  assert(lines[24]:find("^arrows%+space move$"), "no third key line:\n" .. text)
  keys(s, "1")
  text = wait(s, "disk 1 picked up from A", 10, true)
  lines = lines_of(text)
  assert(lines[1]:find("^ +=$"), "disk 1 is not lifted:\n" .. text)
  keys(s, "3")
  wait(s, "move 1: disk 1 A -> C", 10, true)
  tmux("resize-window", "-t", s, "-x", "60", "-y", "16")
  wait(s, "the terminal is too small", 10, true)
  tmux("resize-window", "-t", s, "-x", "80", "-y", "24")
  wait(s, "optimal 65,535", 10, true)
  -- wider: the board is drawn again, its disks wider
  tmux("resize-window", "-t", s, "-x", "140", "-y", "24")
  local b = board(16, 3, 140)
  text = wait(s, "\n" .. ("="):rep(2 * b.hw[16] - 1) .. " ", 10, true)
  assert(lines_of(text)[19]:find("^%-%- hanoi: 16 disks[^\n]*%-$") and #lines_of(text)[19] == b.total,
    "no wide base:\n" .. text)
  quit(s)
end)

check("w saves to the data folder unless a path is typed; the key lines fit the pegs", function(s)
  os.remove(SAVE)
  start(s, play(3, " 4"))
  wait(s, "PLAYING", 10, true)
  local text = screen(s)
  -- on 4 pegs D is a peg: d starts the random mover, and the key line says so
  assert(text:find("\nd random  c crane", 1, true), "no 'd random':\n" .. text)
  assert(not text:find("D random", 1, true) and not text:find("d demo", 1, true), text)
  keys(s, "1", "2")
  wait(s, "moves 1 ", 10, true)
  keys(s, "w")
  wait(s, "save to (Enter: " .. SAVE .. "): _", 10, true)
  keys(s, "Enter")
  wait(s, "saved to " .. SAVE, 10, true)
  local f = assert(io.open(SAVE), "nothing saved in " .. SAVE)
  local saved = f:read("a")
  f:close()
  assert(saved:find("^hanoi%-game 1\n") and saved:find("\nmoves AB\n"), saved)
  -- nothing in the folder the game was started from
  assert(not io.open(ROOT .. "/hanoi.save"), "a hanoi.save in the current folder")
  quit(s)
  tmux("kill-session", "-t", s)
  start(s, play(3))
  local three = wait(s, "PLAYING", 10, true)
  assert(three:find("\nd demo  D random  c crane", 1, true), "no 'd demo  D random' on 3 pegs:\n" .. three)
  quit(s)
  os.remove(SAVE)
end)

check("the board uses the height too: taller disks at 120x40", function(s)
  start(s, play(3), nil, 120, 40)
  local text = wait(s, "PLAYING", 10, true)
  local lines = lines_of(text)
  -- each disk is a run of equal rows, as tall as the others, the rows of
  -- the board far more than the 4 rod rows of 3 disks
  local b = board(3, 3, 120)
  local runs = {}
  for d = 1, 3 do
    local bar = (" "):rep(b.x[1] - b.hw[d]) .. ("="):rep(2 * b.hw[d] - 1)
    local n = 0
    for _, l in ipairs(lines) do if l:find("^" .. bar:gsub("%p", "%%%0") .. " ") then n = n + 1 end end
    runs[d] = n
  end
  assert(runs[1] >= 2 and runs[1] == runs[2] and runs[2] == runs[3],
    ("disks of %d, %d, %d rows:\n%s"):format(runs[1], runs[2], runs[3], text))
  assert(text:find("hanoi: 3 disks, 3 pegs, goal tower on C", 1, true), "no title:\n" .. text)
  assert(text:find("q quit", 1, true) and text:find("l load", 1, true), "no key lines:\n" .. text)
  assert(#lines <= 40)
  quit(s)
end)

check("a won game shows the finished tower with the statistics", function(s)
  for _, size in ipairs({ { 3, 80, 24 }, { 10, 80, 24 } }) do
    local n = size[1]
    start(s, play(n, " --speed 500"), nil, size[2], size[3])
    wait(s, "PLAYING", 10, true)
    keys(s, "s")
    wait(s, "solved! statistics", 60, true)
    -- the tower on C and the disk table, on one screen: a bar for each
    -- disk (beside the statistics, or above them), once the frame that
    -- began with the statistics' heading is drawn whole
    local function bars_of(text)
      local bars = 0
      for _, l in ipairs(lines_of(text)) do
        if l:find("^ *| +| +[=#%%]") then bars = bars + 1 end
      end
      return bars
    end
    local screen_text = wait(s, function(text)
      return text:find("solved! statistics", 1, true) and bars_of(text) >= n
    end, 10, ("the %d bars of the %d disks with the statistics"):format(n, n))
    assert(screen_text:find("moved ", 1, true) and screen_text:find("optimal ", 1, true), screen_text)
    quit(s)
    tmux("kill-session", "-t", s)
  end
end)

check("Ctrl-C restores the terminal", function(s)
  start(s, play(5))
  wait(s, "PLAYING", 10, true)
  keys(s, "s", "C-c")
  wait(s, "EXIT=130", 10, true)
  restored(s)
end)

check("random demo, new game, save and load", function(s)
  local file = os.tmpname()
  start(s, play(3))
  wait(s, "PLAYING", 10, true)
  keys(s, "+", "+", "D")
  wait(s, "(random)", 10, true)
  keys(s, "D")
  wait(s, "you took over", 10, true)
  keys(s, "n")
  wait(s, "new game: disks [pegs] (Enter: 3 3): _", 10, true)
  keys(s, "5", "Space", "4", "Enter")
  wait(s, "hanoi: 5 disks, 4 pegs", 10, true)
  keys(s, "1", "2")
  wait(s, "moves 1 ", 10, true)
  keys(s, "w")
  wait(s, "save to (Enter: " .. SAVE .. "): _", 10, true)
  keys(s, "-l", file)
  keys(s, "Enter")
  wait(s, "saved to " .. file, 10, true)
  keys(s, "x")
  wait(s, "back to the start", 10, true)
  keys(s, "l")
  wait(s, "load from (Enter: " .. file .. "): _", 10, true)
  keys(s, "Enter")
  wait(s, "loaded " .. file, 10, true)
  assert(screen(s):find("moves 1 ", 1, true))
  -- on 4 pegs D is a peg, and d plays the random mover
  keys(s, "d")
  wait(s, "(random)", 10, true)
  keys(s, "d")
  wait(s, "you took over", 10, true)
  quit(s)
  os.remove(file)
end)

check("the load question: empty, Ctrl-U clears it, a failure says the path once, whole", function(s)
  start(s, play(3))
  wait(s, "PLAYING", 10, true)
  keys(s, "l")
  wait(s, "load from (Enter: " .. SAVE .. "): _", 10, true)
  keys(s, "-l", "abc def")
  wait(s, "load from (Enter: " .. SAVE .. "): abc def_", 10, true)
  keys(s, "C-w")
  wait(s, "load from (Enter: " .. SAVE .. "): abc _", 10, true)
  keys(s, "C-u")
  wait(s, "load from (Enter: " .. SAVE .. "): _", 10, true)
  local path = "/nonexistent" .. ("/a-rather-long-directory-name"):rep(3) .. "/game.save"
  keys(s, "-l", path)
  keys(s, "Enter")
  local text = wait(s, "No such file or directory", 10, true)
  local joined = text:gsub("\n", "")
  local msg = "cannot load '" .. path .. "': No such file or directory"
  assert(joined:find(msg, 1, true), "the message is cut:\n" .. text)
  local _, count = joined:gsub("a%-rather%-long%-directory%-name/game%.save", "")
  assert(count == 1, "the path is shown " .. count .. " times:\n" .. text)
  quit(s)
end)

-- a line of the board: at each peg p, the bar of disk bars[p] or its rod
-- ("|"), as the game draws it at `cols` columns
local function board_line(b, bars)
  local cells = {}
  for c = 1, b.total do cells[c] = " " end
  for p, x in ipairs(b.x) do
    local d = bars[p]
    if d then
      for c = x - b.hw[d] + 1, x + b.hw[d] - 1 do cells[c] = "=" end
    else
      cells[x] = "|"
    end
  end
  return (table.concat(cells):gsub(" +$", ""))
end

check("the mouse: click a peg, then another; drag; refusals; the words of the keys", function(s)
  start(s, play(3))
  local text = wait(s, "PLAYING", 10, true)
  -- rows: the title, the free row, 4 rod rows, the base, the letters; the
  -- board fills the 80 columns: peg cells of 25 columns
  local b = board(3, 3, 80)
  local x = b.x
  local letters = row(text, (" "):rep(x[1] - 1) .. "A" .. (" "):rep(x[2] - x[1] - 1) .. "B")
  local rod = letters - 3
  click(s, 3, rod)                        -- on A's rod: picks disk 1
  wait(s, "disk 1 picked up from A: where to?", 10, true)
  click(s, x[3] + 1, letters)             -- on C's letter row: drops it there
  wait(s, "move 1: disk 1 A -> C", 10, true)
  click(s, 4, letters - 1, x[2] - 2, rod) -- a drag from A's base to B's rod
  wait(s, "move 2: disk 2 A -> B", 10, true)
  click(s, x[2], rod)                     -- picks disk 2 from B ...
  wait(s, "disk 2 picked up from B", 10, true)
  click(s, x[3] - 3, rod)                 -- ... and cannot put it on disk 1
  wait(s, "cannot put disk 2 on disk 1", 10, true)
  click(s, x[2] + 3, rod)                 -- the same peg: puts it back
  wait(s, "disk 2 put back on B", 10, true)
  click(s, 2, rod)                        -- A holds disk 3: picks it
  wait(s, "disk 3 picked up from A", 10, true)
  click(s, 2, rod)
  wait(s, "disk 3 put back on A", 10, true)
  -- the words of the key lines work as their keys
  text = screen(s)
  local keyrow = row(text, "u undo")
  click(s, column(text, "undo", keyrow), keyrow)
  wait(s, "undone: disk 2 back B -> A", 10, true)
  click(s, column(text, "h hint", keyrow) + 2, keyrow)
  wait(s, "hint: disk %d from %u to %u")
  assert(screen(s):find("moves 1 ", 1, true), "a refused click moved a disk")
  click(s, column(text, "q quit", keyrow), keyrow)
  wait(s, "EXIT=0", 10, true)
  restored(s)
end)

check("the computer's disks fly: up, across, down, in frames", function(s)
  start(s, play(3, " --speed=0.5"))
  local text = wait(s, "PLAYING", 10, true)
  -- --speed counts moves a second, as the status line does
  assert(text:find("speed 0.5 moves/s", 1, true), "not the speed asked for:\n" .. text)
  local b = board(3, 3, 80)
  local air = row(text, board_line(b, {})) - 1  -- the free row over the rods
  keys(s, "s")
  -- a frame where the disk is in the free row, away from the pegs
  local seen, deadline = nil, term.monotonic() + 15
  repeat
    local line = lines_of(screen(s))[air] or ""
    local a = line:find("=", 1, true)
    if a and a ~= b.x[1] - b.hw[1] + 1 and a ~= b.x[2] - b.hw[1] + 1 and a ~= b.x[3] - b.hw[1] + 1 then
      seen = line
    end
    term.sleep(0.02)
  until seen or term.monotonic() > deadline
  assert(seen, "no disk seen in the air between two pegs")
  wait(s, "move 1: disk 1 A -> C (computer)", 10, true)
  quit(s)
end)

-- the column of the crane's trolley (its "#"), and its clamp: the
-- columns of "[" and "]" and of the "+" the cable holds
local function crane_at(text, rail)
  local l = lines_of(text)
  local trolley = (l[rail] or ""):find("#", 1, true)
  local clamp = l[rail + 1] or ""
  local a, z = clamp:find("%[%-*%+%-*%]")
  return trolley, a, z, clamp:find("+", 1, true)
end

check("the crane carries every move, its clamp the disk's size; a reset waits for it", function(s)
  start(s, play(3, " --crane --speed=1"))
  local text = wait(s, "PLAYING", 10, true)
  local b = board(3, 3, 80)
  local rail = row(text, "[#]")
  assert(lines_of(text)[rail]:find("^%+%-*%[#%]%-+%+$"), "no rail:\n" .. text)
  assert(crane_at(text, rail) == b.x[1], "the trolley does not wait over A:\n" .. text)
  -- the status: one move a second, not "1/1/s"
  assert(text:find("speed 1 move/s  crane", 1, true), "no speed:\n" .. text)
  keys(s, "1", "3")
  -- a frame where the clamp holds the disk above the rods, between A and
  -- C: as wide as the disk and its jaws; the counts are still those of
  -- before the move until the disk lands
  text = wait(s, function(t)
    local l = lines_of(t)
    local trolley, a, z, c = crane_at(t, rail)
    local disk = l[rail + 2] or ""
    return trolley and c and a and c > b.x[1] and c < b.x[3] and trolley == c
      and disk:sub(c, c) == "=" and z - a + 1 == 2 * b.hw[1] - 1 + 2
  end, 15, "the crane carrying disk 1")
  assert(text:find("moves 0  optimal 7  left 7", 1, true), "the counts ran ahead:\n" .. text)
  -- disk 1 has landed on C
  wait(s, "\n" .. board_line(b, { 3, nil, 1 }) .. "\n", 10, true)
  text = wait(s, "moves 1  optimal 7  left 6", 10, true)
  assert(crane_at(text, rail) == b.x[3], "the trolley does not stay over C:\n" .. text)
  -- a pick: the crane fetches disk 2 from A and holds it there, its clamp
  -- as wide as disk 2
  keys(s, "1")
  wait(s, function(t)
    local trolley, a, z = crane_at(t, rail)
    local disk = lines_of(t)[rail + 2] or ""
    return trolley == b.x[1] and a and z - a + 1 == 2 * b.hw[2] + 1
      and disk:find("^ *" .. ("="):rep(2 * b.hw[2] - 1) .. "$")
  end, 15, "the crane holding disk 2 over A")
  keys(s, "2")
  wait(s, "move 2: disk 2 A -> B", 10, true)
  -- a move, then at once a reset: it waits for the crane
  keys(s, "3", "2", "x")
  wait(s, "the crane finishes its move first", 10, true)
  wait(s, "back to the start", 10, true)
  -- rules still apply with the crane
  keys(s, "1", "3", "1", "3")
  wait(s, "cannot put disk 2 on disk 1", 10, true)
  quit(s)
end)

-- the bars of a tower on A at the top left of a coloured screen: for
-- each disk (the top bar is disk 1) its width, its colour (the escape
-- sequences in force at its first character) and its character
local GLYPH = "[=#%%@&*+ox~]"
local function tower_bars(text, n)
  local out = {}
  for _, line in ipairs(lines_of(text)) do
    local state, i, bar = "", 1, nil
    while i <= #line and not bar do
      local esc = line:match("^\27%[[%d;]*m", i)
      if esc then
        if esc == "\27[0m" or esc == "\27[m" then state = ""
        elseif esc ~= "\27[39m" and esc ~= "\27[49m" then state = state .. esc end
        i = i + #esc
      else
        local c = line:sub(i, i)
        if c:find(GLYPH) then
          local plain = line:sub(i):gsub("\27%[[%d;]*m", "")
          local chars = plain:match("^(" .. GLYPH .. "+) +|")
          if chars then bar = { width = #chars, colour = state, glyph = c } end
          break
        elseif c ~= " " then
          break
        end
        i = i + 1
      end
    end
    if bar and #out < n then out[#out + 1] = bar end
  end
  return out
end

check("the board uses the window: 80, 120 and 200 columns, every disk told apart", function(s)
  for _, cols in ipairs({ 80, 120, 200 }) do
    for _, colours in ipairs({ "TERM=xterm-256color", "TERM=screen", "NO_COLOR=1" }) do
      start(s, colours .. " " .. play(16, " 4"), nil, cols, 24)
      local text = wait(s, "PLAYING", 10, true)
      local b = board(16, 4, cols)
      -- the base spans the board, and the board the window
      -- (at 24 rows the title is written into the base line)
      local base
      for _, l in ipairs(lines_of(text)) do if l:find("^%-") then base = l end end
      assert(base and #base == b.total and base:find("%-$"), "no base of " .. b.total .. ":\n" .. text)
      assert(b.total > cols - 8, "the board does not use the window")
      local bars = tower_bars(colour_screen(s), 16)
      assert(#bars == 16, ("%d bars at %d columns:\n%s"):format(#bars, cols, text))
      for d = 1, 16 do
        assert(bars[d].width == 2 * b.hw[d] - 1, ("disk %d is %d wide at %d columns"):format(d,
          bars[d].width, cols))
        for e = 1, d - 1 do
          local same = bars[d].width == bars[e].width
          if colours == "TERM=xterm-256color" then
            assert(not same or bars[d].colour ~= bars[e].colour,
              ("disks %d and %d look alike at %d columns"):format(e, d, cols))
          else       -- 8 colours or none: the character tells them apart
            assert(not same or bars[d].glyph ~= bars[e].glyph,
              ("disks %d and %d look alike at %d columns (%s)"):format(e, d, cols, colours))
          end
        end
      end
      quit(s)
      tmux("kill-session", "-t", s)
    end
  end
end)

check("the status line: speed in moves a second, pegs named as drawn", function(s)
  start(s, play(3))
  wait(s, "speed 4 moves/s", 10, true)
  keys(s, "-", "-", "-")
  wait(s, "speed 0.5 moves/s", 10, true)
  keys(s, "+", "+", "+", "+", "+", "+", "+", "+")
  wait(s, "speed 500 moves/s", 10, true)
  keys(s, "2")
  wait(s, "peg B is empty", 10, true)
  keys(s, "3")
  wait(s, "peg C is empty", 10, true)
  quit(s)
end)

check("d: the binary method, its move numbers in binary", function(s)
  start(s, play(3, " --speed=100"))
  wait(s, "PLAYING", 10, true)
  keys(s, "d")
  wait(s, "SOLVED   moves 7  optimal 7  left 0", 10, true)
  wait(s, "solved! statistics", 10, true)
  tmux("kill-session", "-t", s)
  start(s, play(3, " --speed=0.5 --demo=binary"))
  wait(s, "move 1 = 001 in binary: the lowest 1 is bit 0, so disk 1 A -> C", 10, true)
  wait(s, "move 2 = 010 in binary: the lowest 1 is bit 1, so disk 2 A -> B", 10, true)
  quit(s)
end)

check("Ctrl-Z gives the terminal back and takes it again on fg", function(s)
  local out, ok = tmux("new-session", "-d", "-s", s, "-x", "80", "-y", "24",
    "sh", "-c", "cd " .. q(ROOT) .. " && PS1='$ ' exec bash --norc --noprofile -i")
  assert(ok, "tmux new-session failed: " .. out)
  wait(s, "$", 10, true)
  keys(s, "-l", "XDG_DATA_HOME=" .. DATA .. " " .. play(3))
  keys(s, "Enter")
  wait(s, "PLAYING", 10, true)
  keys(s, "1")
  wait(s, "disk 1 picked up", 10, true)
  keys(s, "C-z")
  wait(s, "Stopped", 10, true)
  assert(modes(s):find(OFF), "terminal modes left on while stopped: " .. modes(s))
  keys(s, "-l", "fg")
  keys(s, "Enter")
  wait(s, "disk 1 picked up", 10, true)
  assert(modes(s):find(ON), "terminal modes not taken again: " .. modes(s))
  keys(s, "3")
  wait(s, "move 1: disk 1 A -> C", 10, true)
  keys(s, "q")
  wait_modes(s, OFF)
end)

check("Ctrl-D and an error give the terminal back too", function(s)
  start(s, play(3))
  wait(s, "PLAYING", 10, true)
  keys(s, "C-d")
  wait(s, "EXIT=0", 10, true)
  restored(s)
  tmux("kill-session", "-t", s)
  -- an error inside the loop: the computer's move raises
  local script = os.tmpname()
  local f = assert(io.open(script, "w"))
  f:write([[
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
require("hanoi.game").Game.tick = function() error("a broken computer player") end
local code, err = require("hanoi.tui").run { n = 3, demo = "binary", scores = false }
io.stderr:write("ERROR: ", tostring(err):match("[^\n]*"), "\n")
os.exit(code)
]])
  f:close()
  start(s, "lua5.4 " .. script)
  wait(s, "EXIT=1", 10, true)
  assert(screen(s):find("ERROR: .*a broken computer player"), "no error message:\n" .. screen(s))
  restored(s)
  os.remove(script)
end)

-- the game in each language: its words on the screen, every line within
-- 80 columns as a terminal counts them, the board where the layout puts
-- it (the base across the board, the peg letters over their rods)
local lang = require "hanoi.lang"
local width = require "hanoi.lang.width"
for _, tag in ipairs(lang.TAGS) do
  check("in " .. tag .. ": 80x24, the board aligned", function(s)
    local tr = lang.new(tag)
    start(s, play(3, " --lang=" .. tag))
    wait(s, tr:t("play.light.playing"), 10, true)
    keys(s, "1", "3")
    wait(s, tr:t("play.ev.move", { number = 1, disk = 1, from = "A", to = "C" }), 10, true)
    keys(s, "h")
    wait(s, tr:t("play.ev.hint", { disk = 2, from = "A", to = "B" }), 10, true)
    local text = screen(s)
    local b = board(3, 3, 80)
    local lines = lines_of(text)
    assert(text:find(tr:t("play.key.undo"), 1, true), "no key line:\n" .. text)
    for _, l in ipairs(lines) do
      assert(width.of(l) <= 80, ("%d columns: %s"):format(width.of(l), l))
    end
    local base
    for i, l in ipairs(lines) do if l:find("^%-%-%-") then base = i end end
    assert(base and #lines[base] == b.total, "no base of " .. b.total .. ":\n" .. text)
    local letters = lines[base + 1]
    for p, x in ipairs(b.x) do
      assert(letters:sub(x, x) == string.char(64 + p), "peg letters out of place:\n" .. text)
      assert(lines[base - 1]:sub(x, x) == "|" or lines[base - 1]:sub(x, x) == "=",
        "no rod over " .. string.char(64 + p) .. ":\n" .. text)
    end
    keys(s, "t")
    wait(s, tr:t("play.panel.so_far"), 10, true)
    quit(s)
  end)

  -- the most disks a 24-row window takes: every key with its word, on
  -- 3 and 4 pegs, before and after a disk is picked up
  check("in " .. tag .. ": every key at 80x24 with 14 to 17 disks", function(s)
    local tr = lang.new(tag)
    for _, nk in ipairs { { 14, 3 }, { 15, 4 }, { 16, 3 }, { 17, 3 }, { 17, 4 } } do
      local n, k = nk[1], nk[2]
      local want = {}
      for _, kw in ipairs { { "u", "undo" }, { "r", "redo" }, { "h", "hint" }, { "s", "solve" },
        { "p", "pause" }, { "t", "stats" }, { "q", "quit" }, { "c", "crane" }, { "x", "reset" },
        { "n", "new" }, { "w", "save" }, { "l", "load" }, { "+", "faster" }, { "-", "slower" },
        { "d", k == 3 and "demo" or "random" }, { "1-" .. k, "move" } } do
        want[#want + 1] = kw[1] .. " " .. tr:t("play.key." .. kw[2])
      end
      if k == 3 then want[#want + 1] = "D " .. tr:t("play.key.random") end
      want[#want + 1] = tr:t("play.key.arrows")
      start(s, play(n, " " .. k .. " --lang=" .. tag))
      -- the screen read once it shows the line looked for and every key
      -- (tmux can be read between the rows of one frame)
      local function drawn(line)
        return function(text)
          if not text:find(line, 1, true) then return false end
          for _, w in ipairs(want) do
            if not text:find(w, 1, true) then return false end
          end
          return true
        end
      end
      for round = 1, 2 do
        local line = round == 1 and tr:t("play.light.playing")
          or tr:t("play.ev.pick", { disk = 1, peg = "A" })
        local text = wait(s, drawn(line), 10, "'" .. line .. "' and every key")
        local lines = lines_of(text)
        assert(#lines <= 24, #lines .. " rows:\n" .. text)
        local padded = {}
        for i, l in ipairs(lines) do
          assert(width.of(l) <= 80, ("%d columns: %s"):format(width.of(l), l))
          padded[i] = "  " .. l .. "  "
        end
        local all = table.concat(padded, "\n")
        for _, w in ipairs(want) do
          assert(all:find("  " .. w .. "  ", 1, true),
            ("%d disks, %d pegs: no '%s' in\n%s"):format(n, k, w, text))
        end
        if round == 1 then keys(s, "1") end
      end
      quit(s)
      tmux("kill-session", "-t", s)
    end
  end)
end

tmux("kill-server")
os.execute("rm -rf " .. q(DATA))
print(("play: %d passed, %d failed"):format(passed, failed))
os.exit(failed == 0)
