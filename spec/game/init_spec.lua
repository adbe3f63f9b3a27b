-- The rules of a game session (hanoi.game), driven directly: every
-- count and every computer move is checked against the brute-force BFS of
-- spec/support/model.lua, which knows nothing of the C core.
local hanoi = require "hanoi"
local game = require "hanoi.game"
local model = require "support.model"
local child = require "support.child"
local gamekit = require "support.gamekit"
local lcg = gamekit.lcg

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

-- a session whose clock stands still unless the test gives one: dumps
-- of the same game then compare equal
local function new(opts)
  opts = opts or {}
  opts.clock = opts.clock or function() return 0 end
  return game.new(opts)
end

-- a clock the test moves by hand
local function fake_clock()
  local c = { now = 100 }
  c.fn = function() return c.now end
  return c
end


-- a shortest path from label `from` to any of the labels in `goals`,
-- by BFS from the goals (moves are reversible): list of {from, to}
local function path(from, goals, k)
  local best
  local dists = {}
  for i, g in ipairs(goals) do
    dists[i] = model.bfs(g, k)
    if not best or dists[i][from] < dists[best][from] then best = i end
  end
  local dist, s, out = dists[best], from, {}
  while dist[s] > 0 do
    for _, m in ipairs(model.moves(s, k)) do
      local u = model.apply(s, m[1], m[3])
      if dist[u] == dist[s] - 1 then
        out[#out + 1] = { m[2], m[3] }
        s = u
        break
      end
    end
  end
  return out, dists[best][from]
end

-- every event of a session, in order
local function recorder(g)
  local log = {}
  g:on(function(ev) log[#log + 1] = ev end)
  return log
end

describe("hanoi.game", function()
  describe("new()", function()
    it("starts with the tower on peg 1 and the goal on the last peg", function()
      local g = new { n = 4 }
      assert.equal("AAAA", g.state:label())
      assert.equal("tower on C", g:goal_text())
      assert.equal("playing", g:mode())
      assert.equal(0, g:moves())
      local _, d = path("AAAA", { "CCCC" }, 3)
      assert.equal(d, g:optimal())
      assert.equal(d, g:optimal_from_start())
    end)

    it("rejects bad options", function()
      assert.has_error(function() game.new(5) end,
        "bad argument #1 to 'new' (options table expected, got number)")
      assert.has_error(function() game.new { n = 0 } end,
        "bad argument #1 to 'new' (field 'n' must be 1..64, got 0)")
      assert.has_error(function() game.new { k = 2 } end,
        "bad argument #1 to 'new' (field 'k' must be 3..32, got 2)")
      assert.has_error(function() game.new { from = 4 } end,
        "bad argument #1 to 'new' (field 'from' must be 1..3, got 4)")
      assert.has_error(function() game.new { goal = 7 } end,
        "bad argument #1 to 'new' (field 'goal': goal peg must be 1..3)")
      assert.has_error(function() game.new { start = hanoi.state("BAC"), goal = "other" } end,
        "bad argument #1 to 'new' (field 'goal': goal 'other' needs a start that is a tower)")
      assert.has_error(function() game.new { n = 3, goal = hanoi.state("AB") } end,
        "bad argument #1 to 'new' (field 'goal': goal position has 2 disks on 3 pegs, the game 3 on 3)")
      assert.has_error(function() game.new { clock = 1 } end,
        "bad argument #1 to 'new' (field 'clock' must be a function, got number)")
      assert.has_error(function() game.new { n = 70 } end,
        "bad argument #1 to 'new' (field 'n' must be 1..64, got 70)")
      assert.has_error(function() game.new { disks = 4 } end,
        "bad argument #1 to 'new' (unknown option 'disks')")
    end)

    it("refuses sizes that contradict the start position", function()
      assert.has_error(function() game.new { n = 3, start = hanoi.new(4) } end,
        "bad argument #1 to 'new' (field 'n' is 3 but field 'start' has 4 disks)")
      assert.has_error(function() game.new { k = 5, start = hanoi.new(4, 4) } end,
        "bad argument #1 to 'new' (field 'k' is 5 but field 'start' has 4 pegs)")
      assert.has_error(function() game.new { from = 2, start = hanoi.new(4) } end,
        "bad argument #1 to 'new' (give field 'from' or field 'start', not both)")
      -- sizes that agree are fine
      assert.equal(4, game.new { n = 4, k = 3, start = hanoi.new(4) }.n)
      assert.has_error(function() game.new():new_game { n = 2, start = hanoi.new(3) } end,
        "bad argument #1 to 'new_game' (field 'n' is 2 but field 'start' has 3 disks)")
    end)

    it("refuses a clock that gives no finite number, and never saves one", function()
      for _, bad in ipairs { 0 / 0, math.huge, -math.huge } do
        assert.has_error(function() game.new { clock = function() return bad end } end,
          "bad argument #1 to 'new' (field 'clock' must return a finite number of seconds, got "
          .. tostring(bad) .. ")")
      end
      assert.has_error(function() game.new { clock = function() return "1" end } end,
        "bad argument #1 to 'new' (field 'clock' must return a finite number of seconds, got string)")
      -- a clock that goes wrong later: the move is made, the time is not
      local t = 0
      local g = game.new { clock = function() return t end }
      t = 0 / 0
      assert.error_matches(function() g:move(1, 3) end,
        "clock returned %-?nan, expected a finite number of seconds")
      assert.equal(1, g:moves())
      assert.matches("\ntime 0%.000\n", g:dump())
    end)
  end)

  describe("a game played by hand", function()
    it("is won the moment the goal is reached, with moves, optimum and time", function()
      local clock = fake_clock()
      local g = new { n = 3, clock = clock.fn }
      local log = recorder(g)
      local moves, optimal = path("AAA", { "CCC" }, 3)
      local label = "AAA"
      for i, m in ipairs(moves) do
        assert.is_false(g.won)
        clock.now = clock.now + 2
        local ev = assert(g:pick(m[1]))
        assert.equal("pick", ev[1].type)
        assert.equal(m[1], g.held)
        ev = assert(g:drop(m[2]))
        assert.equal("move", ev[1].type)
        assert.equal("player", ev[1].by)
        assert.equal(i, ev[1].moves)
        -- the state follows an independent simulation
        label = model.apply(label, ev[1].disk, m[2])
        assert.equal(label, g.state:label())
      end
      assert.is_true(g.won)
      assert.equal("solved", g:mode())
      local won = log[#log - 1]
      assert.equal("won", won.type)
      assert.same({ type = "won", moves = optimal, optimal = optimal,
                    time = 2 * (optimal - 1) }, won)
      assert.same({ type = "mode", mode = "solved", was = "playing" }, log[#log])
      -- the clock stops at the win
      clock.now = clock.now + 50
      assert.equal(2 * (optimal - 1), g:elapsed())
      assert.same({ nil, "the game is solved (undo, reset or start a new one)" }, { g:pick(3) })
    end)

    it("counts moves of each disk and of each player", function()
      local g = new { n = 3, random = lcg(1) }
      assert(g:move(1, 2)); assert(g:move(1, 3)); assert(g:move(2, 3))
      assert(g:random()); assert(g:tick())
      local st = g:stats()
      local expect = { 0, 0, 0 }
      for _, m in ipairs(g.hist) do expect[m[3]] = expect[m[3]] + 1 end
      assert.same(expect, st.disk)
      assert.equal(3, st.player)
      assert.equal(1, st.random)
      assert.equal(4, st.moves)
    end)

    it("puts a picked disk back when dropped on its own peg", function()
      local g = new { n = 2 }
      assert(g:pick(1))
      assert.same({ { type = "unpick", peg = 1, disk = 1 } }, g:drop(1))
      assert.is_nil(g.held)
      assert.equal(0, g:moves())
    end)

    it("selects: a first click picks, a second drops", function()
      local g = new { n = 2 }
      assert.equal("pick", g:select(1)[1].type)
      assert.equal("move", g:select(2)[1].type)
      assert.equal("BA", g.state:label())
    end)
  end)

  describe("illegal picks and drops", function()
    local g, before
    before_each(function()
      g = new { n = 3 }
      assert(g:move(1, 3))         -- CAA
      before = g:dump()
    end)
    after_each(function()
      assert.equal(before, g:dump())   -- nothing changed
    end)

    it("refuses to pick from an empty peg", function()
      assert.same({ nil, "peg 2 is empty" }, { g:pick(2) })
      assert.is_nil(g.held)
    end)

    it("refuses a second pick", function()
      assert(g:pick(1))
      assert.same({ nil, "disk 2 from peg 1 is already picked up: drop it first" }, { g:pick(3) })
      assert.equal(1, g.held)
      assert(g:drop(1))
    end)

    it("refuses a drop with nothing picked up", function()
      assert.same({ nil, "no disk is picked up: pick a peg first" }, { g:drop(2) })
    end)

    it("refuses a drop onto a smaller disk, keeping the disk picked up", function()
      assert(g:pick(1))
      assert.same({ nil, "cannot put disk 2 on disk 1" }, { g:drop(3) })
      assert.equal(1, g.held)
      assert(g:drop(1))
    end)

    it("refuses illegal moves", function()
      assert.same({ nil, "cannot put disk 2 on disk 1" }, { g:move(1, 3) })
      assert.same({ nil, "peg 2 is empty" }, { g:move(2, 1) })
      assert.same({ nil, "cannot move from peg 1 to itself" }, { g:move(1, 1) })
    end)

    it("raises on pegs that do not exist", function()
      assert.has_error(function() g:pick(4) end, "bad argument #1 to 'pick' (peg must be 1..3, got 4)")
      assert.has_error(function() g:drop(0) end, "bad argument #1 to 'drop' (peg must be 1..3, got 0)")
      assert.has_error(function() g:move(1, 9) end, "bad argument #2 to 'move' (peg must be 1..3, got 9)")
      assert.has_error(function() g:pick("a") end,
        "bad argument #1 to 'pick' (peg must be an integer, got string)")
      assert.has_error(function() g:select(1.5) end,
        "bad argument #1 to 'select' (peg must be an integer, got a number with no integer value)")
    end)
  end)

  describe("undo and redo", function()
    it("go back and forth to both ends and no further", function()
      local g = new { n = 3 }
      assert.same({ nil, "nothing to undo" }, { g:undo() })
      assert.same({ nil, "nothing to redo" }, { g:redo() })
      local moves = path("AAA", { "CCC" }, 3)
      local labels = { [0] = "AAA" }
      for i, m in ipairs(moves) do
        assert(g:move(m[1], m[2]))
        labels[i] = g.state:label()
      end
      assert.is_true(g.won)
      for i = #moves - 1, 0, -1 do
        local ev = assert(g:undo())
        assert.equal("undo", ev[1].type)
        assert.equal(labels[i], g.state:label())
        assert.equal(i, g:moves())
        assert.is_false(g.won)
      end
      assert.same({ nil, "nothing to undo" }, { g:undo() })
      assert.equal("AAA", g.state:label())
      for i = 1, #moves do
        assert(g:redo())
        assert.equal(labels[i], g.state:label())
      end
      assert.is_true(g.won)
      assert.same({ nil, "nothing to redo" }, { g:redo() })
      local st = g:stats()
      assert.equal(#moves, st.undos)
      assert.equal(#moves, st.redos)
    end)

    it("forget the undone moves when a new move is made", function()
      local g = new { n = 3 }
      assert(g:move(1, 3)); assert(g:move(1, 2))
      assert(g:undo()); assert(g:undo())
      assert.is_true(g:can_redo())
      assert(g:move(1, 2))
      assert.is_false(g:can_redo())
      assert.same({ nil, "nothing to redo" }, { g:redo() })
    end)

    it("reset goes back to the start and clears everything", function()
      local clock = fake_clock()
      local g = new { n = 3, clock = clock.fn }
      assert(g:move(1, 3)); clock.now = clock.now + 5
      assert.equal(5, g:elapsed())
      assert.equal("reset", g:reset()[1].type)
      assert.equal("AAA", g.state:label())
      assert.equal(0, g:moves())
      assert.equal(0, g:elapsed())
      assert.is_false(g:can_redo())
    end)
  end)

  describe("solve()", function()
    -- ticks until the computer stops; returns the labels it went through
    local function run(g, limit)
      local seen, label = {}, g.state:label()
      for _ = 1, limit do
        local ev = assert(g:tick())
        if #ev == 0 then break end
        for _, e in ipairs(ev) do
          if e.type == "move" then
            assert.equal("computer", e.by)
            -- legal, per the independent move generator
            local legal = false
            for _, m in ipairs(model.moves(label, g.k)) do
              if m[1] == e.disk and m[2] == e.from and m[3] == e.to then legal = true end
            end
            assert.is_true(legal)
            label = model.apply(label, e.disk, e.to)
            seen[#seen + 1] = label
          end
        end
      end
      assert.equal(label, g.state:label())
      return seen
    end

    it("reaches the goal from every position of 4 disks in the optimal number of moves", function()
      local dist = model.bfs("CCCC", 3)
      for _, label in ipairs(model.all(4, 3)) do
        local g = new { start = hanoi.state(label), goal = 3 }
        if label == "CCCC" then
          assert.same({ nil, "the game is solved (undo, reset or start a new one)" }, { g:solve() })
        else
          assert.equal(dist[label], g:optimal())
          local ev = assert(g:solve())
          assert.same({ type = "mode", mode = "solving", was = "playing" }, ev[1])
          local seen = run(g, 100)
          assert.equal(dist[label], #seen)
          assert.equal("CCCC", g.state:label())
          assert.equal("solved", g:mode())
        end
      end
    end)

    it("reaches any goal position optimally", function()
      local rand = lcg(7)
      local all = model.all(5, 3)
      for _ = 1, 30 do
        local a, b = all[rand(#all)], all[rand(#all)]
        local g = new { start = hanoi.state(a), goal = hanoi.state(b) }
        if a ~= b then
          assert(g:solve())
          local seen = run(g, 1000)
          assert.equal(model.bfs(a, 3)[b], #seen)
          assert.equal(b, g.state:label())
          assert.equal("position " .. b, g:goal_text())
        end
      end
    end)

    it("can be paused and resumed", function()
      local g = new { n = 3 }
      assert.same({ nil, "the computer is not playing" }, { g:pause() })
      assert.same({ nil, "not paused" }, { g:resume() })
      assert(g:solve())
      assert.same({ nil, "already solving" }, { g:solve() })
      assert(g:tick())
      local label = g.state:label()
      assert.same({ { type = "mode", mode = "paused", was = "solving" } }, g:pause())
      assert.same({ nil, "already paused" }, { g:pause() })
      assert.same({}, g:tick())
      assert.same({}, g:tick())
      assert.equal(label, g.state:label())
      assert.same({ { type = "mode", mode = "solving", was = "paused" } }, g:resume())
      assert.equal(6, #run(g, 100))
      assert.equal(7, g:moves())
    end)

    it("stops when the player takes over, and re-plans when handed back", function()
      local g = new { n = 4 }
      local log = recorder(g)
      assert(g:solve())
      run(g, 3)      -- only 3 ticks
      assert.equal("solving", g:mode())
      -- the player moves: the solver stops at once
      local label = g.state:label()
      local m = model.moves(label, 3)
      local mine = m[#m]
      local ev = assert(g:move(mine[2], mine[3]))
      assert.equal("move", ev[1].type)
      assert.equal("player", ev[1].by)
      assert.same({ type = "mode", mode = "playing", was = "solving" }, ev[2])
      assert.same({}, g:tick())   -- the computer no longer plays
      -- the player plays on a little, then hands back
      assert(g:move(mine[3], mine[2]))
      local p2 = model.moves(g.state:label(), 3)[1]
      assert(g:move(p2[2], p2[3]))
      local from = g.state:label()
      assert(g:solve())
      local seen = run(g, 1000)
      assert.equal(model.bfs(from, 3)["CCCC"], #seen)
      assert.equal("CCCC", g.state:label())
      assert.equal(3 + 3 + #seen, g:moves())
      local st = g:stats()
      assert.equal(3, st.player)
      assert.equal(3 + #seen, st.computer)
      assert.equal("won", log[#log - 1].type)
    end)

    it("puts a picked disk back, and a pick during the solve takes over", function()
      local g = new { n = 3 }
      assert(g:pick(1))
      local ev = assert(g:solve())
      assert.same({ type = "unpick", peg = 1, disk = 1 }, ev[1])
      assert.is_nil(g.held)
      assert(g:tick())
      ev = assert(g:pick(1))
      assert.same({ type = "mode", mode = "playing", was = "solving" }, ev[2])
    end)

    it("undo during the solve takes over too", function()
      local g = new { n = 3 }
      assert(g:solve()); assert(g:tick()); assert(g:tick())
      assert(g:undo())
      assert.equal("playing", g:mode())
      assert.equal(1, g:moves())
    end)

    it("gives the next optimal move as a hint", function()
      for _, label in ipairs(model.all(3, 3)) do
        local g = new { start = hanoi.state(label), goal = 3 }
        if label == "CCC" then
          assert.same({ nil, "the game is solved" }, { g:hint() })
        else
          local ev = assert(g:hint())
          local h = ev[1]
          local dist = model.bfs("CCC", 3)
          assert.equal(dist[label] - 1, dist[model.apply(label, h.disk, h.to)])
          assert.equal(label, g.state:label())   -- a hint does not move
        end
      end
    end)
  end)

  describe("the goal 'any other peg'", function()
    it("is won on either of the other pegs", function()
      for _, target in ipairs { "BBB", "CCC" } do
        local g = new { n = 3, goal = "other" }
        assert.equal("tower on any peg but A", g:goal_text())
        local moves, d = path("AAA", { target }, 3)
        assert.equal(d, g:optimal_from_start())
        for _, m in ipairs(moves) do assert(g:move(m[1], m[2])) end
        assert.is_true(g.won)
        assert.equal(target, g.state:label())
      end
    end)

    it("is not won by coming back to the start peg", function()
      local g = new { n = 1, goal = "other" }
      assert(g:pick(1))
      assert(g:drop(1))
      assert.is_false(g.won)
      assert(g:move(1, 2))
      assert.is_true(g.won)
    end)

    it("is solved towards the nearer of the two, optimally", function()
      for _, label in ipairs(model.all(4, 3)) do
        if label ~= "AAAA" and label ~= "BBBB" and label ~= "CCCC" then
          local g = new { n = 4, goal = "other" }
          -- set up the position through a start of the same game
          local g2 = new { start = hanoi.state(label), goal = 3 }
          local _, want = path(label, { "BBBB", "CCCC" }, 3)
          g.state = g2.state   -- a position reached in play
          assert.equal(want, g:optimal())
          assert(g:solve())
          local n = 0
          while not g.won do assert(g:tick()); n = n + 1 end
          assert.equal(want, n)
          assert.is_true(g.state:is_tower(2) or g.state:is_tower(3))
        end
      end
    end)
  end)

  describe("random()", function()
    it("makes random legal moves, never moving the disk it just moved", function()
      local g = new { n = 4, random = lcg(42) }
      local log = recorder(g)
      assert(g:random())
      assert.equal("demo", g:mode())
      local label, last_to = g.state:label(), nil
      for _ = 1, 200 do
        local ev = assert(g:tick())
        if g.won then break end
        local e = ev[1]
        assert.equal("random", e.by)
        local legal, choices = false, 0
        for _, m in ipairs(model.moves(label, 3)) do
          if m[2] ~= last_to then choices = choices + 1 end
          if m[1] == e.disk and m[2] == e.from and m[3] == e.to then legal = true end
        end
        assert.is_true(legal)
        if choices > 0 then assert.are_not.equal(last_to, e.from) end
        label, last_to = model.apply(label, e.disk, e.to), e.to
        assert.equal(label, g.state:label())
      end
      assert.equal("mode", log[1].type)
    end)

    it("replays the same game from the same seed", function()
      local a, b = new { n = 5, random = lcg(3) }, new { n = 5, random = lcg(3) }
      assert(a:random()); assert(b:random())
      for _ = 1, 50 do assert(a:tick()); assert(b:tick()) end
      assert.equal(a:dump(), b:dump())
    end)

    it("can be paused and stopped", function()
      local g = new { n = 4, random = lcg(5) }
      assert(g:random())
      assert(g:tick())
      assert(g:pause())
      assert.equal("paused", g:mode())
      assert.same({}, g:tick())
      assert.same({ { type = "mode", mode = "playing", was = "paused" } }, g:stop())
      assert.same({ nil, "the computer is not playing" }, { g:stop() })
    end)

    it("reports a broken random source without moving", function()
      local g = new { n = 3, random = function() return 0 end }
      assert(g:random())
      local before = g:dump()
      assert.has_error(function() g:tick() end,
        "random source returned 0, expected an integer 1..2")
      assert.equal(before, g:dump())
    end)
  end)

  describe("observers", function()
    it("see every event after the session has changed", function()
      local g = new { n = 2 }
      local seen = {}
      local fn = g:on(function(ev, gg)
        seen[#seen + 1] = ev.type .. ":" .. gg.state:label()
      end)
      assert(g:move(1, 2))
      assert(g:undo())
      g:off(fn)
      assert(g:move(1, 2))
      assert.same({ "move:BA", "undo:AA" }, seen)
    end)

    it("leave the session consistent when they raise", function()
      local g = new { n = 2 }
      g:on(function() error("boom") end)
      assert.has_error(function() g:move(1, 2) end)
      assert.equal("BA", g.state:label())
      assert.equal(1, g:moves())
    end)
  end)

  describe("save() and load()", function()
    local file
    before_each(function() file = os.tmpname() end)
    after_each(function() os.remove(file) end)

    it("round-trip a game in the middle, with undo and redo still working", function()
      local clock = fake_clock()
      local g = new { n = 4, clock = clock.fn }
      local moves = path("AAAA", { "CCCC" }, 3)
      for i = 1, 6 do
        assert(g:move(moves[i][1], moves[i][2]))
        clock.now = clock.now + 1
      end
      assert(g:undo())
      assert.same({ { type = "save", file = file } }, g:save(file))
      local h = new { n = 7, k = 5, clock = clock.fn }
      local ev = assert(h:load(file))
      assert.equal("load", ev[1].type)
      assert.equal(g:dump(), h:dump())
      assert.equal(g.state:label(), h.state:label())
      assert.equal(5, h:moves())
      assert.equal(4, h.n); assert.equal(3, h.k)
      assert.equal(6, h:elapsed())
      local sg, sh = g:stats(), h:stats()
      sg.undos, sh.undos = nil, nil   -- counted per session, not saved
      assert.same(sg, sh)
      assert(h:redo())
      for i = 7, #moves do assert(h:move(moves[i][1], moves[i][2])) end
      assert.is_true(h.won)
    end)

    it("round-trip every goal kind and the moves of each player", function()
      for _, opts in ipairs {
        { n = 3, goal = "other" }, { n = 3, goal = 2 },
        { start = hanoi.state("CAB"), goal = hanoi.state("BBA") },
        { n = 2, k = 12, goal = 11 },
      } do
        opts.random = lcg(9)
        local g = new(opts)
        assert(g:random()); assert(g:tick()); assert(g:tick())
        if g.k == 3 and not g.won then assert(g:solve()); assert(g:tick()) end
        assert(g:save(file))
        local h = new {}
        assert(h:load(file))
        assert.equal(g:dump(), h:dump())
        assert.equal(g:goal_text(), h:goal_text())
      end
    end)

    it("refuse files that are not regular or too big, at once, and keep the game", function()
      local g = new { n = 4 }
      assert(g:move(1, 2))
      local before = g:dump()
      local dir = os.tmpname()
      os.remove(dir)
      os.execute("mkdir " .. dir .. " && mkfifo " .. dir .. "/fifo")
      local big = assert(io.open(dir .. "/big", "w"))
      big:write(g:dump(), ("#"):rep(5 * 1024 * 1024))
      big:close()
      for name, why in pairs {
        ["/dev/zero"] = "not a regular file (a character device)",
        [dir] = "not a regular file (a directory)",
        [dir .. "/fifo"] = "not a regular file (a FIFO)",
        [dir .. "/big"] = "larger than 4194304 bytes",
      } do
        assert.same({ nil, ("cannot load '%s': %s"):format(name, why) }, { g:load(name) })
        assert.equal(before, g:dump())
      end
      os.execute("rm -rf " .. dir)
    end)

    it("keep the old save file byte for byte when a save fails", function()
      local g = new { n = 3 }
      assert(g:move(1, 3))
      assert(g:save(file))
      local old = io.open(file):read("a")
      -- past the file size limit: the save fails, the program goes on
      local out = child.run(([[
local game = require "hanoi.game"
local g = game.new { n = 5, clock = function() return 0 end }
g:move(1, 2)
print(g:save(%q))
print("alive")
]]):format(file), "sh -c 'ulimit -f 0; LUA'")
      assert.equal(("nil\tcannot save '%s': File too large\nalive\n"):format(file), out)
      assert.equal(old, io.open(file):read("a"))
    end)

    it("report files that cannot be written or read", function()
      local g = new {}
      local ok, err = g:save("/nonexistent/dir/x")
      assert.is_nil(ok)
      assert.equal("cannot save '/nonexistent/dir/x': No such file or directory", err)
      ok, err = g:load("/nonexistent/x")
      assert.is_nil(ok)
      assert.equal("cannot load '/nonexistent/x': No such file or directory", err)
    end)

    -- each corruption of a good file, and the message it must give
    local good = table.concat({
      "hanoi-game 1", "disks 3", "pegs 3", "start AAA", "goal C",
      "moves AC AB CBc", "played 3", "position BBA", "time 4.500", "" }, "\n")
    local cases = {
      { "", "the file is empty" },
      { "hello\n", "not a hanoi save file (first line must be 'hanoi-game 1')" },
      { good:gsub("disks 3", "disks 0"), "line 2: disks must be 1..64, got '0'" },
      { good:gsub("pegs 3", "pegs x"), "line 3: pegs must be 3..32, got 'x'" },
      { good:gsub("start AAA", "start AAAA"),
        "line 4: start 'AAAA' must have one peg letter for each of the 3 disks" },
      { good:gsub("start AAA", "start AAD"), "line 4: start 'AAD': disk 3 is on 'D', not a peg A..C" },
      { good:gsub("goal C", "goal Q"), "line 5: goal peg 'Q' is not a peg A..C" },
      { good:gsub("goal C", "goal AB?"), "line 5: goal 'AB?': disk 3 is on '?', not a peg A..C" },
      { good:gsub("moves AC AB CBc", "moves AC AB AB"),
        "line 6: move 3 'AB' is illegal: cannot put disk 3 on disk 2" },
      { good:gsub("moves AC AB CBc", "moves AC A1 CB"),
        "line 6: move 2 'A1' is not two peg letters A..C" },
      { good:gsub("played 3", "played 4"), "line 7: played must be 0..3 (the moves listed), got '4'" },
      { good:gsub("position BBA", "position CBA"),
        "line 8: position 'CBA' is not where the 3 moves played lead ('BBA')" },
      { good:gsub("position BBA", "position BBAA"),
        "line 8: position 'BBAA' must have one peg letter for each of the 3 disks" },
      { good:gsub("time 4.500", "time -1"),
        "line 9: time must be a number of seconds 0..1000000000, got '-1'" },
      { good:gsub("time 4.500", "time 1e300"),
        "line 9: time must be a number of seconds 0..1000000000, got '1e300'" },
      { good:gsub("time 4.500", "time 1000000000.5"),
        "line 9: time must be a number of seconds 0..1000000000, got '1000000000.5'" },
      { good:gsub("time 4.500", "time inf"),
        "line 9: time must be a number of seconds 0..1000000000, got 'inf'" },
      { good:gsub("time 4.500", "time nan"),
        "line 9: time must be a number of seconds 0..1000000000, got 'nan'" },
      { good:gsub("time 4.500", "time 0x7fffffffffffffff"),
        "line 9: time must be a number of seconds 0..1000000000, got '0x7fffffffffffffff'" },
      { good:gsub("time 4.500", "time \27]0;PWNED\7\27[2J"),
        "line 9: time must be a number of seconds 0..1000000000, got '^[]0;PWNED^G^[[2J'" },
      { good:gsub("played 3", "played 99999999999999999999"),
        "line 7: played must be 0..3 (the moves listed), got '99999999999999999999'" },
      { good:gsub("start AAA", "start \27[2J"),
        "line 4: start '^[[2J' must have one peg letter for each of the 3 disks" },
      { good:gsub("goal C\n", ""), "'goal' is missing" },
      { good:gsub("pegs 3\n", "pegs 3\npegs 4\n"), "line 4: 'pegs' given twice" },
      { good:gsub("start AAA", "start ABA\n!"), "line 5: cannot read '!'" },
      { good:gsub("start AAA", "start BAA"):gsub("goal C", "goal other"),
        "line 5: goal 'other' needs a start that is a tower" },
    }
    for i, case in ipairs(cases) do
      it("refuse a corrupted file (" .. i .. ": " .. case[2] .. ") and keep the game", function()
        local g = new { n = 5 }
        assert(g:move(1, 2)); assert(g:move(1, 3))
        local before = g:dump()
        local f = assert(io.open(file, "w"))
        f:write(case[1]); f:close()
        local ok, err = g:load(file)
        assert.is_nil(ok)
        assert.equal("cannot load '" .. file .. "': " .. case[2], err)
        assert.equal(before, g:dump())
        assert.same({ nil, case[2] }, { g:undump(case[1]) })
      end)
    end

    it("accept the good file the corruptions start from", function()
      local g = new {}
      assert(g:undump(good))
      assert.equal("BBA", g.state:label())
      assert.equal(4.5, g:elapsed())
      assert.same({ player = 2, computer = 1 }, { player = g:stats().player, computer = g:stats().computer })
    end)
  end)

  describe("the timer", function()
    it("starts at the first move and stops at the win", function()
      local clock = fake_clock()
      local g = new { n = 2, clock = clock.fn }
      clock.now = clock.now + 30            -- thinking before the first move is free
      assert.equal(0, g:elapsed())
      assert(g:move(1, 2)); clock.now = clock.now + 4
      assert.equal(4, g:elapsed())
      assert(g:move(1, 3)); clock.now = clock.now + 1
      assert(g:move(2, 3))                  -- solved at 5
      clock.now = clock.now + 100
      assert.equal(5, g:elapsed())
    end)

    it("stops while the computer is paused", function()
      local clock = fake_clock()
      local g = new { n = 3, clock = clock.fn }
      assert(g:solve()); assert(g:tick()); clock.now = clock.now + 2
      assert(g:pause()); clock.now = clock.now + 50
      assert.equal(2, g:elapsed())
      assert(g:resume()); assert(g:tick()); clock.now = clock.now + 3
      assert.equal(5, g:elapsed())
    end)

    it("is not set back by undo, stops at move 0 and goes on at the next move", function()
      local clock = fake_clock()
      local g = new { n = 3, clock = clock.fn }
      assert(g:move(1, 3)); clock.now = clock.now + 3
      assert(g:move(1, 2)); clock.now = clock.now + 3
      assert(g:undo()); clock.now = clock.now + 1
      assert.equal(7, g:elapsed())          -- undo keeps it running
      assert(g:undo()); clock.now = clock.now + 20
      assert.equal(7, g:elapsed())          -- back at move 0: stopped, not reset
      assert(g:redo()); clock.now = clock.now + 2
      assert.equal(9, g:elapsed())
    end)

    it("stays stopped after undoing the winning move, until the next move", function()
      local clock = fake_clock()
      local g = new { n = 1, clock = clock.fn }
      assert(g:move(1, 2)); clock.now = clock.now + 1
      assert(g:undo()); assert(g:redo())    -- B is not the goal C: still playing
      clock.now = clock.now + 1
      assert(g:move(2, 3))
      assert.equal(2, g:elapsed())
      assert(g:undo()); clock.now = clock.now + 10
      assert.equal(2, g:elapsed())
      assert(g:move(2, 1)); clock.now = clock.now + 1
      assert.equal(3, g:elapsed())
    end)

    it("is 0 again after reset and a new game", function()
      local clock = fake_clock()
      local g = new { n = 3, clock = clock.fn }
      assert(g:move(1, 3)); clock.now = clock.now + 5
      assert(g:reset())
      assert.equal(0, g:elapsed())
      assert(g:move(1, 3)); clock.now = clock.now + 5
      assert(g:new_game { n = 4 })
      clock.now = clock.now + 5
      assert.equal(0, g:elapsed())
    end)
  end)

  describe("stats()", function()
    -- Frame-Stewart with the smallest best split: how often each disk
    -- moves when n disks go from one peg to another on k pegs
    local fs_memo = {}
    local function fs(n, k)
      local key = n .. "/" .. k
      if fs_memo[key] then return fs_memo[key] end
      local counts = {}
      if n == 0 then
        counts.total = 0
      elseif k == 3 then
        counts.total = 0
        for d = 1, n do counts[d] = 1 << (n - d); counts.total = counts.total + counts[d] end
      else
        local best
        for m = 1, n - 1 do
          local t = 2 * fs(m, k).total + fs(n - m, k - 1).total
          if not best or t < best.total then best = { total = t, m = m } end
        end
        if n == 1 then best = { total = 1, m = 0 } end
        local small, big = fs(best.m, k), fs(n - best.m, k - 1)
        for d = 1, best.m do counts[d] = 2 * small[d] end
        for d = best.m + 1, n do counts[d] = big[d - best.m] end
        counts.total = best.total
      end
      fs_memo[key] = counts
      return counts
    end

    it("counts the optimum of each disk: 2^(n-d) on 3 pegs, Frame-Stewart on more", function()
      for _, c in ipairs { { 1, 3 }, { 5, 3 }, { 12, 3 }, { 3, 4 }, { 7, 4 }, { 10, 5 }, { 20, 4 } } do
        local n, k = c[1], c[2]
        local st = new { n = n, k = k }:stats()
        local want = fs(n, k)
        for d = 1, n do assert.equal(want[d], st.disk_optimal[d]) end
        assert.equal(n, #st.disk_optimal)
      end
      -- 64 disks: disk 1 moves 2^63 times, past the integers
      local st = new { n = 64 }:stats()
      assert.equal("9223372036854775808", st.disk_optimal[1])
      assert.equal(1, st.disk_optimal[64])
    end)

    it("counts the optimum of each disk from any start along a shortest way", function()
      local rand = lcg(17)
      local all = model.all(5, 3)
      for _ = 1, 10 do
        local from, to = all[rand(#all)], all[rand(#all)]
        local st = new { start = hanoi.state(from), goal = hanoi.state(to) }:stats()
        local sum = 0
        for d = 1, 5 do sum = sum + st.disk_optimal[d] end
        assert.equal(model.bfs(from, 3)[to], sum)
        assert.equal(sum, st.optimal)
      end
    end)

    -- a simulator of the line of play: plain stacks of moves, the BFS
    -- distances of support.model, nothing from the module under test
    it("follow a simulation of random play: moves per disk, wasted moves, undos, hints", function()
      for _, c in ipairs { { 4, 3, 5 }, { 3, 4, 6 }, { 5, 3, 7 } } do
        local n, k = c[1], c[2]
        local rand = lcg(c[3])
        local goal = model.tower(n, k)
        local dist = model.bfs(goal, k)
        local g = new { n = n, k = k }
        local label, line, undone = model.tower(n, 1), {}, {}
        local undos, hints = 0, 0
        for _ = 1, 150 do
          if g.won then break end
          local r = rand(10)
          if r <= 6 then
            local ms = model.moves(label, k)
            local m = ms[rand(#ms)]
            assert(g:move(m[2], m[3]))
            line[#line + 1] = m
            undone = {}
            label = model.apply(label, m[1], m[3])
          elseif r <= 8 and #line > 0 then
            assert(g:undo())
            local m = table.remove(line)
            undone[#undone + 1] = m
            label = model.apply(label, m[1], m[2])
            undos = undos + 1
          elseif r == 9 and #undone > 0 then
            assert(g:redo())
            local m = table.remove(undone)
            line[#line + 1] = m
            label = model.apply(label, m[1], m[3])
          else
            assert(g:hint())
            hints = hints + 1
          end
          local st = g:stats()
          local per = {}
          for d = 1, n do per[d] = 0 end
          for _, m in ipairs(line) do per[m[1]] = per[m[1]] + 1 end
          assert.same(per, st.disk)
          assert.equal(#line, st.moves)
          assert.equal(undos, st.undos)
          assert.equal(hints, st.hints)
          assert.equal(dist[model.tower(n, 1)], st.optimal)
          assert.equal(#line - (dist[model.tower(n, 1)] - dist[label]), st.wasted)
        end
        assert.equal(label, g.state:label())
      end
    end)

    it("has no wasted moves on an optimal game, and knows the time", function()
      local clock = fake_clock()
      local g = new { n = 3, clock = clock.fn }
      for _, m in ipairs(gamekit.classic(3, 1, 3, 2)) do
        assert(g:move(m[1], m[2]))
        clock.now = clock.now + 1
      end
      local st = g:stats()
      assert.equal(0, st.wasted)
      assert.same({ 4, 2, 1 }, st.disk)
      assert.same({ 4, 2, 1 }, st.disk_optimal)
      assert.equal(6, st.time)
    end)

    it("leaves what it cannot know out", function()
      -- 14 disks on 5 pegs: the optimum is past the game's search budget
      local st = new { n = 14, k = 5, goal = "other" }:stats()
      assert.is_nil(st.optimal)
      assert.is_nil(st.wasted)
      assert.equal(fs(14, 5)[1], st.disk_optimal[1])
    end)
  end)

  describe("the binary method", function()
    -- plays the demo to its end; returns the move events
    local function play(g)
      local log = {}
      for _ = 1, 1 << 12 do
        local ev = assert(g:tick())
        if #ev == 0 then break end
        for _, e in ipairs(ev) do if e.type == "move" then log[#log + 1] = e end end
      end
      return log
    end

    it("moves the disk of the lowest set bit of the move number, the classic way", function()
      for n = 1, 8 do
        for _, to in ipairs { 2, 3 } do
          local g = new { n = n, goal = to }
          assert.same({ type = "mode", mode = "demo", was = "playing", method = "binary" },
            g:demo()[1])
          assert.equal("binary", g:demo_method())
          local log = play(g)
          local want = model.reference(n, 1, to, 5 - to)
          assert.equal(#want, #log)
          for i, e in ipairs(log) do
            assert.same({ want[i][1], want[i][2], want[i][3] }, { e.disk, e.from, e.to })
            assert.equal(i, e.number)
            assert.equal("binary", e.method)
            assert.equal("computer", e.by)
            -- the lowest set bit of i
            local low = 1
            while i % (1 << low) == 0 do low = low + 1 end
            assert.equal(low, e.disk)
          end
          assert.is_true(g.won)
        end
      end
    end)

    it("each disk turns one fixed way round the pegs", function()
      local g = new { n = 6 }
      assert(g:demo())
      local turn = {}
      for _, e in ipairs(play(g)) do
        local way = (e.to - e.from) % 3
        turn[e.disk] = turn[e.disk] or way
        assert.equal(turn[e.disk], way)
      end
      for d = 1, 5 do assert.are_not.equal(turn[d], turn[d + 1]) end
    end)

    it("goes on from a position on its way, and refuses others", function()
      local want = model.reference(5, 1, 3, 2)
      local g = new { n = 5 }
      for i = 1, 9 do assert(g:move(want[i][2], want[i][3])) end
      assert(g:demo())
      local log = play(g)
      assert.equal(#want - 9, #log)
      assert.equal(10, log[1].number)
      -- off the way
      g = new { n = 3 }
      assert(g:move(1, 2)); assert(g:move(1, 3))   -- BCA
      assert.same({ nil, "the binary method plays from the start tower or a position on its way (reset first)" },
        { g:demo() })
      assert.same({ nil, "the binary method plays on 3 pegs only" }, { new { n = 3, k = 4 }:demo() })
      assert.same({ nil, "the binary method moves a whole tower to a peg" },
        { new { start = hanoi.state("AAA"), goal = hanoi.state("BCA") }:demo() })
      assert.has_error(function() new():demo("fast") end,
        "bad argument #1 to 'demo' (method must be 'binary' or 'random', got 'fast')")
    end)

    it("heads for the nearer peg when any other peg will do", function()
      local g = new { n = 4, goal = "other" }
      assert(g:demo())
      local log = play(g)
      assert.equal(15, #log)
      assert.is_true(g.state:is_tower(2) or g.state:is_tower(3))
    end)

    it("stops when the player moves off its way", function()
      local g = new { n = 4 }
      assert(g:demo()); assert(g:tick())
      assert(g:move(2, 3))                  -- takes over
      assert.equal("playing", g:mode())
      assert.same({}, g:tick())
    end)
  end)

  describe("more than 3 pegs", function()
    it("is playable by hand, and solving either works optimally or says why not", function()
      local g = new { n = 3, k = 4 }
      assert.equal("tower on D", g:goal_text())
      local moves, d = path("AAA", { "DDD" }, 4)
      local ok, err = g:solve()
      if ok then
        while not g.won do assert(g:tick()) end
        assert.equal(d, g:moves())
        assert(g:reset())
      else
        assert.matches("^no solver for 4 pegs %(.+%)$", err)
        assert.is_nil(g:optimal_from_start())
        local _, why = g:optimal()
        assert.equal(err, why)
        assert.same({ nil, err }, { g:hint() })
      end
      for _, m in ipairs(moves) do assert(g:move(m[1], m[2])) end
      assert.is_true(g.won)
      assert.equal(d, g:moves())
    end)
  end)

  describe("more than 3 pegs, searched", function()
    it("solves from mixed positions of 4 disks on 4 pegs optimally", function()
      local rand = lcg(4)
      local all = model.all(4, 4)
      local dist = model.bfs("DDDD", 4)
      for _ = 1, 20 do
        local label = all[rand(#all)]
        local g = new { start = hanoi.state(label, 4), goal = 4 }
        if label ~= "DDDD" then
          assert.equal(dist[label], g:optimal())
          assert(g:solve())
          local n = 0
          while not g.won do
            assert(g:tick())
            n = n + 1
            -- the count left follows the moves (kept without a new search)
            assert.equal(dist[g.state:label()], g:optimal())
          end
          assert.equal(dist[label], n)
        end
      end
    end)

    it("counts a tower's optimum on 4 pegs at once: Frame-Stewart's, a theorem", function()
      local g = new { n = 20, k = 4, goal = 4 }
      assert.equal(hanoi.count(20, 4), g:optimal())
    end)

    it("gives up on optimal counts past the search budget, but still solves", function()
      local g = new { n = 14, k = 5, goal = "other" }
      local msg = "14 disks on 5 pegs: the optimum is beyond the game's search budget"
      assert.same({ nil, msg }, { g:optimal() })
      assert.is_nil(g:optimal_from_start())
      assert(g:hint())
      assert(g:solve())
      local n = 0
      while not g.won and n < 1000 do assert(g:tick()); n = n + 1 end
      assert.is_true(g.won)
      assert.is_true(g.state:is_tower() and g.state:peg(1) ~= 1)
      assert.equal(n, g:moves())
    end)
  end)

  it("letters name pegs", function()
    for p = 1, 32 do assert.equal(LETTERS:sub(p, p), game.letter(p)) end
  end)
end)
