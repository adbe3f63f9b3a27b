-- The last edges of the hostile suite: each refused with the error a Lua
-- programmer expects (`bad argument #N to 'f' (...)`), or working as Lua's
-- own functions work (an integral float such as 3.0 is an integer). Under
-- `make sanitize` this file runs against the core built with ASan and UBSan.
local hanoi = require "hanoi"
local model = require "support.model"
local render = require "hanoi.render"
local teach = require "hanoi.teach"
local game = require "hanoi.game"

-- the error of f(...), "" when it raises none
local function err(f, ...)
  local ok, e = pcall(f, ...)
  if ok then return "" end
  return (tostring(e):gsub("^[^\n]-:%d+: ", ""))
end

describe("a method name with a zero byte", function()
  it("is no method, wherever a method is named", function()
    local junk = "recursive\0junk"
    assert.matches("^bad argument #2 to '[%w.]*moves' %(unknown method %(the name has a zero byte%)%)$",
      err(hanoi.moves, 3, { method = junk }))
    assert.matches("^bad argument #2 to '[%w.]*moves' %(unknown method",
      err(hanoi.moves, 3, { method = "frame_stewart\0x", pegs = 4 }))
    assert.matches("^bad argument #1 to 'html' %(unknown method",
      err(render.html, { n = 3, method = junk }))
    assert.matches("^bad argument #2 to 'moves' %(unknown method",
      err(teach.moves, 3, { method = junk, out = function() end }))
    assert.matches("^bad argument #2 to 'stepper' %(unknown method",
      err(teach.stepper, 3, { method = junk, out = function() end }))
    -- while the name itself is a method
    local n = 0
    for _ in hanoi.moves(3, { method = "recursive" }) do n = n + 1 end
    assert.equal(7, n)
  end)
end)

