--- Display width: the columns a terminal gives a UTF-8 string. East Asian
-- Wide and Fullwidth characters (East_Asian_Width W or F) take two
-- columns, combining marks and format characters none, every other
-- character one; SGR colour sequences ("\27[...m") take none; a byte that
-- is no part of a well-formed character counts one (it is shown as "?").
-- The ranges come from the Unicode Character Database (`widths`, made by
-- tools/gen-width.lua). Padding, truncating and wrapping by these widths.
-- @module hanoi.lang.width

local ranges = require "hanoi.lang.widths"

local byte, sub, find, rep = string.byte, string.sub, string.find, string.rep
local schar, unpack = string.char, table.unpack
local utf8_len, codes = utf8.len, utf8.codes
local type, error, math_huge, floor, math_type = type, error, math.huge, math.floor, math.type

-- a byte that is no printable ASCII character; a run of printable ASCII
local NOT_PLAIN, PLAIN_RUN = "[^\32-\126]", "^[\32-\126]+"

_ENV = nil -- no globals past this point

local width = {}

-- whether code point c lies in one of the ranges of `list`
local function within(list, c)
  local lo, hi = 1, #list // 2
  while lo <= hi do
    local mid = (lo + hi) // 2
    if c < list[2 * mid - 1] then hi = mid - 1
    elseif c > list[2 * mid] then lo = mid + 1
    else return true end
  end
  return false
end
local WIDE, ZERO = ranges.wide, ranges.zero

-- the columns of code point c, from the ranges
local function looked_up(c)
  if c < 32 or (c >= 0x7F and c < 0xA0) then return 0 end
  if c < 0x300 then return 1 end
  if within(ZERO, c) then return 0 end
  if within(WIDE, c) then return 2 end
  return 1
end

-- The widths of the code points below CACHED, a block of 256 at a time:
-- blocks[k] is a string whose byte j + 1 is the width of k * 256 + j,
-- made the first time a character of the block is measured (at most 768
-- blocks of 256 bytes; the planes past the second are looked up each time)
local CACHED = 0x30000
local blocks = {}
local function block(k)
  local w = {}
  for j = 0, 255 do w[j + 1] = looked_up(k * 256 + j) end
  local b = schar(unpack(w))
  blocks[k] = b
  return b
end

--- The columns of one code point: 0, 1 or 2 (controls count 0).
-- @tparam int c
-- @treturn int
function width.char(c)
  if math_type(c) == "integer" and c >= 0 and c < CACHED then
    local k = c >> 8
    return byte(blocks[k] or block(k), (c & 0xFF) + 1)
  end
  return looked_up(c)
end
local char_width = width.char

-- the next unit of s at byte i: its end, its code point (nil for an SGR
-- sequence, -1 for a stray byte)
local function step(s, i)
  local b = byte(s, i)
  if b == 27 then
    local _, e = find(s, "^\27%[[%d;]*m", i)
    if e then return e, nil end
    return i, 27
  end
  if b < 0x80 then return i, b end
  local len = b >= 0xF0 and b < 0xF5 and 4 or b >= 0xE0 and 3 or b >= 0xC2 and b < 0xE0 and 2 or 1
  if len == 1 then return i, -1 end
  local c = b & (0x7F >> len)
  for j = i + 1, i + len - 1 do
    local t = byte(s, j)
    if not t or t < 0x80 or t > 0xBF then return i, -1 end
    c = (c << 6) | (t & 0x3F)
  end
  return i + len - 1, c
end

local function check(s, fname)
  if type(s) ~= "string" then
    error(("bad argument #1 to '%s' (string expected, got %s)"):format(fname, type(s)), 3)
  end
end

--- The columns of a string as a terminal shows it.
-- @tparam string s
-- @treturn int
function width.of(s)
  check(s, "of")
  -- printable ASCII takes a column a byte: the whole string at once where
  -- it is all such, else each run of it (the characters between decoded)
  if not find(s, NOT_PLAIN) then return #s end
  -- well-formed UTF-8 with no escape: its characters as utf8.codes reads
  -- them (what step reads of such a string)
  if not find(s, "\27", 1, true) and utf8_len(s) then
    local w = 0
    for _, c in codes(s) do w = w + char_width(c) end
    return w
  end
  local w, i, n = 0, 1, #s
  while i <= n do
    local _, e = find(s, PLAIN_RUN, i)
    if e then
      w = w + (e - i + 1)
    else
      local c
      e, c = step(s, i)
      if c then w = w + (c < 0 and 1 or char_width(c)) end
    end
    i = e + 1
  end
  return w
end
local of = width.of

--- The longest start of `s` at most `cols` columns wide (a wide character
-- that would cross the edge is left out), and its width.
-- @tparam string s
-- @tparam int cols
-- @treturn string
-- @treturn int
function width.truncate(s, cols)
  check(s, "truncate")
  if not find(s, NOT_PLAIN) then -- a column a byte
    if not (cols < #s) then return s, #s end
    local k = cols >= 0 and floor(cols) or 0
    return sub(s, 1, k), k
  end
  local w, i = 0, 1
  while i <= #s do
    local e, c = step(s, i)
    local cw = c and (c < 0 and 1 or char_width(c)) or 0
    if w + cw > cols then return sub(s, 1, i - 1), w end
    w = w + cw
    i = e + 1
  end
  return s, w
end

--- `s` padded with spaces on the right to `cols` columns (longer strings
-- are returned as they are).
-- @tparam string s
-- @tparam int cols
-- @treturn string
function width.pad(s, cols)
  local w = of(s)
  return w < cols and s .. rep(" ", cols - w) or s
end

--- `s` padded with spaces on the left to `cols` columns.
-- @tparam string s
-- @tparam int cols
-- @treturn string
function width.lpad(s, cols)
  local w = of(s)
  return w < cols and rep(" ", cols - w) .. s or s
end

--- `s` cut into lines of at most `cols` columns: at a space when one is
-- in the second half of the line, else between two characters (East
-- Asian text has no spaces between words). At most `most` lines: the last
-- one is cut at the edge.
-- @tparam string s
-- @tparam int cols at least 2
-- @tparam[opt] int most
-- @treturn {string,...}
function width.wrap(s, cols, most)
  check(s, "wrap")
  local out = {}
  most = most or math_huge
  while of(s) > cols and #out < most - 1 do
    local head = width.truncate(s, cols)
    local cut = #head
    -- a space in the second half of the line, or just after it
    local j = cut + 1
    while j > 1 and j > #head // 2 do
      if byte(s, j) == 32 then cut = j - 1; break end
      j = j - 1
    end
    if cut == 0 then cut = #head end
    if cut == 0 then -- not even one character fits
      local e = step(s, 1)
      cut = e
    end
    out[#out + 1] = sub(s, 1, cut)
    s = sub(s, cut + 1):gsub("^ +", "")
  end
  out[#out + 1] = (width.truncate(s, cols))
  return out
end

return width
