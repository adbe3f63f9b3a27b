-- hanoi.render.svg: positions and state graphs as SVG. Each document is
-- checked by xmllint (it must parse as XML) and read back: the disks'
-- boxes against the drawing's formulas written out here, the graph against
-- a brute-force enumeration of positions and moves written here.
local hanoi = require "hanoi"
local render = require "hanoi.render"

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

-- runs xmllint on a document; returns its output and whether it succeeded
local function xmllint(doc, args)
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write(doc)
  f:close()
  local p = assert(io.popen("xmllint " .. args .. " " .. path .. " 2>&1"))
  local out = p:read("a")
  local ok = p:close()
  os.remove(path)
  return out, ok
end

local function count(doc, xpath)
  local out, ok = xmllint(doc, '--xpath "count(' .. xpath .. ')"')
  assert(ok, out)
  return tonumber(out)
end

-- the elements of a class as tables of their attributes
local function elements(doc, tag, class)
  local list = {}
  for attrs in doc:gmatch("<" .. tag .. " ([^>]*)/>") do
    local t = {}
    for k, v in attrs:gmatch('([%w%-]+)="([^"]*)"') do t[k] = tonumber(v) or v end
    if class == nil or t.class == class then list[#list + 1] = t end
  end
  return list
end

local randlabel = require("support.model").random_label

local function close(a, b) return math.abs(a - b) < 0.01 end

describe("render.svg()", function()
  -- x0 = baseW / 2, pegs dx apart, base top y0 = h + 2 diskH,
  -- the disk at stack position pos (0 at the bottom) centred at
  -- y0 - diskH (pos + 0.5) - 2 and diskW * (d + 1) wide (d from 0)
  local function check(label, k, g)
    local n = #label
    local doc = render.svg(hanoi.state(label, k), g.opts)
    local out, ok = xmllint(doc, "--noout")
    assert.is_true(ok, out)
    assert.equal(n, count(doc, "//*[local-name()='rect'][@class='disk']"))
    assert.equal(k, count(doc, "//*[local-name()='rect'][@class='rod']"))
    assert.equal(k, count(doc, "//*[local-name()='text'][@class='label']"))
    local y0 = g.h + 2 * g.diskH
    for _, r in ipairs(elements(doc, "rect", "disk")) do
      local d = r["data-disk"]
      local cx, cy = r.x + r.width / 2, r.y + r.height / 2
      local peg = LETTERS:find(label:sub(d, d), 1, true)
      local pos = 0
      for e = d + 1, n do
        if label:sub(e, e) == label:sub(d, d) then pos = pos + 1 end
      end
      assert.is_true(close(g.baseW / 2 + (peg - 1) * g.dx, cx))
      assert.is_true(close(y0 - g.diskH * (pos + 0.5) - 2, cy))
      assert.is_true(close(g.width(d), r.width))
      assert.is_true(close(g.diskH, r.height))
      assert.equal(peg, r["data-peg"])
    end
    return doc
  end

  it("draws disks where the geometry puts them", function()
    for _ = 1, 20 do
      local n, k = math.random(1, 10), math.random(3, 6)
      check(randlabel(n, k), k, { h = 120, diskH = 10, dx = 190, baseW = 170,
        width = function(d) return 170 * 0.9 / n * d end })
    end
  end)

  it("takes geometry from its options", function()
    local opts = { h = 200, diskH = 8, dx = 100, baseW = 90, diskW = 7 }
    check("ABCDDCBA", 4, { opts = opts, h = 200, diskH = 8, dx = 100, baseW = 90,
      width = function(d) return 7 * d end })
  end)

  it("grows the rods and keeps small disks wider than the rod for many disks", function()
    local n = 20
    local doc = check(randlabel(n, 3), 3, { h = 10 * (n + 2), diskH = 10, dx = 190,
      baseW = 170, width = function(d) return 15 + (153 - 15) * (d - 1) / (n - 1) end })
    assert.truthy(doc:find('<svg xmlns="http://www.w3.org/2000/svg" width="550" height="269"', 1, true))
  end)

  it("colours disk d with the palette's colour d, unless told otherwise", function()
    local palette = require "hanoi.render.palette"
    local s = hanoi.state("ABCABCABCABCAB", 3)
    for _, r in ipairs(elements(render.svg(s), "rect", "disk")) do
      assert.equal(palette.disks[(r["data-disk"] - 1) % 12 + 1].hex, r.fill)
    end
    for _, r in ipairs(elements(render.svg(s, { fill = "red" }), "rect", "disk")) do
      assert.equal("red", r.fill)
    end
    local doc = render.svg(s, { fill = function(d) return ("#%02x0000"):format(d) end })
    for _, r in ipairs(elements(doc, "rect", "disk")) do
      assert.equal(("#%02x0000"):format(r["data-disk"]), r.fill)
    end
    -- neighbouring sizes never share a colour
    for d = 1, 30 do assert.are_not.equal(palette.hex(d), palette.hex(d + 1)) end
  end)

  it("escapes the title and checks its arguments", function()
    local doc = render.svg(hanoi.new(2), { title = "a < b & c" })
    assert.truthy(doc:find("<title>a &lt; b &amp; c</title>", 1, true))
    assert.has_error(function() render.svg({}) end,
      "bad argument #1 to 'svg' (hanoi.State expected, got table)")
    assert.has_error(function() render.svg(hanoi.new(2), { dx = -1 }) end,
      "bad argument #2 to 'svg' (field 'dx' must be 0..10000, got -1)")
    assert.has_error(function() render.svg(hanoi.new(2), 5) end,
      "bad argument #2 to 'svg' (options table expected, got number)")
  end)
end)

-- hostile text for every string option: markup, quotes, entities, a CDATA
-- end, a script end, comment openers, the line separators of JavaScript
local HOSTILE = {
  '" onload="alert(1)',
  "' onload='alert(1)",
  '"/><script>alert(1)</script><rect x="',
  "</title><script>alert(1)</script>",
  "]]><!-- &amp; &#x26; &unknown; <![CDATA[",
  "</svg>\n<svg onload=alert(1)>",
  "a\tb\r\nc \u{2028}\u{2029} \u{10FFFF} é",
}

describe("render.svg() and render.graph_svg() with hostile options", function()
  -- the value of an attribute (or of an element's text) read back by xmllint
  local function xpath(doc, expr)
    local out, ok = xmllint(doc, "--xpath '" .. expr .. "'")
    assert.is_true(ok, out)
    return out
  end
  local ALL_ATTRS = "//@*[starts-with(local-name(), 'on')]"

  it("escapes every string option: well-formed, no attribute or element added", function()
    local s = hanoi.state("BAC")
    for _, text in ipairs(HOSTILE) do
      for _, opts in ipairs({ { rod = text }, { fill = text }, { title = text },
                              { fill = function() return text end } }) do
        local doc = render.svg(s, opts)
        local out, ok = xmllint(doc, "--noout")
        assert.is_true(ok, out)
        assert.equal(0, count(doc, ALL_ATTRS))
        assert.equal(0, count(doc, "//*[local-name()='script']"))
        assert.equal(1, count(doc, "//*[local-name()='svg']"))
        assert.equal(3, count(doc, "//*[local-name()='rect'][@class='disk']"))
        assert.equal(opts.title and 1 or 0, count(doc, "//*[local-name()='title']"))
        -- and the text comes back as it was given (xmllint turns \r\n into \n
        -- in attributes as XML's normalisation does; compare without them)
        local back
        if opts.rod then
          back = xpath(doc, "string(//*[local-name()=\"rect\"][@class=\"rod\"][1]/@fill)")
        elseif opts.title then
          back = xpath(doc, "string(//*[local-name()=\"title\"])")
        else
          back = xpath(doc, "string(//*[local-name()=\"rect\"][@class=\"disk\"][1]/@fill)")
        end
        local function plain(x) return (x:gsub("[\t\r\n ]+", " "):gsub(" $", "")) end
        assert.equal(plain(text), plain(back))
      end
    end
  end)

  it("refuses text XML cannot hold: invalid UTF-8, control characters", function()
    local s = hanoi.new(2)
    for _, bad in ipairs({ "\0", "a\1b", "\27[31m", "\xff", "\xc3", "\xed\xa0\x80", "\u{FFFE}" }) do
      for _, key in ipairs({ "rod", "fill", "title" }) do
        assert.has_error(function() render.svg(s, { [key] = bad }) end,
          ("bad argument #2 to 'svg' (field '%s' must be UTF-8 text without control characters)")
            :format(key))
      end
    end
    for _, key in ipairs({ "rod", "fill", "title" }) do
      assert.has_error(function() render.svg(s, { [key] = 12 }) end,
        ("bad argument #2 to 'svg' (field '%s' must be a string, got number)"):format(key))
    end
    assert.has_error(function() render.svg(hanoi.new(1), { fill = function() return nil end }) end,
      "bad argument #2 to 'svg' (field 'fill' must return a string, got nil for disk 1)")
    assert.has_error(function() render.svg(s, { fill = function() return "\1" end }) end,
      "bad argument #2 to 'svg' (field 'fill' must be UTF-8 text without control characters)")
  end)

  it("refuses numbers that are not finite or out of range", function()
    local s = hanoi.new(2)
    for _, key in ipairs({ "w", "dx", "baseW", "diskH", "h", "diskW", "r" }) do
      for _, v in ipairs({ 0 / 0, math.huge, -math.huge }) do
        assert.has_error(function() render.svg(s, { [key] = v }) end,
          ("bad argument #2 to 'svg' (field '%s' must be a finite number)"):format(key))
      end
      assert.has_error(function() render.svg(s, { [key] = -0.5 }) end,
        ("bad argument #2 to 'svg' (field '%s' must be 0..10000, got -0.5)"):format(key))
      assert.has_error(function() render.svg(s, { [key] = 1e300 }) end,
        ("bad argument #2 to 'svg' (field '%s' must be 0..10000, got 1e+300)"):format(key))
      assert.has_error(function() render.svg(s, { [key] = "5" }) end,
        ("bad argument #2 to 'svg' (field '%s' must be a number, got string)"):format(key))
      -- the ends of the range are accepted
      for _, v in ipairs({ 0, 10000 }) do
        local out, ok = xmllint(render.svg(s, { [key] = v }), "--noout")
        assert.is_true(ok, out)
      end
    end
    assert.has_error(function() render.svg(s, { labels = "no" }) end,
      "bad argument #2 to 'svg' (field 'labels' must be a boolean, got string)")
    for _, v in ipairs({ 0 / 0, math.huge, -math.huge }) do
      assert.has_error(function() render.graph_svg(2, 3, { width = v }) end,
        "bad argument #3 to 'graph_svg' (field 'width' must be a finite number)")
    end
    assert.has_error(function() render.graph_svg(2, 3, { width = 99 }) end,
      "bad argument #3 to 'graph_svg' (field 'width' must be 100..10000, got 99)")
    assert.has_error(function() render.graph_svg(2, 3, { labels = 1 }) end,
      "bad argument #3 to 'graph_svg' (field 'labels' must be a boolean, got number)")
  end)

  it("refuses hostile labels and unknown options", function()
    for _, text in ipairs(HOSTILE) do
      assert.has_error(function() render.graph_svg(2, 3, { from = text }) end,
        "bad argument #3 to 'graph_svg' (field 'from' must be a label of 2 letters A..C)")
    end
    assert.has_error(function() render.svg(hanoi.new(2), { rods = "#000" }) end,
      "bad argument #2 to 'svg' (unknown option 'rods')")
    assert.has_error(function() render.graph_svg(2, 3, { widht = 300 }) end,
      "bad argument #3 to 'graph_svg' (unknown option 'widht')")
    assert.has_error(function() render.svg(hanoi.new(2), { [1] = true }) end,
      "bad argument #2 to 'svg' (option names must be strings, got number)")
  end)
end)

describe("render.graph_svg()", function()
  -- all positions as arrays of pegs, and legal moves between them
  local function label_of(t)
    local s = {}
    for d = 1, #t do s[d] = LETTERS:sub(t[d], t[d]) end
    return table.concat(s)
  end
  local function enumerate(n, k)
    local all, t = {}, {}
    local function rec(d)
      if d > n then all[#all + 1] = label_of(t); return end
      for p = 1, k do t[d] = p; rec(d + 1) end
    end
    rec(1)
    return all
  end
  -- one legal move between labels a and b?
  local function adjacent(a, b)
    local diff
    for d = 1, #a do
      if a:sub(d, d) ~= b:sub(d, d) then
        if diff then return false end
        diff = d
      end
    end
    if not diff then return false end
    for e = 1, diff - 1 do   -- no smaller disk on either peg
      local c = a:sub(e, e)
      if c == a:sub(diff, diff) or c == b:sub(diff, diff) then return false end
    end
    return true
  end

  local function check(n, k, pathlen)
    local doc = render.graph_svg(n, k)
    local out, ok = xmllint(doc, "--noout")
    assert.is_true(ok, out)
    local all = enumerate(n, k)
    local nodes = {}
    for _, c in ipairs(elements(doc, "circle", "node")) do nodes[c["data-label"]] = c end
    assert.equal(#all, count(doc, "//*[local-name()='circle']"))
    for _, l in ipairs(all) do assert.is_not_nil(nodes[l]) end
    local edges = 0
    for i = 1, #all do
      for j = i + 1, #all do
        if adjacent(all[i], all[j]) then edges = edges + 1 end
      end
    end
    assert.equal(edges, count(doc, "//*[local-name()='line']"))
    -- every line joins the circles of its two ends, one move apart
    local path = {}
    for _, e in ipairs(elements(doc, "line")) do
      local a, b = nodes[e["data-from"]], nodes[e["data-to"]]
      assert.is_true(adjacent(e["data-from"], e["data-to"]))
      assert.is_true(close(a.cx, e.x1) and close(a.cy, e.y1))
      assert.is_true(close(b.cx, e.x2) and close(b.cy, e.y2))
      if e.class == "edge path" then path[#path + 1] = e end
    end
    assert.equal(pathlen, #path)
    -- the highlighted edges chain from all-on-A to all-on-the-last-peg
    local degree = {}
    for _, e in ipairs(path) do
      for _, l in ipairs({ e["data-from"], e["data-to"] }) do degree[l] = (degree[l] or 0) + 1 end
    end
    local ends = {}
    for l, dg in pairs(degree) do
      if dg == 1 then ends[#ends + 1] = l else assert.equal(2, dg) end
    end
    table.sort(ends)
    assert.same({ string.rep("A", n), string.rep(LETTERS:sub(k, k), n) }, ends)
    return doc, nodes
  end

  it("draws the 3-peg graph as a Sierpinski triangle with the 2^n - 1 path", function()
    for n = 1, 4 do
      local _, nodes = check(n, 3, 2 ^ n - 1)
      local A, B, C = nodes[("A"):rep(n)], nodes[("B"):rep(n)], nodes[("C"):rep(n)]
      for _, c in pairs(nodes) do
        assert.is_true(A.cy <= c.cy and B.cx <= c.cx and C.cx >= c.cx)
      end
      assert.is_true(close(B.cy, C.cy) and close(A.cx, (B.cx + C.cx) / 2))
    end
  end)

  it("draws graphs on more pegs with a shortest path", function()
    check(2, 4, 3)
    check(3, 4, 5)
    check(2, 5, 3)
  end)

  it("refuses graphs too large to draw and checks its arguments", function()
    assert.has_error(function() render.graph_svg(8) end,
      "bad argument #1 to 'graph_svg' (the graph would have 6561 positions, more than 2187)")
    assert.has_error(function() render.graph_svg(0) end,
      "bad argument #1 to 'graph_svg' (number of disks must be 1..64)")
    assert.has_error(function() render.graph_svg(2, 2) end,
      "bad argument #2 to 'graph_svg' (number of pegs must be 3..32)")
    assert.has_error(function() render.graph_svg(2, 3, { from = "AD" }) end,
      "bad argument #3 to 'graph_svg' (field 'from' must be a label of 2 letters A..C)")
  end)

  it("highlights a path between given positions", function()
    local doc = render.graph_svg(3, 3, { from = "BCA", to = "BCA" })
    assert.equal(0, count(doc, "//*[local-name()='line'][@class='edge path']"))
    doc = render.graph_svg(3, 3, { from = "AAA", to = "CCA" })
    assert.equal(3, count(doc, "//*[local-name()='line'][@class='edge path']"))
  end)
end)
