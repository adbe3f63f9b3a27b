--- The `hanoi` command: a dispatcher over command modules.
-- Each module `hanoi.cli.NAME` returns a table of commands:
-- `{ {name = "table", usage = "...", help = "...", run = function(args, cli) end}, ... }`.
-- A command with `name = false` handles `hanoi N [K] ...` (no command word).
-- `run` gets the remaining arguments and this module; it returns an exit
-- code (nil for 0). `cli.fail(msg)` reports a bad argument: one line, the
-- usage, exit code 2.
-- @module hanoi.cli

local io, os, ipairs, pcall, require, error, type, tonumber, tostring, math =
  io, os, ipairs, pcall, require, error, type, tonumber, tostring, math
local concat = table.concat

local cli = {}

-- command modules, in the order --help lists them
local MODULES = { "hanoi.cli.solve", "hanoi.cli.pictures", "hanoi.cli.search",
                  "hanoi.cli.play" }

local USAGE_ERROR = {}   -- marker raised by cli.fail

--- Reports a usage error: the caller exits with code 2.
-- @tparam string msg one line naming the problem
function cli.fail(msg)
  error({ [USAGE_ERROR] = msg }, 0)
end

--- Parses options: `spec` maps an option name (without "--") to "flag",
-- "string", "integer" or "number". Returns a table of options and the
-- array of positional arguments; unknown options fail.
function cli.parse(args, spec)
  local opts, pos, i = {}, {}, 1
  while i <= #args do
    local a = args[i]
    local name, value = a:match("^%-%-([%w%-]+)=(.*)$")
    name = name or a:match("^%-%-([%w%-]+)$")
    if a == "--" then
      for j = i + 1, #args do pos[#pos + 1] = args[j] end
      break
    elseif name then
      local kind = spec[name]
      if not kind then cli.fail("unknown option '--" .. name .. "'") end
      if kind == "flag" then
        if value then cli.fail("option '--" .. name .. "' takes no value") end
        opts[name] = true
      else
        if not value then
          i = i + 1
          value = args[i]
          if value == nil then cli.fail("option '--" .. name .. "' needs a value") end
        end
        if kind == "integer" then
          local v = tonumber(value)
          if not v or v % 1 ~= 0 then
            cli.fail("option '--" .. name .. "' needs an integer, got '" .. value .. "'")
          end
          value = math.tointeger(v)
        elseif kind == "number" then
          local v = tonumber(value)
          if not v then
            cli.fail("option '--" .. name .. "' needs a number, got '" .. value .. "'")
          end
          value = v
        end
        opts[name] = value
      end
    else
      pos[#pos + 1] = a
    end
    i = i + 1
  end
  return opts, pos
end

--- Reads positional argument `s` as an integer in lo..hi, or fails.
function cli.integer(s, what, lo, hi)
  local v = math.tointeger(tonumber(s))
  if not v or v < lo or v > hi then
    cli.fail(("%s must be an integer %d..%d, got '%s'"):format(what, lo, hi, s))
  end
  return v
end

--- Writes to standard output; a closed pipe ends the program quietly.
function cli.write(...)
  local ok = io.stdout:write(...)
  if not ok then os.exit(0) end
end

local function commands()
  local list = {}
  for _, m in ipairs(MODULES) do
    local ok, cmds = pcall(require, m)
    if ok and type(cmds) == "table" then
      for _, c in ipairs(cmds) do list[#list + 1] = c end
    elseif not ok and not cmds:find("module '" .. m .. "' not found", 1, true) then
      error(cmds, 0)
    end
  end
  return list
end

function cli.usage(list)
  local lines = { "usage:" }
  for _, c in ipairs(list or commands()) do
    lines[#lines + 1] = "  hanoi " .. c.usage
  end
  lines[#lines + 1] = "  hanoi --help"
  return concat(lines, "\n")
end

function cli.help(list)
  list = list or commands()
  local lines = { "hanoi: the Tower of Hanoi from the command line", "" }
  for _, c in ipairs(list) do
    lines[#lines + 1] = "hanoi " .. c.usage
    lines[#lines + 1] = "    " .. (c.help or ""):gsub("\n", "\n    ")
    lines[#lines + 1] = ""
  end
  lines[#lines + 1] = "hanoi --help\n    this text"
  return concat(lines, "\n")
end

--- Runs the command line `args`; returns the exit code.
function cli.main(args)
  local list = commands()
  local first = args[1]
  if first == "--help" or first == "-h" or first == "help" then
    cli.write(cli.help(list), "\n")
    return 0
  end
  local chosen, rest = nil, {}
  for _, c in ipairs(list) do
    if c.name and c.name == first then chosen = c end
  end
  if chosen then
    for i = 2, #args do rest[#rest + 1] = args[i] end
  elseif first == nil or tonumber(first) or first:sub(1, 1) == "-" then
    for _, c in ipairs(list) do
      if c.name == false then chosen = c end
    end
    rest = args
  end
  if not chosen or #args == 0 and chosen.name == false and not chosen.no_args then
    io.stderr:write("hanoi: ", first and ("unknown command '" .. first .. "'")
      or "no command given", "\n", cli.usage(list), "\n")
    return 2
  end
  local ok, res = pcall(chosen.run, rest, cli)
  if ok then return res or 0 end
  if type(res) == "table" and res[USAGE_ERROR] then
    io.stderr:write("hanoi: ", res[USAGE_ERROR], "\n", cli.usage(list), "\n")
    return 2
  end
  io.stderr:write("hanoi: ", tostring(res), "\n")
  return 1
end


return cli
