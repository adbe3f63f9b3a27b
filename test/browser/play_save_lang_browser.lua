-- The page to play (hanoi html --play) saying, in its language, what the
-- terminal game says in it: a broken save file's fault (hanoi.game.words
-- over hanoi.game.save's own message) and a size the library refuses
-- (52 pegs typed into the page: the largest hanoi.game.new takes, found
-- here by asking it), in headless Chromium.
local hanoi = require "hanoi"
local render = require "hanoi.render"
local lang = require "hanoi.lang"
local game = require "hanoi.game"
local save = require "hanoi.game.save"
local words = require "hanoi.game.words"
local files = require "support.helpers"
local browser = require "support.browser"
local browse = browser.run

local READY = { waitFor = "document.body.getAttribute('data-engine') === 'ready'" }
local MESSAGE = { eval = "document.getElementById('message').textContent" }
local BROKEN = "hanoi-game 1\ndisks 3\npegs 3\nstart AAA\ngoal C\nmoves AC AC\nplayed 2\n"
  .. "position CAA\ntime 1\n"

-- the most pegs hanoi.game.new takes
local function most_pegs()
  local k = 3
  while pcall(game.new, { k = k + 1 }) do k = k + 1 end
  return k
end

describe("the page to play says a save file's fault and a refused size in its language", function()
  for _, tag in ipairs({ "de", "ru", "ja", "zh-Hans" }) do
    it("in " .. tag, function()
      files.spit(browser.BUILD .. "/broken.save", BROKEN)
      local k = most_pegs()
      local _, errors, _, evals = browse("play-save-" .. tag,
        render.html(hanoi.new(3), { lang = tag }), {
          READY,
          { upload = "#load", file = "broken.save" }, { wait = 300 }, MESSAGE,
          { type = "#pegs", text = tostring(k + 20) }, { wait = 200 }, MESSAGE,
        }, { locale = "en-US" })
      assert.same({}, errors)
      local tr = lang.new(tag)
      local _, why = save.parse(BROKEN)
      assert.equal(tr:t("play.cannot_load", { file = "'broken.save'", why = words.refusal(why, tr) }),
        evals[1])
      assert.is_nil(evals[1]:find("illegal", 1, true))
      assert.equal(tr:t("play.arg.pegs", { lo = 3, hi = k, got = k + 20 }), evals[2])
    end)
  end
end)
