-- `make play-check`: the full-screen game driven through a real
-- pseudo-terminal. Each check starts `bin/hanoi play ...` in a detached
-- tmux session of 80x24 (a private tmux server, no user config), sends keys
-- and polls `capture-pane` until the screen shows what it must (or a
-- timeout). Ends with "play: N passed, N failed".
package.cpath = "./build/?.so;" .. package.cpath
package.path = "./spec/?.lua;" .. package.path
local term = require "hanoi.term"
local gamekit = require "support.gamekit"
local classic, lines_of = gamekit.classic, gamekit.lines

local ROOT = io.popen("pwd"):read("l")
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
  local args = { "tmux", "-L", SOCKET, "-f", "/dev/null" }
  for _, a in ipairs { ... } do args[#args + 1] = q(a) end
  return sh(table.concat(args, " "))
end

-- starts `command` in a new 80x24 session; after it exits the pane shows
-- its exit code and whether the terminal is back in cooked mode
local function start(name, command)
  local script = ("trap : INT; cd %s && %s; echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | " ..
    "grep -E '^-?(icanon|echo)$' | tr '\\n' ' ' | sed 's/^/STTY: /'; echo; sleep 600")
    :format(q(ROOT), command)
  local out, ok = tmux("new-session", "-d", "-s", name, "-x", "80", "-y", "24", "sh", "-c", script)
  assert(ok, "tmux new-session failed: " .. out)
end

local function screen(name) return (tmux("capture-pane", "-p", "-t", name)) end

local function keys(name, ...) tmux("send-keys", "-t", name, ...) end

-- polls the screen until it matches the Lua pattern (or `plain` text)
local function wait(name, pattern, timeout, plain)
  local deadline = term.monotonic() + (timeout or 10)
  local text
  repeat
    text = screen(name)
    local a, _, c1, c2, c3 = text:find(pattern, 1, plain)
    if a then return text, c1, c2, c3 end
    term.sleep(0.03)
  until term.monotonic() > deadline
  error(("the screen never showed '%s'; it shows:\n%s"):format(pattern, text), 0)
end

local function check(name, f)
  local ok, err = pcall(f, name)
  tmux("kill-session", "-t", name)
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
end

-- quits with q and waits for the exit code 0
local function quit(s)
  keys(s, "q")
  wait(s, "EXIT=0", 10, true)
end


local function play(n, extra) return HANOI .. " play " .. n .. (extra or "") end

check("solved with keys in 7 moves, quit restores the terminal", function(s)
  start(s, play(3))
  wait(s, "PLAYING", 10, true)
  local moves = {}
  for _, m in ipairs(classic(3, 1, 3, 2)) do
    moves[#moves + 1] = tostring(m[1]); moves[#moves + 1] = tostring(m[2])
  end
  keys(s, table.unpack(moves))
  local text = wait(s, "solved in 7 moves (optimal 7)", 10, true)
  assert(text:find("SOLVED", 1, true), "no SOLVED light")
  assert(text:find("moves 7  optimal 7  left 0", 1, true), "status line wrong:\n" .. text)
  -- the tower stands on C: three bars of widths 1, 3, 5 at the right
  assert(text:find("\n  |     |     =\n  |     |    ===\n  |     |   =====\n", 1, true),
    "the tower is not on C:\n" .. text)
  quit(s)
  restored(s)
  assert(not screen(s):find("hanoi: 3 disks", 1, true), "the game screen was not left")
end)

check("an illegal drop gives a message and changes nothing", function(s)
  start(s, play(3))
  wait(s, "PLAYING", 10, true)
  keys(s, "1", "3", "1", "3")
  wait(s, "cannot put disk 2 on disk 1", 10, true)
  keys(s, "Escape")
  wait(s, "disk 2 put back on A", 10, true)
  keys(s, "2")
  wait(s, "peg 2 is empty", 10, true)
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
  wait(s, "moves " .. moves .. " ", 10, true)
  keys(s, "p")
  local text = wait(s, "PAUSED", 10, true)
  return tonumber(text:match("moves (%d+) "))
end

check("solve, pause, take over by hand (hints, peg letters), finish", function(s)
  local m = solve_then_pause(s, 3, 0.5, 1)
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
  local m = solve_then_pause(s, 4, 0.3, 2)
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
  local text = wait(s, "optimal 65535", 10, true)
  local lines = lines_of(text)
  -- 24 rows: the free row, 17 rod rows, base, letters, marks, status,
  -- message, keys (no room for the title)
  assert(lines[1] == "", "the top row is not free:\n" .. text)
  assert(lines[18]:find("^=+ +| +|$"), "the bottom disk is not on A:\n" .. text)
  assert(lines[19]:find("^%-+$"), "no base line:\n" .. text)
  assert(lines[20]:find("^ +A +B +C$"), "no peg letters:\n" .. text)
  assert(lines[22]:find("PLAYING   moves 0  optimal 65535", 1, true), "no status line:\n" .. text)
  assert(lines[24]:find("q quit$"), "no quit key:\n" .. text)
  keys(s, "1")
  text = wait(s, "disk 1 picked up from A", 10, true)
  lines = lines_of(text)
  assert(lines[1]:find("^ +=$"), "disk 1 is not lifted:\n" .. text)
  keys(s, "3")
  wait(s, "move 1: disk 1 A -> C", 10, true)
  tmux("resize-window", "-t", s, "-x", "60", "-y", "16")
  wait(s, "the terminal is too small", 10, true)
  tmux("resize-window", "-t", s, "-x", "80", "-y", "24")
  wait(s, "optimal 65535", 10, true)
  quit(s)
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
  keys(s, "+", "+", "d")
  wait(s, "(random)", 10, true)
  keys(s, "d")
  wait(s, "you took over", 10, true)
  keys(s, "n")
  wait(s, "new game: disks [pegs]: 3 3_", 10, true)
  keys(s, "BSpace", "BSpace", "BSpace", "5", "Space", "4", "Enter")
  wait(s, "hanoi: 5 disks, 4 pegs", 10, true)
  keys(s, "1", "2")
  wait(s, "moves 1 ", 10, true)
  keys(s, "w")
  wait(s, "save to: ", 10, true)
  local erase = {}
  for i = 1, #"hanoi.save" do erase[i] = "BSpace" end
  keys(s, table.unpack(erase))
  keys(s, "-l", file)
  keys(s, "Enter")
  wait(s, "saved to " .. file, 10, true)
  keys(s, "x")
  wait(s, "back to the start", 10, true)
  keys(s, "l", "Enter")
  wait(s, "loaded " .. file, 10, true)
  assert(screen(s):find("moves 1 ", 1, true))
  quit(s)
  os.remove(file)
end)

tmux("kill-server")
print(("play: %d passed, %d failed"):format(passed, failed))
os.exit(failed == 0)
