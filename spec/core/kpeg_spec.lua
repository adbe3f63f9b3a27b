-- k pegs: Frame-Stewart numbers, splits, the k-peg iterator, move_at and
-- state_at, checked against independent computations (support.model)
-- and against a published printout of the Frame-Stewart numbers.
local hanoi = require "hanoi"
local model = require "support.model"
local printout = require "support.fs_printout"

local nmove_str, nmove, less, add = model.recurrence(100, 32)

-- every move of the iterator, as an array of {disk, from, to}
local function collect(n, opts)
  local out = {}
  for disk, from, to in hanoi.moves(n, opts) do out[#out + 1] = { disk, from, to } end
  return out
end

-- the pegs of the Frame-Stewart generator's `pos` list for from -> to (spares: via first,
-- then increasing)
local function pos_list(k, from, to, via)
  local pos = { from }
  if via then pos[#pos + 1] = via end
  for p = 1, k do
    if p ~= from and p ~= to and p ~= via then pos[#pos + 1] = p end
  end
  pos[#pos + 1] = to
  return pos
end

-- replays moves on the simulator: legal, ends on the target, exact count
local function replay(n, k, from, to, moves)
  local s = model.new(n, k, from)
  for _, m in ipairs(moves) do model.move(s, m[2], m[3], m[1]) end
  assert.is_true(model.is_tower(s, to), "the tower did not end on peg " .. to)
  assert.are.equal(tostring(hanoi.count(n, k)), tostring(#moves))
end

describe("hanoi.count", function()
  it("reproduces the published table of minimal moves", function()
    local lines = {}
    for line in printout.table:gmatch("[^\n]+") do lines[#lines + 1] = line end
    local header = {}
    for v in lines[1]:gmatch("%S+") do header[#header + 1] = v end
    assert.are.equal("k\\n", header[1])
    assert.are.equal(7, #lines)
    for r = 2, #lines do
      local row = {}
      for v in lines[r]:gmatch("%S+") do row[#row + 1] = math.tointeger(tonumber(v)) end
      local k = row[1]
      for c = 2, #header do
        local n = math.tointeger(tonumber(header[c]))
        assert.are.equal(row[c], hanoi.count(n, k), ("n=%d k=%d"):format(n, k))
      end
    end
  end)

  -- the fewest moves from the tower on peg 1 to the tower on peg k, by a
  -- breadth-first search of the state graph
  local function shortest(n, k) return model.distance(model.tower(n, 1), model.tower(n, k), k) end

  it("equals a brute-force BFS of the state graph for small towers", function()
    for n = 1, 7 do assert.are.equal(shortest(n, 4), hanoi.count(n, 4), "k=4 n=" .. n) end
    for n = 1, 6 do assert.are.equal(shortest(n, 5), hanoi.count(n, 5), "k=5 n=" .. n) end
    for n = 1, 6 do assert.are.equal(shortest(n, 3), hanoi.count(n, 3), "k=3 n=" .. n) end
    for n = 1, 4 do assert.are.equal(shortest(n, 6), hanoi.count(n, 6), "k=6 n=" .. n) end
  end)

  it("equals the Frame-Stewart recurrence for every n up to 100 and k 3..32", function()
    for n = 1, 100 do
      for k = 3, 32 do
        assert.are.equal(nmove_str(n, k), tostring(hanoi.count(n, k)),
          ("n=%d k=%d"):format(n, k))
      end
    end
  end)

  it("is an integer where it fits and an exact string past it", function()
    assert.are.equal(math.type(hanoi.count(63)), "integer")
    assert.are.equal(model.mersenne(63), tostring(hanoi.count(63)))
    assert.are.equal(model.mersenne(64), hanoi.count(64))
    assert.are.equal(model.mersenne(1000), hanoi.count(1000))
    assert.are.equal(model.mersenne(1000), hanoi.count(1000, 3))
    assert.are.equal(math.type(hanoi.count(64, 4)), "integer")
  end)

  it("is 2n - 1 when there are at least n + 1 pegs", function()
    for n = 1, 31 do
      for k = n + 1, 32 do
        if k >= 3 then assert.are.equal(2 * n - 1, hanoi.count(n, k)) end
      end
    end
  end)

  it("defaults to 3 pegs", function()
    assert.are.equal(hanoi.count(10, 3), hanoi.count(10))
  end)

  it("rejects bad arguments", function()
    assert.has_error(function() hanoi.count(0) end,
      "bad argument #1 to 'count' (number of disks must be 1..100000)")
    assert.has_error(function() hanoi.count(100001, 4) end,
      "bad argument #1 to 'count' (number of disks must be 1..100000)")
    assert.has_error(function() hanoi.count("x") end,
      "bad argument #1 to 'count' (number expected, got string)")
    assert.has_error(function() hanoi.count(5, 2) end,
      "bad argument #2 to 'count' (number of pegs must be 3..32)")
    assert.has_error(function() hanoi.count(5, 33) end,
      "bad argument #2 to 'count' (number of pegs must be 3..32)")
  end)
end)

describe("hanoi.split", function()
  it("gives every best m, smallest first", function()
    for n = 2, 40 do
      for k = 3, 12 do
        local want, best = {}, nil
        for m = 1, n - 1 do
          local a = nmove(m, k)
          local c = add(add(a, a), nmove(n - m, k - 1))
          if best == nil or less(c, best) then best, want = c, { m }
          elseif not less(best, c) then want[#want + 1] = m end
        end
        assert.are.same(want, { hanoi.split(n, k) }, ("n=%d k=%d"):format(n, k))
      end
    end
  end)

  it("is n - 1 on 3 pegs and 0 for one disk", function()
    for n = 2, 64 do assert.are.same({ n - 1 }, { hanoi.split(n) }) end
    assert.are.same({ 0 }, { hanoi.split(1, 5) })
    assert.are.same({ 1, 2 }, { hanoi.split(4, 4) })
  end)

  it("rejects bad arguments", function()
    assert.has_error(function() hanoi.split(65, 4) end,
      "bad argument #1 to 'split' (number of disks must be 1..64)")
    assert.has_error(function() hanoi.split(5, 40) end,
      "bad argument #2 to 'split' (number of pegs must be 3..32)")
  end)
end)

describe("hanoi.moves on k pegs", function()
  it("gives the published sequence for 4 disks on 4 pegs", function()
    -- the printout shows `0 -> 1  0 -> 3  0 -> 2 ...` (0-based pegs)
    local printed = "0 -> 1  0 -> 3  0 -> 2  3 -> 2  0 -> 3 2 -> 0  2 -> 3  0 -> 3  1 -> 3"
    local got = {}
    for _, m in ipairs(collect(4, { pegs = 4 })) do
      got[#got + 1] = ("%d -> %d"):format(m[2] - 1, m[3] - 1)
    end
    assert.are.equal(printed:gsub("%s+", " "), table.concat(got, " "))
  end)

  it("is exactly the Frame-Stewart generator (smallest best split) for many towers", function()
    for k = 4, 7 do
      for n = 1, 12 do
        for _, ft in ipairs({ { 1, k }, { k, 1 }, { 2, 3 }, { 3, 1 } }) do
          local from, to = ft[1], ft[2]
          local want = model.generate(n, pos_list(k, from, to), nmove, less, add)
          assert.are.same(want, collect(n, { pegs = k, from = from, to = to }),
            ("n=%d k=%d %d->%d"):format(n, k, from, to))
        end
      end
    end
  end)

  it("puts the first parked sub-tower on the via peg when one is given", function()
    for k = 4, 6 do
      for via = 2, k - 1 do
        local want = model.generate(9, pos_list(k, 1, k, via), nmove, less, add)
        local got = collect(9, { pegs = k, via = via })
        assert.are.same(want, got)
        local s, parked = model.new(9, k, 1), hanoi.split(9, k)
        for i = 1, hanoi.count(parked, k) do local m = got[i]; model.move(s, m[2], m[3], m[1]) end
        assert.are.equal(parked, #s.pegs[via])
      end
    end
  end)

  it("replays legally onto the target with the exact count", function()
    for k = 4, 9 do
      for n = 1, 14 do
        for from = 1, k, 2 do
          local to = from == k and 1 or k - (n % 2)
          if to == from then to = from % k + 1 end
          replay(n, k, from, to, collect(n, { pegs = k, from = from, to = to }))
        end
      end
    end
    replay(30, 8, 1, 8, collect(30, { pegs = 8 }))
    replay(64, 32, 5, 2, collect(64, { pegs = 32, from = 5, to = 2 }))
  end)

  it("uses 2n - 1 moves, each disk out and back, when n + 1 <= k", function()
    for k = 4, 12 do
      for n = 1, k - 1 do
        local moves = collect(n, { pegs = k })
        assert.are.equal(2 * n - 1, #moves)
        replay(n, k, 1, k, moves)
      end
    end
  end)

  it("solves the 3-peg middle sub-tower through the table as the classic sequence", function()
    -- on 4 pegs the n - m disks in the middle go A -> D over A, C, D by the
    -- table-driven generator with k = 3: it must be the classic order
    for _, n in ipairs({ 5, 10, 17, 20 }) do
      local m = hanoi.split(n, 4)
      local first = hanoi.count(m, 4)
      local i, peg = 0, { 1, 3, 4 }
      local got = collect(n, { pegs = 4 })
      for disk, from, to in hanoi.moves(n - m) do
        i = i + 1
        assert.are.same({ disk + m, peg[from], peg[to] }, got[first + i])
      end
      assert.are.equal(2 ^ (n - m) - 1, i)
    end
  end)

  it("keeps its whole state in the iterator: coroutines interleave", function()
    local a_want = collect(12, { pegs = 5 })
    local b_want = collect(11, { pegs = 4, from = 3, to = 2 })
    local function runner(n, opts)
      return coroutine.wrap(function()
        for disk, from, to in hanoi.moves(n, opts) do
          coroutine.yield({ disk, from, to })
        end
      end)
    end
    local ra, rb = runner(12, { pegs = 5 }), runner(11, { pegs = 4, from = 3, to = 2 })
    local a_got, b_got = {}, {}
    for i = 1, math.max(#a_want, #b_want) + 1 do
      if i <= #a_want + 1 then a_got[#a_got + 1] = ra() end
      if i <= #b_want + 1 then b_got[#b_got + 1] = rb() end
    end
    assert.are.same(a_want, a_got)
    assert.are.same(b_want, b_got)
  end)

  it("may be created in one coroutine and stepped in another, and restarts nothing", function()
    local it = coroutine.wrap(function() coroutine.yield(hanoi.moves(6, { pegs = 4 })) end)()
    local got = {}
    for _ = 1, 3 do got[#got + 1] = { coroutine.wrap(function() return it() end)() } end
    for disk, from, to in it do got[#got + 1] = { disk, from, to } end
    assert.are.same(collect(6, { pegs = 4 }), got)
    assert.is_nil(it())
  end)

  it("rejects bad options", function()
    assert.has_error(function() hanoi.moves(3, { pegs = 4, method = "iterative" }) end,
      "bad argument #2 to 'moves' (field 'method' applies to 3 pegs only)")
    assert.has_error(function() hanoi.moves(3, { pegs = 4, via = 1 }) end,
      "bad argument #2 to 'moves' (via peg must differ from source and target)")
    assert.has_error(function() hanoi.moves(3, { pegs = 4, via = 4 }) end,
      "bad argument #2 to 'moves' (via peg must differ from source and target)")
    assert.has_error(function() hanoi.moves(3, { pegs = 4, from = 2, to = 2 }) end,
      "bad argument #2 to 'moves' (source and target pegs are the same)")
    assert.has_error(function() hanoi.moves(3, { pegs = 4, to = 5 }) end,
      "bad argument #2 to 'moves' (field 'to' must be 1..4)")
  end)
end)

describe("hanoi.move_at and hanoi.state_at on k pegs", function()
  it("agree with the enumeration, move by move and state by state", function()
    for _, c in ipairs({ { 6, 4, 1, 4 }, { 9, 5, 2, 1 }, { 12, 4, 4, 3 },
                         { 10, 7, 1, 7 }, { 1, 4, 1, 2 }, { 5, 9, 3, 8 } }) do
      local n, k, from, to = c[1], c[2], c[3], c[4]
      local opts = { pegs = k, from = from, to = to }
      local s = model.new(n, k, from)
      assert.are.equal(model.label(s), hanoi.state_at(n, 0, opts):label())
      for i, m in ipairs(collect(n, opts)) do
        assert.are.same(m, { hanoi.move_at(n, i, opts) })
        model.move(s, m[2], m[3], m[1])
        local st = hanoi.state_at(n, i, opts)
        assert.are.equal(model.label(s), st:label())
        assert.are.equal(k, st.k)
      end
    end
  end)

  it("reach the end of a long solution without walking it", function()
    local c = hanoi.count(64, 4)
    local disk, _, to = hanoi.move_at(64, c, { pegs = 4 })
    assert.are.same({ 1, 4 }, { disk, to })
    assert.is_true(hanoi.state_at(64, c, { pegs = 4 }):is_tower(4))
    assert.are.same({ 64, 1, 4 }, { hanoi.move_at(64, (c + 1) // 2, { pegs = 4 }) })
  end)

  it("take the index as a decimal string too", function()
    assert.are.same({ hanoi.move_at(8, 17, { pegs = 4 }) },
                    { hanoi.move_at(8, "17", { pegs = 4 }) })
    assert.are.equal(hanoi.state_at(8, 17, { pegs = 4 }),
                     hanoi.state_at(8, "17", { pegs = 4 }))
  end)

  it("reject indices out of range", function()
    local c = hanoi.count(5, 4)
    assert.has_error(function() hanoi.move_at(5, 0, { pegs = 4 }) end,
      "bad argument #2 to 'move_at' (index must be 1.." .. c .. ")")
    assert.has_error(function() hanoi.move_at(5, c + 1, { pegs = 4 }) end,
      "bad argument #2 to 'move_at' (index must be 1.." .. c .. ")")
    assert.has_error(function() hanoi.state_at(5, c + 1, { pegs = 4 }) end,
      "bad argument #2 to 'state_at' (index must be 0.." .. c .. ")")
    assert.has_error(function() hanoi.state_at(5, -1, { pegs = 4 }) end,
      "bad argument #2 to 'state_at' (index must not be negative)")
    assert.has_error(function() hanoi.move_at(5, 1, { pegs = 4, method = "x" }) end,
      "bad argument #3 to 'move_at' (field 'method' applies to 3 pegs only)")
  end)
end)
