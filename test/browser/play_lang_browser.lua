-- The page to play (hanoi html --play) and the lesson's boards in each
-- language, in headless Chromium: the lang attribute, every word from the
-- game's catalogue (each text compared with hanoi.lang's own filling of
-- it), the language's script present and no English label left, the
-- picker switching without a reload while the game goes on, --lang over
-- the browser's language, and the engine's refusals in the language.
local hanoi = require "hanoi"
local render = require "hanoi.render"
local lang = require "hanoi.lang"
local model = require "support.model"
local browse = require("support.browser").run

local READY = { waitFor = "document.body.getAttribute('data-engine') === 'ready'" }

-- one letter of each language's own script (none for English)
local SCRIPT = { de = "[äöüÄÖÜß]", ru = "[\208\209]", ja = "\227[\129\130]",
  ["zh-Hant"] = "\229\156\147", ["zh-Hans"] = "\229\156\134" }

-- what the page says: its lang attribute, the words of every element
-- that takes its text from the catalogue ([kind, key, text] each), the
-- visible text, and the state of the game
local WORDS = "JSON.stringify({ lang: document.documentElement.lang, kept: String(window.__kept),"
  .. " label: document.body.getAttribute('data-label'),"
  .. " index: document.body.getAttribute('data-index'),"
  .. " history: window.HanoiPage.history(),"
  .. " message: document.getElementById('message').textContent,"
  .. " light: document.getElementById('lighttext').textContent,"
  .. " board: document.getElementById('board').getAttribute('aria-label'),"
  .. " visible: document.body.innerText,"
  .. " words: [].concat("
  .. "[].map.call(document.querySelectorAll('[data-t]'), function (e) {"
  .. " return ['t', e.getAttribute('data-t'), e.textContent]; }),"
  .. "[].map.call(document.querySelectorAll('[data-t-cap]'), function (e) {"
  .. " return ['cap', e.getAttribute('data-t-cap'), e.textContent]; }),"
  .. "[].map.call(document.querySelectorAll('[data-t-title]'), function (e) {"
  .. " return ['title', e.getAttribute('data-t-title'), e.title]; }),"
  .. "[].map.call(document.querySelectorAll('[data-t-label]'), function (e) {"
  .. " return ['label', e.getAttribute('data-t-label'), e.getAttribute('aria-label')]; })) })"

-- the page's JSON, read by an independent decoder (Debian's lua-dkjson)
local function decode(s)
  local v, _, err = require("dkjson").decode(s)
  assert(v, err)
  return v
end

