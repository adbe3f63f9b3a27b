-- A game that leaves the optimum from its start to be measured elsewhere
-- (`measure_later`, `Game:take_optimum`), as the web page's worker does:
-- deferred exactly where the rule says a search of seconds may be needed
-- (more than 3 pegs, more positions than the game's budget of 2^17, but a
-- tower to a whole peg on 4 pegs), and the answer handed over is the one
-- a game that measures at once finds.
local hanoi = require "hanoi"
local game = require "hanoi.game"
local goals = require "hanoi.game.goal"
local player = require "hanoi.game.player"

-- a position of n disks on k pegs drawn by a fixed linear congruence
local function scrambled(n, k, seed)
  local pegs, x = {}, seed
  for d = 1, n do
    x = (x * 1103515245 + 12345) % 2147483648
    pegs[d] = x % k + 1
  end
  return hanoi.state(pegs, k)
end

local function new(opts)
  opts.clock = function() return 0 end
  return game.new(opts)
end

-- the rule of the test: positions counted by hand
local function deferred_by_rule(s, goal_is_state)
  if s.k == 3 then return false end
  if s.k == 4 and s:is_tower() and not goal_is_state then return false end
  return s.k ^ s.n > 2 ^ 17
end

describe("hanoi.game measure_later", function()
  it("defers exactly where the rule says, and nowhere without the option", function()
    local cases = {
      { scrambled(20, 3, 1), 3 }, { scrambled(8, 4, 2), 4 }, { scrambled(9, 4, 3), 4 },
      { hanoi.new(12, 4), 4 }, { hanoi.new(12, 4), hanoi.new(12, 4, 2) },
      { scrambled(7, 5, 4), 5 }, { scrambled(8, 5, 5), 5 }, { hanoi.new(8, 5), 5 },
    }
    for _, c in ipairs(cases) do
      local s, goal = c[1], c[2]
      local is_state = type(goal) ~= "number"
      local g = new { start = s, goal = goal, measure_later = true }
      local want = deferred_by_rule(s, is_state)
      assert.are.equal(want, g.measuring ~= nil, s:label())
      assert.are.equal(want, player.costly(g, s), s:label())
      if want then
        assert.are.equal(s:label() .. ";" .. goals.word(g.goal), g.measuring)
        assert.is_nil(g:optimal_from_start())
      end
      assert.is_nil(new({ start = s, goal = goal }).measuring)
    end
  end)

  it("plays at once and takes the optimum a measuring game finds", function()
    local s = scrambled(9, 4, 3)
    local g = new { start = s, goal = 4, measure_later = true }
    local key = g.measuring
    assert.is_string(key)
    -- the board plays while it waits
    local a, b
    for p = 1, 4 do
      for q = 1, 4 do
        if not a and p ~= q and s:can_move(p, q) then a, b = p, q end
      end
    end
    assert.is_truthy(g:move(a, b))
    local plain = new { start = s, goal = 4 }
    local target, d = player.nearest(plain, plain.start)
    assert.is_false(g:take_optimum("AAAAAAAAA;D", target, d))
    assert.are.equal(key, g.measuring)
    assert.is_true(g:take_optimum(key, target, d))
    assert.is_nil(g.measuring)
    assert.are.equal(plain:optimal_from_start(), g:optimal_from_start())
    assert.is_false(g:take_optimum(key, target, d))
    -- a reset measures again, apart
    g:reset()
    assert.are.equal(key, g.measuring)
  end)

  it("refuses a value that is not a boolean", function()
    assert.has_error(function() game.new { measure_later = 1 } end,
      "bad argument #1 to 'new' (field 'measure_later' must be a boolean, got number)")
  end)
end)
