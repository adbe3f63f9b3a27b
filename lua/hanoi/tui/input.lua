--- Input of the terminal game (internal to `hanoi.tui`): the bytes read
-- from the terminal become keys and mouse events.
--
-- Keys are strings: a printable character stands for itself ("a", "3",
-- "B", a UTF-8 character), other keys have names ("up", "down", "left",
-- "right", "enter", "space", "backspace", "esc", "ctrl-c", "ctrl-d",
-- "ctrl-u", "ctrl-w", "ctrl-z"), and anything else (an unknown escape
-- sequence, another control character, bytes that are not UTF-8) is
-- shown as `hanoi.text.printable` shows it ("^[[15~", "^A", "?"): a key
-- is always safe to print. A mouse report (SGR form, as terminals send it
-- with modes 1000, 1002 and 1006: `ESC [ < b ; x ; y M` for a press, `m`
-- for a release) becomes a table `{mouse = true, button = 0 (left) | 1 |
-- 2 | 64 (wheel up) | 65, x = column, y = row, press = boolean, motion =
-- boolean}` (x and y count from 1); one whose numbers are past 65535
-- (no terminal is that large) is an unknown key.
-- @module hanoi.tui.input

local printable = require("hanoi.text").printable

local tonumber, type, error = tonumber, type, error
local tointeger = math.tointeger

_ENV = nil -- no globals past this point

local input = {}

local NAMES = {
  ["\27[A"] = "up", ["\27[B"] = "down", ["\27[C"] = "right", ["\27[D"] = "left",
  ["\27OA"] = "up", ["\27OB"] = "down", ["\27OC"] = "right", ["\27OD"] = "left",
  ["\r"] = "enter", ["\n"] = "enter", [" "] = "space", ["\127"] = "backspace",
  ["\8"] = "backspace", ["\27"] = "esc", ["\3"] = "ctrl-c", ["\4"] = "ctrl-d",
  ["\21"] = "ctrl-u", ["\23"] = "ctrl-w", ["\26"] = "ctrl-z",
}

-- the end of the escape sequence starting at i (a CSI: ESC [ then
-- parameter bytes, then one final byte; SS3: ESC O and one byte); nil
-- when the bytes stop before it ends
local function sequence_end(bytes, i)
  local nxt = bytes:sub(i + 1, i + 1)
  if nxt == "[" then
    local j = i + 2
    while j <= #bytes and bytes:sub(j, j):match("[%d;<?=>]") do j = j + 1 end
    if j > #bytes then return nil end
    return j
  elseif nxt == "O" then
    if i + 2 > #bytes then return nil end
    return i + 2
  elseif nxt == "" then
    return nil
  end
  return i                                   -- Esc, then another key
end

local MOUSE_MAX = 65535          -- the largest button code and coordinate taken

local function number(digits)
  local v = #digits <= 5 and tointeger(tonumber(digits))
  return v and v <= MOUSE_MAX and v or nil
end

local function mouse(seq)
  local b, x, y, kind = seq:match("^\27%[<(%d+);(%d+);(%d+)([Mm])$")
  if not b then return nil end
  b, x, y = number(b), number(x), number(y)
  if not (b and x and y) then return nil end
  return { mouse = true, button = b & ~(4 | 8 | 16 | 32), x = x, y = y,
           press = kind == "M", motion = b & 32 ~= 0 }
end

-- a key as shown: named, or a character that prints as itself, or what
-- `printable` makes of anything else
local function key_of(seq)
  return NAMES[seq] or printable(seq)
end

-- the keys and mouse events in bytes; with `final` false, an escape
-- sequence cut off at the end is returned apart, to be completed
local function decode(bytes, final)
  local out, i = {}, 1
  while i <= #bytes do
    local c = bytes:sub(i, i)
    local seq
    if c == "\27" then
      local j = sequence_end(bytes, i)
      if j then
        seq = bytes:sub(i, j)
      elseif i == #bytes then
        seq = c                              -- Esc alone
      elseif final then
        seq = bytes:sub(i)                   -- cut off: one unknown key
      else
        return out, bytes:sub(i)
      end
    elseif c:byte() >= 0xC0 then             -- a UTF-8 character: one key
      local len, j = c:byte() >= 0xF0 and 4 or c:byte() >= 0xE0 and 3 or 2, i + 1
      while j < i + len and j <= #bytes and bytes:byte(j) >= 0x80 and bytes:byte(j) < 0xC0 do
        j = j + 1
      end
      seq = bytes:sub(i, j - 1)
    else
      seq = c
    end
    out[#out + 1] = mouse(seq) or key_of(seq)
    i = i + #seq
  end
  return out, ""
end

--- A decoder: a function that takes the bytes of one read and returns the
-- keys and mouse events in them, in order. An escape sequence cut off at
-- the end of a read is kept for the next call; a lone Esc at the very end
-- is the Esc key (`hanoi.term.readkey` waits for the rest of a sequence
-- before it returns).
-- @treturn function
function input.decoder()
  local pending = ""
  return function(bytes)
    if type(bytes) ~= "string" then
      error(("bad argument #1 to 'decoder' (string expected, got %s)"):format(type(bytes)), 2)
    end
    local out
    out, pending = decode(pending .. bytes, false)
    return out
  end
end

--- Splits the bytes of one read into keys and mouse events (see the
-- module description); an escape sequence cut off at the end is one
-- unknown key.
-- @tparam string bytes
-- @treturn {string|table,...}
function input.keys(bytes)
  if type(bytes) ~= "string" then
    error(("bad argument #1 to 'keys' (string expected, got %s)"):format(type(bytes)), 2)
  end
  return (decode(bytes, true))
end

--- The peg a key names on k pegs: `1`..`9`, or a capital peg letter;
-- nil for other keys.
-- @tparam string|table key
-- @tparam int k
-- @treturn int|nil
function input.keypeg(key, k)
  if type(key) ~= "string" then return nil end
  local d = key:match("^[1-9]$")
  if d then d = tonumber(d); return d <= k and d or nil end
  local p = key:match("^[A-Z]$") and (key:byte() - 64)
  if p and p <= k then return p end
end

return input
