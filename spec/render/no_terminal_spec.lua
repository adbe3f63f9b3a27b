-- hanoi.render draws strings only: requiring it, and drawing with it, loads
-- no terminal code; the terminal player lives in hanoi.tui.player, and
-- render's names for it load that module only when called.

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

  it("keeps animate, keycontrol, termwidth and terminal as names of hanoi.tui.player",
    function()
    fresh(function()
      local render = require "hanoi.render"
      assert.is_nil(package.loaded["hanoi.tui.player"])
      local f = io.tmpfile()
      assert.equal(80, render.termwidth(f))
      local player = package.loaded["hanoi.tui.player"]
      assert.is_table(player)
      assert.equal(player, require "hanoi.tui.player")
      assert.same({ false, false }, { render.terminal(f) })
      local hanoi = require "hanoi"
      local final, played, why = render.animate(hanoi.new(2), hanoi.moves(2), { out = f })
      assert.equal(3, played)
      assert.equal("done", why)
      assert.equal(tostring(hanoi.state("CC")), tostring(final))
      local direct = io.tmpfile()
      player.animate(hanoi.new(2), hanoi.moves(2), { out = direct })
      f:seek("set"); direct:seek("set")
      assert.equal(direct:read("a"), f:read("a"))
      f:close(); direct:close()
    end)
  end)
end)
