-- hanoi.diameter and hanoi.radius: one pass for both, a budget of
-- positions expanded, progress, against a brute force written here (a
-- breadth-first search from every position).
local hanoi = require "hanoi"

-- the search below reads math as a local: a spec file's globals are
-- looked up through busted's contexts, in the inner loop on every step
local math = math

local function decode(c, n, k)
  local where = {}
  for d = 1, n do where[d] = c % k + 1; c = c // k end
  return where
end

local function allow_matrix(list, k)
  local m = {}
  for f = 1, k do m[f] = {} end
  for _, p in ipairs(list) do m[p[1]][p[2]] = true end
  return m
end

-- the positions reachable from c, and the farthest distance
local function search(c0, n, k, m)
  local dist, queue, head, far = { [c0] = 0 }, { c0 }, 1, 0
  while head <= #queue do
    local c = queue[head]; head = head + 1
    local where = decode(c, n, k)
    local top = {}
    for p = 1, k do top[p] = n + 1 end
    for d = n, 1, -1 do top[where[d]] = d end
    for f = 1, k do
      local d = top[f]
      if d <= n then
        for t = 1, k do
          if m[f][t] and top[t] > d then
            local nc = math.tointeger(c + (t - f) * k ^ (d - 1))
            if not dist[nc] then
              dist[nc] = dist[c] + 1
              if dist[nc] > far then far = dist[nc] end
              queue[#queue + 1] = nc
            end
          end
        end
      end
    end
  end
  return #queue, far
end

local function brute(n, k, m)
  local size, diam, rad = math.tointeger(k ^ n), 0, math.huge
  for c = 0, size - 1 do
    local reached, far = search(c, n, k, m)
    local ecc = reached < size and math.huge or far
    if ecc > diam then diam = ecc end
    if ecc < rad then rad = ecc end
  end
  return diam, rad
end

-- the positions the library's pass expands: one full search from each
-- position whose code is the least of its orbit under the relabellings of
-- the pegs that keep the moves (found here by trying every permutation)
local function expansions(n, k, m)
  local perms, p = {}, {}
  local function gen(i, used)
    if i > k then
      for f = 1, k do
        for t = 1, k do
          if (m[f][t] or false) ~= (m[p[f]][p[t]] or false) then return end
        end
      end
      perms[#perms + 1] = { table.unpack(p) }
      return
    end
    for v = 1, k do
      if not used[v] then used[v] = true; p[i] = v; gen(i + 1, used); used[v] = false end
    end
  end
  gen(1, {})
  local total = 0
  for c = 0, math.tointeger(k ^ n) - 1 do
    local where, least = decode(c, n, k), true
    for _, g in ipairs(perms) do
      local img = 0
      for d = n, 1, -1 do img = img * k + (g[where[d]] - 1) end
      if img < c then least = false end
    end
    if least then total = total + (search(c, n, k, m)) end
  end
  return total
end

local function named(name, k)
  local list = {}
  for f = 1, k do
    for t = 1, k do
      if f ~= t and (name == "classic" or name == "cyclic" and t == f % k + 1
          or name == "linear" and math.abs(f - t) == 1 or name == "star" and (f == 1 or t == 1)) then
        list[#list + 1] = { f, t }
      end
    end
  end
  return list
end

describe("hanoi.diameter and hanoi.radius", function()
  local cases = {}
  for _, name in ipairs { "classic", "cyclic", "linear", "star" } do
    cases[#cases + 1] = { rules = name, list = named(name, 3), k = 3 }
    cases[#cases + 1] = { rules = name, list = named(name, 4), k = 4 }
  end
  math.randomseed(2903)
  for _ = 1, 4 do
    local k, list = math.random(3, 4), {}
    for f = 1, k do
      for t = 1, k do if f ~= t and math.random() < 0.6 then list[#list + 1] = { f, t } end end
    end
    if #list == 0 then list[1] = { 1, 2 } end
    cases[#cases + 1] = { rules = list, list = list, k = k }
  end

  it("agree with a search from every position, both from one pass", function()
    for _, c in ipairs(cases) do
      local m = allow_matrix(c.list, c.k)
      for n = 1, c.k == 3 and 4 or 3 do
        local diam, rad = brute(n, c.k, m)
        local d2, r2 = hanoi.diameter { n = n, k = c.k, rules = c.rules, radius = true }
        assert.are.equal(diam, d2)
        assert.are.equal(rad, r2)
        assert.are.equal(diam, hanoi.diameter { n = n, k = c.k, rules = c.rules })
        assert.are.equal(rad, hanoi.radius { n = n, k = c.k, rules = c.rules })
        assert.are.equal(1, select("#", hanoi.diameter { n = n, k = c.k, rules = c.rules }))
      end
    end
  end)

  it("count the positions they expand, the same on every machine", function()
    for _, c in ipairs(cases) do
      local m = allow_matrix(c.list, c.k)
      local n = c.k == 3 and 4 or 3
      local need = expansions(n, c.k, m)
      local diam = brute(n, c.k, m)
      -- exactly enough
      assert.are.equal(diam, hanoi.diameter { n = n, k = c.k, rules = c.rules, max_states = need })
      -- one fewer: an error naming the budget
      local ok, err = pcall(hanoi.radius, { n = n, k = c.k, rules = c.rules, max_states = need - 1 })
      assert.is_false(ok)
      assert.matches("radius: max_states = " .. (need - 1) .. " positions expanded", err, 1, true)
    end
  end)

  it("stop at once with a clear error when the budget is too small for the space", function()
    -- 3^12 positions under the cyclic rules: about 9.4e10 positions to expand
    local ok, err = pcall(hanoi.diameter, { n = 12, rules = "cyclic", max_states = 100000 })
    assert.is_false(ok)
    assert.matches("diameter: max_states = 100000 positions expanded after 1 of about 177147 "
      .. "searches of 531441 positions each; raise max_states", err, 1, true)
    -- the default budget, 2^23 positions
    ok, err = pcall(hanoi.radius, { n = 12, rules = "cyclic" })
    assert.is_false(ok)
    assert.matches("max_states = 8388608", err, 1, true)
  end)

  it("report progress, which may yield, and give the same answer", function()
    local m = allow_matrix(named("classic", 3), 3)
    local diam, rad = brute(6, 3, m)
    local need = expansions(6, 3, m)
    local calls, last = {}, 0
    local co = coroutine.wrap(function()
      return hanoi.diameter { n = 6, radius = true, max_states = need,
        progress = function(positions, max_states)
          assert.are.equal(need, max_states)
          assert.is_true(positions > last and positions <= need)
          last = positions
          calls[#calls + 1] = positions
          coroutine.yield("progress")
        end }
    end)
    local a, b = co()
    while a == "progress" do a, b = co() end
    assert.are.equal(diam, a)
    assert.are.equal(rad, b)
    assert.is_true(need > 1 << 16)
    assert.is_true(#calls >= 1)
    -- an error in progress goes through
    assert.has_error(function()
      hanoi.radius { n = 6, max_states = need, progress = function() error("stop here") end }
    end)
  end)

  it("check their options", function()
    assert.has_error(function() hanoi.radius { n = 3, radius = true } end,
      "bad argument #1 to 'radius' (unknown option 'radius')")
    assert.has_error(function() hanoi.diameter { n = 3, max_states = 0 } end,
      "bad argument #1 to 'diameter' (field 'max_states' must be a positive integer)")
    assert.has_error(function() hanoi.diameter { n = 3, progress = 1 } end,
      "bad argument #1 to 'diameter' (field 'progress' must be a function, got number)")
    assert.has_error(function() hanoi.diameter { n = 3, radius = 1 } end,
      "bad argument #1 to 'diameter' (field 'radius' must be a boolean)")
  end)
end)
