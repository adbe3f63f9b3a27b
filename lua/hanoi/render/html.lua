--- A self-contained HTML page that animates a solution (no network, no
-- external scripts): play/pause, step forward and back, a speed slider, a
-- move counter and a "solved" mark at the end. `hanoi.render` re-exports
-- `html`.
-- @module hanoi.render.html

local core = require "hanoi.core"
local svg = require "hanoi.render.svg"

local type, tostring, error, ipairs, pcall = type, tostring, error, ipairs, pcall
local mtype = math.type
local concat, format = table.concat, string.format

local M = {}

local MAXN, MAXK = 16, 8
local MAXMOVES = 1000000
-- one character per move: (from - 1) * 8 + (to - 1)
local ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

local function argerror(i, msg, depth)
  error(format("bad argument #%d to 'html' (%s)", i, msg), (depth or 1) + 2)
end

local function escape(s)
  return (tostring(s):gsub("[&<>\"]", { ["&"] = "&amp;", ["<"] = "&lt;",
    [">"] = "&gt;", ['"'] = "&quot;" }))
end

local function num(x)
  local s = format("%.3f", x):gsub("%.?0+$", "")
  return s
end

-- the moves as a function iterator, and the start position
local function source(spec, opts)
  if type(spec) == "function" or (type(spec) == "table" and spec.n == nil) then
    local start = opts.start
    if core.type(start) ~= "state" then
      argerror(2, "field 'start' (a hanoi.State) is needed with a list of moves", 2)
    end
    if type(spec) == "function" then return spec, start:copy() end
    local j = 0
    return function()
      j = j + 1
      local m = spec[j]
      if m == nil then return nil end
      return m[1], m[2], m[3]
    end, start:copy()
  end
  if type(spec) ~= "table" then
    argerror(1, "table or function expected, got " .. type(spec), 2)
  end
  local n, k = spec.n, spec.k or 3
  if mtype(n) ~= "integer" or n < 1 or n > MAXN then
    argerror(1, format("field 'n' must be an integer 1..%d", MAXN), 2)
  end
  if mtype(k) ~= "integer" or k < 3 or k > MAXK then
    argerror(1, format("field 'k' must be an integer 3..%d", MAXK), 2)
  end
  local from = spec.from or 1
  if mtype(from) ~= "integer" or from < 1 or from > k then
    argerror(1, format("field 'from' must be a peg 1..%d", k), 2)
  end
  local mopts = { pegs = k, from = from, to = spec.to, via = spec.via, method = spec.method }
  local ok, it = pcall(core.moves, n, mopts)
  if not ok then error(it, 3) end
  return it, core.new(n, k, from)
end

--- The page. `moves` is either a description of the solution to show,
-- `{n =, k =, method =, from =, to =, via =}` (n up to 16, k up to 8;
-- the moves come from `hanoi.moves(n, {pegs = k, ...})`), or any moves:
-- an iterator of disk, from, to or an array of `{disk, from, to}`, played
-- from `opts.start`.
--
-- The moves are embedded as one character each; the page draws with
-- seed 000's geometry (see `hanoi.render.svg.geometry`), flies each disk
-- up, across and down, and shows "solved" when the last move leaves a
-- whole tower (otherwise "done"). Keys: space plays and pauses, the arrows
-- step, Home and End jump to the start and the end. The body's
-- `data-label` attribute always holds the position shown.
-- @tparam table|function moves
-- @tparam[opt] table opts `start` (a hanoi.State, for lists of moves),
--   `speed` (moves per second at first, 2), `title`, and geometry fields
-- @treturn string the HTML document
-- @raise on an illegal move, or more than a million moves
function M.html(moves, opts)
  if opts ~= nil and type(opts) ~= "table" then
    argerror(2, "table expected, got " .. type(opts))
  end
  opts = opts or {}
  local it, s = source(moves, opts)
  local n, k = s.n, s.k
  if n > MAXN then argerror(2, format("at most %d disks", MAXN)) end
  if k > MAXK then argerror(2, format("at most %d pegs", MAXK)) end
  local tower = s:is_tower() and s:peg(1) - 1 or -1
  local startpeg = {}
  for d = 1, n do startpeg[d] = s:peg(d) - 1 end
  local optimal
  if s:is_tower() then
    local ok, c = pcall(core.count, n, k)
    if ok then optimal = c end
  end
  local codes, count = {}, 0
  while true do
    local d, a, b = it()
    if d == nil then break end
    count = count + 1
    if count > MAXMOVES then error(format("more than %d moves", MAXMOVES), 2) end
    local ok, msg = s:can_move(a, b)
    if ok and s:top(a) ~= d then
      ok, msg = false, format("disk %s is not on top of peg %s", tostring(d), tostring(a))
    end
    if not ok then
      error(format("bad move %d (disk %s from %s to %s): %s", count, tostring(d),
        tostring(a), tostring(b), msg), 2)
    end
    s:move(a, b)
    local c = (a - 1) * 8 + (b - 1) + 1
    codes[count] = ALPHA:sub(c, c)
  end
  local g = svg.geometry(n, opts)
  local widths = {}
  for d = 1, n do widths[d] = num(g.width(d)) end
  local speed = opts.speed or 2
  if type(speed) ~= "number" or not (speed > 0) then
    argerror(2, "field 'speed' must be a positive number")
  end
  local title = opts.title or format("Tower of Hanoi: %d disks, %d pegs, %d moves", n, k, count)
  local data = format(
    '{"n":%d,"k":%d,"total":%d,"moves":"%s","start":[%s],"startTower":%d,'
    .. '"speed":%s,"optimal":"%s","g":{"h":%s,"w":%s,"dx":%s,"baseW":%s,"diskH":%s,'
    .. '"r":%s,"x0":%s,"y0":%s,"widths":[%s]}}',
    n, k, count, concat(codes), concat(startpeg, ","), tower, num(speed),
    optimal and tostring(optimal) or "", num(g.h), num(g.w), num(g.dx), num(g.baseW),
    num(g.diskH), num(g.r), num(g.x0), num(g.y0), concat(widths, ","))
  return (M.TEMPLATE:gsub("@(%w+)@", {
    TITLE = escape(title), DATA = data,
  }))
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
    var r = rect("disk", 0, 0, g.widths[d - 1], g.diskH,
                 "hsl(" + Math.round(200 + 160 * (d - 1) / Math.max(1, n - 1)) % 360 + ",70%,40%)");
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

_ENV = nil -- no globals past this point

return M
