-- The options of hanoi.moves, hanoi.move_at and hanoi.state_at, audited
-- path by path: every way an iterator can be made (the ruler sequence,
-- each named method, k pegs) honours `budget` and refuses the same bad
-- values with the same errors, and no option table takes a field it
-- does not know.
local hanoi = require "hanoi"

-- every path `hanoi.moves` can take, as the option fields that select it
local PATHS = { { name = "the default iterator", opts = {} },
                { name = "four pegs", opts = { pegs = 4 } },
                { name = "six pegs", opts = { pegs = 6 } } }
for _, m in ipairs(hanoi.methods) do
  PATHS[#PATHS + 1] = { name = "method " .. m, opts = { method = m } }
end

local function with(opts, extra)
  local t = {}
  for k, v in pairs(opts) do t[k] = v end
  for k, v in pairs(extra) do t[k] = v end
  return t
end

-- all the moves of an iterator, as "disk from to" strings
local function drain(it)
  local out = {}
  for d, a, b in it do out[#out + 1] = d .. " " .. a .. " " .. b end
  return out
end

describe("hanoi.moves option 'budget'", function()
  for _, path in ipairs(PATHS) do
    it("stops every N moves and resumes in the next loop: " .. path.name, function()
      local n = 6
      local want = drain(hanoi.moves(n, path.opts))
      assert.is_true(#want > 0)
      for _, budget in ipairs({ 1, 4, 7, #want, #want + 1, 1000 }) do
        local it, got, windows = hanoi.moves(n, with(path.opts, { budget = budget })), {}, {}
        for _ = 1, #want + 2 do
          local w = drain(it)
          if #w == 0 then break end
          windows[#windows + 1] = #w
          table.move(w, 1, #w, #got + 1, got)
        end
        assert.same(want, got)
        local left = #want
        for i = 1, #windows do
          assert.equal(math.min(budget, left), windows[i])
          left = left - windows[i]
        end
        assert.equal(0, left)
        assert.same({}, drain(it))          -- done stays done
      end
    end)

    it("refuses a bad budget the same way: " .. path.name, function()
      local bad = {
        { "5", "field 'budget' must be an integer, got string" },
        { true, "field 'budget' must be an integer, got boolean" },
        { 1.5, "field 'budget' must be an integer, got 1.5" },
        -- as this Lua writes the float (9.2233720368548e+18 in Lua 5.4; 5.5
        -- writes the digits that read back as the same number)
        { 2^63, "field 'budget' must be an integer, got " .. tostring(2^63) },
        { math.huge, "field 'budget' must be an integer, got inf" },
        { 0, "field 'budget' must be positive" },
        { -1, "field 'budget' must be positive" },
      }
      for _, case in ipairs(bad) do
        assert.has_error(function() hanoi.moves(4, with(path.opts, { budget = case[1] })) end,
          "bad argument #2 to 'moves' (" .. case[2] .. ")")
      end
    end)
  end
end)

describe("option tables take only the fields they know", function()
  it("hanoi.moves", function()
    for _, path in ipairs(PATHS) do
      assert.has_error(function() hanoi.moves(3, with(path.opts, { bugdet = 2 })) end,
        "bad argument #2 to 'moves' (unknown option 'bugdet')")
    end
  end)

  it("hanoi.move_at and hanoi.state_at", function()
    for _, field in ipairs({ "budget", "rules", "events" }) do
      assert.has_error(function() hanoi.move_at(3, 1, { [field] = 1 }) end,
        "bad argument #3 to 'move_at' (unknown option '" .. field .. "')")
      assert.has_error(function() hanoi.state_at(3, 1, { [field] = 1 }) end,
        "bad argument #3 to 'state_at' (unknown option '" .. field .. "')")
    end
    -- every method makes the same moves on 3 pegs, so a method is only checked
    assert.has_error(function() hanoi.move_at(3, 1, { method = "fast" }) end,
      "bad argument #3 to 'move_at' (unknown method 'fast')")
    for _, m in ipairs(hanoi.methods) do
      local i = 0
      for d, a, b in hanoi.moves(5, { method = m, from = 2, to = 1 }) do
        i = i + 1
        assert.same({ d, a, b }, { hanoi.move_at(5, i, { method = m, from = 2, to = 1 }) })
      end
    end
  end)

  it("frame events only with the recursive method", function()
    for _, path in ipairs(PATHS) do
      if path.opts.method ~= "recursive" then
        assert.has_error(function() hanoi.moves(3, with(path.opts, { events = true })) end)
      end
    end
  end)
end)

describe("memory figures in errors", function()
  it("are in units a reader can take in, however large the space", function()
    for _, c in ipairs({ { 30, 4 }, { 40, 10 }, { 64, 32 } }) do
      local ok, err = pcall(hanoi.bfs, { n = c[1], k = c[2] })
      assert.is_false(ok)
      local figure = err:match("needs (.-) of memory")
      assert.is_truthy(figure, err)
      -- a number of at most 7 digits before the point and a unit, or a power of 2
      assert.is_truthy(figure:match("^%d%d?%d?%d?%d?%d?%d?%.%d [KMGTPE]iB$")
                       or figure:match("^about 2%^%d+ bytes$"), figure)
    end
  end)
end)

describe("the picture functions take only the options they know", function()
  local render = require "hanoi.render"
  local s = hanoi.new(3)
  it("refuses a misspelt option, naming it", function()
    local calls = {
      { "ascii", 2, function(o) return render.ascii(s, o) end },
      { "ansi", 2, function(o) return render.ansi(s, o) end },
      { "layout", 2, function(o) return render.layout(s, o) end },
      { "flight", 4, function(o) return render.flight(s, 1, 3, o) end },
      { "frames", 3, function(o) return render.frames(s, { { 1, 1, 3 } }, o) end },
      { "animate", 3, function(o)
        return require("hanoi.tui.player").animate(s, { { 1, 1, 3 } }, o)
      end },
      { "svg", 2, function(o) return render.svg(s, o) end },
      { "html", 2, function(o) return render.html(s, o) end },
    }
    for _, c in ipairs(calls) do
      assert.has_error(function() c[3]({ widht = 40 }) end,
        ("bad argument #%d to '%s' (unknown option 'widht')"):format(c[2], c[1]))
    end
  end)

  it("takes each documented option", function()
    assert.is_string(render.ascii(s, { width = 40, rods = false, labels = false, base = "x" }))
    assert.is_string(render.ansi(s, { tty = false, colors = 8, highlight = 1, out = io.stdout }))
    assert.is_table(render.flight(s, 1, 3, { width = 40, rods = true }))
  end)
end)
