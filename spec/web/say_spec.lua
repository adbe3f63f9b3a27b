-- hanoi.web.say and hanoi.web.match, natively: the page adapter fills the
-- pages' texts with hanoi.lang (the pages' scripts keep only the DOM) and
-- matches a browser's languages; tools/web/test.js asks the engine the
-- same and compares.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local web = require "hanoi.web"
local lang = require "hanoi.lang"

-- the page's encodeURIComponent: every byte but A-Z a-z 0-9 - _ . ! ~ * ' ( ) as %XX
local function component(s)
  return (s:gsub("[^%w%-_%.!~%*'%(%)]", function(c) return ("%%%02X"):format(c:byte()) end))
end

-- the texts say answers, decoded (a JSON array of strings, no escapes
-- beyond those below in these texts)
local function said(arg)
  local out = {}
  local body = assert(web.say(arg):match("^%[(.*)%]$"))
  for s in body:gmatch('"(.-[^\\])"') do out[#out + 1] = s end
  return out
end

describe("hanoi.web.say", function()
  it("fills each text in the language, by hanoi.lang (numbers, plurals), English where it lacks one", function()
    for _, tag in ipairs(lang.TAGS) do
      local L = lang.new(tag)
      local got = said(tag .. "\nplay.speed\trate=n21\nplay.speed\trate=n2.5\n"
        .. "watch.counter\tindex=n18433\ttotal=n65535\nkit.lesson.ui.score\tright=n3\tasked=n4")
      assert.same({ L:t("play.speed", { rate = 21 }), L:t("play.speed", { rate = 2.5 }),
        L:t("watch.counter", { index = 18433, total = 65535 }),
        L:t("kit.lesson.ui.score", { right = 3, asked = 4 }) }, got)
    end
    -- CLDR's forms and marks, written out: 21 is "one" in Russian, 2.5 "other"
    assert.same({ "21 ход/с", "2,5 хода/с" }, said("ru\nplay.speed\trate=n21\nplay.speed\trate=n2.5"))
    assert.same({ "Zug 18.433 / 65.535" }, said("de\nwatch.counter\tindex=n18433\ttotal=n65535"))
    -- a browser's tag is matched; one without a catalogue is English
    assert.same(said("en\nwatch.done"), said("fr-FR\nwatch.done"))
    assert.same(said("de\nwatch.done"), said("de-AT\nwatch.done"))
  end)

  it("takes a text's value byte for byte, whatever it holds", function()
    local v = "3、2 a%b\tc\nd;e=f"
    local got = said("ja\npage.board.peg\tpeg=sA\tdisks=s" .. component(v))
    assert.equal(lang.new("ja"):t("page.board.peg", { peg = "A", disks = v }):gsub("\t", "\\t")
      :gsub("\n", "\\n"), got[1])
  end)

  it("refuses a bad value, a bad number, a missing value and an unknown key, saying which", function()
    assert.error_matches(function() web.say("en\nplay.speed\trate") end, "bad value 'rate'", 1, true)
    assert.error_matches(function() web.say("en\nplay.speed\trate=x1") end, "bad value 'rate=x1'", 1, true)
    assert.error_matches(function() web.say("en\nplay.speed\trate=nabc") end,
      "bad number for 'rate': abc", 1, true)
    assert.error_matches(function() web.say("en\nplay.speed") end, "text needs a value for {rate}", 1, true)
    assert.error_matches(function() web.say("en\nno.such.key\tx=n1") end, "no text 'no.such.key'", 1, true)
  end)
end)

describe("hanoi.web.match", function()
  it("gives the first of the browser's languages the page speaks, else English", function()
    for _, case in ipairs({ { "de-AT\nfr", "de" }, { "fr\nzh-TW", "zh-Hant" }, { "zh", "zh-Hans" },
        { "zh-HK", "zh-Hant" }, { "ja-JP", "ja" }, { "fr\nxx-YY", "en" }, { "", "en" },
        { "ru-RU\nde", "ru" } }) do
      assert.equal('"' .. case[2] .. '"', web.match(case[1]), case[1])
    end
  end)
end)
