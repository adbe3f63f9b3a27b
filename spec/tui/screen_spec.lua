-- The screen of the full-screen game as the window allows it: the key
-- lines say what the keys do on the pegs there are; at 80x24 with up to
-- 16 disks the title and both key lines stay, and every key at every disk
-- count the window takes (17: the rods' top row, the title and the row
-- of the peg letters give way to the key lines); taller disks where the
-- window has the rows; a won game shows the finished tower with the
-- statistics; `w` offers a file in the data folder. (`make play-check`
-- drives the same through tmux.)
local tui = require "hanoi.tui"
local view = require "hanoi.tui.view"
local loop = require "hanoi.tui.loop"
local game = require "hanoi.game"
local gamekit = require "support.gamekit"

local function find_line(f, pattern)
  for i, l in ipairs(f) do if l:find(pattern) then return i end end
end

describe("the key lines", function()
  it("say d demo and D random on 3 pegs, d random on more (D is a peg there)", function()
    for k = 3, 8 do
      local f = tui.frame(game.new { n = 3, k = k }, { cursor = 1 }, 80, 24)
      local text = table.concat(f, "\n")
      if k == 3 then
        assert.is_truthy(text:find("\nd demo  D random  c crane", 1, true), text)
      else
        assert.is_truthy(text:find("\nd random  c crane", 1, true), text)
        assert.is_nil(text:find("D random", 1, true))
        assert.is_nil(text:find("d demo", 1, true))
      end
    end
  end)

  it("name only keys that are no peg", function()
    for k = 3, 26 do
      local first, second = view.keys(k)
      for _, line in ipairs({ first, second }) do
        for _, w in ipairs(line) do
          local key = w[1]:match("^(%S+) ")
          -- a word's key letter, upper case, is a peg only past its pegs
          if key and #key == 1 and key:match("%u") then
            assert.is_true(key:byte() - 64 > k, key .. " on " .. k .. " pegs")
          end
        end
      end
    end
  end)
end)

