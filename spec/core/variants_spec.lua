-- Rule sets and hanoi.search, against a brute-force BFS in plain Lua.
local hanoi = require "hanoi"
local model = require "support.model"

local play = model.play

-- checks hanoi.search from a to every b against brute force
local function check_all(n, k, rules, allowed)
  local all = model.all(n, k)
  for _, a in ipairs(all) do
    local dist = model.bfs(a, k, allowed)
    local sa = hanoi.state(a, k)
    for _, b in ipairs(all) do
      local len, it, exact = hanoi.search { from = sa, to = hanoi.state(b, k), rules = rules }
      if dist[b] == nil then
        assert.is_nil(len)
        assert.is_string(it)
      else
        assert.are.equal(dist[b], len)
        assert.is_true(exact)
        local final, m = play(a, k, it, allowed)
        assert.are.equal(b, final)
        assert.are.equal(len, m)
      end
    end
    assert.are.equal(a, sa:label())
  end
end

describe("hanoi.search under the built-in rule sets", function()
  for _, name in ipairs { "classic", "cyclic", "linear", "star" } do
    it("finds shortest paths under '" .. name .. "' rules on 3 and 4 pegs", function()
      check_all(3, 3, name, model.rule(name, 3))
      check_all(2, 4, name, model.rule(name, 4))
    end)
  end

  it("agrees with brute force on larger random pairs", function()
    math.randomseed(9)
    for _, name in ipairs { "cyclic", "linear", "star" } do
      for _, nk in ipairs { { 6, 3 }, { 4, 4 }, { 3, 5 } } do
        local n, k = nk[1], nk[2]
        local allowed = model.rule(name, k)
        local a, b = "", ""
        for _ = 1, n do
          a = a .. model.letter(math.random(k)); b = b .. model.letter(math.random(k))
        end
        local len = hanoi.search { from = hanoi.state(a, k), to = hanoi.state(b, k), rules = name }
        assert.are.equal(model.bfs(a, k, allowed)[b], len)
      end
    end
  end)
end)

describe("hanoi.search under custom digraphs", function()
  it("takes a list of allowed {from, to} pairs", function()
    local pairs_ = { { 1, 2 }, { 2, 3 }, { 3, 1 }, { 1, 3 } }
    local allowed = function(f, t)
      for _, p in ipairs(pairs_) do if p[1] == f and p[2] == t then return true end end
      return false
    end
    check_all(3, 3, pairs_, allowed)
  end)

  it("takes a k x k matrix of booleans", function()
    local m = {
      { false, true, false, true },
      { true, false, true, false },
      { false, false, false, true },
      { true, false, false, false },
    }
    check_all(2, 4, m, function(f, t) return m[f][t] end)
  end)

  it("reports a goal that cannot be reached", function()
    local len, msg = hanoi.search { from = hanoi.new(2), to = 3, rules = { { 1, 2 }, { 2, 1 } } }
    assert.is_nil(len)
    assert.are.equal("goal unreachable under the 'custom' rules", msg)
    -- one-way moves: forwards reachable, backwards not
    local rules = { { 1, 2 }, { 2, 3 } }
    assert.are.equal(2, (hanoi.search { from = hanoi.new(1), to = 3, rules = rules }))
    assert.is_nil((hanoi.search { from = hanoi.new(1, 3, 3), to = 1, rules = rules }))
  end)

  it("rejects bad rule sets with a clear message", function()
    local s = hanoi.new(2)
    local function err(rules)
      local ok, e = pcall(function() hanoi.search { from = s, to = 3, rules = rules } end)
      assert.is_false(ok)
      return (e:gsub("^[^:]*:%d+: ", ""))
    end
    assert.are.equal("bad argument #1 to 'search' (field 'rules': peg 4 out of range 1..3 in pair 2)",
      err { { 1, 2 }, { 3, 4 } })
    assert.are.equal("bad argument #1 to 'search' (field 'rules': pair 1 moves from peg 2 to itself)",
      err { { 2, 2 } })
    assert.are.equal("bad argument #1 to 'search' (field 'rules': unknown rule set 'spiral' "
                     .. "(classic, cyclic, linear or star expected))",
      err "spiral")
    assert.are.equal("bad argument #1 to 'search' (field 'rules': matrix must have 3 rows, got 2)",
      err { { true, false, true }, { false, true, true } })
    assert.are.equal("bad argument #1 to 'search' (field 'rules': rule table is empty)", err {})
    assert.are.equal("bad argument #1 to 'search' (field 'rules': rules must be a name, a table or a "
                     .. "function, got number)",
      err(5))
    assert.are.equal("bad argument #1 to 'search' (field 'rules': pair 1 must be a table {from, to})",
      err { 1, 2 })
  end)

  it("rejects a bad start or goal", function()
    assert.has_error(function() hanoi.search { to = 3 } end,
      "bad argument #1 to 'search' (field 'from' must be a hanoi.State or a list of them, got nil)")
    assert.has_error(function() hanoi.search { from = hanoi.new(2), to = 4 } end,
      "bad argument #1 to 'search' (field 'to' must be a peg 1..3)")
    assert.has_error(function() hanoi.search { from = hanoi.new(2), to = hanoi.new(3) } end,
      "bad argument #1 to 'search' (field 'to' has 3 disks on 3 pegs, 'from' has 2 disks on 3 pegs)")
  end)
end)

describe("hanoi.search with a Lua predicate", function()
  -- disk 1 may not go to peg 2 and nothing may go from peg 3 to peg 1
  local function rule(_, disk, from, to)
    return not (disk == 1 and to == 2) and not (from == 3 and to == 1)
  end
  local function allowed(f, t, d) return rule(nil, d, f, t) end

  it("finds the same shortest paths as brute force", function()
    check_all(3, 3, rule, allowed)
  end)

  it("passes the position the move is made from", function()
    local seen = 0
    local len = hanoi.search { from = hanoi.new(3), to = 3, rules = function(s, d, f, t)
      seen = seen + 1
      assert.are.equal(d, s:top(f))
      assert.is_true(s:can_move(f, t))
      return true
    end }
    assert.are.equal(7, len)
    assert.is_true(seen > 0)
  end)

  it("may yield inside a coroutine", function()
    local co = coroutine.wrap(function()
      return hanoi.search { from = hanoi.new(3), to = 3, rules = function(s, d, f, t)
        coroutine.yield("asked")
        return rule(s, d, f, t)
      end }
    end)
    local yields, r = 0, co()
    while r == "asked" do yields = yields + 1; r = co() end
    local len = r
    assert.are.equal(model.bfs("AAA", 3, allowed).CCC, len)
    assert.is_true(yields > 0)
  end)

  it("passes an error through and leaves the start as it was", function()
    local s = hanoi.state("BAC")
    local calls = 0
    assert.has_error(function()
      hanoi.search { from = s, to = 3, rules = function()
        calls = calls + 1
        if calls == 5 then error("no more", 0) end
        return true
      end }
    end, "no more")
    assert.are.equal("BAC", s:label())
    assert.are.equal(0, s.moves)
    assert.are.equal(model.bfs("BAC", 3).CCC, (hanoi.search { from = s, to = 3 }))
  end)
end)