describe("an integral float (3.0)", function()
  it("is a peg and a number wherever an integer is", function()
    local s = hanoi.new(3.0, 3.0, 1.0)
    assert.equal("AAA", s:label())
    assert.equal(1, s:move(1.0, 3.0))
    assert.equal(model.distance("CAA", "CCC", 3), hanoi.distance(s, 3.0))
    assert.equal(hanoi.distance(s, 3), hanoi.distance(s, { 3.0 }))
    assert.same({ s:hint(2) }, { s:hint(2.0) })
    local d, a, b, exact = s:hint(2.0)
    assert.same({ 1, 3, 2, true }, { d, a, b, exact })
    assert.equal(1, hanoi.count_paths(hanoi.new(3), 3.0))
    assert.equal(7, (hanoi.search { from = hanoi.new(3), to = 3.0 }))
    local t = hanoi.new(3)
    for _ in t:solve(2.0) do end
    assert.equal("BBB", t:label())
    assert.equal(hanoi.count(10, 4), hanoi.count(10.0, 4.0))
    local g = game.new { n = 3.0, k = 3.0, goal = 3.0 }
    assert.equal(3, g.n)
    assert.is_true(math.type(g.n) == "integer")
    assert.is_truthy(g:move(1.0, 3.0))
    assert.equal(err(teach.moves, 3, { out = function() end }),
      err(teach.moves, 3.0, { out = function() end, pegs = 3.0, from = 1.0, to = 3.0 }))
    local lines = {}
    teach.moves(2.0, { out = function(x) lines[#lines + 1] = x end })
    assert.matches("3 moves, the fewest for 2 disks on 3 pegs", table.concat(lines))
    assert.equal(render.html({ n = 3, k = 3 }), render.html({ n = 3.0, k = 3.0, from = 1.0 }))
  end)

  it("but a float with a fraction is still refused", function()
    assert.matches("^bad argument #2 to '[%w.]*distance' %(hanoi.State, peg, list or function "
      .. "expected, got number%)$", err(hanoi.distance, hanoi.new(3), 2.5))
    assert.matches("field 'n' must be an integer, got a number with no integer value",
      err(game.new, { n = 2.5 }))
    assert.matches("^bad argument #1 to 'html' %(field 'n' must be an integer 1..16%)",
      err(render.html, { n = 2.5 }))
  end)
end)

describe("teach's yes-or-no options", function()
  it("refuse a value that is not a boolean", function()
    assert.equal("bad argument #2 to 'moves' (field 'pictures' must be a boolean, got number)",
      err(teach.moves, 3, { pictures = 1 }))
    assert.equal("bad argument #2 to 'trace' (field 'pictures' must be a boolean, got string)",
      err(teach.trace, 3, { pictures = "yes" }))
    assert.equal("bad argument #2 to 'trace' (field 'zero' must be a boolean, got number)",
      err(teach.trace, 3, { zero = 0 }))
    assert.equal("bad argument #2 to 'quiz' (field 'score' must be a boolean, got number)",
      err(teach.quiz, 3, { score = 1, read = function() end, out = function() end }))
    -- true and false as before: a picture after each move, or none
    local with, without = {}, {}
    teach.moves(2, { pictures = true, out = function(x) with[#with + 1] = x end })
    teach.moves(2, { pictures = false, out = function(x) without[#without + 1] = x end })
    assert.is_true(#table.concat(with) > #table.concat(without))
  end)
end)

describe("hanoi.render.html given a junk move iterator", function()
  local s = hanoi.new(3)
  local cases = {
    { function() return "a", "b", "c" end, "the disk must be an integer 1..3, got 'a'" },
    { function() return {}, 1, 2 end, "the disk must be an integer 1..3, got a table" },
    { function() return 1, nil, 2 end, "the peg it leaves must be an integer 1..3, got nil" },
    { function() return 1, 1.5, 2 end, "the peg it leaves must be an integer 1..3, got 1.5" },
    { function() return 1, 1, 99 end, "the peg it goes to must be an integer 1..3, got 99" },
    { { { "x" } }, "the disk must be an integer 1..3, got 'x'" },
    { { 5 }, "a list item must be {disk, from, to}, got 5" },
  }
  for i, c in ipairs(cases) do
    it("refuses it as its bad argument #1 (" .. i .. ")", function()
      assert.equal("bad argument #1 to 'html' (move 1 is no move: " .. c[2] .. ")",
        err(render.html, c[1], { start = s }))
      assert.equal("AAA", s:label())            -- the start is left as it was
    end)
  end

  it("names the line of the caller, not the library's", function()
    local ok, e = pcall(function()
      local page = render.html(function() return 1, nil, 2 end, { start = s })
      return page
    end)
    assert.is_false(ok)
    assert.matches("^[^\n]*edges_spec%.lua:%d+: bad argument #1 to 'html'", e)
  end)

  it("still says a legal-looking move that is illegal is a bad move, and takes 1.0", function()
    assert.equal("bad move 2 (disk 2 from 1 to 2): cannot put disk 2 on disk 1",
      err(render.html, { { 1, 1, 2 }, { 2, 1, 2 } }, { start = s }))
    assert.equal(render.html({ { 1, 1, 3 } }, { start = s }),
      render.html({ { 1.0, 1.0, 3.0 } }, { start = s }))
  end)
end)

describe("a rule function that changes its mind", function()
  -- it allows every move for its first `limit` answers, then none: the
  -- search sees a graph that shrinks while it runs
  local function fickle(limit)
    local calls = 0
    return function() calls = calls + 1; return calls <= limit end
  end

  -- whether each path is a legal classic solution of 3 disks, played on
  -- stacks of disks
  local function legal(list)
    for _, p in ipairs(list) do
      local pegs, n = { { 3, 2, 1 }, {}, {} }, 0
      for d, f, t in p do
        if table.remove(pegs[f]) ~= d then return false end
        if #pegs[t] > 0 and pegs[t][#pegs[t]] < d then return false end
        table.insert(pegs[t], d)
        n = n + 1
      end
      if #pegs[3] ~= 3 or n ~= 7 then return false end
    end
    return #list >= 1
  end

  it("says so, never 'more than max_paths', never a count of 0 for a goal it reached", function()
    local changed = { paths = 0, count_paths = 0 }
    for limit = 1, 120 do
      local ok, r = pcall(hanoi.paths, hanoi.new(3), 3, { rules = fickle(limit) })
      if not ok then
        assert.matches("paths: the predicate changed its answer about a move during the search", r)
        changed.paths = changed.paths + 1
      elseif r ~= nil then
        assert.is_true(legal(r), "limit " .. limit)
      end
      local ok2, c = pcall(hanoi.count_paths, hanoi.new(3), 3, { rules = fickle(limit) })
      if not ok2 then
        assert.matches("count_paths: the predicate changed its answer about a move during the search", c)
        changed.count_paths = changed.count_paths + 1
      end
    end
    -- the limit where the goal is found but no path leads back to it any more
    assert.is_true(changed.paths >= 1)
    assert.is_true(changed.count_paths >= 1)
  end)

  it("with move costs too", function()
    local cost = { { 0, 1, 2 }, { 1, 0, 1 }, { 2, 1, 0 } }
    for limit = 1, 200 do
      local ok, r = pcall(hanoi.paths, hanoi.new(3), 3, { rules = fickle(limit), cost = cost })
      if not ok then assert.is_nil(tostring(r):find("max_paths", 1, true), r) end
      local ok2, c = pcall(hanoi.count_paths, hanoi.new(3), 3, { rules = fickle(limit), cost = cost })
      if ok2 and ok and type(r) == "table" then assert.equal(#r, c) end
      if not ok2 then assert.is_nil(tostring(c):find("max_paths", 1, true), c) end
    end
  end)
end)
