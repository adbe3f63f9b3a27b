-- The page of render.html in headless Chromium (make browser-test, a phase
-- of make test; tools/browser/drive.js drives it with playwright-core).
-- Expected positions come from the recursive solution computed here.
local hanoi = require "hanoi"
local render = require "hanoi.render"

local pics = require "support.pictures"
local palette = require "hanoi.render.palette"

local LETTERS = pics.LETTERS
local solution = pics.solution

local function label_after(label, moves, count)
  return pics.apply(label, table.move(moves, 1, count, 1, {}))
end

local browse = require("support.browser").run

-- the disks drawn where the label puts them (peg p at x0 + (p-1) dx, x0 = 85,
-- dx = 190; disk d in the palette's colour d)
local function assert_drawn(read, label)
  local n = #label
  for d = 1, n do
    local box = read.disks[d]
    local p = LETTERS:find(label:sub(d, d), 1, true)
    local pos = 0
    for e = d + 1, n do
      if label:sub(e, e) == label:sub(d, d) then pos = pos + 1 end
    end
    local cx = box.x + box.width / 2
    assert.is_true(math.abs(cx - (85 + (p - 1) * 190)) < 0.01)
    local h = math.max(120, 10 * (n + 2))
    assert.is_true(math.abs(box.y - (h + 20 - 10 * (pos + 1) - 2)) < 0.01)
    assert.equal(palette.hex(d), box.fill)
  end
end

describe("render.html() in Chromium", function()
  it("plays the 5-disk solution to the solved mark, steps back and forth", function()
    local n = 5
    local moves = solution(n, 1, 3, 2)
    local reads, errors, requests = browse("hanoi-5", render.html({ n = n }), {
      { read = true },
      { click = "#step" }, { click = "#step" }, { click = "#step" }, { read = true },
      { click = "#back" }, { read = true },
      { key = "ArrowRight" }, { key = "ArrowRight" }, { read = true },
      { click = "#play" }, { wait = 400 }, { read = true },
      { screenshot = "hanoi-5-flying.png" },
      { slider = "#speed", value = 60 },
      { waitText = "#solved", text = "solved", timeout = 20000 },
      { read = true },
      { screenshot = "hanoi-5-solved.png" },
    })
    assert.same({}, errors)
    assert.same({}, requests)
    assert.equal(6, #reads)
    local start = ("A"):rep(n)
    for i, idx in ipairs({ 0, 3, 2, 4 }) do
      local r = reads[i]
      assert.equal(idx, r.index)
      assert.equal(label_after(start, moves, idx), r.label)
      assert.equal(("move %d / 31  (optimal 31)"):format(idx), r.counter)
      assert.is_false(r.visible)
      assert_drawn(r, r.label)
    end
    -- playing: the counter has moved on, the button says Pause
    assert.is_true(reads[5].index >= 4)
    assert.equal("Pause", reads[5].play)
    local last = reads[6]
    assert.equal(31, last.index)
    assert.equal("move 31 / 31  (optimal 31)", last.counter)
    assert.equal(("C"):rep(n), last.label)
    assert.equal("solved", last.solved)
    assert.is_true(last.visible)
    assert.equal("Play", last.play)
    assert_drawn(last, last.label)
  end)

  it("carries 16 disks (65535 moves) and jumps to the end", function()
    local n = 16
    local moves = solution(n, 1, 3, 2)
    local reads, errors = browse("hanoi-16", render.html({ n = n }), {
      { key = "ArrowRight" }, { key = "ArrowRight" }, { read = true },
      { key = "End" }, { read = true },
      { key = "ArrowLeft" }, { read = true },
      { screenshot = "hanoi-16.png" },
    })
    assert.same({}, errors)
    assert.equal(label_after(("A"):rep(n), moves, 2), reads[1].label)
    assert.equal(65535, reads[2].index)
    assert.equal(("C"):rep(n), reads[2].label)
    assert.equal("solved", reads[2].solved)
    assert.equal(label_after(("A"):rep(n), moves, 65534), reads[3].label)
    assert.is_false(reads[3].visible)
    assert_drawn(reads[3], reads[3].label)
  end)

  it("plays any list of moves from a given position, marking the end 'done'", function()
    local start = hanoi.state("BAC")
    local page = render.html({ { 1, 2, 3 }, { 2, 1, 2 } }, { start = start })
    local reads, errors = browse("hanoi-list", page, {
      { key = "End" }, { read = true },
      { key = "Home" }, { key = " " }, { waitText = "#solved", text = "done" }, { read = true },
    })
    assert.same({}, errors)
    assert.equal("CBC", reads[1].label)
    assert.equal("done", reads[1].solved)
    assert.equal("move 2 / 2", reads[2].counter)
  end)

  it("plays solutions on more pegs, up to 16 disks on 8 pegs", function()
    if not pcall(hanoi.moves, 3, { pegs = 4 }) then
      pending("hanoi.moves(n, {pegs = k}) for k > 3 is not available in this build")
      return
    end
    local n, k = 6, 5
    local total, s = 0, hanoi.new(n, k)
    for _, from, to in hanoi.moves(n, { pegs = k }) do
      assert.is_truthy(s:move(from, to))
      total = total + 1
    end
    local reads, errors = browse("hanoi-6-5", render.html({ n = n, k = k }), {
      { slider = "#speed", value = 50 }, { click = "#play" },
      { waitText = "#solved", text = "solved" }, { read = true },
      { screenshot = "hanoi-6-5.png" },
    })
    assert.same({}, errors)
    assert.equal(total, reads[1].index)
    assert.equal(s:label(), reads[1].label)
    assert.is_true(s:is_tower())
    -- the largest page: 16 disks on 8 pegs, jumped through with the keys
    local t, moves = hanoi.new(16, 8), {}
    for d, from, to in hanoi.moves(16, { pegs = 8 }) do
      moves[#moves + 1] = { d, from, to }
      assert.is_truthy(t:move(from, to))
    end
    local back = hanoi.new(16, 8)
    for i = 1, #moves - 1 do back:move(moves[i][2], moves[i][3]) end
    reads, errors = browse("hanoi-16-8", render.html({ n = 16, k = 8 }), {
      { key = "End" }, { read = true }, { key = "ArrowLeft" }, { read = true },
      { screenshot = "hanoi-16-8.png" },
    })
    assert.same({}, errors)
    assert.equal(#moves, reads[1].index)
    assert.equal(t:label(), reads[1].label)
    assert.equal("solved", reads[1].solved)
    assert.equal(back:label(), reads[2].label)
    assert_drawn(reads[2], reads[2].label)
  end)
end)
