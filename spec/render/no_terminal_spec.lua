-- hanoi.render draws strings only: requiring it, and drawing with it, loads
-- no terminal code; the terminal player lives in hanoi.tui.player, asked
-- by render only for width = "terminal" and ansi pictures.

-- runs `f` with every hanoi module unloaded, then puts the modules the
-- other specs hold back as they were
local function fresh(f)
  local saved = {}
  for name, m in pairs(package.loaded) do
    if name == "hanoi" or name:match("^hanoi%.") then saved[name] = m end
  end
  for name in pairs(saved) do package.loaded[name] = nil end
  local ok, err = pcall(f)
  for name in pairs(package.loaded) do
    if name == "hanoi" or name:match("^hanoi%.") then package.loaded[name] = nil end
  end
  for name, m in pairs(saved) do package.loaded[name] = m end
  if not ok then error(err, 0) end
end

describe("hanoi.render", function()
  it("loads no terminal code when required", function()
    fresh(function()
      local render = require "hanoi.render"
      assert.is_table(render)
      assert.is_nil(package.loaded["hanoi.term"])
      assert.is_nil(package.loaded["hanoi.tui.player"])
      assert.is_nil(package.loaded["hanoi.tui"])
    end)
  end)

  it("draws strings without loading terminal code", function()
    fresh(function()
      local hanoi = require "hanoi"
      local render = require "hanoi.render"
      local s = hanoi.new(3)
      assert.equal(tostring(s), render.ascii(s))
      assert.is_string(render.ansi(s, { tty = true, color = true }))
      assert.is_string(render.svg(s))
      assert.is_string(render.html({ n = 2 }))
      local frames = 0
      for _ in render.frames(s:copy(), hanoi.moves(3)) do frames = frames + 1 end
      assert.is_true(frames >= 7)
      assert.is_nil(package.loaded["hanoi.term"])
      assert.is_nil(package.loaded["hanoi.tui.player"])
    end)
  end)

  it("has no names of the terminal player, and asks it about the terminal for ansi", function()
    fresh(function()
      local render = require "hanoi.render"
      for _, name in ipairs({ "animate", "keycontrol", "termwidth", "terminal" }) do
        assert.is_nil(render[name], name)
      end
      assert.is_nil(package.loaded["hanoi.tui.player"])
      local hanoi = require "hanoi"
      local f = io.tmpfile()
      -- not a terminal: exactly the plain picture, no escape sequences
      assert.equal(render.ascii(hanoi.new(3)), render.ansi(hanoi.new(3), { out = f }))
      assert.is_table(package.loaded["hanoi.tui.player"])
      f:close()
    end)
  end)
end)
