-- The page that plays a solution back (hanoi html N, no --play) in each
-- language, in headless Chromium: the lang attribute, every word from the
-- game's catalogue (each text compared with hanoi.lang's own filling of
-- it: buttons, tips, the speed, the counter, "solved", the board's
-- accessible name, the title), the language's script present and no
-- English word left, --lang over the browser's language, the browser's
-- language without it, and the picker switching while the playback goes on.
local render = require "hanoi.render"
local lang = require "hanoi.lang"
local browse = require("support.browser").run

-- one letter of each language's own script (none for English)
local SCRIPT = { de = "[äöüÄÖÜß]", ru = "[\208\209]", ja = "\227[\129\130]",
  ["zh-Hant"] = "\229\156\147", ["zh-Hans"] = "\229\156\134" }

-- what the page says: its lang attribute, the words of the elements that
-- take their text from the catalogue ([kind, key, text] each), the
-- changing texts, the title and the visible text
local WORDS = "JSON.stringify({ lang: document.documentElement.lang,"
  .. " index: document.body.getAttribute('data-index'),"
  .. " title: document.title, h1: document.querySelector('h1').textContent,"
  .. " play: document.getElementById('play').textContent,"
  .. " counter: document.getElementById('counter').textContent,"
  .. " solved: document.getElementById('solved').textContent,"
  .. " speed: document.getElementById('speedval').textContent,"
  .. " visible: document.body.innerText,"
  .. " tips: [].map.call(document.querySelectorAll('button'), function (e) { return e.title; }).join('\\n'),"
  .. " words: [].concat("
  .. "[].map.call(document.querySelectorAll('[data-t]'), function (e) {"
  .. " return ['t', e.getAttribute('data-t'), e.textContent]; }),"
  .. "[].map.call(document.querySelectorAll('[data-t-title]'), function (e) {"
  .. " return ['title', e.getAttribute('data-t-title'), e.title]; }),"
  .. "[].map.call(document.querySelectorAll('[data-t-label]'), function (e) {"
  .. " return ['label', e.getAttribute('data-t-label'), e.getAttribute('aria-label')]; })) })"

local function decode(s)
  local v, _, err = require("dkjson").decode(s)
  assert(v, err)
  return v
end

local N, K, TOTAL = 3, 3, 7
local SPEED = 2.5      -- written "2.5" by the page and by hanoi.lang alike

-- what the page must say in `tag` after `index` moves, from hanoi.lang
local function expect(tag, got, index)
  local tr, L, en = lang.new(tag), lang.catalogue(tag), lang.catalogue("en")
  assert.equal(tag, got.lang)
  assert.is_true(#got.words >= 9, "too few words: " .. #got.words)
  for _, w in ipairs(got.words) do
    assert.equal(L[w[2]], w[3], tag .. " " .. w[1] .. " " .. w[2])
  end
  assert.equal(tr:t("watch.title", { disks = N, pegs = K, moves = TOTAL }), got.title)
  assert.equal(got.title, got.h1)
  assert.equal(tr:t("watch.counter", { index = index, total = TOTAL }) .. "  "
    .. tr:t("watch.optimal", { optimal = TOTAL }), got.counter)
  assert.equal(tr:t("play.speed", { rate = SPEED }), got.speed)
  assert.equal(tr:t("watch.play"), got.play)
  assert.equal(index == TOTAL and tr:t("page.solved") or "", got.solved)
  if SCRIPT[tag] then
    assert.truthy(got.visible:find(SCRIPT[tag]), tag .. ": no letter of its script")
    -- no English word of the page's own texts is left, seen or in a tip
    local seen = got.visible .. "\n" .. got.tips .. "\n" .. got.title
    for key, english in pairs(en) do
      if key:find("^watch%.") then
        for word in english:gsub("{[^{}]*}", " "):gmatch("%a%a%a%a+") do
          if not L[key]:find(word, 1, true) then
            assert.is_nil(seen:find("%f[%a]" .. word .. "%f[%A]"),
              tag .. ": English '" .. word .. "' left")
          end
        end
      end
    end
  end
end

local function page(tag)
  return render.html({ n = N, k = K }, { lang = tag, speed = SPEED })
end

describe("the playback page in every language, in Chromium", function()
  for _, tag in ipairs(lang.TAGS) do
    it("speaks " .. tag .. " with lang = '" .. tag .. "', over the browser's English", function()
      local _, errors, requests, evals = browse("watch-lang-" .. tag, page(tag), {
        { eval = WORDS },
        { key = "End" }, { eval = WORDS },
      }, { locale = "en-US" })
      assert.same({}, errors)
      assert.same({}, requests)
      expect(tag, decode(evals[1]), 0)
      expect(tag, decode(evals[2]), TOTAL)
    end)
  end

  it("starts in the browser's language without lang", function()
    for _, case in ipairs({ { "ru-RU", "ru" }, { "zh-TW", "zh-Hant" }, { "fr-FR", "en" } }) do
      local _, errors, _, evals = browse("watch-lang-browser", page(nil), { { eval = WORDS } },
        { locale = case[1] })
      assert.same({}, errors)
      expect(case[2], decode(evals[1]), 0)
    end
  end)

  it("switches with the picker, without a reload, and keeps the playback", function()
    local _, errors, _, evals = browse("watch-lang-picker", page("en"), {
      { eval = "window.__kept = 1" },
      { key = "ArrowRight" }, { key = "ArrowRight" },
      { select = "#lang", value = "ja" }, { eval = WORDS }, { eval = "String(window.__kept)" },
      { select = "#lang", value = "de" }, { eval = WORDS },
    }, { locale = "en-US" })
    assert.same({}, errors)
    -- (evals[1] is the marker's own value)
    local ja, kept, de = decode(evals[2]), evals[3], decode(evals[4])
    assert.equal("1", kept)              -- no reload
    assert.equal("2", ja.index)
    expect("ja", ja, 2)
    assert.equal("2", de.index)
    expect("de", de, 2)
  end)
end)
