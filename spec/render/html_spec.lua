-- hanoi.render.html without a browser: what the pages embed, and errors.
-- (test/browser/html_browser.lua and test/browser/play_browser.lua run the pages in Chromium.)
local hanoi = require "hanoi"
local render = require "hanoi.render"
local pics = require "support.pictures"

local palette = require "hanoi.render.palette"
local model = require "support.model"

local ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

-- a small JSON reader for the data a page embeds (var D = {...};). It
-- reads the globals it needs as locals and checks its input with Lua's
-- own error: in a spec file a global (luassert's `assert` among them) is
-- looked up through busted's contexts on every use, here at every
-- character of a page's data.
local error, table, tonumber, utf8, math = error, table, tonumber, utf8, math
local function decode(s)
  local i = 1
  local function ws() i = s:find("[^ \t\r\n]", i) or #s + 1 end
  local value
  local function str()
    local out = {}
    i = i + 1
    while true do
      local c = s:sub(i, i)
      if c == '"' then i = i + 1; return table.concat(out) end
      if c == "\\" then
        local e = s:sub(i + 1, i + 1)
        if e == "u" then
          local cp = tonumber(s:sub(i + 2, i + 5), 16)
          if cp >= 0xD800 and cp <= 0xDBFF then        -- a surrogate pair
            local lo = tonumber(s:sub(i + 8, i + 11), 16)
            cp = 0x10000 + (cp - 0xD800) * 0x400 + (lo - 0xDC00)
            i = i + 6
          end
          out[#out + 1] = utf8.char(cp)
          i = i + 6
        else
          out[#out + 1] = ({ n = "\n", t = "\t", r = "\r", b = "\b", f = "\f" })[e] or e
          i = i + 2
        end
      else
        if c == "" then error("unterminated string") end
        out[#out + 1] = c
        i = i + 1
      end
    end
  end
  function value()
    ws()
    local c = s:sub(i, i)
    if c == "{" then
      local t = {}
      i = i + 1; ws()
      if s:sub(i, i) == "}" then i = i + 1; return t end
      while true do
        ws()
        local key = str()
        ws(); if s:sub(i, i) ~= ":" then error("no ':' at " .. i) end; i = i + 1
        t[key] = value()
        ws()
        c = s:sub(i, i); i = i + 1
        if c == "}" then return t end
        if c ~= "," then error("bad object at " .. i) end
      end
    elseif c == "[" then
      local t = {}
      i = i + 1; ws()
      if s:sub(i, i) == "]" then i = i + 1; return t end
      while true do
        t[#t + 1] = value()
        ws()
        c = s:sub(i, i); i = i + 1
        if c == "]" then return t end
        if c ~= "," then error("bad array at " .. i) end
      end
    elseif c == '"' then
      return str()
    elseif s:find("^true", i) then i = i + 4; return true
    elseif s:find("^false", i) then i = i + 5; return false
    end
    local num = s:match("^-?%d+%.?%d*[eE]?[-+]?%d*", i)
    if not num or #num == 0 then error("bad value at " .. i) end
    i = i + #num
    return math.tointeger(tonumber(num)) or tonumber(num)
  end
  local v = value()
  ws()
  if i ~= #s + 1 then error("trailing text") end
  return v
end

-- the data a page's script reads
local function data(page)
  return decode(page:match("\n  var D = (.-);\n"))
end

-- the moves embedded in a page, as {from, to}
local function embedded(page)
  local code = page:match('"moves":"([^"]*)"')
  local list = {}
  for c in code:gmatch(".") do
    local v = ALPHA:find(c, 1, true) - 1
    list[#list + 1] = { v // 8 + 1, v % 8 + 1 }
  end
  return list
end

describe("render.html()", function()
  it("embeds the solution, one character a move", function()
    for n = 1, 6 do
      local got, want = embedded(render.html({ n = n })), {}
      for i, m in ipairs(pics.solution(n, 1, 3, 2)) do want[i] = { m[2], m[3] } end
      assert.same(want, got)
    end
    local page = render.html({ n = 16 })
    assert.equal(65535, #page:match('"moves":"([^"]*)"'))
    -- the counter's text, cut where the move number goes, names the optimum
    local en = require("hanoi.lang").new("en")
    local counter = data(page).words.en.counter
    assert.equal(en:t("watch.counter", { index = 7, total = 2 ^ 16 - 1 }) .. "  "
      .. en:t("watch.optimal", { optimal = 2 ^ 16 - 1 }), table.concat(counter, "7"))
  end)

  it("embeds any legal list of moves from a start position", function()
    local page = render.html({ { 1, 2, 3 }, { 2, 1, 2 } }, { start = hanoi.state("BAC") })
    assert.same({ { 2, 3 }, { 1, 2 } }, embedded(page))
    assert.truthy(page:find('"start":[1,0,2],"startTower":-1,', 1, true))
    -- no tower at the start: no optimum named
    local counter = data(page).words.en.counter
    assert.equal(require("hanoi.lang").new("en"):t("watch.counter", { index = 1, total = 2 }),
      table.concat(counter, "1"))
  end)

  it("refuses a counter whose words depend on the move number, which the page writes", function()
    -- (the page fills in only the number: a plural form chosen by it could not follow)
    local de = require("hanoi.lang").catalogue("de")
    local was = de["watch.counter"]
    de["watch.counter"] = "{index:one=Zug;other=Züge} {index} / {total}"
    local ok, err = pcall(render.html, { n = 3 })
    de["watch.counter"] = was
    assert.is_false(ok)
    assert.equal("hanoi.render.html: the text 'watch.counter' in de chooses a form by {index}, "
      .. "which the page writes itself", err)
    assert.truthy(render.html({ n = 3 }))
  end)

  it("refuses bad input", function()
    assert.has_error(function() render.html({ n = 17 }) end,
      "bad argument #1 to 'html' (field 'n' must be an integer 1..16)")
    assert.has_error(function() render.html({ n = 3, k = 9 }) end,
      "bad argument #1 to 'html' (field 'k' must be an integer 3..8)")
    assert.has_error(function() render.html({ { 1, 1, 2 } }) end,
      "bad argument #2 to 'html' (field 'start' (a hanoi.State) is needed with a list of moves)")
    assert.has_error(function() render.html(5) end,
      "bad argument #1 to 'html' (table, function or hanoi.State expected, got number)")
    assert.has_error(function() render.html({ n = 3 }, { speed = -1 }) end,
      "bad argument #2 to 'html' (field 'speed' must be 0.5..5000, got -1)")
    assert.has_error(function()
      render.html({ { 1, 1, 2 }, { 2, 1, 2 } }, { start = hanoi.new(3) })
    end, "bad move 2 (disk 2 from 1 to 2): cannot put disk 2 on disk 1")
    assert.has_error(function() render.html({}, { start = hanoi.new(17) }) end,
      "bad argument #2 to 'html' (at most 16 disks)")
  end)

  it("colours disk d with the palette's colour d", function()
    for _, page in ipairs({ render.html({ n = 14 }), render.html(hanoi.new(5, 4)) }) do
      local d = data(page)
      assert.equal(#palette.disks, #d.colors)
      for i = 1, 14 do assert.equal(palette.hex(i), d.colors[(i - 1) % #d.colors + 1]) end
    end
  end)

  it("is put together from its templates, each one installed by the rockspec", function()
    local html = require "hanoi.render.html"
    local env = {}
    assert(loadfile("hanoi-scm-1.rockspec", "t", env))()
    local installed = {}
    for name, file in pairs(env.build.install.lua) do
      -- (the documents the REPL names are installed beside them: hanoi.doc.*;
      -- the catalogues' PO files beside hanoi.lang.po: hanoi.lang.po.*)
      if name:match("^hanoi%.lang%.po%.") then
        assert.equal("lua/hanoi/lang/po/" .. name:match("([^.]+)_po$") .. ".po", file)
      elseif not name:match("^hanoi%.doc%.") then
        installed[file] = true
        local base = file:match("([^/]+)$")
        assert.equal("hanoi.web.page." .. base:gsub("%.", "_"), name)
      else
        assert.equal("docs/" .. name:match("[^.]+$") .. ".md", file)
      end
    end
    local p = io.popen("ls lua/hanoi/web/page")
    local count = 0
    for file in p:lines() do
      count = count + 1
      assert.is_true(installed["lua/hanoi/web/page/" .. file], file)
      local f = assert(io.open("lua/hanoi/web/page/" .. file))
      assert.equal(f:read("a"), html.template(file))
      f:close()
    end
    p:close()
    assert.equal(count, #(function() local t = {} for k in pairs(installed) do t[#t + 1] = k end return t end)())
    local page = render.html(hanoi.new(3))
    for _, file in ipairs({ "base.css", "play.css", "play.html" }) do
      assert.truthy(page:find(html.template(file), 1, true), file)
    end
    -- the scripts without their comment lines and indentation, in order
    local at = 1
    for _, file in ipairs({ "base.js", "play.js" }) do
      for line in html.template(file):gmatch("[^\n]+") do
        local code = line:match("^%s*(.-)$")
        if code ~= "" and not code:find("^//") then
          local a, b = page:find("\n" .. code .. "\n", at, true)
          assert.truthy(a, code)
          at = b
        end
      end
    end
    assert.error_matches(function() html.template("missing.js") end,
      "hanoi.render.html: cannot read the page template 'missing.js' (", 1, true)
  end)
end)

-- hostile text: markup, a script end in every case, comment openers, the
-- line separators JavaScript once took for line ends, quotes, backslashes
local HOSTILE = {
  "</script><script>document.body.setAttribute('data-pwned', '1')</script>",
  "</SCRIPT ><!--<script>",
  '" onload="alert(1)',
  "\\\"\\u003c/script> \u{2028}\u{2029} & &amp; <b>é</b>",
}

describe("render.html() options", function()
  local function pages(opts)
    local list = {}
    for _, play in ipairs({ false, true }) do
      local o = {}
      for key, v in pairs(opts) do o[key] = v end
      list[#list + 1] = play and render.html(hanoi.state("BCA"), o) or render.html({ n = 3 }, o)
    end
    return list
  end

  it("escapes the title in the markup and keeps the script whole", function()
    local function unescape(x)
      return (x:gsub("&(#?%w+);", { lt = "<", gt = ">", quot = '"', amp = "&", ["#39"] = "'" }))
    end
    for _, title in ipairs(HOSTILE) do
      for _, page in ipairs(pages({ title = title })) do
        local _, scripts = page:gsub("<[sS][cC][rR][iI][pP][tT]", "")
        local _, ends = page:gsub("</[sS][cC][rR][iI][pP][tT]", "")
        -- the page to play carries the engine too, as text for its Worker
        local want = page:find('<script type="text/x-hanoi-engine" id="engine">', 1, true) and 2 or 1
        assert.equal(want, scripts)
        assert.equal(want, ends)
        assert.is_nil(page:find("<!--", 1, true))
        assert.equal(title, unescape(page:match("<title>(.-)</title>")))
        assert.equal(title, unescape(page:match("<h1>(.-)</h1>")))
        -- the script's data is plain JSON with no markup in it
        local json = page:match("\n  var D = (.-);\n")
        assert.is_nil(json:find("[<>&]"))
        assert.equal("table", type(decode(json)))
      end
    end
  end)

  it("writes strings into the script's data so that no text can end the script", function()
    local html = require "hanoi.render.html"
    for _, text in ipairs(HOSTILE) do
      local json = html.json({ text = text, list = { text, 1, 2.5, true } })
      assert.is_nil(json:find("[<>&\n]"))
      assert.is_nil(json:find("\u{2028}", 1, true))
      assert.is_nil(json:find("\u{2029}", 1, true))
      local back = decode(json)
      assert.equal(text, back.text)
      assert.same({ text, 1, 2.5, true }, back.list)
    end
    assert.error_matches(function() html.json({ x = 0 / 0 }) end, "non-finite", 1, true)
    assert.error_matches(function() html.json({ x = math.huge }) end, "non-finite", 1, true)
  end)

  it("refuses text a page cannot hold", function()
    for _, bad in ipairs({ "\0", "a\1b", "\xff", "\u{FFFF}" }) do
      assert.has_error(function() render.html({ n = 3 }, { title = bad }) end,
        "bad argument #2 to 'html' (field 'title' must be UTF-8 text without control characters)")
      assert.has_error(function() render.html(hanoi.new(3), { title = bad }) end,
        "bad argument #2 to 'html' (field 'title' must be UTF-8 text without control characters)")
    end
    assert.has_error(function() render.html({ n = 3 }, { title = 5 }) end,
      "bad argument #2 to 'html' (field 'title' must be a string, got number)")
  end)

  it("refuses numbers that are not finite or out of range, on both pages", function()
    local starts = { { n = 3 }, hanoi.new(3) }
    for _, start in ipairs(starts) do
      for _, v in ipairs({ 0 / 0, math.huge, -math.huge }) do
        assert.has_error(function() render.html(start, { speed = v }) end,
          "bad argument #2 to 'html' (field 'speed' must be a finite number)")
        for _, key in ipairs({ "w", "dx", "baseW", "diskH", "h", "diskW", "r" }) do
          assert.has_error(function() render.html(start, { [key] = v }) end,
            ("bad argument #2 to 'html' (field '%s' must be a finite number)"):format(key))
        end
      end
      for _, v in ipairs({ 0, 0.49, 5000.5, -1 }) do
        assert.has_error(function() render.html(start, { speed = v }) end,
          ("bad argument #2 to 'html' (field 'speed' must be 0.5..5000, got %s)"):format(v))
      end
      assert.has_error(function() render.html(start, { speed = "2" }) end,
        "bad argument #2 to 'html' (field 'speed' must be a number, got string)")
      assert.has_error(function() render.html(start, { dx = 10001 }) end,
        "bad argument #2 to 'html' (field 'dx' must be 0..10000, got 10001)")
      -- the ends of the ranges are accepted and written as they are
      assert.equal(0.5, data(render.html(start, { speed = 0.5 })).speed)
      assert.equal(5000, data(render.html(start, { speed = 5000, dx = 10000 })).speed)
    end
    for _, v in ipairs({ 0, 4, -1 }) do
      assert.has_error(function() render.html(hanoi.new(3), { to = v }) end,
        ("bad argument #2 to 'html' (field 'to' must be 1..3, got %d)"):format(v))
    end
    assert.has_error(function() render.html(hanoi.new(3), { to = 1.5 }) end,
      "bad argument #2 to 'html' (field 'to' must be an integer, got a number with no integer value)")
    assert.has_error(function() render.html(hanoi.new(3), { to = "C" }) end,
      "bad argument #2 to 'html' (field 'to' must be an integer, got string)")
  end)

  it("refuses unknown options and options of the other page", function()
    assert.has_error(function() render.html({ n = 3 }, { sped = 3 }) end,
      "bad argument #2 to 'html' (unknown option 'sped')")
    assert.has_error(function() render.html(hanoi.new(3), { plya = true }) end,
      "bad argument #2 to 'html' (unknown option 'plya')")
    assert.has_error(function() render.html({ n = 3, mehtod = "binary" }) end,
      "bad argument #1 to 'html' (unknown option 'mehtod')")
    assert.has_error(function() render.html({ n = 3 }, 7) end,
      "bad argument #2 to 'html' (options table expected, got number)")
    assert.has_error(function() render.html({ n = 3 }, { to = 2 }) end,
      "bad argument #2 to 'html' (field 'to' is for a page to play (a hanoi.State))")
    assert.has_error(function() render.html(hanoi.new(3), { start = hanoi.new(3) }) end,
      "bad argument #2 to 'html' (field 'start' is for a list of moves, not a position to play)")
    assert.has_error(function() render.html({ n = 3 }, { play = true }) end,
      "bad argument #1 to 'html' (hanoi.State expected with play = true, got table)")
    assert.has_error(function() render.html(hanoi.new(3), { play = false }) end,
      "bad argument #2 to 'html' (field 'play' cannot be false with a hanoi.State (a position is played))")
    assert.has_error(function() render.html(hanoi.new(3), { play = 1 }) end,
      "bad argument #2 to 'html' (field 'play' must be a boolean, got number)")
  end)
end)

describe("render.html(state) to play", function()

  it("embeds the start and the goal; the page plays 1..64 disks on 3..k pegs, k at least 8", function()
    for _ = 1, 50 do
      local n = math.random(1, 64)
      local label, goal = model.random_label(n, 3), math.random(3)
      local d = data(render.html(hanoi.state(label), { play = true, to = goal }))
      assert.equal(n, d.n)
      assert.equal(3, d.k)
      assert.equal(64, d.N)
      assert.equal(8, d.K)
      assert.equal(goal - 1, d.goal)
      for i = 1, n do assert.equal(LETTERS:find(label:sub(i, i), 1, true) - 1, d.start[i]) end
      assert.is_nil(d.tables)                    -- the rules are the engine's: no table
      assert.equal(require("hanoi.pegs").LETTERS, d.letters)   -- the peg names of the library
    end
    -- the goal is the last peg unless told
    assert.equal(2, data(render.html(hanoi.new(3))).goal)
    assert.equal(2, data(render.html(hanoi.new(4), { play = true })).speed)
    assert.equal(8, data(render.html(hanoi.new(3, 5))).K)
    assert.equal(12, data(render.html(hanoi.new(3, 12))).K)
  end)
end)
