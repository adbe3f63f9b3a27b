--- Pictures of Hanoi positions: plain ASCII (what `tostring(state)` shows),
-- ANSI colour drawn in place, the frames of move sequences, SVG, a
-- self-contained animated HTML page and state-graph drawings: strings
-- only. Playing moves in the terminal and asking about the terminal live
-- in `hanoi.tui.player`; `width = "terminal"` and `ansi` ask it, loading
-- it when first asked.
--
-- Text pictures are laid out on a grid of character cells: peg p has a cell
-- of `cell` columns (odd, `2n - 1` at full size) and the cells stand one
-- column apart; disk d is a bar of `2 * hw(d) - 1` columns centred on its
-- peg, where `hw(d) = ceil(d * (cell + 1) / 2 / n)` (that is `d` at full
-- size). Rows count from 1 just above the base line.
-- @module hanoi.render

local core = require "hanoi.core"
local check = require "hanoi.check"
local mv = require "hanoi.render.moves"
local palette = require "hanoi.render.palette"
local display_width = require("hanoi.lang.width").of

local type, tostring, ipairs, next, require = type, tostring, ipairs, next, require
local floor = math.floor
local concat, rep, format = table.concat, string.rep, string.format
local os_getenv = os.getenv

local letters = require("hanoi.pegs").LETTERS

-- the most rows a text picture may have above its base: `air`, a flying
-- disk's `row` and the crane's `row` stay within it (a picture is built
-- cell by cell: this bounds its memory, whatever the options say)
local MAX_ROWS = 1000

local render = {}

