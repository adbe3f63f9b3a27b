-- The page to play (render.html(state)) in headless Chromium (make
-- browser-test), driven by clicks, drags and keys. Expected positions come
-- from the simulator of support.model, distances on more pegs from the
-- breadth-first search of support.model (plain Lua), optimal counts on 3
-- pegs from the C module (hanoi.distance, State:hint), save files from
-- hanoi.game.
local hanoi = require "hanoi"
local render = require "hanoi.render"
local palette = require "hanoi.render.palette"
local game = require "hanoi.game"
local save = require "hanoi.game.save"
local model = require "support.model"
local files = require "support.helpers"
local browser = require "support.browser"
local browse = browser.run

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"
local X0, DX = 85, 190                 -- the centre of peg A, the pegs' spacing

local function L(p) return LETTERS:sub(p, p) end
local function P(c) return (LETTERS:find(c, 1, true)) end
local function peg(p) return ('[data-peg="%s"]'):format(L(p)) end
local function px(p) return X0 + (p - 1) * DX end

-- the clicks that make a move: take from a, put on b
local function clicks(steps, a, b)
  steps[#steps + 1] = { click = peg(a) }
  steps[#steps + 1] = { click = peg(b) }
end

-- what the C module says of an illegal move, with pegs as letters
local function c_message(label, k, a, b)
  local ok, msg = hanoi.state(label, k):can_move(a, b)
  assert.is_false(ok)
  return (msg:gsub("peg (%d+)", function(p) return "peg " .. L(tonumber(p)) end))
end

-- replays "1AC 2ABc ..." (the page's record of its moves) on the simulator
-- from a label; every move must be legal and name the disk on top.
-- Returns the label reached, the count, and the marks ("", "c", "r")
local function replay(label, k, record)
  local t = model.from_label(label, k)
  local count, marks = 0, {}
  for d, a, b, by in record:gmatch("(%d+)(%a)(%a)([cr]?)") do
    assert.equal(tonumber(d), model.move(t, P(a), P(b)))
    count = count + 1
    marks[by] = (marks[by] or 0) + 1
  end
  return model.label(t), count, marks
end

-- the disks drawn on the pegs the label says (x only: the disk in hand is lifted)
local function assert_on_pegs(r, label)
  for d = 1, #label do
    local box = r.disks[d]
    assert.is_true(math.abs(box.x + box.width / 2 - px(P(label:sub(d, d)))) < 0.01)
    assert.equal(palette.hex(d), box.fill)
  end
end

local function centre(box) return box.x + box.width / 2, box.y + 5 end

-- no page error, nothing fetched
local function clean(errors, requests)
  assert.same({}, errors)
  assert.same({}, requests)
end

describe("the page to play, in Chromium", function()
  it("is solved by clicks: 3 disks in 7 moves, each position as the simulator says", function()
    local steps, labels = { { read = true } }, {}
    local t = model.new(3, 3)
    for _, m in ipairs(model.reference(3, 1, 3, 2)) do
      clicks(steps, m[2], m[3])
      steps[#steps + 1] = { read = true }
      model.move(t, m[2], m[3])
      labels[#labels + 1] = model.label(t)
    end
    steps[#steps + 1] = { wait = 1500 }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { screenshot = "play-3-solved.png" }
    local reads, errors, requests = browse("play-3", render.html(hanoi.new(3), { play = true }), steps)
    clean(errors, requests)
    assert.equal(9, #reads)
    assert.equal("AAA", reads[1].label)
    assert.equal("0", reads[1].text.moves)
    assert.equal(tostring(hanoi.distance(hanoi.new(3), 3)), reads[1].text.optimum)
    assert.equal("0:00.0", reads[1].text.timer)           -- not started before a move
    assert.equal("playing", reads[1].attr.light)
    assert.is_false(reads[1].visible)
    for i, label in ipairs(labels) do
      local r = reads[i + 1]
      assert.equal(label, r.label)
      assert.equal(tostring(i), r.text.moves)
      assert.equal(hanoi.distance(hanoi.state(label), 3) .. " to go", r.text.left)
    end
    local last = reads[8]
    assert.equal("CCC", last.label)
    assert.equal("solved", last.solved)
    assert.is_true(last.visible)
    assert.equal("won", last.attr.light)
    assert.equal("in 7 moves: optimal, 0 undos, 0 hints", last.text.verdict)
    assert_on_pegs(reads[9], "CCC")
    -- the clock stopped at the solved position
    assert.equal(last.text.timer, reads[9].text.timer)
    assert.are_not.equal("0:00.0", last.text.timer)
  end)

  it("says why a drop is illegal and keeps the disk in hand; undo, redo and reset", function()
    local steps = {}
    clicks(steps, 1, 2)                                   -- BAA
    steps[#steps + 1] = { click = peg(1) }                -- disk 2 in hand
    steps[#steps + 1] = { click = peg(2) }                -- onto disk 1: illegal
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { screenshot = "play-illegal.png" }
    steps[#steps + 1] = { click = peg(3) }                -- now where it may go: BCA
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { click = "#undo" }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { click = "#redo" }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { click = "#reset" }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { click = peg(3) }                -- an empty peg
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { key = "1" }                     -- keys: 1 takes, 2 puts down
    steps[#steps + 1] = { key = "2" }
    steps[#steps + 1] = { read = true }
    local reads, errors, requests = browse("play-illegal", render.html(hanoi.new(3)), steps)
    clean(errors, requests)
    local r = reads[1]
    assert.equal("BAA", r.label)
    assert.equal(c_message("BAA", 3, 1, 2), r.text.message)
    assert.equal("cannot put disk 2 on disk 1", r.text.message)
    assert.equal("A", r.attr.held)
    assert.equal("1", r.text.moves)
    r = reads[2]
    assert.equal("BCA", r.label)
    assert.equal("", r.attr.held)
    assert.equal("move 2: disk 2 A -> C", r.text.message)
    assert.equal("2", r.text.moves)
    r = reads[3]                                          -- undone
    assert.equal("BAA", r.label)
    assert.equal("1", r.text.moves)
    assert.equal("undone: disk 2 back C -> A", r.text.message)
    assert.equal("BCA", reads[4].label)                   -- redone
    assert.equal("redone: disk 2 A -> C", reads[4].text.message)
    r = reads[5]                                          -- reset: the clock too
    assert.equal("AAA", r.label)
    assert.equal("0", r.text.moves)
    assert.equal("0:00.0", r.text.timer)
    r = reads[6]
    assert.equal(c_message("AAA", 3, 3, 1), r.text.message)
    assert.equal("peg C is empty", r.text.message)
    assert.equal("", r.attr.held)
    assert.equal("BAA", reads[7].label)
  end)

  it("moves a dragged disk, which follows the pointer and then flies home", function()
    local steps = {
      { drag = peg(1), to = peg(3) }, { read = true },     -- CAA
      { down = peg(1) }, { move = peg(2) }, { read = true }, { up = peg(2) }, { read = true },
      { down = peg(2) }, { move = peg(1) }, { up = peg(2) }, { read = true },   -- let go at home
      { drag = peg(2), to = peg(3) }, { read = true },     -- illegal: disk 2 onto disk 1
    }
    local reads, errors, requests = browse("play-drag", render.html(hanoi.new(3)), steps)
    clean(errors, requests)
    assert.equal("CAA", reads[1].label)
    assert.equal("1", reads[1].text.moves)
    -- in the air over B, still on A in the position
    local r = reads[2]
    assert.equal("CAA", r.label)
    assert.equal("A", r.attr.held)
    local box = r.disks[2]
    assert.is_true(math.abs(box.x + box.width / 2 - px(2)) < 1)
    assert.equal("CBA", reads[3].label)
    assert.equal("", reads[3].attr.held)
    assert.equal("CBA", reads[4].label)                    -- put back, no move
    assert.equal("", reads[4].attr.held)
    assert.equal("2", reads[4].text.moves)
    r = reads[5]
    assert.equal("CBA", r.label)
    assert.equal(c_message("CBA", 3, 2, 3), r.text.message)
    assert.equal("B", r.attr.held)
  end)

  it("flies every move, the player's too, and a click during a flight finishes it first", function()
    local page = render.html(hanoi.new(3), { speed = 1 })
    local reads, errors, requests = browse("play-fly", page, {
      { key = "1" }, { wait = 700 }, { key = "3" }, { samples = 14, every = 40 }, { wait = 900 },
      { read = true },
      -- the mouse: a drag from B... (disk 2 from A to B), sampled after the release
      { drag = peg(1), to = peg(2) }, { samples = 6, every = 40 },
      { click = peg(3) },                                    -- during the flight
      { read = true },
    })
    clean(errors, requests)
    -- disk 1 goes up, across and down: in the air between A and C in
    -- several frames, while the position is already CAA
    local between, xs = 0, {}
    for i = 1, 14 do
      local r = reads[i]
      assert.equal("CAA", r.label)
      local x = centre(r.disks[1])
      if x > px(1) + 1 and x < px(3) - 1 then
        between = between + 1
        xs[#xs + 1] = x
      end
    end
    assert.is_true(between >= 3, "seen between the pegs " .. between .. " times")
    for i = 2, #xs do assert.is_true(xs[i] >= xs[i - 1]) end
    local landed = reads[15]
    assert.equal("", landed.attr.flying)
    assert_on_pegs(landed, "CAA")
    -- the dragged disk flies too, and the click ends its flight at once
    local flying = 0
    for i = 16, 21 do if reads[i].attr.flying == "1" then flying = flying + 1 end end
    assert.is_true(flying >= 1)
    local r = reads[22]
    assert.equal("CBA", r.label)
    assert.equal("C", r.attr.held)                         -- the click took disk 1 from C
    local x = centre(r.disks[2])
    assert.is_true(math.abs(x - px(2)) < 0.01)             -- disk 2 rests on B
  end)

  it("does not animate for a user who prefers reduced motion", function()
    local reads, errors, requests = browse("play-still", render.html(hanoi.new(3), { speed = 1 }), {
      { reducedMotion = true }, { key = "1" }, { key = "3" }, { samples = 4, every = 30 },
    })
    clean(errors, requests)
    for _, r in ipairs(reads) do
      assert.equal("", r.attr.flying)
      assert_on_pegs(r, "CAA")
    end
  end)

  it("uses the window: the board grows with it, fits it with the controls, follows a resize", function()
    -- the board's and the controls' boxes in pixels, the window's size, a
    -- disk's and a peg letter's height, the pegs' centres in the drawing
    local layout = "(function () { var r = function (e) { return e.getBoundingClientRect(); };"
      .. " var b = r(document.getElementById('board')), bar = r(document.getElementById('gamebar'));"
      .. " var d = r(document.querySelector('rect.disk')), t = r(document.querySelector('.peg text'));"
      .. " var rods = Array.from(document.querySelectorAll('.peg .rod')).map(function (e) {"
      .. " return +e.getAttribute('x') + e.getAttribute('width') / 2; });"
      .. " return [b.width, b.height, bar.bottom, innerWidth, innerHeight, document.body.clientWidth,"
      .. " d.height, t.height].concat(rods).join(' '); })()"
    local function fitted(w, h)
      return { waitFor = ("document.body.getAttribute('data-fit') === '%dx%d'"):format(w, h) }
    end
    local function box(text)
      local v = {}
      for x in text:gmatch("%S+") do v[#v + 1] = tonumber(x) end
      local rods = {}
      for i = 9, #v do rods[#rods + 1] = v[i] end
      return { w = v[1], h = v[2], bottom = v[3], iw = v[4], ih = v[5], body = v[6], disk = v[7],
               letter = v[8], rods = rods }
    end
    -- it fills the window's width, or its height down to the controls,
    -- which stay in the window
    local function fills(b)
      assert.is_true(b.bottom <= b.ih, "the controls leave the window")
      assert.is_true(b.w <= b.body + 0.5, "wider than the page")
      assert.is_true(math.abs(b.w - b.body) < 2 or b.ih - b.bottom < 24,
        ("a board of %gx%g in a window of %gx%g"):format(b.w, b.h, b.iw, b.ih))
    end
    -- each disk's centre on the rod of its peg in the label
    local function on_rods(r, b, label)
      for d = 1, #label do
        local box_ = r.disks[d]
        assert.is_true(math.abs(box_.x + box_.width / 2 - b.rods[P(label:sub(d, d))]) < 0.01)
      end
    end
    local reads, errors, requests, evals = browse("play-window", render.html(hanoi.new(5)), {
      { eval = layout },
      { reducedMotion = true }, { viewport = { 1600, 900 } }, fitted(1600, 900), { eval = layout },
      { click = peg(1) }, { click = peg(3) }, { read = true },
      { viewport = { 700, 500 } }, fitted(700, 500), { eval = layout }, { read = true },
    })
    clean(errors, requests)
    local small, big, narrow = box(evals[1]), box(evals[2]), box(evals[3])
    fills(big)
    fills(narrow)
    assert.is_true(big.w > 2 * small.w, "the board did not grow with the window")
    assert.is_true(math.abs(big.disk / small.disk - big.w / small.w) < 0.01)
    assert.is_true(big.disk > 20)
    assert.equal("CAAAA", reads[1].label)                  -- clicks still find the pegs
    assert.equal(3, #big.rods)
    on_rods(reads[2], narrow, "CAAAA")
    -- 64 disks on 32 pegs: the pegs stand closer so that the board fills
    -- the window, its disks and letters large enough to see
    local n, k = 64, 32
    reads, errors, requests, evals = browse("play-window-32", render.html(hanoi.new(n, k)), {
      { reducedMotion = true }, { viewport = { 1600, 900 } }, fitted(1600, 900), { eval = layout },
      { click = peg(1) }, { click = peg(32) }, { read = true },
      { viewport = { 1000, 700 } }, fitted(1000, 700), { eval = layout }, { read = true },
    })
    clean(errors, requests)
    big, narrow = box(evals[1]), box(evals[2])
    fills(big)
    fills(narrow)
    assert.is_true(big.disk >= 6, "disks " .. big.disk .. " pixels high")
    assert.is_true(big.letter >= 10, "peg letters " .. big.letter .. " pixels high")
    -- at the usual spacing the same board would be far lower
    local usual = ((k - 1) * DX + 170)
    assert.is_true(big.w / usual * 10 < big.disk / 2)
    local label = "f" .. ("A"):rep(n - 1)
    assert.equal(label, reads[1].label)
    assert.equal(k, #narrow.rods)
    on_rods(reads[1], big, label)
    on_rods(reads[2], narrow, label)
  end)

  it("runs the clock as the terminal game does: from the first move to the win, halted stands still",
    function()
    local page = render.html(hanoi.new(4), { speed = 0.5 })
    local reads, errors, requests = browse("play-clock", page, {
      { key = "1" }, { key = "2" }, { wait = 300 }, { read = true },
      { key = "u" }, { read = true }, { wait = 400 }, { read = true },      -- back at move 0
      { key = "1" }, { key = "2" }, { wait = 300 },
      { click = "#solve" }, { read = true }, { wait = 400 }, { read = true },  -- the computer plays
      { click = "#halt" }, { read = true }, { wait = 400 }, { read = true },   -- halted
      { click = "#takeover" }, { wait = 300 }, { read = true },               -- the player again
      { key = "h" }, { key = "h" }, { wait = 300 }, { read = true },          -- and moves (the hint)
    })
    clean(errors, requests)
    assert.are_not.equal("0:00.0", reads[1].text.timer)
    assert.equal("AAAA", reads[2].label)
    assert.equal(reads[2].text.timer, reads[3].text.timer)    -- stands still at move 0
    assert.equal("solving", reads[4].attr.mode)
    assert.equal("computer", reads[4].attr.light)
    assert.are_not.equal(reads[4].text.timer, reads[5].text.timer)   -- runs while the computer plays
    assert.equal("paused", reads[6].attr.mode)
    assert.equal("halted", reads[6].attr.light)
    assert.equal(reads[6].text.timer, reads[7].text.timer)    -- still while halted
    -- taken over, it stands still until the player's next move, as the
    -- terminal game's (hanoi.game's session is the page's clock)
    assert.equal("playing", reads[8].attr.mode)
    assert.equal(reads[7].text.timer, reads[8].text.timer)
    assert.are_not.equal(reads[8].text.timer, reads[9].text.timer)
    -- 16 disks on 4 pegs, off Frame-Stewart's way: the engine searches
    -- for the hint (seconds), and the clock runs on, as the terminal's
    local searching = "searching the shortest way from here..."
    reads, errors, requests = browse("play-clock-hint", render.html(hanoi.new(16, 4)), {
      { key = "1" }, { key = "2" }, { key = "1" }, { key = "3" }, { click = "#hint" },
      { samples = 8, every = 100 },
      { waitFor = "document.getElementById('message').textContent.indexOf('hint:') === 0",
        timeout = 600000 },
      { read = true }, { key = "h" }, { wait = 400 }, { read = true },
    })
    clean(errors, requests)
    local still = {}
    for i = 1, 8 do
      if reads[i].text.message == searching then still[#still + 1] = reads[i].text.timer end
    end
    assert.is_true(#still >= 2, "the search was over before the clock could be seen")
    assert.are_not.equal(still[1], still[#still])
    assert.truthy(reads[9].text.message:find("^hint: disk %d+ from %u to %u"))
    assert.equal("3", reads[10].text.moves)                   -- h played it: the clock runs again
    assert.are_not.equal(still[1], reads[10].text.timer)
  end)

  it("finds the optimal move from any position on 3 pegs itself, as the C module does", function()
    -- every position of up to 5 disks and random ones of up to 64, each goal
    local cases = {}
    for n = 1, 5 do
      for code = 0, 3 ^ n - 1 do
        local t, c = {}, code
        for d = 1, n do t[d] = L(c % 3 + 1); c = c // 3 end
        cases[#cases + 1] = { table.concat(t), L(code % 3 + 1) }
      end
    end
    for _ = 1, 400 do
      cases[#cases + 1] = { model.random_label(math.random(6, 64), 3), L(math.random(3)) }
    end
    local list = {}
    for i, c in ipairs(cases) do list[i] = ('["%s","%s"]'):format(c[1], c[2]) end
    local expr = "[" .. table.concat(list, ",") .. "].map(function (c) {"
      .. " return HanoiPage.optimal3(c[0], c[1]).join(' '); }).join(';')"
    local _, errors, _, evals = browse("play-rule", render.html(hanoi.new(3)), { { eval = expr } })
    assert.same({}, errors)
    local got = {}
    for x in (evals[1] .. ";"):gmatch("(.-);") do got[#got + 1] = x end
    assert.equal(#cases, #got)
    for i, c in ipairs(cases) do
      local s, goal = hanoi.state(c[1]), P(c[2])
      local want = tostring(hanoi.distance(s, goal))
      local d, a, b = s:hint(goal)
      if d then want = ("%s %d %s %s"):format(want, d, L(a), L(b)) end
      assert.equal(want, got[i], c[1] .. " to " .. c[2])
    end
  end)

  it("lets the computer solve from a mixed position in the optimal number of moves", function()
    for _, c in ipairs({ { "BCACBAACBCBA", 5000 }, { "CABBA", 5000 }, { "ABC", 10 } }) do
      local label, speed = c[1], c[2]
      local s = hanoi.state(label)
      local reads, errors, requests, evals = browse("play-solve", render.html(s, { speed = speed }), {
        { click = "#solve" }, { waitText = "#solved", text = "solved", timeout = 60000 },
        { read = true }, { eval = "HanoiPage.history()" },
      })
      clean(errors, requests)
      local r = reads[1]
      local final, count, marks = replay(label, 3, evals[1])
      assert.equal(("C"):rep(#label), final)
      assert.equal(hanoi.distance(s, 3), count)
      assert.equal(count, marks.c)
      assert.equal(tostring(count), r.text.moves)
      assert.equal(final, r.label)
      assert.equal("solved", r.attr.mode)
    end
  end)

  it("halts the computer, lets it continue, and lets the player take over", function()
    local label = "CBACBAB"
    local s = hanoi.state(label)
    local optimum = hanoi.distance(s, 3)
    local reads, errors, requests, evals = browse("play-halt", render.html(s, { speed = 0.5 }), {
      { click = "#solve" }, { click = "#halt" }, { read = true }, { wait = 300 }, { read = true },
      { click = "#continue" }, { read = true }, { click = "#takeover" }, { read = true },
      { click = "#hint" }, { read = true },
      { slider = "#speed", value = 100 }, { click = "#solve" },
      { waitText = "#solved", text = "solved", timeout = 60000 }, { read = true },
      { eval = "HanoiPage.history()" },
    })
    clean(errors, requests)
    -- halted: nothing moves; whatever it played lies on a shortest path
    local r1, r2 = reads[1], reads[2]
    assert.equal("paused", r1.attr.mode)
    assert.equal(r1.label, r2.label)
    assert.equal(optimum, tonumber(r1.text.moves) + hanoi.distance(hanoi.state(r1.label), 3))
    assert.equal("solving", reads[3].attr.mode)
    assert.equal("playing", reads[4].attr.mode)
    -- the hint is the C module's next move from where the game stands
    local here = hanoi.state(reads[5].label)
    local d, a, b = here:hint(3)
    assert.equal(("hint: disk %d from %s to %s (h again plays it)"):format(d, L(a), L(b)),
      reads[5].text.message)
    local last = reads[6]
    local final, count = replay(label, 3, evals[1])
    assert.equal("CCCCCCC", final)
    assert.equal(optimum, count)
    assert.equal("solved", last.solved)
    assert.equal(("in %d moves: optimal, 0 undos, 1 hint"):format(optimum), last.text.verdict)
  end)

  it("carries every move with the crane, its clamp the size of the disk", function()
    local page = render.html(hanoi.new(3), { speed = 1 })
    local steps = { { click = "#crane" }, { read = true }, { key = "1" } }
    steps[#steps + 1] = { samples = 20, every = 40 }
    steps[#steps + 1] = { wait = 1500 }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { key = "3" }
    steps[#steps + 1] = { samples = 40, every = 40 }
    steps[#steps + 1] = { wait = 4500 }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { screenshot = "play-crane.png" }
    local reads, errors, requests = browse("play-crane", page, steps)
    clean(errors, requests)
    local first = reads[1]
    assert.equal("on", first.attr.crane)
    assert.is_true(first.hoist.visible)
    assert.equal(px(1), first.hoist.x)                       -- it waits over A
    -- picking: the clamp comes down to disk 1 and lifts it, sized to it
    local lowest, width1 = 0, nil
    for i = 2, 21 do
      local h = reads[i].hoist
      lowest = math.max(lowest, h.y)
      assert.equal(px(1), h.x)
      width1 = h.width
    end
    local held = reads[22]
    assert.equal("A", held.attr.held)
    local x, y = centre(held.disks[1])
    assert.equal(px(1), x)
    assert.is_true(math.abs(held.hoist.y - (held.disks[1].y + 5)) < 0.01)   -- in the clamp
    assert.is_true(lowest > held.hoist.y + 20, "the clamp went down to the disk")
    assert.is_true(math.abs(width1 - (held.disks[1].width + 6)) < 0.01)
    -- carrying: the disk hangs in the clamp all the way across
    local across = 0
    for i = 23, 62 do
      local r = reads[i]
      assert.equal("CAA", r.label)
      -- the counts of before the move until the disk is set down
      if r.attr.flying == "1" then
        assert.equal("0", r.text.moves)
        assert.equal("7 to go", r.text.left)
      end
      if r.hoist.x > px(1) + 1 and r.hoist.x < px(3) - 1 then
        across = across + 1
        x, y = centre(r.disks[1])
        assert.is_true(math.abs(x - r.hoist.x) < 0.01)
        assert.is_true(math.abs(y - r.hoist.y) < 0.01)
      end
    end
    assert.is_true(across >= 3, "seen carrying " .. across .. " times")
    local done = reads[63]
    assert.equal("1", done.text.moves)
    assert.equal("6 to go", done.text.left)
    assert.equal(px(3), done.hoist.x)                        -- it waits over C
    assert_on_pegs(done, "CAA")
    assert.is_true(y ~= nil)
    -- a larger disk gets a wider clamp
    reads, errors = browse("play-crane-2", page, {
      { click = "#crane" }, { key = "1" }, { key = "3" }, { key = "1" }, { wait = 2000 }, { read = true },
    })
    assert.same({}, errors)
    assert.equal("A", reads[1].attr.held)
    assert.is_true(math.abs(reads[1].hoist.width - (reads[1].disks[2].width + 6)) < 0.01)
  end)

  it("plays the random mover: legal random moves until stopped", function()
    -- 8 disks: the goal is 255 moves away, more than the mover makes here
    local reads, errors, requests, evals = browse("play-random", render.html(hanoi.new(8), { speed = 200 }), {
      { click = "#random" }, { wait = 200 }, { read = true }, { click = "#random" }, { read = true },
      { eval = "HanoiPage.history()" },
    })
    clean(errors, requests)
    assert.equal("demo", reads[1].attr.mode)
    assert.equal("computer: random mover", reads[1].text.lighttext)
    local r = reads[2]
    assert.equal("playing", r.attr.mode)
    assert.equal("you took over", r.text.message)
    local final, count, marks = replay("AAAAAAAA", 3, evals[1])
    assert.is_true(count > 5 and count < 255)
    assert.equal(count, marks.r)
    assert.equal(final, r.label)
    assert.equal(tostring(count), r.text.moves)
  end)

  it("plays the binary method's demo, the move number in binary", function()
    local n = 4
    local page = render.html(hanoi.new(n), { speed = 2 })
    local reads, errors, requests, evals = browse("play-binary", page, {
      { click = "#demo" }, { waitText = "#moves", text = "2", timeout = 20000 }, { read = true },
      { slider = "#speed", value = 60 },
      { waitText = "#solved", text = "solved", timeout = 60000 }, { read = true },
      { eval = "HanoiPage.history()" }, { screenshot = "play-binary.png" },
    })
    clean(errors, requests)
    local r = reads[1]
    assert.equal("demo", r.attr.mode)
    -- move 2 = 0010: the lowest 1 is bit 1, disk 2; n even: disk 2 goes A -> C
    assert.equal("move 2 = 0010 in binary: the lowest 1 is bit 1, so disk 2 A -> C", r.text.binary)
    local want = {}
    for i, m in ipairs(model.reference(n, 1, 3, 2)) do
      local low = 0
      while (i >> low) & 1 == 0 do low = low + 1 end
      assert.equal(m[1], low + 1)                            -- the ruler: the lowest 1 is the disk
      want[i] = m[1] .. L(m[2]) .. L(m[3]) .. "c"
    end
    assert.equal(table.concat(want, " "), evals[1])
    assert.equal("move 15 = 1111 in binary: the lowest 1 is bit 0, so disk 1 B -> C",
      reads[2].text.binary)
  end)

  it("shows each disk's moves against the optimum and keeps the best result", function()
    local steps = { { key = "1" }, { key = "2" }, { key = "u" } }      -- a move and its undo
    for _, m in ipairs(model.reference(3, 1, 3, 2)) do clicks(steps, m[2], m[3]) end
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { screenshot = "play-stats.png" }
    steps[#steps + 1] = { click = "#reset" }
    steps[#steps + 1] = { key = "t" }
    steps[#steps + 1] = { read = true }
    local reads, errors, requests = browse("play-stats", render.html(hanoi.new(3)), steps)
    clean(errors, requests)
    local r = reads[1]
    assert.equal("solved! statistics of this game", r.text.statstitle)
    -- the line of play: disk d moved 2^(3-d) times, as an optimal game
    assert.equal("disk 1 2 3; moved 4 2 1; optimal 4 2 1", r.attr.stats)
    assert.truthy(r.text.statsline:find("^moves 7 %(optimal 7%) · wasted 0 · undos 1 · hints 0 · time "))
    assert.truthy(r.text.bestline:find("^best for 3 disks, 3 pegs, goal tower on C: 7 moves, 0:"))
    r = reads[2]
    assert.equal("statistics of this game so far", r.text.statstitle)
    assert.equal("disk 1 2 3; moved 0 0 0; optimal 4 2 1", r.attr.stats)
    assert.truthy(r.text.bestline:find("^best for 3 disks, 3 pegs, goal tower on C: 7 moves"))
  end)

  it("starts new games from its controls: disks, pegs and the goal", function()
    local reads, errors, requests, evals = browse("play-new", render.html(hanoi.new(8, 5)), {
      { type = "#pegs", text = "3" }, { read = true },
      { type = "#disks", text = "5" }, { read = true }, { eval = "document.title" },
      { type = "#pegs", text = "4" }, { key = "ArrowUp" }, { read = true },   -- the goal list
      { type = "#disks", text = "65" }, { read = true },
      { screenshot = "play-new.png" },
    })
    clean(errors, requests)
    local r = reads[1]
    assert.equal("AAAAAAAA", r.label)
    assert.equal("255", r.text.optimum)
    assert.equal("C", r.attr.goal)
    r = reads[2]
    assert.equal("AAAAA", r.label)
    assert.equal(5, #r.disks)
    assert.equal("31", r.text.optimum)
    assert.equal("Tower of Hanoi: 5 disks, 3 pegs", evals[1])
    r = reads[3]                                      -- 4 pegs, the goal moved up to C
    assert.equal("C", r.attr.goal)
    assert.equal(tostring(hanoi.count(5, 4)), r.text.optimum)
    assert.equal(hanoi.distance(hanoi.new(5, 4), 3) .. " to go", r.text.left)
    r = reads[4]                                      -- more disks than the page plays
    assert.equal("disks must be 1..64", r.text.message)
    assert.equal(5, #r.disks)
  end)

  it("plays 1..64 disks and 3..8 pegs on a page written for 3 disks", function()
    local steps, asked = {}, {}
    for _, c in ipairs({ { 64, 3 }, { 1, 3 }, { 17, 3 }, { 5, 8 }, { 12, 6 }, { 30, 4 } }) do
      steps[#steps + 1] = { type = "#pegs", text = tostring(c[2]) }
      steps[#steps + 1] = { type = "#disks", text = tostring(c[1]) }
      steps[#steps + 1] = { waitText = "#optimum", text = tostring(hanoi.count(c[1], c[2])) }
      steps[#steps + 1] = { read = true }
      asked[#asked + 1] = c
    end
    steps[#steps + 1] = { type = "#pegs", text = "9" }
    steps[#steps + 1] = { read = true }
    local reads, errors, requests = browse("play-sizes", render.html(hanoi.new(3)), steps)
    clean(errors, requests)
    for i, c in ipairs(asked) do
      local n, k = c[1], c[2]
      local r = reads[i]
      assert.equal(("A"):rep(n), r.label)
      assert.equal(n, #r.disks)
      -- from a tower on A to the tower on the last peg: 2^n - 1 on 3 pegs
      -- (exact past 2^53), Frame-Stewart's count on more, proven shortest
      assert.equal(tostring(hanoi.count(n, k)), r.text.optimum)
      if k <= 4 then assert.equal("", r.text.optnote) end     -- Bousch's proof for 4 pegs
    end
    assert.equal("pegs must be 3..8", reads[#reads].text.message)
  end)

  it("saves a file that loads back, and that hanoi.game reads; refuses bad ones as it does", function()
    local steps = { { key = "1" }, { key = "3" }, { key = "1" }, { key = "2" }, { key = "u" },
      { wait = 200 }, { download = "#save", to = "play.save" }, { read = true },
      { click = "#reset" }, { read = true },
      { upload = "#load", file = "play.save" }, { wait = 300 }, { read = true },
      { click = "#redo" }, { read = true } }
    local reads, errors, requests = browse("play-save", render.html(hanoi.new(3)), steps)
    clean(errors, requests)
    local text = files.slurp(browser.BUILD .. "/play.save")
    assert.truthy(text:find("^hanoi%-game 1\ndisks 3\npegs 3\nstart AAA\ngoal C\nmoves AC AB\n" ..
      "played 1\nposition CAA\ntime %d+%.%d%d%d\n$"))
    local g = game.new()
    assert.truthy(g:undump(text))
    assert.equal("CAA", g.state:label())
    assert.equal(1, g:moves())
    assert.is_true(g:can_redo())
    assert.equal("CAA", reads[1].label)
    assert.equal("AAA", reads[2].label)
    local r = reads[3]
    assert.equal("CAA", r.label)
    assert.equal("loaded play.save", r.text.message)
    assert.equal("1", r.text.moves)
    assert.equal("CBA", reads[4].label)
    -- a bad file: the same message as the terminal game's
    files.spit(browser.BUILD .. "/bad.save", "hanoi-game 1\ndisks 3\npegs 3\nstart AAA\ngoal C\n"
      .. "moves AC AC\nplayed 2\nposition CAA\ntime 1\n")
    reads, errors = browse("play-bad-save", render.html(hanoi.new(3)), {
      { key = "1" }, { key = "2" }, { upload = "#load", file = "bad.save" }, { wait = 300 }, { read = true },
    })
    assert.same({}, errors)
    local _, why = save.parse(files.slurp(browser.BUILD .. "/bad.save"))
    assert.equal("cannot load 'bad.save': " .. why, reads[1].text.message)
    assert.equal("BAA", reads[1].label)                      -- the game as it was
  end)

  it("checks a save file's text exactly as hanoi.game.save does", function()
    local good = "hanoi-game 1\ndisks 3\npegs 4\nstart AAA\ngoal D\nmoves AB ACc BCr\nplayed 2\n"
      .. "position BCA\ntime 1.5\n"
    local texts = { good, "", "hanoi-game 2\n", good:gsub("disks 3", "disks 65"),
      good:gsub("disks 3", "disks 0x3"), good:gsub("disks 3", "disks 3.0"), good:gsub("pegs 4", "pegs 2"),
      good:gsub("start AAA", "start AAAA"), good:gsub("start AAA", "start AAE"),
      good:gsub("goal D", "goal E"), good:gsub("goal D", "goal other"),
      good:gsub("start AAA", "start ABA"):gsub("goal D", "goal other"),
      good:gsub("goal D", "goal DDD"), good:gsub("goal D", "goal DDX"),
      good:gsub("AB ACc", "AB AB"), good:gsub("AB ACc", "AX ACc"), good:gsub("AB ACc", "AA ACc"),
      good:gsub("AB ACc", "AB AC AC"), good:gsub("AB ACc", "DA ACc"), good:gsub("played 2", "played 4"),
      good:gsub("played 2", "played -1"), good:gsub("played 2", "played x"),
      good:gsub("position BCA", "position CCA"), good:gsub("time 1.5", "time -1"),
      good:gsub("time 1.5", "time inf"), good:gsub("time 1.5", "time 1e999"),
      good:gsub("time 1.5", "time  0x10 "), good .. "disks 3\n", good:gsub("\ntime 1.5\n", "\n"),
      good .. "\n# a comment\n   \nextra field\n", good:gsub("\n", "\r\n"), good:gsub("\n$", ""),
      good .. "?bad line\n", good:gsub("time 1.5", "time 1e300"), good:gsub("time 1.5", "time 1000000001"),
      good:gsub("goal D", "goal \27"), good:gsub("start AAA", "start A\27]0;x\7"),
      good:gsub("AB ACc", "A\127 ACc"), good .. "\27[2J\n", (good:gsub("played 2", "played 0")),
      (good:gsub("played 2\nposition BCA", "played 0\nposition AAA")),
      good:gsub("goal D", "goal D\0"), good:gsub("\ntime 1.5\n", "\ntime 1.5\0\n"),
      good .. "# a comment with a zero byte \0 in it\n",
    }
    local list = {}
    for i, t in ipairs(texts) do list[i] = browser.json(t) end
    local expr = "[" .. table.concat(list, ",") .. "].map(HanoiPage.check).join('\\u0001')"
    local _, errors, _, evals = browse("play-check", render.html(hanoi.new(3)), { { eval = expr } })
    assert.same({}, errors)
    local got = {}
    for x in (evals[1] .. "\1"):gmatch("(.-)\1") do got[#got + 1] = x end
    assert.equal(#texts, #got)
    local bad = 0
    for i, t in ipairs(texts) do
      local ok, why = save.parse(t)
      assert.equal(ok and "ok" or why, got[i], t)
      if not ok then bad = bad + 1 end
    end
    assert.is_true(bad >= 31)
  end)

  it("is played by the keyboard alone, its controls named", function()
    local function keys()
      return {
        { key = "ArrowRight" }, { key = " " }, { read = true },       -- the cursor: B is empty
        { key = "ArrowLeft" }, { key = " " }, { key = "ArrowRight" }, { key = "ArrowRight" },
        { key = "Enter" }, { read = true },                           -- A to C
        { key = "h" }, { read = true }, { key = "h" }, { read = true },   -- hint, then played
        { key = "t" }, { read = true }, { key = "t" },
        { key = "c" }, { read = true }, { key = "c" }, { read = true },
      }
    end
    local steps = keys()
    steps[#steps + 1] = { eval = "Array.from(document.querySelectorAll('button')).map(function (b) {"
      .. " return b.textContent; }).join(',')" }
    steps[#steps + 1] = { eval = "['disks','pegs','goal','speed'].map(function (id) {"
      .. " return document.querySelector('label[for=' + id + ']').textContent; }).join(',')" }
    -- Tab goes through the controls: where is Crane?
    for _ = 1, 16 do
      steps[#steps + 1] = { key = "Tab" }
      steps[#steps + 1] = { eval = "document.activeElement.textContent" }
    end
    -- the board's accessible name says what stands where, and what is in hand
    local said = "document.getElementById('board').getAttribute('aria-label')"
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { eval = said }
    steps[#steps + 1] = { key = "Escape" }
    steps[#steps + 1] = { key = "3" }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { eval = said }
    local reads, errors, requests, evals = browse("play-keys", render.html(hanoi.new(3)), steps)
    clean(errors, requests)
    local function spoken(r)
      local t, parts = model.from_label(r.label, 3), {}
      for p = 1, 3 do
        local list = {}
        for i, d in ipairs(t.pegs[p]) do list[i] = tostring(d) end
        parts[p] = "peg " .. L(p) .. ": " .. (#list > 0 and "disks " .. table.concat(list, ", ") or "empty")
      end
      local text = "the pegs and disks; " .. table.concat(parts, "; ")
      if r.attr.held ~= "" then
        local pegs = t.pegs[P(r.attr.held)]
        text = text .. "; disk " .. pegs[#pegs] .. " in hand, from peg " .. r.attr.held
      end
      return text
    end
    assert.equal(spoken(reads[8]), evals[#evals - 1])
    assert.equal("", reads[8].attr.held)
    assert.equal(spoken(reads[9]), evals[#evals])
    assert.equal("C", reads[9].attr.held)
    table.remove(evals)
    table.remove(evals)
    local names = {}
    for x in evals[1]:gmatch("[^,]+") do names[x] = true end
    for _, want in ipairs({ "Crane", "Random", "Demo", "Statistics", "Hint", "Undo", "Redo", "Solve",
      "New game", "Save", "Load" }) do
      assert.is_true(names[want], want)
    end
    assert.equal("disks,pegs,goal,speed", evals[2])
    assert.equal("peg B is empty", reads[1].text.message)
    assert.equal("CAA", reads[2].label)
    local d, a, b = reads[3].text.message:match("^hint: disk (%d) from (%u) to (%u) %(h again plays it%)$")
    local s = hanoi.state("CAA")
    local hd, ha, hb = s:hint(3)
    assert.same({ hd, L(ha), L(hb) }, { tonumber(d), a, b })
    s:move(ha, hb)
    assert.equal(s:label(), reads[4].label)
    assert.equal("disk 1 2 3; moved 1 1 0; optimal 4 2 1", reads[5].attr.stats)
    assert.equal("on", reads[6].attr.crane)
    assert.equal("", reads[7].attr.crane)
    -- Tab reaches the Crane button; Enter presses it; the keys still play
    local tabs
    for i = 3, #evals do
      if evals[i] == "Crane" then tabs = i - 2; break end
    end
    assert.truthy(tabs, "Tab never reached the Crane button")
    steps = keys()
    for _ = 1, tabs do steps[#steps + 1] = { key = "Tab" } end
    steps[#steps + 1] = { key = "Enter" }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { key = "3" }
    steps[#steps + 1] = { key = "2" }
    steps[#steps + 1] = { wait = 3000 }
    steps[#steps + 1] = { read = true }
    reads, errors, requests = browse("play-tab", render.html(hanoi.new(3)), steps)
    clean(errors, requests)
    assert.equal("on", reads[8].attr.crane)
    s:move(3, 2)
    assert.equal(s:label(), reads[9].label)
    assert.equal(px(2), reads[9].hoist.x)
  end)

  it("gives exact hints on 4 and 5 pegs from wherever the player goes, as a breadth-first search says",
    function()
    local lcg = require("support.gamekit").lcg(7)
    for _, c in ipairs({ { 5, 4 }, { 7, 4 }, { 8, 4 }, { 5, 5 }, { 6, 4 } }) do
      local n, k = c[1], c[2]
      local dist = model.distances(model.tower(n, k), k)
      local function far(label) return dist[model.code(label, k) + 1] end
      -- three rounds: two random moves by clicks (off the plan), then Hint
      local t = model.new(n, k)
      local steps, before = {}, {}
      for round = 1, 3 do
        for _ = 1, 2 do
          local list = {}
          for a = 1, k do for b = 1, k do
            local sa, sb = t.pegs[a], t.pegs[b]
            if a ~= b and #sa > 0 and (#sb == 0 or sb[#sb] > sa[#sa]) then list[#list + 1] = { a, b } end
          end end
          local m = list[lcg(#list)]
          clicks(steps, m[1], m[2])
          model.move(t, m[1], m[2])
        end
        before[round] = model.label(t)
        steps[#steps + 1] = { click = "#hint" }
        steps[#steps + 1] = { waitText = "#left", text = far(before[round]) .. " to go" }
        steps[#steps + 1] = { read = true }
      end
      local reads, errors, requests = browse("play-hint-" .. n .. "-" .. k,
        render.html(hanoi.new(n, k)), steps)
      clean(errors, requests)
      for round = 1, 3 do
        local r = reads[round]
        assert.equal(before[round], r.label)
        local d, a, b = r.text.message:match("^hint: disk (%d+) from (%u) to (%u) %(h again plays it%)$")
        assert.truthy(d, r.text.message)
        local label = before[round]
        assert.equal(a, label:sub(tonumber(d), tonumber(d)))
        local moves = model.moves(label, k)
        local legal = false
        for _, m in ipairs(moves) do
          if m[1] == tonumber(d) and m[2] == P(a) and m[3] == P(b) then legal = true end
        end
        assert.is_true(legal)
        assert.equal(far(label) - 1, far(model.apply(label, tonumber(d), P(b))))
      end
    end
  end)

  it("hints on 4 pegs from scrambled positions of 8 to 14 disks, each lowering the distance by one,"
    .. " past the game's search budget from the C search in a Worker", function()
    -- the distances to the tower on D of every position of m disks, by a
    -- breadth-first search (node, typed arrays: 4^13 positions at most);
    -- prints the distance of each label asked
    local BFS = [==[
const m = +process.argv[2], labels = process.argv.slice(3), N = 4 ** m, pw = [];
for (let d = 0; d < m; d++) pw.push(4 ** d);
const dist = new Uint8Array(N).fill(255), q = new Uint32Array(N), top = new Int32Array(4);
let goal = 0;
for (let d = 0; d < m; d++) goal += 3 * pw[d];
dist[goal] = 0; q[0] = goal;
for (let head = 0, tail = 1; head < tail; head++) {
  const c = q[head];
  top.fill(-1);
  for (let d = 0, x = c; d < m; d++, x = Math.floor(x / 4)) if (top[x % 4] < 0) top[x % 4] = d;
  for (let a = 0; a < 4; a++) {
    if (top[a] < 0) continue;
    for (let b = 0; b < 4; b++) {
      if (b === a || (top[b] >= 0 && top[b] < top[a])) continue;
      const next = c + (b - a) * pw[top[a]];
      if (dist[next] === 255) { dist[next] = dist[c] + 1; q[tail++] = next; }
    }
  }
}
console.log(labels.map((l) => {
  let c = 0;
  for (let d = 0; d < m; d++) c += ("ABCD".indexOf(l[d])) * pw[d];
  return dist[c];
}).join(" "));
]==]
    files.spit(browser.BUILD .. "/bfs4.js", BFS)
    local function distances(m, list)
      local pipe = assert(io.popen("node " .. browser.BUILD .. "/bfs4.js " .. m .. " "
        .. table.concat(list, " ")))
      local out = pipe:read("a")
      pipe:close()
      local got = {}
      for x in out:gmatch("%d+") do got[#got + 1] = tonumber(x) end
      assert.equal(#list, #got)
      return got
    end
    local lcg = require("support.gamekit").lcg(11)
    for _, n in ipairs({ 8, 10, 12, 14 }) do
      -- at 14 disks the largest stands on D, where it never has to move (a
      -- way of all 14 disks without its moves is a way of the 13 others),
      -- so the search above of 13 disks gives the distances; the 13th is
      -- off D, past the game's own search budget
      local t = {}
      for d = 1, n do t[d] = L(lcg(4)) end
      if n == 14 then t[14], t[13] = "D", L(lcg(3)) end
      local label = table.concat(t)
      local m = n == 14 and 13 or n
      local far = distances(m, { label:sub(1, m) })[1]
      local reads, errors, requests = browse("play-hint4-" .. n, render.html(hanoi.state(label, 4)), {
        { waitText = "#left", text = far .. " to go", timeout = 300000 },
        { click = "#hint" }, { read = true } })
      clean(errors, requests)
      local r = reads[1]
      assert.equal(label, r.label)
      local d, a, b = r.text.message:match("^hint: disk (%d+) from (%u) to (%u) %(h again plays it%)$")
      assert.truthy(d, r.text.message)
      d = tonumber(d)
      assert.equal(a, label:sub(d, d))
      assert.is_true(d <= m)
      local after = model.apply(label, d, P(b))
      local legal = false
      for _, mv in ipairs(model.moves(label, 4)) do
        if mv[1] == d and mv[2] == P(a) and mv[3] == P(b) then legal = true end
      end
      assert.is_true(legal)
      assert.same({ far, far - 1 }, distances(m, { label:sub(1, m), after:sub(1, m) }))
    end
  end)

  it("advises exactly from any position within the game's search budget (many positions at once)",
    function()
    for _, c in ipairs({ { 6, 4 }, { 5, 5 }, { 4, 6 }, { 4, 7 }, { 8, 4 } }) do
      local n, k = c[1], c[2]
      local dist = model.distances(model.tower(n, 2), k)          -- the goal: B
      local labels = {}
      for i = 1, 300 do labels[i] = model.random_label(n, k) end
      local list = {}
      for i, l in ipairs(labels) do list[i] = '"' .. l .. '"' end
      local expr = "[" .. table.concat(list, ",") .. "].map(function (l) {"
        .. " return HanoiPage.advise(l).join(' '); }).join(';')"
      local _, errors, _, evals = browse("play-advise",
        render.html(hanoi.new(n, k), { to = 2 }),
        { { waitText = "#optimum", text = tostring(dist[model.code(("A"):rep(n), k) + 1]) },
          { eval = expr } })
      assert.same({}, errors)
      local i = 0
      for got in (evals[1] .. ";"):gmatch("(.-);") do
        i = i + 1
        local label = labels[i]
        local far = dist[model.code(label, k) + 1]
        local d, exact, disk, a, b = got:match("^(%d+) (%a+) ?(%d*) ?(%a?) ?(%a?)$")
        assert.equal(tostring(far), d, label)
        assert.equal("true", exact)
        if far > 0 then
          local next = model.apply(label, tonumber(disk), P(b))
          assert.equal(a, label:sub(tonumber(disk), tonumber(disk)))
          assert.equal(far - 1, dist[model.code(next, k) + 1])
        end
      end
      assert.equal(300, i)
    end
  end)

  it("follows a plan it labels not proven shortest past what it can search, to the goal", function()
    -- 20 disks spread over B, C and D: the C search of the page's engine
    -- would want a ball of 18 disks, more memory than the engine has, so
    -- the page plans itself, to D and to B
    local n, k, start = 20, 4, ("BCD"):rep(7):sub(1, 20)
    for _, goal in ipairs({ 4, 2 }) do
      local steps = {}
      -- (the count left is written when the page's own search has ended,
      -- which on a loaded machine can come after the hint)
      for _, step in ipairs({ { click = "#hint" },
        { waitFor = "document.getElementById('message').textContent.indexOf('hint:') === 0 && "
          .. "/ to go /.test(document.getElementById('left').textContent)" },
        { read = true }, { click = "#solve" }, { waitText = "#solved", text = "solved", timeout = 60000 },
        { read = true }, { eval = "HanoiPage.history()" }, { screenshot = "play-20-4.png" } }) do
        steps[#steps + 1] = step
      end
      local reads, errors, requests, evals = browse("play-plan",
        render.html(hanoi.state(start, k), { speed = 5000, to = goal }), steps)
      clean(errors, requests)
      local r = reads[1]
      local d, a, b = r.text.message:match("^hint: disk (%d+) from (%u) to (%u) %(not proven shortest%)")
      assert.truthy(d, r.text.message)
      local left = tonumber(r.text.left:match("^(%d+) to go %(not proven shortest%)$"))
      assert.truthy(left, r.text.left)
      local final, count = replay(start, k, evals[1])
      assert.equal(L(goal):rep(n), final)
      -- the computer follows the plan the hint came from: its first move,
      -- and as many moves as it said were left
      assert.equal(left, count)
      assert.equal(d .. a .. b .. "c", evals[1]:match("%S+"))
      assert.equal("solved", reads[2].solved)
    end
  end)

  it("answers clicks at once from a scrambled start past the game's budget; its optimum comes"
    .. " from the Worker, as hanoi.game measures it", function()
    -- hanoi.game measures the optimum from the start when a game begins
    -- (seconds of the C search here): the page leaves it to its Worker, so
    -- the board plays while it is measured; then the session has what the
    -- terminal game has (the native hanoi.game, measured here)
    for _, case in ipairs({ { ("BCD"):rep(7):sub(1, 20), 4, 4 }, { "ABCDDCBAEE", 5, 4 } }) do
      local start, k, goal = case[1], case[2], case[3]
      local native = game.new({ start = hanoi.state(start, k), goal = goal }).optimal_start
      local a = P(start:sub(1, 1))
      local b = a == 1 and 2 or 1
      local steps = { { read = true } }
      clicks(steps, a, b)
      steps[#steps + 1] = { read = true }
      -- a watchdog only: the measurement ends
      steps[#steps + 1] = { waitFor = "HanoiPage.optimum() !== 'measuring'", timeout = 600000 }
      steps[#steps + 1] = { eval = "HanoiPage.optimum()" }
      steps[#steps + 1] = { eval = "document.body.getAttribute('data-optimum')" }
      steps[#steps + 1] = { read = true }
      local reads, errors, requests, evals = browse("play-measure",
        render.html(hanoi.state(start, k), { to = goal }), steps)
      clean(errors, requests)
      assert.equal(start, reads[1].label)
      local t = model.from_label(start, k)
      model.move(t, a, b)
      assert.equal(model.label(t), reads[2].label)      -- the move was played
      assert.equal("1", reads[2].text.moves)
      assert.equal(native == nil and "?" or tostring(native), evals[1])
      assert.equal("worker", evals[2])                 -- not the page's main thread
      assert.equal(model.label(t), reads[3].label)
    end
  end)

  it("plays 64 disks on 3 pegs and 32 pegs, counts exact", function()
    local reads, errors, requests = browse("play-64", render.html(hanoi.new(64)), {
      { read = true }, { key = "h" }, { read = true },
    })
    clean(errors, requests)
    assert.equal("18446744073709551615", reads[1].text.optimum)
    assert.equal("18446744073709551615 to go", reads[1].text.left)
    assert.equal("hint: disk 1 from A to B (h again plays it)", reads[2].text.message)
    reads, errors, requests = browse("play-32", render.html(hanoi.new(3, 32)), {
      { waitText = "#optimum", text = "5" }, { read = true }, { key = "1" }, { key = "Z" },
      { read = true },
    })
    clean(errors, requests)
    assert.equal("5", reads[1].text.optimum)                 -- 2n - 1: each disk out and back
    assert.equal("ZAA", reads[2].label)
  end)

  it("keeps a hostile title out of the script, and fetches nothing", function()
    local title = "</script><script>document.body.setAttribute('data-pwned', '1')</script>"
      .. "<!-- \" ' & \u{2028}"
    for _, page in ipairs({ render.html(hanoi.new(3), { title = title }),
                            render.html({ n = 3 }, { title = title }) }) do
      local reads, errors, requests, evals = browse("play-title", page, {
        { read = true }, { eval = "document.title" },
        { eval = "document.querySelector('h1').textContent" },
      })
      clean(errors, requests)
      assert.is_nil(reads[1].attr.pwned)
      assert.equal("AAA", reads[1].label)                -- the script ran
      assert.equal(title, evals[1])
      assert.equal(title, evals[2])
    end
  end)

  it("counts every request a page makes (the check that nothing is fetched can fail)", function()
    local page = render.html(hanoi.new(3)):gsub("<body>",
      '<body><img src="http://192.0.2.1/x.png"><img src="missing.png">', 1)
    local _, _, requests = browse("play-fetch", page, { { wait = 200 } })
    table.sort(requests)
    assert.equal(2, #requests)
    assert.truthy(requests[1]:find("^file:///.*/missing%.png$"))
    assert.equal("http://192.0.2.1/x.png", requests[2])
  end)

  it("plays to the tower on any other peg (the terminal game's goal 'other'), saves it, loads it back",
    function()
    -- the distance to the goal: the nearer of the towers on B and C, by
    -- the simulator's breadth-first search
    local toB, toC = model.distances(model.tower(3, 2), 3), model.distances(model.tower(3, 3), 3)
    local function far(label)
      local c = model.code(label, 3) + 1
      return math.min(toB[c], toC[c])
    end
    local steps = { { select = "#goal", value = "other" }, { read = true } }
    clicks(steps, 1, 2)
    for _, step in ipairs({ { read = true }, { click = "#hint" }, { read = true },
      { download = "#save", to = "play-other.save" }, { click = "#solve" },
      { waitText = "#solved", text = "solved", timeout = 60000 }, { read = true },
      { eval = "HanoiPage.history()" }, { upload = "#load", file = "play-other.save" }, { wait = 300 },
      { read = true }, { key = "r" }, { read = true } }) do
      steps[#steps + 1] = step
    end
    local reads, errors, requests, evals = browse("play-other", render.html(hanoi.new(3), { speed = 200 }),
      steps)
    clean(errors, requests)
    local r = reads[1]
    assert.equal("AAA", r.label)
    assert.equal("other", r.attr.goal)
    assert.equal("new game: 3 disks, 3 pegs, goal tower on any peg but A", r.text.message)
    assert.equal(far("AAA") .. " to go", r.text.left)
    assert.equal(tostring(far("AAA")), r.text.optimum)
    r = reads[2]
    assert.equal("BAA", r.label)
    assert.equal(far("BAA") .. " to go", r.text.left)
    local d, a, b = reads[3].text.message:match("^hint: disk (%d+) from (%u) to (%u) %(h again plays it%)$")
    assert.truthy(d, reads[3].text.message)
    assert.equal(a, ("BAA"):sub(tonumber(d), tonumber(d)))
    assert.equal(far("BAA") - 1, far(model.apply("BAA", tonumber(d), P(b))))
    -- the file: as hanoi.game writes it, and hanoi.game reads it back
    local text = files.slurp(browser.BUILD .. "/play-other.save")
    assert.truthy(text:find("^hanoi%-game 1\ndisks 3\npegs 3\nstart AAA\ngoal other\nmoves AB\n" ..
      "played 1\nposition BAA\ntime %d+%.%d%d%d\n$"), text)
    local g = game.new()
    assert.truthy(g:undump(text))
    assert.equal("tower on any peg but A", g:goal_text())
    -- the computer solved to the nearer tower, in as many moves as it was away
    r = reads[4]
    assert.equal("solved", r.text.solved)
    local final, count, marks = replay("AAA", 3, evals[1])
    assert.equal(r.label, final)
    assert.is_true(final == "BBB" or final == "CCC")
    assert.equal(1 + far("BAA"), count)
    assert.equal(far("BAA"), marks.c)
    -- loaded back: the position, the goal, the move to redo
    r = reads[5]
    assert.equal("loaded play-other.save", r.text.message)
    assert.equal("BAA", r.label)
    assert.equal("other", r.attr.goal)
    assert.equal("", r.text.solved)
    assert.equal("BAA", reads[6].label)                     -- nothing to redo: the file had one move
    assert.equal("nothing to redo", reads[6].text.message)
  end)

  it("names its pegs by the library's rule (A..Z, then a..f) at 26 and 27 pegs; refuses 52 as it does",
    function()
    -- the rule, written here: "A".."Z" for pegs 1..26, then "a".."f"
    local function rule(p) return p <= 26 and string.char(64 + p) or string.char(96 + p - 26) end
    local function all(k)
      local t = {}
      for p = 1, k do t[p] = rule(p) end
      return table.concat(t)
    end
    local names = "Array.from(document.querySelectorAll('#board [data-peg]')).map(function (e) {"
      .. " return e.getAttribute('data-peg'); }).join('')"
    local reads, errors, requests, evals = browse("play-pegs", render.html(hanoi.new(3, 27)), {
      { eval = names }, { click = peg(1) }, { click = '[data-peg="a"]' }, { read = true },
      { click = '[data-peg="a"]' }, { click = '[data-peg="Z"]' }, { read = true },
      { type = "#pegs", text = "26" }, { eval = names }, { read = true },
      { type = "#pegs", text = "52" }, { read = true }, { eval = names },
    })
    clean(errors, requests)
    assert.equal(all(27), evals[1])
    assert.equal("aAA", reads[1].label)
    assert.equal("move 1: disk 1 A -> a", reads[1].text.message)
    assert.equal("ZAA", reads[2].label)
    assert.equal("move 2: disk 1 a -> Z", reads[2].text.message)
    assert.equal(all(26), evals[2])
    assert.equal("AAA", reads[3].label)
    assert.equal("Z", reads[3].attr.goal)
    -- 52 pegs: hanoi.game's own refusal, said in words as the game's
    -- refusals are (hanoi.game.words: "pegs must be 3..32, got 52"), and
    -- the game stays as it was
    local ok, why = pcall(game.new, { n = 3, k = 52 })
    assert.is_false(ok)
    local said = require("hanoi.game.words").refusal(why, require("hanoi.lang").new("en"))
    assert.is_nil(said:find("bad argument", 1, true))
    assert.truthy(said:find("3..32", 1, true))
    assert.equal(said, reads[4].text.message)
    assert.equal(all(26), evals[3])
    for p = 1, 32 do assert.equal(rule(p), require("hanoi.pegs").name(p)) end
    assert.has_error(function() require("hanoi.pegs").name(52) end)
  end)
end)