-- every element's words are the catalogue's text in the language; the
-- script is there and no English label (a text that differs from the
-- language's) is left in the visible text
local function expect(tag, got)
  local L, en = lang.catalogue(tag), lang.catalogue("en")
  assert.equal(tag, got.lang)
  assert.is_true(#got.words >= 40, "too few words: " .. #got.words)
  for _, w in ipairs(got.words) do
    local kind, key, text = w[1], w[2], w[3]
    local want = L[key]
    assert.is_string(want, key)
    if kind == "cap" then
      -- a word of the key lines, its first letter capital (ASCII or not)
      local first = text:match("^[%z\1-\127\194-\244][\128-\191]*")
      assert.equal(want:sub(#first + 1), text:sub(#first + 1), tag .. " " .. key)
    elseif key ~= "page.board" then
      assert.equal(want, text, tag .. " " .. kind .. " " .. key)
    else
      assert.equal(want, text:sub(1, #want), tag .. " " .. key)
    end
  end
  if SCRIPT[tag] then
    assert.truthy(got.visible:find(SCRIPT[tag]), tag .. ": no letter of its script")
    for _, w in ipairs(got.words) do
      local english = en[w[2]]
      -- (a word the language shares with English, as German "Demo", is no English left)
      if w[1] ~= "title" and english:lower() ~= L[w[2]]:lower() and #english >= 4 then
        local pattern = "%f[%w]" .. english:gsub("%p", "%%%0") .. "%f[%W]"
        assert.is_nil(got.visible:find(pattern), tag .. ": English '" .. english .. "' left")
        if w[1] == "cap" then
          local Cap = english:sub(1, 1):upper() .. english:sub(2)
          assert.is_nil(got.visible:find("%f[%w]" .. Cap:gsub("%p", "%%%0") .. "%f[%W]"),
            tag .. ": English '" .. Cap .. "' left")
        end
      end
    end
  end
end

local function page_in(tag)
  return render.html(hanoi.new(3), { lang = tag })
end

describe("the page to play in six languages, in Chromium", function()
  for _, tag in ipairs(lang.TAGS) do
    it(tag .. ": every word from the catalogue, the engine's refusals and moves in it", function()
      -- B is empty (the engine refuses); A to C (a move); the goal's words
      local steps = { READY, { click = '[data-peg="B"]' },
        { eval = WORDS }, { click = '[data-peg="A"]' }, { click = '[data-peg="C"]' },
        { wait = 1500 }, { eval = WORDS },
        { eval = "document.getElementById('goal').selectedOptions[0].textContent" } }
      local _, errors, requests, evals = browse("play-lang-" .. tag, page_in(tag), steps,
        { locale = "en-US" })
      assert.same({}, errors)
      assert.same({}, requests)
      local T = lang.new(tag)
      local first, second = decode(evals[1]), decode(evals[2])
      expect(tag, first)
      expect(tag, second)
      assert.equal(T:t("play.no.empty", { peg = "B" }), first.message)
      assert.equal("CAA", second.label)
      assert.equal(T:t("play.ev.move", { number = 1, disk = 1, from = "A", to = "C" }), second.message)
      assert.equal(T:t("play.goal.peg", { peg = "C" }), evals[3])
      -- the board's name: what stands on each peg, in the language
      local t = model.from_label("CAA", 3)
      local parts = {}
      for p = 1, 3 do
        local list = {}
        for i, d in ipairs(t.pegs[p]) do list[i] = tostring(d) end
        parts[p] = T:t("page.board.peg", { peg = ("ABC"):sub(p, p), disks = #list > 0
          -- (the list by the language's comma: "3、2" in Japanese and Chinese, spec/lang/join_spec)
          and T:t("page.board.disks", { list = lang.join(tag, list) }) or T:t("page.board.empty") })
      end
      assert.equal(T:t("page.board") .. "; " .. table.concat(parts, "; "), second.board)
      assert.equal(T:t("page.light.playing"), second.light)
    end)
  end

  for _, case in ipairs({ { "de-DE", "de" }, { "ru-RU", "ru" }, { "ja-JP", "ja" },
      { "zh-TW", "zh-Hant" }, { "zh-CN", "zh-Hans" }, { "fr-FR", "en" } }) do
    it("starts in the browser's language without --lang: " .. case[1] .. " gives " .. case[2],
      function()
      local _, errors, _, evals = browse("play-lang-browser", render.html(hanoi.new(3)),
        { READY, { eval = WORDS } }, { locale = case[1] })
      assert.same({}, errors)
      expect(case[2], decode(evals[1]))
    end)
  end

  it("hanoi html --lang wins over the browser's language", function()
    local p = assert(io.popen("bin/hanoi html 3 --play --lang ru"))
    local page = p:read("a")
    assert.is_true(p:close())
    assert.truthy(page:find('^<!DOCTYPE html>\n<html lang="ru"'))
    local _, errors, _, evals = browse("play-lang-option", page, { READY, { eval = WORDS } },
      { locale = "de-DE" })
    assert.same({}, errors)
    expect("ru", decode(evals[1]))
  end)

  it("the picker switches without a reload and keeps the position, the moves, the clock and "
    .. "the history", function()
    local steps = { READY, { eval = "window.__kept = 1" },
      { click = '[data-peg="A"]' }, { click = '[data-peg="C"]' }, { wait = 1200 },
      { click = '[data-peg="A"]' }, { click = '[data-peg="B"]' }, { wait = 1200 },
      { eval = WORDS }, { eval = "document.getElementById('timer').textContent" } }
    local order = { "de", "ru", "ja", "zh-Hant", "zh-Hans", "en" }
    for _, tag in ipairs(order) do
      steps[#steps + 1] = { select = "#lang", value = tag }
      steps[#steps + 1] = { eval = WORDS }
      steps[#steps + 1] = { eval = "document.getElementById('timer').textContent" }
    end
    -- the engine refuses (disk 2 onto disk 1), then the picker: the refusal said again
    local MESSAGE = "document.getElementById('message').textContent"
    for _, st in ipairs({ { click = '[data-peg="B"]' }, { click = '[data-peg="C"]' },
        { eval = MESSAGE }, { select = "#lang", value = "ja" }, { eval = MESSAGE },
        { eval = "document.body.getAttribute('data-label')" } }) do
      steps[#steps + 1] = st
    end
    local _, errors, requests, evals = browse("play-lang-picker", render.html(hanoi.new(3)), steps,
      { locale = "en-US" })
    assert.same({}, errors)
    assert.same({}, requests)
    local before = decode(evals[2])
    expect("en", before)
    assert.equal("CBA", before.label)
    assert.equal("2", before.index)
    assert.equal("1AC 2AB", before.history)
    -- the clock: m:ss.t, the tenths after the language's decimal mark
    -- (CLDR: a comma in German and Russian), never going back while the
    -- language changes
    local MARK = { de = ",", ru = "," }
    local function seconds(s, tag)
      local m, sec, mark, tenths = s:match("^(%d+):(%d+)(%p)(%d)$")
      assert.equal(MARK[tag] or ".", mark, tostring(tag) .. ": " .. s)
      return tonumber(m) * 60 + tonumber(sec) + tonumber(tenths) / 10
    end
    local last = seconds(evals[3], "en")
    for i, tag in ipairs(order) do
      local got = decode(evals[2 + 2 * i])
      expect(tag, got)
      assert.equal("1", got.kept)                   -- the same page: no reload
      assert.equal("CBA", got.label)
      assert.equal("2", got.index)
      assert.equal("1AC 2AB", got.history)
      -- the last message written again in the language
      assert.equal(lang.new(tag):t("play.ev.move", { number = 2, disk = 2, from = "A", to = "B" }),
        got.message)
      local now = seconds(evals[3 + 2 * i], tag)
      assert.is_true(now >= last, tag .. ": the clock went back")
      last = now
    end
    local n = #evals
    assert.equal(lang.new("en"):t("play.no.bigger", { disk = 2, below = 1 }), evals[n - 2])
    assert.equal(lang.new("ja"):t("play.no.bigger", { disk = 2, below = 1 }), evals[n - 1])
    assert.equal("CBA", evals[n])
  end)
end)

describe("the lesson's boards in the lesson's language, in Chromium", function()
  for _, tag in ipairs(lang.TAGS) do
    it(tag .. ": an illegal move is refused in the language (the C core's refusal)", function()
      local p = assert(io.popen("bin/hanoi lesson --lang " .. tag))
      local page = p:read("a")
      assert.is_true(p:close())
      local function peg(n)
        return { click = "[data-board=puzzle] button[data-peg='" .. n .. "']" }
      end
      local steps = { READY, peg(1), peg(2), peg(1), peg(2),
        { eval = "document.querySelector('[data-board=puzzle] .status').textContent" } }
      local _, errors, requests, evals = browse("lesson-lang-move-" .. tag, page, steps)
      assert.same({}, errors)
      assert.same({}, requests)
      -- what the C core says of disk 2 onto disk 1, in the catalogue's words
      local ok, msg = hanoi.state("BAA"):can_move(1, 2)
      assert.is_false(ok)
      assert.equal("cannot put disk 2 on disk 1", msg)
      assert.equal(lang.new(tag):t("play.no.bigger", { disk = 2, below = 1 }), evals[1])
    end)
  end
end)
