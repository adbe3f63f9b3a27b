--- The loop of the terminal game (internal to `hanoi.tui`): it takes the
-- terminal, turns keys and clicks into commands of `hanoi.game`, drives
-- the computer's play and the moving disks from the clock, keeps the best
-- results, and gives the terminal back however the game ends.
-- @module hanoi.tui.loop

local term = require "hanoi.term"
local game = require "hanoi.game"
local scores = require "hanoi.game.scores"
local input = require "hanoi.tui.input"
local view = require "hanoi.tui.view"
local motion = require "hanoi.tui.motion"
local lang = require "hanoi.lang"

local floor, max, min = math.floor, math.max, math.min
local concat = table.concat
local ipairs, tostring, tonumber, xpcall, type, error, require =
  ipairs, tostring, tonumber, xpcall, type, error, require
local traceback = debug.traceback
local getenv = os.getenv
local tointeger = math.tointeger
local stdout = io.stdout

_ENV = nil -- no globals past this point

local loop = {}

-- Ctrl-C's error: "interrupted" (the trap of hanoi.core) or the
-- interpreter's "interrupted!", after a "file:line: " or not
local function interrupt(e)
  return type(e) == "string" and (e:match("interrupted!?$") ~= nil)
end

-- the terminal modes of the game: the alternate screen without a cursor,
-- and mouse reports (presses and releases, moves while pressed, in the
-- SGR form); and how to turn them off again
local TAKE = "\27[?1049h\27[?25l\27[2J\27[?1000h\27[?1002h\27[?1006h"
local GIVE = "\27[?1006l\27[?1002l\27[?1000l\27[0m\27[?25h\27[?1049l"

local FRAME = 1 / 40           -- seconds between two frames of a moving disk
local FLY = 0.8                -- the part of a move's time the disk flies
local CRANE = 2.4              -- the crane's move, in moves' times: it waits
local FASTEST_SHOWN = 0.05     -- seconds per move: faster, whole moves are drawn

local function distance(a, b) return a > b and a - b or b - a end

--- The colours the game uses: none under NO_COLOR (set and not empty) or
-- TERM=dumb, else 256 or 8 as `hanoi.render.colors` says.
-- @treturn false|int
function loop.colours()
  local nc = getenv("NO_COLOR")
  if (nc and nc ~= "") or getenv("TERM") == "dumb" then return false end
  return require("hanoi.render").colors()
end

