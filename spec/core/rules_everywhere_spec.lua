-- Every rule form (names, pairs, matrices, predicates) in every function
-- that takes rules, against the brute-force search of spec/support/model.lua.
local hanoi = require "hanoi"
local model = require "support.model"

local SPACES = { { 3, 3 }, { 2, 4 } }

-- the name a rule form is reported under
local function rname(form)
  if form.name == "pairs" or form.name == "matrix" then return "custom" end
  return form.name
end

-- distances and path counts from every label: all[a] = {dist, count}
local function all_bfs(n, k, allowed)
  local t = {}
  for _, a in ipairs(model.all(n, k)) do t[a] = { model.bfs(a, k, allowed) } end
  return t
end

local function unreachable(form, a, b, ...)
  local r1, r2 = ...
  if r1 ~= nil or r2 ~= ("goal unreachable under the '%s' rules"):format(rname(form)) then
    error(("%s rules, %s -> %s: expected unreachable, got %s, %s")
      :format(form.name, a, b, tostring(r1), tostring(r2)))
  end
end

for _, nk in ipairs(SPACES) do
  local n, k = nk[1], nk[2]
  for _, form in ipairs(model.rule_forms(k)) do
    describe(("%s rules on %d disks and %d pegs"):format(form.name, n, k), function()
      local all = model.all(n, k)
      local B = all_bfs(n, k, form.allowed)
      local opts = { rules = form.rules }

      it("distance equals the brute-force distance, or says the goal is unreachable", function()
        for _, a in ipairs(all) do
          local sa = hanoi.state(a, k)
          for _, b in ipairs(all) do
            local want = B[a][1][b]
            if want == nil then unreachable(form, a, b, hanoi.distance(sa, hanoi.state(b, k), opts))
            else assert.are.equal(want, hanoi.distance(sa, hanoi.state(b, k), opts)) end
          end
          for p = 1, k do                   -- a peg is the tower on it
            local want = B[a][1][model.tower(n, p)]
            if want then assert.are.equal(want, hanoi.distance(sa, p, opts)) end
          end
        end
      end)

      it("hint gives an allowed move to a position one nearer", function()
        for _, a in ipairs(all) do
          local sa = hanoi.state(a, k)
          for _, b in ipairs(all) do
            local want = B[a][1][b]
            if a == b then assert.is_nil(sa:hint(hanoi.state(b, k), opts))
            elseif want == nil then unreachable(form, a, b, sa:hint(hanoi.state(b, k), opts))
            else
              local d, f, t, exact = sa:hint(hanoi.state(b, k), opts)
              assert.is_true(exact)
              assert.are.equal(f, model.peg(a:sub(d, d)))
              assert.is_true(#model.moves(a, k, function(x, y, z) return x == f and y == t and z == d end) == 1)
              assert.is_true(form.allowed(f, t, d, a))
              assert.are.equal(want - 1, B[model.apply(a, d, t)][1][b])
            end
          end
          assert.are.equal(a, sa:label())
        end
      end)

      it("solve plays allowed moves along a shortest path", function()
        for _, a in ipairs(all) do
          for _, b in ipairs(all) do
            local want = B[a][1][b]
            local s = hanoi.state(a, k)
            if want == nil then
              assert.error_matches(function() s:solve(hanoi.state(b, k), opts)() end,
                "goal unreachable under the '" .. rname(form) .. "' rules", 1, true)
              assert.are.equal(a, s:label())
            else
              local final, len = model.play(a, k, s:solve(hanoi.state(b, k), opts), form.allowed)
              assert.are.equal(b, final)
              assert.are.equal(b, s:label())
              assert.are.equal(want, len)
            end
          end
        end
      end)

      it("paths gives every shortest path once, and count_paths counts them", function()
        for _, a in ipairs(all) do
          local sa = hanoi.state(a, k)
          for _, b in ipairs(all) do
            local want, count = B[a][1][b], B[a][2][b]
            local sb = hanoi.state(b, k)
            if want == nil then
              unreachable(form, a, b, hanoi.paths(sa, sb, opts))
              assert.are.equal(0, hanoi.count_paths(sa, sb, opts))
            else
              assert.are.equal(count, hanoi.count_paths(sa, sb, opts))
              local its = hanoi.paths(sa, sb, opts)
              assert.are.equal(count, its.n)
              model.check_paths(a, k, its, b, want, form.allowed)
            end
          end
        end
      end)

      it("search finds a shortest allowed path and names its start", function()
        for _, a in ipairs(all) do
          local sa = hanoi.state(a, k)
          for _, b in ipairs(all) do
            local want = B[a][1][b]
            local r = table.pack(hanoi.search { from = sa, to = hanoi.state(b, k), rules = form.rules })
            if want == nil then unreachable(form, a, b, table.unpack(r, 1, r.n))
            else
              assert.are.equal(want, r[1])
              assert.is_true(r[3])
              assert.are.equal(sa, r[4])
              local final, len = model.play(a, k, r[2], form.allowed)
              assert.are.equal(b, final)
              assert.are.equal(want, len)
            end
          end
        end
      end)
    end)
  end
end

describe("rules on larger spaces", function()
  it("agree with brute force on random pairs of 6 disks on 3 pegs and 4 disks on 4 pegs", function()
    math.randomseed(41)
    for _, nk in ipairs { { 6, 3 }, { 4, 4 } } do
      local n, k = nk[1], nk[2]
      for _, form in ipairs(model.rule_forms(k)) do
        for _ = 1, 3 do
          local a, b = "", ""
          for _ = 1, n do
            a = a .. model.letter(math.random(k)); b = b .. model.letter(math.random(k))
          end
          local dist, count = model.bfs(a, k, form.allowed)
          local sa, sb = hanoi.state(a, k), hanoi.state(b, k)
          local got = hanoi.distance(sa, sb, { rules = form.rules })
          assert.are.equal(dist[b], got)
          assert.are.equal(count[b] or 0, hanoi.count_paths(sa, sb, { rules = form.rules }))
          if dist[b] then
            local final, len = model.play(a, k, sa:copy():solve(sb, { rules = form.rules }),
              form.allowed)
            assert.are.equal(b, final)
            assert.are.equal(dist[b], len)
          end
        end
      end
    end
  end)

  it("gives an error, never a classic answer, when the budget runs out", function()
    local s = hanoi.state("B" .. ("A"):rep(11))   -- no tower: a tower to a tower needs no search
    for _, call in ipairs {
      function() return hanoi.distance(s, 3, { rules = "cyclic", max_states = 100 }) end,
      function() return s:hint(3, { rules = "cyclic", max_states = 100 }) end,
      function() return s:solve(3, { rules = "cyclic", max_states = 100 })() end,
      function() return hanoi.search { from = s, to = 3, rules = "cyclic", max_states = 100 } end,
      function() return hanoi.count_paths(s, 3, { rules = "cyclic", max_states = 100 }) end,
      function() return hanoi.paths(s, 3, { rules = "cyclic", max_states = 100 }) end,
    } do
      assert.error_matches(call, "no shortest path found within max_states = 100 positions "
        .. "under the 'cyclic' rules", 1, true)
    end
    assert.are.equal(0, s.moves)
  end)

  it("the known wrong answers are right: 3 disks, cyclic rules", function()
    -- A -> C under cyclic rules takes 21 moves (the cyclic Hanoi numbers)
    local s = hanoi.new(3)
    assert.are.equal(21, hanoi.distance(s, 3, { rules = "cyclic" }))
    assert.are.equal(model.bfs("AAA", 3, model.rule("cyclic", 3)).CCC,
      hanoi.distance(s, 3, { rules = "cyclic" }))
    local d, f, t = s:hint(3, { rules = "cyclic" })
    assert.are.same({ 1, 1, 2 }, { d, f, t })
  end)
end)
