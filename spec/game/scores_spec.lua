-- hanoi.game.scores: the best results file. Every file lives in a
-- temporary directory made for the test, never under the real home.
local hanoi = require "hanoi"
local game = require "hanoi.game"
local scores = require "hanoi.game.scores"
local support = require "support.child"
local classic = require("support.gamekit").classic

local function sh(cmd)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  p:close()
  return out
end

local slurp, spit = require("support.helpers").slurp, require("support.helpers").spit

-- a game of n disks won by hand in the optimal moves, plus `extra` moves
-- there and back first; the clock gives `seconds` for the whole game
local function won(n, extra, seconds, opts)
  local t = 0
  opts = opts or {}
  opts.n, opts.clock = n, function() return t end
  local g = game.new(opts)
  for _ = 1, extra or 0 do
    assert(g:move(1, 2)); assert(g:move(2, 1))
  end
  local goal = g.goal.kind == "peg" and g.goal.peg or 3
  local moves = classic(n, 1, goal, 6 - 1 - goal)
  for i, m in ipairs(moves) do
    if i == #moves then t = seconds or 0 end
    assert(g:move(m[1], m[2]))
  end
  assert(g.won)
  return g
end

local dir, path
before_each(function()
  dir = sh("mktemp -d"):gsub("\n$", "")
  path = dir .. "/data/hanoi/scores"
end)
after_each(function()
  os.execute("rm -rf " .. dir)
end)

describe("scores.path()", function()
  it("follows XDG_DATA_HOME, else HOME", function()
    local function env(t) return function(name) return t[name] end end
    assert.equal("/x/hanoi/scores", scores.path(env { XDG_DATA_HOME = "/x", HOME = "/h" }))
    assert.equal("/h/.local/share/hanoi/scores", scores.path(env { HOME = "/h" }))
    -- a relative or empty XDG_DATA_HOME is to be ignored
    assert.equal("/h/.local/share/hanoi/scores", scores.path(env { XDG_DATA_HOME = "rel", HOME = "/h" }))
    assert.equal("/h/.local/share/hanoi/scores", scores.path(env { XDG_DATA_HOME = "", HOME = "/h" }))
    assert.is_nil(scores.path(env {}))
  end)
end)

