--- SVG pictures: one position (rods, bases, rounded disks in the colours
-- of `hanoi.render.palette`, peg letters), and the state graph (the
-- Sierpinski triangle of 3 pegs) with a shortest path highlighted.
-- `hanoi.render` re-exports `svg` and `graph_svg`.
--
-- Every string option that lands in the document is checked to be text
-- XML can hold and escaped; every number option is a finite number in its
-- documented range; unknown options are errors.
-- @module hanoi.render.svg

local core = require "hanoi.core"
local check = require "hanoi.check"
local palette = require "hanoi.render.palette"

local type, ipairs, pairs = type, ipairs, pairs
local mtype, max, min, sin, cos, pi, huge =
  math.type, math.max, math.min, math.sin, math.cos, math.pi, math.huge
local concat, format = table.concat, string.format
local ulen, ucodes = utf8.len, utf8.codes

local argerror = check.argerror

local LETTERS = require("hanoi.pegs").LETTERS

local M = {}

-- a number for an attribute: at most 2 decimals, no trailing zeros
local function num(x)
  local s = format("%.2f", x):gsub("%.?0+$", "")
  if s == "-0" then s = "0" end
  return s
end

local ENTITIES = { ["&"] = "&amp;", ["<"] = "&lt;", [">"] = "&gt;",
  ['"'] = "&quot;", ["'"] = "&#39;" }

--- Text escaped for XML and HTML, in element content and in quoted
-- attributes alike.
-- @tparam string s text checked by `M.text`
-- @treturn string
function M.escape(s)
  if type(s) ~= "string" then argerror(1, "escape", "string expected, got " .. type(s)) end
  return (s:gsub("[&<>\"']", ENTITIES))
end

--- Checks that `v` is text a document can hold: a string of valid UTF-8
-- with no control characters other than tab, newline and carriage return,
-- and no U+FFFE or U+FFFF (XML 1.0 forbids them even as references).
-- @param v the value given
-- @tparam int i argument position
-- @tparam string fname the public function
-- @tparam string what "field 'title'"
-- @tparam[opt=0] int depth frames between `fname` and this call
-- @treturn string v
function M.text(v, i, fname, what, depth)
  depth = (depth or 0) + 1
  if type(v) ~= "string" then
    argerror(i, fname, format("%s must be a string, got %s", what, type(v)), depth)
  end
  local ok = ulen(v) ~= nil
  if ok then
    for _, c in ucodes(v) do
      if (c < 32 and c ~= 9 and c ~= 10 and c ~= 13) or c == 0xFFFE or c == 0xFFFF then
        ok = false
        break
      end
    end
  end
  if not ok then
    argerror(i, fname, format("%s must be UTF-8 text without control characters", what), depth)
  end
  return v
end

local function rect(class, cx, cy, w, h, r, fill, extra)
  return format('<rect class="%s"%s x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"/>',
    class, extra or "", num(cx - w / 2), num(cy - h / 2), num(w), num(h), num(r), fill)
end

-- the geometry fields, each a length 0..MAXLEN pixels
local GEOMETRY = { "w", "dx", "baseW", "diskH", "h", "diskW", "r" }
local MAXLEN = 10000
M.GEOMETRY, M.MAXLEN = GEOMETRY, MAXLEN

--- The drawing geometry for n disks: rod height `h` (120, or more when n
-- disks need it: `diskH * (n + 2)`), rod width `w` (10), peg spacing `dx`
-- (190), base width `baseW` (170), disk height `diskH` (10), corner
-- radius `r` (3), unit disk width `diskW` (`baseW * 0.9 / n`). Disk d is
-- `diskW * d` wide; when `diskW` would be narrower than the rod (n > 15)
-- and was not given, the widths go evenly from `1.5 * w` up to
-- `baseW * 0.9` instead. Any field of `opts` overrides the default: a
-- finite number 0..10000. Other fields of `opts` are not looked at.
-- @tparam int n disks
-- @tparam[opt] table opts
-- @tparam[opt="svg"] string fname the public function, for messages
-- @tparam[opt=0] int depth frames between `fname` and this call
-- @treturn table the geometry, with `width(d)` giving the width of disk d
function M.geometry(n, opts, fname, depth)
  -- (fname and depth are for the modules that call it on behalf of theirs)
  fname = type(fname) == "string" and fname or "geometry"
  depth = (mtype(depth) == "integer" and depth >= 0 and depth or 0) + 1
  n = check.integer(n, 1, fname, "number of disks", 1, 64, depth)
  if opts ~= nil then check.type(opts, "table", 2, fname, "options", depth) end
  opts = opts or {}
  local g = { w = 10, dx = 190, baseW = 170, diskH = 10, r = 3 }
  for _, key in ipairs(GEOMETRY) do
    local v = opts[key]
    if v ~= nil then
      g[key] = check.number(v, 2, fname, format("field '%s'", key), 0, MAXLEN, depth)
    end
  end
  g.h = g.h or max(120, g.diskH * (n + 2))
  local unit = g.diskW or g.baseW * 0.9 / n
  if g.diskW or unit >= g.w or n == 1 then
    g.width = function(d) return unit * d end
  else
    local lo, hi = 1.5 * g.w, g.baseW * 0.9
    g.width = function(d) return lo + (hi - lo) * (d - 1) / (n - 1) end
  end
  g.x0 = g.baseW / 2                 -- centre of the first peg
  g.y0 = g.h + 2 * g.diskH           -- top of the bases
  return g
