-- hanoi.pegs: the one rule of peg names, the same as the C core's labels,
-- at the edges: 26 pegs (the last upper-case letter), 27 (the first
-- lower-case one), 52 (past the 32 pegs the core takes: an error).
local hanoi = require "hanoi"
local pegs = require "hanoi.pegs"
local game = require "hanoi.game"

-- the label the C core writes for one disk on peg p of k pegs
local function core_name(p, k)
  return hanoi.state({ p }, k):label()
end

describe("hanoi.pegs", function()
  it("names every peg as the core's labels do, at 26 and 27 pegs", function()
    for _, k in ipairs({ 26, 27, 32 }) do
      for p = 1, k do assert.are.equal(core_name(p, k), pegs.name(p), p .. " of " .. k) end
    end
    assert.are.equal("Z", pegs.name(26))
    assert.are.equal("a", pegs.name(27))
    assert.are.equal("f", pegs.name(32))
  end)

  it("reads a label's letter back as its peg, case as written", function()
    for p = 1, 32 do assert.are.equal(p, pegs.of(pegs.name(p), 32)) end
    assert.is_nil(pegs.of("a", 26))          -- no peg 27 on 26 pegs
    assert.are.equal(27, pegs.of("a", 27))
    assert.is_nil(pegs.of("Z", 25))
    assert.are.equal(hanoi.state("ZaB", 27):peg(2), pegs.of("a", 27))
  end)

  it("reads a typed letter in either case on 26 pegs or fewer, as State:move does", function()
    assert.are.equal(1, pegs.read("a", 26))
    assert.are.equal(26, pegs.read("z", 26))
    assert.are.equal(27, pegs.read("a", 27))
    assert.is_nil(pegs.read("z", 27))         -- 'z' names no peg past 26
    local s = hanoi.new(1, 26)
    assert.truthy(s:move("a", "z"))
    assert.are.equal(pegs.read("z", 26), s:peg(1))
  end)

  it("names no peg past 32: 52 pegs is an error in the library", function()
    assert.error_matches(function() pegs.name(52) end,
      "bad argument #1 to 'name' (peg must be an integer 1..32, got 52)", 1, true)
    assert.is_nil(pegs.of("g", 52))
    assert.has_error(function() hanoi.new(3, 52) end)
    assert.are.equal(32, pegs.MAX)
  end)

  it("is the rule of the game and of the pictures", function()
    for p = 1, 32 do assert.are.equal(pegs.name(p), game.letter(p)) end
    -- the letters under the pegs of a picture of 27 pegs, left to right
    local pic = require("hanoi.render").ascii(hanoi.new(1, 27))
    local base = pic:gsub("\n$", ""):match("([^\n]*)$")
    local names = {}
    for c in base:gmatch("%S") do names[#names + 1] = c end
    assert.are.equal(27, #names, pic)
    for p = 1, 27 do assert.are.equal(pegs.name(p), names[p]) end
  end)
end)
