-- The solution methods of hanoi.moves(n, {method = ...}) (src/methods.c).
-- Every result is checked against independent computations: the
-- recursion of support.model, a simulator of the pegs written here, and
-- the formulas of each method.
local hanoi = require "hanoi"
local model = require "support.model"

local NAMES = { "recursive", "direction", "iterative", "four_step",
                "three_step", "route_table", "binary" }

-- every ordered pair of distinct pegs
local PAIRS = {}
for from = 1, 3 do
  for to = 1, 3 do
    if from ~= to then PAIRS[#PAIRS + 1] = { from, to, 6 - from - to } end
  end
end

-- the three-line recursion, as a flat list of codes
-- disk * 16 + from * 4 + to
local function reference(n, from, to, via)
  local out = {}
  for i, m in ipairs(model.reference(n, from, to, via)) do out[i] = m[1] * 16 + m[2] * 4 + m[3] end
  return out
end

-- the same recursion reporting its frame events like `events = true`
local function ref_events(n, from, to, via, zero, out, depth, point)
  out, depth, point = out or {}, depth or 1, point or 0
  local function ev(kind, d)
    out[#out + 1] = table.concat({ kind, d, from, to, via, depth, point }, " ")
  end
  if n == 0 and not zero then return out end
  ev("call", n)
  if n > 0 then
    ref_events(n - 1, from, via, to, zero, out, depth + 1, 1)
    ev("move", n)
    ref_events(n - 1, via, to, from, zero, out, depth + 1, 2)
  end
  ev("return", n)
  return out
end

-- an independent simulator: pegs as arrays of disks, bottom first
local function simulator(n, from)
  local pegs = { {}, {}, {} }
  for d = n, 1, -1 do pegs[from][#pegs[from] + 1] = d end
  local sim = { pegs = pegs, moves = 0, count = {} }
  function sim.move(disk, a, b)
    local pa, pb = pegs[a], pegs[b]
    assert(a ~= b, "a move onto the same peg")
    assert(pa[#pa] == disk, ("disk %d is not on top of peg %d"):format(disk, a))
    assert(pb[#pb] == nil or pb[#pb] > disk,
           ("disk %d put on a smaller disk"):format(disk))
    pa[#pa] = nil
    pb[#pb + 1] = disk
    sim.moves = sim.moves + 1
    sim.count[disk] = (sim.count[disk] or 0) + 1
  end
  return sim
end

local function collect(n, opts)
  local out = {}
  for disk, from, to in hanoi.moves(n, opts) do
    out[#out + 1] = disk * 16 + from * 4 + to
  end
  return out
end

describe("hanoi.methods", function()
  it("lists the seven methods in their documented order", function()
    assert.same(NAMES, hanoi.methods)
  end)

  it("names only methods that hanoi.moves accepts", function()
    for _, name in ipairs(hanoi.methods) do
      assert.equal("function", type(hanoi.moves(1, { method = name })))
    end
  end)
end)

describe("method 'recursive'", function()
  it("is the classic recursion for every n up to 16 and every pair of pegs", function()
    for n = 1, 16 do
      for _, p in ipairs(PAIRS) do
        local got = collect(n, { method = "recursive", from = p[1], to = p[2] })
        local want = reference(n, p[1], p[2], p[3])
        assert.equal(#want, #got)
        for i = 1, #want do
          if got[i] ~= want[i] then
            assert.equal(want[i], got[i], ("n=%d %d>%d move %d"):format(n, p[1], p[2], i))
          end
        end
      end
    end
  end)
end)

describe("every method", function()
  it("yields exactly the sequence of 'recursive' for every n up to 16 and every pair", function()
    for n = 1, 16 do
      for _, p in ipairs(PAIRS) do
        local want = collect(n, { method = "recursive", from = p[1], to = p[2] })
        for _, name in ipairs(NAMES) do
          local i = 0
          for disk, from, to in hanoi.moves(n, { method = name, from = p[1], to = p[2] }) do
            i = i + 1
            if disk * 16 + from * 4 + to ~= want[i] then
              assert.equal(want[i], disk * 16 + from * 4 + to,
                ("%s n=%d %d>%d move %d"):format(name, n, p[1], p[2], i))
            end
          end
          assert.equal(#want, i, name)
        end
      end
    end
  end)

  it("is legal on a simulator and ends with the tower on the target in 2^n - 1 moves", function()
    for _, name in ipairs(NAMES) do
      for n = 1, 12 do
        for _, p in ipairs(PAIRS) do
          local sim = simulator(n, p[1])
          for disk, from, to in hanoi.moves(n, { method = name, from = p[1], to = p[2] }) do
            sim.move(disk, from, to)
          end
          assert.equal(2 ^ n - 1, sim.moves)
          assert.equal(n, #sim.pegs[p[2]], name)
          assert.equal(0, #sim.pegs[p[1]] + #sim.pegs[p[3]], name)
        end
      end
    end
  end)

  it("accepts the spare peg, and agrees with move_at for 64 disks", function()
    for _, name in ipairs(NAMES) do
      local i = 0
      for disk, from, to in hanoi.moves(64, { method = name, from = 2, to = 1, via = 3 }) do
        i = i + 1
        local d, f, t = hanoi.move_at(64, i, 2, 1)
        assert.same({ d, f, t }, { disk, from, to })
        -- the ruler sequence: the disk of move m is floor(log2(m xor (m + 1))) + 1,
        -- here with m counted from 0
        assert.equal(math.floor(math.log((i - 1) ~ i, 2)) + 1, disk)
        if i == 300 then break end
      end
    end
  end)

  it("returns nil for ever once the tower is done", function()
    for _, name in ipairs(NAMES) do
      local it = hanoi.moves(2, { method = name })
      for _ = 1, 3 do assert.is_number(it()) end
      assert.is_nil(it())
      assert.is_nil(it())
    end
  end)

  it("can be paused by coroutine.yield in the loop body, interleaved with others", function()
    local want = collect(9, { method = "recursive", from = 3, to = 2 })
    local workers, got = {}, {}
    for w, name in ipairs(NAMES) do
      got[w] = {}
      workers[w] = coroutine.wrap(function()
        for disk, from, to in hanoi.moves(9, { method = name, from = 3, to = 2 }) do
          got[w][#got[w] + 1] = disk * 16 + from * 4 + to
          coroutine.yield(true)
        end
        return false
      end)
    end
    local running = #workers
    while running > 0 do
      running = 0
      for w = #workers, 1, -1 do      -- in turn, in reverse order
        if workers[w] and workers[w]() then running = running + 1
        else workers[w] = nil end
      end
    end
    for w, name in ipairs(NAMES) do assert.same(want, got[w], name) end
  end)

  it("keeps going after a break, from the next move", function()
    local want = collect(5, { method = "recursive" })
    for _, name in ipairs(NAMES) do
      local it, got = hanoi.moves(5, { method = name }), {}
      for disk, from, to in it do
        got[#got + 1] = disk * 16 + from * 4 + to
        if #got == 10 then break end
      end
      for disk, from, to in it do got[#got + 1] = disk * 16 + from * 4 + to end
      assert.same(want, got, name)
    end
  end)
end)

describe("method 'direction'", function()
  it("yields the signed step of each move round the circle A > B > C > A", function()
    for n = 1, 8 do
      for _, p in ipairs(PAIRS) do
        for disk, from, to, s in hanoi.moves(n, { method = "direction", from = p[1], to = p[2] }) do
          assert.is_number(disk)
          assert.equal(to == from % 3 + 1 and 1 or -1, s)
        end
      end
    end
  end)

  it("steps each disk always the same way, the sign changing from disk to disk", function()
    local n, seen = 7, {}
    for disk, _, _, s in hanoi.moves(n, { method = "direction", from = 1, to = 2 }) do
      seen[disk] = seen[disk] or s
      assert.equal(seen[disk], s)
    end
    assert.equal(1, seen[n])               -- A to B is one step right
    for d = 1, n - 1 do assert.equal(-seen[d + 1], seen[d]) end
  end)
end)

describe("method 'binary'", function()
  it("yields the Gray code whose bit d - 1 is the parity of the moves of disk d", function()
    for _, p in ipairs(PAIRS) do
      local n = 10
      local sim = simulator(n, p[1])
      local m = 0
      for disk, from, to, gray in hanoi.moves(n, { method = "binary", from = p[1], to = p[2] }) do
        m = m + 1
        sim.move(disk, from, to)
        for d = 1, n do
          assert.equal((sim.count[d] or 0) % 2, (gray >> (d - 1)) & 1)
        end
        local tz, x = 0, m             -- the lowest set bit of m
        while x % 2 == 0 do tz, x = tz + 1, x // 2 end
        assert.equal(1 + tz, disk)
      end
    end
  end)
end)

describe("option 'budget'", function()
  it("stops every N moves and goes on for N more in the next loop (a solver with a move budget)", function()
    local want = collect(6, { method = "recursive" })
    for _, name in ipairs(NAMES) do
      for _, budget in ipairs({ 1, 5, 7, 63, 64, 1000 }) do
        local it, got, windows = hanoi.moves(6, { method = name, budget = budget }), {}, {}
        for _ = 1, 100 do
          local k = 0
          for disk, from, to in it do
            k = k + 1
            got[#got + 1] = disk * 16 + from * 4 + to
          end
          if k == 0 then break end
          windows[#windows + 1] = k
        end
        assert.same(want, got)
        local left = #want
        for w = 1, #windows do
          assert.equal(math.min(budget, left), windows[w])
          left = left - windows[w]
        end
        assert.equal(0, left)
      end
    end
  end)

  it("counts moves, not frame events, with 'events'", function()
    local it = hanoi.moves(3, { method = "recursive", events = true, budget = 2 })
    local moves = 0
    for kind in it do if kind == "move" then moves = moves + 1 end end
    assert.equal(2, moves)
    for kind in it do if kind == "move" then moves = moves + 1 end end
    assert.equal(4, moves)
  end)
end)

describe("option 'events'", function()
  it("reports every call, move and return of the recursion, with depth and return point", function()
    for n = 1, 7 do
      for _, p in ipairs(PAIRS) do
        for _, zero in ipairs({ false, true }) do
          local got = {}
          for kind, d, from, to, via, depth, point in hanoi.moves(n,
              { method = "recursive", from = p[1], to = p[2], events = true, zero = zero or nil }) do
            got[#got + 1] = table.concat({ kind, d, from, to, via, depth, point }, " ")
          end
          assert.same(ref_events(n, p[1], p[2], p[3], zero), got)
        end
      end
    end
  end)

  it("keeps the position in step with the moves it reports", function()
    local sim = simulator(5, 1)
    for kind, d, from, to in hanoi.moves(5, { method = "recursive", events = true }) do
      if kind == "move" then sim.move(d, from, to) end
    end
    assert.equal(5, #sim.pegs[3])
  end)
end)

describe("errors", function()
  it("rejects an unknown method", function()
    assert.has_error(function() hanoi.moves(3, { method = "x" }) end,
      "bad argument #2 to 'moves' (unknown method 'x')")
  end)

  it("rejects a method that is not a string", function()
    assert.has_error(function() hanoi.moves(3, { method = 1 }) end,
      "bad argument #2 to 'moves' (field 'method' must be a string, got number)")
  end)

  it("rejects a bad budget", function()
    assert.has_error(function() hanoi.moves(3, { method = "iterative", budget = "5" }) end,
      "bad argument #2 to 'moves' (field 'budget' must be an integer, got string)")
    assert.has_error(function() hanoi.moves(3, { method = "iterative", budget = 1.5 }) end,
      "bad argument #2 to 'moves' (field 'budget' must be an integer, got 1.5)")
    assert.has_error(function() hanoi.moves(3, { method = "iterative", budget = 0 }) end,
      "bad argument #2 to 'moves' (field 'budget' must be positive)")
  end)

  it("rejects events on other methods and non-boolean flags", function()
    assert.has_error(function() hanoi.moves(3, { method = "binary", events = true }) end,
      "bad argument #2 to 'moves' (field 'events' needs method 'recursive')")
    assert.has_error(function() hanoi.moves(3, { method = "recursive", events = 1 }) end,
      "bad argument #2 to 'moves' (field 'events' must be a boolean, got number)")
    assert.has_error(function() hanoi.moves(3, { method = "recursive", zero = true }) end,
      "bad argument #2 to 'moves' (field 'zero' needs 'events')")
  end)

  it("keeps the shared peg errors", function()
    assert.has_error(function() hanoi.moves(3, { method = "binary", from = 2, to = 2 }) end,
      "bad argument #2 to 'moves' (source and target pegs are the same)")
    assert.has_error(function() hanoi.moves(3, { method = "binary", from = 4 }) end,
      "bad argument #2 to 'moves' (field 'from' must be 1..3)")
  end)
end)
