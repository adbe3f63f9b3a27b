-- Every file hanoi opens that another program could replace (a table of
-- the cache, the state, lists and lock of a `dir` search, a save, the
-- best results and their lock, what hanoi.fileio reads) is refused, not
-- waited on, when a FIFO stands in its place. Each case runs in a child of
-- this interpreter (under `make sanitize`, the sanitized one) with a
-- watchdog of a wide margin: a hang ends as "TIMEOUT" and fails the test.
-- Also: best results of games ending together in three processes, a save
-- name of 250 bytes, and a `dir` search's lock given back when the
-- coroutine it yielded in is closed.
local hanoi = require "hanoi"
local child = require "support.child"
local files = require "support.helpers"
local term = require "hanoi.term"

local function sh(cmd)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  p:close()
  return out
end

local dir
before_each(function() dir = sh("mktemp -d"):gsub("\n$", "") end)
after_each(function() os.execute("rm -rf '" .. dir .. "'") end)

local function mkfifo(path) assert(os.execute("mkfifo '" .. path .. "'")) end
local function kind(path) return (sh("stat -c %F '" .. path .. "'"):gsub("\n$", "")) end

describe("the table cache", function()
  -- distances of a few 4-peg positions, with the searches' tables from
  -- the cache directory given (or no cache)
  local function probe(cache)
    return child.here(([[
local hanoi = require "hanoi"
hanoi.cache_dir(%s)
local out = {}
for _, label in ipairs { "ABCDABCDAB", "DDCBAACBDD", "BBBBBBBBBA" } do
  out[#out + 1] = label .. " " .. hanoi.distance(hanoi.state(label, 4), 4)
end
print(table.concat(out, ", "))
]]):format(cache and ("%q"):format(cache) or "false"))
  end

  it("takes a FIFO in place of a table for no table, answers alike and replaces it", function()
    local want = probe(nil)
    assert.matches("^ABCDABCDAB %d+, DDCBAACBDD %d+, BBBBBBBBBA %d+\n$", want)
    -- the names of the tables these searches keep
    local first = dir .. "/first"
    assert.equal(want, probe(first))
    local names = {}
    for name in sh("ls '" .. first .. "'"):gmatch("[^\n]+") do names[#names + 1] = name end
    assert.is_true(#names > 0)
    local fifos = dir .. "/fifos"
    os.execute("mkdir '" .. fifos .. "'")
    for _, name in ipairs(names) do mkfifo(fifos .. "/" .. name) end
    assert.equal(want, probe(fifos))
    for _, name in ipairs(names) do assert.equal("regular file", kind(fifos .. "/" .. name)) end
  end)
end)

describe("hanoi.bfs with dir", function()
  local function bfs(opts)
    return child.here(([[
local hanoi = require "hanoi"
local ok, r = pcall(hanoi.bfs, %s)
print(ok and r.eccentricity or r)
]]):format(opts))
  end
  local want = hanoi.bfs { n = 9, k = 4 }.eccentricity

  it("refuses a FIFO as its state, its lock or its state's temporary file", function()
    for _, name in ipairs { "state.bfs", "lock.bfs", "state.bfs.tmp" } do
      local d = dir .. "/" .. name:gsub("%.", "-")
      os.execute("mkdir '" .. d .. "'")
      mkfifo(d .. "/" .. name)
      assert.equal(("'%s' in '%s' is not a regular file: give another directory or remove it\n")
        :format(name, d), bfs(("{ n = 9, k = 4, dir = %q, max_memory = 110000 }"):format(d)))
      assert.equal("fifo", kind(d .. "/" .. name))
      os.execute("rm -rf '" .. d .. "'")
      assert.equal(want .. "\n", bfs(("{ n = 9, k = 4, dir = %q, max_memory = 110000 }"):format(d)))
    end
  end)

  it("refuses a FIFO in place of a list when it goes on", function()
    local d = dir .. "/search"
    -- stopped part way: its lists stay
    assert.matches("stop\n$", bfs(("{ n = 11, k = 4, dir = %q, max_memory = 110000, "
      .. "progress = function(_, _, l) if l > 30 then error('stop') end end }"):format(d)))
    local list
    for name in sh("ls '" .. d .. "'"):gmatch("[^\n]+") do
      if name:match("^a%d+%-%d+%.bfs$") then list = name end
    end
    assert.is_truthy(list)
    os.remove(d .. "/" .. list)
    mkfifo(d .. "/" .. list)
    assert.equal(("'%s' in '%s' is not a regular file: give another directory or remove it\n")
      :format(list, d), bfs(("{ n = 11, k = 4, dir = %q, max_memory = 110000 }"):format(d)))
  end)

  it("gives its directory back when the coroutine it yielded in is closed", function()
    local d = dir .. "/search"
    local co = coroutine.create(function()
      return hanoi.bfs { n = 10, k = 4, dir = d, max_memory = 110000,
                         progress = function() coroutine.yield("paused") end }
    end)
    assert.same({ true, "paused" }, { coroutine.resume(co) })
    assert.error_matches(function() hanoi.bfs { n = 10, k = 4, dir = d } end,
      "is in use by another search", 1, true)
    assert.is_true(coroutine.close(co))
    -- no collection in between: the lock went with the coroutine
    local r = hanoi.bfs { n = 10, k = 4, dir = d, max_memory = 110000 }
    assert.equal(hanoi.bfs { n = 10, k = 4 }.eccentricity, r.eccentricity)
  end)

  it("gives its directory back at once when it fails or returns", function()
    local d = dir .. "/search"
    assert.is_false(pcall(hanoi.bfs, { n = 10, k = 4, dir = d, max_memory = 110000,
      progress = function() error("stop") end }))
    assert.equal(hanoi.bfs { n = 10, k = 4 }.eccentricity,
                 hanoi.bfs { n = 10, k = 4, dir = d, max_memory = 110000 }.eccentricity)
  end)
end)

describe("hanoi.fileio", function()
  it("reads, replaces and locks regular files only, never waiting on a FIFO", function()
    mkfifo(dir .. "/fifo")
    assert.equal("nil\tnot a regular file (a FIFO)\n"
      .. "nil\tnot a regular file (a FIFO)\n"
      .. "nil\tnot a regular file (a FIFO)\n", child.here(([[
local fileio = require "hanoi.fileio"
print(fileio.read(%q))
print(fileio.write(%q, "x"))
print(fileio.lock(%q))
]]):format(dir .. "/fifo", dir .. "/fifo", dir .. "/fifo")))
    assert.equal("fifo", kind(dir .. "/fifo"))
  end)

  it("lets one holder of a lock at a time, and gives it back on release or close", function()
    local fileio = require "hanoi.fileio"
    local path = dir .. "/lock"
    local held = assert(fileio.lock(path))
    assert.equal("hanoi.FileLock (held)", tostring(held))
    -- another process waits, then gives up (a wait of 0 seconds: at once)
    assert.equal("nil\theld by another process\n", child.here(
      ("print(require('hanoi.fileio').lock(%q, 0))"):format(path)))
    assert.is_true(held:release())
    assert.is_false(held:release())
    assert.equal("hanoi.FileLock (released)", tostring(held))
    do
      local again <close> = assert(fileio.lock(path, 0))
      assert.equal("hanoi.FileLock (held)", tostring(again))
      assert.equal("nil\theld by another process\n", child.here(
        ("print(require('hanoi.fileio').lock(%q, 0))"):format(path)))
    end
    assert.equal("hanoi.FileLock (held)\n", child.here(
      ("print(require('hanoi.fileio').lock(%q, 0))"):format(path)))
    assert.has_error(function() getmetatable(held).__index.release(io.stdout) end,
      "bad argument #1 to 'release' (hanoi.FileLock expected, got FILE*)")
    assert.has_error(function() fileio.lock(path, -1) end,
      "bad argument #2 to 'lock' (seconds must be 0..86400)")
  end)

  it("writes a file whose name is 250 bytes long", function()
    local fileio = require "hanoi.fileio"
    local path = dir .. "/" .. ("n"):rep(250)
    assert.is_true(fileio.write(path, "one"))
    assert.is_true(fileio.write(path, "two"))
    assert.equal("two", fileio.read(path))
    assert.equal(("n"):rep(250) .. "\n", sh("ls -A '" .. dir .. "'"))
  end)
end)

describe("a game's files", function()
  -- a game of n disks on k pegs won by hand: the classic moves on pegs 1,
  -- 2 and the goal (support.gamekit's, not the game's own solver)
  local GAME = [[
package.path = "./spec/?.lua;" .. package.path
local game = require "hanoi.game"
local function won(n, k, seconds)
  local g = game.new { n = n, k = k, clock = function() return seconds end }
  for _, m in ipairs(require("support.gamekit").classic(n, 1, k, 2)) do assert(g:move(m[1], m[2])) end
  assert(g.won)
  return g
end
]]

  it("a save name of 250 bytes saves and loads", function()
    local g = require("hanoi.game").new { n = 4 }
    assert(g:move(1, 2))
    local file = dir .. "/" .. ("s"):rep(246) .. ".sav"
    assert.is_truthy(g:save(file))
    local h = require("hanoi.game").new { n = 3 }
    assert.is_truthy(h:load(file))
    assert.equal(g:dump(), h:dump())
    assert.equal(("s"):rep(246) .. ".sav\n", sh("ls -A '" .. dir .. "'"))
  end)

  it("a FIFO as a save, the best results or their lock is refused, not waited on", function()
    mkfifo(dir .. "/save")
    os.execute("mkdir '" .. dir .. "/a' '" .. dir .. "/b'")
    mkfifo(dir .. "/a/scores")
    mkfifo(dir .. "/b/.hanoi-scores.lock")
    local out = child.here(GAME .. ([[
local g = require("hanoi.game").new { n = 3 }
print(g:load(%q))
print(g:save(%q))
local scores = require "hanoi.game.scores"
print(select(2, scores.load(%q)))
print(scores.record(%q, won(2, 3, 1)))
print(scores.record(%q, won(2, 3, 1)))
]]):format(dir .. "/save", dir .. "/save", dir .. "/a/scores", dir .. "/a/scores",
      dir .. "/b/scores"))
    assert.equal(table.concat({
      ("nil\tcannot load '%s/save': not a regular file (a FIFO)"):format(dir),
      ("nil\tcannot save '%s/save': not a regular file (a FIFO)"):format(dir),
      ("best results ignored: cannot read '%s/a/scores': not a regular file (a FIFO)"):format(dir),
      ("nil\tcannot keep the best results in '%s/a/scores': not a regular file (a FIFO)"):format(dir),
      ("nil\tcannot keep the best results in '%s/b/scores': not a regular file (a FIFO)"):format(dir),
      "" }, "\n"), out)
  end)

  it("three games ending together in three processes keep all their best results", function()
    local path, go = dir .. "/scores", dir .. "/go"
    -- each process: games of 1..10 disks on its own number of pegs,
    -- recorded as soon as the three have started
    local code = GAME .. ([[
local scores, k = require "hanoi.game.scores", tonumber(arg[1])
local sleep = require("hanoi.term").sleep
local games = {}
for n = 1, 10 do games[n] = won(n, k, 0) end
local f = io.open(%q, "a"); f:write(k, "\n"); f:close()
while not io.open(%q) do sleep(0.01) end
for n = 1, 10 do assert(scores.record(%q, games[n])) end
print("done")
]]):format(dir .. "/ready", go, path)
    local script = dir .. "/game.lua"
    files.spit(script, child.paths() .. code)
    os.execute(("for k in 3 4 5; do timeout -s KILL 120 %s %s $k >%s/out$k 2>&1 & done")
      :format(child.interpreter(), script, dir))
    local function lines(name)
      local _, count = (files.slurp(dir .. "/" .. name) or ""):gsub("\n", "")
      return count
    end
    -- the three ready, then go (the watchdog: twice the children's own)
    local deadline = term.monotonic() + 240
    while lines("ready") < 3 and term.monotonic() < deadline do term.sleep(0.05) end
    files.spit(go, "")
    while lines("out3") + lines("out4") + lines("out5") < 3 and term.monotonic() < deadline do
      term.sleep(0.05)
    end
    for k = 3, 5 do assert.equal("done\n", files.slurp(dir .. "/out" .. k)) end
    local best, warning = require("hanoi.game.scores").load(path)
    assert.is_nil(warning)
    local want = {}
    for k = 3, 5 do
      for n = 1, 10 do
        -- the moves of the classic solution: 2^n - 1
        want[("%d %d %s"):format(n, k, string.char(64 + k))] =
          { moves = (1 << n) - 1, time = 0 }
      end
    end
    assert.same(want, best)
  end)
end)
