-- The lesson page's paragraphs (hanoi lesson) in every language: each one
-- of the catalogue (keys "kit.lesson.<section>"), the English ones the
-- kit's texts.LESSON, and in the other languages written in that language
-- (not the English text, the language's script in it) and wrapped for a
-- terminal of 80 columns by display width.
local texts = require "hanoi.teach.texts"
local lang = require "hanoi.lang"
local width = require "hanoi.lang.width"

local SECTIONS = { "puzzle", "counting", "recursion", "yours", "methods", "parity", "graph", "four",
  "quiz", "history" }
-- every language but English (hanoi.lang's one list)
local OTHERS = { table.unpack(lang.TAGS, 2) }

-- a character of each language's script; German: a letter beyond ASCII or
-- one of its commonest short words
local SCRIPT = {
  de = function(s) return s:find("[\195][\132\150\156\159\164\182\188]") or s:find("%f[%a]der%f[%A]")
    or s:find("%f[%a]die%f[%A]") or s:find("%f[%a]und%f[%A]") end,
  ru = function(s) return s:find("[\208\209][\128-\191]") end,
  ja = function(s) return s:find("\227[\129\130][\128-\191]") end,
  ["zh-Hant"] = function(s) return s:find("[\228-\233][\128-\191][\128-\191]") end,
  ["zh-Hans"] = function(s) return s:find("[\228-\233][\128-\191][\128-\191]") end,
}

describe("the lesson page's paragraphs", function()
  it("are the catalogue's, the English ones texts.LESSON's", function()
    local en = lang.catalogue("en")
    for _, name in ipairs(SECTIONS) do
      local text = en["kit.lesson." .. name]
      assert.is_string(text, name)
      assert.are.equal(text, texts.LESSON[name], name)
      assert.are.equal(text, texts.lesson("en")[name], name)
    end
  end)

  for _, tag in ipairs(OTHERS) do
    it("are written in " .. tag .. ", every line within 80 columns", function()
      local words = texts.lesson(tag)
      for _, name in ipairs(SECTIONS) do
        local text = words[name]
        assert.is_string(text, name)
        assert.are_not.equal(texts.LESSON[name], text, name)
        if SCRIPT[tag] then assert.truthy(SCRIPT[tag](text), tag .. " " .. name) end
        -- no placeholder: the page shows the text as it is
        assert.is_nil(text:find("[{}]"), name)
        for line in (text .. "\n"):gmatch("([^\n]*)\n") do
          assert.truthy(width.of(line) <= 80, tag .. " " .. name .. ": " .. line)
        end
      end
    end)
  end

  it("keeps the formulas and names that are the same in every language", function()
    local keep = { counting = { "M(n) = 2 M(n-1) + 1", "2^n - 1" }, parity = { "6 - a - b", "xor" },
      yours = { "solve(n, from, to, via, move)", "move(from, to)", ".lua" },
      history = { "La Tour d'Hanoi", "Professor N. Claus (de Siam)", "Lucas", "1883", "2014" },
      four = { "Frame", "Stewart" } }
    -- Russian and Japanese write the names in their own script
    local own = { ru = { four = { "Фрейм", "Стюарт" } }, ja = { four = { "フレーム", "スチュワート" } } }
    for _, tag in ipairs(OTHERS) do
      local words = texts.lesson(tag)
      for name, pieces in pairs(keep) do
        pieces = own[tag] and own[tag][name] or pieces
        -- the terminal's line breaks are the browser's spaces
        local text = words[name]:gsub("\n", " ")
        for _, piece in ipairs(pieces) do
          assert.truthy(text:find(piece, 1, true), tag .. " " .. name .. ": " .. piece)
        end
      end
    end
  end)
end)
