-- `hanoi bfs` with --csv and --reverse, run as a child process.
local model = require "support.model"

local run = require("support.cli").merged

local function sizes_of(dist)
  local sizes = {}
  for _, d in pairs(dist) do sizes[d + 1] = (sizes[d + 1] or 0) + 1 end
  return sizes
end

describe("hanoi bfs --csv", function()
  it("prints the layers as CSV", function()
    local out, rc = run("bfs 5 4 --csv")
    assert.are.equal(0, rc)
    local sizes = sizes_of(model.bfs(model.tower(5, 1), 4))
    local lines = {}
    for line in out:gmatch("([^\n]*)\n") do lines[#lines + 1] = line end
    assert.are.equal("distance,states", lines[1])
    assert.are.equal(#sizes + 1, #lines)
    for d = 1, #sizes do assert.are.equal((d - 1) .. "," .. sizes[d], lines[d + 1]) end
  end)
end)

describe("hanoi bfs --reverse", function()
  it("counts the positions by their distance to the start", function()
    local out, rc = run("bfs 4 --rules cyclic --from CCCC --reverse")
    assert.are.equal(0, rc)
    assert.matches("^4 disks, 3 pegs, cyclic rules, to CCCC\n", out)
    local sizes = sizes_of(model.bfs_to("CCCC", 3, model.rule("cyclic", 3)))
    local rows = 0
    for d, c in out:gmatch("\n%s+(%d+)%s+(%d+)") do
      rows = rows + 1
      assert.are.equal(sizes[tonumber(d) + 1], tonumber(c))
    end
    assert.are.equal(#sizes, rows)
    assert.matches("eccentricity " .. (#sizes - 1) .. " %(" .. sizes[#sizes] .. " states? at that distance%)",
      out)
  end)

  it("searches every position with --no-symmetry, to the same table", function()
    local a = run("bfs 6 4 --csv")
    local b = run("bfs 6 4 --csv --no-symmetry")
    assert.are.equal(a, b)
  end)
end)
