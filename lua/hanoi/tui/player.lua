--- Move sequences played in the terminal, and the terminal questions the
-- pictures ask: is the output a terminal, how wide is it, which keys came.
-- `hanoi.render` draws strings only; what reads keys, sizes the terminal or
-- animates on it lives here (render's `ansi` and `width = "terminal"` ask
-- this module, loading it when first used).
-- @module hanoi.tui.player

local core = require "hanoi.core"
local check = require "hanoi.check"
local render = require "hanoi.render"
local mv = require "hanoi.render.moves"

local type, error, pcall, pairs, require = type, error, pcall, pairs, require
local floor, max, min = math.floor, math.max, math.min
local remove = table.remove
local io, os_getenv = io, os.getenv

_ENV = nil -- no globals past this point

local player = {}

local argerror = check.argerror

-- the terminal primitives, loaded on first use only
local function term() return require "hanoi.term" end

--- The width of the terminal on `out`, or 80 when it is not a terminal.
-- @tparam[opt=io.stdout] file out
-- @treturn int columns
function player.termwidth(out)
  out = out or io.stdout
  if io.type(out) ~= "file" then return 80 end
  local _, cols = term().termsize(out)
  return cols or 80
end

--- Whether `out` is a terminal, and whether colours should be used there:
-- not when the environment variable `NO_COLOR` is set and not empty
-- (https://no-color.org).
-- @tparam[opt=io.stdout] file out
-- @treturn boolean a terminal
-- @treturn boolean colours wanted
function player.terminal(out)
  out = out or io.stdout
  if io.type(out) ~= "file" or not term().isatty(out) then return false, false end
  local nc = os_getenv("NO_COLOR")
  return true, not (nc and nc ~= "")
end

--- A control function for `animate` that reads keys without waiting
-- (`readkey(0)`): space or p pauses and resumes, + or f is faster, - or s
-- slower, q or Escape quits; other keys do nothing. Keys that arrive
-- together are taken one per call. Put the terminal in raw mode first
-- (`hanoi.term.rawmode()`).
-- @tparam[opt=hanoi.term.readkey] function readkey
-- @treturn function
function player.keycontrol(readkey)
  if readkey ~= nil and type(readkey) ~= "function" then
    argerror(1, "keycontrol", "function expected, got " .. type(readkey))
  end
  readkey = readkey or term().readkey
  local map = { [" "] = "pause", p = "pause", ["+"] = "faster", ["="] = "faster",
    f = "faster", ["-"] = "slower", s = "slower", q = "quit", ["\27"] = "quit" }
  local queue = {}       -- keys typed faster than the frames come
  return function()
    if #queue == 0 then
      local keys = readkey(0)
      if type(keys) ~= "string" then return nil end
      if keys:sub(1, 1) == "\27" then
        queue[1] = keys           -- Escape or one escape sequence
      else
        for c in keys:gmatch(".") do queue[#queue + 1] = c end
      end
    end
    return map[remove(queue, 1)]
  end
end

local SPEED_MIN, SPEED_MAX, SPEED_STEP = 0.125, 4096, 1.5

local ANIMATE_OPTS = check.set { "speed", "fps", "total", "optimal", "control", "clock",
  "sleep", "out", "tty", "color", "width", "rods" }

-- the options of the pictures `animate` draws: `width` as the caller
-- gave it ("terminal": the width of the terminal on `out` now)
local function picture_opts(popts, extra)
  local w = popts.width
  if w == "terminal" then w = player.termwidth(popts.out) end
  local o = { width = w, rods = popts.rods }
  if extra then
    for key, v in pairs(extra) do o[key] = v end
  end
  return o
end

-- the moves written as a log: each position and status line, no escape
-- sequences, no waiting
local function log(s, src, st, popts, out)
  st.log = true
  out:write(render.ascii(s, picture_opts(popts)), "\n", render.status(st), "\n")
  while true do
    local d, a, b = mv.next(src, s, st.move + 1)
    if d == nil then break end
    s:move(a, b)
    st.move = st.move + 1
    out:write("\n", render.ascii(s, picture_opts(popts)), "\n", render.status(st), "\n")
  end
  return s, st.move, "done"
end

-- the new speed after a command of the control
local function steer(st, cmd)
  if cmd == "pause" then st.paused = not st.paused
  elseif cmd == "faster" then st.speed = min(st.speed * SPEED_STEP, SPEED_MAX)
  elseif cmd == "slower" then st.speed = max(st.speed / SPEED_STEP, SPEED_MIN)
  elseif type(cmd) == "number" and cmd > 0 then
    st.speed = min(max(cmd, SPEED_MIN), SPEED_MAX)
  end
end

-- the frames in place until the moves end or the control quits
local function play(s, src, st, popts, out, opts)
  local clock, sleep, control, fps = opts.clock, opts.sleep, opts.control, opts.fps
  local lines = 0
  local function draw(fly)
    local pic = render.ansi(s, picture_opts(popts, { fly = fly, up = lines, out = out,
      tty = popts.tty, color = popts.color, air = 1 })) .. "\n" .. render.status(st)
      .. "\27[K\n\27[J"
    if lines == 0 then pic = "\27[?25l" .. pic end   -- hide the cursor
    out:write(pic)
    local _, nl = pic:gsub("\n", "")
    lines = nl
  end
  local function flight(a, b)
    local o = picture_opts(popts)
    o.width = o.width or false
    return render.flight(s, a, b, o)
  end

  local result = "done"
  local d, a, b = mv.next(src, s, 1)
  local path = d and flight(a, b)
  local progress, last = 0, clock()
  while path do
    local now = clock()
    if not st.paused then
      progress = progress + (now - last) * st.speed
      st.elapsed = st.elapsed + (now - last)
    end
    last = now
    while path and progress >= 1 do
      s:move(a, b)
      st.move = st.move + 1
      progress = progress - 1
      d, a, b = mv.next(src, s, st.move + 1)
      path = d and flight(a, b)
    end
    if not path then break end
    draw(path[floor(progress * (#path - 1)) + 1])
    local cmd = control and control(st)
    if cmd == "quit" then result = "quit"; break end
    steer(st, cmd)
    local wait = now + 1 / fps - clock()
    if wait > 0 then sleep(wait) end
  end
  st.done = result == "done"
  draw(nil)
  return result
end

--- Plays a move sequence in the terminal: each disk rises off its peg,
-- travels and drops, frame by frame, under a status line with the move
-- counter, the elapsed time, the optimal count and the speed.
--
-- Time is measured, not assumed: at each frame the position of the moving
-- disk follows from the time played so far (`speed` moves per second),
-- then the loop sleeps until the next frame is due (`fps` frames per
-- second), so a slow terminal drops frames instead of slowing down, and at
-- high speeds several moves pass between two frames. Between frames
-- `opts.control(status)` may return "pause" (toggles), "faster", "slower",
-- "quit" or a number (the new speed, clamped to 1/8..4096).
--
-- When `out` is not a terminal the animation becomes a log: the position
-- and status line after each move, no escape sequences, no waiting.
-- @tparam hanoi.State s the starting position (not changed: a copy moves)
-- @tparam function|table moves an iterator of disk, from, to (e.g.
--   `hanoi.moves(n)`), or an array of `{disk, from, to}`
-- @tparam[opt] table opts
--   `speed` (moves per second, default 2),
--   `fps` (frames per second, default 30),
--   `total` (the number of moves, shown as "move i/total"),
--   `optimal` (shown as "optimal N"; by default `hanoi.count(n, k)` when
--   `s` is a whole tower),
--   `control` (see above),
--   `clock`, `sleep` (default `hanoi.term.monotonic`, `hanoi.term.sleep`),
--   `out` (default `io.stdout`), `tty`, `color`, `width`, `rods` as for
--   `ansi` (width defaults to "terminal"; rods are left out when the
--   terminal has fewer than n + 5 rows)
-- @treturn hanoi.State the position reached
-- @treturn int the moves played
-- @treturn string "done", or "quit" when stopped by the control
-- @raise on an illegal move (after restoring the cursor)
function player.animate(s, moves, opts)
  if core.type(s) ~= "state" then
    argerror(1, "animate", "hanoi.State expected, got " .. type(s))
  end
  local src = mv.source(moves)
  if not src then
    argerror(2, "animate", "function or table expected, got " .. type(moves))
  end
  opts = check.options(opts, 3, "animate", ANIMATE_OPTS)
  local speed, fps = opts.speed or 2, opts.fps or 30
  if type(speed) ~= "number" or speed ~= speed or speed <= 0 then
    argerror(3, "animate", "field 'speed' must be a positive number")
  end
  if type(fps) ~= "number" or fps ~= fps or fps <= 0 then
    argerror(3, "animate", "field 'fps' must be a positive number")
  end
  speed = min(max(speed, SPEED_MIN), SPEED_MAX)
  local out = opts.out or io.stdout
  local tty = player.terminal(out)
  if opts.tty ~= nil then tty = opts.tty end
  s = s:copy()
  local st = { move = 0, total = opts.total, optimal = opts.optimal or mv.optimal(s),
               elapsed = 0, speed = speed, paused = false, done = false }
  local popts = { width = opts.width == nil and "terminal" or opts.width,
                  out = out, tty = tty, color = opts.color, rods = opts.rods }
  if popts.rods == nil and io.type(out) == "file" then
    -- rods, air, base, letters and status need n + 5 rows: too tall for
    -- the terminal, leave the rods out (frames then change height)
    local rows = term().termsize(out)
    if rows and s.n + 5 > rows then popts.rods = false end
  end
  if type(moves) == "table" and st.total == nil then st.total = #moves end
  if not tty then return log(s, src, st, popts, out) end

  local ok, result = pcall(play, s, src, st, popts, out, {
    clock = opts.clock or term().monotonic, sleep = opts.sleep or term().sleep,
    control = opts.control, fps = fps })
  out:write("\27[?25h")                                -- show the cursor
  if not ok then error(result, 0) end
  return s, st.move, result
end

return player
