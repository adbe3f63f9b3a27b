-- The kit's line breaking (hanoi.teach.show.wrap): no line over 80
-- columns, nothing lost, and a Chinese or Japanese line broken where those
-- languages break one (beside a wide character, never before a comma or
-- full stop, never after an opening bracket), not only at spaces.

local show = require "hanoi.teach.show"
local width = require "hanoi.lang.width"

-- marks as whole characters (a Lua character class would match their bytes)
local function marks(list)
  local set = {}
  for c in list:gmatch("[\194-\244][\128-\191]*") do set[c] = true end
  return set
end
local NO_START, NO_END = marks("，。、；：？！）」』…"), marks("（「『")
local function first(s) return s:match("^[%z\1-\127\194-\244][\128-\191]*") end
local function last(s) return s:match("[\194-\244][\128-\191]*$") or s:sub(-1) end

-- the lines of a wrapped text, and the text again without the breaks
local function lines_of(text)
  local out = {}
  for line in (text .. "\n"):gmatch("(.-)\n") do out[#out + 1] = line end
  return out
end

local function unbroken(lines)
  local parts = {}
  for i, line in ipairs(lines) do parts[i] = i == 1 and line or line:gsub("^    ", "") end
  return table.concat(parts)
end

describe("the kit's line breaking", function()
  local zh = ("把较小的圆盘先移到空闲的柱子上，然后移动最大的圆盘，最后把较小的圆盘放回去。"):rep(3)
  local ja = ("小さい円盤を先に空いている棒へ移し、いちばん大きい円盤を動かしてから、小さい円盤を戻します。"):rep(3)

  for name, text in pairs({ zh = zh, ja = ja }) do
    it("breaks a " .. name .. " line without spaces beside a wide character", function()
      local lines = lines_of(show.wrap(text))
      assert.is_true(#lines >= 3, #lines .. " lines")
      for i, line in ipairs(lines) do
        assert.is_true(width.of(line) <= show.WIDTH, "line " .. i .. " is " .. width.of(line) .. " columns")
        if i > 1 then
          local rest = line:gsub("^    ", "")
          assert.is_nil(NO_START[first(rest)], "line " .. i .. " starts with a mark: " .. rest)
        end
        if i < #lines then assert.is_nil(NO_END[last(line)], "line " .. i .. " ends open: " .. line) end
        -- a full line: the break is not left far before the end
        if i < #lines then assert.is_true(width.of(line) >= show.WIDTH - 6, line) end
      end
      assert.equal(text, unbroken(lines))
    end)
  end

  it("keeps a mark with the character before it", function()
    -- 40 wide characters (80 columns) then a comma: the comma would start
    -- the next line, so the 40th character goes there with it
    local text = ("字"):rep(40) .. "，" .. ("字"):rep(10)
    local lines = lines_of(show.wrap(text))
    assert.equal(2, #lines)
    assert.equal(("字"):rep(39), lines[1])
    assert.equal("    字，" .. ("字"):rep(10), lines[2])
  end)

  it("still breaks English at its last space and keeps a call on one line", function()
    local text = ("word "):rep(14) .. "then solve(n - 1, from, via, to) is right"
    local lines = lines_of(show.wrap(text))
    for _, line in ipairs(lines) do assert.is_true(#line <= show.WIDTH) end
    assert.truthy(table.concat(lines, "\n"):find("solve(n - 1, from, via, to)", 1, true))
    assert.equal(text, (table.concat(lines, " "):gsub("  +", " ")))
  end)
end)
