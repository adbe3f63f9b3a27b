--- The terminal front end of a game (`hanoi play` on a terminal).
--
-- Full screen, redrawn in place: the position (drawn by `hanoi.render`'s
-- ASCII picture when it fits, else a narrower picture of numbered disks),
-- a picked-up disk lifted above its peg, a status line with a traffic
-- light for the mode, a message line and the keys. The rules are all in
-- `hanoi.game`; this module only turns keys into its commands, drives its
-- `tick` from a timer and shows the result.
--
-- Keys: `1`..`9` and the peg letters in capitals (`A`..`Z`) pick up and
-- drop; left/right arrows choose a peg, space or enter picks/drops there,
-- `u`/`r` undo/redo, `h` hint, `s` solve/stop, `p` pause/resume, `+`/`-`
-- speed, `d` random demo on/off, `x` reset, `n` new game (asks for N and
-- K), `w` save (asks for a file name), `l` load, `q` quit, Esc puts a
-- picked disk back or cancels a question.
-- @module hanoi.tui

local term = require "hanoi.term"
local render = require "hanoi.render"
local game = require "hanoi.game"

local floor, max, min = math.floor, math.max, math.min
local rep, fmt, concat = string.rep, string.format, table.concat
local ipairs, tostring, tonumber, xpcall, type, error =
  ipairs, tostring, tonumber, xpcall, type, error
local traceback = debug.traceback
local getenv = os.getenv
local tointeger = math.tointeger
local stdout = io.stdout

_ENV = nil -- no globals past this point

local tui = {}

--- Seconds between two moves of the computer, slowest first.
tui.SPEEDS = { 2, 1, 0.5, 0.25, 0.1, 0.05, 0.02, 0.01, 0.002 }
local DEFAULT_SPEED = 4

local KEYS = {
  ["\27[A"] = "up", ["\27[B"] = "down", ["\27[C"] = "right", ["\27[D"] = "left",
  ["\27OA"] = "up", ["\27OB"] = "down", ["\27OC"] = "right", ["\27OD"] = "left",
  ["\r"] = "enter", ["\n"] = "enter", [" "] = "space", ["\127"] = "backspace",
  ["\8"] = "backspace", ["\27"] = "esc", ["\3"] = "ctrl-c", ["\4"] = "ctrl-d",
}

