-- The research commands of `hanoi`: count, diameter, radius, sequence
-- under any rule form, distance and hint with --rules, --cost; run as
-- child processes and checked against a breadth-first search written
-- here (positions as strings of peg letters, disk 1 first).

local model = require "support.model"

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

-- runs bin/hanoi; returns standard output, standard error, exit status
local function run(args)
  local err = os.tmpname()
  local p = assert(io.popen("./bin/hanoi " .. args .. " 2>" .. err .. " </dev/null"))
  local out = p:read("a")
  local _, _, code = p:close()
  local f = assert(io.open(err))
  local e = f:read("a")
  f:close()
  os.remove(err)
  return out, e, code
end

-- runs bin/hanoi ARGS, which must fail with status 2 and one line
-- containing `pattern` (plain text)
local function fails(args, pattern)
  local out, e, code = run(args)
  assert.are.equal("", out, args)
  assert.are.equal(2, code, args)
  assert.matches("^hanoi: [^\n]+\n$", e)
  if pattern then assert.matches(pattern, e, 1, true) end
end

-- the allowed moves of a rule form as allow[f][t]
local function allowed(rules, k)
  local a = {}
  for f = 1, k do
    a[f] = {}
    for t = 1, k do
      local ok = f ~= t
      if rules == "cyclic" then ok = t == f % k + 1
      elseif rules == "linear" then ok = math.abs(f - t) == 1
      elseif rules == "star" then ok = f ~= t and (f == 1 or t == 1)
      elseif type(rules) == "table" then
        ok = false
        for _, p in ipairs(rules) do if p[1] == f and p[2] == t then ok = true end end
      end
      a[f][t] = ok
    end
  end
  return a
end

