-- The page that plays a solution back, as hanoi.render.html and `hanoi
-- html N --lang L` write it: its lang attribute and title in the language
-- asked for (without one: English; `hanoi html`: the environment's),
-- every word of its own ("watch." keys) carried for every language (the
-- picker's) as hanoi.lang fills it, a language it does not speak refused.
-- (test/browser/watch_lang_browser.lua reads the page in Chromium.)
local render = require "hanoi.render"
local lang = require "hanoi.lang"

describe("the playback page's languages", function()
  it("writes the lang attribute and the title in the language asked for", function()
    for _, tag in ipairs(lang.TAGS) do
      local doc = render.html({ n = 4, k = 3 }, { lang = tag })
      local head = '<!DOCTYPE html>\n<html lang="' .. tag .. '"'
      assert.are.equal(head, doc:sub(1, #head))
      local title = lang.new(tag):t("watch.title", { disks = 4, pegs = 3, moves = 15 })
      assert.truthy(doc:find("<title>" .. title .. "</title>", 1, true), tag)
      assert.truthy(doc:find('"lang":"' .. tag .. '"', 1, true))
    end
    -- a title given stays as it is
    assert.truthy(render.html({ n = 2 }, { lang = "de", title = "x" }):find("<title>x</title>", 1,
      true))
  end)

  it("carries every word of the page in every language, filled", function()
    local doc = render.html({ n = 3 })
    assert.truthy(doc:find('"lang":"en"', 1, true))       -- none asked: English
    local data = doc:match("var D = (.-);\n")
    for _, tag in ipairs(lang.TAGS) do
      local tr = lang.new(tag)
      for key, text in pairs(lang.catalogue(tag)) do
        if key:find("^watch%.") and not next(lang.placeholders(text)) then
          local json = require("hanoi.json").encode(text)
          assert.truthy(data:find(json, 1, true), tag .. " " .. key)
        end
      end
      local title = tr:t("watch.title", { disks = 3, pegs = 3, moves = 7 })
      assert.truthy(data:find(require("hanoi.json").encode(title), 1, true), tag .. " title")
    end
  end)

  it("refuses a language it does not speak", function()
    local ok, err = pcall(render.html, { n = 3 }, { lang = "fr" })
    assert.is_false(ok)
    assert.truthy(err:find("bad argument #2 to 'html' (field 'lang' must be one of", 1, true))
    ok, err = pcall(render.html, { n = 3 }, { lang = 7 })
    assert.is_false(ok)
    assert.truthy(err:find("field 'lang' must be a string", 1, true))
  end)

  it("is written by hanoi html N --lang L", function()
    local p = io.popen("LC_ALL= LC_MESSAGES= LANG=C.UTF-8 ./bin/hanoi html 3 --lang ru 2>&1")
    local doc = p:read("a")
    p:close()
    assert.truthy(doc:find('^<!DOCTYPE html>\n<html lang="ru"'))
    assert.truthy(doc:find('"lang":"ru"', 1, true))
    assert.truthy(doc:find("<title>" .. lang.new("ru"):t("watch.title",
      { disks = 3, pegs = 3, moves = 7 }) .. "</title>", 1, true))
    -- without --lang, the environment's language
    p = io.popen("LC_ALL= LC_MESSAGES= LANG=de_DE.UTF-8 ./bin/hanoi html 3 2>&1")
    doc = p:read("a")
    p:close()
    assert.truthy(doc:find('^<!DOCTYPE html>\n<html lang="de"'))
    assert.truthy(doc:find('"lang":"de"', 1, true))
  end)
end)