end

local SVG_OPTS = { "fill", "rod", "labels", "title" }
for _, key in ipairs(GEOMETRY) do SVG_OPTS[#SVG_OPTS + 1] = key end
SVG_OPTS = check.set(SVG_OPTS)

--- One position as a standalone SVG document: grey rods and bases,
-- disks as rounded boxes coloured by size (`hanoi.render.palette`), the
-- peg letters below. Every disk is a
-- `<rect class="disk" data-disk="d" data-peg="p">`.
-- @tparam hanoi.State s
-- @tparam[opt] table opts the geometry fields of `geometry`, and
--   `fill` (disk colour: a string, or a function of the disk number giving
--   one; default `palette.hex(d)`), `rod` (rod and base colour, "#555"),
--   `labels` (boolean, default true), `title` (a string)
-- @treturn string the SVG document
-- @raise `bad argument #2 to 'svg' (unknown option 'rods')` and the like
function M.svg(s, opts)
  if core.type(s) ~= "state" then
    argerror(1, "svg", "hanoi.State expected, got " .. type(s))
  end
  opts = check.options(opts, 2, "svg", SVG_OPTS)
  local n, k = s.n, s.k
  local g = M.geometry(n, opts, "svg")
  local fill = opts.fill or palette.hex
  if type(fill) ~= "function" then fill = M.text(fill, 2, "svg", "field 'fill'") end
  local rodfill = M.escape(M.text(opts.rod or "#555", 2, "svg", "field 'rod'"))
  local labels = opts.labels
  if labels ~= nil then check.type(labels, "boolean", 2, "svg", "field 'labels'") end
  local W = (k - 1) * g.dx + g.baseW
  local H = g.y0 + g.diskH / 2 + (labels == false and 2 or 24)
  local out = {
    '<?xml version="1.0" encoding="UTF-8"?>',
    format('<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" data-label="%s">',
      num(W), num(H), num(W), num(H), s:label()),
  }
  if opts.title ~= nil then
    out[#out + 1] = "<title>" .. M.escape(M.text(opts.title, 2, "svg", "field 'title'")) .. "</title>"
  end
  for p = 1, k do
    local x = g.x0 + (p - 1) * g.dx
    out[#out + 1] = rect("rod", x, g.y0 - g.h / 2, g.w, g.h, g.r, rodfill)
    out[#out + 1] = rect("base", x, g.y0 + g.diskH / 4 - 1, g.baseW, 0.5 * g.diskH, g.r, rodfill)
  end
  for p = 1, k do
    local x = g.x0 + (p - 1) * g.dx
    for level, d in ipairs(s:disks(p)) do
      local f = fill
      if type(f) == "function" then
        f = f(d)
        if type(f) ~= "string" then
          argerror(2, "svg", format("field 'fill' must return a string, got %s for disk %d",
            type(f), d))
        end
        M.text(f, 2, "svg", "field 'fill'")
      end
      out[#out + 1] = rect("disk", x, g.y0 - g.diskH * (level - 0.5) - 2,
        g.width(d), g.diskH, g.r, M.escape(f),
        format(' data-disk="%d" data-peg="%d" stroke="#fff" stroke-width="0.5"', d, p))
    end
  end
  if labels ~= false then
    for p = 1, k do
      out[#out + 1] = format(
        '<text class="label" x="%s" y="%s" text-anchor="middle" font-family="sans-serif" '
          .. 'font-size="14" fill="#333">%s</text>',
        num(g.x0 + (p - 1) * g.dx), num(g.y0 + g.diskH / 2 + 16), LETTERS:sub(p, p))
    end
  end
  out[#out + 1] = "</svg>"
  return concat(out, "\n") .. "\n"
end

-- ---------------------------------------------------------------------
-- the state graph

local GRAPH_MAX = 2187       -- positions (3^7)
local GRAPH_OPTS = check.set({ "width", "labels", "from", "to" })

-- the labels of all k^n positions, smallest disk first, in code order
local function positions(n, k)
  local list, total = {}, k ^ n
  for code = 0, total - 1 do
    local t, c = {}, code
    for d = 1, n do
      local p = c % k
      t[d] = LETTERS:sub(p + 1, p + 1)
      c = c // k
    end
    list[code + 1] = concat(t)
  end
  return list
end

-- the positions one legal move away from a label: {label, disk, from, to}
local function neighbours(label, k)
  local top = {}                       -- smallest disk on each peg
  for d = #label, 1, -1 do top[LETTERS:find(label:sub(d, d), 1, true)] = d end
  local list = {}
  for a = 1, k do
    local d = top[a]
    if d then
      for b = 1, k do
        if b ~= a and (top[b] == nil or top[b] > d) then
          list[#list + 1] = label:sub(1, d - 1) .. LETTERS:sub(b, b) .. label:sub(d + 1)
        end
      end
    end
  end
  return list
end

-- a shortest path of labels from a to b (breadth-first search)
local function shortest(a, b, k)
  local parent, queue, head = { [a] = false }, { a }, 1
  while head <= #queue do
    local u = queue[head]
    head = head + 1
    if u == b then break end
    for _, v in ipairs(neighbours(u, k)) do
      if parent[v] == nil then
        parent[v] = u
        queue[#queue + 1] = v
      end
    end
  end
  local path, u = {}, b
  while u do
    path[#path + 1] = u
    u = parent[u]
  end
  for i = 1, #path // 2 do path[i], path[#path + 1 - i] = path[#path + 1 - i], path[i] end
  return path
end

-- positions of the nodes, with edges of unit length: the polygon of the
-- largest disk's peg holds the smaller disks' polygon, shrunk; for 3 pegs
-- the two other corners swap (the Sierpinski triangle: AAA on top, BBB
-- bottom left, CCC bottom right)
local function layout(n, k, labels)
  local corner = {}
  for p = 1, k do
    local a = k == 3 and ({ -pi / 2, 5 * pi / 6, pi / 6 })[p]
              or -pi / 2 + 2 * pi * (p - 1) / k
    corner[p] = { cos(a), sin(a) }
  end
  -- a polygon of side s_d holds k polygons of side s_{d-1}, one edge apart
  local a = 2
  if k > 3 then
    local sum = 1
    for j = 1, k // 4 do sum = sum + cos(2 * pi * j / k) end
    a = 2 * sum
  end
  local side = { [0] = 0 }
  for d = 1, n do side[d] = a * side[d - 1] + 1 end
  local scale = side[n] / (2 * sin(pi / k))   -- circumradius of the whole
  local pos = {}
  for _, label in ipairs(labels) do
    local c = {}
    for p = 1, k do c[p] = { corner[p][1] * scale, corner[p][2] * scale } end
    for d = n, 1, -1 do
      local p = LETTERS:find(label:sub(d, d), 1, true)
      local f = side[d - 1] / side[d]
      local nc = {}
      for q = 1, k do
        local src = q
        if k == 3 and q ~= p then src = 6 - p - q end   -- the other corner
        nc[q] = { c[p][1] + f * (c[src][1] - c[p][1]), c[p][2] + f * (c[src][2] - c[p][2]) }
      end
      c = nc
    end
    pos[label] = c[1]       -- all corners are one point now
  end
  return pos
end

--- A drawing of the state graph: one node per position (k^n of them, at
-- most 2187), one edge per pair of positions a move apart, and a shortest
-- path from one tower to another highlighted. For 3 pegs the layout is the
-- Sierpinski triangle: AAA on top, BBB bottom left, CCC bottom
-- right; for more pegs the same recursion on a regular polygon. Nodes are
-- `<circle class="node" data-label="...">`, edges `<line class="edge">`
-- (class "edge path" on the highlighted path), both with the labels of
-- their ends in `data-from`/`data-to` for edges.
-- @tparam int n disks, with k^n at most 2187
-- @tparam[opt=3] int k pegs
-- @tparam[opt] table opts `width` (pixels, 100..10000, default 640),
--   `labels` (boolean: node labels; default when there are at most 81
--   nodes), `from`, `to` (labels of the ends of the highlighted path: all
--   on A, all on the last peg)
-- @treturn string the SVG document
function M.graph_svg(n, k, opts)
  n = check.int(n) or n
  if mtype(n) ~= "integer" or n < 1 or n > 64 then
    argerror(1, "graph_svg", "number of disks must be 1..64")
  end
  if k == nil then k = 3 end
  k = check.int(k) or k
  if mtype(k) ~= "integer" or k < 3 or k > 32 then
    argerror(2, "graph_svg", "number of pegs must be 3..32")
  end
  if k ^ n > GRAPH_MAX then
    argerror(1, "graph_svg", format("the graph would have %s positions, more than %d",
      k ^ n >= 2 ^ 53 and "too many" or format("%d", k ^ n), GRAPH_MAX))
  end
  opts = check.options(opts, 3, "graph_svg", GRAPH_OPTS)
  local width = opts.width
  if width ~= nil then check.number(width, 3, "graph_svg", "field 'width'", 100, MAXLEN) end
  if opts.labels ~= nil then check.type(opts.labels, "boolean", 3, "graph_svg", "field 'labels'") end
  local labels = positions(n, k)
  local from, to = opts.from, opts.to
  if from == nil then from = labels[1] end
  if to == nil then to = labels[#labels] end
  for i, v in ipairs({ from, to }) do
    local ok = type(v) == "string" and #v == n
    if ok then
      for d = 1, n do
        local p = LETTERS:find(v:sub(d, d), 1, true)
        if not p or p > k then ok = false end
      end
    end
    if not ok then
      argerror(3, "graph_svg", format("field '%s' must be a label of %d letters A..%s",
        i == 1 and "from" or "to", n, LETTERS:sub(k, k)))
    end
  end
  local pos = layout(n, k, labels)
  local x0, y0, x1, y1 = huge, huge, -huge, -huge
  for _, p in pairs(pos) do
    x0, y0, x1, y1 = min(x0, p[1]), min(y0, p[2]), max(x1, p[1]), max(y1, p[2])
  end
  width = width or 640
  local pad = 24
  local f = (width - 2 * pad) / max(x1 - x0, 1e-9)
  local height = (y1 - y0) * f + 2 * pad
  local function X(p) return (p[1] - x0) * f + pad end
  local function Y(p) return (p[2] - y0) * f + pad end
  local radius = min(f * 0.3, 10)
  local show = opts.labels
  if show == nil then show = #labels <= 81 end

  local path = shortest(from, to, k)
  local onpath = {}
  for i = 1, #path - 1 do
    onpath[path[i] .. ">" .. path[i + 1]] = true
    onpath[path[i + 1] .. ">" .. path[i]] = true
  end
  local out = {
    '<?xml version="1.0" encoding="UTF-8"?>',
    format('<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" '
      .. 'data-n="%d" data-k="%d" data-path="%d">',
      num(width), num(height), num(width), num(height), n, k, #path - 1),
    format("<title>positions of %d disks on %d pegs; a shortest path from %s to %s</title>",
      n, k, from, to),
  }
  local lines, hot = {}, {}
  for _, u in ipairs(labels) do
    for _, v in ipairs(neighbours(u, k)) do
      if u < v then
        local p = onpath[u .. ">" .. v]
        local line = format(
          '<line class="%s" data-from="%s" data-to="%s" x1="%s" y1="%s" x2="%s" y2="%s" '
            .. 'stroke="%s" stroke-width="%s"/>',
          p and "edge path" or "edge", u, v, num(X(pos[u])), num(Y(pos[u])),
          num(X(pos[v])), num(Y(pos[v])), p and "#d22" or "#999", p and 3 or 1)
        if p then hot[#hot + 1] = line else lines[#lines + 1] = line end
      end
    end
  end
  for _, l in ipairs(lines) do out[#out + 1] = l end
  for _, l in ipairs(hot) do out[#out + 1] = l end      -- the path on top
  local inpath = {}
  for _, u in ipairs(path) do inpath[u] = true end
  for _, u in ipairs(labels) do
    out[#out + 1] = format(
      '<circle class="node" data-label="%s" cx="%s" cy="%s" r="%s" fill="%s"/>',
      u, num(X(pos[u])), num(Y(pos[u])), num(radius), inpath[u] and "#d22" or "#069")
    if show then
      out[#out + 1] = format(
        '<text x="%s" y="%s" text-anchor="middle" font-family="monospace" font-size="%s" fill="#000">%s</text>',
        num(X(pos[u])), num(Y(pos[u]) - radius - 2), num(min(12, max(7, f * 0.35))), u)
    end
  end
  out[#out + 1] = "</svg>"
  return concat(out, "\n") .. "\n"
end

_ENV = nil -- no globals past this point

return M