describe("scores.record()", function()
  it("keeps the fewest moves and the best time of each kind of game", function()
    local r = assert(scores.record(path, won(3, 0, 20)))
    assert.same({ moves = 7, time = 20 }, r.best)
    assert.is_nil(r.previous)
    -- more moves but faster: a new best time, the moves stay
    r = assert(scores.record(path, won(3, 1, 12.25)))
    assert.same({ moves = 7, time = 12.25 }, r.best)
    assert.is_false(r.moves)
    assert.is_true(r.time)
    -- nothing better: the file stays as it is
    local before = slurp(path)
    r = assert(scores.record(path, won(3, 2, 30)))
    assert.is_false(r.moves or r.time)
    assert.equal(before, slurp(path))
    -- other kinds of games have their own lines
    assert(scores.record(path, won(2, 0, 1, { goal = 2 })))
    assert(scores.record(path, won(4, 0, 5, { goal = "other" })))
    assert.equal(table.concat({
      "hanoi-scores 1",
      "# disks pegs goal moves seconds",
      "2 3 B 3 1.000",
      "3 3 C 7 12.250",
      "4 3 other 15 5.000",
      "" }, "\n"), slurp(path))
    local best, warning = scores.load(path)
    assert.is_nil(warning)
    assert.same({ moves = 7, time = 12.25 }, best["3 3 C"])
    assert.same({ moves = 7, time = 12.25 }, scores.best(best, won(3)))
  end)

  it("counts only games won by hand from a tower", function()
    assert.is_true(scores.counts(won(3)))
    local g = game.new { n = 3, clock = function() return 0 end }
    assert(g:solve())
    while not g.won do assert(g:tick()) end
    assert.is_false(scores.counts(g))
    g = game.new { n = 3, clock = function() return 0 end }
    assert(g:move(1, 3)); assert(g:demo())
    while not g.won do assert(g:tick()) end
    assert.is_false(scores.counts(g))
    g = game.new { start = hanoi.state("BAA"), goal = hanoi.state("CCC") }
    assert.is_nil(scores.key(g))
    assert.same({ nil, "this game is not scored" }, { scores.record(path, g) })
  end)

  it("says why it cannot keep a result, and leaves the old file whole", function()
    os.execute("mkdir -p " .. dir .. "/data/hanoi")
    spit(path, "hanoi-scores 1\n3 3 C 9 50.000\n")
    local old = slurp(path)
    local code = ([[
local scores = require "hanoi.game.scores"
local g = require("hanoi.game").new { n = 1, clock = function() return 0 end }
g:move(1, 3)
print(scores.record(%q, g))
]]):format(path)
    assert.equal(("nil\tcannot keep the best results in '%s': File too large\n"):format(path),
      support.run(code, "sh -c 'ulimit -f 0; LUA'"))
    assert.equal(old, slurp(path))
    assert.same({ nil, "cannot keep the best results in '/proc/x/hanoi/scores': No such file or directory" },
      { scores.record("/proc/x/hanoi/scores", won(1)) })
  end)

  it("leaves a whole file when the program is killed while it writes", function()
    os.execute("mkdir -p " .. dir .. "/data/hanoi")
    spit(path, "hanoi-scores 1\n1 3 C 1 9999999.000\n")
    -- records a better time again and again until killed
    local code = ([[
local scores = require "hanoi.game.scores"
local game = require "hanoi.game"
local t = 1e6
while true do
  for n = 1, 20 do
    local g = game.new { n = n, clock = function() return t end }
    for _, m in ipairs(require("support.gamekit").classic(n, 1, 3, 2)) do g:move(m[1], m[2]) end
    t = t - 1
    scores.record(%q, g)
  end
end
]]):format(path)
    support.run('package.path = "./spec/?.lua;" .. package.path\n' .. code,
      "{ timeout -s KILL 1 LUA; } 2>/dev/null")
    local best, warning = scores.load(path)
    assert.is_nil(warning)
    assert.is_truthy(best["1 3 C"])
  end)
end)

describe("scores.load()", function()
  it("is empty, without a warning, when there is no file", function()
    assert.same({}, scores.load(path))
  end)

  it("ignores a file that is not a scores file, with a one-line warning", function()
    os.execute("mkdir -p " .. dir .. "/data/hanoi")
    spit(path, "hanoi-game 1\ndisks 3\n")
    local best, warning = scores.load(path)
    assert.same({}, best)
    assert.equal(("best results ignored: '%s' is not a hanoi scores file"):format(path), warning)
    assert.is_nil(warning:find("\n"))
  end)

  it("ignores damaged lines and keeps the others", function()
    os.execute("mkdir -p " .. dir .. "/data/hanoi")
    spit(path, table.concat({ "hanoi-scores 1", "3 3 C 7 1.5", "3 3 C seven 1",
      "99 3 C 7 1", "3 3 Q 7 1", "4 4 D 9 nan", "4 4 D 9 2", "5 3 C 31 1 extra", "" }, "\n"))
    local best, warning = scores.load(path)
    assert.same({ ["3 3 C"] = { moves = 7, time = 1.5 }, ["4 4 D"] = { moves = 9, time = 2 } }, best)
    assert.equal(("best results: line 3 of '%s' is damaged and ignored"):format(path), warning)
    -- the next record rewrites the file without the damage
    assert(scores.record(path, won(2)))
    assert.same({ nil }, { select(2, scores.load(path)) })
  end)

  it("refuses what is not a regular file", function()
    os.execute("mkdir -p " .. path)
    local best, warning = scores.load(path)
    assert.same({}, best)
    assert.equal(("best results ignored: cannot read '%s': not a regular file (a directory)")
      :format(path), warning)
    assert.same({ nil, ("cannot keep the best results in '%s': not a regular file (a directory)")
      :format(path) },
      { scores.record(path, won(1)) })
  end)
end)
