-- hanoi.bfs with `dir`: the symmetric search with its table on disk, a
-- segment at a time, checked against the search in memory (itself checked
-- against a brute-force search in bfs_symmetry_spec.lua), with memory caps
-- small enough that every search streams through many segments.
local hanoi = require "hanoi"
local child = require "support.child"
local cli = require "support.cli"
local files = require "support.helpers"

-- 4 pegs from a tower: the eccentricities of OEIS A382111 (Korf 2004)
local A382111 = { [0] = 0, 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113 }

local dirs = {}

-- a fresh directory name (not made: the search makes it): beside a name
-- os.tmpname made, in the folder HANOI_SCRATCH names when it is set
-- (tools/test.sh points it at a folder in memory where the machine has
-- room in /dev/shm: the same files, without a disk's cost of opening and
-- removing thousands of them)
local SCRATCH = os.getenv("HANOI_SCRATCH")
local function newdir()
  local base = os.tmpname()
  os.remove(base)
  if SCRATCH and SCRATCH ~= "" then base = SCRATCH .. "/" .. base:match("[^/]+$") end
  dirs[#dirs + 1] = base .. "-bfs"
  return dirs[#dirs]
end

local function list(layers)
  local t = {}
  for _, c in ipairs(layers) do t[#t + 1] = c end
  return t
end

local function same_search(a, b)
  assert.are.same(list(a.layers), list(b.layers))
  assert.are.equal(a.eccentricity, b.eccentricity)
  assert.are.equal(a.farthest, b.farthest)
  assert.are.equal(a.reached, b.reached)
  assert.are.equal(a.states, b.states)
end

local function names(dir)
  local p = assert(io.popen("ls " .. dir))
  local t = {}
  for line in p:lines() do t[#t + 1] = line end
  p:close()
  return t
end

-- what `dir` holds: "name size" per entry, hidden ones too, in order of
-- name; nil when there is no such directory
local function listing(dir)
  if not os.rename(dir, dir) then return nil end
  local p = assert(io.popen("ls -A '" .. dir .. "' 2>/dev/null"))
  local t = {}
  for name in p:lines() do
    local f = io.open(dir .. "/" .. name, "rb")
    local size = f and f:seek("end")
    if f then f:close() end
    t[#t + 1] = name .. " " .. tostring(size)
  end
  p:close()
  return t
end

-- flips one byte of each file of `dir` whose name matches `pattern`, at
-- `at` bytes from its start (or its end, for a negative `at`)
local function damage(dir, pattern, at)
  local n = 0
  for _, name in ipairs(names(dir)) do
    if name:match(pattern) then
      local path = dir .. "/" .. name
      local s = files.slurp(path)
      local i = at >= 0 and at + 1 or #s + at + 1
      if i >= 1 and i <= #s then
        files.spit(path, s:sub(1, i - 1) .. string.char((s:byte(i) + 1) % 256) .. s:sub(i + 1))
        n = n + 1
      end
    end
  end
  return n
end

teardown(function()
  for _, d in ipairs(dirs) do os.execute("rm -rf '" .. d .. "'") end
end)

describe("hanoi.bfs with dir", function()
  it("gives the layers of the search in memory, through many segments", function()
    for _, c in ipairs {
      { n = 12, k = 4, max_memory = 130000 },
      { n = 10, k = 5, max_memory = 80000 },      -- groups of 3 blocks of 25 cells
      { n = 10, k = 6, max_memory = 84000 },
      { from = "BBBBBBBBBBA", k = 4, max_memory = 94000 },
      { from = "AAAAAAAABC", k = 5, max_memory = 180000 },
    } do
      local from = c.from and hanoi.state(c.from, c.k)
      local mem = hanoi.bfs { n = c.n, k = c.k, from = from }
      local disk = hanoi.bfs { n = c.n, k = c.k, from = from, dir = newdir(),
                               max_memory = c.max_memory }
      same_search(mem, disk)
      assert.are.equal("symmetric", disk.method)
      assert.is_true(disk.segments >= 8 and disk.segments <= 32, "segments: " .. disk.segments)
      if c.k == 4 and not c.from then assert.are.equal(A382111[c.n], disk.eccentricity) end
    end
  end)

  it("gives the layers of the search in memory at 14 disks #slow", function()
    local disk = hanoi.bfs { n = 14, k = 4, dir = newdir(), max_memory = 400000 }
    same_search(hanoi.bfs { n = 14, k = 4 }, disk)
    assert.is_true(disk.segments >= 8)
    assert.are.equal(A382111[14], disk.eccentricity)
  end)

  it("gives the same layers on one thread and on two", function()
    local a = hanoi.bfs { n = 11, k = 4, dir = newdir(), max_memory = 110000, threads = 1 }
    local b = hanoi.bfs { n = 11, k = 4, dir = newdir(), max_memory = 110000, threads = 2 }
    same_search(a, b)
    assert.are.equal(A382111[11], a.eccentricity)
  end)

  it("reports progress as the search in memory does, and may yield there", function()
    local calls, last = 0, nil
    local co = coroutine.wrap(function()
      return hanoi.bfs { n = 11, k = 4, dir = newdir(), max_memory = 110000,
        progress = function(reached, states, layer)
          calls = calls + 1
          assert.are.equal(4 ^ 11, states)
          assert.is_true(last == nil or layer > last)
          last = layer
          coroutine.yield(reached)
        end }
    end)
    local r
    local got = {}
    repeat
      r = co()
      if type(r) ~= "table" then got[#got + 1] = r end
    until type(r) == "table"
    assert.are.equal(calls, #got)
    assert.are.equal(4 ^ 11, got[#got])
    assert.are.equal(r.eccentricity, last)
  end)

  it("goes on from its files after a progress function raised an error", function()
    local dir, mem = newdir(), hanoi.bfs { n = 13, k = 4 }
    local starts, stop = {}, 40
    for _ = 1, 50 do
      local first
      local ok, r = pcall(hanoi.bfs, { n = 13, k = 4, dir = dir, max_memory = 200000,
        progress = function(_, _, layer)
          first = first or layer
          if layer >= stop then error("stop at " .. stop) end
        end })
      starts[#starts + 1] = first
      if ok then same_search(mem, r) break end
      assert.matches("stop at " .. stop, r)
      stop = stop + 10
    end
    -- the search was stopped several times, and went on each time from
    -- where its files were, never from an earlier layer
    assert.is_true(#starts >= 5)
    for i = 2, #starts do assert.is_true(starts[i] >= starts[i - 1]) end
    assert.is_true(starts[#starts] > starts[1] + 30)
    -- a finished search is read back from its state, without a pass
    local calls = 0
    local again = hanoi.bfs { n = 13, k = 4, dir = dir, max_memory = 200000,
                              progress = function() calls = calls + 1 end }
    same_search(mem, again)
    assert.are.equal(0, calls)
  end)

  it("goes on from its files after its process was killed at any moment #slow", function()
    local dir, mark = newdir(), os.tmpname()
    -- the child marks a layer it reached and goes on: the kill comes
    -- while it works on the next ones, wherever it is
    local code = [[
local layer, dir, mark = ...
local r = require("hanoi").bfs { n = 14, k = 4, dir = dir, max_memory = 400000,
  progress = function(_, _, l) if l >= tonumber(layer) then io.open(mark, "w"):close() end end }
print("done " .. r.eccentricity)
]]
    for _, layer in ipairs { 10, 40, 70, 90 } do
      os.remove(mark)
      local out = child.run(code, ("LUA %d %s %s & pid=$!; i=0; "
        .. "while [ ! -e %s ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i+1)); done; "
        .. "kill -KILL $pid; { wait $pid; } 2>/dev/null"):format(layer, dir, mark, mark))
      assert.is_nil(out:match("done"))
    end
    os.remove(mark)
    local r = hanoi.bfs { n = 14, k = 4, dir = dir, max_memory = 400000 }
    same_search(hanoi.bfs { n = 14, k = 4 }, r)
  end)

  it("refuses a directory that another search is using", function()
    local dir = newdir()
    local co = coroutine.wrap(function()
      return hanoi.bfs { n = 10, k = 4, dir = dir, max_memory = 110000,
                         progress = function() coroutine.yield("paused") end }
    end)
    assert.are.equal("paused", co())
    assert.error_matches(function() hanoi.bfs { n = 10, k = 4, dir = dir } end,
      "directory '" .. dir .. "' is in use by another search", 1, true)
    local r
    repeat r = co() until type(r) == "table"
    assert.are.equal(A382111[10], r.eccentricity)
  end)

  it("refuses the directory of another search and says whose", function()
    local dir = newdir()
    assert.is_false(pcall(hanoi.bfs, { n = 11, k = 4, dir = dir, max_memory = 110000,
      progress = function(_, _, layer) if layer > 30 then error("stop") end end }))
    local function refused(opts, what)
      opts.dir = dir
      assert.error_matches(function() hanoi.bfs(opts) end,
        "directory '" .. dir .. "' holds the files of a search of " .. what
        .. ": give another directory or remove its files", 1, true)
    end
    refused({ n = 10, k = 4 }, "11 disks on 4 pegs, not 10 on 4")
    refused({ n = 11, k = 5 }, "11 disks on 4 pegs, not 11 on 5")
    refused({ from = hanoi.state("AAAAAAAAAAB", 4) }, "11 disks on 4 pegs from another start")
    -- the same search from a tower on another peg is this one
    same_search(hanoi.bfs { n = 11, k = 4 },
                hanoi.bfs { from = hanoi.state("CCCCCCCCCCC", 4), dir = dir, max_memory = 110000 })
  end)

  it("refuses damaged files, naming them, and starts again once they are gone", function()
    local dir, mem = newdir(), hanoi.bfs { n = 11, k = 4 }
    local function stopped()
      assert.is_false(pcall(hanoi.bfs, { n = 11, k = 4, dir = dir, max_memory = 110000,
        progress = function(_, _, layer) if layer > 40 then error("stop") end end }))
    end
    local function refused(what)
      local ok, err = pcall(hanoi.bfs, { n = 11, k = 4, dir = dir, max_memory = 110000 })
      assert.is_false(ok)
      assert.matches(what, err)
      assert.matches("remove the directory's files to start the search again", err, 1, true)
      os.execute("rm -rf '" .. dir .. "'")
    end
    stopped()
    assert.is_true(damage(dir, "^a%d+%-%d+%.bfs$", 70) > 0)          -- in the records
    refused("file 'a%d+%-%d+%.bfs' of the search in '.*' is damaged %(checksum%)")
    stopped()
    assert.is_true(damage(dir, "^a%d+%-%d+%.bfs$", 20) > 0)          -- in the header
    refused("file 'a%d+%-%d+%.bfs' of the search in '.*' is damaged %(another header%)")
    stopped()
    for _, name in ipairs(names(dir)) do                            -- cut short
      if name:match("^a%d+%-%d+%.bfs$") then
        local s = files.slurp(dir .. "/" .. name)
        files.spit(dir .. "/" .. name, s:sub(1, #s - 30))
      end
    end
    refused("file 'a%d+%-%d+%.bfs' of the search in '.*' is damaged")
    stopped()
    for _, name in ipairs(names(dir)) do
      if name:match("^a%d+%-%d+%.bfs$") then os.remove(dir .. "/" .. name) end
    end
    refused("file 'a%d+%-%d+%.bfs' of the search in '.*' is damaged %(missing%)")
    stopped()
    assert.are.equal(1, damage(dir, "^state%.bfs$", -30))
    refused("the state file 'state.bfs' of the search in '.*' is damaged %(checksum%)")
    stopped()
    assert.are.equal(1, damage(dir, "^state%.bfs$", 8))               -- the format
    local ok, err = pcall(hanoi.bfs, { n = 11, k = 4, dir = dir, max_memory = 110000 })
    assert.is_false(ok)
    assert.matches("holds a search written by another version of hanoi (file format 2)", err, 1, true)
    os.execute("rm -rf '" .. dir .. "'")
    same_search(mem, hanoi.bfs { n = 11, k = 4, dir = dir, max_memory = 110000 })
  end)

  it("refuses a directory with lists but no state, and what is not a directory", function()
    local dir = newdir()
    os.execute("mkdir '" .. dir .. "'")
    files.spit(dir .. "/a3-0.bfs", "")
    assert.error_matches(function() hanoi.bfs { n = 9, k = 4, dir = dir } end,
      "holds lists of a search but no state file (state.bfs)", 1, true)
    local file = os.tmpname()
    assert.error_matches(function() hanoi.bfs { n = 9, k = 4, dir = file } end,
      "'" .. file .. "' is not a directory", 1, true)
    os.remove(file)
  end)

  it("leaves a directory it refuses as it found it", function()
    -- a refusal of the size or the memory: a directory it made goes again,
    -- one it was given keeps what it held (and gets no lock)
    local refusals = {
      { { n = 22, k = 4 }, "4^22 states are too many to search" },
      { { n = 11, k = 4, max_memory = 50000 }, "of memory, more than max_memory (48.8 KiB)" },
    }
    for _, c in ipairs(refusals) do
      local dir = newdir()
      c[1].dir = dir
      assert.error_matches(function() hanoi.bfs(c[1]) end, c[2], 1, true)
      assert.is_nil(listing(dir))
      os.execute("mkdir '" .. dir .. "'")
      files.spit(dir .. "/notes", "kept")
      assert.error_matches(function() hanoi.bfs(c[1]) end, c[2], 1, true)
      assert.are.same({ "notes 4" }, listing(dir))
    end
    -- lists without a state, a damaged state, another search's files
    local dir = newdir()
    os.execute("mkdir '" .. dir .. "'")
    files.spit(dir .. "/a3-0.bfs", "")
    local before = listing(dir)
    assert.error_matches(function() hanoi.bfs { n = 9, k = 4, dir = dir } end,
      "holds lists of a search but no state file", 1, true)
    assert.are.same(before, listing(dir))
    dir = newdir()
    assert.is_false(pcall(hanoi.bfs, { n = 11, k = 4, dir = dir, max_memory = 110000,
      progress = function(_, _, layer) if layer > 30 then error("stop") end end }))
    os.remove(dir .. "/lock.bfs")
    before = listing(dir)
    assert.error_matches(function() hanoi.bfs { n = 10, k = 4, dir = dir } end,
      "holds the files of a search of 11 disks on 4 pegs, not 10 on 4", 1, true)
    assert.are.same(before, listing(dir))
    assert.are.equal(1, damage(dir, "^state%.bfs$", -30))
    before = listing(dir)
    assert.error_matches(function() hanoi.bfs { n = 11, k = 4, dir = dir, max_memory = 110000 } end,
      "the state file 'state.bfs' of the search in '" .. dir .. "' is damaged", 1, true)
    assert.are.same(before, listing(dir))
    -- a directory in use: its files, lock included, stay as they are
    dir = newdir()
    local co = coroutine.wrap(function()
      return hanoi.bfs { n = 10, k = 4, dir = dir, max_memory = 110000,
                         progress = function() coroutine.yield("paused") end }
    end)
    assert.are.equal("paused", co())
    before = listing(dir)
    assert.error_matches(function() hanoi.bfs { n = 10, k = 4, dir = dir } end,
      "is in use by another search", 1, true)
    assert.are.same(before, listing(dir))
    local r
    repeat r = co() until type(r) == "table"
    assert.are.equal(A382111[10], r.eccentricity)
    -- a directory it cannot make
    local file = os.tmpname()
    assert.error_matches(function() hanoi.bfs { n = 9, k = 4, dir = file .. "/sub" } end,
      "cannot make directory '" .. file .. "/sub'", 1, true)
    assert.are.equal("", files.slurp(file))
    os.remove(file)
  end)

  it("starts again over the first list of a start that never wrote its state", function()
    -- what a search killed while writing its first state leaves: the lock,
    -- the first layer's list, part of the state's copy
    local dir = newdir()
    os.execute("mkdir '" .. dir .. "'")
    files.spit(dir .. "/lock.bfs", "")
    files.spit(dir .. "/a0-3.bfs", "HANOIBFS")
    files.spit(dir .. "/state.bfs.tmp", "HANOI")
    same_search(hanoi.bfs { n = 11, k = 4 }, hanoi.bfs { n = 11, k = 4, dir = dir, max_memory = 110000 })
    assert.are.same({ "lock.bfs", "state.bfs" }, names(dir))
  end)

  it("keeps within max_memory, and says how much it needs when it cannot", function()
    local ok, err = pcall(hanoi.bfs, { n = 11, k = 4, dir = newdir(), max_memory = 50000 })
    assert.is_false(ok)
    local need, unit = err:match("^the disk%-backed search of 4%^11 states needs ([%d.]+) (%a+) of "
      .. "memory, more than max_memory %(48%.8 KiB%)$")
    assert.are.equal("KiB", unit)
    local bytes = math.ceil(tonumber(need) * 1024 + 52)
    local r = hanoi.bfs { n = 11, k = 4, dir = newdir(), max_memory = bytes }
    assert.are.equal(A382111[11], r.eccentricity)
  end)

  it("rejects dir where the symmetric search does not apply", function()
    for _, opts in ipairs {
      { n = 8, k = 3 },
      { n = 8, k = 4, symmetry = false },
      { n = 8, k = 4, rules = "cyclic" },
      { from = hanoi.state("ABCAAAAA", 4) },
    } do
      opts.dir = newdir()
      assert.error_matches(function() hanoi.bfs(opts) end,
        "field 'dir' needs the symmetric search (classic rules, 4 pegs or more, two of them "
        .. "empty at the start, no 'distances')", 1, true)
    end
    assert.has_error(function() hanoi.bfs { n = 8, k = 4, dir = 1 } end,
      "bad argument #1 to 'bfs' (field 'dir' must be a string (a directory), got number)")
    assert.has_error(function() hanoi.bfs { n = 8, k = 4, dir = "" } end,
      "bad argument #1 to 'bfs' (field 'dir' must name a directory)")
  end)
end)

describe("hanoi bfs --dir", function()
  it("prints the table of the search in memory", function()
    local dir = newdir()
    local out, err, code = cli.run("bfs 11 4 --csv --max-memory 110000 --dir " .. dir)
    assert.are.equal(0, code)
    assert.are.equal("", err)
    local plain = cli.run("bfs 11 4 --csv")
    assert.are.equal(plain, out)
  end)

  it("leaves nothing of a start whose first writes fail, and starts again", function()
    -- RLIMIT_FSIZE (with SIGXFSZ ignored, a write past it fails with EFBIG):
    -- 0 fails the first list; 1 (512 or 1024 bytes, whatever the shell
    -- counts in) lets the first list through (under 100 bytes) and fails
    -- the first state, which holds 40 bytes for each of 29 segments
    local args = "bfs 12 4 --csv --max-memory 100000 --dir "
    local plain = cli.run("bfs 12 4 --csv")
    for _, c in ipairs { { 0, "cannot write 'a0%-" }, { 1, "cannot write 'state%.bfs%.tmp'" } } do
      -- its messages and status through a pipe (a file would be limited too)
      local shell = "(ulimit -f " .. c[1] .. "; trap '' XFSZ; HANOI 2>&1; echo \"status $?\") | cat"
      local dir = newdir()
      local out = cli.run(args .. dir, shell)
      assert.matches("^hanoi: " .. c[2] .. "[^\n]*\nstatus 1\n$", out)
      assert.is_nil(listing(dir))                     -- it made the directory
      os.execute("mkdir '" .. dir .. "'")
      out = cli.run(args .. dir, shell)
      assert.matches("^hanoi: " .. c[2] .. "[^\n]*\nstatus 1\n$", out)
      assert.are.same({}, listing(dir))               -- it was given the directory
      local err, code
      out, err, code = cli.run(args .. dir)
      assert.are.equal(0, code)
      assert.are.equal("", err)
      assert.are.equal(plain, out)
    end
  end)

  it("stops at Ctrl-C and goes on from its files when run again #slow", function()
    local dir = newdir()
    local stderr, code = cli.interrupt("bfs 15 4 --csv --max-memory 2000000 --dir " .. dir,
      "ls " .. dir .. " 2>/dev/null | grep -qE '^a([3-9][0-9]|1[0-9][0-9])-'", 120)
    assert.are.equal(130, code)
    assert.are.equal("hanoi: interrupted\n", stderr)
    local out, _, rc = cli.run("bfs 15 4 --csv --max-memory 2000000 --dir " .. dir)
    assert.are.equal(0, rc)
    assert.are.equal(cli.run("bfs 15 4 --csv"), out)
  end)
end)
