-- hanoi.lang: every catalogue complete against the English one, the
-- plural forms each language's rule needs, the choice of language from
-- the locale, and the filling of named placeholders.
local lang = require "hanoi.lang"

local english = lang.catalogue("en")

local function sorted_keys(t)
  local out = {}
  for k in pairs(t) do out[#out + 1] = k end
  table.sort(out)
  return out
end

describe("hanoi.lang catalogues", function()
  it("has a catalogue for each of the six languages, English first and with texts", function()
    local seen = {}
    for _, t in ipairs(lang.TAGS) do seen[t] = true end
    for _, t in ipairs { "en", "de", "ru", "ja", "zh-Hant", "zh-Hans" } do
      assert.is_true(seen[t], t)
    end
    assert.equal("en", lang.TAGS[1])
    assert.is_true(#sorted_keys(english) > 100)
  end)

  it("derives every table of languages from the one list, LANGS, and the plural rules", function()
    local tags, rule_of = {}, {}
    for rule, list in pairs(lang.PLURALS) do
      for _, t in ipairs(list) do
        assert.is_nil(rule_of[t], t .. " has two plural rules")
        rule_of[t] = rule
      end
    end
    -- a rule's forms, as CLDR names them for each rule
    local forms = { one_other = { "one", "other" },
      one_few_many_other = { "one", "few", "many", "other" }, other = { "other" } }
    for i, l in ipairs(lang.LANGS) do
      assert.is_nil(tags[l.tag], l.tag .. " is listed twice")
      tags[l.tag] = true
      assert.equal(l.tag, lang.TAGS[i])
      assert.equal(l.name, lang.NAMES[l.tag])
      assert.equal(l.module, lang.MODULES[l.tag])
      assert.same(l.marks, lang.MARKS[l.tag])
      assert.truthy(rule_of[l.tag], l.tag .. " has no plural rule")
      assert.same(forms[rule_of[l.tag]], lang.FORMS[l.tag])
      assert.truthy(lang.PO_PLURALS[l.tag]:find("^nplurals=" .. #lang.FORMS[l.tag] .. ";"))
      assert.truthy(io.open("lua/hanoi/lang/po/" .. l.module .. ".po"), l.module .. ".po")
    end
    assert.equal(#lang.LANGS, #lang.TAGS)
    for t in pairs(rule_of) do assert.is_true(tags[t], t .. " has a plural rule but no entry") end
  end)

  it("lists the languages for a message, with 'or' before the last, from any of them", function()
    local all = table.concat(lang.TAGS, ", ")
    assert.equal(all, lang.list())
    local n = #lang.TAGS
    assert.equal(table.concat(lang.TAGS, ", ", 1, n - 2) .. ", " .. lang.TAGS[n - 1] .. " or "
      .. lang.TAGS[n], lang.list("or"))
    assert.equal(table.concat(lang.TAGS, ", ", 2), lang.list(nil, 2))
    assert.equal(table.concat(lang.TAGS, ", ", n), lang.list("or", n))
  end)

  for _, tag in ipairs(lang.TAGS) do
    describe(tag, function()
      local texts = lang.catalogue(tag)

      it("has every key English has, and no other", function()
        for _, key in ipairs(sorted_keys(english)) do
          assert.is_string(texts[key], tag .. " lacks " .. key)
        end
        for _, key in ipairs(sorted_keys(texts)) do
          assert.is_string(english[key], tag .. " has " .. key .. ", which English lacks")
        end
      end)

      if tag ~= "en" then
        it("is its PO file as hanoi lang export writes it, each entry English's now", function()
          local po = require "hanoi.lang.po"
          local path = "lua/hanoi/lang/po/" .. lang.MODULES[tag] .. ".po"
          local f = assert(io.open(path, "rb"))
          local file = f:read("a")
          f:close()
          -- every entry checked against English as an import checks it: its
          -- msgid English's now, its placeholders, its forms; none fuzzy or empty
          local rep = assert(po.import(file, { name = path, dir = "lua/hanoi/lang/po", dry = true }))
          assert.same({ 0, 0, 0, 0 }, { rep.changed, rep.added, rep.fuzzy, rep.untranslated })
          assert.equal(file, po.export(tag, "lua/hanoi/lang/po"))
        end)
      end

      it("uses the same placeholders as English in every text", function()
        for _, key in ipairs(sorted_keys(english)) do
          assert.same(lang.placeholders(english[key]), lang.placeholders(texts[key]),
            tag .. " " .. key)
        end
      end)

      it("gives each plural choice exactly the forms of its plural rule", function()
        local want = {}
        for _, f in ipairs(lang.FORMS[tag]) do want[f] = true end
        for _, key in ipairs(sorted_keys(texts)) do
          for _, c in ipairs(lang.choices(texts[key])) do
            assert.same(want, c[2], ("%s %s {%s:...}"):format(tag, key, c[1]))
          end
        end
      end)

      it("fills every text without a brace left over", function()
        local args = {}
        for _, key in ipairs(sorted_keys(english)) do
          for name in pairs(lang.placeholders(english[key])) do args[name] = 3 end
        end
        local L = lang.new(tag)
        for _, key in ipairs(sorted_keys(english)) do
          local out = L:t(key, args)
          -- a brace left is Lua's own ("{k = 4}"), never a placeholder
          assert.is_nil(out:find("{[%w_]+}") or out:find("{[%w_]+:"), tag .. " " .. key .. ": " .. out)
        end
      end)

      it("writes no key text with a control character", function()
        for _, key in ipairs(sorted_keys(texts)) do
          assert.is_nil(texts[key]:gsub("\n", ""):find("%c"), tag .. " " .. key)
        end
      end)
    end)
  end
end)

describe("hanoi.lang.plural", function()
  -- CLDR's examples for each form, written out by hand
  local CASES = {
    en = { one = { 1 }, other = { 0, 2, 3, 11, 21, 100, 0.5, 1.5 } },
    de = { one = { 1 }, other = { 0, 2, 21, 0.5 } },
    ru = { one = { 1, 21, 31, 101, 1001 }, few = { 2, 3, 4, 22, 23, 24, 102, 1003 },
           many = { 0, 5, 9, 10, 11, 12, 13, 14, 19, 20, 25, 100, 111, 112, 114 },
           other = { 0.5, 1.5, 2.25 } },
    ja = { other = { 0, 1, 2, 5, 0.5 } },
    ["zh-Hant"] = { other = { 0, 1, 2, 0.5 } },
    ["zh-Hans"] = { other = { 0, 1, 2, 0.5 } },
  }
  for tag, forms in pairs(CASES) do
    it("follows the " .. tag .. " rule", function()
      for form, numbers in pairs(forms) do
        for _, n in ipairs(numbers) do
          assert.equal(form, lang.plural(tag, n), tag .. " " .. n)
        end
      end
    end)
  end

  it("agrees for Russian with the rule read from the endings, up to 1000", function()
    for n = 0, 1000 do
      local s = tostring(n)
      local last, two = s:sub(-1), s:sub(-2)
      local want = (last == "1" and two ~= "11") and "one"
        or (last:find("[234]") and not two:find("^1[234]$")) and "few" or "many"
      assert.equal(want, lang.plural("ru", n), n)
    end
  end)

  it("writes a plural choice by its form", function()
    local text = "{n} {n:one=диск;few=диска;many=дисков;other=диска}"
    assert.equal("1 диск", lang.format("ru", text, { n = 1 }))
    assert.equal("3 диска", lang.format("ru", text, { n = 3 }))
    assert.equal("11 дисков", lang.format("ru", text, { n = 11 }))
    assert.equal("0,5 диска", lang.format("ru", text, { n = 0.5 }))
    assert.equal("1 move/s", lang.new("en"):t("play.speed", { rate = 1.0 }))
    assert.equal("0.5 moves/s", lang.new("en"):t("play.speed", { rate = 0.5 }))
  end)
end)

describe("hanoi.lang placeholders", function()
  it("fills named placeholders in whatever order a language writes them", function()
    assert.equal("disk 2 A -> C", lang.format("en", "disk {disk} {from} -> {to}",
      { disk = 2, from = "A", to = "C" }))
    assert.equal("CへAから2", lang.format("ja", "{to}へ{from}から{disk}",
      { disk = 2, from = "A", to = "C" }))
  end)

  it("refuses a text whose value is missing, rather than showing a brace", function()
    assert.has_error(function() lang.format("en", "peg {peg} is empty", {}) end)
    assert.has_error(function() lang.format("en", "{n:one=a;other=b}", { n = "x" }) end)
  end)

  it("names a language it does not have", function()
    assert.has_error(function() lang.new("xx") end,
      "bad argument #1 to 'new' (no language 'xx': one of " .. table.concat(lang.TAGS, ", ") .. ")")
  end)
end)

describe("hanoi.lang choosing the language", function()
  it("reads BCP 47 tags and POSIX locale names", function()
    local cases = {
      en = "en", ["en-GB"] = "en", de = "de", ["de-AT"] = "de", ["de_DE.UTF-8"] = "de",
      ["de_DE@euro"] = "de", ["ru_RU.KOI8-R"] = "ru", ja = "ja", ["ja_JP.eucJP"] = "ja",
      ["zh-Hant"] = "zh-Hant", ["zh-Hans"] = "zh-Hans", ["zh-TW"] = "zh-Hant",
      ["zh-HK"] = "zh-Hant", ["zh_TW.UTF-8"] = "zh-Hant", ["zh-Hant-TW"] = "zh-Hant",
      ["zh-CN"] = "zh-Hans", ["zh-SG"] = "zh-Hans", ["zh_CN.GB18030"] = "zh-Hans", zh = "zh-Hans",
      ["zh-Hans-HK"] = "zh-Hans", C = "en", POSIX = "en", ["C.UTF-8"] = "en",
    }
    for name, want in pairs(cases) do assert.equal(want, lang.match(name), name) end
    for _, name in ipairs { "fr_FR.UTF-8", "xx", "", "deutsch", "d", "de--" } do
      assert.is_nil(lang.match(name), name)
    end
  end)

  it("takes LC_ALL, then LC_MESSAGES, then LANG, the first one set", function()
    local function env(t) return function(name) return t[name] end end
    assert.equal("en", lang.from_env(env {}))
    assert.equal("de", lang.from_env(env { LANG = "de_DE.UTF-8" }))
    assert.equal("ru", lang.from_env(env { LANG = "de_DE.UTF-8", LC_MESSAGES = "ru_RU.UTF-8" }))
    assert.equal("ja", lang.from_env(env { LANG = "de_DE.UTF-8", LC_MESSAGES = "ru_RU.UTF-8",
      LC_ALL = "ja_JP.UTF-8" }))
    assert.equal("zh-Hant", lang.from_env(env { LC_ALL = "", LANG = "zh_TW.UTF-8" }))
    -- the first one set decides, even when it has no catalogue here
    assert.equal("en", lang.from_env(env { LC_ALL = "fr_FR.UTF-8", LANG = "de_DE.UTF-8" }))
    assert.equal("en", lang.from_env(env { LC_ALL = "C", LANG = "de_DE.UTF-8" }))
    assert.equal("en", lang.from_env(env { LANG = "POSIX" }))
  end)
end)

describe("the page to play's words", function()
  -- every key the page's markup and script name, read from their text
  local function read(name)
    local f = assert(io.open("lua/hanoi/web/page/" .. name, "rb"))
    local s = f:read("a")
    f:close()
    return s
  end
  local used = {}
  for key in read("play.html"):gmatch('data%-t[%w%-]*="([%w_.]+)"') do used[key] = true end
  for key in read("play.js"):gmatch('[TM]%("([%w_.]+)"') do used[key] = true end
  for key in read("play.js"):gmatch('"((p[la][ag][ye]%.[%w_.]+))"') do used[key] = true end

  it("come from the catalogue: every key the page names is in every language", function()
    local count = 0
    for key in pairs(used) do
      count = count + 1
      for _, tag in ipairs(lang.TAGS) do
        assert.is_string(lang.catalogue(tag)[key], tag .. " lacks " .. key)
      end
    end
    assert.is_true(count >= 80, "the page names " .. count .. " keys")
  end)

  it("are written into the page for every language, as the catalogue writes them", function()
    local hanoi = require "hanoi"
    local page = require("hanoi.render").html(hanoi.new(3), { lang = "ja" })
    assert.truthy(page:find('^<!DOCTYPE html>\n<html lang="ja"'))
    assert.truthy(page:find('"lang":"ja"', 1, true))
    local json = require("hanoi.render.html").json
    for _, tag in ipairs(lang.TAGS) do
      for key in pairs(used) do
        local text = lang.catalogue(tag)[key]
        assert.truthy(page:find(json(key) .. ":" .. json(text), 1, true), tag .. " " .. key)
      end
    end
    -- no language asked for: the browser's
    assert.is_nil(require("hanoi.render").html(hanoi.new(3)):find('"lang":"', 1, true))
  end)

  it("refuses a language the catalogue lacks", function()
    local hanoi = require "hanoi"
    local ok, err = pcall(require("hanoi.render").html, hanoi.new(3), { lang = "fr" })
    assert.is_false(ok)
    assert.truthy(err:find("field 'lang' must be one of " .. table.concat(lang.TAGS, ", ")
      .. ", got 'fr'", 1, true), err)
  end)
end)

describe("hanoi.game.words", function()
  it("says the C core's and the game's refusals in each language, pegs by letter", function()
    local words = require "hanoi.game.words"
    local hanoi = require "hanoi"
    for _, tag in ipairs(lang.TAGS) do
      local L = lang.new(tag)
      local s = hanoi.state("BAA")
      local _, bigger = s:can_move(1, 2)
      local _, empty = s:can_move(3, 1)
      local _, itself = s:can_move(2, 2)
      assert.equal(L:t("play.no.bigger", { disk = 2, below = 1 }), words.refusal(bigger, L))
      assert.equal(L:t("play.no.empty", { peg = "C" }), words.refusal(empty, L))
      assert.equal(L:t("play.no.itself", { peg = "B" }), words.refusal(itself, L))
      assert.equal(L:t("page.no.reached"), words.refusal("the goal is reached", L))
      -- a message without a text keeps its words, its pegs by letter
      assert.equal("no way from peg C", words.refusal("no way from peg 3", L))
    end
  end)
end)
