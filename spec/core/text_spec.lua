-- hanoi.text: what a terminal would obey is shown, never sent
local text = require "hanoi.text"

-- the independent check: no byte a terminal obeys is left (C0, DEL, C1
-- as UTF-8, or a string that is not UTF-8 at all)
local function harmless(s, keep)
  for i = 1, #s do
    local b = s:byte(i)
    if (b < 32 or b == 127) and not (keep and keep:find(string.char(b), 1, true)) then
      return false
    end
  end
  if not utf8.len(s) then return false end
  for _, c in utf8.codes(s) do
    if c >= 0x80 and c <= 0x9f then return false end
  end
  return true
end

describe("text.printable()", function()
  it("leaves printable text as it is, ASCII and UTF-8", function()
    for _, s in ipairs { "", "abc", "disk 1 from A to C", "é€𝄞 Ханой 河內塔" } do
      assert.equal(s, text.printable(s))
    end
  end)

  it("shows control characters in caret notation", function()
    assert.equal("^[]0;PWNED^G", text.printable("\27]0;PWNED\7"))
    assert.equal("^[[2J", text.printable("\27[2J"))
    assert.equal("a^@b^?", text.printable("a\0b\127"))
    assert.equal("x^Jy", text.printable("x\ny"))
  end)

  it("keeps the control characters it is told to keep", function()
    assert.equal("x\ny\t^[", text.printable("x\ny\t\27", "\n\t"))
  end)

  it("turns C1 controls and malformed UTF-8 into '?'", function()
    assert.equal("?[31m", text.printable("\194\155[31m"))   -- U+009B, CSI
    assert.equal("?", text.printable("\128"))
    assert.equal("é?", text.printable("é\169"))
    assert.equal("???", text.printable("\237\160\128"))       -- a surrogate
  end)

  it("leaves nothing a terminal obeys, for every byte pair and random strings", function()
    for a = 0, 255 do
      for _, b in ipairs { 0, 27, 65, 128, 155, 191, 194, 224, 255 } do
        local s = string.char(a, b)
        assert.is_true(harmless(text.printable(s)), ("%q"):format(s))
      end
    end
    local rnd = 12345
    for _ = 1, 2000 do
      local t = {}
      for i = 1, 12 do
        rnd = (rnd * 1103515245 + 12345) % 2147483648
        t[i] = string.char(rnd % 256)
      end
      local s = table.concat(t)
      assert.is_true(harmless(text.printable(s)), ("%q"):format(s))
      assert.is_true(harmless(text.printable(s, "\n"), "\n"), ("%q"):format(s))
    end
  end)

  it("takes any value, running no metamethod", function()
    local t = setmetatable({}, { __tostring = function() error("ran") end })
    assert.equal("table", text.printable(t))
    assert.equal("12", text.printable(12))
    assert.equal("nil", text.printable(nil))
  end)
end)

describe("text.quote()", function()
  it("quotes the printable form", function()
    assert.equal("'^[[31mZ'", text.quote("\27[31mZ"))
  end)
end)
