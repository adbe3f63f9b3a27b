-- The lesson's page (hanoi lesson) in headless Chromium (make browser-test,
-- a phase of make test; tools/browser/drive.js drives it with
-- playwright-core), by clicks, keys and typing only. The learner's
-- functions are checked against `hanoi grade --csv` of the same files; the
-- boards against solutions and distances computed here.
local browse = require("support.browser").run

local LEARNERS = "spec/teach/learners"

local function lesson_page(args)
  local p = assert(io.popen("bin/hanoi lesson " .. (args or "--lang en")))
  local page = p:read("a")
  assert.is_true(p:close())
  return page
end

local function read_file(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end

-- what `hanoi grade --csv` says of each file: {ok, n, slip} by file
local function graded(files)
  local p = assert(io.popen("bin/hanoi grade --csv " .. table.concat(files, " ") .. " 2>/dev/null"))
  local rows = {}
  for line in p:lines() do
    local file, ok, n, slip = line:match("^([^,]*),([^,]*),([^,]*),([^,]*),")
    if file ~= "file" then rows[file] = ok .. "," .. n .. "," .. slip end
  end
  p:close()
  return rows
end

-- a text of the kit without its terminal pictures of the board (the lines
-- of rods and disks, the floor, the peg letters), as the page shows it
-- beside the board it draws
local function noart(text)
  local out = {}
  for l in text:gmatch("([^\n]*)\n?") do
    local art = l:find("%S") and (l:match("^[|= ]+$") or l:match("^%s*%-%-%-+%s*$")
      or (l:match("^[%u ]+$") and l:find("%u +%u") and not l:find("%u%u")))
    if not art then out[#out + 1] = l end
  end
  while out[#out] == "" do out[#out] = nil end
  return table.concat(out, "\n") .. "\n"
end

local READY = { waitFor = "document.body.getAttribute('data-engine') === 'ready'" }
local REPORT = "['ok','n','slip'].map(function (a) { return "
  .. "document.getElementById('report').getAttribute('data-' + a); }).join(',')"
local function status(board)
  return { eval = "document.querySelector('[data-board=" .. board .. "] .status').textContent" }
end
local function label(board)
  -- the board's position, read from its drawing: each disk's peg by its x
  return { eval = "(function () { var s = document.querySelector('[data-board=" .. board
    .. "] svg'); var k = s.querySelectorAll('.rod').length; var l = []; "
    .. "s.querySelectorAll('rect.disk').forEach(function (r) { var x = +r.getAttribute('x') + "
    .. "+r.getAttribute('width') / 2; l[+r.getAttribute('data-disk') - 1] = "
    .. "'ABCDEFGH'.charAt(Math.round((x - 70) / 120)); }); return l.join(''); })()" }
end
local function peg(board, p)
  return { click = "[data-board=" .. board .. "] button[data-peg='" .. p .. "']" }
end

-- the moves of n disks from a to c, by the recursion written here
local function solution(n, a, c, b, out)
  out = out or {}
  if n == 0 then return out end
  solution(n - 1, a, b, c, out)
  out[#out + 1] = { a, c }
  solution(n - 1, b, c, a, out)
  return out
end

-- breadth-first distances to the tower of n disks on peg k of k pegs
local function distances(n, k)
  local goal = string.rep(string.char(64 + k), n)
  local dist, queue, head = { [goal] = 0 }, { goal }, 1
  while queue[head] do
    local s = queue[head]
    head = head + 1
    for f = 1, k do
      for t = 1, k do
        local top_f, top_t
        for d = 1, n do
          local p = s:byte(d) - 64
          if p == f and not top_f then top_f = d end
          if p == t and not top_t then top_t = d end
        end
        if f ~= t and top_f and (not top_t or top_t > top_f) then
          local u = s:sub(1, top_f - 1) .. string.char(64 + t) .. s:sub(top_f + 1)
          if not dist[u] then
            dist[u] = dist[s] + 1
            queue[#queue + 1] = u
          end
        end
      end
    end
  end
  return dist
end

describe("hanoi lesson in Chromium", function()
  local page = lesson_page()

  it("plays its boards: the puzzle to solved, four pegs by hints, the stepper, a quiz", function()
    local steps = { READY }
    for _, m in ipairs(solution(3, 1, 3, 2)) do
      steps[#steps + 1] = peg("puzzle", m[1])
      steps[#steps + 1] = peg("puzzle", m[2])
    end
    steps[#steps + 1] = status("puzzle")
    steps[#steps + 1] = label("puzzle")
    -- an illegal move: disk 2 onto disk 1, by the keyboard
    steps[#steps + 1] = { click = "[data-board=puzzle] button:nth-of-type(4)" }
    -- from "Start again" back to the board (Peg C, B, A, the board)
    for _ = 1, 4 do steps[#steps + 1] = { key = "Shift+Tab" } end
    for _, key in ipairs({ "1", "3", "a", "c" }) do steps[#steps + 1] = { key = key } end
    steps[#steps + 1] = status("puzzle")
    steps[#steps + 1] = label("puzzle")
    -- the stepper: six steps on, two back
    local STEPS = { "#next", "#next", "#next", "#next", "#next", "#next", "#back", "#back" }
    for _, b in ipairs(STEPS) do
      steps[#steps + 1] = { click = b }
      steps[#steps + 1] = { eval = "(document.querySelector('#code .here') || {}).textContent"
        .. " + '|' + document.getElementById('steptext').textContent" }
    end
    -- the quiz starts at AAA: a wrong answer, then the right one
    steps[#steps + 1] = label("quiz")
    for _, p in ipairs({ 1, 2, 1, 3 }) do steps[#steps + 1] = peg("quiz", p) end
    steps[#steps + 1] = status("quiz")
    steps[#steps + 1] = { eval = "document.getElementById('quizscore').textContent" }
    local _, errors, requests, evals = browse("lesson-boards", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    assert.equal("move 7: A to C. Solved in 7 moves.", evals[1])
    assert.equal("CCC", evals[2])
    assert.equal("cannot put disk 2 on disk 1", evals[3])
    assert.equal("CAA", evals[4])
    -- the kit's own stepper, here: each step's text, and the line of the
    -- code marked is the one of the running frame's mark
    local texts = require "hanoi.teach.texts"
    local kit, step = {}, 0
    local s = require("hanoi.teach").stepper(3, { out = function() end })
    for i = 1, 6 do
      local out = {}
      s.write = function(t) out[#out + 1] = t end
      s()
      kit[i] = table.concat(out)
    end
    for i, b in ipairs(STEPS) do
      step = step + (b == "#next" and 1 or -1)
      local line, text = evals[4 + i]:match("^(.-)|(.*)$")
      -- (the driver writes each step's text on one line)
      assert.equal((noart(kit[step]):gsub("[\t\n]", " ")), text)
      local mark = kit[step]:match("%((%d)%)[^\n]*<%- running")
      assert.truthy(mark)
      local want
      for l in texts.CODE3:gmatch("[^\n]+") do
        if l:find("(" .. mark .. ")", 1, true) then want = l end
      end
      assert.equal(want, line)
    end
    assert.equal("AAA", evals[13])
    assert.equal("Right. Disk 1 from A to C.", evals[14])
    assert.equal("1 of 2 right.", evals[15])
  end)

  it("four pegs: each hint, played, takes the position one move nearer the tower on D", function()
    local dist = distances(4, 4)
    local moves = { { 1, 2 }, { 1, 3 }, { 2, 3 }, { 1, 2 }, { 1, 4 } }
    local played = 0
    repeat
      local steps = { READY }
      for _, m in ipairs(moves) do
        steps[#steps + 1] = peg("four", m[1])
        steps[#steps + 1] = peg("four", m[2])
      end
      steps[#steps + 1] = label("four")
      steps[#steps + 1] = { click = "[data-board=four] button:nth-of-type(5)" }
      steps[#steps + 1] = status("four")
      local _, errors, requests, evals = browse("lesson-four", page, steps)
      assert.same({}, errors)
      assert.same({}, requests)
      local at = evals[1]
      if dist[at] == 0 then
        assert.equal("Solved.", evals[2])
      else
        local d, f, t = evals[2]:match("^Hint: disk (%d) from (%u) to (%u)%.$")
        assert.is_truthy(d, evals[2])
        d = tonumber(d)
        assert.equal(f, at:sub(d, d))
        local after = at:sub(1, d - 1) .. t .. at:sub(d + 1)
        assert.equal(dist[at] - 1, dist[after])
        moves[#moves + 1] = { f:byte() - 64, t:byte() - 64 }
        played = played + 1
      end
    until dist[at] == 0
    assert.is_true(played > 0)
  end)

  it("Check gives the verdict, size and slip of hanoi grade --csv for learners' files", function()
    local all = {}
    for name in io.popen("ls " .. LEARNERS):lines() do
      -- the endless ones too: the kit's budget of steps stops them at 1 disk
      if name:match("%.lua$") then all[#all + 1] = name end
    end
    table.sort(all)
    local files = {}
    for i = 1, #all, 3 do files[#files + 1] = LEARNERS .. "/" .. all[i] end
    assert.is_true(#files >= 20)
    local want = graded(files)
    local steps = { READY }
    for i, path in ipairs(files) do
      local code = read_file(path)
      assert.is_nil(code:find("\t"), path)
      steps[#steps + 1] = { type = "#editor", text = code }
      steps[#steps + 1] = { click = "#check" }
      steps[#steps + 1] = { waitFor = "document.body.getAttribute('data-checks') === '" .. i .. "'" }
      steps[#steps + 1] = { eval = REPORT }
    end
    local _, errors, requests, evals = browse("lesson-check", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    for i, path in ipairs(files) do
      assert.equal(want[path], evals[i], path)
    end
  end)

  it("stops a runaway and still answers clicks; keeps the code over a reload; saves it", function()
    -- right up to 5 disks, a loop with 6: the kit stops it by the budget of
    -- steps of 6 disks, long enough for the clicks below (a loop with 1
    -- disk is stopped within a fraction of a second)
    local loop = "function solve(n, from, to, via, move)\n  if n == 6 then while true do end end\n"
      .. "  if n == 0 then return end\n  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
      .. "  solve(n - 1, via, to, from, move)\nend\n"
    local right = "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
      .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
      .. "  solve(n - 1, via, to, from, move)\nend\n"
    local steps = { READY,
      { type = "#editor", text = loop }, { click = "#check" },
      -- while it runs, the page plays
      peg("puzzle", 1), peg("puzzle", 2), status("puzzle"),
      { eval = "document.getElementById('report').getAttribute('data-ok')" },
      { waitFor = "document.body.getAttribute('data-checks') === '1'" },
      { eval = REPORT },
      peg("puzzle", 1), peg("puzzle", 2), status("puzzle"),
      -- a new worker answers the next check
      { type = "#editor", text = right }, { click = "#check" },
      { waitFor = "document.body.getAttribute('data-checks') === '2'" },
      { eval = REPORT },
      { download = "#save", to = "lesson-saved.lua" },
      { reload = true }, READY,
      { eval = "document.getElementById('editor').value" },
      { eval = "document.getElementById('editor').labels[0].textContent" },
    }
    local _, errors, requests, evals = browse("lesson-runaway", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    assert.equal("move 1: A to B", evals[1])
    assert.equal("", evals[2])          -- not answered yet
    local ok, n, slip = evals[3]:match("^(.-),(.-),(.-)$")
    assert.equal("false", ok)
    assert.equal("endless", slip)
    assert.truthy(n)
    assert.equal("cannot put disk 2 on disk 1", evals[4])
    assert.equal("true,6,", evals[5])
    assert.equal((right:gsub("\n", " ")), evals[6])
    assert.equal("your code", evals[7])
    local saved = read_file("build/browser/lesson-saved.lua")
    assert.equal(right, saved)
    assert.equal("true,6,", graded({ "build/browser/lesson-saved.lua" })["build/browser/lesson-saved.lua"])
  end)

  it("on a phone (390x844) the board fills the width; reduced motion; no page errors", function()
    local steps = { { viewport = { 390, 844 } }, { reducedMotion = true }, READY,
      { eval = "(function () { var b = document.querySelector('[data-board=puzzle] svg')"
        .. ".getBoundingClientRect(); return b.width >= 0.9 * document.documentElement.clientWidth && "
        .. "b.width <= window.innerWidth; })()" },
      { eval = "document.documentElement.scrollWidth <= window.innerWidth" },
      peg("puzzle", 1), peg("puzzle", 3), status("puzzle"),
      { eval = "document.querySelector('[data-board=puzzle] svg').getAttribute('aria-label')" },
      -- the page empties the live region and fills it a moment later (so a
      -- screen reader hears the same words twice): wait for the words
      { waitFor = "document.getElementById('live').textContent !== ''" },
      { eval = "document.getElementById('live').textContent" },
    }
    local _, errors, requests, evals = browse("lesson-phone", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    assert.equal("true", evals[1])
    assert.equal("true", evals[2])
    assert.equal("move 1: A to C", evals[3])
    assert.equal("peg A: disks 3, 2; peg B: empty; peg C: disk 1", evals[4])
    assert.equal("move 1: A to C", evals[5])
  end)

  it("steps through the learner's own function, its running line marked, as the kit steps it", function()
    local code = "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
      .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
      .. "  solve(n - 1, via, to, from, move)\nend\n"
    local steps = { READY, { type = "#editor", text = code }, { click = "#step" },
      { waitFor = "!document.getElementById('mystepper').hidden" } }
    local CLICKS = { "#mynext", "#mynext", "#mynext", "#mynext", "#mynext", "#mynext", "#mynext",
      "#myback" }
    for _, b in ipairs(CLICKS) do
      steps[#steps + 1] = { click = b }
      steps[#steps + 1] = { eval = "(document.querySelector('#mycode .here') || {}).textContent"
        .. " + '|' + document.getElementById('mytext').textContent" }
    end
    local _, errors, requests, evals = browse("lesson-mystep", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    -- the kit's stepper through the same function, here, loaded as the
    -- page loads it (its lines known to the kit, as a graded file's are)
    local teach = require "hanoi.teach"
    local fn = assert(require("hanoi.teach.graded").load("solve.lua", code, 2, 256))
    local kit = {}
    local s = teach.stepper(fn, 3, { out = function() end })
    for i = 1, 7 do
      local out = {}
      s.write = function(t) out[#out + 1] = t end
      s()
      kit[i] = table.concat(out)
    end
    local lines = {}
    for l in code:gmatch("[^\n]*") do lines[#lines + 1] = l end
    local at = 0
    for i, b in ipairs(CLICKS) do
      at = at + (b == "#mynext" and 1 or -1)
      local marked, text = evals[i]:match("^(.-)|(.*)$")
      assert.equal((noart(kit[at]):gsub("[\t\n]", " ")), text)
      local running = kit[at]:match("[^\n]*<%- running")
      local line = tonumber(running:match("line (%d+)")) or 1
      assert.equal(("%2d  %s"):format(line, lines[line]), marked)
    end
  end)
end)

-- The learner's function run here, plainly (no kit): its moves with n
-- disks, each {from, to} as peg numbers, up to `max`.
local function moves_of(code, n, max)
  local env = {}
  local chunk = assert(load(code, "solve", "t", env))
  chunk()
  local out, P = {}, { A = 1, B = 2, C = 3 }
  local stop = {}
  pcall(env.solve, n, "A", "C", "B", function(a, b)
    out[#out + 1] = { P[a], P[b] }
    if #out >= max then error(stop) end
  end)
  return out
end

-- the first wrong move of a list on n disks from the tower on A to C: the
-- first that is illegal or takes the position no nearer the goal (by the
-- distances of a breadth-first search); its number, the position before
-- it, and the move
local function first_wrong(list, n)
  local dist = distances(n, 3)
  local pos = string.rep("A", n)
  for i, m in ipairs(list) do
    local f, t = string.char(64 + m[1]), string.char(64 + m[2])
    local top_f, top_t = pos:find(f, 1, true), pos:find(t, 1, true)
    if not top_f or (top_t and top_t < top_f) then return i, pos, m end
    local after = pos:sub(1, top_f - 1) .. t .. pos:sub(top_f + 1)
    if dist[after] ~= dist[pos] - 1 then return i, pos, m end
    pos = after
  end
end

describe("hanoi lesson: the check drawn", function()
  local page = lesson_page()
  local WRONG = {
    -- the first call's pegs swapped: the first move is the wrong one
    { "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
      .. "  solve(n - 1, from, to, via, move)\n  move(from, to)\n"
      .. "  solve(n - 1, via, to, from, move)\nend\n" },
    -- the second call's pegs swapped: a move from an empty peg
    { "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
      .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
      .. "  solve(n - 1, from, to, via, move)\nend\n" },
  }
  -- the drawing of the report: the position on its board, the arrow's pegs
  local DRAWN = "(function () { var s = document.querySelector('#report figure svg'); if (!s) return 'none'; "
    .. "var l = []; s.querySelectorAll('rect.disk').forEach(function (r) { var x = +r.getAttribute('x') + "
    .. "+r.getAttribute('width') / 2; l[+r.getAttribute('data-disk') - 1] = "
    .. "'ABCDEFGH'.charAt(Math.round((x - 70) / 120)); }); var a = s.querySelector('path.arrow'); "
    .. "return l.join('') + ' ' + a.getAttribute('data-from') + a.getAttribute('data-to'); })()"

  for i, case in ipairs(WRONG) do
    it("a wrong function (" .. i .. "): the board before its first wrong move, the move as an arrow, "
      .. "the line marked, and the proven change made by its button, then Check says right", function()
      local code = case[1]
      local steps = { READY, { type = "#editor", text = code }, { click = "#check" },
        { waitFor = "document.body.getAttribute('data-checks') === '1'" },
        { eval = REPORT }, { eval = DRAWN },
        { eval = "document.getElementById('editor').getAttribute('data-marked')" },
        { eval = "document.querySelector('#gutter .line.mark').textContent" },
        { eval = "document.querySelector('#hl .line.mark').textContent" },
        { eval = "document.querySelector('.fix pre.old').textContent + '|' + "
          .. "document.querySelector('.fix pre.new').textContent" },
        { screenshot = "lesson-wrong-" .. i .. ".png" },
        { click = "#apply" },
        { eval = "document.getElementById('editor').value" },
        { eval = "document.querySelector('.fix .applied').textContent" },
        { click = "#check" },
        { waitFor = "document.body.getAttribute('data-checks') === '2'" },
        { eval = REPORT }, { eval = DRAWN },
        { eval = "document.querySelectorAll('#report .fix').length" } }
      local _, errors, requests, evals = browse("lesson-drawn-" .. i, page, steps)
      assert.same({}, errors)
      assert.same({}, requests)
      -- the verdict hanoi grade gives the same file
      os.execute("mkdir -p build/browser")
      local path = "build/browser/lesson-drawn-" .. i .. ".lua"
      local f = assert(io.open(path, "wb")); f:write(code); f:close()
      assert.equal(graded({ path })[path], evals[1])
      local n = tonumber(evals[1]:match("^false,(%d+),"))
      -- the first wrong move, found here from the function's own moves
      local at, before, m = first_wrong(moves_of(code, n, 100), n)
      assert.truthy(at)
      assert.equal(before .. " " .. m[1] .. m[2], evals[2])
      -- the line marked is the one the change is on, and the change makes
      -- the function right (hanoi grade of the text the button made)
      local line = tonumber(evals[3])
      assert.truthy(line)
      assert.equal(evals[3], evals[4])
      local lines = {}
      for l in (code:gsub("\n$", "")):gmatch("[^\n]*") do lines[#lines + 1] = l end
      assert.equal(lines[line], (evals[5]:gsub(" $", "")))
      local old, new = evals[6]:match("^(.-)|(.*)$")
      assert.equal(lines[line], old)
      lines[line] = new
      local fixed = table.concat(lines, "\n") .. "\n"
      assert.equal((fixed:gsub("\n", " ")), evals[7])
      assert.equal(require("hanoi.lang").format("en", require("hanoi.lang").catalogue("en")
        ["kit.lesson.ui.applied"], { line = line }), evals[8])
      f = assert(io.open(path, "wb")); f:write(fixed); f:close()
      assert.equal("true,6,", graded({ path })[path])
      assert.equal("true,6,", evals[9])
      assert.equal("none", evals[10])
      assert.equal("0", evals[11])
    end)
  end

  it("marks the line Lua names: a syntax error, an error while it runs", function()
    local texts = {
      "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
        .. "  solve(n - 1, from via, to, move)\nend\n",
      "function solve(n, from, to, via, move)\n  if n == 0 then return end\n\n"
        .. "  local x = nil + n\nend\n" }
    local steps = { READY }
    for i, t in ipairs(texts) do
      steps[#steps + 1] = { type = "#editor", text = t }
      steps[#steps + 1] = { click = "#check" }
      steps[#steps + 1] = { waitFor = "document.body.getAttribute('data-checks') === '" .. i .. "'" }
      steps[#steps + 1] = { eval = "document.getElementById('editor').getAttribute('data-marked')" }
      steps[#steps + 1] = { eval = "document.querySelector('#gutter .line.mark').textContent" }
    end
    local _, errors, requests, evals = browse("lesson-line", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    -- the lines Lua itself names, here: at loading, and in a call of it
    local _, why = load(texts[1], "=solve.lua")
    local at1 = why:match("^solve%.lua:(%d+):")
    local env = {}
    assert(load(texts[2], "=solve.lua", "t", env))()
    local _, err = pcall(env.solve, 1, "A", "C", "B", function() end)
    local at2 = err:match("^solve%.lua:(%d+):")
    assert.equal("3", at1)
    assert.equal("4", at2)
    assert.same({ at1, at1, at2, at2 }, evals)
  end)

  it("the page hands the engine the bytes a saved file holds: a zero byte, letters of other "
    .. "scripts; half a character is refused before grading, its line marked", function()
    local right = "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
      .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
      .. "  solve(n - 1, via, to, from, move)\nend\n"
    local texts = { right .. "-- Zürich, Москва, 東京\n", right .. "\0 = 1\n" }
    local steps = { READY }
    for i, t in ipairs(texts) do
      -- pasted: the text set as a paste sets it, then Check
      steps[#steps + 1] = { eval = "(function () { var e = document.getElementById('editor'); e.value = "
        .. require("support.browser").json(t) .. "; e.dispatchEvent(new Event('input')); return 1; })()" }
      steps[#steps + 1] = { click = "#check" }
      steps[#steps + 1] = { waitFor = "document.body.getAttribute('data-checks') === '" .. i .. "'" }
      steps[#steps + 1] = { eval = REPORT }
    end
    steps[#steps + 1] = { eval = "(function () { var e = document.getElementById('editor'); e.value = "
      .. "'function solve(n, from, to, via, move)\\n  if n == 0 then return end\\n  -- \\ud83d\\n  x = 1\\nend\\n';"
      .. " e.dispatchEvent(new Event('input')); return 1; })()" }
    steps[#steps + 1] = { click = "#check" }
    steps[#steps + 1] = { waitFor = "document.body.getAttribute('data-checks') === '3'" }
    steps[#steps + 1] = { eval = REPORT }
    steps[#steps + 1] = { eval = "document.getElementById('report').textContent" }
    steps[#steps + 1] = { eval = "document.getElementById('editor').getAttribute('data-marked')" }
    local _, errors, requests, evals = browse("lesson-bytes", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    -- (each text set is an eval of its own, then the report)
    for i, t in ipairs(texts) do
      local path = "build/browser/lesson-bytes-" .. i .. ".lua"
      local f = assert(io.open(path, "wb")); f:write(t); f:close()
      assert.equal(graded({ path })[path], evals[2 * i], path)
    end
    assert.equal("true,6,", evals[2])
    assert.equal("false,,error", evals[4])
    assert.equal("false,,error", evals[6])
    local lang = require "hanoi.lang"
    assert.equal(lang.format("en", lang.catalogue("en")["kit.lesson.ui.surrogate"],
      { line = 3, code = "D83D" }), evals[7])
    assert.equal("3", evals[8])
  end)

  it("stops a long call of C (a pattern match) as hanoi grade stops it, in its words", function()
    local bomb = "function solve(n, from, to, via, move)\n"
      .. "  string.find(string.rep('a', 50000), string.rep('a*', 40) .. 'b')\n"
      .. "  move(from, to)\nend\n"
    local path = "build/browser/lesson-bomb.lua"
    os.execute("mkdir -p build/browser")
    local f = assert(io.open(path, "wb")); f:write(bomb); f:close()
    local want = graded({ path })[path]
    local p = assert(io.popen("bin/hanoi grade " .. path .. " 2>&1"))
    local words = p:read("a"); p:close()
    local steps = { READY, { type = "#editor", text = bomb }, { click = "#check" },
      { waitFor = "document.body.getAttribute('data-checks') === '1'" },
      { eval = REPORT }, { eval = "document.getElementById('report').textContent" },
      -- a new worker answers the next check
      { type = "#editor", text = WRONG[1][1] }, { click = "#check" },
      { waitFor = "document.body.getAttribute('data-checks') === '2'" },
      { eval = REPORT } }
    local _, errors, requests, evals = browse("lesson-bomb", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    assert.equal("false,,error", want)
    assert.equal(want, evals[1])
    local said = require("hanoi.lang").catalogue("en")["kit.lesson.ui.ccall"]
    assert.equal(said, evals[2])
    assert.truthy(words:find(said, 1, true), words)
    assert.equal("false,2,first_call_pegs", evals[3])
  end)

  it("on a phone's touch screen (390x844): a tap on a disk or on the air above a peg picks it, "
    .. "the boards fill the width, every target is 44 px or more, the page says tap", function()
    local disk = function(d) return "[data-board=puzzle] rect.disk[data-disk='" .. d .. "']" end
    local SVG = "[data-board=puzzle] svg"
    local steps = { { viewport = { 390, 844 } }, READY,
      { eval = "document.body.getAttribute('data-touch')" },
      { eval = "document.querySelector('[data-board=puzzle] .how').textContent" },
      -- disk 1 (on A) onto C, tapped in the air high above C's rod
      { tap = disk(1) }, { tap = SVG, at = { 0.85, 0.08 } }, status("puzzle"), label("puzzle"),
      -- disk 2 tapped at its edge, then B's column low beside its rod
      { tap = disk(2), at = { 0.05, 0.5 } }, { tap = SVG, at = { 0.42, 0.7 } }, status("puzzle"),
      label("puzzle"),
      { eval = "(function () { var b = document.querySelector('" .. SVG .. "').getBoundingClientRect();"
        .. " return Math.round(b.width) + ' ' + document.documentElement.clientWidth; })()" },
      -- the smallest target among the boards' buttons, and a peg's column
      { eval = "(function () { var m = 1e9; document.querySelectorAll('.play button, .buttons button')"
        .. ".forEach(function (b) { var r = b.getBoundingClientRect(); "
        .. "if (r.width) m = Math.min(m, r.width, r.height); });"
        .. " return Math.floor(m); })()" },
      { eval = "document.documentElement.scrollWidth <= window.innerWidth" },
      { screenshot = "lesson-phone-touch.png" },
      -- a position of the state graph, tapped a little beside its dot
      { eval = "(function () { var c = document.querySelector('#graphsvg circle.node[data-label=BAA]'), "
        .. "b = c.getBoundingClientRect(); return Math.round(b.width); })()" },
      { tap = "#graphsvg circle.node[data-label=BAA]", at = { 1.6, 0.5 } },
      { eval = "document.getElementById('graphpos').textContent.split(':')[0]" },
      { eval = "(function () { var m = 1e9; document.querySelectorAll('#graphsvg circle.hit').forEach("
        .. "function (c) { var r = c.getBoundingClientRect(); m = Math.min(m, r.width); }); "
        .. "return Math.floor(m); })()" } }
    local _, errors, requests, evals = browse("lesson-touch", page, steps, { touch = true })
    assert.same({}, errors)
    assert.same({}, requests)
    local c = require("hanoi.lang").catalogue("en")
    assert.equal("yes", evals[1])
    assert.equal(c["kit.lesson.ui.taphow"], evals[2])
    assert.equal("move 1: A to C", evals[3])
    assert.equal("CAA", evals[4])
    assert.equal("move 2: A to B", evals[5])
    assert.equal("CBA", evals[6])
    local w, page_w = evals[7]:match("^(%d+) (%d+)$")
    assert.is_true(tonumber(w) >= 0.9 * tonumber(page_w), evals[7])
    assert.is_true(tonumber(w) / 3 >= 44)
    assert.is_true(tonumber(evals[8]) >= 44, evals[8])
    assert.equal("true", evals[9])
    -- the dot is small, its target is not
    assert.is_true(tonumber(evals[10]) < 44, evals[10])
    assert.equal("BAA", evals[11])
    assert.is_true(tonumber(evals[12]) >= 44, evals[12])
  end)
end)

describe("hanoi lesson: more from the sources (section 10)", function()
  local page = lesson_page()
  local lang = require "hanoi.lang"
  local c = lang.catalogue("en")
  local function fill(key, args) return lang.format("en", c["kit.lesson.ui." .. key], args) end
  local LETTER = { "A", "B", "C", "D", "E" }
  local function arrows(list)
    local t = {}
    for i, m in ipairs(list) do t[i] = LETTER[m[1]] .. "\u{2192}" .. LETTER[m[2]] end
    return table.concat(t, " ")
  end

  it("builds the tower of n from the tower of n-1: the three parts, then each move played", function()
    local steps = { READY, { click = "#buildn button[data-n='3']" },
      { eval = "Array.prototype.map.call(document.querySelectorAll('#buildlist li'), "
        .. "function (l) { return l.textContent; }).join('|')" } }
    for _ = 1, 7 do
      steps[#steps + 1] = { click = "[data-board=build] button[data-ui=nextmove]" }
      steps[#steps + 1] = label("build")
      steps[#steps + 1] = { eval = "document.querySelector('#buildlist li.now') ? "
        .. "document.querySelector('#buildlist li.now').getAttribute('data-part') : ''" }
    end
    steps[#steps + 1] = status("build")
    local _, errors, requests, evals = browse("lesson-build", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    -- the parts by the recursion written here
    local smaller, back = solution(2, 1, 2, 3), solution(2, 2, 3, 1)
    assert.equal(table.concat({ fill("part1", { m = 2, moves = arrows(smaller) }),
      fill("part2", { moves = arrows({ { 1, 3 } }) }), fill("part3", { m = 2, moves = arrows(back) }) }, "|"),
      evals[1])
    -- each move of the solution of 3, played on a position computed here
    local pos = "AAA"
    for i, m in ipairs(solution(3, 1, 3, 2)) do
      local d = pos:find(LETTER[m[1]], 1, true)
      pos = pos:sub(1, d - 1) .. LETTER[m[2]] .. pos:sub(d + 1)
      assert.equal(pos, evals[2 * i])
      -- the part the next move belongs to (none after the last)
      local want = i < 3 and "1" or i == 3 and "2" or i < 7 and "3" or ""
      assert.equal(want, evals[2 * i + 1], "after move " .. i)
    end
    assert.equal("CCC", pos)
    assert.equal(fill("moved", { n = 7, from = "A", to = "C" }) .. fill("solved", { n = 7 }), evals[16])
  end)

  it("the route table: each way of n disks in route numbers is the recursion's, and the smallest "
    .. "disk's moves go round one way", function()
    local steps = { READY,
      { eval = "Array.prototype.map.call(document.querySelectorAll('#routes td'), "
        .. "function (c) { return c.textContent; }).join(' ')" },
      { eval = "Array.prototype.map.call(document.querySelectorAll('#routelist li'), "
        .. "function (l) { return l.textContent; }).join('|')" } }
    for _ = 1, 15 do
      steps[#steps + 1] = { click = "[data-board=cycle] button[data-ui=nextmove]" }
      steps[#steps + 1] = status("cycle")
    end
    steps[#steps + 1] = label("cycle")
    local _, errors, requests, evals = browse("lesson-routes", page, steps)
    assert.same({}, errors)
    assert.same({}, requests)
    local ROUTES = { { 1, 2 }, { 1, 3 }, { 2, 1 }, { 2, 3 }, { 3, 1 }, { 3, 2 } }
    local cells = {}
    for i = 1, 6 do cells[i] = tostring(i) end
    for i, m in ipairs(ROUTES) do cells[6 + i] = arrows({ m }) end
    assert.equal(table.concat(cells, " "), evals[1])
    local list = {}
    for n = 1, 4 do
      local nums = {}
      for i, m in ipairs(solution(n, 1, 3, 2)) do
        for r, route in ipairs(ROUTES) do
          if route[1] == m[1] and route[2] == m[2] then nums[i] = tostring(r) end
        end
      end
      list[n] = fill("routeof", { n = n, routes = table.concat(nums, " ") })
    end
    assert.equal(table.concat(list, "|"), evals[2])
    -- the 15 moves of 4 disks: the odd ones the smallest's, one peg on
    -- round A, B, C (an even number of disks), the even ones another disk's
    local pos = "AAAA"
    for i, m in ipairs(solution(4, 1, 3, 2)) do
      local d = pos:find(LETTER[m[1]], 1, true)
      if i % 2 == 1 then
        assert.equal(1, d)
        assert.equal(m[1] % 3 + 1, m[2])
        assert.equal(fill("cyclesmall", { i = i, from = LETTER[m[1]], to = LETTER[m[2]] }), evals[2 + i])
      else
        assert.is_true(d > 1)
        assert.equal(fill("cycleother", { i = i, disk = d, from = LETTER[m[1]], to = LETTER[m[2]] }),
          evals[2 + i])
      end
      pos = pos:sub(1, d - 1) .. LETTER[m[2]] .. pos:sub(d + 1)
    end
    assert.equal("CCCC", evals[18])
  end)

  it("the fewest moves on 3 to 8 pegs are the Frame-Stewart numbers, computed here", function()
    local steps = { READY, { eval = "Array.prototype.map.call(document.querySelectorAll('#pegstable tr'), "
      .. "function (r) { return Array.prototype.map.call(r.cells, function (c) { return c.textContent; })"
      .. ".join(','); }).join('|')" } }
    local _, errors, _, evals = browse("lesson-pegs", page, steps)
    assert.same({}, errors)
    -- Frame-Stewart: FS(n, 3) = 2^n - 1; FS(n, k) = min over 1 <= t < n of 2 FS(t, k) + FS(n - t, k - 1)
    local memo = {}
    local function fs(n, k)
      if n == 0 then return 0 end
      if k == 3 then return (1 << n) - 1 end
      local key = n * 16 + k
      if memo[key] then return memo[key] end
      local best = fs(n - 1, k - 1) * 0 + (1 << 62)
      for t = 1, n - 1 do best = math.min(best, 2 * fs(t, k) + fs(n - t, k - 1)) end
      if n == 1 then best = 1 end
      memo[key] = best
      return best
    end
    local rows = { "n" }
    for k = 3, 8 do rows[1] = rows[1] .. "," .. fill("pegsk", { k = k }) end
    for n = 1, 10 do
      local r = { tostring(n) }
      for k = 3, 8 do r[#r + 1] = tostring(fs(n, k)) end
      rows[#rows + 1] = table.concat(r, ",")
    end
    assert.equal(table.concat(rows, "|"), evals[1])
  end)

  it("a board of the learner's size: 3 disks on 4 pegs, a lifted disk flies, hints solve it",
    function()
    local dist = distances(3, 4)
    local moves, played = {}, 0
    local at
    repeat
      local steps = { READY, { select = "#freek", value = "4" }, { select = "#freen", value = "3" } }
      for _, m in ipairs(moves) do
        steps[#steps + 1] = { click = "[data-board=free] button[data-peg='" .. m[1] .. "']" }
        steps[#steps + 1] = { click = "[data-board=free] button[data-peg='" .. m[2] .. "']" }
      end
      steps[#steps + 1] = label("free")
      -- a disk lifted flies above its peg, and is let go again (the peg
      -- of the last move, which holds a disk)
      local lift = #moves > 0 and moves[#moves][2] or 1
      steps[#steps + 1] = { click = "[data-board=free] button[data-peg='" .. lift .. "']" }
      steps[#steps + 1] = { eval = "(function () { var d = document.querySelector('[data-board=free] "
        .. "rect.disk.flying'); return d ? d.getAttribute('data-disk') + ' ' + d.getAttribute('y') : 'none'; })()" }
      steps[#steps + 1] = { click = "[data-board=free] button[data-peg='" .. lift .. "']" }
      steps[#steps + 1] = { click = "[data-board=free] button[data-ui=hint]" }
      steps[#steps + 1] = status("free")
      local _, errors, requests, evals = browse("lesson-free", page, steps)
      assert.same({}, errors)
      assert.same({}, requests)
      at = evals[1]
      -- the top disk of that peg, in the air
      assert.equal(at:find(string.char(64 + lift), 1, true) .. " 0", evals[2])
      if dist[at] == 0 then
        assert.equal("Solved.", evals[3])
      else
        local d, f, t = evals[3]:match("^Hint: disk (%d) from (%u) to (%u)%.$")
        assert.truthy(d, evals[3])
        d = tonumber(d)
        assert.equal(f, at:sub(d, d))
        local after = at:sub(1, d - 1) .. t .. at:sub(d + 1)
        assert.equal(dist[at] - 1, dist[after])
        moves[#moves + 1] = { f:byte() - 64, t:byte() - 64 }
        played = played + 1
      end
    until dist[at] == 0
    assert.equal(dist["AAA"], played)
  end)
end)

-- The page in the learners' languages: the language of the browser chooses
-- (as hanoi.lang.match reads a tag), --lang overrides it, and the picker
-- switches without a reload, the learner's code and the boards kept. The
-- words expected are the catalogue's (hanoi.lang), the report's script is
-- checked by its characters, and its verdict, size and slip are the ones
-- of hanoi grade --csv, the same in every language.
describe("hanoi lesson in the learners' languages", function()
  local lang = require "hanoi.lang"
  local page = lesson_page("")
  -- every button, label and heading the page fills from the catalogue
  local UI = "JSON.stringify({ lang: document.documentElement.lang, title: "
    .. "document.getElementById('title').textContent, h2: document.querySelector('#quiz h2')"
    .. ".textContent, ui: Array.prototype.map.call(document.querySelectorAll('[data-ui]'), "
    .. "function (e) { return e.getAttribute('data-ui') + '=' + e.textContent; }), "
    .. "reloads: window.__kept || 0 })"
  local function ui_of(json)
    local out = { lang = json:match('"lang":"(.-)"'), title = json:match('"title":"(.-)"'),
      h2 = json:match('"h2":"(.-)"'), ui = {} }
    for key, text in json:match('"ui":%[(.-)%]'):gmatch('"([%w_]+)=(.-)"') do
      out.ui[#out.ui + 1] = { key, text }
    end
    out.kept = json:match('"reloads":(%d+)')
    return out
  end
  local function expect(tag, got)
    local c = lang.catalogue(tag)
    assert.equal(tag, got.lang)
    assert.equal(c["kit.lesson.title"], got.title)
    assert.equal(c["kit.lesson.head.quiz"], got.h2)
    assert.is_true(#got.ui >= 15)
    for _, pair in ipairs(got.ui) do
      assert.equal(c["kit.lesson.ui." .. pair[1]], pair[2], tag .. " " .. pair[1])
    end
  end

  for _, case in ipairs({ { "de-DE", "de" }, { "ru", "ru" }, { "ja-JP", "ja" },
      { "zh-TW", "zh-Hant" }, { "zh-CN", "zh-Hans" }, { "fr-FR", "en" } }) do
    it("starts in the browser's language: " .. case[1] .. " gives " .. case[2], function()
      local _, errors, requests, evals = browse("lesson-lang", page, { READY, { eval = UI } },
        { locale = case[1] })
      assert.same({}, errors)
      assert.same({}, requests)
      expect(case[2], ui_of(evals[1]))
    end)
  end

  it("--lang wins over the browser's language", function()
    local _, errors, _, evals = browse("lesson-lang", lesson_page("--lang ru"), { READY, { eval = UI } },
      { locale = "de-DE" })
    assert.same({}, errors)
    expect("ru", ui_of(evals[1]))
  end)

  it("Step through it: the learner's stepper in the language, at the same lines as in English",
    function()
    local code = "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
      .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
      .. "  solve(n - 1, via, to, from, move)\nend\n"
    local function run(tag)
      local steps = { READY, { select = "#lang", value = tag }, { type = "#editor", text = code },
        { click = "#step" }, { waitFor = "!document.getElementById('mystepper').hidden" } }
      for _ = 1, 6 do
        steps[#steps + 1] = { click = "#mynext" }
        steps[#steps + 1] = { eval = "(document.querySelector('#mycode .here') || {}).textContent"
          .. " + '|' + document.getElementById('mytext').textContent" }
      end
      local _, errors, requests, evals = browse("lesson-mystep-" .. tag, page, steps)
      assert.same({}, errors)
      assert.same({}, requests)
      return evals
    end
    local en, ru = run("en"), run("ru")
    local c = lang.catalogue("ru")
    for i = 1, 6 do
      local en_line, ru_line = en[i]:match("^(.-)|"), ru[i]:match("^(.-)|(.*)$")
      assert.equal(en_line, ru_line)                 -- the same line of the code marked
      assert.truthy(en_line:find("%S"))              -- a line is marked
      local text = ru[i]:match("|(.*)$")
      assert.truthy(text:find(c["kit.step.running"]:match("%S.*"), 1, true), text)
    end
  end)

  it("the picker switches without a reload, keeps the code and the board, and Check reports "
    .. "in the language with the slip of hanoi grade", function()
    local file = LEARNERS .. "/base_moves_zero.lua"
    local code = read_file(file)
    local want = graded({ file })[file]
    local steps = { READY, { eval = "window.__kept = 1" }, { type = "#editor", text = code },
      { eval = "document.getElementById('editor').value" },
      peg("puzzle", 1), peg("puzzle", 3), label("puzzle"), { click = "#next" }, { click = "#next" } }
    local order = { "de", "ru", "ja", "zh-Hant", "zh-Hans", "en" }
    for _, tag in ipairs(order) do
      steps[#steps + 1] = { select = "#lang", value = tag }
      steps[#steps + 1] = { eval = UI }
      steps[#steps + 1] = { eval = "document.getElementById('editor').value" }
      steps[#steps + 1] = label("puzzle")
      steps[#steps + 1] = { eval = "document.getElementById('steptext').textContent" }
      steps[#steps + 1] = { eval = "document.querySelector('[data-from=table]').textContent" }
      steps[#steps + 1] = { click = "#check" }
      steps[#steps + 1] = { waitFor = "document.getElementById('report').getAttribute('data-ok') !== ''"
        .. " && !document.getElementById('report').classList.contains('busy')" }
      steps[#steps + 1] = { eval = REPORT }
      steps[#steps + 1] = { eval = "document.getElementById('report').textContent" }
    end
    local _, errors, requests, evals = browse("lesson-picker", page, steps, { locale = "en-US" })
    assert.same({}, errors)
    assert.same({}, requests)
    local typed, board = evals[2], evals[3]
    assert.equal("CAA", board)
    -- the kit's own stepper at its second step, in each language
    local function step2(tag)
      local texts, teach = require "hanoi.teach.texts", require "hanoi.teach"
      local was = texts.lang()
      texts.lang(tag)
      local s = teach.stepper(3, { out = function() end })
      local out = {}
      s.write = function(t) out[#out + 1] = t end
      s()
      out = {}
      s()
      texts.lang(was)
      return (noart(table.concat(out)):gsub("[\t\n]", " "))
    end
    local SCRIPT = { de = "[äöüÄÖÜß]", ru = "[\208\209]", ja = "\227[\129\130]",
      ["zh-Hant"] = "\229\156\147", ["zh-Hans"] = "\229\156\134", en = nil }
    for i, tag in ipairs(order) do
      local e = { table.unpack(evals, 4 + (i - 1) * 7, 3 + i * 7) }
      local got = ui_of(e[1])
      expect(tag, got)
      assert.equal("1", got.kept)            -- the same page: no reload
      assert.equal(typed, e[2])              -- the learner's code kept
      assert.equal("CAA", e[3])              -- the board kept
      assert.equal(step2(tag), e[4])         -- the stepper's place kept, in the language
      assert.equal(want, e[6])               -- verdict, size, slip as hanoi grade says
      local report = e[7]
      -- teach.table as the kit writes it in that language, up to the monks
      local tbl = {}
      local texts = require "hanoi.teach.texts"
      local was = texts.lang()
      texts.lang(tag)
      require("hanoi.teach").table(nil, { out = function(t) tbl[#tbl + 1] = t end })
      texts.lang(was)
      assert.equal((table.concat(tbl):match("^(.*)\n\n"):gsub("[\t\n]", " ")), e[5])
      if SCRIPT[tag] then
        assert.truthy(report:find(SCRIPT[tag]), tag .. ": " .. report)
      end
      -- the report's first line is the catalogue's, in that language
      local n = tonumber(want:match("^[^,]*,(%d+)"))
      local first = lang.format(tag, lang.catalogue(tag)["kit.report.wrong"],
        { call = "\0", n = n, also = "\0" })
      local middle = first:match("^%z(.-)%z")
      assert.truthy(middle and #middle > 3, first)
      assert.truthy(report:find(middle, 1, true), tag .. ": " .. middle .. " in " .. report)
    end
  end)
end)

-- A change of language writes every board's last message again in the
-- new language (the engine's refusal of a move too), and the report of a
-- wrong function names the page's buttons and sections, never a command
-- of the REPL.
describe("hanoi lesson's messages after a change of language", function()
  local lang = require "hanoi.lang"
  local page = lesson_page("--lang en")
  -- the refusal as the page's engine says it (lua/hanoi/web/init.lua, natively)
  local web = dofile("lua/hanoi/web/init.lua")
  local function refusal(tag)
    return (web.move("3;BAA;1;2;" .. tag):match('"message":"(.-)","ok"'))
  end

  it("says each board's message again in the language chosen", function()
    local order = { "de", "ru", "ja", "zh-Hant", "zh-Hans" }
    -- the puzzle: disk 1 to B, then disk 2 onto it (refused); the quiz's question;
    -- the four-peg board: a peg picked
    local steps = { READY, peg("puzzle", 1), peg("puzzle", 2), peg("puzzle", 1), peg("puzzle", 2),
      status("puzzle"), peg("four", 1), status("four") }
    for _, tag in ipairs(order) do
      steps[#steps + 1] = { select = "#lang", value = tag }
      steps[#steps + 1] = { waitFor = "document.body.getAttribute('data-lang') === '" .. tag .. "'" }
      steps[#steps + 1] = status("puzzle")
      steps[#steps + 1] = status("four")
    end
    local _, errors, requests, evals = browse("lesson-relang", page, steps, { locale = "en-US" })
    assert.same({}, errors)
    assert.same({}, requests)
    assert.equal(refusal("en"), evals[1])
    assert.equal(lang.format("en", lang.catalogue("en")["kit.lesson.ui.where"], { peg = "A" }), evals[2])
    for i, tag in ipairs(order) do
      local said, four = evals[1 + 2 * i], evals[2 + 2 * i]
      assert.equal(refusal(tag), said, tag)
      assert.are_not.equal(evals[1], said, tag)
      assert.equal(lang.format(tag, lang.catalogue(tag)["kit.lesson.ui.where"], { peg = "A" }), four, tag)
    end
  end)

  it("says the report of a check again in the language chosen, while the code is the same",
    function()
    local file = LEARNERS .. "/base_moves_zero.lua"
    local code = read_file(file)
    local n = tonumber(graded({ file })[file]:match("^[^,]*,(%d+)"))
    local DONE = { waitFor = "document.getElementById('report').getAttribute('data-ok') !== ''"
      .. " && !document.getElementById('report').classList.contains('busy')" }
    local steps = { READY, { type = "#editor", text = code }, { click = "#check" }, DONE,
      { eval = "document.getElementById('report').textContent" } }
    local order = { "de", "ru", "ja" }
    for _, tag in ipairs(order) do
      steps[#steps + 1] = { select = "#lang", value = tag }
      steps[#steps + 1] = { waitFor = "document.body.getAttribute('data-lang') === '" .. tag .. "'" }
      steps[#steps + 1] = DONE
      steps[#steps + 1] = { eval = "document.getElementById('report').textContent" }
    end
    local _, errors, _, evals = browse("lesson-rereport", page, steps, { locale = "en-US" })
    assert.same({}, errors)
    -- the words of the report's first line between its placeholders, in each language
    local function middle(tag)
      local first = lang.format(tag, lang.catalogue(tag)["kit.report.wrong"], { call = "\0", n = n,
        also = "\0" })
      return first:match("^%z(.-)%z")
    end
    assert.truthy(evals[1]:find(middle("en"), 1, true), evals[1])
    for i, tag in ipairs(order) do
      local m = middle(tag)
      assert.truthy(m and #m > 3, tag)
      assert.truthy(evals[1 + i]:find(m, 1, true), tag .. ": " .. m .. " in " .. evals[1 + i])
      assert.is_nil(evals[1 + i]:find(middle("en"), 1, true), tag)
    end
  end)

  it("reports a wrong function with the page's words, in every language", function()
    local code = read_file(LEARNERS .. "/no_recursion_for.lua")
    local steps = { READY, { type = "#editor", text = code } }
    for _, tag in ipairs(lang.TAGS) do
      steps[#steps + 1] = { select = "#lang", value = tag }
      steps[#steps + 1] = { waitFor = "document.body.getAttribute('data-lang') === '" .. tag .. "'" }
      steps[#steps + 1] = { click = "#check" }
      steps[#steps + 1] = { waitFor = "document.getElementById('report').getAttribute('data-ok') !== ''"
        .. " && !document.getElementById('report').classList.contains('busy')" }
      steps[#steps + 1] = { eval = "document.getElementById('report').textContent" }
      steps[#steps + 1] = { eval = "document.getElementById('steptext').textContent" }
    end
    local _, errors, _, evals = browse("lesson-pagewords", page, steps, { locale = "en-US" })
    assert.same({}, errors)
    for i, tag in ipairs(lang.TAGS) do
      for _, text in ipairs({ evals[2 * i - 1], evals[2 * i] }) do
        assert.is_string(text, tag)
        for _, p in ipairs({ "teach%.[%a_]+", "s:[%a_]+%(", "%f[%w]s%(%)", "hanoi grade" }) do
          assert.is_nil(text:find(p), tag .. ": " .. text)
        end
      end
      -- the report's hint is the page form: it names a section of the page
      local hint = lang.catalogue(tag)["kit.hint.no_recursion.page"]
      -- (its words after the last placeholder; the report's lines are wrapped)
      local fixed = hint:gsub("{[^{}]*}", "\0"):match("([^%z]+)$"):gsub("%s+", "")
      local report = evals[2 * i - 1]:gsub("%s+", "")
      assert.truthy(report:find(fixed, 1, true), tag .. ": " .. fixed .. " in " .. evals[2 * i - 1])
    end
  end)
end)
