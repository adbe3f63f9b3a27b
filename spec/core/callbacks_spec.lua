-- Errors and yields inside loop bodies and callbacks: whatever Lua code
-- raises or yields at any move, the state equals the last completed move
-- and the iterator can be resumed (or dropped) where it stopped.
-- The expected moves come from a recursive solver written here.
local hanoi = require "hanoi"
local model = require "support.model"

-- the optimal moves {disk, from, to}, by the textbook recursion
local function reference(n, from, to)
  return model.reference(n, from, to, 6 - from - to)
end

-- the label after the first m reference moves, by plain simulation
local function label_after(n, from, ref, m)
  local peg = {}
  for d = 1, n do peg[d] = from end
  for i = 1, m do peg[ref[i][1]] = ref[i][3] end
  local t = {}
  for d = 1, n do t[d] = string.char(64 + peg[d]) end
  return table.concat(t)
end

local function drain(it, s, ref, start)
  for i = start, #ref do
    local d, a, b = it()
    assert.are.same(ref[i], { d, a, b })
    assert.are.equal(d, s:move(a, b))
  end
  assert.is_nil(it())
  assert.is_nil(it())      -- and stays done
end

-- a coroutine making the iterator's moves on s, calling body(disk) after each
local function loop_in_coroutine(it, s, body)
  return coroutine.create(function()
    for d, a, b in it do
      assert.are.equal(d, s:move(a, b))
      body(d)
    end
  end)
end

local PEGS = { { 1, 3 }, { 2, 1 }, { 3, 2 } }

describe("an error raised inside a hanoi.moves loop body", function()
  for n = 1, 6 do
    for _, p in ipairs(PEGS) do
      local from, to = p[1], p[2]
      it(("leaves state and iterator consistent at every move (n = %d, %d -> %d)"):format(n, from, to), function()
        local ref = reference(n, from, to)
        for m = 1, #ref do
          for _, before in ipairs { false, true } do  -- raise after or before applying move m
            local s, it = hanoi.new(n, 3, from), hanoi.moves(n, from, to)
            local c = 0
            local ok, err = pcall(function()
              for d, a, b in it do
                c = c + 1
                if c == m and before then error({ at = m }) end
                assert.are.equal(d, s:move(a, b))
                if c == m then error({ at = m }) end
              end
            end)
            assert.is_false(ok)
            assert.are.same({ at = m }, err)          -- the error object, unchanged
            local done = before and m - 1 or m
            assert.are.equal(label_after(n, from, ref, done), s:label())
            assert.are.equal(done, s.moves)
            if before then                            -- move m was handed out, not made
              assert.are.equal(ref[m][1], s:move(ref[m][2], ref[m][3]))
            end
            drain(it, s, ref, m + 1)
            assert.is_true(s:is_tower(to))
          end
        end
      end)
    end
  end

  it("lets a loop left by break be resumed by another loop", function()
    local n, ref = 5, reference(5, 1, 3)
    local s, it = hanoi.new(n), hanoi.moves(n)
    local made = 0
    for stop = 3, #ref, 7 do
      for d, a, b in it do
        assert.are.equal(d, s:move(a, b))
        made = made + 1
        if made == stop then break end
      end
      assert.are.equal(label_after(n, 1, ref, made), s:label())
    end
    drain(it, s, ref, made + 1)
  end)
end)

describe("a hanoi.moves loop inside a coroutine", function()
  it("may yield at every move, interleaved with another loop", function()
    local refs = { reference(6, 1, 3), reference(5, 2, 1) }
    local states = { hanoi.new(6, 3, 1), hanoi.new(5, 3, 2) }
    local iters = { hanoi.moves(6, 1, 3), hanoi.moves(5, 2, 1) }
    local cos = {}
    for i = 1, 2 do
      cos[i] = coroutine.create(function()
        for d, a, b in iters[i] do
          assert.are.equal(d, states[i]:move(a, b))
          coroutine.yield(states[i].moves)
        end
        return "done"
      end)
    end
    local steps = { 0, 0 }
    while coroutine.status(cos[1]) ~= "dead" or coroutine.status(cos[2]) ~= "dead" do
      for i = 1, 2 do
        if coroutine.status(cos[i]) ~= "dead" then
          local ok, v = coroutine.resume(cos[i])
          assert.is_true(ok, v)
          if v ~= "done" then
            steps[i] = steps[i] + 1
            assert.are.equal(steps[i], v)
            local from = i == 1 and 1 or 2
            assert.are.equal(label_after(states[i].n, from, refs[i], steps[i]), states[i]:label())
          end
        end
      end
    end
    assert.are.same({ 63, 31 }, steps)
    assert.is_true(states[1]:is_tower(3))
    assert.is_true(states[2]:is_tower(1))
  end)

  it("can be abandoned half way; the iterator goes on outside it", function()
    local n, ref = 5, reference(5, 1, 3)
    local s, it = hanoi.new(n), hanoi.moves(n)
    local co = loop_in_coroutine(it, s, coroutine.yield)
    for _ = 1, 10 do assert.is_true((coroutine.resume(co))) end
    co = nil            -- luacheck: ignore 311 (abandoned while suspended inside the loop)
    collectgarbage()
    collectgarbage()
    assert.are.equal(label_after(n, 1, ref, 10), s:label())
    drain(it, s, ref, 11)
  end)

  it("keeps the state at the last move when the coroutine dies of an error", function()
    local n, ref = 4, reference(4, 1, 3)
    local s, it = hanoi.new(n), hanoi.moves(n)
    local co = loop_in_coroutine(it, s, function()
      if s.moves == 6 then error("body failed") end
      coroutine.yield()
    end)
    local ok, err
    repeat ok, err = coroutine.resume(co) until not ok or coroutine.status(co) == "dead"
    assert.is_false(ok)
    assert.matches("body failed$", err)
    assert.are.equal(label_after(n, 1, ref, 6), s:label())
    drain(it, s, ref, 7)
  end)
end)

