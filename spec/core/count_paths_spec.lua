-- hanoi.count_paths against shortest paths enumerated one by one, and
-- against a breadth-first count in big numbers (spec/support/model.lua).
local hanoi = require "hanoi"
local model = require "support.model"

describe("hanoi.count_paths", function()
  for _, name in ipairs { "classic", "cyclic" } do
    it("equals the number of paths enumerated, 3 pegs, " .. name .. " rules", function()
      for n = 1, 3 do
        local allowed = model.rule(name, 3)
        local all = model.all(n, 3)
        for _, a in ipairs(all) do
          for _, b in ipairs(all) do
            local want = #model.shortest_paths(a, b, 3, allowed)
            local opts = name ~= "classic" and { rules = name } or nil
            assert.are.equal(want, hanoi.count_paths(hanoi.state(a), hanoi.state(b), opts))
          end
        end
      end
    end)

    it("equals the number of paths enumerated, 4 pegs, " .. name .. " rules", function()
      local allowed = model.rule(name, 4)
      local all = model.all(3, 4)
      for i = 1, #all, 7 do
        local a = all[i]
        for _, b in ipairs(all) do
          local want = #model.shortest_paths(a, b, 4, allowed)
          assert.are.equal(want, hanoi.count_paths(hanoi.state(a, 4), hanoi.state(b, 4),
            { rules = name }))
        end
      end
    end)
  end

  it("on 3 pegs under the classic rules is one or two, in O(n), for 64 disks too", function()
    math.randomseed(43)
    for _ = 1, 40 do
      local a, b = "", ""
      for _ = 1, 5 do a = a .. model.letter(math.random(3)); b = b .. model.letter(math.random(3)) end
      local _, count = model.bfs(a, 3)
      assert.are.equal(count[b], hanoi.count_paths(hanoi.state(a), hanoi.state(b)))
    end
    -- from the tower on A to the tower on C: one path; BCC..C to AAA..A on
    -- 64 disks: the largest disk moves directly or via B in the same count
    assert.are.equal(1, hanoi.count_paths(hanoi.new(64), 3))
    local a = hanoi.state(("C"):rep(63) .. "A")
    assert.are.equal(#hanoi.paths(a, 2), hanoi.count_paths(a, 2))
  end)

  it("is exact past 2^63 - 1, as a decimal string, and an integer below", function()
    local cyc = model.rule("cyclic", 4)
    local big = hanoi.count_paths(hanoi.new(8, 4), 4, { rules = "cyclic" })
    assert.are.equal("string", type(big))
    assert.are.equal(model.count_big(model.tower(8, 1), model.tower(8, 4), 4, cyc), big)
    local small = hanoi.count_paths(hanoi.new(6, 4), 4, { rules = "cyclic" })
    assert.are.equal("integer", math.type(small))
    assert.are.equal(model.count_big(model.tower(6, 1), model.tower(6, 4), 4, cyc), tostring(small))
    -- more than 2^32: the counts take several limbs
    local mid = hanoi.count_paths(hanoi.new(5, 5), 5, { rules = "cyclic" })
    assert.are.equal(model.count_big(model.tower(5, 1), model.tower(5, 5), 5, model.rule("cyclic", 5)),
      tostring(mid))
  end)

  it("is 0 when the goal cannot be reached", function()
    assert.are.equal(0, hanoi.count_paths(hanoi.new(2), 3, { rules = { { 1, 2 }, { 2, 1 } } }))
  end)

  it("counts the paths to a set of goals, from a set of starts", function()
    local allowed = model.rule("cyclic", 3)
    for _, a in ipairs(model.all(3, 3)) do
      local from = { a, "CBA" }
      local dist, count = model.bfs_set(from, 3, allowed)
      local goals = { "BBB", "CCC", "ACB" }
      local best, want = math.huge, 0
      for _, g in ipairs(goals) do if dist[g] and dist[g] < best then best = dist[g] end end
      for _, g in ipairs(goals) do if dist[g] == best then want = want + count[g] end end
      local states = {}
      for i, g in ipairs(goals) do states[i] = hanoi.state(g) end
      assert.are.equal(want, hanoi.count_paths({ hanoi.state(a), hanoi.state("CBA") }, states,
        { rules = "cyclic" }))
    end
  end)

  it("refuses more paths than max_paths in hanoi.paths, naming the count", function()
    local s = hanoi.new(4, 4)
    local count = hanoi.count_paths(s, 4, { rules = "cyclic" })
    assert.is_true(count > 5)
    assert.has_error(function() hanoi.paths(s, 4, { rules = "cyclic", max_paths = 5 }) end,
      ("paths: %d shortest paths, more than max_paths = 5 (hanoi.count_paths counts them)")
        :format(count))
  end)
end)

describe("searches in spaces too large to mark position by position", function()
  -- a breadth-first search from a that stops at depth `limit`: distance
  -- and path counts of everything within it
  local function near(a, k, allowed, limit)
    local dist, count, layer = { [a] = 0 }, { [a] = 1 }, { a }
    for depth = 1, limit do
      local nextl = {}
      for _, s in ipairs(layer) do
        for _, m in ipairs(model.moves(s, k, allowed)) do
          local u = model.apply(s, m[1], m[3])
          if dist[u] == nil then
            dist[u] = depth; count[u] = count[s]; nextl[#nextl + 1] = u
          elseif dist[u] == depth then
            count[u] = count[u] + count[s]
          end
        end
      end
      layer = nextl
    end
    return dist, count
  end

  it("count paths and distances near the start, 16 disks on 3 pegs and 8 on 13", function()
    math.randomseed(7)
    for _, c in ipairs { { 16, 3, "cyclic" }, { 16, 3, "classic" }, { 8, 13, "classic" } } do
      local n, k, rule = c[1], c[2], c[3]
      local allowed = model.rule(rule, k)
      local a = {}
      for d = 1, n do a[d] = model.letter(math.random(k)) end
      a = table.concat(a)
      local dist, count = near(a, k, allowed, 3)
      local checked = 0
      for b, d in pairs(dist) do
        if d >= 2 and checked < 8 then
          checked = checked + 1
          local opts = { rules = rule, max_states = 100000 }
          -- a list of goals keeps the classic rules on the breadth-first search too
          local goals = { hanoi.state(b, k) }
          assert.are.equal(d, hanoi.distance(hanoi.state(a, k), goals, opts))
          assert.are.equal(count[b], hanoi.count_paths(hanoi.state(a, k), hanoi.state(b, k), opts))
        end
      end
      assert.is_true(checked >= 1)
    end
  end)
end)
