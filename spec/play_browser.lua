-- The page to play (render.html(state)) in headless Chromium (make
-- browser-test). Expected positions come from the simulator of
-- support.sim, optimal counts and moves from the C module (hanoi.distance,
-- State:hint, hanoi.search), messages from State:can_move.
local hanoi = require "hanoi"
local render = require "hanoi.render"
local palette = require "hanoi.render.palette"
local sim = require "support.sim"
local browse = require("support.browser").run

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

local function L(p) return LETTERS:sub(p, p) end
local function peg(p) return ('[data-peg="%s"]'):format(L(p)) end

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

-- replays "1AC 2AB ..." (the page's record of its moves) on the simulator
-- from a label; every move must be legal and name the disk on top
local function replay(label, k, record)
  local t = sim.from_label(label, k)
  local count = 0
  for d, a, b in record:gmatch("(%d+)(%a)(%a)") do
    local moved = sim.move(t, LETTERS:find(a, 1, true), LETTERS:find(b, 1, true))
    assert.equal(tonumber(d), moved)
    count = count + 1
  end
  return sim.label(t), count
end

-- the disks drawn on the pegs the label says (x only: the disk in hand is lifted)
local function assert_on_pegs(r, label)
  for d = 1, #label do
    local box = r.disks[d]
    local p = LETTERS:find(label:sub(d, d), 1, true)
    assert.is_true(math.abs(box.x + box.width / 2 - (85 + (p - 1) * 190)) < 0.01)
    assert.equal(palette.hex(d), box.fill)
  end
end

describe("the page to play, in Chromium", function()
  it("is solved by clicks: 3 disks in 7 moves, each position as the simulator says", function()
    local steps, labels = { { read = true } }, {}
    local t = sim.new(3, 3)
    for _, m in ipairs(sim.reference(3, 1, 3, 2)) do
      clicks(steps, m[2], m[3])
      steps[#steps + 1] = { read = true }
      sim.move(t, m[2], m[3])
      labels[#labels + 1] = sim.label(t)
    end
    steps[#steps + 1] = { wait = 300 }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { screenshot = "play-3-solved.png" }
    local reads, errors, requests = browse("play-3", render.html(hanoi.new(3), { play = true }), steps)
    assert.same({}, errors)
    assert.same({}, requests)
    assert.equal(9, #reads)
    assert.equal("AAA", reads[1].label)
    assert.equal("0", reads[1].text.moves)
    assert.equal(tostring(hanoi.distance(hanoi.new(3), 3)), reads[1].text.optimum)
    assert.equal("0:00.0", reads[1].text.timer)           -- not started before a move
    assert.is_false(reads[1].visible)
    for i, label in ipairs(labels) do
      local r = reads[i + 1]
      assert.equal(label, r.label)
      assert.equal(tostring(i), r.text.moves)
      assert.equal(hanoi.distance(hanoi.state(label), 3) .. " to go", r.text.left)
      assert_on_pegs(r, label)
    end
    local last = reads[8]
    assert.equal("CCC", last.label)
    assert.equal("solved", last.solved)
    assert.is_true(last.visible)
    assert.equal("in 7 moves: optimal, 0 undos, 0 hints", last.text.verdict)
    -- the clock stopped at the solved position
    assert.equal(last.text.timer, reads[9].text.timer)
    assert.are_not.equal("0:00.0", last.text.timer)
  end)

  it("says why a drop is illegal and keeps the disk in hand; undo and reset", function()
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
    steps[#steps + 1] = { click = "#reset" }
    steps[#steps + 1] = { wait = 300 }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { click = peg(3) }                -- an empty peg
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { key = "1" }                     -- keys: 1 takes, 2 puts down
    steps[#steps + 1] = { key = "2" }
    steps[#steps + 1] = { read = true }
    local reads, errors, requests = browse("play-illegal", render.html(hanoi.new(3)), steps)
    assert.same({}, errors)
    assert.same({}, requests)
    local r = reads[1]
    assert.equal("BAA", r.label)
    assert.equal(c_message("BAA", 3, 1, 2), r.text.message)
    assert.equal("cannot put disk 2 on disk 1", r.text.message)
    assert.equal("A", r.attr.held)
    assert.equal("1", r.text.moves)
    r = reads[2]
    assert.equal("BCA", r.label)
    assert.equal("", r.attr.held)
    assert.equal("", r.text.message)
    assert.equal("2", r.text.moves)
    r = reads[3]                                          -- undone
    assert.equal("BAA", r.label)
    assert.equal("1", r.text.moves)
    r = reads[4]                                          -- reset: the clock too
    assert.equal("AAA", r.label)
    assert.equal("0", r.text.moves)
    assert.equal("0:00.0", r.text.timer)
    r = reads[5]
    assert.equal(c_message("AAA", 3, 3, 1), r.text.message)
    assert.equal("peg C is empty", r.text.message)
    assert.equal("", r.attr.held)
    assert.equal("BAA", reads[6].label)
  end)

  it("moves a dragged disk, which follows the pointer", function()
    local steps = {
      { drag = peg(1), to = peg(3) }, { read = true },     -- CAA
      { down = peg(1) }, { move = peg(2) }, { read = true }, { up = peg(2) }, { read = true },
      { down = peg(2) }, { move = peg(1) }, { up = peg(2) }, { read = true },   -- let go at home
      { drag = peg(2), to = peg(3) }, { read = true },     -- illegal: disk 2 onto disk 1
    }
    local reads, errors, requests = browse("play-drag", render.html(hanoi.new(3)), steps)
    assert.same({}, errors)
    assert.same({}, requests)
    assert.equal("CAA", reads[1].label)
    assert.equal("1", reads[1].text.moves)
    -- in the air over B, still on A in the position
    local r = reads[2]
    assert.equal("CAA", r.label)
    assert.equal("A", r.attr.held)
    local box = r.disks[2]
    assert.is_true(math.abs(box.x + box.width / 2 - (85 + 190)) < 1)
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

  it("finds the optimal move from any position itself, as the C module does", function()
    -- every position of up to 5 disks and random ones of up to 16, each goal
    local cases = {}
    for n = 1, 5 do
      for code = 0, 3 ^ n - 1 do
        local t, c = {}, code
        for d = 1, n do t[d] = L(c % 3 + 1); c = c // 3 end
        cases[#cases + 1] = { table.concat(t), L(code % 3 + 1) }
      end
    end
    for _ = 1, 400 do
      cases[#cases + 1] = { sim.random_label(math.random(6, 16), 3), L(math.random(3)) }
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
      local s, goal = hanoi.state(c[1]), LETTERS:find(c[2], 1, true)
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
      local page = render.html(s, { speed = speed })
      local reads, errors, requests, evals = browse("play-solve", page, {
        { click = "#solve" }, { waitText = "#solved", text = "solved", timeout = 60000 },
        { read = true }, { eval = "HanoiPage.history()" },
      })
      assert.same({}, errors)
      assert.same({}, requests)
      local r = reads[1]
      local final, count = replay(label, 3, evals[1])
      assert.equal(("C"):rep(#label), final)
      assert.equal(hanoi.distance(s, 3), count)
      assert.equal(tostring(count), r.text.moves)
      assert.equal(final, r.label)
      assert.equal("off", r.attr.mode)
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
    assert.same({}, errors)
    assert.same({}, requests)
    -- halted: nothing moves; whatever it played lies on a shortest path
    local r1, r2 = reads[1], reads[2]
    assert.equal("halt", r1.attr.mode)
    assert.equal(r1.label, r2.label)
    assert.equal(optimum, tonumber(r1.text.moves) + hanoi.distance(hanoi.state(r1.label), 3))
    assert.equal("run", reads[3].attr.mode)
    assert.equal("off", reads[4].attr.mode)
    -- the hint is the C module's next move from where the game stands
    local here = hanoi.state(reads[5].label)
    local d, a, b = here:hint(3)
    assert.equal(("hint: disk %d from %s to %s"):format(d, L(a), L(b)), reads[5].text.message)
    local last = reads[6]
    local final, count = replay(label, 3, evals[1])
    assert.equal("CCCCCCC", final)
    assert.equal(optimum, count)
    assert.equal("solved", last.solved)
    assert.equal(("in %d moves: optimal, 0 undos, 1 hint"):format(optimum), last.text.verdict)
  end)

  it("follows the C search's plan on 4 pegs, and says when the player leaves it", function()
    local s = hanoi.new(5, 4)
    local len, it, optimal = hanoi.search({ from = s, to = 4 })
    assert.is_true(optimal)
    local plan = {}
    for d, a, b in it do plan[#plan + 1] = { d, a, b } end
    -- a first move off the plan
    local off
    for _, m in ipairs({ { 1, 2 }, { 1, 3 }, { 1, 4 } }) do
      if m[1] ~= plan[1][2] or m[2] ~= plan[1][3] then off = m; break end
    end
    local steps = { { click = "#hint" }, { read = true } }
    clicks(steps, off[1], off[2])
    steps[#steps + 1] = { click = "#hint" }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { slider = "#speed", value = 100 }
    steps[#steps + 1] = { click = "#solve" }
    steps[#steps + 1] = { waitText = "#solved", text = "solved", timeout = 60000 }
    steps[#steps + 1] = { read = true }
    steps[#steps + 1] = { eval = "HanoiPage.history()" }
    steps[#steps + 1] = { screenshot = "play-5-4.png" }
    local reads, errors, requests, evals = browse("play-plan", render.html(s), steps)
    assert.same({}, errors)
    assert.same({}, requests)
    local r = reads[1]
    assert.equal(tostring(len), r.text.optimum)
    assert.equal("(an optimal plan)", r.text.optnote)
    assert.equal(("hint: disk %d from %s to %s (move 1 of the plan)")
      :format(plan[1][1], L(plan[1][2]), L(plan[1][3])), r.text.message)
    r = reads[2]
    assert.equal("off the plan", r.text.left)
    assert.equal(("off the plan: take disk 1 back from %s to %s (or undo) to return to it")
      :format(L(off[2]), L(off[1])), r.text.message)
    -- one move off, one back, then the plan
    local final, count = replay("AAAAA", 4, evals[1])
    assert.equal("DDDDD", final)
    assert.equal(len + 2, count)
    assert.equal("solved", reads[3].solved)
    assert.equal(tostring(len + 2), reads[3].text.moves)
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
      assert.same({}, errors)
      assert.same({}, requests)
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
end)