describe("Lua code called from inside the C core", function()
  it("cannot yield from an option table's __index (a C call boundary) and leaves no trace", function()
    local opts = setmetatable({}, { __index = function() coroutine.yield() end })
    local co = coroutine.create(function() return hanoi.moves(3, opts) end)
    local ok, err = coroutine.resume(co)
    assert.is_false(ok)
    assert.are.equal("attempt to yield across a C-call boundary", err)
    -- the core is still fine
    local n = 0
    for _ in hanoi.moves(3) do n = n + 1 end
    assert.are.equal(7, n)
  end)

  it("propagates an error object from a __len metamethod unchanged", function()
    local boom = {}
    local ok, err = pcall(hanoi.state, setmetatable({}, { __len = function() error(boom) end }))
    assert.is_false(ok)
    assert.are.equal(boom, err)
  end)

  describe("a Lua predicate in hanoi.search", function()
    -- the classic rule, written as a predicate: the disk goes onto a larger one or an empty peg
    local function classic(state, disk, _, to)
      local top = state:top(to)
      return top == nil or top > disk
    end

    it("raising at its j-th call leaves both states as they were, for every j", function()
      local from, goal = hanoi.state("BCAD", 4), hanoi.state("DDDD", 4)
      local want = hanoi.search { from = from, to = goal, rules = "classic" }
      local calls = 0
      assert.are.equal(want, (hanoi.search { from = from, to = goal, rules = function(...)
        calls = calls + 1
        return classic(...)
      end }))
      for j = 1, calls, math.max(1, calls // 40) do
        local n = 0
        local ok, err = pcall(hanoi.search, { from = from, to = goal, rules = function(...)
          n = n + 1
          if n == j then error("stop at " .. j, 0) end
          return classic(...)
        end })
        assert.is_false(ok)
        assert.are.equal("stop at " .. j, err)
        assert.are.equal("BCAD", from:label())
        assert.are.equal("DDDD", goal:label())
        assert.are.equal(0, from.moves)
      end
    end)

    it("yielding at every call suspends the search, which then finishes the same", function()
      local from = hanoi.state("CABA", 4)
      local want = hanoi.search { from = from, to = 4, rules = "classic" }
      local co = coroutine.wrap(function()
        local len, it = hanoi.search { from = from, to = 4, rules = function(...)
          coroutine.yield("asked")
          return classic(...)
        end }
        local s, moves = from:copy(), 0
        for _, a, b in it do assert.is_truthy(s:move(a, b)); moves = moves + 1 end
        assert.is_true(s:is_tower(4))
        return len, moves
      end)
      local r, yields = co(), 0
      while r == "asked" do yields = yields + 1; r = co() end
      assert.is_true(yields > 0)
      assert.are.equal(want, r)
      assert.are.equal("CABA", from:label())
      -- a search abandoned while suspended leaves nothing behind
      local abandoned = coroutine.create(function()
        return hanoi.search { from = from, to = 4, rules = function(...)
          coroutine.yield()
          return classic(...)
        end }
      end)
      assert.is_true(coroutine.resume(abandoned))
      abandoned = nil     -- luacheck: ignore 311 (dropped while suspended: the collector ends it)
      collectgarbage()
      assert.are.equal("CABA", from:label())
      assert.are.equal(want, (hanoi.search { from = from, to = 4 }))
    end)
  end)
end)
