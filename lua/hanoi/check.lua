--- Argument and option checking for the Lua modules of `hanoi`.
--
-- One format for every error, Lua's own:
-- `bad argument #2 to 'trace' (unknown option 'returns')`, raised at the
-- caller of the public function. `depth` (default 0) counts the frames
-- between the public function and the call of a checker, for checkers
-- called from a helper of the public function.
-- @module hanoi.check

local type, error, pairs, tostring = type, error, pairs, tostring
local mtype, huge, tointeger = math.type, math.huge, math.tointeger
local format, concat = string.format, table.concat

_ENV = nil -- no globals past this point

local check = {}

--- Raises `bad argument #i to 'fname' (msg)` for the caller of `fname`.
-- @tparam int i the argument's position
-- @tparam string fname the public function's name
-- @tparam string msg what is wrong
-- @tparam[opt=0] int depth frames between `fname` and this call
function check.argerror(i, fname, msg, depth)
  error(format("bad argument #%d to '%s' (%s)", i, fname, msg), 3 + (depth or 0))
end
local argerror = check.argerror

--- A set from a list of names: `check.set{"n", "k"}` is `{n = true, k = true}`.
-- @tparam {string,...} list
-- @treturn table
function check.set(list)
  local s = {}
  for i = 1, #list do s[list[i]] = true end
  return s
end

local EMPTY = {}

--- Checks an options table: nil (none given: an empty table, not to be
-- changed) or a table whose every key is in `known` (a set).
-- @param opts the value given
-- @tparam int i its argument position
-- @tparam string fname the public function's name
-- @tparam table known the set of option names
-- @tparam[opt=0] int depth
-- @treturn table opts, or an empty table
function check.options(opts, i, fname, known, depth)
  depth = (depth or 0) + 1
  if opts == nil then return EMPTY end
  if type(opts) ~= "table" then
    argerror(i, fname, "options table expected, got " .. type(opts), depth)
  end
  for key in pairs(opts) do
    if type(key) ~= "string" then
      argerror(i, fname, "option names must be strings, got " .. type(key), depth)
    end
    if not known[key] then
      argerror(i, fname, format("unknown option '%s'", key), depth)
    end
  end
  return opts
end

--- `v` as an integer when it is a number with an integer value (3 or
-- 3.0, as Lua's own functions take them), else nil.
-- @param v
-- @treturn int|nil
function check.int(v)
  if mtype(v) == "integer" then return v end
  if mtype(v) == "float" then return tointeger(v) end
  return nil
end

--- An integer lo..hi (either bound may be nil: unbounded); an integral
-- float (3.0) is taken as the integer it is.
-- @param v the value
-- @tparam int i argument position
-- @tparam string fname
-- @tparam string what how to name it in the message: "n", "field 'speed'"
-- @tparam[opt] int lo
-- @tparam[opt] int hi
-- @tparam[opt=0] int depth
-- @treturn int v
function check.integer(v, i, fname, what, lo, hi, depth)
  depth = (depth or 0) + 1
  if mtype(v) ~= "integer" then
    local int = check.int(v)
    if not int then
      local got = mtype(v) == "float" and "a number with no integer value" or type(v)
      argerror(i, fname, format("%s must be an integer, got %s", what, got), depth)
    end
    v = int
  end
  if (lo and v < lo) or (hi and v > hi) then
    local range = lo and hi and format("%d..%d", lo, hi)
      or lo and format(">= %d", lo) or format("<= %d", hi)
    argerror(i, fname, format("%s must be %s, got %d", what, range, v), depth)
  end
  return v
end

--- A finite number lo..hi (either bound may be nil: unbounded).
-- @param v the value
-- @tparam int i argument position
-- @tparam string fname
-- @tparam string what how to name it in the message
-- @tparam[opt] number lo
-- @tparam[opt] number hi
-- @tparam[opt=0] int depth
-- @treturn number v
function check.number(v, i, fname, what, lo, hi, depth)
  depth = (depth or 0) + 1
  if type(v) ~= "number" then
    argerror(i, fname, format("%s must be a number, got %s", what, type(v)), depth)
  end
  if v ~= v or v == huge or v == -huge then
    argerror(i, fname, format("%s must be a finite number", what), depth)
  end
  if (lo and v < lo) or (hi and v > hi) then
    local range = lo and hi and format("%s..%s", lo, hi)
      or lo and format(">= %s", lo) or format("<= %s", hi)
    argerror(i, fname, format("%s must be %s, got %s", what, range, tostring(v)), depth)
  end
  return v
end

--- A value of a Lua type ("string", "function", "boolean", "table").
-- @param v the value
-- @tparam string t the type's name
-- @tparam int i argument position
-- @tparam string fname
-- @tparam string what how to name it in the message
-- @tparam[opt=0] int depth
-- @return v
function check.type(v, t, i, fname, what, depth)
  if type(v) ~= t then
    argerror(i, fname, format("%s must be a %s, got %s", what, t, type(v)), (depth or 0) + 1)
  end
  return v
end

--- One of a list of strings.
-- @param v the value
-- @tparam {string,...} list the accepted values
-- @tparam int i argument position
-- @tparam string fname
-- @tparam string what how to name it in the message
-- @tparam[opt=0] int depth
-- @treturn string v
function check.oneof(v, list, i, fname, what, depth)
  for j = 1, #list do if v == list[j] then return v end end
  local names = {}
  for j = 1, #list do names[j] = "'" .. list[j] .. "'" end
  local expected = #names > 1
    and (concat(names, ", ", 1, #names - 1) .. " or " .. names[#names]) or names[1]
  argerror(i, fname, format("%s must be %s, got %s", what, expected,
    type(v) == "string" and "'" .. v .. "'" or type(v)), (depth or 0) + 1)
end

return check
