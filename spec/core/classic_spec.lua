-- The optimal 3-peg solution: iterators, random access, counts.
local hanoi = require "hanoi"
local model = require "support.model"

local PAIRS = { { 1, 2 }, { 1, 3 }, { 2, 1 }, { 2, 3 }, { 3, 1 }, { 3, 2 } }

local function collect(iter)
  local out = {}
  for d, f, t in iter do out[#out + 1] = { d, f, t } end
  return out
end

describe("hanoi.moves()", function()
  it("is the classic recursion, legal, ending on the target, for every peg choice", function()
    for n = 1, 10 do
      for _, p in ipairs(PAIRS) do
        local from, to = p[1], p[2]
        local via = 6 - from - to
        local got = collect(hanoi.moves(n, from, to))
        assert.same(model.reference(n, from, to, via), got)
        assert.same(got, collect(hanoi.moves(n, from, to, via)))
        assert.same(got, collect(hanoi.moves(n, { from = from, to = to })))
        local t = model.new(n, 3, from)
        for _, m in ipairs(got) do assert.equal(m[1], model.move(t, m[2], m[3])) end
        assert.is_true(model.is_tower(t, to))
        assert.equal((1 << n) - 1, #got)
      end
    end
  end)

  it("goes from peg 1 to peg 3 by default", function()
    assert.same(model.reference(4, 1, 3, 2), collect(hanoi.moves(4)))
    assert.same(model.reference(4, 3, 1, 2), collect(hanoi.moves(4, 3)))
  end)

  it("starts a 64-disk loop at once, agreeing with move_at", function()
    local i = 0
    for d, f, t in hanoi.moves(64) do
      i = i + 1
      assert.same({ hanoi.move_at(64, i) }, { d, f, t })
      if i == 5000 then break end
    end
    assert.equal(5000, i)
  end)

  it("lets loop bodies yield and iterators interleave across coroutines", function()
    local runs = {}
    for c = 1, 6 do
      local from, to = PAIRS[c][1], PAIRS[c][2]
      runs[c] = {
        want = model.reference(7, from, to, 6 - from - to), got = {},
        co = coroutine.wrap(function()
          for d, f, t in hanoi.moves(7, from, to) do
            coroutine.yield({ d, f, t })
          end
        end),
      }
    end
    local live = #runs
    while live > 0 do
      live = 0
      for c = 1, #runs do
        local r = runs[c]
        if not r.done then
          local m = r.co()
          if m then r.got[#r.got + 1] = m; live = live + 1 else r.done = true end
          if c % 2 == 0 then collectgarbage() end
        end
      end
    end
    for c = 1, #runs do assert.same(runs[c].want, runs[c].got) end
  end)

  it("survives abandoned iterators and garbage collections", function()
    for r = 1, 200 do
      local iter = hanoi.moves(r % 64 + 1)
      for _ = 1, r % 7 do iter() end
      if r % 10 == 0 then collectgarbage() end
    end
    collectgarbage()
    assert.equal(7, #collect(hanoi.moves(3)))
  end)

  it("keeps returning nothing once finished", function()
    local iter = hanoi.moves(2)
    for _ = 1, 3 do iter() end
    assert.is_nil(iter())
    assert.is_nil(iter())
  end)

  it("rejects bad arguments", function()
    assert.has_error(function() hanoi.moves(0) end,
      "bad argument #1 to 'moves' (number of disks must be 1..64)")
    assert.has_error(function() hanoi.moves(3, 1, 1) end,
      "bad argument #3 to 'moves' (source and target pegs are the same)")
    assert.has_error(function() hanoi.moves(3, 4) end,
      "bad argument #2 to 'moves' (peg must be 1..3)")
    assert.has_error(function() hanoi.moves(3, 1, 3, 3) end,
      "bad argument #4 to 'moves' (via peg must differ from source and target)")
    assert.has_error(function() hanoi.moves(3, { to = 4 }) end,
      "bad argument #2 to 'moves' (field 'to' must be 1..3)")
    assert.has_error(function() hanoi.moves(3, { from = "a" }) end,
      "bad argument #2 to 'moves' (field 'from' must be an integer, got string)")
    assert.has_error(function() hanoi.moves(3, { method = 1 }) end,
      "bad argument #2 to 'moves' (field 'method' must be a string, got number)")
  end)
end)

describe("hanoi.move_at() and hanoi.state_at()", function()
  it("agree with enumeration for every i at n <= 12", function()
    for n = 1, 12 do
      local pairs_ = n <= 6 and PAIRS or { { 1, 3 } }
      for _, p in ipairs(pairs_) do
        local from, to = p[1], p[2]
        local t = model.new(n, 3, from)
        assert.equal(model.label(t), hanoi.state_at(n, 0, from, to):label())
        for i, m in ipairs(model.reference(n, from, to, 6 - from - to)) do
          assert.same(m, { hanoi.move_at(n, i, from, to) })
          model.move(t, m[2], m[3])
          assert.equal(model.label(t), hanoi.state_at(n, i, from, to):label())
        end
      end
    end
  end)

  local LETTERS = "ABC"
  local function label_of(where)
    local c = {}
    for d = 1, #where do c[d] = LETTERS:sub(where[d], where[d]) end
    return table.concat(c)
  end

  -- a random unsigned index in 0..2^n - 1
  local function random_index(n)
    local i = math.random(math.mininteger, math.maxinteger)
    return n == 64 and i or i & ((1 << n) - 1)
  end

  it("agree with the recursion's structure for sampled i at n = 40 and 64", function()
    for _, n in ipairs({ 40, 64 }) do
      for _ = 1, 300 do
        local i = random_index(n)
        local p = PAIRS[math.random(6)]
        local from, to = p[1], p[2]
        local via = 6 - from - to
        local key = model.udec(i)              -- a decimal string past 2^63 - 1
        if math.random(2) == 1 and i >= 0 then key = i end
        local s = hanoi.state_at(n, key, from, to)
        assert.equal(label_of(model.state_after(n, i, from, to, via)), s:label())
        if i ~= 0 then
          -- move i turns the state after i - 1 moves into the state after i
          local d, f, t = hanoi.move_at(n, key, from, to)
          local before = hanoi.state(label_of(model.state_after(n, i - 1, from, to, via)))
          assert.equal(d, before:move(f, t))
          assert.is_true(before == s)
        end
      end
    end
  end)

  it("reach the end of 64 disks exactly", function()
    local last = model.udec(-1)                 -- 2^64 - 1
    assert.equal("18446744073709551615", last)
    assert.is_true(hanoi.state_at(64, last):is_tower(3))
    local before = model.state_after(64, -2, 1, 3, 2)   -- after 2^64 - 2 moves
    assert.same({ 1, before[1], 3 }, { hanoi.move_at(64, last) })
    assert.same({ 64, 1, 3 }, { hanoi.move_at(64, model.udec(math.mininteger)) })
  end)

  it("reject indices out of range", function()
    assert.has_error(function() hanoi.move_at(3, 0) end,
      "bad argument #2 to 'move_at' (index must be 1..7)")
    assert.has_error(function() hanoi.move_at(3, 8) end,
      "bad argument #2 to 'move_at' (index must be 1..7)")
    assert.has_error(function() hanoi.state_at(3, 8) end,
      "bad argument #2 to 'state_at' (index must be 0..7)")
    assert.has_error(function() hanoi.state_at(3, -1) end,
      "bad argument #2 to 'state_at' (index must not be negative)")
    assert.has_error(function() hanoi.state_at(64, "18446744073709551616") end,
      "bad argument #2 to 'state_at' (index string must be decimal digits up to 2^64-1)")
    assert.has_error(function() hanoi.state_at(64, "-5") end,
      "bad argument #2 to 'state_at' (index string must be decimal digits up to 2^64-1)")
    assert.has_error(function() hanoi.move_at(3, 1.5) end,
      "bad argument #2 to 'move_at' (number has no integer representation)")
    assert.has_error(function() hanoi.move_at(3, true) end,
      "bad argument #2 to 'move_at' (integer or decimal string expected, got boolean)")
  end)
end)

describe("hanoi.count() and hanoi.states()", function()
  it("give 2^n - 1 moves exactly", function()
    for n = 1, 63 do assert.equal((1 << n) - 1, hanoi.count(n)) end
    assert.equal(model.udec(-1), hanoi.count(64))
    assert.equal(hanoi.count(10), hanoi.count(10, 3))
  end)

  it("give k^n states exactly", function()
    for _ = 1, 100 do
      local n, k = math.random(1, 64), math.random(3, 32)
      local want = "1"
      for _ = 1, n do want = model.decmul(want, k) end
      assert.equal(want, tostring(hanoi.states(n, k)))
    end
    assert.equal(27, hanoi.states(3))
  end)

  it("reject bad sizes", function()
    assert.has_error(function() hanoi.count(100001) end,
      "bad argument #1 to 'count' (number of disks must be 1..100000)")
    assert.has_error(function() hanoi.count(0) end,
      "bad argument #1 to 'count' (number of disks must be 1..100000)")
    assert.has_error(function() hanoi.states(3, 33) end,
      "bad argument #2 to 'states' (number of pegs must be 3..32)")
  end)
end)