describe("80x24", function()
  it("keeps the title and both key lines for up to 16 disks on 3 and 4 pegs, 6 on up to 8", function()
    for k = 3, 8 do
      -- (the optimum the status line shows takes a search on many pegs)
      for n = 1, k <= 4 and 16 or 6 do
        local f = tui.frame(game.new { n = n, k = k }, { cursor = 1 }, 80, 24)
        local text = table.concat(f, "\n")
        assert.is_true(#f <= 24, n .. " disks, " .. k .. " pegs: " .. #f .. " rows")
        for _, l in ipairs(f) do assert.is_true(#l <= 80) end
        local title = ("hanoi: %d disks?, %d pegs, goal tower on %s"):format(n, k, game.letter(k))
        assert.is_truthy(text:find(title), text)
        assert.is_truthy(find_line(f, "q quit$"), text)
        assert.is_truthy(find_line(f, "l load"), text)
        -- every disk drawn: 16 disks on A, the widest the bottom
        local bars = 0
        for _, l in ipairs(f) do if l:find("^ *[^%s|%w>%-(]+ +|") then bars = bars + 1 end end
        assert.is_true(bars >= n, text)
      end
    end
  end)
end)

describe("the window's height", function()
  it("makes the disks taller, each the same number of rows", function()
    local f = tui.frame(game.new { n = 3 }, { cursor = 1 }, 120, 40)
    assert.is_true(#f <= 40)
    local geo = gamekit.board(3, 3, 120)
    local rows = {}
    for d = 1, 3 do
      local bar = (" "):rep(geo.x[1] - geo.hw[d]) .. ("="):rep(2 * geo.hw[d] - 1) .. " "
      rows[d] = 0
      for _, l in ipairs(f) do if l:sub(1, #bar) == bar then rows[d] = rows[d] + 1 end end
    end
    assert.is_true(rows[1] >= 2, table.concat(f, "\n"))
    assert.equal(rows[1], rows[2])
    assert.equal(rows[2], rows[3])
    -- at 24 rows, 16 disks are one row each
    local g16 = tui.frame(game.new { n = 16 }, { cursor = 1 }, 80, 24)
    local base = find_line(g16, "^%-")
    local bottom = 0
    for _, l in ipairs(g16) do if l == g16[base - 1] then bottom = bottom + 1 end end
    assert.equal(1, bottom)
  end)
end)

describe("a won game", function()
  it("shows the finished tower beside or above its statistics", function()
    for _, n in ipairs({ 3, 8, 12 }) do
      local g = game.new { n = n }
      for _, m in ipairs(gamekit.classic(n, 1, 3, 2)) do assert(g:move(m[1], m[2])) end
      local f = tui.frame(g, { panel = true }, 80, 24)
      local text = table.concat(f, "\n")
      assert.is_true(#f <= 24)
      assert.matches("solved! statistics", text)
      assert.matches("moved ", text)
      -- a bar for each disk on the third peg, none on the others
      local bars = 0
      for _, l in ipairs(f) do if l:find("^ *| +| +[=#%%]") then bars = bars + 1 end end
      assert.is_true(bars >= n, text)
    end
  end)
end)

describe("the save file w offers", function()
  it("is hanoi.save in the data folder, as the best results", function()
    local function env(t) return function(name) return t[name] end end
    assert.equal("/x/data/hanoi/hanoi.save", loop.default_save(env { XDG_DATA_HOME = "/x/data", HOME = "/h" }))
    assert.equal("/h/.local/share/hanoi/hanoi.save", loop.default_save(env { HOME = "/h" }))
    -- a relative XDG_DATA_HOME is ignored, as the XDG rules say
    assert.equal("/h/.local/share/hanoi/hanoi.save",
      loop.default_save(env { XDG_DATA_HOME = "rel", HOME = "/h" }))
    assert.is_nil(loop.default_save(env {}))
  end)
end)

describe("every key at 80x24 in every language", function()
  local lang = require "hanoi.lang"
  local width = require "hanoi.lang.width"
  -- the keys a player needs, with the catalogue's word for each (read
  -- here from the catalogue, not from the view's own lists)
  local KEYS = { { "u", "undo" }, { "r", "redo" }, { "h", "hint" }, { "s", "solve" },
    { "p", "pause" }, { "t", "stats" }, { "q", "quit" }, { "c", "crane" }, { "x", "reset" },
    { "n", "new" }, { "w", "save" }, { "l", "load" }, { "+", "faster" }, { "-", "slower" } }
  for _, tag in ipairs(lang.TAGS) do
    it("shows each key with its word in " .. tag .. " within 80 columns, at every disk count", function()
      local tr = lang.new(tag)
      local small = tr:t("play.small.rows", { disks = 0, rows = 0 }):match("^[^0]*")
      for k = 3, 5 do
        local most = 0
        -- on 3 and 4 pegs every disk count the game draws at 80x24 (it
        -- says the window is too small past them); on 5, up to 6 disks
        -- (the optimum the status line shows takes a search on many pegs)
        for n = 1, k <= 4 and 64 or 6 do
          -- (a message of two lines, as the first one, up to 8 disks; past
          -- them the game's first message, and past 12 beside a picked-up
          -- disk and a hint's marks)
          local long = n <= 8 and (tr:t("play.key.hint") .. " "):rep(100):sub(1, 120)
            or tr:t("play.start", { pegs = k })
          local g = game.new { n = n, k = k }
          local v = { cursor = 1, lang = tr, message = long }
          if n > 12 and n % 2 == 0 then
            assert(g:pick(1))
            v.hint, v.message = { from = 2, to = 3 }, tr:t("play.key.hint")
          end
          local f = tui.frame(g, v, 80, 24)
          if #f == 2 and f[1]:sub(1, #small) == small then break end
          most = n
          assert.is_true(#f <= 24, tag)
          -- each word whole on one line, after its key and two spaces
          -- (or at the line's start)
          local lines = {}
          for i, l in ipairs(f) do
            assert.is_true(width.of(l) <= 80, tag .. " row " .. i .. ": " .. l)
            lines[i] = "  " .. l .. "  "
          end
          local text = table.concat(lines, "\n")
          local want = {}
          for _, kw in ipairs(KEYS) do want[#want + 1] = kw[1] .. " " .. tr:t("play.key." .. kw[2]) end
          want[#want + 1] = "d " .. tr:t("play.key." .. (k == 3 and "demo" or "random"))
          if k == 3 then want[#want + 1] = "D " .. tr:t("play.key.random") end
          want[#want + 1] = "1-" .. k .. " " .. tr:t("play.key.move")
          want[#want + 1] = tr:t("play.key.arrows")
          for _, w in ipairs(want) do
            assert.is_truthy(text:find("  " .. w .. "  ", 1, true),
              ("%s, %d disks, %d pegs: no '%s' in\n%s"):format(tag, n, k, w, table.concat(f, "\n")))
          end
          -- every peg's letter under the board (on the base line or the
          -- line below it; the cursor's in > < or with a ^ below it)
          for p = 1, k do
            assert.is_truthy(text:find("[-%s>]" .. game.letter(p) .. "[-%s<]"),
              ("%s, %d disks, %d pegs: no peg %s in\n%s"):format(tag, n, k, game.letter(p), text))
          end
        end
        -- a 24-row window takes 17 disks on 3 and 4 pegs (the rows of the
        -- air, the rods, the base, the status and the message: 17 + 7)
        if k <= 4 then assert.equal(17, most, tag .. " on " .. k .. " pegs") end
      end
    end)
  end
end)
