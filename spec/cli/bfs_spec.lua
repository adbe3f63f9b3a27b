-- `hanoi bfs` with --csv, --reverse and --dir, run as a child process.
local model = require "support.model"

local cli = require "support.cli"
local run = cli.merged

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

describe("hanoi bfs --dir", function()
  -- what `dir` holds, hidden names too; nil when there is no such directory
  local function listing(dir)
    if not os.rename(dir, dir) then return nil end
    local p = assert(io.popen("ls -A '" .. dir .. "'"))
    local t = {}
    for name in p:lines() do t[#t + 1] = name end
    p:close()
    return t
  end

  it("leaves a directory as it found it when it refuses the search", function()
    local base = os.tmpname()
    os.remove(base)
    local dir = base .. "-bfs"
    for _, c in ipairs {
      { "bfs 22 4 --dir ", "^hanoi: 4%^22 states are too many to search\n$" },
      { "bfs 11 4 --max-memory 50000 --dir ", "^hanoi: the disk%-backed search of 4%^11 states "
        .. "needs [%d.]+ KiB of memory, more than max_memory %(48%.8 KiB%)\n$" },
    } do
      local out, err, code = cli.run(c[1] .. dir)
      assert.are.equal(1, code)
      assert.are.equal("", out)
      assert.matches(c[2], err)
      assert.is_nil(listing(dir))
      os.execute("mkdir '" .. dir .. "' && echo kept >'" .. dir .. "/notes'")
      out, err, code = cli.run(c[1] .. dir)
      assert.are.equal(1, code)
      assert.are.equal("", out)
      assert.matches(c[2], err)
      assert.are.same({ "notes" }, listing(dir))
      os.execute("rm -rf '" .. dir .. "'")
    end
  end)

  it("says on stderr the layer it goes on from when its files hold a search", function()
    local hanoi = require "hanoi"
    local base = os.tmpname()
    os.remove(base)
    local dir, args = base .. "-resume", "bfs 12 4 --csv --max-memory 100000 --dir "
    -- a search stopped at layer 50 (its progress function raised an error)
    local ok, e = pcall(hanoi.bfs, { n = 12, k = 4, dir = dir, max_memory = 100000,
      progress = function(_, _, layer) if layer >= 50 then error("stop at 50") end end })
    assert.is_false(ok)
    assert.matches("stop at 50", e)
    -- the layer its files hold, as the library tells a progress function
    -- before the first pass (stopped there again: the files stay as they are)
    local held, calls = nil, 0
    ok = pcall(hanoi.bfs, { n = 12, k = 4, dir = dir, max_memory = 100000,
      progress = function(_, _, layer, resumed)
        calls = calls + 1
        if resumed then held = layer end
        error("stop")
      end })
    assert.is_false(ok)
    assert.are.equal(1, calls)
    assert.is_true(held >= 1 and held <= 50)
    local out, err, code = cli.run(args .. dir)
    assert.are.equal(0, code)
    assert.are.equal(cli.run("bfs 12 4 --csv"), out)
    assert.are.equal(("hanoi: going on from layer %d (the search in '%s')\n"):format(held, dir), err)
    -- a search started afresh says nothing
    os.execute("rm -rf '" .. dir .. "'")
    out, err, code = cli.run(args .. dir)
    assert.are.equal(0, code)
    assert.are.equal("", err)
    assert.are.equal(cli.run("bfs 12 4 --csv"), out)
    os.execute("rm -rf '" .. dir .. "'")
  end)
end)
