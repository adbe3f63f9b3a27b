-- `hanoi hint` and `hanoi distance`, run as child processes, checked
-- against the brute-force breadth-first search of spec/support/model.lua.
local model = require "support.model"
local cli = require "support.cli"

-- several commands in one shell, their outputs separated by a marker line
local function batch(list)
  local parts = {}
  for i, args in ipairs(list) do
    parts[i] = "./bin/hanoi " .. args .. " 2>&1; echo \"@@ $?\""
  end
  local p = assert(io.popen(table.concat(parts, "; ")))
  local out = p:read("a")
  p:close()
  local res = {}
  for body, rc in out:gmatch("(.-)@@ (%d+)\n") do res[#res + 1] = { body, tonumber(rc) } end
  assert.equal(#list, #res)
  return res
end

-- the hint printed: disk, from, to (peg letters), before, after, exact
local function parse_hint(out)
  local d, f, t = out:match("^move: disk (%d+) from (%u) to (%u)\n")
  local before, after = out:match("\ndistance: (%d+) before, (%d+) after\n")
  return tonumber(d), f, t, tonumber(before), tonumber(after),
    out:find("\nexact: yes", 1, true) ~= nil
end

-- checks one printed hint from label s to the goal label g: the move is
-- legal, the distances are the brute ones, and the move brings it one closer
local function check_hint(out, s, k, dist, g)
  local d, f, t, before, after, exact = parse_hint(out)
  assert.is_true(exact, out)
  assert.equal(dist[s], before, s)
  assert.equal(before - 1, after)
  local legal = false
  for _, m in ipairs(model.moves(s, k)) do
    if m[1] == d and m[2] == model.peg(f) and m[3] == model.peg(t) then legal = true end
  end
  assert.is_true(legal, ("%s: disk %s %s->%s"):format(s, d, f, t))
  assert.equal(dist[s] - 1, dist[model.apply(s, d, model.peg(t))], s .. " to " .. g)
end

describe("hanoi hint", function()
  it("gives a move on a shortest path from every position of 3 disks on 3 pegs", function()
    local dist = model.bfs("CCC", 3)
    local labels, cmds = {}, {}
    for _, s in ipairs(model.all(3, 3)) do
      if s ~= "CCC" then labels[#labels + 1] = s; cmds[#cmds + 1] = "hint " .. s end
    end
    for i, r in ipairs(batch(cmds)) do
      assert.equal(0, r[2])
      check_hint(r[1], labels[i], 3, dist, "CCC")
    end
  end)

  it("works on 4 and 5 pegs, towards a peg or a position", function()
    local cases = {}
    math.randomseed(7)
    for _, k in ipairs({ 4, 5 }) do
      local all = model.all(4, k)
      local goal = all[math.random(#all)]
      local to_goal = model.bfs(goal, k)
      local to_tower = model.bfs(model.tower(4, 2), k)
      for _ = 1, 6 do
        local s = all[math.random(#all)]
        if s ~= goal then
          cases[#cases + 1] = { "hint " .. s .. " --to " .. goal .. " --pegs " .. k, s, k, to_goal, goal }
        end
        if s ~= model.tower(4, 2) then
          cases[#cases + 1] = { "hint " .. s .. " --to B --pegs " .. k, s, k, to_tower, "BBBB" }
        end
      end
    end
    local cmds = {}
    for i, c in ipairs(cases) do cmds[i] = c[1] end
    for i, r in ipairs(batch(cmds)) do
      local c = cases[i]
      assert.equal(0, r[2], r[1])
      check_hint(r[1], c[2], c[3], c[4], c[5])
    end
  end)

  it("reads labels and pegs in either case, and infers the pegs from them", function()
    local res = batch({ "hint bacd --to a", "hint BACD --to A", "hint BACD --to 1 --pegs 4" })
    assert.equal(res[2][1], res[1][1])
    assert.equal(res[2][1], res[3][1])
    check_hint(res[2][1], "BACD", 4, model.bfs("AAAA", 4), "AAAA")
  end)

  it("says so at the goal", function()
    local out, err, code = cli.run("hint CCC")
    assert.equal(0, code)
    assert.equal("", err)
    assert.equal("no move: the tower on C is the goal already, distance 0\n", out)
  end)

  it("says when the budget ran out and the move is not proven shortest", function()
    local out, _, code = cli.run("hint DCBADCBADCBADCBA --to ABCDABCDABCDABCD --max-states 1")
    assert.equal(0, code)
    assert.matches("^move: disk %d+ from %u to %u\n", out)
    assert.matches("\nexact: no", out)
    assert.is_nil(out:find("before", 1, true))
  end)

  it("reads pegs past 26 as numbers and names them as the library's labels do", function()
    local out, _, code = cli.run("hint 1,2,27")
    assert.equal(0, code)
    -- disk 1 on peg 1, disk 2 on peg 2, disk 3 on peg 27 (the label "ABa"),
    -- the goal the tower on 27: disk 2 goes onto disk 3 (disk 1 may not),
    -- then disk 1
    local label = require("hanoi").state({ 1, 2, 27 }, 27):label()
    assert.equal("ABa", label)
    assert.equal("move: disk 2 from B to a\ndistance: 2 before, 1 after\n"
      .. "exact: yes, the move is on a shortest path\n", out)
  end)

  it("prints one line and exits with 2 on a bad label", function()
    for _, args in ipairs({ "hint AB!", "hint ''", "hint A,B", "hint ABC --to AB",
                            "hint ABC --pegs 3 --to D", "hint ABD --pegs 3", "hint 1,33" }) do
      local out, err, code = cli.run(args)
      assert.equal("", out, args)
      assert.equal(2, code, args)
      assert.matches("^hanoi: [^\n]+; try 'hanoi help hint'\n$", err)
    end
  end)
end)

describe("hanoi distance", function()
  it("prints the brute-force distance between positions and to towers", function()
    math.randomseed(11)
    local cases = {}
    for _, k in ipairs({ 3, 4, 5 }) do
      local all = model.all(4, k)
      for _ = 1, 5 do
        local a, b = all[math.random(#all)], all[math.random(#all)]
        cases[#cases + 1] = { ("distance %s %s --pegs %d"):format(a:lower(), b, k),
                              model.bfs(b, k)[a] }
        cases[#cases + 1] = { ("distance %s --pegs %d"):format(a, k),
                              model.bfs(model.tower(4, k), k)[a] }
      end
    end
    local cmds = {}
    for i, c in ipairs(cases) do cmds[i] = c[1] end
    for i, r in ipairs(batch(cmds)) do
      assert.equal(0, r[2], r[1])
      assert.equal(cases[i][2] .. "\n", r[1], cases[i][1])
    end
  end)

  it("takes the tower's peg as a letter or a number", function()
    local res = batch({ "distance BACD a", "distance BACD 1", "distance bacd A" })
    local want = model.bfs("AAAA", 4).BACD .. "\n"
    for _, r in ipairs(res) do assert.equal(want, r[1]) end
  end)

  it("fails with exit code 1 when the budget cannot prove a distance", function()
    local out, err, code = cli.run("distance DCBADCBADCBADCBA ABCDABCDABCDABCD --max-states 1")
    assert.equal("", out)
    assert.equal(1, code)
    assert.equal("hanoi: no shortest path found within the search's budget; "
      .. "try a larger --max-states\n", err)
  end)

  it("prints one line and exits with 2 on a bad label", function()
    for _, args in ipairs({ "distance", "distance A?C", "distance AAA CC", "distance ABC --pegs 2",
                            "distance ABC ABC ABC" }) do
      local out, err, code = cli.run(args)
      assert.equal("", out, args)
      assert.equal(2, code, args)
      assert.matches("^hanoi: [^\n]+; try 'hanoi help distance'\n$", err)
    end
  end)
end)

-- Runs the command in a child Lua with the checkout's modules, as bin/hanoi
-- does; returns its output and the searches the C core counted meanwhile
-- (hanoi.core._searches()).
local function counted(args)
  local script = os.tmpname()
  local f = assert(io.open(script, "w"))
  f:write([[
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local core = require "hanoi.core"
local before = core._searches()
local code = require("hanoi.cli").main(arg)
io.stdout:flush()
io.stderr:write(("searches %d exit %d\n"):format(core._searches() - before, code))
]])
  f:close()
  local err = os.tmpname()
  local p = assert(io.popen(("lua5.4 %s %s 2>%s </dev/null"):format(script, args, err)))
  local out = p:read("a")
  p:close()
  local e = assert(io.open(err))
  local text = e:read("a")
  e:close()
  os.remove(script)
  os.remove(err)
  local n, code = text:match("searches (%d+) exit (%d+)\n$")
  return out, tonumber(n), tonumber(code), text
end

describe("hanoi hint: the searches it makes", function()
  it("counts each search of the library (the counter the specs below read)", function()
    local hanoi = require "hanoi"
    local core = require "hanoi.core"
    local before = core._searches()
    hanoi.new(3):hint()
    hanoi.distance(hanoi.new(3), 3)
    hanoi.new(3, 4):hint(4, { cost = { { 0, 1, 1, 1 }, { 1, 0, 1, 1 }, { 1, 1, 0, 1 },
                                       { 1, 1, 1, 0 } } })
    assert.equal(3, core._searches() - before)
  end)

  it("makes one search for the move and both distances, with --cost too", function()
    local cases = {
      { "hint BAC", "BAC", 3 },
      { "hint CBDADBACDBCADCBA", "CBDADBACDBCADCBA", 4 },
      { "hint BACD --to A", "BACD", 4 },
      { "hint BAC --rules cyclic", "BAC", 3 },
    }
    for _, c in ipairs(cases) do
      local out, n, code, err = counted(c[1])
      assert.equal(0, code, err)
      assert.equal(1, n, c[1] .. ": " .. err)
      local _, _, _, before, after, exact = parse_hint(out)
      assert.is_true(exact, out)
      assert.equal(before - 1, after, out)
    end
    -- with move costs: one search still, and the distances are the costs
    -- of a brute-force cheapest path before and after the move
    local out, n, code, err = counted("hint BAC --cost 0,1,2/1,0,1/2,1,0")
    assert.equal(0, code, err)
    assert.equal(1, n, err)
    local d, f, t, before, after = parse_hint(out)
    local cost = function(a, b) return math.abs(a - b) end
    local function brute(label)
      -- Dijkstra over the 27 positions of 3 disks on 3 pegs, to the tower on C
      local best, done = { [label] = 0 }, {}
      while true do
        local u, bu
        for s, v in pairs(best) do
          if not done[s] and (bu == nil or v < bu) then u, bu = s, v end
        end
        if u == nil then return nil end
        if u == "CCC" then return bu end
        done[u] = true
        for _, m in ipairs(model.moves(u, 3)) do
          local v = model.apply(u, m[1], m[3])
          local w = bu + cost(m[2], m[3])
          if best[v] == nil or w < best[v] then best[v] = w end
        end
      end
    end
    assert.equal(f, ("BAC"):sub(d, d))
    assert.equal(brute("BAC"), before)
    assert.equal(brute(model.apply("BAC", d, model.peg(t))), after)
  end)
end)

describe("hanoi hint: peg names past Z", function()
  local pegs = require "hanoi.pegs"
  local hanoi = require "hanoi"

  it("names pegs by the library's rule (hanoi.pegs) at 26 and 27 pegs", function()
    for _, k in ipairs({ 26, 27 }) do
      -- disk 1 on the last peg, disk 2 on peg 1: one move to the tower on peg 1
      local out, err, code = cli.run(("hint %d,1 --pegs %d --to 1"):format(k, k))
      assert.equal(0, code, err)
      local last = hanoi.state({ k, 1 }, k):label():sub(1, 1)
      assert.equal(pegs.name(k), last)
      assert.equal(("move: disk 1 from %s to A\n"):format(last), out:match("^[^\n]*\n"))
    end
    local out = cli.run("hint 27,27 --pegs 27")
    assert.equal("no move: the tower on " .. pegs.name(27) .. " is the goal already, distance 0\n",
      out)
  end)

  it("refuses 52 pegs, as the library does", function()
    for _, args in ipairs({ "hint AAA --pegs 52", "hint 1,52" }) do
      local out, err, code = cli.run(args)
      assert.equal("", out, args)
      assert.equal(2, code, args)
      assert.matches("32", err, 1, true)
    end
    assert.has_error(function() hanoi.new(3, 52) end)
  end)
end)