--- Splits the bytes of one read into keys: escape sequences become
-- names ("up", "left", ...), control keys too ("enter", "esc", "space",
-- "backspace", "ctrl-c"), other bytes stay themselves.
-- @tparam string bytes
-- @treturn {string,...}
function tui.keys(bytes)
  local out, i = {}, 1
  while i <= #bytes do
    local c = bytes:sub(i, i)
    local seq
    if c == "\27" then
      local nxt = bytes:sub(i + 1, i + 1)
      if nxt == "[" then
        local j = i + 2
        while j <= #bytes and bytes:sub(j, j):match("[%d;]") do j = j + 1 end
        seq = bytes:sub(i, j)
      elseif nxt == "O" then
        seq = bytes:sub(i, i + 2)
      else
        seq = c
      end
    elseif c:byte() >= 0xC0 then       -- a UTF-8 character: one key
      local len = c:byte() >= 0xF0 and 4 or c:byte() >= 0xE0 and 3 or 2
      seq = bytes:sub(i, i + len - 1)
    else
      seq = c
    end
    out[#out + 1] = KEYS[seq] or seq
    i = i + #seq
  end
  return out
end

-- the peg a key names, or nil
local function keypeg(key, k)
  local d = key:match("^[1-9]$")
  if d then d = tonumber(d); return d <= k and d or nil end
  local p = key:match("^[A-Z]$") and (key:byte() - 64)
  if p and p <= k then return p end
end

--- Seconds as "m:ss" (or "h:mm:ss").
-- @tparam number t
-- @treturn string
local function clock_text(t)
  t = floor(t)
  if t >= 3600 then return fmt("%d:%02d:%02d", t // 3600, t // 60 % 60, t % 60) end
  return fmt("%d:%02d", t // 60, t % 60)
end
tui.clock_text = clock_text

-- ---- the picture ----

local function lines_of(text)
  local t = {}
  for l in (text .. "\n"):gmatch("(.-)\n") do t[#t + 1] = l end
  return t
end

local function pad(s, w) return #s < w and s .. rep(" ", w - #s) or s end

local function place(line, col, text)
  -- writes text into line at 1-based col (line padded as needed)
  line = pad(line, col + #text - 1)
  return line:sub(1, col - 1) .. text .. line:sub(col + #text)
end

--- The picture of a game's position for the screen, drawn by
-- `hanoi.render` (`ansi` with colours, else `ascii`): at most `cols`
-- columns (the renderer narrows the disks when it must), with a free row
-- on top where a picked-up disk is lifted, and in colour the two pegs of a
-- hint highlighted.
-- @tparam Game g
-- @tparam table view `colour` (boolean), `hint` ({from, to} or nil)
-- @tparam int cols
-- @treturn[1] {string,...} lines: n + 2 rows, the base, the peg letters
-- @treturn[1] {int,...} the column of each peg
-- @return[2] nil when `cols` is too narrow for k pegs
function tui.board(g, view, cols)
  local s = g.state
  if 2 * s.k - 1 > cols then return nil end
  local opts = { width = cols, lift = g.held, air = 1 }
  local text
  if view.colour then
    opts.tty, opts.color = true, true
    if view.hint then opts.highlight = { view.hint.from, view.hint.to } end
    text = render.ansi(s, opts)
  else
    text = render.ascii(s, opts)
  end
  return lines_of(text), render.layout(s, { width = cols }).x
end

-- ---- the screen ----

local LIGHTS = {
  playing = { "PLAYING", "42;30" },   -- green: your move
  solving = { "SOLVING", "43;30" },   -- amber: the computer moves
  demo    = { "DEMO",    "43;30" },
  paused  = { "PAUSED",  "41;37" },   -- red: halted
  solved  = { "SOLVED",  "44;37" },   -- blue: done
}

-- the key help: the first line always (as much as fits, always with
-- "q quit"), the second when there is room
local HELP1 = { "%s move", "u/r undo/redo", "h hint", "s solve", "p pause" }
local HELP2 = { "arrows+space move", "+/- speed", "d demo", "x reset", "n new", "w save", "l load",
  "Esc put back" }

local function help_lines(k, cols)
  local items = {}
  for i, item in ipairs(HELP1) do items[i] = item end
  items[1] = fmt(items[1], k <= 9 and "1-" .. k or "1-9,A-" .. game.letter(min(k, 26)))
  local first
  repeat
    first = concat(items, "  ") .. "  q quit"
    items[#items] = nil
  until #first <= cols or #items == 0
  items = {}
  for i, item in ipairs(HELP2) do items[i] = item end
  local second
  repeat
    second = concat(items, "  ")
    items[#items] = nil
  until #second <= cols or #items == 0
  return first, second
end

-- the optimal count, for the status line
local function optimal_text(g)
  local o = g:optimal()
  return o == nil and "?" or tostring(o)
end

--- The whole screen as lines, at most `cols` wide and `rows` high.
-- @tparam Game g
-- @tparam table view the front end's state: `cursor` (peg), `hint`
--  (`{disk, from, to}` or nil), `message`, `speed` (index in SPEEDS),
--  `prompt` (text being asked, or nil), `colour` (boolean)
-- @tparam int cols
-- @tparam int rows
-- @treturn {string,...}
function tui.frame(g, view, cols, rows)
  local out = {}
  local title = fmt("hanoi: %d disk%s, %d pegs, goal %s", g.n, g.n == 1 and "" or "s",
    g.k, g:goal_text())
  local lines, x = tui.board(g, view, cols)
  if not lines then
    return { fmt("the terminal is too small for %d pegs: widen it", g.k),
             view.prompt or "n starts a game with fewer pegs, q quits" }
  end
  -- under the peg letters: the cursor, and the hint's "from" and "to"
  local marks = ""
  if view.cursor and x[view.cursor] then marks = place(marks, x[view.cursor], "^") end
  if view.hint then
    local h, gap = view.hint, (x[2] or 0) - (x[1] or 0)
    local a, b = "from", "to"
    if gap < 6 then a, b = "f", "t" end
    marks = place(marks, x[h.from] - (#a - 1) // 2, a)
    marks = place(marks, x[h.to] - (#b - 1) // 2, b)
  end
  local mode = g:mode()
  local light = LIGHTS[mode]
  local lamp = "(" .. light[1] .. ")"
  local speed = tui.SPEEDS[view.speed or DEFAULT_SPEED]
  local status = fmt("%s  moves %d  optimal %s  left %s  time %s  speed %s/s",
    lamp, g:moves(), tostring(g:optimal_from_start() or "?"), optimal_text(g),
    clock_text(g:elapsed()), speed >= 1 and fmt("1/%g", speed) or fmt("%g", 1 / speed))
  local message = view.prompt or view.message or ""
  local help, help2 = help_lines(g.k, cols)
  -- the board, marks, status and message must fit; then, as room allows,
  -- the first help line, the title, the second help line
  local need = #lines + 3
  if need > rows then
    return { fmt("the terminal is too small: %d disks need %d rows", g.n, need),
             view.prompt or "n starts a game with fewer disks, q quits" }
  end
  local with_help = rows >= need + 1
  local with_title = rows >= need + 2
  local with_help2 = rows >= need + 3
  if with_title then out[#out + 1] = title end
  for _, l in ipairs(lines) do out[#out + 1] = l end
  out[#out + 1] = marks
  local at = #out + 1
  out[at] = status
  out[#out + 1] = message
  if with_help then out[#out + 1] = help end
  if with_help2 then out[#out + 1] = help2 end
  for i = at, #out do
    if #out[i] > cols then out[i] = out[i]:sub(1, cols) end
  end
  if #title > cols and with_title then out[1] = title:sub(1, cols) end
  -- the light in colour (same width: the brackets become spaces)
  if view.colour and out[at]:sub(1, #lamp) == lamp then
    out[at] = "\27[" .. light[2] .. "m " .. light[1] .. " \27[0m" .. out[at]:sub(#lamp + 1)
  end
  return out
end

-- ---- messages for events ----

--- One line of text for an event of `hanoi.game` ("move 3: disk 1 C -> B"),
-- nil for events that need none.
-- @tparam table ev
-- @treturn string|nil
local function describe(ev)
  local L = game.letter
  if ev.type == "move" then
    return fmt("move %d: disk %d %s -> %s%s", ev.moves, ev.disk, L(ev.from), L(ev.to),
      ev.by == "player" and "" or " (" .. ev.by .. ")")
  elseif ev.type == "undo" then
    return fmt("undone: disk %d back %s -> %s", ev.disk, L(ev.to), L(ev.from))
  elseif ev.type == "redo" then
    return fmt("redone: disk %d %s -> %s", ev.disk, L(ev.from), L(ev.to))
  elseif ev.type == "pick" then
    return fmt("disk %d picked up from %s: where to?", ev.disk, L(ev.peg))
  elseif ev.type == "unpick" then
    return fmt("disk %d put back on %s", ev.disk, L(ev.peg))
  elseif ev.type == "hint" then
    return fmt("hint: disk %d from %s to %s", ev.disk, L(ev.from), L(ev.to))
  elseif ev.type == "won" then
    return fmt("solved in %d moves (optimal %s) in %s", ev.moves,
      tostring(ev.optimal or "?"), clock_text(ev.time))
  elseif ev.type == "reset" then
    return "back to the start"
  elseif ev.type == "new" then
    return fmt("new game: %d disks, %d pegs", ev.n, ev.k)
  elseif ev.type == "save" then
    return "saved to " .. ev.file
  elseif ev.type == "load" then
    return "loaded " .. (ev.file or "")
  elseif ev.type == "mode" then
    if ev.mode == "playing" and ev.was ~= "solved" then return "you took over" end
    if ev.mode == "solving" then return "the computer solves" end
    if ev.mode == "demo" then return "random demo" end
    if ev.mode == "paused" then return "paused: any move takes over" end
  end
end
tui.describe = describe

--- The text for a list of events: what each says, joined by "; ".
-- @tparam {table,...} events
-- @treturn string|nil
function tui.summary(events)
  local parts = {}
  for _, ev in ipairs(events) do
    local m = describe(ev)
    if m then
      parts[#parts + 1] = m
    end
  end
  return #parts > 0 and concat(parts, "; ") or nil
end

-- ---- the session ----

local function distance(a, b) return a > b and a - b or b - a end

--- Runs the full-screen game until the player quits or input ends.
-- Puts the terminal in raw mode and the alternate screen, and restores
-- both on every way out (quit, end of input, Ctrl-C, an error).
-- @tparam[opt] table opts `n`, `k`, `goal` (as `hanoi.game.new`),
--  `speed` (seconds per computer move), `file` (default save file),
--  `input` (fd, default 0), `output` (file, default io.stdout)
-- @treturn int exit code (0; 130 after Ctrl-C)
-- @treturn[opt] string an error message (exit code 1)
function tui.run(opts)
  opts = opts or {}
  local out = opts.output or stdout
  local input = opts.input or 0
  local guard, err = term.rawmode(true, input)
  if not guard then return 1, err end
  local g = game.new { n = opts.n, k = opts.k, goal = opts.goal, clock = term.monotonic }
  local view = {
    cursor = 1, speed = DEFAULT_SPEED, message = "pick up a disk: 1-" .. g.k ..
      " or arrows and space; s lets the computer solve",
    colour = getenv("NO_COLOR") == nil and getenv("TERM") ~= "dumb",
  }
  if opts.speed then
    local best = 1
    for i, v in ipairs(tui.SPEEDS) do
      if distance(v, opts.speed) < distance(tui.SPEEDS[best], opts.speed) then best = i end
    end
    view.speed = best
  end
  local savefile = opts.file or "hanoi.save"
  local size, quit, code = nil, false, 0
  local next_tick
  local prompt                        -- {label, text, done = function(text)}

  local function say(events)
    local m = events and tui.summary(events)
    if m then view.message = m end
  end
  local function run(f, ...)
    local ev, msg = f(g, ...)
    if ev then
      view.hint = nil
      say(ev)
    else
      view.message = msg
    end
    return ev
  end

  local function ask(label, default, done)
    prompt = { label = label, text = default or "", done = done }
  end

  local function on_key(key)
    if prompt then
      if key == "enter" then
        local p = prompt
        prompt = nil
        p.done(p.text)
      elseif key == "esc" then
        prompt = nil
        view.message = "cancelled"
      elseif key == "backspace" then
        prompt.text = prompt.text:sub(1, -2)
      elseif key == "space" then
        prompt.text = prompt.text .. " "
      elseif #key == 1 and key:byte() >= 32 then
        prompt.text = prompt.text .. key
      end
      return
    end
    local p = keypeg(key, g.k)
    if p then
      view.cursor = p
      run(g.select, p)
    elseif key == "left" then
      view.cursor = view.cursor > 1 and view.cursor - 1 or g.k
    elseif key == "right" then
      view.cursor = view.cursor < g.k and view.cursor + 1 or 1
    elseif key == "space" or key == "enter" or key == "up" or key == "down" then
      run(g.select, view.cursor)
    elseif key == "esc" then
      if g.held then run(g.drop, g.held) end
    elseif key == "u" then run(g.undo)
    elseif key == "r" then run(g.redo)
    elseif key == "x" then run(g.reset)
    elseif key == "h" then
      local ev = run(g.hint)
      if ev then view.hint = ev[1] end
    elseif key == "s" then
      if g.auto == "solve" then run(g.stop) else run(g.solve) end
    elseif key == "d" then
      if g.auto == "random" then run(g.stop) else run(g.random) end
    elseif key == "p" then
      if g.paused then run(g.resume) else run(g.pause) end
    elseif key == "+" or key == "=" then
      view.speed = min(#tui.SPEEDS, view.speed + 1)
    elseif key == "-" or key == "_" then
      view.speed = max(1, view.speed - 1)
    elseif key == "n" then
      ask("new game: disks [pegs]: ", fmt("%d %d", g.n, g.k), function(text)
        local n, k = text:match("^%s*(%d+)%s*(%d*)%s*$")
        n, k = tointeger(tonumber(n)), tointeger(tonumber(k ~= "" and k or g.k))
        if not n or n < 1 or n > 64 or not k or k < 3 or k > 32 then
          view.message = "give disks 1..64 and pegs 3..32, e.g. '5 3'"
          return
        end
        run(g.new_game, { n = n, k = k })
        view.cursor = 1
      end)
    elseif key == "w" then
      ask("save to: ", savefile, function(text)
        if text == "" then view.message = "cancelled"; return end
        savefile = text
        run(g.save, text)
      end)
    elseif key == "l" then
      ask("load from: ", savefile, function(text)
        if text == "" then view.message = "cancelled"; return end
        savefile = text
        if run(g.load, text) then view.cursor = 1 end
      end)
    elseif key == "q" or key == "ctrl-c" or key == "ctrl-d" then
      quit = true
    else
      view.message = fmt("key '%s' does nothing here", key)
    end
  end

  local function draw()
    local rows, cols = term.termsize(out)
    rows, cols = rows or 24, cols or 80
    local now = rows .. "x" .. cols
    local buf = { "\27[H" }
    if now ~= size then
      size = now
      buf[#buf + 1] = "\27[2J"
    end
    view.prompt = prompt and (prompt.label .. prompt.text .. "_") or nil
    local lines = tui.frame(g, view, cols, rows)
    for i, l in ipairs(lines) do
      buf[#buf + 1] = l
      buf[#buf + 1] = "\27[K"
      if i < #lines then buf[#buf + 1] = "\r\n" end
    end
    buf[#buf + 1] = "\27[J"
    out:write(concat(buf))
    out:flush()
  end

  local function loop()
    local clock = term.monotonic
    while not quit do
      draw()
      local running = g.auto and not g.paused and not g.won
      local now = clock()
      local timeout = 0.25
      if running then
        next_tick = next_tick or now + tui.SPEEDS[view.speed]
        timeout = max(0, min(timeout, next_tick - now))
      else
        next_tick = nil
      end
      local bytes, rerr = term.readkey(timeout, input)
      if bytes == false then
        quit = true
      elseif bytes == nil and rerr then
        error(rerr, 0)
      elseif bytes then
        for _, key in ipairs(tui.keys(bytes)) do
          on_key(key)
          if quit then break end
        end
      end
      if not quit and next_tick and g.auto and not g.paused and clock() >= next_tick then
        local ev, msg = g:tick()
        if ev then say(ev) else view.message = msg end
        view.hint = nil
        local interval = tui.SPEEDS[view.speed]
        next_tick = next_tick + interval
        if next_tick < clock() then next_tick = clock() + interval end
      end
    end
  end

  out:write("\27[?1049h\27[?25l\27[2J")
  out:flush()
  local ok, lerr = xpcall(loop, function(e)
    if type(e) == "string" and e:find("interrupted!", 1, true) then return e end
    return traceback(tostring(e), 2)
  end)
  out:write("\27[0m\27[?25h\27[?1049l")
  out:flush()
  guard:restore()
  if not ok then
    if type(lerr) == "string" and lerr:find("interrupted!", 1, true) then return 130 end
    return 1, tostring(lerr)
  end
  return code
end

return tui