-- ---------------------------------------------------------------------
-- The game's state while it runs: one table `L` that the handlers below
-- share, as `hanoi.game.session` keeps a game's. Its fields:
--   g            the `hanoi.game` session
--   v            what the screen shows (`hanoi.tui.view`'s view table)
--   out, inp     the output file and the input fd
--   clock        the monotonic clock
--   guard        the raw mode's guard (a new one after Ctrl-Z or a stop)
--   demo         the demo to start with, or nil
--   score_path   the best results file, or nil; best_all its table
--   savefile     the file `w` and `l` offer
--   default_save the file they offer first (`loop.default_save`), or nil
--   size         "rowsxcols" of the last frame drawn
--   cols         the columns of the terminal at the last frame
--   quit         true once the player quits
--   next_tick    when the computer's next move is due
--   prompt       a question asked: {label, text, default, done = function(text)}
--   hits         the frame's click targets: peg(x, y), word(x, y)
--   anim         the moving disk or crane: {frames, t0, dur, park}
--   waiting      keys held back until the crane has finished
--   press_pick   the peg a mouse press picked from
--   decode       the key and mouse report decoder
--   won_panel    the statistics panel is due once the last move landed

local function interval(L) return view.SPEEDS[L.v.speed] end

--- The file `w` saves to and `l` loads from unless the player types
-- another: `hanoi.save` in the folder of the best results,
-- `$XDG_DATA_HOME/hanoi/` (by default `~/.local/share/hanoi/`); nil when
-- there is no such folder (no HOME and no XDG_DATA_HOME).
-- @tparam[opt=os.getenv] function env reads an environment variable
-- @treturn string|nil
function loop.default_save(env)
  local path = scores.path(env)
  return path and (path:gsub("[^/]*$", "hanoi.save")) or nil
end


local function finish_anim(L)
  local anim, v = L.anim, L.v
  if anim then
    if anim.park then v.park = anim.park end
    L.anim, v.frame, v.hold = nil, nil, nil
  end
end

-- a move to show moving: the flying disk, or the crane; the status
-- keeps the counts of before (`hold`) until the disk lands
local function animate(L, ev, carried, lifted, hold)
  local g, v, cols = L.g, L.v, L.cols
  if interval(L) < FASTEST_SHOWN or not (carried or v.crane) then return end
  local before = g.state:copy()
  before:move(ev.to, ev.from)
  local frames, park, dur
  if v.crane then
    frames, park = motion.crane(before, ev.from, ev.to, cols,
      v.park or motion.park(before, cols), lifted)
    dur = interval(L) * CRANE * (lifted and 0.6 or 1)
  else
    frames = motion.flight(before, ev.from, ev.to, cols, lifted)
    dur = interval(L) * FLY
  end
  L.anim = { frames = frames, t0 = L.clock(), dur = dur, park = park }
  v.frame, v.hold = frames[1], hold
end

-- the crane fetches a disk the player picks up, and holds it
local function fetch(L, ev)
  local g, v, cols = L.g, L.v, L.cols
  if interval(L) < FASTEST_SHOWN or not v.crane then return end
  local frames, park = motion.pick(g.state, ev.peg, cols, v.park or motion.park(g.state, cols))
  L.anim = { frames = frames, t0 = L.clock(), dur = interval(L) * CRANE * 0.4, park = park }
  v.frame = frames[1]
end

-- a game won: its result among the best ones, and a message saying so
local function record_win(L)
  local g, v = L.g, L.v
  if not (L.score_path and scores.counts(g)) then return end
  local r, why = scores.record(L.score_path, g)
  if not r then
    v.message = v.message .. "; " .. view.letters(why, v.lang)
    return
  end
  v.best = r.best
  L.best_all[scores.key(g)] = r.best
  local news = {}
  local tr = view.lang(v)
  if r.previous and r.moves then news[#news + 1] = tr:t("play.scores.fewest") end
  if r.previous and r.time then news[#news + 1] = tr:t("play.scores.time") end
  if #news > 0 then
    v.message = v.message .. ": " .. tr:t("play.scores.new_best") .. " (" .. concat(news, ", ") .. ")"
  end
  if r.warning then v.message = v.message .. "; " .. r.warning end
end

-- shows what a command did; moves made for the player by the
-- computer (or by a hint) fly
local function show(L, events, carried, lifted, hold)
  local g, v = L.g, L.v
  local m = view.summary(events, g.n, v.lang)
  if m then v.message = m end
  for _, ev in ipairs(events) do
    if ev.type == "pick" then
      fetch(L, ev)
    elseif ev.type == "move" then
      animate(L, ev, carried or ev.by ~= "player", lifted, hold)
    elseif ev.type == "won" then
      L.won_panel = true
      record_win(L)
    elseif ev.type == "reset" or ev.type == "new" or ev.type == "load" then
      v.panel, L.won_panel, v.park = false, false, nil
      v.best = scores.best(L.best_all, g)
    end
  end
end

-- the counts of the status line now, kept while a move is drawn moving
local function counts(L)
  return { moves = L.g:moves(), left = view.optimal_text(L.g) }
end

-- a command of the game, and what it did shown
local function run(L, f, ...)
  local g = L.g
  local held, before = g.held, counts(L)
  local ev, msg = f(g, ...)
  if ev then
    L.v.hint = nil
    show(L, ev, false, held ~= nil, before)
  else
    L.v.message = view.letters(msg, L.v.lang)
  end
  return ev
end

local function ask(L, label, default, done)
  L.prompt = { label = label, text = "", default = default, done = done }
end

-- saves to `file`; the folder of the default file is made when missing
local function save_to(L, file)
  if file == L.default_save then
    local dir = file:match("^(.*)/[^/]*$")
    local ok, err = require("hanoi.fileio").mkdir(dir)
    if not ok then
      L.v.message = view.lang(L.v):t("play.cannot_save", { file = file, why = tostring(err) })
      return
    end
  end
  return run(L, L.g.save, file)
end

local function choose_file(L, question, f)
  ask(L, view.lang(L.v):t(question, { file = L.savefile }), L.savefile, function(text)
    if text == "" then text = L.savefile end
    L.savefile = text
    return f(text)
  end)
end

local function take_terminal(L)
  L.out:write(TAKE)
  L.out:flush()
  L.size = nil
end

local function give_terminal(L)
  L.out:write(GIVE)
  L.out:flush()
  L.guard:restore()
end

-- the terminal taken again after the program was stopped: raw mode
-- afresh (a shell may have changed the settings meanwhile), the screen
-- and mouse reporting, the whole frame drawn again
local function take_again(L)
  L.guard:restore()
  local again, rerr = term.rawmode(true, L.inp, { suspend = false })
  if not again then error(rerr, 0) end
  L.guard = again
  take_terminal(L)
end

local function suspend(L)
  finish_anim(L)
  give_terminal(L)
  term.suspend()
  take_again(L)
end

-- a stop asked from elsewhere (SIGTSTP: `kill -TSTP`), or the program
-- continued after a stop it could not see (SIGSTOP, then `fg`)
local function job_control(L)
  local js = term.job_signal()
  if js == "stop" then suspend(L) elseif js == "continue" then take_again(L) end
end

-- a key while a question is asked
local function on_prompt(L, key)
  local prompt = L.prompt
  if key == "enter" then
    L.prompt = nil
    prompt.done(prompt.text)
  elseif key == "esc" then
    L.prompt = nil
    L.v.message = view.lang(L.v):t("play.cancelled")
  elseif key == "backspace" then
    prompt.text = prompt.text:sub(1, -2)
  elseif key == "ctrl-u" then
    prompt.text = ""
  elseif key == "ctrl-w" then
    prompt.text = prompt.text:gsub("%S*%s*$", "")
  elseif key == "space" then
    prompt.text = prompt.text .. " "
  elseif type(key) == "string" and ((#key == 1 and key:byte() >= 32) or key:byte() >= 0xC0) then
    prompt.text = prompt.text .. key            -- a character, not a named key
  end
end

-- the hint shown now can be played: h again makes it fly there
local function hint_key(L)
  local g, v = L.g, L.v
  local h = v.hint
  if h and g.state:top(h.from) == h.disk and g.state:can_move(h.from, h.to) then
    local before = counts(L)
    local ev, msg = g:move(h.from, h.to)
    if ev then v.hint = nil; show(L, ev, true, false, before) else v.message = view.letters(msg, v.lang) end
    return
  end
  local ev = run(L, g.hint)
  if ev then v.hint = ev[1]; v.message = v.message .. " " .. view.lang(v):t("play.hint_again") end
end

-- `n`: asks for the new game's disks and pegs
local function ask_new_game(L)
  local g, v = L.g, L.v
  ask(L, view.lang(v):t("play.ask.new", { disks = g.n, pegs = g.k }), nil, function(text)
    if text:match("^%s*$") then text = g.n .. " " .. g.k end
    local n, k = text:match("^%s*(%d+)%s*(%d*)%s*$")
    n, k = tointeger(tonumber(n)), tointeger(tonumber(k ~= "" and k or g.k))
    if not n or n < 1 or n > 64 or not k or k < 3 or k > 32 then
      v.message = view.lang(v):t("play.ask.new_bad")
      return
    end
    run(L, g.new_game, { n = n, k = k })
    v.cursor = 1
  end)
end

-- the keys that change the game (after those that work at any time)
local function game_key(L, key)
  local g, v = L.g, L.v
  local p = input.keypeg(key, g.k)
  if key == "D" and not p then key = "random" end
  if p then
    v.cursor = p
    run(L, g.select, p)
  elseif key == "left" then
    v.cursor = v.cursor > 1 and v.cursor - 1 or g.k
  elseif key == "right" then
    v.cursor = v.cursor < g.k and v.cursor + 1 or 1
  elseif key == "space" or key == "enter" or key == "up" or key == "down" then
    run(L, g.select, v.cursor)
  elseif key == "esc" then
    if g.held then run(L, g.drop, g.held) end
  elseif key == "u" then run(L, g.undo)
  elseif key == "r" then run(L, g.redo)
  elseif key == "x" then run(L, g.reset)
  elseif key == "h" then hint_key(L)
  elseif key == "s" then
    if g.auto == "solve" then run(L, g.stop) else run(L, g.solve) end
  elseif key == "d" or key == "random" then
    -- d: the binary method on 3 pegs; on more, where it does not apply,
    -- the random mover (D is a peg there)
    local method = key == "d" and g.k == 3 and "binary" or "random"
    if g:demo_method() == method then run(L, g.stop) else run(L, g.demo, method) end
  elseif key == "p" then
    if g.paused then run(L, g.resume) else run(L, g.pause) end
  elseif key == "c" then
    v.crane = not v.crane
    v.message = view.lang(v):t(v.crane and "play.crane_on" or "play.crane_off")
  elseif key == "n" then
    ask_new_game(L)
  elseif key == "w" then
    choose_file(L, "play.ask.save", function(file) save_to(L, file) end)
  elseif key == "l" then
    choose_file(L, "play.ask.load", function(file)
      if run(L, g.load, file) then v.cursor = 1 end
    end)
  else
    v.message = view.lang(v):t("play.key_unknown", { key = tostring(key) })
  end
end

local function on_key(L, key)
  local v = L.v
  if key == "ctrl-z" then suspend(L); return end
  if L.prompt then return on_prompt(L, key) end
  if key == "q" or key == "ctrl-c" or key == "ctrl-d" then L.quit = true; return end
  if key == "+" or key == "=" then v.speed = min(#view.SPEEDS, v.speed + 1); return end
  if key == "-" or key == "_" then v.speed = max(1, v.speed - 1); return end
  if key == "t" then v.panel = not v.panel; return end
  if L.anim then
    if key == "x" and v.crane then
      L.waiting[#L.waiting + 1] = key            -- a reset waits for the crane
      v.message = view.lang(v):t("play.crane_busy")
      return
    end
    finish_anim(L)
  end
  v.panel = false
  return game_key(L, key)
end

local function on_mouse(L, ev)
  local g, v = L.g, L.v
  if ev.button ~= 0 or ev.motion or L.prompt then return end
  local p = L.hits.peg(ev.x, ev.y)
  if ev.press then
    local key = L.hits.word(ev.x, ev.y)
    if key then return on_key(L, key) end
    if v.panel then v.panel = false; return end
    L.press_pick = nil
    if not p then return end
    finish_anim(L)
    v.cursor = p
    local held = g.held
    local done = run(L, g.select, p)
    if done and not held then L.press_pick = p end
  else
    -- released over another peg than the one pressed: a drag
    local press_pick = L.press_pick
    if press_pick and p and p ~= press_pick and g.held == press_pick then
      v.cursor = p
      run(L, g.drop, p)
    end
    L.press_pick = nil
  end
end

local function draw(L)
  local v, out = L.v, L.out
  local rows, c = term.termsize(out)
  rows, L.cols = rows or 24, c or 80
  local now = rows .. "x" .. L.cols
  local buf = { "\27[H" }
  if now ~= L.size then
    -- a new size: the board is laid out again, a moving disk lands
    L.size = now
    buf[#buf + 1] = "\27[2J"
    finish_anim(L)
    v.park = nil
  end
  v.prompt = L.prompt and (L.prompt.label .. L.prompt.text .. "_") or nil
  local lines
  lines, L.hits = view.frame(L.g, v, L.cols, rows)
  for i, l in ipairs(lines) do
    buf[#buf + 1] = l
    buf[#buf + 1] = "\27[K"
    if i < #lines then buf[#buf + 1] = "\r\n" end
  end
  buf[#buf + 1] = "\27[J"
  out:write(concat(buf))
  out:flush()
end

-- the moving disk's frame now; when it has landed, the keys held back
local function step_anim(L)
  local anim = L.anim
  if not anim then return end
  local t = L.clock() - anim.t0
  if t >= anim.dur then
    finish_anim(L)
    local keys = L.waiting
    L.waiting = {}
    for _, key in ipairs(keys) do on_key(L, key) end
  else
    L.v.frame = anim.frames[min(#anim.frames, floor(t / anim.dur * #anim.frames) + 1)]
  end
end

-- the computer's move, when one is due
local function tick(L)
  local g, v, clock = L.g, L.v, L.clock
  local running = g.auto and not g.paused and not g.won
  if L.quit or not running or L.anim or not L.next_tick or clock() < L.next_tick then return end
  local before = counts(L)
  local ev, msg = g:tick()
  v.hint = nil
  if ev then show(L, ev, nil, nil, before) else v.message = view.letters(msg, v.lang) end
  local gap = interval(L)
  L.next_tick = L.next_tick + gap
  if L.next_tick < clock() then L.next_tick = clock() + gap end
  local anim = L.anim
  if anim and anim.t0 + anim.dur > L.next_tick then L.next_tick = anim.t0 + anim.dur end
end

-- how long to wait for a key: until the next frame or the next move
local function timeout(L)
  local g, now = L.g, L.clock()
  local running = g.auto and not g.paused and not g.won
  local t = 0.25
  if L.anim then t = FRAME end
  if running then
    L.next_tick = L.next_tick or now + interval(L)
    if not L.anim then t = max(0, min(t, L.next_tick - now)) end
  else
    L.next_tick = nil
  end
  return t
end

-- the keys and clicks that came
local function read_input(L, wait)
  local bytes, rerr = term.readkey(wait, L.inp)
  if bytes == false then
    L.quit = true
  elseif bytes == nil and rerr then
    error(rerr, 0)
  elseif bytes then
    for _, item in ipairs(L.decode(bytes)) do
      if type(item) == "table" then on_mouse(L, item) else on_key(L, item) end
      if L.quit then break end
    end
  end
end

local function main(L)
  if L.demo then
    local ev, msg = L.g:demo(L.demo)
    if ev then show(L, ev) else L.v.message = view.letters(msg, L.v.lang) end
  end
  while not L.quit do
    job_control(L)
    step_anim(L)
    if L.won_panel and not L.anim then L.v.panel, L.won_panel = true, false end
    draw(L)
    read_input(L, timeout(L))
    step_anim(L)
    tick(L)
  end
end

-- the view's first state, from the options
local function new_view(opts, g)
  local v = {
    cursor = 1, speed = view.DEFAULT_SPEED, colour = loop.colours(),
    crane = opts.crane and true or false, scores = opts.scores ~= false, no_scores = opts.no_scores,
    lang = opts.lang and lang.new(opts.lang) or nil,
  }
  v.message = view.lang(v):t("play.start", { pegs = g.k })
  if opts.speed then
    local best = 1
    for i, s in ipairs(view.SPEEDS) do
      if distance(s, opts.speed) < distance(view.SPEEDS[best], opts.speed) then best = i end
    end
    v.speed = best
  end
  return v
end

--- Runs the full-screen game until the player quits or input ends.
-- @tparam[opt] table opts see `hanoi.tui.run`
-- @treturn int exit code (0; 130 after Ctrl-C)
-- @treturn[opt] string an error message (exit code 1)
function loop.run(opts)
  opts = opts or {}
  local out = opts.output or stdout
  local inp = opts.input or 0
  local clock = term.monotonic
  local guard, err = term.rawmode(true, inp, { suspend = false })
  if not guard then return 1, err end
  local ok_new, g = xpcall(game.new, traceback,
    { n = opts.n, k = opts.k, goal = opts.goal, clock = clock })
  if not ok_new then guard:restore(); return 1, tostring(g) end
  local v = new_view(opts, g)
  local L = {
    g = g, v = v, out = out, inp = inp, clock = clock, guard = guard, demo = opts.demo,
    savefile = opts.file or loop.default_save() or "hanoi.save", quit = false, cols = 80,
    waiting = {}, default_save = loop.default_save(),
    hits = { peg = function() end, word = function() end },
    decode = input.decoder(), won_panel = false, best_all = {},
  }
  -- the best results
  L.score_path = opts.scores ~= false and (opts.scores or scores.path()) or nil
  if not L.score_path then v.scores = false end
  if L.score_path then
    local t, warning = scores.load(L.score_path)
    L.best_all = t
    if warning then v.message = warning end
  end
  v.best = scores.best(L.best_all, g)

  take_terminal(L)
  local jobs = term.job_control()
  local ok, lerr = xpcall(main, function(e)
    if interrupt(e) then return e end
    return traceback(tostring(e), 2)
  end, L)
  jobs:restore()
  give_terminal(L)
  if not ok then
    if interrupt(lerr) then return 130 end
    return 1, tostring(lerr)
  end
  return 0
end

return loop
