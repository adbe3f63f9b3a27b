-- The page that plays a solution back (hanoi html N, no --play) in each
-- language, in headless Chromium: the lang attribute, every word from the
-- game's catalogue (each text compared with hanoi.lang's own filling of
-- it: buttons, tips, the speed, the counter, "solved", the board's
-- accessible name, the title), the language's script present and no
-- English word left, the language it was written in whatever the
-- browser's (without lang: English), the speed's words at every place of
-- the slider and the move number's groups (hanoi.lang's plurals and
-- numbers), and the picker switching while the playback goes on.
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

  it("starts in the language it was written in, whatever the browser's", function()
    -- (the page carries no matcher of a browser's language: hanoi.lang chose)
    for _, case in ipairs({ { "ru-RU", nil, "en" }, { "zh-TW", "de", "de" }, { "en-US", "ru", "ru" } }) do
      local _, errors, _, evals = browse("watch-lang-browser", page(case[2]), { { eval = WORDS } },
        { locale = case[1] })
      assert.same({}, errors)
      expect(case[3], decode(evals[1]), 0)
    end
  end)

  it("writes the speed at every place of the slider and the move number as hanoi.lang does",
    function()
    -- the slider: place v is 0.5 * 10000^(v/100) moves a second, written to
    -- a tenth below 10, else whole (1 move, 2 moves; Russian 1, 2..4, 5..20,
    -- 21 and a fraction take their own forms)
    local function rate(v)
      local s = 0.5 * 10000 ^ (v / 100)
      return s < 10 and math.floor(s * 10 + 0.5) / 10 or math.floor(s + 0.5)
    end
    local n, total = 10, 1023
    local doc = render.html({ n = n }, { lang = "en", speed = SPEED })
    for _, tag in ipairs({ "en", "ru", "de" }) do
      local steps = { { select = "#lang", value = tag } }
      for v = 0, 100 do
        steps[#steps + 1] = { slider = "#speed", value = v }
        steps[#steps + 1] = { eval = "document.getElementById('speedval').textContent" }
      end
      for _, key in ipairs({ "End", "ArrowLeft", "Home" }) do
        steps[#steps + 1] = { key = key }
        steps[#steps + 1] = { eval = "document.getElementById('counter').textContent" }
      end
      local _, errors, _, evals = browse("watch-lang-numbers-" .. tag, doc, steps,
        { locale = "en-US" })
      assert.same({}, errors)
      local tr = lang.new(tag)
      local forms = {}
      for v = 0, 100 do
        local want = tr:t("play.speed", { rate = rate(v) })
        assert.equal(want, evals[v + 1], tag .. " at place " .. v)
        forms[lang.plural(tag, rate(v))] = true
      end
      -- the places reach every form of the language's plural rule
      for _, form in ipairs(lang.FORMS[tag]) do assert.is_true(forms[form], tag .. " " .. form) end
      local optimal = "  " .. tr:t("watch.optimal", { optimal = total })
      for i, index in ipairs({ total, total - 1, 0 }) do
        assert.equal(tr:t("watch.counter", { index = index, total = total }) .. optimal,
          evals[101 + i], tag .. " after " .. index .. " moves")
      end
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
