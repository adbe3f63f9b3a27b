--- The `hanoi grade` command: a whole class's functions graded by the
-- teaching kit (`teach.grade`), one row per file. Each file runs in an
-- environment of its own (the standard libraries, copied, with `print`
-- and `io.write` kept quiet), under the same limits as the function it
-- defines, so that one file's globals never reach another's and a file
-- that loops for ever while it loads is stopped too.
-- See `hanoi.cli` for the protocol.
-- @module hanoi.cli.grade

local teach = require "hanoi.teach"
local guard = require "hanoi.guard"
local text = require "hanoi.text"

local ipairs, pairs, type, pcall, loadfile, load, tostring, coroutine, io, math, tonumber, debug =
  ipairs, pairs, type, pcall, loadfile, load, tostring, coroutine, io, math, tonumber, debug
local setmetatable, rawget, error = setmetatable, rawget, error
local format, concat = string.format, table.concat
local G = _G
local os_clock, os_time, os_date = os.clock, os.time, os.date

_ENV = nil -- no globals past this point

local LIBS = { "string", "table", "math", "coroutine", "utf8", "debug" }
local BASE = { "assert", "error", "ipairs", "next", "pairs", "pcall", "select", "tonumber",
  "tostring", "type", "rawequal", "rawget", "rawset", "rawlen", "setmetatable",
  "getmetatable", "xpcall" }
