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

local floor, max, min = math.floor, math.max, math.min
local fmt, concat = string.format, table.concat
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
  local v = {
    cursor = 1, speed = view.DEFAULT_SPEED, colour = loop.colours(),
    crane = opts.crane and true or false, scores = opts.scores ~= false, no_scores = opts.no_scores,
    message = "pick up a disk: 1-" .. g.k .. ", arrows and space, or the mouse; " ..
      "s lets the computer solve",
  }
  if opts.speed then
    local best = 1
    for i, s in ipairs(view.SPEEDS) do
      if distance(s, opts.speed) < distance(view.SPEEDS[best], opts.speed) then best = i end
    end
    v.speed = best
  end
  -- the best results
  local score_path = opts.scores ~= false and (opts.scores or scores.path()) or nil
  if not score_path then v.scores = false end
  local best_all = {}
  local function load_best()
    if not score_path then return end
    local t, warning = scores.load(score_path)
    best_all = t
    if warning then v.message = warning end
  end
  load_best()
  v.best = scores.best(best_all, g)

  local savefile = opts.file or "hanoi.save"
  local size, quit = nil, false
  local next_tick
  local prompt                       -- {label, text, default, done = function(text)}
  local hits = { peg = function() end, word = function() end }
  local cols = 80
  local anim                         -- {frames, t0, dur, park}
  local waiting = {}                 -- keys held back until the crane has finished
  local press_pick                   -- the peg a mouse press picked from
  local decode = input.decoder()
  local won_panel = false

  local function interval() return view.SPEEDS[v.speed] end

  local function finish_anim()
    if anim then
      if anim.park then v.park = anim.park end
      anim, v.frame, v.hold = nil, nil, nil
    end
  end

  -- a move to show moving: the flying disk, or the crane; the status
  -- keeps the counts of before (`hold`) until the disk lands
  local function animate(ev, carried, lifted, hold)
    if interval() < FASTEST_SHOWN or not (carried or v.crane) then return end
    local before = g.state:copy()
    before:move(ev.to, ev.from)
    local frames, park, dur
    if v.crane then
      frames, park = motion.crane(before, ev.from, ev.to, cols,
        v.park or motion.park(before, cols), lifted)
      dur = interval() * CRANE * (lifted and 0.6 or 1)
    else
      frames = motion.flight(before, ev.from, ev.to, cols, lifted)
      dur = interval() * FLY
    end
    anim = { frames = frames, t0 = clock(), dur = dur, park = park }
    v.frame, v.hold = frames[1], hold
  end

  -- the crane fetches a disk the player picks up, and holds it
  local function fetch(ev)
    if interval() < FASTEST_SHOWN or not v.crane then return end
    local frames, park = motion.pick(g.state, ev.peg, cols, v.park or motion.park(g.state, cols))
    anim = { frames = frames, t0 = clock(), dur = interval() * CRANE * 0.4, park = park }
    v.frame = frames[1]
  end

  -- shows what a command did; moves made for the player by the
  -- computer (or by a hint) fly
  local function show(events, carried, lifted, hold)
    local m = view.summary(events, g.n)
    if m then v.message = m end
    for _, ev in ipairs(events) do
      if ev.type == "pick" then
        fetch(ev)
      elseif ev.type == "move" then
        animate(ev, carried or ev.by ~= "player", lifted, hold)
      elseif ev.type == "won" then
        won_panel = true
        if score_path and scores.counts(g) then
          local r, why = scores.record(score_path, g)
          if not r then
            v.message = v.message .. "; " .. why
          else
            v.best = r.best
            best_all[scores.key(g)] = r.best
            local news = {}
            if r.previous and r.moves then news[#news + 1] = "fewest moves" end
            if r.previous and r.time then news[#news + 1] = "best time" end
            if #news > 0 then v.message = v.message .. ": a new best (" .. concat(news, ", ") .. ")" end
            if r.warning then v.message = v.message .. "; " .. r.warning end
          end
        end
      elseif ev.type == "reset" or ev.type == "new" or ev.type == "load" then
        v.panel, won_panel, v.park = false, false, nil
        v.best = scores.best(best_all, g)
      end
    end
  end

  -- the counts of the status line now, kept while a move is drawn moving
  local function counts()
    return { moves = g:moves(), left = view.optimal_text(g) }
  end

  local function run(f, ...)
    local held, before = g.held, counts()
    local ev, msg = f(g, ...)
    if ev then
      v.hint = nil
      show(ev, false, held ~= nil, before)
    else
      v.message = view.letters(msg)
    end
    return ev
  end

  local function ask(label, default, done)
    prompt = { label = label, text = "", default = default, done = done }
  end

  local function choose_file(verb, f)
    ask(verb .. " (Enter: " .. savefile .. "): ", savefile, function(text)
      if text == "" then text = savefile end
      savefile = text
      return f(text)
    end)
  end

  local function take_terminal()
    out:write(TAKE)
    out:flush()
    size = nil
  end
  local function give_terminal()
    out:write(GIVE)
    out:flush()
    guard:restore()
  end

  local function suspend()
    finish_anim()
    give_terminal()
    term.suspend()
    local again, rerr = term.rawmode(true, inp, { suspend = false })
    if not again then error(rerr, 0) end
    guard = again
    take_terminal()
  end

  local on_key

  local function on_prompt(key)
    if key == "enter" then
      local p = prompt
      prompt = nil
      p.done(p.text)
    elseif key == "esc" then
      prompt = nil
      v.message = "cancelled"
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
  local function hint_key()
    local h = v.hint
    if h and g.state:top(h.from) == h.disk and g.state:can_move(h.from, h.to) then
      local before = counts()
      local ev, msg = g:move(h.from, h.to)
      if ev then v.hint = nil; show(ev, true, false, before) else v.message = view.letters(msg) end
      return
    end
    local ev = run(g.hint)
    if ev then v.hint = ev[1]; v.message = v.message .. " (h again plays it)" end
  end

  function on_key(key)
    if key == "ctrl-z" then suspend(); return end
    if prompt then return on_prompt(key) end
    if key == "q" or key == "ctrl-c" or key == "ctrl-d" then quit = true; return end
    if key == "+" or key == "=" then v.speed = min(#view.SPEEDS, v.speed + 1); return end
    if key == "-" or key == "_" then v.speed = max(1, v.speed - 1); return end
    if key == "t" then v.panel = not v.panel; return end
    if anim then
      if key == "x" and v.crane then
        waiting[#waiting + 1] = key            -- a reset waits for the crane
        v.message = "the crane finishes its move first"
        return
      end
      finish_anim()
    end
    v.panel = false
    local p = input.keypeg(key, g.k)
    if key == "D" and not p then key = "random" end
    if p then
      v.cursor = p
      run(g.select, p)
    elseif key == "left" then
      v.cursor = v.cursor > 1 and v.cursor - 1 or g.k
    elseif key == "right" then
      v.cursor = v.cursor < g.k and v.cursor + 1 or 1
    elseif key == "space" or key == "enter" or key == "up" or key == "down" then
      run(g.select, v.cursor)
    elseif key == "esc" then
      if g.held then run(g.drop, g.held) end
    elseif key == "u" then run(g.undo)
    elseif key == "r" then run(g.redo)
    elseif key == "x" then run(g.reset)
    elseif key == "h" then hint_key()
    elseif key == "s" then
      if g.auto == "solve" then run(g.stop) else run(g.solve) end
    elseif key == "d" or key == "random" then
      -- d: the binary method on 3 pegs; on more, where it does not apply,
      -- the random mover (D is a peg there)
      local method = key == "d" and g.k == 3 and "binary" or "random"
      if g:demo_method() == method then run(g.stop) else run(g.demo, method) end
    elseif key == "p" then
      if g.paused then run(g.resume) else run(g.pause) end
    elseif key == "c" then
      v.crane = not v.crane
      v.message = v.crane and "the crane carries the disks (c: no crane)" or "no crane"
    elseif key == "n" then
      ask("new game: disks [pegs] (Enter: " .. g.n .. " " .. g.k .. "): ", nil, function(text)
        if text:match("^%s*$") then text = g.n .. " " .. g.k end
        local n, k = text:match("^%s*(%d+)%s*(%d*)%s*$")
        n, k = tointeger(tonumber(n)), tointeger(tonumber(k ~= "" and k or g.k))
        if not n or n < 1 or n > 64 or not k or k < 3 or k > 32 then
          v.message = "give disks 1..64 and pegs 3..32, e.g. '5 3'"
          return
        end
        run(g.new_game, { n = n, k = k })
        v.cursor = 1
      end)
    elseif key == "w" then
      choose_file("save to", function(file) run(g.save, file) end)
    elseif key == "l" then
      choose_file("load from", function(file)
        if run(g.load, file) then v.cursor = 1 end
      end)
    else
      v.message = fmt("key '%s' does nothing here", tostring(key))
    end
  end

  local function on_mouse(ev)
    if ev.button ~= 0 or ev.motion or prompt then return end
    local p = hits.peg(ev.x, ev.y)
    if ev.press then
      local key = hits.word(ev.x, ev.y)
      if key then return on_key(key) end
      if v.panel then v.panel = false; return end
      press_pick = nil
      if not p then return end
      finish_anim()
      v.cursor = p
      local held = g.held
      local done = run(g.select, p)
      if done and not held then press_pick = p end
    else
      -- released over another peg than the one pressed: a drag
      if press_pick and p and p ~= press_pick and g.held == press_pick then
        v.cursor = p
        run(g.drop, p)
      end
      press_pick = nil
    end
  end

  local function draw()
    local rows, c = term.termsize(out)
    rows, cols = rows or 24, c or 80
    local now = rows .. "x" .. cols
    local buf = { "\27[H" }
    if now ~= size then
      -- a new size: the board is laid out again, a moving disk lands
      size = now
      buf[#buf + 1] = "\27[2J"
      finish_anim()
      v.park = nil
    end
    v.prompt = prompt and (prompt.label .. prompt.text .. "_") or nil
    local lines
    lines, hits = view.frame(g, v, cols, rows)
    for i, l in ipairs(lines) do
      buf[#buf + 1] = l
      buf[#buf + 1] = "\27[K"
      if i < #lines then buf[#buf + 1] = "\r\n" end
    end
    buf[#buf + 1] = "\27[J"
    out:write(concat(buf))
    out:flush()
  end

  local function step_anim()
    if not anim then return end
    local t = clock() - anim.t0
    if t >= anim.dur then
      finish_anim()
      local keys = waiting
      waiting = {}
      for _, key in ipairs(keys) do on_key(key) end
    else
      v.frame = anim.frames[min(#anim.frames, floor(t / anim.dur * #anim.frames) + 1)]
    end
  end

  local function main()
    if opts.demo then
      local ev, msg = g:demo(opts.demo)
      if ev then show(ev) else v.message = msg end
    end
    while not quit do
      step_anim()
      if won_panel and not anim then v.panel, won_panel = true, false end
      draw()
      local now = clock()
      local running = g.auto and not g.paused and not g.won
      local timeout = 0.25
      if anim then timeout = FRAME end
      if running then
        next_tick = next_tick or now + interval()
        if not anim then timeout = max(0, min(timeout, next_tick - now)) end
      else
        next_tick = nil
      end
      local bytes, rerr = term.readkey(timeout, inp)
      if bytes == false then
        quit = true
      elseif bytes == nil and rerr then
        error(rerr, 0)
      elseif bytes then
        for _, item in ipairs(decode(bytes)) do
          if type(item) == "table" then on_mouse(item) else on_key(item) end
          if quit then break end
        end
      end
      step_anim()
      running = g.auto and not g.paused and not g.won
      if not quit and running and not anim and next_tick and clock() >= next_tick then
        local before = counts()
        local ev, msg = g:tick()
        v.hint = nil
        if ev then show(ev, nil, nil, before) else v.message = view.letters(msg) end
        local gap = interval()
        next_tick = next_tick + gap
        if next_tick < clock() then next_tick = clock() + gap end
        if anim and anim.t0 + anim.dur > next_tick then next_tick = anim.t0 + anim.dur end
      end
    end
  end

  take_terminal()
  local ok, lerr = xpcall(main, function(e)
    if interrupt(e) then return e end
    return traceback(tostring(e), 2)
  end)
  give_terminal()
  if not ok then
    if interrupt(lerr) then return 130 end
    return 1, tostring(lerr)
  end
  return 0
end

return loop
