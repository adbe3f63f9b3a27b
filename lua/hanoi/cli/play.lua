--- `hanoi play [N] [K]`: the game. Full screen (`hanoi.tui`) when standard
-- input and output are a terminal; otherwise a line mode that reads one
-- command per line and prints plain text, for scripts and tests.
-- @module hanoi.cli.play

local game = require "hanoi.game"
local scores = require "hanoi.game.scores"
local render = require "hanoi.render"
local view = require "hanoi.tui.view"
local printable = require("hanoi.text").printable
local lang = require "hanoi.lang"

local io, ipairs, tostring, tonumber, require, error, fmt, concat =
  io, ipairs, tostring, tonumber, require, error, string.format, table.concat
local tointeger, min = math.tointeger, math.min
local getenv = os.getenv

_ENV = nil -- no globals past this point

-- the most moves one command of the line mode plays (solve N, random N, ...)
local MAX_COUNT = 1000000

local function status_line(g, tr)
  local o = g:optimal()
  return tr:t("line.status", { mode = tr:t("line.mode." .. g:mode()), moves = g:moves(),
    optimal = tostring(g:optimal_from_start() or "?"), left = tostring(o == nil and "?" or o),
    time = view.clock_text(g:elapsed()) })
end

-- the statistics, as lines; `keep` false: best results are not kept,
-- for the reason `why`
local function stats_lines(g, best, keep, why, tr)
  local st = g:stats()
  local per = {}
  for d, c in ipairs(st.disk) do
    per[d] = fmt("%d:%d/%s", d, c, st.disk_optimal and tostring(st.disk_optimal[d]) or "?")
  end
  local out = {
    tr:t("line.stats.moves", { moves = st.moves, player = st.player, computer = st.computer,
      random = st.random, undos = st.undos, redos = st.redos, hints = st.hints }),
    tr:t("line.stats.disks", { list = concat(per, " ") }),
    tr:t("line.stats.totals", { optimal = tostring(st.optimal or "?"),
      wasted = tostring(st.wasted or "?"), time = view.clock_text(st.time) }),
  }
  if keep == false then
    out[#out + 1] = tr:t("play.scores.off", { why = why or "--no-scores" })
  elseif best then
    out[#out + 1] = tr:t("play.scores.best", { moves = best.moves, time = view.clock_text(best.time) })
  elseif keep and scores.key(g) then
    out[#out + 1] = tr:t("play.scores.none")
  end
  return out
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
-- @tparam[opt] table opts `n`, `k`, `goal`, `clock` (as `hanoi.game.new`),
--  `echo` (print each command after a "> " prompt, as a demo does),
--  `demo` ("binary" or "random": that demo plays first, to the goal or
--  for at most 10000 random moves), `scores` (the best results file, or
--  false to keep none; default none), `no_scores` (why none are kept, for
--  the statistics; default "--no-scores"), `warn` (receives warnings),
--  `flush` (called when an answer is complete, before the next line is
--  read), `lang` (the language it speaks: a tag of `hanoi.lang.TAGS`;
--  default English; the commands are typed as they are in every
--  language). Everything written goes through `hanoi.text.printable`: a
--  command, a file name or a save file's text is shown, never obeyed.
-- @treturn int 0
function play.script(lines, write, opts)
  opts = opts or {}
  local g = game.new { n = opts.n, k = opts.k, goal = opts.goal, clock = opts.clock }
  local tr = lang.new(opts.lang or "en")
  local function say(s) write(printable(s, "\n"), "\n") end
  local path = opts.scores or nil
  local best_all = {}
  if path then
    local warning
    best_all, warning = scores.load(path)
    if warning and opts.warn then opts.warn(warning) end
  end
  local function events(ev, msg)
    if not ev then say("! " .. view.letters(msg, tr, true)); return false end
    for _, e in ipairs(ev) do
      local m = view.describe(e, g.n, tr)
      if m and not (e.type == "mode" and e.mode == "solved") then say(m) end
      if e.type == "won" and path and scores.counts(g) then
        local r, why = scores.record(path, g)
        if not r then
          say("! " .. view.letters(why, tr, true))
        else
          best_all[scores.key(g)] = r.best
          if r.warning and opts.warn then opts.warn(r.warning) end
          say(tr:t("play.scores.best", { moves = r.best.moves, time = view.clock_text(r.best.time) })
            .. (r.previous and (r.moves or r.time) and " " .. tr:t("line.new_best") or ""))
        end
      end
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
    elseif g.auto and not g.won then
      g:stop()
    end
  end
  local function count_arg(word)
    if word == nil then return nil, true end
    local c = tointeger(tonumber(word))
    if not c or c < 0 or c > MAX_COUNT then
      say("! " .. tr:t("line.bad_count", { most = MAX_COUNT, word = word }))
      return nil, false
    end
    return c, true
  end
  say(tr:t("line.banner", { disks = g.n, pegs = g.k, goal = view.goal_text(g, tr) }))
  if opts.demo and events(g:demo(opts.demo)) then
    play_on(opts.demo == "random" and 10000 or nil)
  end
  -- each answer goes out before the next command is read, so that a
  -- program talking to the game through pipes sees it
  local flush = opts.flush or function() end
  flush()
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
        say("! " .. tr:t(want == 2 and "line.name_two" or "line.name_one", { pegs = g.k,
          last = game.letter(g.k),
          example = cmd == "pick" and "pick 1" or cmd == "drop" and "drop 3" or "move 1 3" }))
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
    elseif cmd == "random" then
      local c, ok = count_arg(words[2])
      if ok and events(g:demo("random")) then play_on(c or 1) end
    elseif cmd == "demo" then
      local c, ok = count_arg(words[2])
      if ok and events(g:demo("binary")) then play_on(c) end
    elseif cmd == "show" then
      say(render.ascii(g.state))
    elseif cmd == "status" then
      say(status_line(g, tr))
    elseif cmd == "stats" then
      local keep                     -- nil: no word about best results
      if path then keep = true elseif opts.scores == false then keep = false end
      for _, l in ipairs(stats_lines(g, scores.best(best_all, g), keep, opts.no_scores, tr)) do
        say(l)
      end
    elseif cmd == "new" then
      local n = tointeger(tonumber(words[2]))
      local k = words[3] and tointeger(tonumber(words[3])) or g.k
      if not n or n < 1 or n > 64 or not k or k < 3 or k > 32 then
        say("! " .. tr:t("line.new_bad"))
      else
        events(g:new_game { n = n, k = k })
      end
    elseif cmd == "save" or cmd == "load" then
      if not words[2] then say("! " .. tr:t("line.needs_file", { command = cmd }))
      else events(g[cmd](g, words[2])) end
    elseif cmd == "help" then
      say(tr:t("line.help"))
    else
      say("! " .. tr:t("line.unknown", { word = words[1] }))
    end
    flush()
  end
  return 0
end

local DEMOS = { binary = true, random = true }

local function run(args, cli)
  local opts, pos = cli.parse(args, { goal = "string", speed = "number", file = "string",
    crane = "flag", demo = "string", ["no-scores"] = "flag", lang = "string" })
  if #pos > 2 then cli.fail("too many arguments") end
  local n = pos[1] and cli.integer(pos[1], "N", 1, 64) or 3
  local k = pos[2] and cli.integer(pos[2], "K", 3, 32) or 3
  local goal
  if opts.goal then
    goal = opts.goal:lower() == "other" and "other" or peg(opts.goal, k)
    if not goal then
      cli.fail(fmt("--goal must be a peg letter %s..%s or number 1..%d, or 'other', got '%s'",
        game.letter(1), game.letter(min(k, 26)), k, opts.goal))
    end
    if goal == 1 then
      -- the game starts with the tower on the first peg
      cli.fail(fmt("%s: the disks start on %s, so the game would be won before the first move;"
        .. " for a tower to move: --goal=%s (or --goal=other)", cli.typed(), game.letter(1),
        game.letter(k)))
    end
  end
  if opts.speed and not (opts.speed > 0 and opts.speed < 1e6) then
    cli.fail("--speed must be a positive number of moves per second")
  end
  if opts.demo and not DEMOS[opts.demo] then
    cli.fail(fmt("--demo must be 'binary' or 'random', got '%s'", lang.echo(opts.demo)))
  end
  local tag
  if opts.lang then
    tag = lang.match(opts.lang)
    if not tag then
      cli.fail(fmt("--lang must be one of %s, got '%s'", lang.list(), lang.echo(opts.lang)))
    end
  else
    tag = lang.from_env(getenv)
  end
  local keep, why = false, "--no-scores"
  if not opts["no-scores"] then
    keep, why = scores.path()
    keep = keep or false
  end
  local term = require "hanoi.term"
  if term.isatty(0) and term.isatty(1) then
    local code, err = require("hanoi.tui").run { n = n, k = k, goal = goal,
      speed = opts.speed and 1 / opts.speed, -- the game counts seconds a move
      file = opts.file, crane = opts.crane, demo = opts.demo,
      scores = keep, no_scores = why, lang = tag }
    if code == 130 then error("interrupted", 0) end
    if err then cli.die(err) end
    return code
  end
  return play.script(io.lines(), cli.write, { n = n, k = k, goal = goal,
    clock = term.monotonic, demo = opts.demo, scores = keep, no_scores = why, flush = cli.flush,
    lang = tag,
    warn = function(w) io.stderr:write("hanoi: warning: ", printable(w), "\n") end })
end

play[1] = {
  name = "play",
  usage = "play [N] [K] [--goal=PEG|other] [--speed=S] [--file=F] [--crane] [--demo=M] [--no-scores]"
    .. " [--lang=L]",
  help = [[
play the game: N disks (default 3) on K pegs (default 3). On a terminal, full
screen, with the keys or the mouse: 1-9 pick and drop (or click a peg, then
another), u/r undo/redo, h hint, s solve, p pause, t statistics, +/- speed,
d the binary method's demo, D the random mover, c crane, n new, w save, q quit.
Otherwise one command per line from standard input ('move 1 3', 'undo',
'hint', 'solve', 'quit'; 'help'). Best results of games won by hand are kept
in $XDG_DATA_HOME/hanoi/scores (~/.local/share/hanoi/scores) unless --no-scores.
--speed: the computer's moves a second (0.5..500; default 4).
--lang: the game's language, ]] .. lang.list("or") .. " (zh-TW,\n" ..
    "zh-CN, ... too); default from LC_ALL, LC_MESSAGES or LANG, else English.",
  run = run,
}

return play
