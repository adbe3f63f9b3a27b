-- hanoi.lang.join and hanoi.lang.comma: a list as each language writes
-- it, and the pages that carry the comma for their lists.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local lang = require "hanoi.lang"

-- the comma of each language, as its writers use it (CLDR's list
-- patterns: ", " in en, de, ru; the ideographic comma, no space, in ja
-- and Chinese)
local WANT = { en = ", ", de = ", ", ru = ", ", ja = "、", ["zh-Hant"] = "、",
  ["zh-Hans"] = "、" }

describe("hanoi.lang.join", function()
  it("has a comma for every language", function()
    for _, tag in ipairs(lang.TAGS) do
      assert.equal(WANT[tag], lang.comma(tag), tag)
    end
  end)

  it("joins a list by the language's comma, numbers as the language writes them", function()
    for _, tag in ipairs(lang.TAGS) do
      local c = WANT[tag]
      assert.equal("1" .. c .. "2" .. c .. "3", lang.join(tag, { 1, 2, 3 }), tag)
      assert.equal("", lang.join(tag, {}), tag)
      assert.equal("A", lang.join(tag, { "A" }), tag)
      assert.equal(lang.number(tag, 18433) .. c .. "B", lang.join(tag, { 18433, "B" }), tag)
    end
    assert.equal("18.433, 2", lang.join("de", { 18433, 2 }))
    assert.equal("18\u{A0}433, 2", lang.join("ru", { 18433, 2 }))
    assert.equal("3、2、1", lang.join("ja", { 3, 2, 1 }))
  end)
end)

describe("the pages' lists", function()
  -- the data of the pages is JSON with its keys in order (hanoi.render.html's json)
  local function object(t)
    local keys, parts = {}, {}
    for key in pairs(t) do keys[#keys + 1] = key end
    table.sort(keys)
    for i, key in ipairs(keys) do parts[i] = ('"%s":"%s"'):format(key, t[key]) end
    return "{" .. table.concat(parts, ",") .. "}"
  end

  it("carry each language's comma: the game's page (the playback page writes no list)", function()
    local hanoi = require "hanoi"
    local render = require "hanoi.render"
    local want = '"comma":' .. object(WANT)
    assert.truthy(render.html(hanoi.new(3), { play = true }):find(want, 1, true), want)
  end)

  it("carry it in the lesson's words for each language (the page's own and the engine's)", function()
    local lesson = require "hanoi.web.lesson"
    for _, tag in ipairs(lang.TAGS) do
      assert.equal(WANT[tag], lesson.words(tag).comma, tag)
    end
    local page = require("hanoi.cli.lesson").page
    assert.truthy(page("ja"):find('"comma":"、"', 1, true))
    assert.truthy(page("de"):find('"comma":", "', 1, true))
    assert.falsy(page("de"):find('"comma":"、"', 1, true))
  end)
end)
