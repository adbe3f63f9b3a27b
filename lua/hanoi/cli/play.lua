--- `hanoi play [N] [K]`: the game. Full screen (`hanoi.tui`) when standard
-- input and output are a terminal; otherwise a line mode that reads one
-- command per line and prints plain text, for scripts and tests.
-- @module hanoi.cli.play

local game = require "hanoi.game"
local render = require "hanoi.render"

local io, ipairs, tostring, tonumber, require, fmt, concat =
  io, ipairs, tostring, tonumber, require, string.format, table.concat
local tointeger = math.tointeger

_ENV = nil -- no globals past this point

local LINE_HELP = [[
commands (pegs as numbers 1.. or letters A..):
  move A B      move the top disk of A onto B (also: A B)
  pick A        pick up the top disk of A;  drop B  put it on B
  undo, redo, reset
  hint          the next optimal move
  solve [N]     the computer plays N moves (all when N is absent) from here;
                stopping short leaves it paused
  resume [N]    the paused computer plays N more;  pause;  stop (take over)
  random [N]    N random legal moves (seed 000's random mover)
  show          the picture;  status;  stats
  new N [K]     a new game;  save FILE;  load FILE
  help, quit]]

local function status_line(g)
  local o = g:optimal()
  return fmt("%s: %d moves, optimal %s from the start, %s left, time %s",
    g:mode(), g:moves(), tostring(g:optimal_from_start() or "?"),
    tostring(o == nil and "?" or o), require("hanoi.tui").clock_text(g:elapsed()))
end

-- a peg from "3" or "C" (or "c"), or nil
local function peg(word, k)
  if not word then return nil end
  local p = tointeger(tonumber(word))
  if not p and #word == 1 then
    local up = word:upper()
    p = up:byte() - 64
    if up < "A" or up > "Z" then p = nil end
  end
  if p and p >= 1 and p <= k then return p end
end

local play = {}

--- Runs the line mode: reads commands from the iterator `lines`, writes
-- text with `write`. Returns the exit code.
-- @tparam function lines an iterator of lines (e.g. `io.lines()`)
-- @tparam function write receives strings to print
-- @tparam[opt] table opts `n`, `k`, `goal`, `echo` (print each command
--  after a "> " prompt, as a demo does)
-- @treturn int 0
function play.script(lines, write, opts)
  opts = opts or {}
  local g = game.new { n = opts.n, k = opts.k, goal = opts.goal, clock = opts.clock }
  local tui = require "hanoi.tui"
  local function say(s) write(s, "\n") end
  local function events(ev, msg)
    if not ev then say("! " .. msg); return false end
    for _, e in ipairs(ev) do
      local m = tui.describe(e)
      if m and not (e.type == "mode" and e.mode == "solved") then say(m) end
    end
    return true
  end
  -- ticks up to `count` times (all the way when nil); pauses if stopped short
  local function play_on(count)
    local i = 0
    while g.auto and not g.paused and not g.won and (not count or i < count) do
      local ev, msg = g:tick()
      if not events(ev, msg) then return end
      i = i + 1
    end
    if g.auto and not g.paused and not g.won and g.auto == "solve" then
      events(g:pause())
    elseif g.auto == "random" and not g.won then
      g:stop()
    end
  end
  local function count_arg(word)
    if word == nil then return nil, true end
    local c = tointeger(tonumber(word))
    if not c or c < 0 then say("! the count must be a whole number, got '" .. word .. "'") end
    return c, c ~= nil
  end
  say(fmt("hanoi: %d disks, %d pegs, goal %s (type 'help' for commands)", g.n, g.k, g:goal_text()))
  for line in lines do
    local words = {}
    for w in line:gmatch("%S+") do words[#words + 1] = w end
    local cmd = words[1] and words[1]:lower()
    if opts.echo and cmd then say("> " .. line) end
    if cmd == nil or cmd:sub(1, 1) == "#" then
      -- blank or comment
    elseif cmd == "quit" or cmd == "exit" or cmd == "q" then
      break
    elseif cmd == "move" or cmd == "pick" or cmd == "drop" or peg(cmd, g.k) then
      local named = cmd == "move" or cmd == "pick" or cmd == "drop"
      local args = named and { words[2], words[3] } or { words[1], words[2] }
      local want = (cmd == "pick" or cmd == "drop") and 1 or 2
      local a, b = peg(args[1], g.k), peg(args[2], g.k)
      if not a or (want == 2 and not b) then
        say(fmt("! name %s peg%s 1..%d or A..%s, e.g. '%s'", want == 2 and "two" or "a",
          want == 2 and "s" or "", g.k, game.letter(g.k),
          cmd == "pick" and "pick 1" or cmd == "drop" and "drop 3" or "move 1 3"))
      elseif cmd == "pick" then events(g:pick(a))
      elseif cmd == "drop" then events(g:drop(a))
      else events(g:move(a, b)) end
    elseif cmd == "undo" then events(g:undo())
    elseif cmd == "redo" then events(g:redo())
    elseif cmd == "reset" then events(g:reset())
    elseif cmd == "hint" then events(g:hint())
    elseif cmd == "solve" then
      local c, ok = count_arg(words[2])
      if ok then
        local ev, msg
        if g.auto == "solve" and g.paused then ev, msg = g:resume() else ev, msg = g:solve() end
        if events(ev, msg) then play_on(c) end
      end
    elseif cmd == "resume" then
      local c, ok = count_arg(words[2])
      if ok and events(g:resume()) then play_on(c) end
    elseif cmd == "pause" then events(g:pause())
    elseif cmd == "stop" or cmd == "takeover" then events(g:stop())
    elseif cmd == "random" or cmd == "demo" then
      local c, ok = count_arg(words[2])
      if ok and events(g:random()) then play_on(c or 1) end
    elseif cmd == "show" then
      say(render.ascii(g.state))
    elseif cmd == "status" then
      say(status_line(g))
    elseif cmd == "stats" then
      local st = g:stats()
      local per = {}
      for d, c in ipairs(st.disk) do per[d] = fmt("%d:%d", d, c) end
      say(fmt("moves %d (player %d, computer %d, random %d), undos %d, redos %d",
        st.moves, st.player, st.computer, st.random, st.undos, st.redos))
      say("moves of each disk: " .. concat(per, " "))
    elseif cmd == "new" then
      local n = tointeger(tonumber(words[2]))
      local k = words[3] and tointeger(tonumber(words[3])) or g.k
      if not n or n < 1 or n > 64 or not k or k < 3 or k > 32 then
        say("! new needs disks 1..64 and pegs 3..32, e.g. 'new 5 3'")
      else
        events(g:new_game { n = n, k = k })
      end
    elseif cmd == "save" or cmd == "load" then
      if not words[2] then say("! " .. cmd .. " needs a file name")
      else events(g[cmd](g, words[2])) end
    elseif cmd == "help" then
      say(LINE_HELP)
    else
      say(fmt("! unknown command '%s' (try 'help')", words[1]))
    end
  end
  return 0
end

local function run(args, cli)
  local opts, pos = cli.parse(args, { goal = "string", speed = "number", file = "string" })
  if #pos > 2 then cli.fail("too many arguments") end
  local n = pos[1] and cli.integer(pos[1], "N", 1, 64) or 3
  local k = pos[2] and cli.integer(pos[2], "K", 3, 32) or 3
  local goal
  if opts.goal then
    goal = opts.goal == "other" and "other" or peg(opts.goal, k)
    if not goal then
      cli.fail(fmt("--goal must be a peg 1..%d or 'other', got '%s'", k, opts.goal))
    end
  end
  if opts.speed and opts.speed <= 0 then cli.fail("--speed must be a positive number of seconds") end
  local term = require "hanoi.term"
  if term.isatty(0) and term.isatty(1) then
    local code, err = require("hanoi.tui").run { n = n, k = k, goal = goal,
      speed = opts.speed, file = opts.file }
    if err then io.stderr:write("hanoi: ", err, "\n") end
    return code
  end
  return play.script(io.lines(), cli.write, { n = n, k = k, goal = goal,
    clock = term.monotonic })
end

play[1] = {
  name = "play",
  usage = "play [N] [K] [--goal=PEG|other] [--speed=SECONDS] [--file=SAVEFILE]",
  help = "play the game: N disks (default 3) on K pegs (default 3). On a terminal, full\n" ..
    "screen: keys 1-9 pick and drop, u/r undo/redo, h hint, s solve, p pause,\n" ..
    "+/- speed, d demo, n new, w save, q quit. Otherwise one command per line\n" ..
    "from standard input ('move 1 3', 'undo', 'hint', 'solve', 'quit'; 'help').",
  run = run,
}

return play
