-- Chinese punctuation in the Chinese catalogues (the game's and the kit's):
-- between Chinese words a text writes the full-width marks ，：；（）？！
-- and 。, never the ASCII , : ; ( ) ? ! and . of Latin text. Code keeps its
-- ASCII: what is in backticks, the placeholders ({n}, {n:other=}), a call
-- and its arguments (teach.check(solve), {move}({from}, {to}), 2^(d-1)),
-- a parameter list ((n, {said})), the names of a code listing's lines
-- ((0) to (4), as its comments write them), a quoted key ('q'), the
-- columns of a help text (a gap of two spaces or more ends a phrase), and
-- the location Lua puts before an error ("stdin:4: ...").
local lang = require "hanoi.lang"

-- a Chinese character or kana (no punctuation)
local function han(c)
  if not c then return false end
  return (c >= 0x4E00 and c <= 0x9FFF) or (c >= 0x3400 and c <= 0x4DBF) or (c >= 0xF900 and c <= 0xFAFF)
    or (c >= 0x3040 and c <= 0x30FF) or (c >= 0x20000 and c <= 0x2FFFF)
end
-- a Chinese character, kana or a full-width mark (、。「」，：（）...)
local function cjk(c)
  if not c then return false end
  return han(c) or (c >= 0x3000 and c <= 0x303F) or (c >= 0xFF01 and c <= 0xFF60)
end

local B = string.byte
local function ascii_word(c)
  return c and c < 128 and (string.char(c):match("[%w_]") ~= nil)
end

