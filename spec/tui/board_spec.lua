-- The terminal board uses the window: the disks widen with the columns
-- (hanoi.render's `grow`), disks of the same width are told apart
-- (`distinct`), the crane holds what the player picks up, its clamp the
-- size of the disk; the status line says what the board shows. Expected
-- geometry from the layout's definition, written out here.
local hanoi = require "hanoi"
local render = require "hanoi.render"
local game = require "hanoi.game"
local tui = require "hanoi.tui"
local view = require "hanoi.tui.view"
local motion = require "hanoi.tui.motion"
local lcg = require("support.gamekit").lcg

-- the layout as the game documents it (support.gamekit)
local function expected(n, k, cols, grow)
  local b = require("support.gamekit").board(n, k, cols, grow)
  return b.cell, b.hw
end

-- the bars of a picture's rows, bottom up, at column x: width and character
local function bars_at(text, x)
  local out = {}
  local lines = {}
  for l in (text .. "\n"):gmatch("(.-)\n") do lines[#lines + 1] = l end
  for i = #lines - 2, 1, -1 do
    local width, ch = require("support.gamekit").bar(lines[i], x)
    if width then out[#out + 1] = { width = width, char = ch } end
  end
  return out
end

describe("the board uses the window", function()
  it("lays out the disks as wide as the columns allow with `grow`, as before without", function()
    local rand = lcg(5)
    for _ = 1, 200 do
      local n, k = rand(20), 2 + rand(6)
      local cols = 2 * k - 1 + rand(240)
      local s = hanoi.new(n, k)
      for _, grow in ipairs({ true, false }) do
        local L = render.layout(s, { width = cols, grow = grow })
        local cell, hw = expected(n, k, cols, grow)
        assert.equal(cell, L.cell)
        assert.same(hw, L.hw)
        assert.is_true(L.total <= cols)
        if grow then assert.is_true(L.total + 2 * k > cols) end     -- no room for wider (odd) cells
      end
    end
    assert.has_error(function() render.layout(hanoi.new(3), { grow = 1 }) end,
      "bad argument #2 to 'layout' (field 'grow' must be a boolean, got number)")
  end)

  it("draws disks of the same width in different characters with `distinct`", function()
    for _, c in ipairs({ { 16, 4, 80 }, { 16, 8, 80 }, { 12, 3, 30 }, { 30, 3, 80 } }) do
      local n, k, cols = c[1], c[2], c[3]
      local s = hanoi.new(n, k)
      local L = render.layout(s, { width = cols, grow = true })
      local bars = bars_at(render.ascii(s, { width = cols, grow = true, distinct = true }), L.x[1])
      assert.equal(n, #bars)
      local seen = {}
      for i, bar in ipairs(bars) do
        local d = n + 1 - i
        assert.equal(2 * L.hw[d] - 1, bar.width)
        local look = bar.width .. bar.char
        assert.is_nil(seen[look], ("disks %s and %d look alike"):format(tostring(seen[look]), d))
        seen[look] = d
        -- the first of equal widths is "=", the next ones other characters
        if d == 1 or L.hw[d - 1] ~= L.hw[d] then assert.equal("=", bar.char) end
      end
      -- without it every bar is "="
      for _, bar in ipairs(bars_at(render.ascii(s, { width = cols, grow = true }), L.x[1])) do
        assert.equal("=", bar.char)
      end
    end
  end)

  it("widens the board with the window, in the game", function()
    local g = game.new { n = 4 }
    local widths = {}
    for _, cols in ipairs({ 40, 80, 160 }) do
      local lines, L = tui.board(g, {}, cols)
      local _, hw = expected(4, 3, cols, true)
      assert.same(hw, L.hw)
      assert.is_true(L.total + 2 * 3 > cols)
      widths[#widths + 1] = #lines[#lines - 1]            -- the base line
    end
    assert.is_true(widths[1] < widths[2] and widths[2] < widths[3])
  end)
end)

describe("the crane", function()
  it("draws its clamp as wide as the disk, its jaws beside it", function()
    local s = hanoi.state("AAA")
    local L = render.layout(s, { width = 40, grow = true })
    local w = 2 * L.hw[1] - 1
    local text = render.ascii(s, { width = 40, grow = true, air = 3, lift = 1,
      crane = { col = L.x[1], row = 6, width = w } })
    local lines = {}
    for l in (text .. "\n"):gmatch("(.-)\n") do lines[#lines + 1] = l end
    local clamp, disk = lines[2], lines[3]
    local a, z = clamp:find("%[%-*%+%-*%]")
    assert.equal(L.x[1] - (w // 2 + 1), a)
    assert.equal(w + 2, z - a + 1)
    assert.equal(L.x[1], clamp:find("+", 1, true))
    local da, dz = disk:find("=+")
    assert.equal(a + 1, da)                                -- the disk between the jaws
    assert.equal(z - 1, dz)
    assert.has_error(function() render.ascii(s, { air = 3, crane = { col = 2, row = 6, width = 0 } }) end,
      "bad argument #2 to 'ascii' (field 'crane': width must be a positive integer)")
  end)

  it("fetches a disk the player picks up and holds it over its peg", function()
    local rand = lcg(9)
    for _ = 1, 40 do
      local n = rand(8)
      local label = {}
      for d = 1, n do label[d] = game.letter(rand(3)) end
      local s = hanoi.state(table.concat(label))
      local from
      repeat from = rand(3) until s:top(from)
      local d = s:top(from)
      local L = render.layout(s, { width = 80, grow = true })
      local park = L.x[rand(3)]
      local frames, stop = motion.pick(s, from, 80, park)
      assert.equal(L.x[from], stop)
      assert.equal(park, frames[1].crane.col)
      assert.same({ disk = d, col = L.x[from], row = s:height(from) }, frames[1].fly)
      local last = frames[#frames]
      assert.same({ disk = d, col = L.x[from], row = n + 2 }, last.fly)    -- above the rods
      assert.same({ col = L.x[from], row = n + 3, width = 2 * L.hw[d] - 1 }, last.crane)
      local low = n + 3
      for i, f in ipairs(frames) do
        assert.equal(2 * L.hw[d] - 1, f.crane.width)
        assert.is_true(f.crane.row > f.fly.row)
        low = math.min(low, f.crane.row)
        if i > 1 then
          local p = frames[i - 1]
          local moved = math.abs(p.crane.col - f.crane.col) + math.abs(p.crane.row - f.crane.row)
          assert.equal(1, moved)                           -- one cell a frame
        end
        render.ascii(s, { width = 80, grow = true, air = 3, fly = f.fly, crane = f.crane })
      end
      assert.equal(s:height(from) + 1, low)               -- down onto the disk
      -- and the board shows it there, held, once the frames are done
      local g = game.new { start = s }
      assert(g:pick(from))
      local rest = motion.rest(g.state, 80, park, g.held)
      assert.same(last.crane, rest)
      local lines = tui.board(g, { crane = true, park = park }, 80)
      assert.equal(L.x[from], lines[1]:find("#", 1, true))  -- the trolley over the peg
    end
  end)

  it("carries a held disk from its peg without going to fetch it again", function()
    local s = hanoi.state("AAA")
    local L = render.layout(s, { width = 80, grow = true })
    local frames, stop = motion.crane(s, 1, 3, 80, L.x[2], true)
    assert.equal(L.x[3], stop)
    assert.same({ col = L.x[1], row = 6, width = 2 * L.hw[1] - 1 }, frames[1].crane)
    assert.same({ disk = 1, col = L.x[1], row = 5 }, frames[1].fly)
    for _, f in ipairs(frames) do assert.is_true(f.crane.col >= L.x[1]) end
  end)
end)

describe("the status line", function()
  it("gives the speed in moves a second", function()
    assert.equal("0.5 moves/s", view.speed_text(2))
    assert.equal("1 move/s", view.speed_text(1))
    assert.equal("4 moves/s", view.speed_text(0.25))
    assert.equal("500 moves/s", view.speed_text(0.002))
    local f = tui.frame(game.new { n = 3 }, { speed = 2 }, 80, 24)
    assert.truthy(table.concat(f, "\n"):find("  speed 1 move/s", 1, true))
  end)

  it("keeps the counts of before a move while it is drawn moving", function()
    local g = game.new { n = 3 }
    assert(g:move(1, 3))
    local hold = { moves = 0, left = "7" }
    local moving = table.concat(tui.frame(g, { frame = { fly = { disk = 1, col = 3, row = 5 } },
      hold = hold }, 80, 24), "\n")
    assert.truthy(moving:find("moves 0  optimal 7  left 7", 1, true))
    local landed = table.concat(tui.frame(g, { hold = hold }, 80, 24), "\n")
    assert.truthy(landed:find("moves 1  optimal 7  left 6", 1, true))
  end)

  it("names the pegs as the board draws them", function()
    assert.equal("peg B is empty", view.letters("peg 2 is empty"))
    assert.equal("cannot move from peg A to itself", view.letters("cannot move from peg 1 to itself"))
    assert.equal("cannot put disk 2 on disk 1", view.letters("cannot put disk 2 on disk 1"))
    local g = game.new { n = 3 }
    local _, msg = g:pick(2)
    assert.equal("peg B is empty", view.letters(msg))
  end)
end)