-- the positions one legal, allowed move from s
local function neighbours(s, k, allow)
  local out, top = {}, {}
  for d = #s, 1, -1 do top[LETTERS:find(s:sub(d, d))] = d end
  for f = 1, k do
    local d = top[f]
    if d then
      for t = 1, k do
        if allow[f][t] and (top[t] == nil or top[t] > d) then
          out[#out + 1] = s:sub(1, d - 1) .. LETTERS:sub(t, t) .. s:sub(d + 1)
        end
      end
    end
  end
  return out
end

-- distances and numbers of shortest paths from s (breadth-first)
local function bfs(s, k, allow)
  local dist, ways, queue, i = { [s] = 0 }, { [s] = 1 }, { s }, 1
  while queue[i] do
    local u = queue[i]
    i = i + 1
    for _, v in ipairs(neighbours(u, k, allow)) do
      if dist[v] == nil then
        dist[v], ways[v] = dist[u] + 1, 0
        queue[#queue + 1] = v
      end
      if dist[v] == dist[u] + 1 then ways[v] = ways[v] + ways[u] end
    end
  end
  return dist, ways
end

-- every position of n disks on k pegs
local function positions(n, k)
  local list = { "" }
  for _ = 1, n do
    local nxt = {}
    for _, p in ipairs(list) do
      for j = 1, k do nxt[#nxt + 1] = p .. LETTERS:sub(j, j) end
    end
    list = nxt
  end
  return list
end

-- diameter and radius by a search from every position (math.huge when
-- some position does not reach all)
local function diameter_radius(n, k, allow)
  local all, diam, rad = positions(n, k), 0, math.huge
  for _, s in ipairs(all) do
    local dist = bfs(s, k, allow)
    local ecc = 0
    for _, t in ipairs(all) do ecc = math.max(ecc, dist[t] or math.huge) end
    diam, rad = math.max(diam, ecc), math.min(rad, ecc)
  end
  return diam, rad
end

local function one_line_error(e, code, pattern)
  assert.is_string(e)
  assert.are.equal(2, code)
  assert.matches("^hanoi: [^\n]+\n$", e)
  if pattern then assert.matches(pattern, e, 1, true) end
end

describe("hanoi count", function()
  it("prints the number of shortest solutions, as a breadth-first search counts them", function()
    for _, case in ipairs {
      { "AAA", "CCC", nil, 3 }, { "BCA", "ACB", nil, 3 }, { "AAAA", "DDDD", nil, 4 },
      { "ABCD", "DCBA", nil, 4 }, { "AAA", "CCC", "cyclic", 3 }, { "BAA", "CCC", "linear", 3 },
      { "AAAA", "DDDD", "1-2,2-3,3-4,4-1,2-4", 4 }, { "AAA", "BBB", "1-2,2-1,1-3,3-2", 3 },
    } do
      local from, to, rules, k = case[1], case[2], case[3], case[4]
      local form = rules and (rules:match("^%a+$") and rules or (function()
        local list = {}
        for f, t in rules:gmatch("(%d+)%-(%d+)") do list[#list + 1] = { tonumber(f), tonumber(t) } end
        return list
      end)())
      local _, ways = bfs(from, k, allowed(form, k))
      local out, e, code = run(("count %s %s%s"):format(from, to, rules and " --rules " .. rules or ""))
      assert.are.equal(0, code, e)
      assert.are.equal(tostring(ways[to] or 0) .. "\n", out, from .. " " .. to)
    end
  end)

  it("prints 0 when the goal cannot be reached", function()
    local out, _, code = run("count AAA CCC --rules 1-2,2-1")
    assert.are.equal(0, code)
    assert.are.equal("0\n", out)
  end)

  it("prints the library's count digit for digit", function()
    local hanoi = require "hanoi"
    local want = hanoi.count_paths(hanoi.new(10, 4), 4)
    local out, e, code = run("count AAAAAAAAAA DDDDDDDDDD")
    assert.are.equal(0, code, e)
    assert.are.equal(tostring(want) .. "\n", out)
  end)
end)

describe("hanoi diameter and hanoi radius", function()
  it("print the diameter and radius a search from every position finds", function()
    for _, case in ipairs {
      { 2, 3, nil }, { 3, 3, nil }, { 2, 4, nil }, { 3, 3, "cyclic" }, { 3, 3, "linear" },
      { 2, 4, "star" }, { 3, 3, "1-2,2-3" }, { 2, 3, "1-2,2-1,2-3,3-2" },
    } do
      local n, k, rules = case[1], case[2], case[3]
      local form = rules
      if rules and rules:find("%d") then
        form = {}
        for f, t in rules:gmatch("(%d+)%-(%d+)") do form[#form + 1] = { tonumber(f), tonumber(t) } end
      end
      local diam, rad = diameter_radius(n, k, allowed(form, k))
      local opt = rules and " --rules " .. rules or ""
      local d_out, e1, c1 = run(("diameter %d %d%s"):format(n, k, opt))
      local r_out, e2, c2 = run(("radius %d %d%s"):format(n, k, opt))
      assert.are.equal(0, c1, e1)
      assert.are.equal(0, c2, e2)
      local function shown(v) return v == math.huge and "^infinite " or "^" .. v .. "\n$" end
      assert.matches(shown(diam), d_out)
      assert.matches(shown(rad), r_out)
    end
  end)

  it("never answers past --max-states when the budget cannot hold the search", function()
    -- a budget of one position cannot measure 3^4 positions: either the
    -- library refuses the option by name or the budget runs out, never a number
    local out, e, code = run("diameter 4 --max-states 1")
    assert.are.equal("", out)
    assert.are_not.equal(0, code)
    assert.matches("max.states", e)
    assert.matches("^hanoi: [^\n]+\n$", e)
  end)

  it("refuses bad arguments with one line and status 2", function()
    fails("diameter")
    fails("radius 3 2")
    fails("diameter 3 --rules spiral")
    fails("diameter 3 --max-memory 0")
  end)
end)

describe("hanoi sequence under any rule form", function()
  it("takes allowed moves like 1-2,2-3,3-1, as a breadth-first search finds", function()
    for _, case in ipairs {
      { "1-2,2-3,3-1", 3, "B" }, { "1-2,2-1,2-3,3-2", 3, "C" }, { "1-2,2-1,1-3,3-1,1-4,4-1", 4, "D" },
    } do
      local rules, k, to = case[1], case[2], case[3]
      local form = {}
      for f, t in rules:gmatch("(%d+)%-(%d+)") do form[#form + 1] = { tonumber(f), tonumber(t) } end
      local out, e, code = run(("sequence %s 1..4 --pegs %d --to %s"):format(rules, k, to))
      assert.are.equal(0, code, e)
      local want = {}
      for n = 1, 4 do
        local dist = bfs(("A"):rep(n), k, allowed(form, k))
        want[#want + 1] = n .. " " .. dist[to:rep(n)] .. "\n"
      end
      assert.are.equal(table.concat(want), out, rules)
    end
  end)

  it("reaches 15 disks of one-way rules within the default budget", function()
    -- 3^15 positions: the whole-space search charges a sixteenth of a position
    -- each, so a distance over them fits the default budget; the numbers are
    -- those the library finds with a budget that holds every position, and the
    -- smallest ones those of the spec's search
    local out, e, code = run("sequence 1-2,2-1,2-3,3-2,1-3 15")
    assert.are.equal(0, code, e)
    local rules = { { 1, 2 }, { 2, 1 }, { 2, 3 }, { 3, 2 }, { 1, 3 } }
    local hanoi = require "hanoi"
    assert.are.equal("15 " .. hanoi.distance(hanoi.new(15), 3, { rules = rules, max_states = 3 ^ 15 // 1 })
      .. "\n", out)
    out = run("sequence 1-2,2-1,2-3,3-2,1-3 1..6")
    local want = {}
    for n = 1, 6 do
      want[#want + 1] = n .. " " .. bfs(("A"):rep(n), 3, allowed(rules, 3))[("C"):rep(n)] .. "\n"
    end
    assert.are.equal(table.concat(want), out)
  end)

  it("gives the same numbers for a rule name and its allowed moves", function()
    assert.are.equal(run("sequence cyclic 1..5"), run("sequence 1-2,2-3,3-1 1..5"))
    assert.are.equal(run("sequence linear 1..4 --pegs 4 --csv"),
      run("sequence 1-2,2-1,2-3,3-2,3-4,4-3 1..4 --pegs 4 --csv"))
  end)

  it("refuses unknown rule forms with one line naming them", function()
    fails("sequence spiral 1..3", "RULES: unknown rule set 'spiral'")
    fails("sequence 1-2,x 1..3", "'1-2,x'")
    fails("sequence 1-2,2-4 1..3", "peg 4")
    fails("sequence 1-1 1..3", "RULES")
  end)

  it("stops with an error where the goal cannot be reached", function()
    local out, e, code = run("sequence 1-2,2-3 1..3")
    assert.are.equal(1, code)
    assert.are.equal("1 2\n", out)
    assert.matches("^hanoi: n = 2: the goal cannot be reached\n$", e)
  end)
end)

describe("hanoi distance and hanoi hint with --rules", function()
  it("measure and play under the rules given, as a breadth-first search does", function()
    for _, case in ipairs {
      { "BAC", "cyclic", 3 }, { "CBA", "linear", 3 }, { "BACD", "star", 4 }, { "CAB", "1-2,2-3,3-1,3-2", 3 },
    } do
      local from, rules, k = case[1], case[2], case[3]
      local form = rules
      if rules:find("%d") then
        form = {}
        for f, t in rules:gmatch("(%d+)%-(%d+)") do form[#form + 1] = { tonumber(f), tonumber(t) } end
      end
      local goal = LETTERS:sub(k, k):rep(#from)
      local allow = allowed(form, k)
      -- distances to the goal: a search backwards, the moves reversed
      local back = {}
      for f = 1, k do back[f] = {} for t = 1, k do back[f][t] = allow[t][f] end end
      local dist = bfs(goal, k, back)
      local out, e, code = run(("distance %s --rules %s"):format(from, rules))
      assert.are.equal(0, code, e)
      assert.are.equal(dist[from] .. "\n", out)
      out, e, code = run(("hint %s --rules %s"):format(from, rules))
      assert.are.equal(0, code, e)
      local disk, f, t = out:match("^move: disk (%d+) from (%a) to (%a)\n")
      assert.is_truthy(disk, out)
      disk, f, t = tonumber(disk), LETTERS:find(f), LETTERS:find(t)
      assert.is_true(allow[f][t])
      local after = from:sub(1, disk - 1) .. LETTERS:sub(t, t) .. from:sub(disk + 1)
      local legal = false
      for _, v in ipairs(neighbours(from, k, allow)) do if v == after then legal = true end end
      assert.is_true(legal, out)
      assert.are.equal(dist[from] - 1, dist[after])
      assert.matches(("\ndistance: %d before, %d after\n"):format(dist[from], dist[after]), out, 1, true)
    end
  end)

  it("say so when the goal cannot be reached", function()
    local out, e, code = run("hint BAC --rules 1-2,2-3 --to A")
    assert.are.equal(1, code)
    assert.are.equal("", out)
    assert.matches("^hanoi: the tower on A cannot be reached from BAC under these rules\n$", e)
    out, e, code = run("distance BAC AAA --rules 1-2,2-3")
    assert.are.equal(1, code)
    assert.are.equal("", out)
    assert.matches("^hanoi: [^\n]*unreachable[^\n]*\n$", e)
  end)
end)

describe("--cost", function()
  local COST = "0,1,2/1,0,1/2,1,0"

  it("is read as a matrix, and bad ones are refused naming row and column", function()
    for _, case in ipairs {
      { "0,1,2/1,0/2,1,0", "row 2 has 2 entries, expected 3" },
      { "0,1,2/1,0,1,4/2,1,0", "row 2 has 4 entries, expected 3" },
      { "0,1,2/1,0,1", "2 rows, expected 3" },
      { "0,1,2/1,0,1/2,1,0/1,1,1", "4 rows, expected 3" },
      { "0,1,2/1,0,x/2,1,0", "row 2, column 3: 'x' is not a whole number" },
      { "0,1,2/1,0,1.5/2,1,0", "row 2, column 3: '1.5' is not a whole number" },
      { "0,1,2/1,0,1/0,1,0",
        "row 3, column 1: the cost of a move from peg 3 to peg 1 must be a positive integer, got 0" },
      { "0,-1,2/1,0,1/2,1,0",
        "row 1, column 2: the cost of a move from peg 1 to peg 2 must be a positive integer, got -1" },
      { "0,1,2/1,3,1/2,1,0", "row 2, column 2: a peg to itself is no move" },
      { "0,1,99999999999999999999/1,0,1/2,1,0", "row 1, column 3: '99999999999999999999' is too large" },
      { "''", "row 1, column 1: '' is not a whole number" },
    } do
      fails("distance BAC --cost " .. case[1], "option '--cost': " .. case[2])
    end
    for _, cmd in ipairs { "hint BAC", "path BAC CCC", "count BAC CCC", "sequence classic 1..3" } do
      fails(cmd .. " --cost 0,1,2/1,0,x/2,1,0", "option '--cost': row 2, column 3: 'x'")
    end
  end)

  it("is sized by the pegs of the command", function()
    local _, e, code = run("distance BACD --cost " .. COST)
    one_line_error(e, code, "option '--cost': row 1 has 3 entries, expected 4")
  end)

  it("reaches the library", function()
    for _, cmd in ipairs { "distance BAC", "hint BAC", "path BAC CCC", "count BAC CCC", "sequence classic 1..3" } do
      local out, e, code = run(cmd .. " --cost " .. COST)
      assert.are.equal(0, code, cmd .. ": " .. e)
      assert.are.equal("", e)
      assert.is_true(#out > 0)
    end
  end)

  -- the least (cost, moves) from `a` to the tower on peg 3, by Dijkstra over
  -- the model's labels with the pair ordered cost first, moves second
  local function cheapest(a, cost)
    local best, done = { [a] = { 0, 0 } }, {}
    while true do
      local u, bu
      for v, b in pairs(best) do
        if not done[v] and (not bu or b[1] < bu[1] or (b[1] == bu[1] and b[2] < bu[2])) then u, bu = v, b end
      end
      if not u then return nil end
      if u == ("C"):rep(#a) then return bu[1], bu[2] end
      done[u] = true
      for _, m in ipairs(model.moves(u, 3)) do
        local v = model.apply(u, m[1], m[3])
        local c = { bu[1] + cost[m[2]][m[3]], bu[2] + 1 }
        local b = best[v]
        if not b or c[1] < b[1] or (c[1] == b[1] and c[2] < b[2]) then best[v] = c end
      end
    end
  end

  it("gives the cheapest answers (pegs in a row, cost |from - to|)", function()
    local cost = { { 0, 1, 2 }, { 1, 0, 1 }, { 2, 1, 0 } }
    for _, a in ipairs { "A", "AA", "BAC", "AAA", "CBAA" } do
      local c, m = cheapest(a, cost)
      local out, e, code = run("distance " .. a .. " C --cost " .. COST)
      assert.are.equal(0, code, e)
      assert.are.equal(("%d (cost), %d moves\n"):format(c, m), out)
      out = run("distance " .. a .. " C --json --cost " .. COST)
      assert.matches('"distance":' .. c .. ',"moves":' .. m .. "}", out, 1, true)
    end
  end)
end)
