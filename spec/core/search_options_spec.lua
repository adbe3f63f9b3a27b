-- Every public function of the search API refuses unknown options and
-- badly typed ones with `bad argument`, through one shared checker.
local hanoi = require "hanoi"

local s = hanoi.new(3)
local s4 = hanoi.new(4, 4)

-- name, the argument number the options are, a call with options o
local API = {
  { "distance", 3, function(o) return hanoi.distance(s, 3, o) end },
  { "distance", 3, function(o) return hanoi.distance(s4, 4, o) end },
  { "hint", 2, function(o) return s:hint(3, o) end },
  { "hint", 2, function(o) return s4:hint(4, o) end },
  { "solve", 2, function(o) return s:solve(3, o) end },
  { "solve", 2, function(o) return s4:solve(4, o) end },
  { "paths", 3, function(o) return hanoi.paths(s, 3, o) end },
  { "count_paths", 3, function(o) return hanoi.count_paths(s, 3, o) end },
  { "search", 1, function(o)
    local t = { from = s, to = 3 }
    for key, v in pairs(o) do t[key] = v end
    return hanoi.search(t)
  end },
}

describe("options of the search API", function()
  for _, api in ipairs(API) do
    local name, arg, call = api[1], api[2], api[3]
    local function msg(text) return ("bad argument #%d to '%s' (%s)"):format(arg, name, text) end

    it(name .. " refuses an unknown option, naming it", function()
      for _, bad in ipairs { "rule", "max_sates", "Rules", "goal" } do
        assert.has_error(function() call { [bad] = "cyclic" } end,
          msg(("unknown option '%s'"):format(bad)))
      end
      assert.has_error(function() call { [1] = true } end,
        msg("option names must be strings, got number"))
    end)

    it(name .. " refuses bad values of known options", function()
      assert.has_error(function() call { rules = "spiral" } end,
        msg("field 'rules': unknown rule set 'spiral' (classic, cyclic, linear or star expected)"))
      assert.has_error(function() call { max_states = 0 } end,
        msg("field 'max_states' must be a positive integer"))
      assert.has_error(function() call { max_memory = -1 } end,
        msg("field 'max_memory' must be a non-negative integer (bytes)"))
      assert.has_error(function() call { progress = "yes" } end,
        msg("field 'progress' must be a function, got string"))
    end)

    if name ~= "search" then
      it(name .. " wants a table of options", function()
        assert.has_error(function() call("cyclic") end, msg("options table expected, got string"))
      end)
    end
  end

  it("each function knows only its own options", function()
    assert.has_error(function() hanoi.count_paths(s, 3, { optimal = true }) end,
      "bad argument #3 to 'count_paths' (unknown option 'optimal')")
    assert.has_error(function() hanoi.distance(s, 3, { max_paths = 3 }) end,
      "bad argument #3 to 'distance' (unknown option 'max_paths')")
    assert.has_error(function() s:hint(3, { max_paths = 3 }) end,
      "bad argument #2 to 'hint' (unknown option 'max_paths')")
    assert.has_error(function() hanoi.search { from = s, max_paths = 3 } end,
      "bad argument #1 to 'search' (unknown option 'max_paths')")
  end)
end)
