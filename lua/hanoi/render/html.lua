--- Self-contained HTML pages (inline script and style, nothing fetched):
-- one that plays a solution back (play/pause, steps, a speed slider, a
-- move counter and a "solved" mark), and one to play: click a peg to take
-- its top disk and another to put it down, or drag it; undo, reset, hints,
-- and the computer solving from wherever the player left the puzzle.
-- `hanoi.render` re-exports `html`.
--
-- Every option is checked (unknown names, types, finite numbers in their
-- ranges); the title is escaped in the markup, and the data the script
-- reads is JSON in which no text can close the script element.
-- @module hanoi.render.html

local core = require "hanoi.core"
local check = require "hanoi.check"
local svg = require "hanoi.render.svg"
local mv = require "hanoi.render.moves"
local palette = require "hanoi.render.palette"

local type, tostring, error, pcall, ipairs, pairs, next =
  type, tostring, error, pcall, ipairs, pairs, next
local mtype, huge = math.type, math.huge
local concat, format, sort, char = table.concat, string.format, table.sort, string.char

local argerror = check.argerror

local M = {}

local MAXN, MAXK = 16, 8
local MAXMOVES = 1000000
local SPEED_MIN, SPEED_MAX = 0.5, 5000     -- moves a second: the slider's range
-- one character per move: (from - 1) * 8 + (to - 1)
local ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

