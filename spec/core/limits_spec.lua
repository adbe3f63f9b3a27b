-- The edges of the ranges: n = 64 with move indexes up to 2^64 - 1, k = 32,
-- labels and codes of the longest size. Indexes past 2^63 - 1 are handled
-- here as Lua integers read as unsigned (math.ult), and checked against a
-- recursive descent written here.
local hanoi = require "hanoi"

-- unsigned decimal of a 64-bit pattern
local function u64str(x)
  if x >= 0 then return tostring(x) end
  local q = (x >> 1) // 5                 -- floor(x / 10), unsigned
  return tostring(q) .. tostring(x - q * 10)
end

-- move i (1-based, unsigned) of n disks a -> b: disk, from, to
local function move_at(n, i, a, b)
  local c = 6 - a - b
  while true do
    local half = 1 << (n - 1)             -- 2^63 is math.mininteger: fine unsigned
    if i == half then return n, a, b end
    if math.ult(i, half) then
      n, b, c = n - 1, c, b               -- first half: n-1 disks a -> c
    else
      i = i - half
      n, a, c = n - 1, c, a               -- second half: n-1 disks c -> b
    end
  end
end

-- the label after i moves (unsigned) of n disks a -> b
local function label_at(n, i, a, b)
  local peg = {}
  local c = 6 - a - b
  for d = n, 1, -1 do
    local half = 1 << (d - 1)
    if math.ult(i, half) then             -- disk d has not moved yet
      peg[d] = a
      b, c = c, b
    else
      peg[d] = b
      i = i - half
      a, c = c, a
    end
  end
  local t = {}
  for d = 1, n do t[d] = string.char(64 + peg[d]) end
  return table.concat(t)
end

local function index_arg(i)
  return i >= 0 and i or u64str(i)        -- a decimal string past 2^63 - 1
end

describe("move indexes at the edges of n = 64", function()
  local picks = { 1, 2, 3, 1 << 62, (1 << 62) + 1, math.maxinteger, math.mininteger,
                  math.mininteger + 1, -2, -1 }   -- -1 is 2^64 - 1
  math.randomseed(8)
  for _ = 1, 100 do picks[#picks + 1] = math.random(math.mininteger, math.maxinteger) end

  it("u64str writes unsigned decimals", function()
    assert.are.equal("18446744073709551615", u64str(-1))
    assert.are.equal("9223372036854775808", u64str(math.mininteger))
    assert.are.equal("9223372036854775807", u64str(math.maxinteger))
  end)

  for _, p in ipairs { { 1, 3 }, { 2, 1 } } do
    it(("move_at(64, i) agrees with a recursive descent (%d -> %d)"):format(p[1], p[2]), function()
      for _, i in ipairs(picks) do
        if i ~= 0 then
          local want = { move_at(64, i, p[1], p[2]) }
          assert.are.same(want, { hanoi.move_at(64, index_arg(i), p[1], p[2]) }, u64str(i))
        end
      end
    end)

    it(("state_at(64, i) agrees with a recursive descent (%d -> %d)"):format(p[1], p[2]), function()
      for _, i in ipairs(picks) do
        assert.are.equal(label_at(64, i, p[1], p[2]),
          hanoi.state_at(64, index_arg(i), p[1], p[2]):label(), u64str(i))
      end
    end)
  end

  it("counts 2^64 - 1 moves as an exact decimal string", function()
    assert.are.equal(u64str(-1), hanoi.count(64))
    assert.are.equal(math.maxinteger, hanoi.count(63))
  end)
end)

describe("the largest states", function()
  it("take 64 disks on 32 pegs through label, code and decode", function()
    local letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"
    math.randomseed(9)
    for _ = 1, 20 do
      local t = {}
      for d = 1, 64 do local p = math.random(32); t[d] = letters:sub(p, p) end
      local label = table.concat(t)
      local s = hanoi.state(label, 32)
      assert.are.equal(label, s:label())
      local back = hanoi.decode(s:code(), 64, 32)
      assert.are.equal(label, back:label())
      assert.is_true(back == s)
    end
  end)

  -- 2^e as a decimal string, by doubling digit arrays
  local function pow2(e)
    local dg = { 1 }                        -- little-endian decimal digits
    for _ = 1, e do
      local carry = 0
      for i = 1, #dg do
        local v = dg[i] * 2 + carry
        dg[i], carry = v % 10, v // 10
      end
      if carry > 0 then dg[#dg + 1] = carry end
    end
    return dg
  end
  local function digits(dg, minus1)
    local t = {}
    for i = #dg, 1, -1 do t[#t + 1] = dg[i] end
    if minus1 then t[#t] = t[#t] - 1 end    -- 2^e ends in 2, 4, 6 or 8
    return table.concat(t)
  end

  it("counts 32^64 states and decodes 32^64 - 1 but not 32^64", function()
    local dg = pow2(320)
    assert.are.equal(digits(dg), hanoi.states(64, 32))
    assert.are.equal(digits(dg, true), hanoi.state(("f"):rep(64), 32):code())
    assert.are.equal(("f"):rep(64), hanoi.decode(digits(dg, true), 64, 32):label())
    assert.has_error(function() hanoi.decode(digits(dg), 64, 32) end,
      "bad argument #1 to 'decode' (code out of range 0..k^n-1)")
  end)
end)
