-- One word per term and one register per language, as docs/glossary.md
-- says and the native-level review of the catalogues asked: Russian says
-- ты (never вы), свободный стержень for the spare peg, по правилам for a
-- legal move, программа проверки for the kit, поле for a board; Japanese writes every
-- sentence in です/ます (captions, buttons, key words, headings, the code's
-- comments and the lines of a trace stay short dictionary forms, as
-- Japanese software writes them), moves with 動かす (never the shogi verb
-- 指す), monks as 僧侶; Chinese says 步 for a move and 步驟/步骤 for a
-- stepper's step, and no chess board (棋盤/棋盘), simplified script quoting
-- “…” (「…」 is the traditional script's); German says Strg, one
-- spare peg (freier Stab), Aufrufstapel and Aufrufbaum.
local lang = require "hanoi.lang"

-- the catalogue's texts as a sorted list of {key, text}
local function texts(tag)
  local out = {}
  for key, text in pairs(lang.catalogue(tag)) do
    if type(text) == "string" then out[#out + 1] = { key, text } end
  end
  table.sort(out, function(a, b) return a[1] < b[1] end)
  assert.is_true(#out > 600, tag)
  return out
end

-- the texts of `tag` that contain any of `words` (plain strings)
local function having(tag, words)
  local found = {}
  for _, kt in ipairs(texts(tag)) do
    for _, w in ipairs(words) do
      if kt[2]:find(w, 1, true) then found[#found + 1] = kt[1] .. ": " .. w end
    end
  end
  return found
end

-- the words of a Russian text, in lower case
local function ru_words(text)
  local out = {}
  local word = {}
  local function flush()
    if #word > 0 then out[#out + 1] = utf8.char(table.unpack(word)) end
    word = {}
  end
  for _, c in utf8.codes(text) do
    if c >= 0x410 and c <= 0x42F then c = c + 32 end
    if c == 0x401 then c = 0x451 end
    if (c >= 0x430 and c <= 0x44F) or c == 0x451 then word[#word + 1] = c else flush() end
  end
  flush()
  return out
end

describe("Russian", function()
  it("says ты all through: no вы, вас, вам, ваш in any text", function()
    local vy = {}
    for _, w in ipairs { "вы", "вас", "вам", "вами", "ваш", "ваша", "ваше", "ваши", "вашего", "вашей",
      "вашему", "вашим", "вашими", "ваших", "вашу" } do vy[w] = true end
    -- (the detector itself: a sentence in вы is found, one in ты is not)
    local function formal(text)
      for _, w in ipairs(ru_words(text)) do if vy[w] then return w end end
    end
    assert.equal("ваша", formal("Замените строку: ваша функция верна"))
    assert.equal("вы", formal("Может быть, Вы имели в виду"))
    assert.is_nil(formal("Попробуй ещё раз: твоя функция верна"))
    local found = {}
    for _, kt in ipairs(texts("ru")) do
      local w = formal(kt[2])
      if w then found[#found + 1] = kt[1] .. ": " .. w end
    end
    assert.same({}, found)
  end)

  it("has one word for the spare peg, for a legal move and for the kit", function()
    assert.same({}, having("ru", { "запасн", "дополнительн", "законн", "разрешённ", "набор", "доск", "Доск" }))
    -- and the word it has is used
    local free = having("ru", { "свободн" })
    assert.is_true(#free >= 10, #free .. " texts say свободный")
    assert.is_true(#having("ru", { "по правилам" }) >= 10)
    assert.is_true(#having("ru", { "программ" }) >= 10)
  end)
end)

-- the keys of Japanese texts that are captions: a label, a button, a key
-- word, a tooltip, a heading, a code comment, a line of a trace or a
-- stepper, a list of commands; their words may end in dictionary form
local CAPTION = {
  "^play%.key%.", "^page%.btn%.", "^page%.tip%.", "^page%.opt%.", "^page%.label", "^watch%.",
  "^kit%.code%.", "^kit%.lesson%.head%.", "^kit%.lesson%.ui%.", "^kit%.lesson%.starter",
  "^kit%.at%.", "^kit%.step%.return", "^kit%.trace%.", "^kit%.ltrace%.", "^kit%.lstep%.",
  "^kit%.summary%.", "^kit%.fix%.", "^kit%.move", "^line%.help", "^page%.help", "^kit%.help",
  "^kit%.banner", "^play%.ev%.move", "^play%.mark", "^play%.light", "^kit%.report%.raised",
}
-- (the lesson's messages among its labels are sentences)
local MESSAGES = { "deadline", "ccall", "applied", "clickhow", "taphow", "fixhead", "stale", "surrogate",
  "wrongempty", "wrongmove", "notproven" }
local function caption(key)
  for _, m in ipairs(MESSAGES) do if key == "kit.lesson.ui." .. m then return false end end
  for _, p in ipairs(CAPTION) do if key:find(p) then return true end end
  return false
end

-- the end of each sentence of a Japanese text: before each 。 and at its
-- end (the lines of a paragraph joined, a closing parenthesis, the marks
-- after the words and a trailing placeholder set aside)
local function ja_ends(text)
  local flat = text:gsub("\n", "")
  local ends = {}
  local function add(s)
    s = s:gsub("%s+$", "")
    -- a parenthesis or a placeholder at the end is no predicate
    local prev
    repeat
      prev = s
      s = s:gsub("%b()$", ""):gsub("（[^（）]*）$", ""):gsub("{[^{}]*}$", ""):gsub("[%s:!?！？、]+$", "")
    until s == prev
    if s ~= "" then ends[#ends + 1] = s end
  end
  local from = 1
  while true do
    local a, b = flat:find("。", from, true)
    if not a then break end
    add(flat:sub(from, a - 1))
    from = b + 1
  end
  add(flat:sub(from))
  return ends
end

-- a sentence that ends in a plain predicate: a verb's dictionary or past
-- form, ない, だ, a volitional (〜よう, 〜そう)
local POLITE = { "ます", "ません", "ました", "ましょう", "です", "でした", "でしょう", "ください" }
local PLAIN = { "る", "た", "ない", "だ", "よう", "そう", "ろう", "こう", "おう", "う", "く", "す", "つ",
  "ぶ", "む", "ぬ", "ぐ" }
local NOUN = { "ずつ", "など", "ごと", "とおり", "どおり", "1つ", "2つ", "一つ", "二つ" }
local function plain_end(s)
  local function ends_with(x) return s:sub(-#x) == x end
  for _, p in ipairs(POLITE) do if ends_with(p) then return nil end end
  for _, p in ipairs(NOUN) do if ends_with(p) then return nil end end
  for _, p in ipairs(PLAIN) do if ends_with(p) then return p end end
end

describe("Japanese", function()
  it("writes every sentence in です/ます (captions in dictionary form)", function()
    -- (the detector: a plain sentence is found, a polite one is not)
    assert.is_truthy(plain_end(ja_ends("円盤{disk}はもう{peg}にある")[1]))
    assert.is_truthy(plain_end(ja_ends("ちがう({why})。もう一度: ")[1]))
    assert.is_truthy(plain_end(ja_ends("{n}枚の円盤を動かそう。毎回")[1]))
    assert.is_nil(plain_end(ja_ends("円盤{disk}はもう{peg}にあります")[1]))
    assert.is_nil(plain_end(ja_ends("停止: 呼び出しが{open}個になりました(max_depth = {max} を超えた)。n = {ns}")[1]))
    assert.is_nil(plain_end(ja_ends("1ステップずつ")[1]))
    local found = {}
    for _, kt in ipairs(texts("ja")) do
      if not caption(kt[1]) then
        for _, s in ipairs(ja_ends(kt[2])) do
          local p = plain_end(s)
          if p then found[#found + 1] = kt[1] .. ": ..." .. s:sub(-24) end
        end
      end
    end
    assert.same({}, found)
  end)

  it("moves with 動かす, names the monks 僧侶, and keeps one word each", function()
    assert.same({}, having("ja", { "指す", "指し", "修道僧", "でたらめ", "セーブ", "クリア", "局面", "ルート" }))
    -- 僧 only in 僧侶
    local bare = {}
    for _, kt in ipairs(texts("ja")) do
      if kt[2]:gsub("僧侶", ""):find("僧", 1, true) then bare[#bare + 1] = kt[1] end
    end
    assert.same({}, bare)
    assert.is_true(#having("ja", { "動か" }) >= 10)
  end)
end)

describe("Chinese", function()
  it("says 步 for a move, 步驟/步骤 for a stepper's step, and no chess board", function()
    for tag, word in pairs { ["zh-Hant"] = "步驟", ["zh-Hans"] = "步骤" } do
      local c = lang.catalogue(tag)
      assert.truthy(c["kit.step.line"]:find(word, 1, true), tag)
      assert.falsy(c["kit.step.line"]:find("第{step}步", 1, true), tag)
      assert.is_true(#having(tag, { word }) >= 10, tag)
    end
    assert.same({}, having("zh-Hant", { "棋盤", "類型", "換你來下", "每屏" }))
    assert.same({}, having("zh-Hans", { "棋盘", "二进位", "存档", "读档", "计算机", "「", "」" }))
  end)
end)

describe("German", function()
  it("says Strg, freier Stab, Aufrufstapel and Aufrufbaum", function()
    assert.same({}, having("de", { "Ctrl", "Hilfsstab", "zusätzlichen Stab", "zusätzlicher Stab",
      "Stapel der Rahmen", "Baum der Aufrufe" }))
    assert.is_true(#having("de", { "freie" }) >= 10)
  end)
end)