local OPTIONS = { "start", "speed", "title", "play", "to" }
for _, key in ipairs(svg.GEOMETRY) do OPTIONS[#OPTIONS + 1] = key end
OPTIONS = check.set(OPTIONS)
local FIELDS = check.set({ "n", "k", "method", "from", "to", "via" })

local function num(x)
  local s = format("%.3f", x):gsub("%.?0+$", "")
  if s == "-0" then s = "0" end
  return s
end

-- JSON for a script element: besides the usual escapes, '<', '>', '&' and
-- the line separators U+2028/U+2029 are written as \u escapes, so no
-- string can end the script ("</script>") or open a comment ("<!--").
local JSON_ESC = { ['"'] = '\\"', ["\\"] = "\\\\", ["<"] = "\\u003c", [">"] = "\\u003e",
  ["&"] = "\\u0026", ["\226\128\168"] = "\\u2028", ["\226\128\169"] = "\\u2029" }
for c = 0, 31 do JSON_ESC[char(c)] = format("\\u%04x", c) end
JSON_ESC[char(127)] = "\\u007f"

local function json(v)
  local t = type(v)
  if t == "string" then
    return '"' .. v:gsub('[%c"\\<>&]', JSON_ESC):gsub("\226\128[\168\169]", JSON_ESC) .. '"'
  elseif t == "boolean" then
    return tostring(v)
  elseif t == "number" then
    if mtype(v) == "integer" then return format("%d", v) end
    -- every number option was checked: a non-finite one here is a bug
    if v ~= v or v == huge or v == -huge then error("non-finite number in the page's data", 0) end
    return num(v)
  end
  local out = {}
  if v[1] ~= nil or next(v) == nil then
    for i, x in ipairs(v) do out[i] = json(x) end
    return "[" .. concat(out, ",") .. "]"
  end
  local keys = {}
  for key in pairs(v) do keys[#keys + 1] = key end
  sort(keys)
  for i, key in ipairs(keys) do out[i] = json(key) .. ":" .. json(v[key]) end
  return "{" .. concat(out, ",") .. "}"
end
M.json = json

-- the moves as a function iterator, and the start position
local function source(spec, opts)
  if type(spec) == "function" or (type(spec) == "table" and spec.n == nil) then
    local start = opts.start
    if core.type(start) ~= "state" then
      argerror(2, "html", "field 'start' (a hanoi.State) is needed with a list of moves", 2)
    end
    return mv.source(spec), start:copy()
  end
  if type(spec) ~= "table" then
    argerror(1, "html", "table, function or hanoi.State expected, got " .. type(spec), 2)
  end
  check.options(spec, 1, "html", FIELDS, 2)
  local n, k = spec.n, spec.k or 3
  if mtype(n) ~= "integer" or n < 1 or n > MAXN then
    argerror(1, "html", format("field 'n' must be an integer 1..%d", MAXN), 2)
  end
  if mtype(k) ~= "integer" or k < 3 or k > MAXK then
    argerror(1, "html", format("field 'k' must be an integer 3..%d", MAXK), 2)
  end
  local from = spec.from or 1
  if mtype(from) ~= "integer" or from < 1 or from > k then
    argerror(1, "html", format("field 'from' must be a peg 1..%d", k), 2)
  end
  local mopts = { pegs = k, from = from, to = spec.to, via = spec.via, method = spec.method }
  local ok, it = pcall(core.moves, n, mopts)
  if not ok then error(it, 4) end
  return it, core.new(n, k, from)
end

-- the geometry as the page's script reads it, disk colours included
local function geometry(n, opts)
  local g = svg.geometry(n, opts, "html", 2)
  local widths, colors = {}, {}
  for d = 1, n do
    widths[d] = g.width(d)
    colors[d] = palette.hex(d)
  end
  return { h = g.h, w = g.w, dx = g.dx, baseW = g.baseW, diskH = g.diskH, r = g.r,
    x0 = g.x0, y0 = g.y0, widths = widths, colors = colors }
end

local function page(template, title, data)
  return (template:gsub("@(%w+)@", { TITLE = svg.escape(title), DATA = json(data) }))
end

-- the page that plays moves back
local function watch(moves, opts)
  if opts.to ~= nil then
    argerror(2, "html", "field 'to' is for a page to play (a hanoi.State)", 1)
  end
  local it, s = source(moves, opts)
  local n, k = s.n, s.k
  if n > MAXN then argerror(2, "html", format("at most %d disks", MAXN), 1) end
  if k > MAXK then argerror(2, "html", format("at most %d pegs", MAXK), 1) end
  local speed = opts.speed or 2
  check.number(speed, 2, "html", "field 'speed'", SPEED_MIN, SPEED_MAX, 1)
  if opts.title ~= nil then svg.text(opts.title, 2, "html", "field 'title'", 1) end
  local g = geometry(n, opts)
  local tower = s:is_tower() and s:peg(1) - 1 or -1
  local startpeg = {}
  for d = 1, n do startpeg[d] = s:peg(d) - 1 end
  local optimal = mv.optimal(s)
  local codes, count = {}, 0
  while true do
    local d, a, b = mv.next(it, s, count + 1)
    if d == nil then break end
    count = count + 1
    if count > MAXMOVES then error(format("more than %d moves", MAXMOVES), 3) end
    s:move(a, b)
    local c = (a - 1) * 8 + (b - 1) + 1
    codes[count] = ALPHA:sub(c, c)
  end
  local title = opts.title or format("Tower of Hanoi: %d disks, %d pegs, %d moves", n, k, count)
  return page(M.TEMPLATE, title, {
    n = n, k = k, total = count, moves = concat(codes), start = startpeg,
    startTower = tower, speed = speed, optimal = optimal and tostring(optimal) or "", g = g,
  })
end

-- the plan the page follows on more than 3 pegs: the C search's shortest
-- path (or its fast plan, not proven optimal, when the space is too large
-- to search); from a whole tower, the Frame-Stewart solution when that is
-- shorter, or when the search has not the memory to run
-- the search budget of a page's plan: a page is written in about a second
local PLAN_STATES = 1 << 16

local function plan(s, goal)
  local ok, len, it, optimal = pcall(core.search, { from = s, to = goal, max_states = PLAN_STATES })
  -- only a space too large for its memory is answered here; anything
  -- else (an interrupt, a bug) goes on as it was raised
  if not ok and not tostring(len):find("memory", 1, true) then error(len, 0) end
  local list = {}
  if ok and len then
    for d, a, b in it do list[#list + 1] = { d, a, b } end
  else
    optimal = false
    if not s:is_tower() then
      argerror(1, "html", "no plan from this position: " .. tostring(ok and it or len), 2)
    end
  end
  if not optimal and s:is_tower() and s:peg(1) ~= goal then
    local fs = {}
    for d, a, b in core.moves(s.n, { pegs = s.k, from = s:peg(1), to = goal }) do
      fs[#fs + 1] = { d, a, b }
    end
    if not (ok and len) or #fs < #list then list = fs end
  end
  local codes, t = {}, s:copy()
  for i, m in ipairs(list) do
    local d, a, b = m[1], m[2], m[3]
    if t:top(a) ~= d or not t:move(a, b) then
      error(format("the plan's move %d (disk %d from %d to %d) is illegal", i, d, a, b), 0)
    end
    local c = (a - 1) * 8 + (b - 1) + 1
    codes[i] = ALPHA:sub(c, c)
  end
  if not t:is_tower(goal) then error("the plan does not end on the goal", 0) end
  return concat(codes), #list, optimal and true or false
end

-- the page to play, from position s
local function play(s, opts)
  if opts.start ~= nil then
    argerror(2, "html", "field 'start' is for a list of moves, not a position to play", 1)
  end
  local n, k = s.n, s.k
  if n > MAXN then argerror(1, "html", format("at most %d disks, got %d", MAXN, n), 1) end
  if k > MAXK then argerror(1, "html", format("at most %d pegs, got %d", MAXK, k), 1) end
  local goal = opts.to or k
  check.integer(goal, 2, "html", "field 'to'", 1, k, 1)
  local speed = opts.speed or 2
  check.number(speed, 2, "html", "field 'speed'", SPEED_MIN, SPEED_MAX, 1)
  local title = opts.title
  if title ~= nil then svg.text(title, 2, "html", "field 'title'", 1) end
  local start = {}
  for d = 1, n do start[d] = s:peg(d) - 1 end
  local data = { n = n, k = k, start = start, goal = goal - 1, speed = speed,
    g = geometry(n, opts), plan = "", optimal = true }
  if k == 3 then
    data.optimum = core.distance(s, goal)
  else
    data.plan, data.optimum, data.optimal = plan(s, goal)
  end
  title = title or format("Tower of Hanoi: %d disks, %d pegs", n, k)
  return page(M.PLAY, title, data)
end

--- A page. `moves` is either a position to play (a `hanoi.State`), a
-- description of the solution to play back, `{n =, k =, method =, from =,
-- to =, via =}` (n up to 16, k up to 8; the moves come from
-- `hanoi.moves(n, {pegs = k, ...})`), or any moves to play back: an
-- iterator of disk, from, to or an array of `{disk, from, to}`, from
-- `opts.start`.
--
-- Playing back: the moves are embedded as one character each; the page
-- flies each disk up, across and down, and shows "solved" when the last
-- move leaves a whole tower (otherwise "done"). Keys: space plays and
-- pauses, the arrows step, Home and End jump to the start and the end.
--
-- Playing (a `hanoi.State`, up to 16 disks on 8 pegs): the goal is the
-- tower on peg `opts.to` (default the last peg). The player clicks a peg
-- to take its top disk and another to put it down (or drags it); an
-- illegal drop says why and keeps the disk in hand. The page counts moves
-- against the optimum from the start, times the game from the first move
-- to the solved position, and has undo, reset, a hint and a computer that
-- solves from the current position (halt, continue, take over). On 3
-- pegs the page finds the optimal move from any position itself; on more
-- pegs it follows a plan computed here by `hanoi.search` from the start
-- (called optimal only when the search proved it), and its hint says when
-- the position is off the plan. Pegs are elements `data-peg="A"`, ...; the
-- move counter is `#moves`, the solved mark `#solved`.
--
-- Both pages draw with `hanoi.render.svg.geometry` and the colours of
-- `hanoi.render.palette`; the body's `data-label` attribute always holds
-- the position shown.
-- @tparam hanoi.State|table|function moves
-- @tparam[opt] table opts `play` (boolean: a `hanoi.State` is always
--   played, a description or moves never), `to` (the goal peg, to play),
--   `start` (a hanoi.State, for lists of moves), `speed` (moves per
--   second at first, 0.5..5000, default 2), `title` (a string), and the
--   geometry fields (0..10000 each)
-- @treturn string the HTML document
-- @raise on an illegal move, more than a million moves, or a bad option:
--   `bad argument #2 to 'html' (unknown option 'sped')`
function M.html(moves, opts)
  opts = check.options(opts, 2, "html", OPTIONS)
  local wanted = opts.play
  if wanted ~= nil then check.type(wanted, "boolean", 2, "html", "field 'play'") end
  if core.type(moves) == "state" then
    if wanted == false then
      argerror(2, "html", "field 'play' cannot be false with a hanoi.State (a position is played)")
    end
    local doc = play(moves, opts)      -- not a tail call: error levels count this frame
    return doc
  end
  if wanted then
    argerror(1, "html", "hanoi.State expected with play = true, got " .. type(moves))
  end
  local doc = watch(moves, opts)
  return doc
end

M.TEMPLATE = [==[
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@TITLE@</title>
<style>
body { font-family: sans-serif; margin: 16px; background: #fafafa; color: #222; }
h1 { font-size: 20px; margin: 0 0 12px; }
#board { background: #fff; border: 1px solid #ddd; max-width: 100%; height: auto; display: block; }
.controls { margin: 10px 0; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
button { font-size: 15px; padding: 4px 12px; min-width: 64px; }
#counter { font-variant-numeric: tabular-nums; min-width: 150px; }
#solved { color: #fff; background: #1a7f1a; border-radius: 4px; padding: 2px 10px; font-weight: bold; visibility: hidden; }
#solved.on { visibility: visible; }
</style>
</head>
<body>
<h1>@TITLE@</h1>
<svg id="board" xmlns="http://www.w3.org/2000/svg"></svg>
<div class="controls">
  <button id="back" title="step back (left arrow)">&#9664; Back</button>
  <button id="play" title="play / pause (space)">Play</button>
  <button id="step" title="step forward (right arrow)">Step &#9654;</button>
  <label for="speed">Speed</label>
  <input id="speed" type="range" min="0" max="100" step="1">
  <span id="speedval"></span>
  <span id="counter"></span>
  <span id="solved"></span>
</div>
<script>
(function () {
  "use strict";
  var D = @DATA@;
  var ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  var LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef";
  var NS = "http://www.w3.org/2000/svg";
  var g = D.g, n = D.n, k = D.k, total = D.total;
  var where = D.start.slice();           // 0-based peg of disk d at [d-1]
  var stacks = [];                       // disks on each peg, bottom first
  var p, d;
  for (p = 0; p < k; p++) stacks.push([]);
  for (d = n; d >= 1; d--) stacks[where[d - 1]].push(d);
  var index = 0, progress = 0, playing = false, last = null;
  var speed = D.speed;

  var board = document.getElementById("board");
  var W = (k - 1) * g.dx + g.baseW, H = g.y0 + g.diskH / 2 + 24;
  board.setAttribute("viewBox", "0 0 " + W + " " + H);
  board.setAttribute("width", W);
  board.setAttribute("height", H);
  function rect(cls, cx, cy, w, h, fill) {
    var r = document.createElementNS(NS, "rect");
    r.setAttribute("class", cls);
    r.setAttribute("x", cx - w / 2); r.setAttribute("y", cy - h / 2);
    r.setAttribute("width", w); r.setAttribute("height", h);
    r.setAttribute("rx", g.r); r.setAttribute("fill", fill);
    board.appendChild(r);
    return r;
  }
  for (p = 0; p < k; p++) {
    var x = g.x0 + p * g.dx;
    rect("rod", x, g.y0 - g.h / 2, g.w, g.h, "#555");
    rect("base", x, g.y0 + g.diskH / 4 - 1, g.baseW, g.diskH / 2, "#555");
    var t = document.createElementNS(NS, "text");
    t.setAttribute("x", x); t.setAttribute("y", g.y0 + g.diskH / 2 + 16);
    t.setAttribute("text-anchor", "middle"); t.setAttribute("font-size", "14");
    t.setAttribute("fill", "#333");
    t.textContent = LETTERS.charAt(p);
    board.appendChild(t);
  }
  var disks = [];
  for (d = 1; d <= n; d++) {
    var r = rect("disk", 0, 0, g.widths[d - 1], g.diskH, g.colors[d - 1]);
    r.setAttribute("stroke", "#fff"); r.setAttribute("stroke-width", "0.5");
    r.setAttribute("data-disk", d);
    disks.push(r);
  }

  function decode(i) {
    var c = ALPHA.indexOf(D.moves.charAt(i));
    return [c >> 3, c & 7];
  }
  function apply(i) {
    var m = decode(i), dd = stacks[m[0]].pop();
    stacks[m[1]].push(dd);
    where[dd - 1] = m[1];
  }
  function undo(i) {
    var m = decode(i), dd = stacks[m[1]].pop();
    stacks[m[0]].push(dd);
    where[dd - 1] = m[0];
  }
  function put(dd, cx, cy) {
    var r = disks[dd - 1], w = g.widths[dd - 1];
    r.setAttribute("x", cx - w / 2);
    r.setAttribute("y", cy - g.diskH / 2);
  }
  function restY(level) { return g.y0 - g.diskH * (level + 0.5) - 2; }
  function label() {
    var s = "";
    for (var i = 0; i < n; i++) s += LETTERS.charAt(where[i]);
    return s;
  }
  function solvedNow() {
    for (var q = 0; q < k; q++) if (stacks[q].length === n) return q !== D.start[0] || total === 0;
    return false;
  }
  function draw() {
    for (var q = 0; q < k; q++)
      for (var lv = 0; lv < stacks[q].length; lv++)
        put(stacks[q][lv], g.x0 + q * g.dx, restY(lv));
    if (playing && index < total && progress > 0) {      // the flying disk
      var m = decode(index), a = m[0], b = m[1];
      var dd = stacks[a][stacks[a].length - 1];
      var top = g.y0 - g.h - g.diskH;
      var y1 = restY(stacks[a].length - 1), y2 = restY(stacks[b].length);
      var xa = g.x0 + a * g.dx, xb = g.x0 + b * g.dx;
      var l1 = y1 - top, l2 = Math.abs(xb - xa), l3 = y2 - top;
      var s = progress * (l1 + l2 + l3);
      if (s <= l1) put(dd, xa, y1 - s);
      else if (s <= l1 + l2) put(dd, xa + (xb > xa ? 1 : -1) * (s - l1), top);
      else put(dd, xb, top + (s - l1 - l2));
    }
    document.getElementById("counter").textContent = "move " + index + " / " + total +
      (D.optimal ? "  (optimal " + D.optimal + ")" : "");
    var mark = document.getElementById("solved");
    if (index === total) {
      mark.textContent = solvedNow() ? "solved" : "done";
      mark.className = "on";
    } else {
      mark.textContent = "";
      mark.className = "";
    }
    document.getElementById("play").textContent = playing ? "Pause" : "Play";
    document.body.setAttribute("data-label", label());
    document.body.setAttribute("data-index", index);
  }

  function setPlaying(on) {
    if (on && index >= total) {              // play again from the start
      while (index > 0) undo(--index);
    }
    playing = on && index < total;
    progress = 0;
    last = null;
    draw();
  }
  function tick() {
    if (!playing) return;
    var now = performance.now();
    if (last !== null) progress += (now - last) / 1000 * speed;
    last = now;
    while (progress >= 1 && index < total) { apply(index); index++; progress -= 1; }
    if (index >= total) { playing = false; progress = 0; }
    draw();
  }
  function stepForward() {
    playing = false; progress = 0;
    if (index < total) { apply(index); index++; }
    draw();
  }
  function stepBack() {
    playing = false; progress = 0;
    if (index > 0) { index--; undo(index); }
    draw();
  }

  var slider = document.getElementById("speed");
  // 0..100 -> 0.5..5000 moves per second, logarithmically
  function fromSlider(v) { return 0.5 * Math.pow(10000, v / 100); }
  function showSpeed() {
    document.getElementById("speedval").textContent =
      (speed < 10 ? speed.toFixed(1) : Math.round(speed)) + " moves/s";
  }
  slider.value = Math.max(0, Math.min(100, Math.round(100 * Math.log(speed / 0.5) / Math.log(10000))));
  slider.addEventListener("input", function () { speed = fromSlider(+slider.value); showSpeed(); });
  document.getElementById("play").addEventListener("click", function () { setPlaying(!playing); });
  document.getElementById("step").addEventListener("click", stepForward);
  document.getElementById("back").addEventListener("click", stepBack);
  document.addEventListener("keydown", function (e) {
    if (e.target && e.target.tagName === "INPUT") return;
    if (e.key === " ") { setPlaying(!playing); e.preventDefault(); }
    else if (e.key === "ArrowRight") stepForward();
    else if (e.key === "ArrowLeft") stepBack();
    else if (e.key === "Home" || e.key === "End") {
      playing = false; progress = 0;
      if (e.key === "End") while (index < total) apply(index++);
      else while (index > 0) undo(--index);
      draw();
    }
  });
  showSpeed();
  draw();
  setInterval(tick, 16);
})();
</script>
</body>
</html>
]==]

M.PLAY = [==[
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@TITLE@</title>
<style>
body { font-family: sans-serif; margin: 16px; background: #fafafa; color: #222; }
h1 { font-size: 20px; margin: 0 0 12px; }
#board { background: #fff; border: 1px solid #ddd; max-width: 100%; height: auto; display: block;
  touch-action: none; user-select: none; -webkit-user-select: none; }
.peg { cursor: pointer; }
.peg .hit { fill: #000; fill-opacity: 0; }
.peg.held .rod, .peg.held .base { fill: #36c; }
.peg.from .rod, .peg.from .base { fill: #d80; }
.peg.to .rod, .peg.to .base { fill: #2a2; }
.disk { pointer-events: none; }
.bar { margin: 10px 0; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.bar b { font-variant-numeric: tabular-nums; }
button { font-size: 15px; padding: 4px 12px; }
#message { min-height: 1.4em; margin: 6px 0; }
#message.bad { color: #b00; font-weight: bold; }
#solved { color: #fff; background: #1a7f1a; border-radius: 4px; padding: 2px 10px; font-weight: bold; visibility: hidden; }
#solved.on { visibility: visible; }
.help { color: #555; font-size: 14px; }
</style>
</head>
<body>
<h1>@TITLE@</h1>
<svg id="board" xmlns="http://www.w3.org/2000/svg"></svg>
<div class="bar">
  <span>moves <b id="moves">0</b></span>
  <span>optimum <b id="optimum"></b> <span id="optnote"></span></span>
  <span id="left"></span>
  <span>time <b id="timer">0:00.0</b></span>
  <span id="solved"></span>
  <span id="verdict"></span>
</div>
<div id="message" role="status" aria-live="polite"></div>
<div class="bar">
  <button id="undo" title="take back the last move (u)">Undo</button>
  <button id="reset" title="back to the start">Reset</button>
  <button id="hint" title="the next move (h)">Hint</button>
  <button id="solve" title="the computer solves from here">Solve</button>
  <button id="halt" title="stop the computer for a moment">Halt</button>
  <button id="continue" title="let the computer go on">Continue</button>
  <button id="takeover" title="stop the computer and play on yourself">Take over</button>
  <label for="speed">Speed</label>
  <input id="speed" type="range" min="0" max="100" step="1">
  <span id="speedval"></span>
</div>
<p class="help">Click a peg to take its top disk and another to put it down, or drag the disk
there. A larger disk never goes on a smaller one. Keys: 1, 2, 3&hellip; take and put down,
Esc puts the disk back, u undoes, h hints.</p>
<script>
(function () {
  "use strict";
  var D = @DATA@;
  var ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  var LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef";
  var NS = "http://www.w3.org/2000/svg";
  var FLY_MAX = 20;          // moves a second; faster, whole moves are drawn
  var g = D.g, n = D.n, k = D.k, goal = D.goal;

  function L(p) { return LETTERS.charAt(p); }
  function labelOf(w) {
    var s = "";
    for (var i = 0; i < w.length; i++) s += L(w[i]);
    return s;
  }
  function whereOf(label) {
    var w = [];
    for (var i = 0; i < label.length; i++) w.push(LETTERS.indexOf(label.charAt(i)));
    return w;
  }

  // ==== the rules (pegs 0..k-1; w[d - 1] is the peg of disk d)

  // The optimal way from any position on 3 pegs to the tower on peg `to`.
  // Going from the largest disk down, each disk has a target: the goal for
  // the largest. A disk on its target passes the same target on to the
  // next smaller disk. A disk off its target must move there exactly once:
  // first every smaller disk gathers on the third peg (the smaller disks'
  // target), then the disk moves, then the smaller tower follows it in
  // 2^(d-1) - 1 moves. So the distance is the sum of 2^(d-1) over the disks
  // off their targets, and the next move is that of the smallest of them.
  function optimal3(w, to) {
    var t = to, distance = 0, move = null;
    for (var d = w.length; d >= 1; d--) {
      var p = w[d - 1];
      if (p !== t) {
        distance += Math.pow(2, d - 1);
        move = [d, p, t];
        t = 3 - p - t;
      }
    }
    return { distance: distance, move: move };
  }

  // the plan on more than 3 pegs, and the position after each of its moves
  var plan = [], planAt = Object.create(null);
  (function () {
    var w = D.start.slice(), i, c, a, b, d;
    planAt[labelOf(w)] = 0;
    for (i = 0; i < D.plan.length; i++) {
      c = ALPHA.indexOf(D.plan.charAt(i));
      a = c >> 3; b = c & 7;
      for (d = 1; w[d - 1] !== a; d++) {}
      w[d - 1] = b;
      plan.push([d, a, b]);
      planAt[labelOf(w)] = i + 1;
    }
  })();

  // ==== the game

  var where, stacks, history, labels, held, solved, undos, hints, hinted;
  var auto = "off";          // the computer: "off", "run" or "halt"
  var flying = null, progress = 0, last = null, speed = D.speed;
  var clock = { acc: 0, since: null, on: false };
  var drag = null;           // {peg, id, x, y, moved, at: {x, y}}

  function startClock() {
    clock.on = true;
    if (clock.since === null) clock.since = performance.now();
  }
  function stopClock() {
    if (clock.since !== null) { clock.acc += performance.now() - clock.since; clock.since = null; }
  }
  function elapsed() {
    return clock.acc + (clock.since === null ? 0 : performance.now() - clock.since);
  }

  function top(p) {
    var st = stacks[p];
    return st.length ? st[st.length - 1] : 0;
  }
  // why moving the top disk of a onto b is illegal, or null
  function why(a, b) {
    if (!stacks[a].length) return "peg " + L(a) + " is empty";
    var t = top(b);
    if (t && t < top(a)) return "cannot put disk " + top(a) + " on disk " + t;
    return null;
  }

  function reset() {
    where = D.start.slice();
    stacks = [];
    for (var p = 0; p < k; p++) stacks.push([]);
    for (var d = n; d >= 1; d--) stacks[where[d - 1]].push(d);
    history = []; labels = [labelOf(where)];
    held = -1; solved = false; undos = 0; hints = 0; hinted = null;
    auto = "off"; flying = null; progress = 0; drag = null;
    clock = { acc: 0, since: null, on: false };
  }

  function doMove(a, b) {
    var d = stacks[a].pop();
    stacks[b].push(d);
    where[d - 1] = b;
    history.push([d, a, b]);
    labels.push(labelOf(where));
    hinted = null;
    startClock();
    if (stacks[goal].length === n) {
      solved = true;
      stopClock();
      auto = "off"; flying = null;
      say("");
    }
  }

  function onPlan() {
    var i = planAt[labels[labels.length - 1]];
    return i === undefined ? -1 : i;
  }
  // Off the plan: the way back to the last position of the game that was
  // on it, retracing the game's own moves (loops cut out).
  function backStep() {
    var j = labels.length - 1, cur = labels[j], i;
    while (planAt[labels[j]] === undefined) j--;
    for (i = j; labels[i] !== cur; i++) {}
    if (i === j) return null;
    var m = history[i - 1];
    return [m[0], m[2], m[1]];
  }
  // the computer's next move, or null at the goal
  function nextMove() {
    if (k === 3) return optimal3(where, goal).move;
    var i = onPlan();
    if (i >= 0) return i < plan.length ? plan[i] : null;
    return backStep();
  }
  function atGoal() { return stacks[goal].length === n; }

  // ==== what the player does

  function say(text, bad) {
    var m = document.getElementById("message");
    m.textContent = text;
    m.className = bad ? "bad" : "";
  }
  function takeOver(quiet) {
    if (auto === "off") return;
    auto = "off"; flying = null; progress = 0;
    if (!quiet) say("your turn");
  }
  function busy() {
    if (auto === "run") { say("the computer is playing: halt it or take over first", true); return true; }
    if (auto === "halt") takeOver(true);
    return false;
  }
  function putBack() { held = -1; drag = null; }

  function pick(p) {
    if (solved) { say("solved: undo or reset to play again", true); return; }
    if (!stacks[p].length) { say("peg " + L(p) + " is empty", true); return; }
    held = p; hinted = null;
    say("");
  }
  function drop(p) {
    if (p === held) { putBack(); say(""); return; }
    var bad = why(held, p);
    if (bad) { say(bad, true); return; }    // the disk stays in hand
    var a = held;
    putBack();
    say("");
    doMove(a, p);
  }
  function pegClick(p) {
    if (busy()) return;
    if (held < 0) pick(p); else drop(p);
  }

  function undo() {
    if (busy()) return;
    putBack();
    if (!history.length) { say("nothing to undo", true); return; }
    var m = history.pop();
    labels.pop();
    var d = stacks[m[2]].pop();
    stacks[m[1]].push(d);
    where[d - 1] = m[1];
    undos++; solved = false; hinted = null;
    if (clock.on && !atGoal()) startClock();
    say("took back disk " + d + " from " + L(m[2]) + " to " + L(m[1]));
  }

  function hint() {
    putBack();
    var m;
    if (k === 3) {
      m = optimal3(where, goal).move;
      if (!m) { say("the tower is on " + L(goal) + ": nothing to do"); return; }
      say("hint: disk " + m[0] + " from " + L(m[1]) + " to " + L(m[2]));
    } else {
      var i = onPlan();
      if (i >= plan.length) { say("the tower is on " + L(goal) + ": nothing to do"); return; }
      if (i >= 0) {
        m = plan[i];
        say("hint: disk " + m[0] + " from " + L(m[1]) + " to " + L(m[2]) +
            " (move " + (i + 1) + " of the plan)");
      } else {
        m = backStep();
        say("off the plan: take disk " + m[0] + " back from " + L(m[1]) + " to " + L(m[2]) +
            " (or undo) to return to it");
      }
    }
    hints++;
    hinted = m;
  }

  function solve() {
    if (solved) { say("solved: undo or reset to play again", true); return; }
    putBack(); hinted = null;
    if (!nextMove()) { say("the tower is on " + L(goal) + ": nothing to do"); return; }
    auto = "run"; last = null; progress = 0; flying = null;
    if (k === 3) say("the computer plays the " + optimal3(where, goal).distance + " moves left");
    else if (onPlan() >= 0) say("the computer follows the plan");
    else say("off the plan: the computer goes back to it, then follows it");
  }
  function halt() {
    if (auto !== "run") return;
    auto = "halt"; flying = null; progress = 0;
    say("halted: continue, or take over");
  }
  function resume() {
    if (auto !== "halt") return;
    auto = "run"; last = null;
    say("the computer plays on");
  }

  // ==== drawing

  var board = document.getElementById("board");
  var W = (k - 1) * g.dx + g.baseW, H = g.y0 + g.diskH / 2 + 24;
  board.setAttribute("viewBox", "0 0 " + W + " " + H);
  board.setAttribute("width", W);
  board.setAttribute("height", H);
  function el(tag, attrs, parent) {
    var e = document.createElementNS(NS, tag);
    for (var a in attrs) e.setAttribute(a, attrs[a]);
    parent.appendChild(e);
    return e;
  }
  function box(cls, cx, cy, w, h, fill, parent) {
    return el("rect", { "class": cls, x: cx - w / 2, y: cy - h / 2, width: w, height: h,
      rx: g.r, fill: fill }, parent);
  }
  function pegX(p) { return g.x0 + p * g.dx; }
  var pegs = [], p, d;
  for (p = 0; p < k; p++) {
    var x = pegX(p);
    var grp = el("g", { "class": "peg", "data-peg": L(p) }, board);
    el("rect", { "class": "hit", x: x - g.dx / 2, y: 0, width: g.dx, height: H,
      "pointer-events": "all" }, grp);
    box("rod", x, g.y0 - g.h / 2, g.w, g.h, "#555", grp);
    box("base", x, g.y0 + g.diskH / 4 - 1, g.baseW, g.diskH / 2, "#555", grp);
    var t = el("text", { x: x, y: g.y0 + g.diskH / 2 + 16, "text-anchor": "middle",
      "font-size": 14, fill: "#333" }, grp);
    t.textContent = L(p);
    pegs.push(grp);
  }
  var disks = [];
  for (d = 1; d <= n; d++) {
    disks.push(box("disk", 0, 0, g.widths[d - 1], g.diskH, g.colors[d - 1], board));
    disks[d - 1].setAttribute("stroke", "#fff");
    disks[d - 1].setAttribute("stroke-width", "0.5");
    disks[d - 1].setAttribute("data-disk", d);
  }
  var liftY = g.y0 - g.h - g.diskH;
  function put(dd, cx, cy) {
    var r = disks[dd - 1];
    r.setAttribute("x", cx - g.widths[dd - 1] / 2);
    r.setAttribute("y", cy - g.diskH / 2);
  }
  function restY(level) { return g.y0 - g.diskH * (level + 0.5) - 2; }
  function clockText(ms) {
    var tenths = Math.floor(ms / 100), s = Math.floor(tenths / 10) % 60;
    return Math.floor(tenths / 600) + ":" + (s < 10 ? "0" : "") + s + "." + tenths % 10;
  }
  function text(id, s) {
    var e = document.getElementById(id);
    if (e.textContent !== s) e.textContent = s;
  }
  function draw() {
    var q, lv;
    for (q = 0; q < k; q++)
      for (lv = 0; lv < stacks[q].length; lv++)
        put(stacks[q][lv], pegX(q), restY(lv));
    if (held >= 0) {
      if (drag && drag.moved && drag.at) put(top(held), drag.at.x, drag.at.y);
      else put(top(held), pegX(held), liftY);
    }
    if (flying && progress > 0 && auto === "run") {         // the computer's disk
      var a = flying[1], b = flying[2], dd = flying[0];
      var y1 = restY(stacks[a].length - 1), y2 = restY(stacks[b].length);
      var xa = pegX(a), xb = pegX(b);
      var l1 = y1 - liftY, l2 = Math.abs(xb - xa), l3 = y2 - liftY;
      var s = Math.min(progress, 1) * (l1 + l2 + l3);
      if (s <= l1) put(dd, xa, y1 - s);
      else if (s <= l1 + l2) put(dd, xa + (xb > xa ? 1 : -1) * (s - l1), liftY);
      else put(dd, xb, liftY + (s - l1 - l2));
    }
    for (q = 0; q < k; q++) {
      var cls = "peg";
      if (q === held) cls += " held";
      if (hinted && q === hinted[1]) cls += " from";
      if (hinted && q === hinted[2]) cls += " to";
      if (pegs[q].getAttribute("class") !== cls) pegs[q].setAttribute("class", cls);
    }
    text("moves", String(history.length));
    text("optimum", String(D.optimum));
    text("optnote", k === 3 ? "" : D.optimal ? "(an optimal plan)" : "(a plan, not proven optimal)");
    var i = k === 3 ? 0 : onPlan();
    text("left", k === 3 ? optimal3(where, goal).distance + " to go"
      : i >= 0 ? (plan.length - i) + " to go on the plan" : "off the plan");
    text("timer", clockText(elapsed()));
    var mark = document.getElementById("solved");
    text("solved", solved ? "solved" : "");
    mark.className = solved ? "on" : "";
    var verdict = "";
    if (solved) {
      var moves = history.length;
      verdict = "in " + moves + (moves === 1 ? " move" : " moves");
      if (!D.optimal) verdict += " (the plan: " + D.optimum + ")";
      else if (moves === D.optimum) verdict += ": optimal";
      else verdict += " (optimum " + D.optimum + ")";
      verdict += ", " + undos + (undos === 1 ? " undo" : " undos") + ", " + hints +
        (hints === 1 ? " hint" : " hints");
    }
    text("verdict", verdict);
    document.getElementById("undo").disabled = auto === "run" || !history.length;
    document.getElementById("solve").disabled = auto !== "off";
    document.getElementById("halt").disabled = auto !== "run";
    document.getElementById("continue").disabled = auto !== "halt";
    document.getElementById("takeover").disabled = auto === "off";
    var body = document.body;
    body.setAttribute("data-label", labels[labels.length - 1]);
    body.setAttribute("data-index", history.length);
    body.setAttribute("data-held", held >= 0 ? L(held) : "");
    body.setAttribute("data-mode", auto);
  }

  function tick() {
    var now = performance.now();
    if (auto === "run") {
      progress += (last === null ? 0 : (now - last) / 1000) * speed;
      last = now;
      if (speed >= FLY_MAX) {
        flying = null;
        for (var budget = 1000; progress >= 1 && auto === "run" && budget > 0; budget--) {
          var m = nextMove();
          if (!m) { takeOver(true); break; }
          doMove(m[1], m[2]);
          progress -= 1;
        }
        progress = Math.min(progress, 1);
      } else {
        if (!flying) flying = nextMove();
        if (!flying) takeOver(true);
        else if (progress >= 1) {
          doMove(flying[1], flying[2]);
          flying = null;
          progress = Math.min(progress - 1, 1);
        }
      }
    }
    draw();
  }

  // ==== input

  // the peg whose column holds the pointer, or -1
  function pegAt(e) {
    var m = board.getScreenCTM();
    if (!m) return -1;
    var pt = board.createSVGPoint();
    pt.x = e.clientX; pt.y = e.clientY;
    pt = pt.matrixTransform(m.inverse());
    if (pt.x < 0 || pt.x > W || pt.y < 0 || pt.y > H) return -1;
    var q = Math.round((pt.x - g.x0) / g.dx);
    return q >= 0 && q < k ? q : -1;
  }
  function svgPoint(e) {
    var pt = board.createSVGPoint();
    pt.x = e.clientX; pt.y = e.clientY;
    return pt.matrixTransform(board.getScreenCTM().inverse());
  }
  board.addEventListener("pointerdown", function (e) {
    if (e.button !== 0) return;
    var q = pegAt(e);
    if (q < 0) return;
    e.preventDefault();
    var before = held;
    pegClick(q);
    if (before < 0 && held === q) {                 // picked up: it may be dragged
      drag = { peg: q, id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, at: null };
      if (board.setPointerCapture) board.setPointerCapture(e.pointerId);
    }
    draw();
  });
  board.addEventListener("pointermove", function (e) {
    if (!drag || e.pointerId !== drag.id) return;
    if (Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) > 4) drag.moved = true;
    if (drag.moved) { drag.at = svgPoint(e); draw(); }
  });
  board.addEventListener("pointerup", function (e) {
    if (!drag || e.pointerId !== drag.id) return;
    var dr = drag;
    drag = null;
    if (dr.moved) {                                  // dropped where it was let go
      var q = pegAt(e);
      if (q >= 0 && q !== dr.peg && held === dr.peg) drop(q);
      else if (q === dr.peg || q < 0) { putBack(); say(""); }
    }                                                // a click: the disk stays in hand
    draw();
  });
  board.addEventListener("pointercancel", function () { drag = null; draw(); });

  var slider = document.getElementById("speed");
  // 0..100 -> 0.5..5000 moves per second, logarithmically
  function fromSlider(v) { return 0.5 * Math.pow(10000, v / 100); }
  function showSpeed() {
    text("speedval", (speed < 10 ? speed.toFixed(1) : String(Math.round(speed))) + " moves/s");
  }
  slider.value = Math.max(0, Math.min(100, Math.round(100 * Math.log(speed / 0.5) / Math.log(10000))));
  slider.addEventListener("input", function () { speed = fromSlider(+slider.value); showSpeed(); });
  function button(id, f) {
    document.getElementById(id).addEventListener("click", function () { f(); draw(); });
  }
  button("undo", undo);
  button("reset", function () { reset(); say(""); });
  button("hint", hint);
  button("solve", solve);
  button("halt", halt);
  button("continue", resume);
  button("takeover", function () { takeOver(false); });
  document.addEventListener("keydown", function (e) {
    if (e.target && e.target.tagName === "INPUT") return;
    if (e.key >= "1" && e.key <= "9" && +e.key <= k) pegClick(+e.key - 1);
    else if (e.key === "Escape") { putBack(); say(""); }
    else if (e.key === "u" || e.key === "Backspace") undo();
    else if (e.key === "h") hint();
    else return;
    e.preventDefault();
    draw();
  });

  // for tests and the curious: the rule of 3 pegs on any position
  // ("label", "goal letter") and the moves played so far
  window.HanoiPage = {
    optimal3: function (label, to) {
      var r = optimal3(whereOf(label), LETTERS.indexOf(to));
      return r.move ? [r.distance, r.move[0], L(r.move[1]), L(r.move[2])] : [r.distance];
    },
    history: function () {
      return history.map(function (m) { return m[0] + L(m[1]) + L(m[2]); }).join(" ");
    }
  };

  reset();
  showSpeed();
  draw();
  setInterval(tick, 16);
})();
</script>
</body>
</html>
]==]

_ENV = nil -- no globals past this point

return M