--- The ASCII marks of `text` that stand between Chinese words: a list of
-- {position (in characters), the mark, a few characters around it}.
local function misplaced(text)
  -- Lua's location before an error stays as Lua writes it
  text = text:gsub("^stdin:[%d:]* ", ""):gsub("^{where}: ", "")
  local s = {}
  for _, c in utf8.codes(text) do s[#s + 1] = c end
  local n = #s
  local code, ph = {}, {}
  local i = 1
  while i <= n do
    local c = s[i]
    if c == B "`" then
      local j = i + 1
      while j <= n and s[j] ~= B "`" do j = j + 1 end
      for k = i, math.min(j, n) do code[k] = true end
      i = j + 1
    elseif c == B "{" then
      local j = i + 1
      while j <= n and s[j] ~= B "}" do j = j + 1 end
      for k = i, math.min(j, n) do ph[k] = true end
      i = j + 1
    elseif c == B "(" and i + 2 <= n and s[i + 1] >= B "0" and s[i + 1] <= B "9" and s[i + 2] == B ")" then
      for k = i, i + 2 do code[k] = true end
      i = i + 3
    elseif c == B "'" and i + 2 <= n and s[i + 2] == B "'" then
      for k = i, i + 2 do code[k] = true end
      i = i + 3
    else
      i = i + 1
    end
  end
  -- the nearest character that is no space and no placeholder; nothing
  -- past a gap of two spaces
  local function real(at, step)
    local k = at + step
    while k >= 1 and k <= n and (s[k] == 32 or ph[k]) do
      if s[k] == 32 and s[k + step] == 32 then return nil end
      k = k + step
    end
    return s[k]
  end
  -- parentheses: pairs outside code; a call's (or a formula's, or a
  -- parameter list's) are code
  local stack, prose = {}, {}
  for k = 1, n do
    if not code[k] and not ph[k] then
      if s[k] == B "(" then
        stack[#stack + 1] = k
      elseif s[k] == B ")" and #stack > 0 then
        local a = table.remove(stack)
        local inner = false
        for m = a + 1, k - 1 do if han(s[m]) then inner = true end end
        local prev = s[a - 1]
        local call
        if prev == B "}" then
          local m = a - 1
          while m >= 1 and s[m] ~= B "{" do m = m - 1 end
          local name = utf8.char(table.unpack(s, m, a - 1))
          call = not name:find(":", 1, true) and not inner
        elseif prev == B "^" then
          call = true
        elseif ascii_word(prev) or prev == B "]" then
          local m = a - 1
          while m >= 1 and s[m] < 128 and (ascii_word(s[m]) or string.char(s[m]):match("[%.:%[%]]")) do
            m = m - 1
          end
          local word = utf8.char(table.unpack(s, m + 1, a - 1))
          call = not inner or word:find("[%.:]") ~= nil
        else
          call = false
        end
        local content = a + 1 <= k - 1 and utf8.char(table.unpack(s, a + 1, k - 1)) or ""
        if content:match("^%s*[%a_][%w_]*%s*,") then call = true end
        if call then
          for m = a, k do code[m] = true end
        elseif inner or han(real(a, -1)) or han(real(k, 1)) then
          prose[a], prose[k] = true, true
        end
      end
    end
  end
  local out = {}
  local function around(k)
    return utf8.char(table.unpack(s, math.max(1, k - 6), math.min(n, k + 6)))
  end
  for k = 1, n do
    if not code[k] and not ph[k] then
      local c = s[k]
      if prose[k] then
        out[#out + 1] = { k, utf8.char(c), around(k) }
      elseif c == B "," or c == B ":" or c == B ";" or c == B "?" or c == B "!" then
        local function near(step)
          local r = real(k, step)
          -- a paren of prose counts as the full-width one it must be
          if r == B "(" or r == B ")" then
            local m = k + step
            while s[m] == 32 or ph[m] do m = m + step end
            if prose[m] then return 0x3000 end
          end
          return r
        end
        -- (a text that starts with a mark is a piece the kit puts after
        -- a Chinese sentence: "；print 只会显示文字")
        if k == 1 or cjk(near(-1)) or cjk(near(1)) then out[#out + 1] = { k, utf8.char(c), around(k) } end
      elseif c == B "." and han(s[k - 1]) and (k == n or s[k + 1] == 32 or s[k + 1] == 10 or han(s[k + 1])) then
        out[#out + 1] = { k, ".", around(k) }
      end
    end
  end
  return out
end

describe("the detector of ASCII marks between Chinese words", function()
  it("finds each in prose", function()
    local bad = {
      ["第{m}步: 圆盘{disk}"] = ":", ["{what}到了{peg},不是{target}"] = ",",
      ["移到哪里?"] = "?", ["答错可以再试一次;'?'显示答案"] = ";", ["完成了!"] = "!",
      ["{message}(第{line}行)"] = "(", ["还在执行 (max_seconds = {seconds})"] = "(",
      ["（超过 max_depth = {max}）,n = {ns}"] = ",", ["被调用了.再试"] = ".",
      ["移动 s(+1 是向右一根)"] = "(", ["{own}步{own:other=}({moves}),但"] = "(",
      ["数字 (d) 到"] = "(", [";print 只会显示文字"] = ";",
    }
    for text, mark in pairs(bad) do
      local found = misplaced(text)
      assert.is_true(#found >= 1, text)
      assert.equal(mark, found[1][2], text)
    end
  end)

  it("leaves code, placeholders, numbers and columns alone", function()
    local good = {
      "s()走下一步，s:back()退回一步", "'?'显示答案，'q'结束。", "第{m}步：圆盘{disk}从{from}到{to}",
      "它必须移动最大的圆盘，{move}({from}, {to})。", "比如 `if {n} == 0 then return end`。",
      "第一次在第 2^(d-1) 步", "是 m xor (m >> 1)：一种数法", "它好像按 (n, {said}) 接收柱子",
      "(0) 刚被调用，(1) 在第一次调用中", "  max_memory (MiB)   其他限制",
      "s = teach.stepper(n [, method 或 opts])：一次一步", "stdin:4: {name} 是变量",
      "{where}: {name} 是第 {line} 行 for 循环的变量", "{n:one=;other=}1,000 个",
      "0 A>B, 1 A>C, 2 B>A", "（{sizes}时正确）", "teach.check(solve, {max_seconds = 30})",
    }
    for _, text in ipairs(good) do
      local found = misplaced(text)
      assert.equal(0, #found, text .. ": " .. (found[1] and found[1][3] or ""))
    end
  end)
end)

describe("the Chinese catalogues", function()
  for _, tag in ipairs { "zh-Hans", "zh-Hant" } do
    it("write " .. tag .. "'s texts with full-width marks between Chinese words", function()
      local c = lang.catalogue(tag)
      local keys, bad = {}, {}
      for key in pairs(c) do keys[#keys + 1] = key end
      table.sort(keys)
      assert.is_true(#keys > 600, tag)
      local checked = 0
      for _, key in ipairs(keys) do
        local text = c[key]
        if type(text) == "string" then
          checked = checked + 1
          for _, f in ipairs(misplaced(text)) do
            bad[#bad + 1] = ("%s: '%s' in ...%s..."):format(key, f[2], f[3])
          end
        end
      end
      assert.is_true(checked > 600, tag)
      assert.same({}, bad)
    end)
  end
end)
