--- Commands of `hanoi` that draw: `show` (terminal picture or animation),
-- `svg`, `html` and `graph` (documents on standard output).
-- See `hanoi.cli` for the protocol.
-- @module hanoi.cli.pictures

local core = require "hanoi.core"
local render = require "hanoi.render"
local lang = require "hanoi.lang"
local os = os

local io, pcall, error, require = io, pcall, error, require
local format = string.format

-- N [K] from the positional arguments; K is nil when not given
local function nk(cli, pos, maxn, maxk)
  if #pos < 1 then cli.fail("missing the number of disks") end
  if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
  local n = cli.integer(pos[1], "the number of disks", 1, maxn)
  local k = pos[2] and cli.integer(pos[2], "the number of pegs", 3, maxk) or nil
  return n, k
end

-- the position asked for by --move I or --label L (default: the start),
-- on K pegs (when K is nil: as many as the label names, at least 3)
local function position(cli, opts, n, k, maxk)
  if opts.move and opts.label then cli.fail("give --move or --label, not both") end
  if opts.label then
    local s = cli.position(opts.label, k, "--label")
    if s.n ~= n then
      cli.fail(format("--label must name %d disks, got '%s'", n, opts.label))
    end
    if s.k > maxk then cli.fail(format("--label: at most %d pegs here", maxk)) end
    return s
  end
  k = k or 3
  if opts.move then
    return cli.call("--move " .. opts.move, core.state_at, n, opts.move, { pegs = k })
  end
  return core.new(n, k)
end

local function show(args, cli)
  local opts, pos = cli.parse(args, { animate = "flag", speed = "number",
    move = "string", label = "string", width = "integer" })
  local n, k = nk(cli, pos, 64, 32)
  if opts.speed and not (opts.speed > 0 and opts.speed < 1e6) then
    cli.fail("--speed must be a positive number of moves per second")
  end
  if opts.width and opts.width < 1 then cli.fail("--width must be positive") end
  local width = opts.width or "terminal"
  if not opts.animate then
    local s = position(cli, opts, n, k, 32)
    cli.write(render.ansi(s, { width = width }), "\n")
    return 0
  end
  if opts.move or opts.label then cli.fail("--animate plays from the start: no --move or --label") end
  k = k or 3
  local moves = cli.call(nil, core.moves, n, { pegs = k })
  local control, guard
  local term = require "hanoi.term"
  local player = require "hanoi.tui.player"
  if term.isatty(io.stdin) and term.isatty(io.stdout) then
    guard = term.rawmode()
    control = guard and player.keycontrol()
    if guard then io.stderr:write("keys: space pause, + faster, - slower, q quit\n") end
  end
  local ran, err = pcall(player.animate, core.new(n, k), moves, {
    speed = opts.speed or 2, width = width, control = control,
    total = core.count(n, k) })
  if guard then guard:restore() end
  if not ran then error(err, 0) end
  return 0
end

local function svg(args, cli)
  local opts, pos = cli.parse(args, { move = "string", label = "string" })
  local n, k = nk(cli, pos, 64, 32)
  cli.write(render.svg(position(cli, opts, n, k, 32)))
  return 0
end

local function html(args, cli)
  local opts, pos = cli.parse(args, { speed = "number", method = "string", title = "string",
    play = "flag", label = "string", lang = "string" })
  local tag, why = lang.option(opts.lang, os.getenv)
  if not tag then cli.fail(why) end
  -- the page to play takes the sizes of `hanoi play`, the page that plays
  -- a solution back embeds its moves (at most 16 disks on 8 pegs)
  local n, k = nk(cli, pos, opts.play and 64 or 16, opts.play and 32 or 8)
  if opts.speed and not (opts.speed >= 0.5 and opts.speed <= 5000) then
    cli.fail("--speed must be 0.5..5000 moves per second")
  end
  local page
  if opts.play then
    if opts.method then cli.fail("--method is for the page that plays a solution back, not --play") end
    local s = position(cli, { label = opts.label }, n, k, 32)
    -- the page's words in the language asked for, else the browser's
    page = cli.call(nil, render.html, s, { play = true, speed = opts.speed, title = opts.title,
      lang = opts.lang and tag or nil })
  else
    if opts.label then cli.fail("--label needs --play") end
    -- the page that plays back is written in the language asked for, else
    -- the environment's (it carries no engine to match the browser's)
    page = cli.call(nil, render.html, { n = n, k = k or 3, method = opts.method },
      { speed = opts.speed, title = opts.title, lang = tag })
  end
  -- the page's language: its lang attribute (a page to play without
  -- --lang starts in the browser's language, and says so itself)
  cli.write((page:gsub('^(<!DOCTYPE html>\n<html lang=")en"', "%1" .. tag .. '"')))
  return 0
end

_ENV = nil -- no globals past this point

return {
  { name = "show", run = show,
    usage = "show N [K] [--move I | --label L] [--animate] [--speed S] [--width W]",
    help = [[
draws the position of N disks on K pegs (3) in the terminal, in colour:
the start, the position after I optimal moves, or the one labelled L
("BAC": disk 1 on B, disk 2 on A, disk 3 on C). --animate plays the
optimal solution at S moves a second (2); on a terminal, space pauses,
+ and - change the speed, q quits. NO_COLOR turns colours off.]] },
  { name = "svg", run = svg,
    usage = "svg N [K] [--move I | --label L] > position.svg",
    help = "writes the position as an SVG picture (the start, after I optimal\n"
      .. "moves, or labelled L)" },
  { name = "html", run = html,
    usage = "html N [K] [--play [--label L] | --method M] [--speed S] [--title T] [--lang L]"
      .. " > page.html",
    help = [[
writes a self-contained web page: one that animates the solution of N
<= 16 disks on K <= 8 pegs (play/pause, steps, a speed slider), or with
--play the whole game for up to N <= 64 disks on K <= 32 pegs, from the
start or the position labelled L: moves that fly or a crane, undo,
exact hints, the computer solving, the binary demo, the random mover,
statistics, new games of 1..N disks on 3..K pegs, save and load.
S: moves a second, 0.5..5000. --lang: the page's language,
]]
      .. lang.list("or") .. ": the language the page starts in (by default the\n"
      .. "browser's with --play, else from LC_ALL, LC_MESSAGES or LANG; a picker\n"
      .. "on the page changes it)" },
}
