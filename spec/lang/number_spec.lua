-- hanoi.lang.number: each language writes numbers with CLDR's marks (de
-- 18.433 and 584,5; ru 18 433 with a no-break space and 584,5; en, ja, zh
-- 18,433 and 584.5), checked against a rule written here digit by digit
-- and, where node is installed, against the browser's own formatter
-- (Intl.NumberFormat, ICU's CLDR data), which the pages use.
local lang = require "hanoi.lang"

-- CLDR's decimal and group marks, written out from its tables
local DECIMAL = { en = ".", de = ",", ru = ",", ja = ".", ["zh-Hant"] = ".", ["zh-Hans"] = "." }
local GROUP = { en = ",", de = ".", ru = "\u{A0}", ja = ",", ["zh-Hant"] = ",", ["zh-Hans"] = "," }

-- a language written out above, or (one added since) the marks its entry in
-- hanoi.lang.LANGS gives, which the browser's formatter checks below
local function marks(tag)
  return DECIMAL[tag] or lang.MARKS[tag][1], GROUP[tag] or lang.MARKS[tag][2]
end

-- the rule: a group mark before every digit whose count of digits after
-- it (up to the decimal mark) is a positive multiple of three
local function by_rule(tag, digits, fraction, negative)
  local decimal, group = marks(tag)
  local out = {}
  for i = 1, #digits do
    out[#out + 1] = digits:sub(i, i)
    local after = #digits - i
    if after > 0 and after % 3 == 0 then out[#out + 1] = group end
  end
  local s = table.concat(out)
  if fraction then s = s .. decimal .. fraction end
  return (negative and "-" or "") .. s
end

describe("hanoi.lang.number", function()
  -- a reproducible spread of numbers: 1 to 19 digits, some with a fraction
  local cases = {}
  local seed = 12345
  for len = 1, 18 do
    for _ = 1, 4 do
      seed = (seed * 1103515245 + 12345) % 2147483648
      local digits = tostring(seed):rep(3):sub(1, len):gsub("^0+(%d)", "%1")
      cases[#cases + 1] = { digits = digits }
    end
  end
  cases[#cases + 1] = { digits = "18446744073709551615" }  -- past an integer: a string
  cases[#cases + 1] = { digits = "584", fraction = "5" }
  cases[#cases + 1] = { digits = "0", fraction = "25" }
  cases[#cases + 1] = { digits = "1234", fraction = "5", negative = true }

  for _, tag in ipairs(lang.TAGS) do
    it("groups and marks the decimals as CLDR does in " .. tag, function()
      for _, c in ipairs(cases) do
        local want = by_rule(tag, c.digits, c.fraction, c.negative)
        local text = (c.negative and "-" or "") .. c.digits .. (c.fraction and "." .. c.fraction or "")
        local v = math.tointeger(tonumber(text)) or (c.fraction and tonumber(text)) or text
        assert.equal(want, lang.number(tag, v), tag .. " " .. text)
        assert.equal(want, lang.number(tag, text), tag .. " the string " .. text)
      end
      -- a whole float as an integer; what is not a number stays as it is
      assert.equal(by_rule(tag, "2"), lang.number(tag, 2.0))
      assert.equal("1e+300", lang.number(tag, 1e300))
      assert.equal("A", lang.number(tag, "A"))
    end)
  end

  it("writes the issue's figures: 18.433 Züge, 584,5 Milliarden, 18 433 ходов", function()
    assert.equal("18.433", lang.number("de", 18433))
    assert.equal("584,5", lang.number("de", 584.5))
    assert.equal("18\u{A0}433", lang.number("ru", 18433))
    assert.equal("584,5", lang.number("ru", 584.5))
    assert.equal("18,433", lang.number("en", 18433))
    assert.equal("18,433", lang.number("ja", 18433))
    assert.equal("18,433", lang.number("zh-Hant", 18433))
  end)

  it("fills every number of a text that way (catalogue filling)", function()
    for _, tag in ipairs(lang.TAGS) do
      local L = lang.new(tag)
      local out = L:t("kit.table.four", { moves = 18433, hours = 5, minutes = 7, s = 13 })
      assert.truthy(out:find(by_rule(tag, "18433"), 1, true), tag .. ": " .. out)
      out = L:t("play.speed", { rate = 2.5 })
      assert.truthy(out:find(by_rule(tag, "2", "5"), 1, true), tag .. ": " .. out)
    end
  end)

  it("agrees with the browser's Intl.NumberFormat, where node is installed", function()
    local ok = os.execute("node --version >/dev/null 2>&1")
    if not ok then return pending("node is not installed") end
    local list = {}
    for _, c in ipairs(cases) do
      if #c.digits <= 15 then
        list[#list + 1] = (c.negative and "-" or "") .. c.digits .. (c.fraction and "." .. c.fraction or "")
      end
    end
    local script = os.tmpname()
    local f = assert(io.open(script, "w"))
    f:write("const tags = ", ('["%s"]'):format(table.concat(lang.TAGS, '","')), ";\n",
      "const xs = [", table.concat(list, ","), "];\n",
      "for (const t of tags) for (const x of xs) console.log(t + '\\t' + x + '\\t' +",
      " new Intl.NumberFormat(t, { maximumFractionDigits: 20 }).format(x));\n")
    f:close()
    local p = assert(io.popen("node " .. script))
    local n = 0
    for line in p:lines() do
      local tag, x, want = line:match("^(.-)\t(.-)\t(.*)$")
      local v = math.tointeger(tonumber(x)) or tonumber(x)
      assert.equal(want, lang.number(tag, v), tag .. " " .. x)
      n = n + 1
    end
    p:close()
    os.remove(script)
    assert.equal(#list * #lang.TAGS, n)
  end)
end)
