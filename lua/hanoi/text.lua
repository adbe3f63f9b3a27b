--- Text for people: any string made safe to print on a terminal.
-- A terminal obeys the control characters it is sent: ESC starts a
-- sequence that can move the cursor, clear the screen, set the window's
-- title or switch mouse reporting on. Whatever came from outside the
-- program (a typed argument, a file's content or name, the message of an
-- error raised by someone else's code) goes through `text.printable`
-- before it is echoed, so that it is shown, never obeyed.
-- @module hanoi.text

local type, tostring, error, ipairs = type, tostring, error, ipairs
local byte, char, format, gsub = string.byte, string.char, string.format, string.gsub
local min = math.min
local utf8 = utf8

_ENV = nil -- no globals past this point

local text = {}

-- caret notation for the C0 controls and DEL: ESC is ^[, BEL ^G, DEL ^?
local function caret(c)
  local b = byte(c)
  if b == 127 then return "^?" end
  return "^" .. char(b + 64)
end

-- The invisible format characters that change what text around them
-- looks like: the bidirectional controls (U+202A..U+202E, U+2066..U+2069,
-- the marks U+200E, U+200F and U+061C), which can show a name or a message
-- backwards ("Trojan Source"), and the invisible ones that make two names
-- look the same (U+200B, U+2060..U+2064, U+206A..U+206F, U+FEFF,
-- U+180E). The joiners U+200C and U+200D stay: scripts and emoji need them.
local INVISIBLE = { [0x061C] = true, [0x180E] = true, [0x200B] = true, [0x200E] = true,
  [0x200F] = true, [0xFEFF] = true }
for cp = 0x202A, 0x202E do INVISIBLE[cp] = true end
for cp = 0x2060, 0x2064 do INVISIBLE[cp] = true end
for cp = 0x2066, 0x206F do INVISIBLE[cp] = true end

-- One UTF-8 character (a lead byte and its continuation bytes): kept when
-- well formed, but for the C1 controls U+0080..U+009F, which some
-- terminals obey as ESC sequences; otherwise one '?' a byte.
local function multibyte(seq)
  local b1, b2 = byte(seq, 1, 2)
  local len = b1 >= 240 and 4 or b1 >= 224 and 3 or 2
  if #seq ~= len then return ("?"):rep(#seq) end
  if b1 == 194 and b2 <= 159 then return "?" end     -- C1 control
  if b1 == 224 and b2 < 160 then return "???" end    -- overlong
  if b1 == 237 and b2 >= 160 then return "???" end   -- surrogate
  if b1 == 240 and b2 < 144 then return "????" end   -- overlong
  if b1 == 244 and b2 >= 144 then return "????" end  -- past U+10FFFF
  local cp = utf8.codepoint(seq)
  if INVISIBLE[cp] then return format("<U+%04X>", cp) end
  return seq
end

--- `s` with everything a terminal would obey shown instead: the control
-- characters as caret notation (`^[` for ESC, `^G` for BEL, `^?` for
-- DEL), the C1 controls and bytes that are not well-formed UTF-8 as `?`,
-- the invisible format characters that reorder or hide text (the
-- bidirectional controls such as U+202E) as `<U+202E>`.
-- Characters listed in `keep` (say `"\n"` or `"\n\t"`) stay as they are.
-- A value that is not a string is converted with `tostring` first (no
-- metamethod runs: tables and userdata show their type).
-- @param s the text (any value)
-- @tparam[opt] string keep control characters to leave as they are
-- @treturn string
function text.printable(s, keep)
  if keep ~= nil and type(keep) ~= "string" then
    error(format("bad argument #2 to 'printable' (string expected, got %s)", type(keep)), 2)
  end
  if type(s) ~= "string" then
    if type(s) == "number" or type(s) == "boolean" or s == nil then
      s = tostring(s)
    else
      return type(s)
    end
  end
  s = gsub(s, "[%z\1-\31\127]", function(c)
    if keep and keep:find(c, 1, true) then return c end
    return caret(c)
  end)
  -- stray continuation bytes and bytes that never start a character
  s = gsub(s, "[\128-\255][\128-\191]*", function(seq)
    local b1 = byte(seq)
    if b1 >= 194 and b1 <= 244 then
      local len = b1 >= 240 and 4 or b1 >= 224 and 3 or 2
      if #seq <= len then return multibyte(seq) end
      return multibyte(seq:sub(1, len)) .. ("?"):rep(#seq - len)
    end
    return ("?"):rep(#seq)
  end)
  return s
end

--- `text.printable(s)` in single quotes, for a message that names what the
-- user gave: `unknown command 'x^[[31m'`.
-- @param s the text
-- @treturn string
function text.quote(s)
  return format("'%s'", text.printable(s))
end

--- A value a message echoes back to its user: `text.printable(s)`, cut to
-- its first 80 characters with "..." after them (a pasted page of text is
-- not written back whole).
-- @param s the text (any value)
-- @treturn string
function text.echo(s)
  s = text.printable(s)
  local cut = utf8.offset(s, 81)
  if cut and cut <= #s then s = s:sub(1, cut - 1) .. "..." end
  return s
end

-- ---- the names near a misspelt one ----

-- the optimal string alignment distance (Damerau-Levenshtein: a swap of
-- two neighbours is one edit), the measure behind spelling suggestions
local function distance(a, b)
  local la, lb = #a, #b
  local d = {}
  for i = 0, la do d[i] = { [0] = i } end
  for j = 0, lb do d[0][j] = j end
  for i = 1, la do
    for j = 1, lb do
      local cost = byte(a, i) == byte(b, j) and 0 or 1
      local x = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if i > 1 and j > 1 and byte(a, i) == byte(b, j - 1) and byte(a, i - 1) == byte(b, j) then
        x = min(x, d[i - 2][j - 2] + 1)
      end
      d[i][j] = x
    end
  end
  return d[la][lb]
end

--- How far apart two names are, case aside, when near enough to be a slip
-- of the fingers (one edit, two for names of six letters or more).
-- @tparam string name the name typed
-- @tparam string cand a defined name
-- @treturn int|nil the distance, nil when they are farther apart
function text.nearness(name, cand)
  local d = distance(name:lower(), cand:lower())
  if d > (#name >= 6 and 2 or 1) then return nil end
  return d
end

--- The name of `list` nearest to `name` by `text.nearness` (ties to the
-- first in the list), or nil when none is near enough or `name` is one.
-- @tparam string name the name typed
-- @tparam {string,...} list the defined names
-- @treturn string|nil
function text.nearest(name, list)
  local best, bestd
  for _, cand in ipairs(list) do
    if cand == name then return nil end
    local d = text.nearness(name, cand)
    if d and (not bestd or d < bestd) then best, bestd = cand, d end
  end
  return best
end

return text