-- ---------------------------------------------------------------------
-- argument checks (Lua's "bad argument #i to 'f' (...)" style)

-- raises the error for the caller of the public function `fname`;
-- `depth` counts the helpers between that function and this call
local argerror = check.argerror

local function checkstate(s, i, fname)
  if core.type(s) ~= "state" then
    argerror(i, fname, "hanoi.State expected, got " .. type(s), 1)
  end
end

-- the options each picture function knows
local ASCII_OPTS = { "width", "rods", "fly", "lift", "highlight", "air", "crane", "base", "labels",
  "grow", "distinct" }
local KNOWN = {
  ascii = check.set(ASCII_OPTS),
  layout = check.set(ASCII_OPTS),
  ansi = check.set { "width", "rods", "fly", "lift", "highlight", "air", "crane", "base",
                     "labels", "grow", "distinct", "tty", "color", "out", "colors", "up", "home" },
  flight = check.set { "width", "rods", "grow" },
  frames = check.set { "width", "rods" },
}

local function checkopts(opts, i, fname)
  if opts == nil then return {} end
  return check.options(opts, i, fname, KNOWN[fname], 1)
end

local function isint(v) return check.int(v) ~= nil end

-- ---------------------------------------------------------------------
-- the terminal: asked of `hanoi.tui.player`, loaded on first use only (a
-- program that draws pictures as strings never loads terminal code)

local function player() return require "hanoi.tui.player" end

-- the width of the terminal on `out`, or 80 when it is not a terminal
local function termwidth(out) return player().termwidth(out) end

-- whether `out` is a terminal, and whether colours should be used there
local function terminal(out) return player().terminal(out) end

-- ---------------------------------------------------------------------
-- text layout

local function optwidth(opts, i, fname, depth)
  local w = opts.width
  if w == nil then return 80 end
  if w == false then return nil end
  if w == "terminal" then return termwidth(opts.out) end
  if not isint(w) or w < 1 then
    argerror(i, fname, "field 'width' must be a positive integer, 'terminal' or false",
      depth)
  end
  return w
end

--- The geometry of text pictures of `s` under `opts` (see the module
-- description): `cell` (columns per peg), `total` (columns of the whole
-- picture), `x[p]` (the column of peg p, 1-based), `hw[d]` (half width of
-- disk d, its bar being `2 * hw[d] - 1` wide).
-- @tparam hanoi.State s
-- @tparam[opt] table opts as for `ascii` (only `width` and `grow` matter)
-- @treturn table
function render.layout(s, opts)
  checkstate(s, 1, "layout")
  opts = checkopts(opts, 2, "layout")
  local n, k = s.n, s.k
  local width = optwidth(opts, 2, "layout", 1)
  local grow = opts.grow
  if grow ~= nil then check.type(grow, "boolean", 2, "layout", "field 'grow'", 1) end
  local cell = 2 * n - 1
  if width and grow and k * cell + k - 1 < width then
    cell = (width + 1) // k - 1                -- the disks widen with the columns
    if cell % 2 == 0 then cell = cell - 1 end
  elseif width and k * cell + k - 1 > width then
    cell = (width + 1) // k - 1
    if cell % 2 == 0 then cell = cell - 1 end
    if cell < 1 then cell = 1 end
  end
  local half = (cell + 1) // 2
  local x, hw = {}, {}
  for p = 1, k do x[p] = (p - 1) * (cell + 1) + half end
  for d = 1, n do hw[d] = (d * half + n - 1) // n end
  return { n = n, k = k, cell = cell, total = k * cell + k - 1, x = x, hw = hw,
           scaled = cell < 2 * n - 1 }
end

-- rows of rods in a picture of s: n + 1 with rods, else the highest stack
local function rodrows(s, rods, without)
  if rods then return s.n + 1 end
  local rows = 0
  for p = 1, s.k do
    local h = s:height(p)
    if without and s:peg(without) == p then h = h - 1 end
    if h > rows then rows = h end
  end
  return rows
end

local function checkfly(fly, s, L, fname)
  if type(fly) ~= "table" or not isint(fly.disk) or not isint(fly.col)
     or not isint(fly.row) then
    argerror(2, fname, "field 'fly' must be a table {disk=, col=, row=} of integers", 2)
  end
  local d = fly.disk
  if d < 1 or d > s.n then
    argerror(2, fname, format("field 'fly': disk must be 1..%d", s.n), 2)
  end
  if s:top(s:peg(d)) ~= d then
    argerror(2, fname, format("field 'fly': disk %d is not on top of its peg", d), 2)
  end
  if fly.col < 1 or fly.col > L.total or fly.row < 1 or fly.row > MAX_ROWS then
    argerror(2, fname, format("field 'fly': col must be 1..%d and row 1..%d", L.total, MAX_ROWS), 2)
  end
end

-- The picture as rows of cells: chars[r][c] and attrs[r][c] (nil, a disk
-- number, "rod" or "hlrod"), r = 1 at the bottom; plus the layout, the
-- base line and the label line (with their own attribute lists).
local GLYPHS = "=#%@&*+ox~"

local function scene(s, opts, fname)
  if opts.grow ~= nil then check.type(opts.grow, "boolean", 2, fname, "field 'grow'", 1) end
  if opts.distinct ~= nil then check.type(opts.distinct, "boolean", 2, fname, "field 'distinct'", 1) end
  local L = render.layout(s, { width = optwidth(opts, 2, fname, 2) or false, grow = opts.grow })
  local rods = opts.rods ~= false
  local n, k, total = s.n, s.k, L.total
  local fly = opts.fly
  if opts.lift ~= nil and fly == nil then
    local p = opts.lift
    if not isint(p) or p < 1 or p > k then
      argerror(2, fname, format("field 'lift' must be a peg 1..%d", k), 1)
    end
    local d = s:top(p)
    if d then fly = { disk = d, col = L.x[p], row = rodrows(s, rods, d) + 1 } end
  end
  if fly ~= nil then checkfly(fly, s, L, fname) end
  local hl = {}
  local h = opts.highlight
  if type(h) == "table" then
    for _, p in ipairs(h) do hl[p] = true end
  elseif h ~= nil then
    hl[h] = true
  end
  for p in next, hl do
    if not isint(p) or p < 1 or p > k then
      argerror(2, fname, format("field 'highlight' must be a peg or a list of pegs 1..%d", k), 1)
    end
  end
  local air = opts.air
  if air ~= nil and (not isint(air) or air < 0 or air > MAX_ROWS) then
    argerror(2, fname, format("field 'air' must be an integer 0..%d", MAX_ROWS), 1)
  end
  local crane = opts.crane
  if crane ~= nil and (type(crane) ~= "table" or not isint(crane.col) or not isint(crane.row)
      or crane.col < 1 or crane.col > total or crane.row < 1 or crane.row > MAX_ROWS) then
    argerror(2, fname, format("field 'crane' must be a table {col=, row=} of integers, "
      .. "col 1..%d and row 1..%d", total, MAX_ROWS), 1)
  end
  if crane and crane.width ~= nil and (not isint(crane.width) or crane.width < 1) then
    argerror(2, fname, "field 'crane': width must be a positive integer", 1)
  end
  local rows = rodrows(s, rods, fly and fly.disk)
  local height = rows + (air or ((fly or opts.lift ~= nil) and 1 or 0))
  if fly and fly.row > height then height = fly.row end
  if crane and crane.row + 1 > height then height = crane.row + 1 end
  local chars, attrs = {}, {}
  for r = 1, height do
    local cr = {}
    for c = 1, total do cr[c] = " " end
    chars[r], attrs[r] = cr, {}
  end
  if rods then
    for p = 1, k do
      local a = hl[p] and "hlrod" or "rod"
      for r = 1, rows do chars[r][L.x[p]], attrs[r][L.x[p]] = "|", a end
    end
  end
  -- the character of each disk: "=", or with `distinct`, where disks of
  -- the same width follow each other, one of GLYPHS by its place among them
  local glyph = {}
  for d = 1, n do
    glyph[d] = "="
    if opts.distinct then
      local i = 0
      while d - i > 1 and L.hw[d - i - 1] == L.hw[d] do i = i + 1 end
      glyph[d] = GLYPHS:sub(i % #GLYPHS + 1, i % #GLYPHS + 1)
    end
  end
  local function bar(d, x, r)
    local cr, ar, ch = chars[r], attrs[r], glyph[d]
    for c = x - L.hw[d] + 1, x + L.hw[d] - 1 do cr[c], ar[c] = ch, d end
  end
  for p = 1, k do
    local stack = s:disks(p)
    if fly and stack[#stack] == fly.disk then stack[#stack] = nil end
    for level, d in ipairs(stack) do bar(d, L.x[p], level) end
  end
  if fly then bar(fly.disk, fly.col, fly.row) end
  if crane then
    -- the rail along the top row, the trolley on it, the cable down to
    -- the clamp (a bar over the disk it holds)
    local top, col = chars[height], crane.col
    for c = 1, total do top[c] = "-" end
    top[1], top[total] = "+", "+"
    for c = col - 1, col + 1 do
      if c >= 1 and c <= total then top[c] = c == col and "#" or (c < col and "[" or "]") end
    end
    for r = crane.row + 1, height - 1 do chars[r][col], attrs[r][col] = ":", nil end
    if crane.row < height then
      -- the clamp: as wide as `width` (the disk it holds or goes for), its
      -- jaws "[" and "]" one column beyond
      local w = crane.width
      local half = w and w // 2 + 1 or 1
      for c = col - half, col + half do
        if c >= 1 and c <= total and (attrs[crane.row][c] == nil or attrs[crane.row][c] == "rod") then
          local ch = "-"
          if c == col then ch = "+"
          elseif w and c == col - half then ch = "["
          elseif w and c == col + half then ch = "]" end
          chars[crane.row][c], attrs[crane.row][c] = ch, nil
        end
      end
    end
  end
  local base = opts.base and tostring(opts.base) or ""
  local labels, lattrs
  if opts.labels ~= false then
    labels, lattrs = {}, {}
    for c = 1, total do labels[c] = " " end
    for p = 1, k do
      labels[L.x[p]] = letters:sub(p, p)
      if hl[p] then lattrs[L.x[p]] = "hl" end
    end
  end
  return {
    layout = L, chars = chars, attrs = attrs, height = height,
    base = base .. rep("-", total - display_width(base)), labels = labels, lattrs = lattrs,
  }
end

local function trimmed(cells)
  local last = #cells
  while last > 0 and cells[last] == " " do last = last - 1 end
  return last
end

-- the picture, options already checked
local function ascii(s, opts)
  local sc = scene(s, opts, "ascii")
  local out = {}
  for r = sc.height, 1, -1 do
    local cells = sc.chars[r]
    out[#out + 1] = concat(cells, "", 1, trimmed(cells))
  end
  out[#out + 1] = sc.base
  if sc.labels then out[#out + 1] = concat(sc.labels, "", 1, trimmed(sc.labels)) end
  return concat(out, "\n")
end

--- The plain ASCII picture of a position.
-- Disk d is a bar of `=` centred on its peg, pegs stand `2n` columns apart
-- (the classic text frames), empty rod places show `|`, then a base line and the
-- peg letters. A picture wider than `width` columns is scaled down: narrower
-- peg cells and proportionally narrower disks (two disks may then look
-- alike); it never becomes narrower than `2k - 1` columns. The default width
-- is a fixed 80 columns, so that `tostring(state)` gives the same text
-- everywhere; pass `width = "terminal"` to fit the terminal instead.
-- @tparam hanoi.State s
-- @tparam[opt] table opts
--   `rods` (default true: rods, and n + 1 rows),
--   `labels` (default true: the peg letters under the base),
--   `base` (text that starts the base line, e.g. the move number),
--   `width` (an integer, `"terminal"` or false for no limit; default 80),
--   `lift` (a peg: its top disk is drawn raised above the rods, e.g. the
--   disk a player has picked up),
--   `fly` (`{disk=, col=, row=}`: that disk, which must be on top of its
--   peg, drawn centred at column `col` of row `row` (1..1000) instead; see
--   `flight`),
--   `air` (empty rows above the rods, 0..1000; default 1 with `fly` or
--   `lift`, else 0),
--   `crane` (`{col=, row= [, width=]}`: a crane over the picture, in plain
--   characters: a rail `+---+` along the top row, its trolley `[#]` at
--   column `col`, a cable `:` down to its clamp `-+-` in row `row`
--   (1..1000); with `width`, the clamp `[--+--]` is that wide (the disk it
--   holds) and its jaws; give `air = 3` for room to carry a disk over the
--   rods),
--   `grow` (true: when `width` leaves room, the peg cells and the disks
--   widen to fill it),
--   `distinct` (true: disks that come out the same width, on a narrow
--   picture, are drawn in different characters, `=`, `#`, `%`, ...)
-- @treturn string lines joined by "\n", no trailing newline, no trailing spaces
function render.ascii(s, opts)
  checkstate(s, 1, "ascii")
  return ascii(s, checkopts(opts, 2, "ascii"))
end

--- How many colours the terminal shows, as the environment tells: 256
-- when `COLORTERM` is set (a direct-colour terminal) or `TERM` names a
-- 256-colour or direct-colour terminal ("xterm-256color",
-- "tmux-256color"), else the 8 basic colours.
-- @treturn int 256 or 8
function render.colors()
  local ct, t = os_getenv("COLORTERM"), os_getenv("TERM") or ""
  if (ct and ct ~= "") or t:find("256", 1, true) or t:find("direct", 1, true) then
    return 256
  end
  return 8
end

--- The SGR escape sequence `ansi` uses for disk d: its colour in the
-- shared palette (`hanoi.render.palette`), where neighbouring sizes have
-- clearly different hues.
-- @tparam int d disk, 1..64
-- @tparam[opt=256] int colors 256 or 8, the colours of the terminal
-- @treturn string
function render.disk_color(d, colors)
  check.integer(d, 1, "disk_color", "disk", 1, 64)
  if colors ~= nil and colors ~= 256 and colors ~= 8 then
    argerror(2, "disk_color", "colors must be 256 or 8")
  end
  return palette.sgr(d, colors or 256)
end

local SGR = { rod = "\27[2m", hlrod = "\27[1;33m", hl = "\27[1;7m" }

local function colored(cells, attrs, color, eol)
  local last = trimmed(cells)
  if not color then return concat(cells, "", 1, last) .. eol end
  local colors = color
  local out, cur = {}, nil
  for c = 1, last do
    local a = attrs[c]
    if a ~= cur then
      if cur ~= nil then out[#out + 1] = "\27[0m" end
      if a ~= nil then
        out[#out + 1] = type(a) == "number" and render.disk_color(a, colors) or SGR[a]
      end
      cur = a
    end
    out[#out + 1] = cells[c]
  end
  if cur ~= nil then out[#out + 1] = "\27[0m" end
  return concat(out) .. eol
end

--- The picture with ANSI colours and cursor control, for a terminal.
-- Each disk size has its own colour (see `disk_color`; 256 colours or the
-- 8 basic ones, see `colors`), rods are dim and
-- highlighted pegs (`opts.highlight`) show a yellow rod and a reversed
-- letter. With `home` or `up` the picture draws over the previous one:
-- every line then ends with "erase to end of line".
--
-- When the output (`opts.out`, default `io.stdout`) is not a terminal, the
-- result is exactly `ascii(s, opts)`: no escape sequences at all. On a
-- terminal, `NO_COLOR` (set and not empty) turns colours off but keeps the
-- cursor control. `opts.tty` and `opts.color` (booleans) override both
-- tests, `opts.colors` (256 or 8) the number of colours.
-- @tparam hanoi.State s
-- @tparam[opt] table opts those of `ascii`, and
--   `highlight` (a peg or a list of pegs, e.g. the two pegs of a hint),
--   `home` (true: start with "cursor to the top left corner"),
--   `up` (a number of lines: start by going back up over a previous
--   picture of that many lines, whose last line ended with "\n"),
--   `out`, `tty`, `color`, `colors`
-- @treturn string
function render.ansi(s, opts)
  checkstate(s, 1, "ansi")
  opts = checkopts(opts, 2, "ansi")
  local tty, color = opts.tty, opts.color
  if tty == nil or color == nil then
    local t, c = terminal(opts.out)
    if tty == nil then tty = t end
    if color == nil then color = c end
  end
  if not tty then return ascii(s, opts) end
  local colors = opts.colors
  if colors ~= nil and colors ~= 256 and colors ~= 8 then
    argerror(2, "ansi", "field 'colors' must be 256 or 8")
  end
  color = color and (colors or render.colors()) or false
  local up = opts.up
  if up ~= nil and (not isint(up) or up < 0) then
    argerror(2, "ansi", "field 'up' must be a non-negative integer")
  end
  local sc = scene(s, opts, "ansi")
  local eol = (opts.home or up) and "\27[K" or ""
  local out = {}
  for r = sc.height, 1, -1 do
    out[#out + 1] = colored(sc.chars[r], sc.attrs[r], color, eol)
  end
  out[#out + 1] = sc.base .. eol
  if sc.labels then out[#out + 1] = colored(sc.labels, sc.lattrs, color, eol) end
  local prefix = opts.home and "\27[H" or ""
  if up and up > 0 then prefix = prefix .. "\r\27[" .. up .. "A" end
  return prefix .. concat(out, "\n")
end

-- ---------------------------------------------------------------------
-- flights and frames

--- The path of the top disk of peg `from` to peg `to`, one character cell
-- per step: up off its peg to the row above the rods, across, and down onto
-- `to`. Pass each element as `opts.fly` (with the same `width` and `rods`
-- options) to draw the disk there; the first element is where the disk
-- rests now, the last where it lands.
-- @tparam hanoi.State s the position before the move
-- @tparam int from peg
-- @tparam int to peg
-- @tparam[opt] table opts `width`, `rods`, `grow` as for `ascii`
-- @treturn {{disk=,col=,row=},...} the positions
-- @raise when the move is not legal in `s`
function render.flight(s, from, to, opts)
  checkstate(s, 1, "flight")
  opts = checkopts(opts, 4, "flight")
  local k = s.k
  if not isint(from) or from < 1 or from > k then
    argerror(2, "flight", format("peg must be 1..%d", k))
  end
  if not isint(to) or to < 1 or to > k then
    argerror(3, "flight", format("peg must be 1..%d", k))
  end
  local ok, msg = s:can_move(from, to)
  if not ok then argerror(2, "flight", msg) end
  local L = render.layout(s, { width = optwidth(opts, 4, "flight", 1) or false, grow = opts.grow })
  local d = s:top(from)
  local top = rodrows(s, opts.rods ~= false) + 1
  local path = {}
  local function at(col, row) path[#path + 1] = { disk = d, col = col, row = row } end
  local x0, x1 = L.x[from], L.x[to]
  for row = s:height(from), top do at(x0, row) end
  local step = x1 > x0 and 1 or -1
  for col = x0 + step, x1, step do at(col, top) end
  for row = top - 1, s:height(to) + 1, -1 do at(x1, row) end
  return path
end

-- a move source: a function iterator, or an array of {disk, from, to}
local function movesource(moves, i, fname)
  local src = mv.source(moves)
  if not src then
    argerror(i, fname, "function or table expected, got " .. type(moves), 1)
  end
  return src
end

local nextmove = mv.next

--- Every frame of a move sequence, one character cell of travel per frame:
-- the generator behind `animate`, for programs with their own loop.
-- Moves `s` along: each move is made on `s` after its last frame (pass
-- `s:copy()` to keep yours).
-- @tparam hanoi.State s
-- @tparam function|table moves an iterator of disk, from, to (e.g.
--   `hanoi.moves(n)`), or an array of `{disk, from, to}`
-- @tparam[opt] table opts `width`, `rods` as for `ascii`
-- @treturn function iterator giving frames `{move=i, disk=, from=, to=,
--   fly={disk=,col=,row=}, step=j, steps=m}`: draw `s` with `fly`
-- @raise (inside the loop) on an illegal move, leaving `s` before it
function render.frames(s, moves, opts)
  checkstate(s, 1, "frames")
  local src = movesource(moves, 2, "frames")
  opts = checkopts(opts, 3, "frames")
  local i, path, j, cur = 0, nil, 0, nil
  return function()
    if path and j >= #path then
      s:move(cur.from, cur.to)
      path = nil
    end
    if not path then
      local d, a, b = nextmove(src, s, i + 1)
      if d == nil then return nil end
      i, j = i + 1, 0
      cur = { disk = d, from = a, to = b }
      path = render.flight(s, a, b, opts)
    end
    j = j + 1
    return { move = i, disk = cur.disk, from = cur.from, to = cur.to,
             fly = path[j], step = j, steps = #path }
  end
end

-- ---------------------------------------------------------------------
-- animation

local function clocktext(t)
  local m = floor(t / 60)
  return format("%d:%04.1f", m, t - 60 * m)
end

-- a count of moves in a status line: an integer or a decimal string
local function count_field(st, key, optional)
  local v = st[key]
  if v == nil and optional then return end
  if not (isint(v) and v >= 0 or type(v) == "string" and v:match("^%d+$")) then
    argerror(1, "status", format("field '%s' must be a non-negative integer or a string of "
      .. "digits, got %s", key, type(v)), 2)
  end
end

--- The status line of `animate`.
-- @tparam table st `move`, `total` (or nil), `optimal` (or nil) (counts:
--   non-negative integers or strings of digits), `elapsed` (seconds,
--   0..10^9), `speed` (moves per second, a positive finite number),
--   `paused`, `done`, `log` (true: without time and speed)
-- @treturn string
function render.status(st)
  check.type(st, "table", 1, "status", "status")
  count_field(st, "move")
  count_field(st, "total", true)
  count_field(st, "optimal", true)
  if not st.log then
    check.number(st.elapsed, 1, "status", "field 'elapsed'", 0, 1000000000)
    check.number(st.speed, 1, "status", "field 'speed'", 0)
  end
  local parts = { "move " .. st.move .. (st.total and ("/" .. st.total) or "") }
  if st.optimal then parts[#parts + 1] = "optimal " .. st.optimal end
  if not st.log then
    parts[#parts + 1] = "time " .. clocktext(st.elapsed)
    parts[#parts + 1] = format("speed %g/s", st.speed)
  end
  if st.done then parts[#parts + 1] = "done"
  elseif st.paused then parts[#parts + 1] = "paused" end
  return concat(parts, "  ")
end

-- ---------------------------------------------------------------------
-- SVG and HTML live in their own modules

--- One position as a standalone SVG document (see `hanoi.render.svg`).
-- @function svg
-- @tparam hanoi.State s
-- @tparam[opt] table opts
-- @treturn string
function render.svg(s, opts)
  return require("hanoi.render.svg").svg(s, opts)
end

--- The state graph as an SVG document (see `hanoi.render.svg`).
-- @function graph_svg
-- @tparam int n disks
-- @tparam[opt=3] int k pegs
-- @tparam[opt] table opts
-- @treturn string
function render.graph_svg(n, k, opts)
  return require("hanoi.render.svg").graph_svg(n, k, opts)
end

--- A self-contained HTML page: a solution played back, or, given a
-- `hanoi.State`, a page to play in the browser (see `hanoi.render.html`).
-- @function html
-- @tparam hanoi.State|table|function moves
-- @tparam[opt] table opts
-- @treturn string
function render.html(moves, opts)
  return require("hanoi.render.html").html(moves, opts)
end

_ENV = nil -- no globals past this point

return render
