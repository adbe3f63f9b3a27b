-- hanoi.State: construction, queries, moves, metamethods.
local hanoi = require "hanoi"
local model = require "support.model"

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

-- every query of s agrees with the simulator position t. Each answer is
-- compared here, and luassert asked (for its message) only for one that
-- differs: thousands agree, and a luassert call costs more than a query.
local function equal(want, got)
  if want ~= got then assert.equal(want, got) end
end
local function agrees(s, t)
  equal(t.n, s.n)
  equal(t.k, s.k)
  equal(t.n, #s)
  for p = 1, t.k do
    local pile, disks = t.pegs[p], s:disks(p)
    local same = #pile == #disks
    for i = 1, #pile do same = same and pile[i] == disks[i] end
    if not same then assert.same(pile, disks) end
    equal(#pile, s:height(p))
    equal(pile[#pile], s:top(p))
    for _, d in ipairs(pile) do equal(p, s:peg(d)) end
  end
  equal(model.label(t), s:label())
end

local random_label = model.random_label

describe("hanoi.new()", function()
  it("puts the whole tower on peg 1 of 3 by default", function()
    for n = 1, 64 do agrees(hanoi.new(n), model.new(n, 3, 1)) end
  end)

  it("takes the number of pegs and the starting peg", function()
    for k = 3, 32, 7 do
      for p = 1, k, 3 do agrees(hanoi.new(5, k, p), model.new(5, k, p)) end
    end
  end)

  it("starts with no moves made", function()
    assert.equal(0, hanoi.new(3).moves)
  end)

  it("rejects bad sizes with argument errors", function()
    assert.has_error(function() hanoi.new(0) end,
      "bad argument #1 to 'new' (number of disks must be 1..64)")
    assert.has_error(function() hanoi.new(65) end,
      "bad argument #1 to 'new' (number of disks must be 1..64)")
    assert.has_error(function() hanoi.new(3, 2) end,
      "bad argument #2 to 'new' (number of pegs must be 3..32)")
    assert.has_error(function() hanoi.new(3, 33) end,
      "bad argument #2 to 'new' (number of pegs must be 3..32)")
    assert.has_error(function() hanoi.new(3, 3, 4) end,
      "bad argument #3 to 'new' (peg must be 1..3)")
    assert.has_error(function() hanoi.new("x") end,
      "bad argument #1 to 'new' (number expected, got string)")
    assert.has_error(function() hanoi.new(2.5) end,
      "bad argument #1 to 'new' (number has no integer representation)")
  end)
end)

describe("hanoi.state()", function()
  it("reads labels smallest disk first (the AAA notation)", function()
    local s = hanoi.state("BAA")
    assert.equal(2, s:peg(1))
    assert.equal(1, s:peg(2))
    assert.equal(1, s:peg(3))
    for _ = 1, 200 do
      local k = math.random(3, 32)
      local label = random_label(math.random(1, 64), k)
      agrees(hanoi.state(label, k), model.from_label(label, k))
    end
  end)

  it("reads arrays of pegs", function()
    for _ = 1, 100 do
      local k, n = math.random(3, 12), math.random(1, 64)
      local pegs, label = {}, {}
      for d = 1, n do
        pegs[d] = math.random(k)
        label[d] = LETTERS:sub(pegs[d], pegs[d])
      end
      agrees(hanoi.state(pegs, k), model.from_label(table.concat(label), k))
    end
  end)

  it("takes 3 pegs, or as many as the highest peg named", function()
    assert.equal(3, hanoi.state("A").k)
    assert.equal(5, hanoi.state("AEB").k)
    assert.equal(7, hanoi.state({ 1, 7 }).k)
    assert.equal(9, hanoi.state("AB", 9).k)
  end)

  it("rejects bad specs", function()
    assert.has_error(function() hanoi.state("AB?") end,
      "bad argument #1 to 'state' (position 3 is not a peg letter A..Z or a..f)")
    assert.has_error(function() hanoi.state("A\0B") end,
      "bad argument #1 to 'state' (position 2 is not a peg letter A..Z or a..f)")
    assert.has_error(function() hanoi.state("") end,
      "bad argument #1 to 'state' (label must have 1..64 letters)")
    assert.has_error(function() hanoi.state(("A"):rep(65)) end,
      "bad argument #1 to 'state' (label must have 1..64 letters)")
    assert.has_error(function() hanoi.state("AD", 3) end,
      "bad argument #1 to 'state' (peg 4 named, but there are only 3 pegs)")
    assert.has_error(function() hanoi.state({ 1, 0 }) end,
      "bad argument #1 to 'state' (item 2 must be a peg 1..32)")
    assert.has_error(function() hanoi.state({ 1, "x" }) end,
      "bad argument #1 to 'state' (item 2 must be a peg 1..32)")
    assert.has_error(function() hanoi.state({}) end,
      "bad argument #1 to 'state' (array must have 1..64 pegs)")
    assert.has_error(function() hanoi.state(12) end,
      "bad argument #1 to 'state' (string or table expected, got number)")
  end)
end)

describe("State:code() and hanoi.decode()", function()
  -- the code computed independently, as a decimal string
  local function code_of(label, k)
    local v = "0"
    for d = #label, 1, -1 do
      v = model.decmul(v, k, LETTERS:find(label:sub(d, d), 1, true) - 1)
    end
    return v
  end

  it("is the sum of (peg(d) - 1) * k^(d - 1)", function()
    for _ = 1, 200 do
      local k = math.random(3, 32)
      local label = random_label(math.random(1, 64), k)
      local s = hanoi.state(label, k)
      assert.equal(code_of(label, k), tostring(s:code()))
      assert.equal(label, hanoi.decode(s:code(), s.n, k):label())
    end
  end)

  it("is an integer where it fits, else a decimal string", function()
    local p = 1
    for _ = 1, 39 do p = p * 3 end
    assert.equal(p - 1, hanoi.state(("C"):rep(39), 3):code())
    assert.equal("integer", math.type(hanoi.state(("C"):rep(39), 3):code()))
    assert.equal("12157665459056928800", hanoi.state(("C"):rep(40), 3):code())
    assert.equal("string", type(hanoi.state(("f"):rep(64), 32):code()))
  end)

  it("rejects codes out of range", function()
    assert.has_error(function() hanoi.decode(27, 3) end,
      "bad argument #1 to 'decode' (code out of range 0..k^n-1)")
    assert.has_error(function() hanoi.decode(-1, 3) end,
      "bad argument #1 to 'decode' (code must be a non-negative integer or decimal string)")
    assert.has_error(function() hanoi.decode("12x", 3) end,
      "bad argument #1 to 'decode' (code must be a non-negative integer or decimal string)")
    assert.has_error(function() hanoi.decode({}, 3) end,
      "bad argument #1 to 'decode' (integer or decimal string expected, got table)")
  end)
end)

describe("State queries", function()
  it("report tower positions", function()
    local s = hanoi.new(4, 3, 2)
    assert.is_true(s:is_tower())
    assert.is_true(s:is_tower(2))
    assert.is_false(s:is_tower(1))
    assert.is_false(hanoi.state("AB"):is_tower())
  end)

  it("give nil for the top of an empty peg", function()
    assert.is_nil(hanoi.new(3):top(2))
  end)

  it("copy independently, with == comparing positions", function()
    local s = hanoi.new(5)
    local c = s:copy()
    assert.is_true(s == c)
    assert.equal(1, c:move(1, 2))
    assert.is_false(s == c)
    assert.equal(1, s:peg(1))
    assert.is_false(hanoi.new(3) == hanoi.new(3, 4))
    assert.is_false(hanoi.new(3) == hanoi.new(4))
  end)

  it("set places a disk ignoring the rules", function()
    local s = hanoi.new(5)
    assert.equal(s, s:set(1, 3):set(5, 2))
    assert.equal("CAAAB", s:label())
    assert.equal(0, s.moves)
  end)

  it("print as a picture", function()
    local s = hanoi.state("BAA")
    assert.equal(require("hanoi.render").ascii(s), tostring(s))
    assert.matches("===", tostring(s), 1, true)
  end)

  it("reject bad disks and pegs", function()
    local s = hanoi.new(3)
    assert.has_error(function() s:peg(0) end, "bad argument #1 to 'peg' (disk must be 1..3)")
    assert.has_error(function() s:peg(4) end, "bad argument #1 to 'peg' (disk must be 1..3)")
    assert.has_error(function() s:top(4) end, "bad argument #1 to 'top' (peg must be 1..3)")
    assert.has_error(function() s:height("a") end,
      "bad argument #1 to 'height' (number expected, got string)")
    assert.has_error(function() s.disks(io.stdout, 1) end,
      "bad argument #1 to 'disks' (hanoi.State expected, got FILE*)")
    assert.has_error(function() s.label({}) end,
      "bad argument #1 to 'label' (hanoi.State expected, got table)")
  end)
end)

describe("State:move() and State:can_move()", function()
  it("agree with the simulator on random play", function()
    for _ = 1, 50 do
      local n, k = math.random(1, 8), math.random(3, 6)
      local s, t = hanoi.new(n, k), model.new(n, k)
      local made = 0
      for _ = 1, 200 do
        local a, b = math.random(k), math.random(k)
        local legal = a ~= b and #t.pegs[a] > 0 and
          (#t.pegs[b] == 0 or t.pegs[b][#t.pegs[b]] > t.pegs[a][#t.pegs[a]])
        local before = s:copy()
        assert.equal(legal, (s:can_move(a, b)))
        local d, why = s:move(a, b)
        if legal then
          assert.equal(model.move(t, a, b), d)
          made = made + 1
        else
          assert.is_nil(d)
          assert.is_string(why)
          assert.is_true(before == s)       -- unchanged
        end
        assert.equal(made, s.moves)
        agrees(s, t)
      end
    end
  end)

  it("explain illegal moves", function()
    local s = hanoi.state("BAA")
    assert.same({ nil, "cannot put disk 2 on disk 1" }, { s:move(1, 2) })
    assert.same({ false, "cannot put disk 2 on disk 1" }, { s:can_move(1, 2) })
    assert.same({ nil, "peg 3 is empty" }, { s:move(3, 1) })
    assert.same({ nil, "cannot move from peg 2 to itself" }, { s:move(2, 2) })
    assert.same({ true }, { s:can_move(2, 3) })
    assert.equal("BAA", s:label())
    assert.equal(0, s.moves)
  end)

  it("take peg letters as labels write them", function()
    for _, k in ipairs { 3, 4, 26, 27, 32 } do
      for a = 1, k do
        for _, b in ipairs { 1, k } do
          if a ~= b then
            local s, t = hanoi.new(2, k, a), hanoi.new(2, k, a)
            assert.equal(s:move(a, b), t:move(LETTERS:sub(a, a), LETTERS:sub(b, b)))
            assert.equal(s:label(), t:label())
            if k <= 26 then     -- the lower-case letters are free: either case
              local u = hanoi.new(2, k, a)
              u:move(LETTERS:sub(a, a):lower(), LETTERS:sub(b, b):lower())
              assert.equal(s:label(), u:label())
            end
          end
        end
      end
    end
    local s = hanoi.new(2, 32, 27)
    assert.equal(1, s:move("a", "f"))   -- pegs 27 and 32
    assert.equal("fa", s:label())
    assert.has_error(function() s:move("[", 1) end,
      "bad argument #1 to 'move' (peg must be 1..32 or a letter A..Z, a..f)")
    assert.has_error(function() hanoi.new(3):move("D", 1) end,
      "bad argument #1 to 'move' (peg must be 1..3 or a letter A..C)")
    assert.has_error(function() hanoi.new(3):can_move(1, "AB") end,
      "bad argument #2 to 'can_move' (peg must be 1..3 or a letter A..C)")
  end)

  it("reject pegs out of range", function()
    local s = hanoi.new(3)
    assert.has_error(function() s:move(1, 4) end, "bad argument #2 to 'move' (peg must be 1..3)")
    assert.has_error(function() s:move(0, 1) end, "bad argument #1 to 'move' (peg must be 1..3)")
    assert.has_error(function() s:can_move(1) end,
      "bad argument #2 to 'can_move' (number expected, got no value)")
    assert.has_error(function() s.move(nil, 1, 2) end,
      "bad argument #1 to 'move' (hanoi.State expected, got nil)")
  end)
end)

describe("hanoi.type()", function()
  it("tells states from other values", function()
    assert.equal("state", hanoi.type(hanoi.new(1)))
    assert.is_nil(hanoi.type(io.stdout))
    assert.is_nil(hanoi.type({}))
  end)
end)
