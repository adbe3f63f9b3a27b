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
-- (no terminal is that large) is an unknown key. An escape sequence
-- longer than 64 bytes is none a terminal sends: its first 64 bytes are
-- one unknown key and the rest of it is dropped, so that decoding is
-- linear in the bytes read, whatever is pasted.
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

local SEQ_MAX = 64              -- the longest escape sequence taken whole
local PARAMS = "[^%d;<?=>]"     -- what ends the parameter bytes of a CSI

-- the end of the escape sequence starting at i (a CSI: ESC [ then
-- parameter bytes, then one final byte; SS3: ESC O and one byte); nil
-- when the bytes stop before it ends; false when it runs past SEQ_MAX
-- bytes (then skip_long drops the rest: no byte is looked at more than
-- twice, however long the run)
local function sequence_end(bytes, i)
  local nxt = bytes:sub(i + 1, i + 1)
  if nxt == "[" then
    local j = bytes:find(PARAMS, i + 2)
    if (j or #bytes + 1) - i >= SEQ_MAX then return false end
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

-- past the rest of a sequence too long to keep (from i): the index after
-- its final byte, or nil when the bytes end first
local function skip_long(bytes, i)
  local j = bytes:find(PARAMS, i)
  return j and j + 1
end

-- the keys and mouse events in bytes; with `final` false, an escape
-- sequence cut off at the end is returned apart, to be completed. With
-- `skipping`, the bytes start inside a sequence too long to keep: the
-- rest of it is dropped first. Returns the keys, the bytes kept for the
-- next call and whether it is still skipping.
local function decode(bytes, final, skipping)
  local out, i = {}, 1
  if skipping then
    i = skip_long(bytes, 1)
    if not i then return out, "", true end
  end
  while i <= #bytes do
    local c = bytes:sub(i, i)
    local seq
    if c == "\27" then
      local j = sequence_end(bytes, i)
      if j == false then
        -- too long for a key: its start is one unknown key, the rest goes
        out[#out + 1] = printable(bytes:sub(i, i + SEQ_MAX - 1))
        i = skip_long(bytes, i + SEQ_MAX)
        if not i then return out, "", true end
      elseif j then
        seq = bytes:sub(i, j)
      elseif i == #bytes then
        seq = c                              -- Esc alone
      elseif final then
        seq = bytes:sub(i)                   -- cut off: one unknown key
      else
        return out, bytes:sub(i), false
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
    if seq then
      out[#out + 1] = mouse(seq) or key_of(seq)
      i = i + #seq
    end
  end
  return out, "", false
end

--- A decoder: a function that takes the bytes of one read and returns the
-- keys and mouse events in them, in order. An escape sequence cut off at
-- the end of a read is kept for the next call; a lone Esc at the very end
-- is the Esc key (`hanoi.term.readkey` waits for the rest of a sequence
-- before it returns). What is kept is at most 64 bytes: the work of a
-- call is linear in the bytes it is given.
-- @treturn function
function input.decoder()
  local pending, skipping = "", false
  return function(bytes)
    if type(bytes) ~= "string" then
      error(("bad argument #1 to 'decoder' (string expected, got %s)"):format(type(bytes)), 2)
    end
    local out
    out, pending, skipping = decode(pending .. bytes, false, skipping)
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
