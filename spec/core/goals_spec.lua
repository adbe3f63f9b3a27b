-- Goal sets, goal functions and several starts in distance, hint, solve,
-- paths, count_paths and search, against brute-force breadth-first
-- searches (spec/support/model.lua); Lua functions that fail or yield in
-- the middle of a search.
local hanoi = require "hanoi"
local model = require "support.model"

-- the distance from label a to the nearest of goals (labels), and the
-- number of shortest paths to the goals at that distance
local function to_set(a, goals, k, allowed)
  local dist, count = model.bfs(a, k, allowed)
  local best, paths = nil, 0
  for _, g in ipairs(goals) do
    if dist[g] and (best == nil or dist[g] < best) then best = dist[g] end
  end
  for _, g in ipairs(goals) do if best and dist[g] == best then paths = paths + count[g] end end
  return best, paths
end

local function isgoal(goals, label)
  for _, g in ipairs(goals) do if g == label then return true end end
  return false
end

-- every goal form for k pegs: {goal = what hanoi takes, labels = the goals}
local function goal_forms(n, k)
  local other = {}
  for p = 2, k do other[#other + 1] = model.tower(n, p) end
  local mixed = { 2, hanoi.state(model.tower(n - 1, 1) .. model.letter(k), k) }
  return {
    { name = "a list of pegs", goal = (function() local t = {} for p = 2, k do t[#t + 1] = p end return t end)(),
      labels = other },
    { name = "a list of a peg and a position", goal = mixed,
      labels = { model.tower(n, 2), mixed[2]:label() } },
    { name = "a function", labels = other,
      goal = function(s) return s:is_tower() and s:peg(1) ~= 1 end },
  }
end

for _, case in ipairs {
  { 3, 3, "classic" }, { 4, 3, "classic" }, { 3, 4, "classic" }, { 3, 3, "cyclic" }, { 2, 4, "cyclic" },
} do
  local n, k, rname = case[1], case[2], case[3]
  local allowed = model.rule(rname, k)
  local opts = { rules = rname }
  describe(("goal sets on %d disks and %d pegs, %s rules"):format(n, k, rname), function()
    for _, form in ipairs(goal_forms(n, k)) do
      it("distance, hint, solve, count_paths, paths and search reach " .. form.name, function()
        for _, a in ipairs(model.all(n, k)) do
          local sa = hanoi.state(a, k)
          local want, npaths = to_set(a, form.labels, k, allowed)
          assert.are.equal(want, hanoi.distance(sa, form.goal, opts))
          assert.are.equal(npaths, hanoi.count_paths(sa, form.goal, opts))
          local d, f, t = sa:hint(form.goal, opts)
          if want == 0 then assert.is_nil(d) else
            assert.is_true(allowed(f, t, d, a))
            assert.are.equal(want - 1, (to_set(model.apply(a, d, t), form.labels, k, allowed)))
          end
          local c = sa:copy()
          local final, len = model.play(a, k, c:solve(form.goal, opts), allowed)
          assert.is_true(isgoal(form.labels, final))
          assert.are.equal(want, len)
          local its = hanoi.paths(sa, form.goal, opts)
          assert.are.equal(npaths, its.n)
          for i = 1, its.n do
            local fin, l = model.play(a, k, its[i], allowed)
            assert.is_true(isgoal(form.labels, fin))
            assert.are.equal(want, l)
          end
          local len2, it2, exact = hanoi.search { from = sa, to = form.goal, rules = rname }
          assert.is_true(exact)
          assert.are.equal(want, len2)
          local fin2 = model.play(a, k, it2, allowed)
          assert.is_true(isgoal(form.labels, fin2))
          assert.are.equal(a, sa:label())
        end
      end)
    end

    it("takes several starts: the distance from the nearest, and the start the path leaves from", function()
      local all = model.all(n, k)
      math.randomseed(47 + n * k)
      for _ = 1, 30 do
        local s1, s2, b = all[math.random(#all)], all[math.random(#all)], all[math.random(#all)]
        local dist, count = model.bfs_set({ s1, s2 }, k, allowed)
        local from = { hanoi.state(s1, k), hanoi.state(s2, k) }
        local sb = hanoi.state(b, k)
        assert.are.equal(dist[b], hanoi.distance(from, sb, opts))
        assert.are.equal(count[b], hanoi.count_paths(from, sb, opts))
        local len, it, exact, start = hanoi.search { from = from, to = sb, rules = rname }
        assert.are.equal(dist[b], len)
        assert.is_true(exact)
        assert.is_true(start == from[1] or start == from[2])
        local final, m = model.play(start:label(), k, it, allowed)
        assert.are.equal(b, final)
        assert.are.equal(len, m)
        assert.are.equal(dist[b], model.bfs(start:label(), k, allowed)[b])
      end
    end)
  end)
end

describe("goal and start arguments", function()
  it("are checked, naming the argument or field", function()
    local s = hanoi.new(3)
    assert.has_error(function() hanoi.distance(s, {}) end,
      "bad argument #2 to 'distance' (goal is an empty list)")
    assert.has_error(function() hanoi.distance(s, { 1, "x" }) end,
      "bad argument #2 to 'distance' (goal 2 must be a hanoi.State or a peg, got string)")
    assert.has_error(function() hanoi.distance(s, { 1, 4 }) end,
      "bad argument #2 to 'distance' (goal 2 must be a peg 1..3)")
    assert.has_error(function() hanoi.distance(s, { hanoi.new(2) }) end,
      "bad argument #2 to 'distance' (goal 1 has 2 disks on 3 pegs, start has 3 disks on 3 pegs)")
    assert.has_error(function() hanoi.distance({ s, hanoi.new(4) }, 3) end,
      "bad argument #1 to 'distance' (start 2 has 4 disks on 3 pegs, start 1 has 3 disks on 3 pegs)")
    assert.has_error(function() hanoi.distance({ s, 3 }, 3) end,
      "bad argument #1 to 'distance' (start 2 must be a hanoi.State, got number)")
    assert.has_error(function() s:hint({ 5 }) end,
      "bad argument #1 to 'hint' (goal 1 must be a peg 1..3)")
    assert.has_error(function() hanoi.search { from = {}, to = 3 } end,
      "bad argument #1 to 'search' (field 'from' is an empty list)")
    assert.has_error(function() hanoi.search { from = s, to = { 1, true } } end,
      "bad argument #1 to 'search' (field 'to' item 2 must be a hanoi.State or a peg, got boolean)")
    assert.has_error(function() hanoi.search { from = s, to = "C" } end,
      "bad argument #1 to 'search' (field 'to' must be a hanoi.State, a peg, a list or a function, got string)")
    assert.has_error(function() s:hint(3, { rules = "cyclic", optimal = 1 }) end,
      "bad argument #2 to 'hint' (field 'optimal' must be a boolean, got number)")
    assert.has_error(function() hanoi.paths(s, 3, { max_paths = 0 }) end,
      "bad argument #3 to 'paths' (field 'max_paths' must be a positive integer)")
  end)

  it("a goal that is never reached under the rules is reported", function()
    local len, msg = hanoi.distance(hanoi.new(2), function() return false end, { rules = "cyclic" })
    assert.is_nil(len)
    assert.are.equal("goal unreachable under the 'cyclic' rules", msg)
    assert.is_nil((hanoi.distance(hanoi.new(2), function() return false end)))
  end)
end)

-- every function that runs a search, with the rules or goal function f
local function calls(s, f, where)
  local rules, goal = nil, 3
  if where == "rules" then rules = f else goal = f end
  return {
    distance = function() return hanoi.distance(s, goal, { rules = rules }) end,
    hint = function() return s:hint(goal, { rules = rules }) end,
    solve = function()
      local n = 0
      for _ in s:copy():solve(goal, { rules = rules }) do n = n + 1 end
      return n
    end,
    paths = function() return hanoi.paths(s, goal, { rules = rules }).n end,
    count_paths = function() return hanoi.count_paths(s, goal, { rules = rules }) end,
    search = function() return (hanoi.search { from = s, to = goal, rules = rules }) end,
  }
end

describe("Lua functions called by a search", function()
  local function rule(_, disk, from, to)
    return not (disk == 1 and to == 2) and not (from == 3 and to == 1)
  end
  local function goal(st) return st:is_tower(3) end

  for _, where in ipairs { "rules", "goal" } do
    local f = where == "rules" and rule or goal
    it("may yield: each " .. where .. " function runs in a coroutine and gives the same answers", function()
      local s = hanoi.state("BAC")
      local plain = calls(s, f, where)
      local yielding = calls(s, function(...)
        coroutine.yield("asked")
        return f(...)
      end, where)
      for name, call in pairs(yielding) do
        local co = coroutine.wrap(function() return "done", call() end)
        local yields, r = 0, table.pack(co())
        while r[1] == "asked" do yields = yields + 1; r = table.pack(co()) end
        assert.are.equal("done", r[1])
        assert.is_true(yields > 0, name)
        assert.are.same({ plain[name]() }, { table.unpack(r, 2, r.n) }, name)
      end
      assert.are.equal("BAC", s:label())
      assert.are.equal(0, s.moves)
    end)

    it("may fail: the error goes through and everything is left as it was (" .. where .. ")", function()
      local s = hanoi.state("BAC")
      for name, call in pairs(calls(s, function()
        error("no more", 0)
      end, where)) do
        assert.has_error(call, "no more", name)
        assert.are.equal("BAC", s:label())
        assert.are.equal(0, s.moves)
      end
      local n = 0
      for name, call in pairs(calls(s, function(...)
        n = n + 1
        if n % 7 == 0 then error("seventh", 0) end
        return f(...)
      end, where)) do
        pcall(call)
        assert.are.equal("BAC", s:label(), name)
      end
      -- the same calls work afterwards
      for name, call in pairs(calls(s, f, where)) do assert.is_not_nil(call(), name) end
    end)
  end

  it("a solver whose predicate fails keeps its state, and goes on when called again", function()
    local s = hanoi.state("BAC")
    local fail = true
    local step = s:solve(3, { rules = function(st, d, from, to)
      if fail then error("not now", 0) end
      return rule(st, d, from, to)
    end })
    assert.has_error(step, "not now")
    assert.are.equal("BAC", s:label())
    fail = false
    local final, len = model.play("BAC", 3, step, function(f, t, d) return rule(nil, d, f, t) end)
    assert.are.equal("CCC", final)
    assert.are.equal(model.bfs("BAC", 3, function(f, t, d) return rule(nil, d, f, t) end).CCC, len)
  end)
end)