-- what reaches past a file's environment: the registry and the metatables
-- every file shares (strings')
local SHARED = { getregistry = true, getmetatable = true, setmetatable = true }

-- a fresh environment: copies of the libraries (the debug library without
-- SHARED), nothing printed; `load` runs what it loads in this environment
-- too, unless told another
local function environment()
  local env = {}
  for _, name in ipairs(BASE) do env[name] = G[name] end
  for _, name in ipairs(LIBS) do
    local copy = {}
    for key, v in pairs(G[name]) do
      if name ~= "debug" or not SHARED[key] then copy[key] = v end
    end
    env[name] = copy
  end
  env.load = function(chunk, name, mode, e)
    return load(chunk, name, mode, e == nil and env or e)
  end
  -- a finalizer runs when the collector says, outside every limit: a file
  -- may make none
  env.setmetatable = function(t, mt)
    if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
      error("a finalizer (__gc) is not allowed in a graded file", 2)
    end
    return setmetatable(t, mt)
  end
  env.os = { clock = os_clock, time = os_time, date = os_date }
  env.io = { write = function() end }
  env.print = function() end
  env._G = env
  return env
end

-- the function a file defines: what it returns, else its global solve,
-- solve4 or hanoi, else its one global function; nil and why not. With
-- `source`, the file's text is that (the lesson's page grades what the
-- learner typed as this command grades the file saved from it).
local function load_file(path, seconds, source)
  local env = environment()
  local chunk, err
  if source then
    chunk, err = load(source, "@" .. path, "t", env)
  else
    chunk, err = loadfile(path, "t", env)
  end
  if not chunk then return nil, err end
  local co = coroutine.create(chunk)
  local status, why, value = guard.run(co, { seconds = 2 * seconds,
    steps = seconds * 200000000 // 1, memory = 256 << 20 })
  if why then
    return nil, format("it did not finish loading: %s", why == "memory"
      and "it took more than 256 MiB" or why == "sethook" and "it called debug.sethook"
      or format("still running after --max-seconds %s", tostring(seconds)))
  end
  if status ~= "ok" then
    return nil, type(value) == "string" and value or "an error value of type " .. type(value)
  end
  local fn = type(value) == "function" and value or env.solve or env.solve4 or env.hanoi
  if type(fn) == "function" and debug.getinfo(fn, "S").what == "C" then
    return nil, "its function is one of Lua's own (written in C), not one it defines"
  end
  if type(fn) ~= "function" then
    local found
    for key, v in pairs(env) do
      if type(v) == "function" and type(key) == "string" and G[key] == nil then
        if found then found = false; break end
        found = v
      end
    end
    fn = found or nil
  end
  return fn, fn == nil and "it defines no function solve" or nil
end

local function csvfield(s)
  s = tostring(s)
  if s:find('[,"\n]') then return '"' .. s:gsub('"', '""') .. '"' end
  return s
end

local function grade(args, cli)
  local opts, files = cli.parse(args, { csv = "flag", sizes = "string", order = "string",
    pegs = "integer", names = "string", ["max-seconds"] = "number" })
  if #files == 0 then cli.fail("no file to grade, like 'hanoi grade class/*.lua'") end
  local k = opts.pegs and cli.integer(opts.pegs, "option '--pegs'", 3, 4) or 3
  local lo, hi = 1, k == 4 and 8 or 6
  if opts.sizes then lo, hi = cli.range(opts.sizes, "option '--sizes'", 1, k == 4 and 12 or 10) end
  local seconds = opts["max-seconds"] or 5
  if not (seconds > 0 and seconds <= 3600) then
    cli.fail("option '--max-seconds' must be a number above 0, at most 3600")
  end
  local o = { k = k, max_seconds = seconds }
  if opts.order then
    local order = {}
    for role in (opts.order .. ","):gmatch("([^,]*),") do order[#order + 1] = role end
    o.order = order
  end
  if opts.names then
    local names = {}
    for name in (opts.names .. ","):gmatch("([^,]*),") do
      names[#names + 1] = math.tointeger(tonumber(name)) or name
    end
    o.names = names
  end
  -- the options, checked once by the kit itself
  local ok, err = pcall(teach.grade, function() end, lo, hi, o)
  if not ok then cli.raise(nil, err) end
  -- the metatable of strings is one for all files: none may reach it
  debug.getmetatable("").__metatable = "the metatable of strings, shared by every file"
  local write = cli.write
  if opts.csv then
    write("file,ok,n,slip,moves,calls\n")
  else
    write(format("%-30s %-9s %3s  %-16s %6s %6s\n", "file", "verdict", "n", "slip", "moves",
      "calls"))
  end
  for _, path in ipairs(files) do
    local fn, why = load_file(path, seconds)
    local shown = text.printable(path)
    if fn == nil then
      why = text.printable(tostring(why))
      if opts.csv then
        write(concat({ csvfield(shown), "false", "", "error", "", "" }, ","), "\n")
        io.stderr:write("hanoi grade: ", shown, ": ", why, "\n")
      else
        write(format("%-30s %-9s %3s  %-16s %6s %6s\n", shown, "error", "-", "error", "-", "-"))
        write("    ", why, "\n")
      end
    else
      local rep = teach.grade(fn, lo, hi, o)
      if opts.csv then
        write(concat({ csvfield(shown), tostring(rep.ok), rep.n, rep.slip or "", rep.moves,
          rep.calls }, ","), "\n")
      else
        write(format("%-30s %-9s %3d  %-16s %6d %6d\n", shown,
          rep.ok and "right" or "not right", rep.n, rep.slip or "-", rep.moves, rep.calls))
      end
    end
  end
  return 0
end

return {
  load = load_file,
  { name = "grade", run = grade,
    usage = "grade FILE... [--csv] [--sizes LO..HI] [--order ROLES] [--pegs 4] "
      .. "[--names N1,N2,N3] [--max-seconds S]",
    help = "grades learners' Tower of Hanoi functions with the teaching kit, one row per\n"
      .. "file: the verdict, the smallest size that fails (or the largest checked), the\n"
      .. "slip the kit names (docs/teach.md), the moves and calls at that size. Each\n"
      .. "file defines solve (or returns a function) and runs in an environment of its\n"
      .. "own. --csv writes file,ok,n,slip,moves,calls; a file that does not load is a\n"
      .. "row with slip 'error' and its message (on standard error with --csv).\n"
      .. "--sizes: default 1..6 (1..8 with --pegs 4). --order: the roles of the pegs in\n"
      .. "the order the functions take them, like from,via,to. --names: the pegs' names,\n"
      .. "like 1,2,3. --max-seconds: the time each run may take (5).",
  },
}
