-- The `hanoi bfs` and `hanoi path` commands, run as a child process.
local model = require "support.model"

local run = require("support.cli").merged

describe("hanoi bfs", function()
  it("prints the layer table and the eccentricity", function()
    local out, rc = run("bfs 3 4 --rules star")
    assert.are.equal(0, rc)
    local dist = model.bfs("AAA", 4, model.rule("star", 4))
    local sizes, ecc = {}, 0
    for _, d in pairs(dist) do
      sizes[d] = (sizes[d] or 0) + 1
      if d > ecc then ecc = d end
    end
    local rows = 0
    for d, c in out:gmatch("\n%s+(%d+)%s+(%d+)") do
      assert.are.equal(sizes[tonumber(d)], tonumber(c))
      rows = rows + 1
    end
    assert.are.equal(ecc + 1, rows)
    assert.matches("eccentricity " .. ecc .. " %(" .. sizes[ecc]
      .. " states? at that distance%); 64 of 64 states reached", out)
  end)

  it("fails with one line on bad arguments", function()
    local out, rc = run("bfs 3 --rules 1-4")
    assert.are.equal(2, rc)
    assert.matches("^hanoi: option '%-%-rules': peg 4 out of range 1..3 in pair 1; try 'hanoi help bfs'\n$", out)
    out, rc = run("bfs 3 --threads 0")
    assert.are.equal(2, rc)
    assert.matches("^hanoi: option '%-%-threads' must be 1..16; try 'hanoi help bfs'\n$", out)
    out, rc = run("bfs x")
    assert.are.equal(2, rc)
    assert.matches("^hanoi: number of disks must be an integer 1..64, got 'x'; try 'hanoi help bfs'\n$", out)
    out, rc = run("bfs 20 4 --max-memory 1000")
    assert.are.equal(1, rc)
    assert.are.equal("hanoi: search of 4^20 states needs 43.3 GiB of memory, more than max_memory (1000 bytes)\n", out)
  end)
end)

describe("hanoi graph", function()
  it("prints the state graph as DOT and as an edge list", function()
    local set, count = {}, 0
    for _, a in ipairs(model.all(2, 3)) do
      for _, m in ipairs(model.moves(a, 3)) do
        local b = model.apply(a, m[1], m[3])
        if a < b then set[a .. " " .. b] = true; count = count + 1 end
      end
    end
    local out, rc = run("graph 2 --dot")
    assert.are.equal(0, rc)
    local edges = 0
    for a, b in out:gmatch('"(%u+)" %-%- "(%u+)";') do
      assert.is_true(set[a < b and a .. " " .. b or b .. " " .. a])
      edges = edges + 1
    end
    assert.are.equal(count, edges)
    out = run("graph 2 --edges")
    edges = 0
    for a, b in out:gmatch("(%u+) (%u+)\n") do
      assert.is_true(set[a < b and a .. " " .. b or b .. " " .. a])
      edges = edges + 1
    end
    assert.are.equal(count, edges)
  end)
end)

describe("hanoi path", function()
  it("prints a shortest path move by move", function()
    local out, rc = run("path BAC CCC")
    assert.are.equal(0, rc)
    local s, n = "BAC", 0
    for digits, f, t, label in out:gmatch("%d+: disk (%d+) from (%u) to (%u)  (%u+)\n") do
      local d = tonumber(digits)
      assert.are.equal(model.peg(f), model.peg(s:sub(d, d)))
      s = model.apply(s, d, model.peg(t))
      assert.are.equal(s, label)
      n = n + 1
    end
    assert.are.equal("CCC", s)
    assert.are.equal(model.bfs("BAC", 3).CCC, n)
    assert.matches("\n" .. n .. " moves\n$", out)
  end)

  it("reports an unreachable goal", function()
    local out, rc = run("path AAA CCC --rules 1-2,2-1")
    assert.are.equal(1, rc)
    assert.are.equal("hanoi: goal unreachable under the 'custom' rules\n", out)
  end)
end)
