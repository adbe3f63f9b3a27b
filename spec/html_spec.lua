-- hanoi.render.html without a browser: what the page embeds, and errors.
-- (spec/html_browser.lua plays the page in Chromium.)
local hanoi = require "hanoi"
local render = require "hanoi.render"
local pics = require "support.pictures"

local ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

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
    assert.truthy(page:find('"optimal":"65535"', 1, true))
  end)

  it("embeds any legal list of moves from a start position", function()
    local page = render.html({ { 1, 2, 3 }, { 2, 1, 2 } }, { start = hanoi.state("BAC") })
    assert.same({ { 2, 3 }, { 1, 2 } }, embedded(page))
    assert.truthy(page:find('"start":[1,0,2],"startTower":-1,', 1, true))
    assert.truthy(page:find('"optimal":""', 1, true))
  end)

  it("refuses bad input", function()
    assert.has_error(function() render.html({ n = 17 }) end,
      "bad argument #1 to 'html' (field 'n' must be an integer 1..16)")
    assert.has_error(function() render.html({ n = 3, k = 9 }) end,
      "bad argument #1 to 'html' (field 'k' must be an integer 3..8)")
    assert.has_error(function() render.html({ { 1, 1, 2 } }) end,
      "bad argument #2 to 'html' (field 'start' (a hanoi.State) is needed with a list of moves)")
    assert.has_error(function() render.html(5) end,
      "bad argument #1 to 'html' (table or function expected, got number)")
    assert.has_error(function() render.html({ n = 3 }, { speed = -1 }) end,
      "bad argument #2 to 'html' (field 'speed' must be a positive number)")
    assert.has_error(function()
      render.html({ { 1, 1, 2 }, { 2, 1, 2 } }, { start = hanoi.new(3) })
    end, "bad move 2 (disk 2 from 1 to 2): cannot put disk 2 on disk 1")
    assert.has_error(function() render.html({}, { start = hanoi.new(17) }) end,
      "bad argument #2 to 'html' (at most 16 disks)")
  end)
end)
