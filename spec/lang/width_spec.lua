-- hanoi.lang.width: the columns a terminal gives a string, checked by
-- hand on ASCII, East Asian text, combining marks and wide punctuation,
-- and code point by code point against the Unicode Character Database.
local width = require "hanoi.lang.width"

local UCD = "/usr/share/unicode"

local function readable(path)
  local f = io.open(path)
  if f then f:close() end
  return f ~= nil
end

describe("hanoi.lang.width", function()
  it("counts ASCII one column a character", function()
    assert.equal(0, width.of(""))
    assert.equal(5, width.of("hanoi"))
    assert.equal(80, width.of(("x"):rep(80)))
  end)

  it("counts East Asian wide characters two columns", function()
    assert.equal(6, width.of("日本語"))
    assert.equal(8, width.of("漢諾塔AB"))
    assert.equal(10, width.of("ハノイの塔"))
    assert.equal(4, width.of("한글"))
  end)

  it("counts wide punctuation two columns, halfwidth forms one", function()
    assert.equal(2, width.of("、"))
    assert.equal(2, width.of("。"))
    assert.equal(4, width.of("「」"))
    assert.equal(2, width.of("！"))          -- U+FF01 FULLWIDTH EXCLAMATION MARK
    assert.equal(2, width.of("Ａ"))          -- U+FF21 FULLWIDTH LATIN CAPITAL LETTER A
    assert.equal(1, width.of("ｱ"))           -- U+FF71 HALFWIDTH KATAKANA LETTER A
    assert.equal(2, width.of("　"))          -- U+3000 IDEOGRAPHIC SPACE
  end)

  it("counts combining marks none", function()
    assert.equal(1, width.of("e\204\129"))                 -- e + U+0301
    assert.equal(width.of("é"), width.of("e\204\129"))
    assert.equal(4, width.of("Zu\204\136ge"))               -- u + U+0308
    assert.equal(2, width.of("か\227\130\153"))             -- か + U+3099 (voicing mark)
    assert.equal(1, width.of("и\204\134"))                  -- и + U+0306
  end)

  it("counts Cyrillic and Latin letters with accents one column", function()
    assert.equal(8, width.of("стержень"))
    assert.equal(6, width.of("Stäbe!"))
  end)

  it("counts colour sequences none and a stray byte one", function()
    assert.equal(2, width.of("\27[1;31mab\27[0m"))
    assert.equal(3, width.of("a\255b"))
  end)

  it("agrees with EastAsianWidth.txt and UnicodeData.txt for every code point they list",
    function()
      if not readable(UCD .. "/EastAsianWidth.txt") then
        pending("the unicode-data package is not installed")
        return
      end
      local wide = {}
      for line in io.lines(UCD .. "/EastAsianWidth.txt") do
        local lo, hi, w = line:match("^(%x+)%.%.(%x+)%s*;%s*(%a+)")
        if not lo then lo, w = line:match("^(%x+)%s*;%s*(%a+)"); hi = lo end
        if lo then
          for c = tonumber(lo, 16), tonumber(hi, 16) do wide[c] = (w == "W" or w == "F") end
        end
      end
      local checked = 0
      for line in io.lines(UCD .. "/UnicodeData.txt") do
        local cp, cat = line:match("^(%x+);[^;]*;(%a%a);")
        local c = tonumber(cp, 16)
        if cat and cat ~= "Cc" and cat ~= "Cs" and not (c >= 0x1160 and c <= 0x11FF) then
          local want = (cat == "Mn" or cat == "Me" or (cat == "Cf" and c ~= 0xAD)) and 0
            or wide[c] and 2 or 1
          if width.char(c) ~= want then
            error(("U+%04X (%s): %d columns, the database says %d"):format(c, cat,
              width.char(c), want))
          end
          checked = checked + 1
        end
      end
      assert.is_true(checked > 30000)
    end)

  it("truncates and pads by columns, never splitting a character", function()
    assert.equal("日本", (width.truncate("日本語", 5)))
    assert.equal("日本語", (width.truncate("日本語", 6)))
    assert.equal("ab", (width.truncate("ab", 5)))
    assert.equal("日本 ", width.pad("日本", 5))
    assert.equal(" 日本", width.lpad("日本", 5))
    assert.equal("日本語", width.pad("日本語", 4))
  end)

  -- A text of ASCII alone is measured at once, well-formed UTF-8 character
  -- by character, anything else unit by unit: each way must give the sum
  -- of its pieces' widths, each piece's width known on its own.
  it("measures a text made of pieces as the sum of the pieces", function()
    local pieces = {
      { "a", 1 }, { "hanoi ", 6 }, { "~", 1 }, { "\t", 0 }, { "\0", 0 }, { "\127", 0 },
      { "\27[1;31m", 0 }, { "\27[", 1 }, { "日", 2 }, { "ｱ", 1 }, { "é", 1 },
      { "e\204\129", 1 }, { "и", 1 }, { "\u{1F600}", 2 }, { "\u{200B}", 0 },
      { "\255", 1 }, { "\192", 1 }, { "\226\128", 2 },   -- stray bytes: one each
    }
    local rng = 12345
    local function random(n) rng = (rng * 1103515245 + 12345) % 2147483648; return rng % n + 1 end
    local wrong
    for _ = 1, 3000 do
      local parts, want = {}, 0
      for i = 1, random(12) - 1 do
        local p = pieces[random(#pieces)]
        parts[i], want = p[1], want + p[2]
      end
      local s = table.concat(parts)
      if width.of(s) ~= want then wrong = wrong or ("%q: %d, not %d"):format(s, width.of(s), want) end
    end
    assert.is_nil(wrong)
    -- ASCII alone, cut at every number of columns: its first bytes
    for _, cols in ipairs({ -3, 0, 1, 2.5, 5, 7, 1 / 0, -1 / 0 }) do
      local k = math.max(0, math.min(5, cols == cols and math.floor(cols) or 5))
      assert.same({ ("hanoi"):sub(1, k), k }, { width.truncate("hanoi", cols) }, tostring(cols))
    end
  end)

  it("wraps at spaces, or between East Asian characters, every line within the width", function()
    local texts = {
      "the computer made 12 of the moves: best results count games played by hand",
      "Компьютер сделал 12 ходов: рекорды считают только игры вручную, без помощи",
      "12手はコンピューターが動かしました。記録は自分で解いたゲームだけです。" ..
        "もう一度試してみよう。",
      "有12步是電腦走的: 最佳紀錄只算自己動手的遊戲，再試一次吧，加油！",
    }
    for _, text in ipairs(texts) do
      for cols = 6, 40, 7 do
        local lines = width.wrap(text, cols)
        for _, l in ipairs(lines) do
          assert.is_true(width.of(l) <= cols, ("%q at %d"):format(l, cols))
        end
        -- nothing lost but the spaces at the breaks
        assert.equal(text:gsub(" ", ""), table.concat(lines):gsub(" ", ""))
      end
    end
    assert.same({ "the quick", "brown fox" }, width.wrap("the quick brown fox", 10))
    assert.same({ "日本語の", "文章" }, width.wrap("日本語の文章", 8))
    assert.same({ "日本語の", "文章です" }, width.wrap("日本語の文章ですね", 8, 2))
  end)

  it("refuses what is not a string", function()
    assert.has_error(function() width.of(nil) end,
      "bad argument #1 to 'of' (string expected, got nil)")
  end)
end)
