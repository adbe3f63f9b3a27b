--- A small JSON encoder (RFC 8259), for the JSON output of the `hanoi`
-- command: one document, written in pieces so that a long array (the
-- layers of a large breadth-first search) is never built as one Lua table.
--
-- * Strings are UTF-8: `"`, `\` and the control characters U+0000..U+001F
--   and U+007F are escaped (`\n`, `\t`, ... or `\u00XX`), and so are
--   U+2028 and U+2029 (legal JSON, but not legal in older JavaScript). A
--   byte that does not belong to a valid UTF-8 sequence (stray
--   continuation bytes, overlong forms, surrogates, past U+10FFFF) becomes
--   U+FFFD, one per byte, so any Lua string gives valid JSON.
-- * Integers are written exactly. A float is written with the fewest
--   digits that read back to the same double; NaN and the infinities
--   have no JSON form and are an error.
-- * `json.number("123...")` marks a decimal string (the exact big numbers
--   of `hanoi.count` and `hanoi.count_paths` past 2^63 - 1) to be written
--   as a JSON number, digit for digit. JSON puts no limit on a number's
--   digits, but a parser that reads numbers as doubles (JavaScript's,
--   lua-cjson, dkjson) rounds those past 2^53; Python's `json` and jq 1.7
--   keep them exact.
-- * A table whose keys are 1..n (n >= 1) is an array; a table with
--   string keys is an object, its keys in sorted order unless
--   `json.object(t, order)` gives one; an empty table is `{}` and
--   `json.array{}` is `[]`; `json.null` is `null`. Other keys (a mix,
--   floats, holes), cycles, functions, userdata are errors that name
--   where the value is (`$.layers[3]`).
-- @module hanoi.json

local type, pairs, ipairs, tostring, tonumber, error, setmetatable, getmetatable, select =
  type, pairs, ipairs, tostring, tonumber, error, setmetatable, getmetatable, select
local math_type, huge = math.type, math.huge
local concat, sort = table.concat, table.sort
local format, char = string.format, string.char
local utf8_len = utf8.len

local json = {}

local NUMBER, ARRAY, OBJECT = {}, {}, {}   -- metatables of the marked values

--- The JSON `null`.
json.null = setmetatable({}, { __tostring = function() return "null" end })

local MAX_DEPTH = 1000

_ENV = nil -- no globals past this point

local function fail(path, msg)
  error(format("bad argument #1 to 'encode' (%s at %s)", msg, path), 0)
end

--- Marks a number to be written as a JSON number: an integer or a finite
-- float as it is, or a decimal string of digits (an optional `-`, no
-- leading zero) written digit for digit.
-- @tparam integer|number|string x
-- @return a value `encode` writes as a number
function json.number(x)
  if type(x) == "number" then return x end
  if type(x) ~= "string" or not (x:match("^%-?[1-9]%d*$") or x == "0") then
    error(format("bad argument #1 to 'number' (a number or a decimal string expected, got %s)",
      type(x) == "string" and format("%q", x) or type(x)), 2)
  end
  return setmetatable({ digits = x }, NUMBER)
end

--- Marks an array: a table `t` (its elements 1..`t.n` or 1..#t; `{}`
-- gives `[]`), or `n` elements made on demand by `get(i)` (a nil from
-- `get` is `null`), so that a long array is written without being built.
-- @tparam table|integer t
-- @tparam[opt] function get
function json.array(t, get)
  if get ~= nil then return setmetatable({ n = t, get = get }, ARRAY) end
  return setmetatable({ n = t.n or #t, get = function(i) return t[i] end }, ARRAY)
end

--- Marks an object whose keys are written in the order of the array
-- `order` (keys of `t` missing from it follow, sorted).
-- @tparam table t string keys
-- @tparam {string,...} order
function json.object(t, order)
  return setmetatable({ t = t, order = order }, OBJECT)
end

local ESCAPES = { ['"'] = '\\"', ["\\"] = "\\\\", ["\b"] = "\\b", ["\f"] = "\\f",
                  ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t" }
for c = 0, 31 do
  local ch = char(c)
  if not ESCAPES[ch] then ESCAPES[ch] = format("\\u%04x", c) end
end
ESCAPES["\127"] = "\\u007f"

-- s with each byte outside valid UTF-8 replaced by U+FFFD; utf8.len in
-- its strict form refuses overlong forms, surrogates and code points
-- past U+10FFFF and says where the first bad byte is
local function valid_utf8(s)
  if utf8_len(s) then return s end
  local out, i = {}, 1
  while i <= #s do
    local ok, bad = utf8_len(s, i)
    if ok then out[#out + 1] = s:sub(i); break end
    out[#out + 1] = s:sub(i, bad - 1)
    out[#out + 1] = "\239\191\189"
    i = bad + 1
  end
  return concat(out)
end

local function quote(s)
  s = valid_utf8(s):gsub('[\0-\31"\\\127]', ESCAPES)
  s = s:gsub("\226\128\168", "\\u2028"):gsub("\226\128\169", "\\u2029")
  return '"' .. s .. '"'
end

-- the shortest decimal form of a finite float that reads back the same
local function float(x, path)
  if x ~= x then fail(path, "NaN has no JSON form") end
  if x == huge or x == -huge then fail(path, format("%s has no JSON form", tostring(x))) end
  for digits = 1, 17 do
    local s = format("%." .. digits .. "g", x)
    if tonumber(s) == x then
      if not s:find("[%.eEn]") then s = s .. ".0" end
      return s
    end
  end
  return format("%.17g", x)
end

-- whether t's keys are exactly 1..n, n >= 1; returns n
local function sequence(t)
  local n = 0
  for k in pairs(t) do
    if math_type(k) ~= "integer" or k < 1 then return nil end
    n = n + 1
  end
  for i = 1, n do if t[i] == nil then return nil end end
  return n > 0 and n or nil
end

local encode

local function encode_object(t, order, put, path, seen, depth)
  local keys, listed = {}, {}
  for _, k in ipairs(order or {}) do
    if t[k] ~= nil and not listed[k] then keys[#keys + 1] = k; listed[k] = true end
  end
  local rest = {}
  for k in pairs(t) do
    if type(k) ~= "string" then
      fail(path, format("a table with keys of type %s (neither 1..n nor strings)",
        math_type(k) or type(k)))
    end
    if not listed[k] then rest[#rest + 1] = k end
  end
  sort(rest)
  for _, k in ipairs(rest) do keys[#keys + 1] = k end
  put("{")
  for i, k in ipairs(keys) do
    if i > 1 then put(",") end
    put(quote(k), ":")
    encode(t[k], put, path .. "." .. k, seen, depth + 1)
  end
  put("}")
end

local function encode_array(n, get, put, path, seen, depth)
  put("[")
  for i = 1, n do
    if i > 1 then put(",") end
    local v = get(i)
    if v == nil then put("null")
    else encode(v, put, format("%s[%d]", path, i), seen, depth + 1) end
  end
  put("]")
end

function encode(v, put, path, seen, depth)
  local t = type(v)
  if t == "string" then put(quote(v))
  elseif t == "boolean" then put(v and "true" or "false")
  elseif t == "number" then
    put(math_type(v) == "integer" and format("%d", v) or float(v, path))
  elseif t == "table" then
    if v == json.null then put("null"); return end
    local mt = getmetatable(v)
    if mt == NUMBER then put(v.digits); return end
    if seen[v] then fail(path, "a table that contains itself") end
    if depth > MAX_DEPTH then fail(path, "tables nested more than " .. MAX_DEPTH .. " deep") end
    seen[v] = true
    if mt == ARRAY then encode_array(v.n, v.get, put, path, seen, depth)
    elseif mt == OBJECT then encode_object(v.t, v.order, put, path, seen, depth)
    else
      local n = sequence(v)
      if n then encode_array(n, function(i) return v[i] end, put, path, seen, depth)
      else encode_object(v, nil, put, path, seen, depth) end
    end
    seen[v] = nil
  else
    fail(path, "a " .. t .. " has no JSON form")
  end
end

--- Writes `v` as JSON through `write(s)`, in pieces of a few KiB.
-- @param v the value
-- @tparam function write called with each piece, in order
-- @raise `bad argument #1 to 'encode' (... at $.path)` for a value with
--   no JSON form; what was written before it is not taken back
function json.write(v, write)
  local buf, n, size = {}, 0, 0
  local function put(...)
    for i = 1, select("#", ...) do
      local s = select(i, ...)
      n = n + 1
      buf[n] = s
      size = size + #s
    end
    if size >= 8192 then
      write(concat(buf, "", 1, n))
      n, size = 0, 0
    end
  end
  encode(v, put, "$", {}, 0)
  if n > 0 then write(concat(buf, "", 1, n)) end
end

--- `v` as a JSON text.
-- @param v the value
-- @treturn string
function json.encode(v)
  local out = {}
  json.write(v, function(s) out[#out + 1] = s end)
  return concat(out)
end

return json
