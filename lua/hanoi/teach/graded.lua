--- One learner's file graded for `hanoi grade`, in the child process the
-- command starts for it (`hanoi.sandbox`): the environment the file runs
-- in, the options its first lines may carry, the grading, and the row
-- sent back to the parent as a framed message of fields, each with its
-- length (the parent reads it as data, never as code, in time linear in
-- its length).
--
-- The environment is built fresh for each file: copies of `string`,
-- `table`, `math`, `utf8` and `coroutine`; the base functions but those
-- that reach files or the whole state (no `require`, `dofile`,
-- `loadfile`, `collectgarbage`; nothing of `io`, of `os` only `clock`,
-- `time` and `date`); no `debug` library. Its `load` and `setmetatable`
-- are C functions of `hanoi.guard` that reach nothing but the
-- environment: `load` of text only (mode "t": a binary chunk, which Lua
-- does not verify, could crash the interpreter), `setmetatable` without
-- finalizers (`__gc` runs when the collector says, outside every limit).
-- So no upvalue of a function the file is handed leads anywhere, even to
-- code that had the debug library. `print` and `io.write` are quiet. The
-- metatable of strings, shared by all code, is locked before the file
-- loads, and the random generator starts at the same number.
-- @module hanoi.teach.graded

local teach = require "hanoi.teach"
local guard = require "hanoi.guard"
local kit = require "hanoi.teach.grade"
local learner = require "hanoi.teach.learner"
local texts = require "hanoi.teach.texts"
local T = texts.t

local ipairs, next, type, pcall, load, tostring, coroutine, math, tonumber, debug =
  ipairs, next, type, pcall, load, tostring, coroutine, math, tonumber, debug
local rawget, require = rawget, require
local format, concat, byte, sub, find, match, gsub =
  string.format, table.concat, string.byte, string.sub, string.find, string.match, string.gsub
local G = _G
local os_clock, os_time, os_date = os.clock, os.time, os.date

_ENV = nil -- no globals past this point

local graded = {}

--- The largest source a file may have, in bytes.
graded.MAX_SOURCE = 4 << 20

--- The number the random generator starts from in every file's process,
-- so that a file that draws random numbers is graded the same each time.
graded.RANDOM_START = 20260

local LIBS = { "string", "table", "math", "coroutine", "utf8" }
local BASE = { "assert", "error", "ipairs", "next", "pairs", "pcall", "select", "tonumber",
  "tostring", "type", "rawequal", "rawget", "rawset", "rawlen", "getmetatable", "xpcall" }

--- A fresh environment for a learner's file.
-- @treturn table
function graded.environment()
  local env = {}
  for _, name in ipairs(BASE) do env[name] = G[name] end
  for _, name in ipairs(LIBS) do
    local copy = {}
    for key, v in next, G[name] do copy[key] = v end
    env[name] = copy
  end
  -- C functions that reach nothing: the loader's one upvalue is env
  env.load, env.setmetatable = guard.loader(env)
  env.os = { clock = os_clock, time = os_time, date = os_date }
  env.io = { write = function() end }
  env.print = function() end
  env._G = env
  return env
end

-- ---- the options a file carries ----

-- A reader of Lua data: strings, numbers, true, false and tables of them,
-- nested at most MAXDEPTH deep. Nothing is run.
local MAXDEPTH = 3
local ESCAPES = { n = "\n", t = "\t", ["\\"] = "\\", ['"'] = '"', ["'"] = "'" }

local function skip(s, i)
  return (find(s, "[^ \t]", i)) or #s + 1
end

local value

local function str(s, i)
  local q = sub(s, i, i)
  local out, j = {}, i + 1
  while j <= #s do
    local c = sub(s, j, j)
    if c == q then return concat(out), j + 1 end
    if c == "\\" then
      local e = ESCAPES[sub(s, j + 1, j + 1)]
      if not e then return nil, T("kit.graded.escape") end
      out[#out + 1] = e
      j = j + 2
    else
      out[#out + 1] = c
      j = j + 1
    end
  end
  return nil, T("kit.graded.unended")
end

local function tbl(s, i, depth)
  if depth >= MAXDEPTH then return nil, T("kit.graded.too_nested") end
  local t, n = {}, 0
  i = skip(s, i + 1)
  while sub(s, i, i) ~= "}" do
    local key = match(s, "^([%a_][%w_]*)%s*=", i)
    local v
    if key then
      i = skip(s, (find(s, "=", i, true)) + 1)
      v, i = value(s, i, depth)
      if v == nil then return nil, i end
      t[key] = v
    else
      v, i = value(s, i, depth)
      if v == nil then return nil, i end
      n = n + 1
      t[n] = v
    end
    i = skip(s, i)
    local c = sub(s, i, i)
    if c == "," or c == ";" then
      i = skip(s, i + 1)
    elseif c ~= "}" then
      return nil, T("kit.graded.bad_table")
    end
  end
  return t, i + 1
end

function value(s, i, depth)
  i = skip(s, i)
  local c = sub(s, i, i)
  if c == "{" then return tbl(s, i, depth + 1) end
  if c == '"' or c == "'" then return str(s, i) end
  local num = match(s, "^%-?%d+%.?%d*", i)
  if num then return tonumber(num), i + #num end
  if match(s, "^true", i) then return true, i + 4 end
  if match(s, "^false", i) then return false, i + 5 end
  return nil, T("kit.graded.bad_value")
end

--- Reads a table of Lua data, as written in a file's options: strings,
-- numbers, booleans and tables, nothing run.
-- @tparam string s
-- @treturn table|nil the table
-- @treturn string|nil what it could not read
function graded.data(s)
  if #s > 1000 then return nil, T("kit.graded.too_long", { most = 1000 }) end
  local i = skip(s, 1)
  if sub(s, i, i) ~= "{" then return nil, T("kit.graded.not_table") end
  local t, j = tbl(s, i, 0)
  if t == nil then return nil, j end
  if skip(s, j) <= #s then return nil, T("kit.graded.after_table") end
  return t
end

local FILE_OPTS = { order = true, names = true, k = true, pegs = true }

--- The options in a file's first lines: a comment `-- opts: {...}` among
-- the comments and blank lines the file starts with. Only the function's
-- own interface may be told there: `order`, `names`, `k` (or `pegs`);
-- never a limit.
-- @tparam string text the source
-- @treturn table|nil the options (nil: none)
-- @treturn string|nil what is wrong with them
-- the lines a file starts with, while they are comments or blank
local function head_lines(text)
  local out, i = {}, 1
  while #out < 20 and i <= #text do
    local j = find(text, "\n", i, true) or #text + 1
    local line = gsub(sub(text, i, j - 1), "\r$", "")
    if not (match(line, "^%s*$") or match(line, "^%s*%-%-")) then break end
    out[#out + 1] = line
    i = j + 1
  end
  return out
end

function graded.file_options(text)
  for _, line in ipairs(head_lines(graded.chunk_text(text))) do
    local body = match(line, "^%s*%-%-%s*opts:%s*(.-)%s*$")
    if body then
      local t, err = graded.data(body)
      if t == nil then return nil, T("kit.graded.opts", { why = err }) end
      for key in next, t do
        if not FILE_OPTS[key] then
          return nil, T("kit.graded.opts", { why = type(key) == "string"
            and T("kit.graded.not_option", { name = key }) or T("kit.graded.list_not_option") })
        end
      end
      if t.pegs ~= nil and t.k == nil then t.k, t.pegs = t.pegs, nil end
      return t
    end
  end
  return nil
end

-- ---- the row ----

local KEYS = { "ok", "n", "slip", "moves", "calls", "order", "sizes", "report", "error" }
local VALID = {
  ok = "^[tf][ra][ul]s?e$", n = "^%d+$", slip = "^[%w_]*$", moves = "^%d+$",
  calls = "^%d+$", order = "^[a-z,]*$", sizes = "^[%d+%-,]*$", report = ".", error = ".",
}

-- the most bytes of one field a row carries: a longer one (an error that
-- quotes 2 MiB of a file) is cut, at the start of a character, and ends
-- with a marker that says how much was left out
graded.MAX_FIELD = 4000
local HEAD = "hanoi-row "

-- the field cut to MAX_FIELD bytes, with its marker
local function cut(v)
  if #v <= graded.MAX_FIELD then return v end
  local i = graded.MAX_FIELD
  -- back to the first byte of a character (at most three continuation bytes)
  for _ = 1, 3 do
    local b = byte(v, i + 1)
    if b and b >= 0x80 and b < 0xC0 then i = i - 1 end
  end
  -- (the count in digits, as a program reads it back)
  return T("kit.graded.cut", { kept = sub(v, 1, i), bytes = format("%d", #v - i) })
end

--- A row as the child sends it: a framed message, as data only. A first
-- line `hanoi-row LENGTH` (the bytes after it), then each field as a line
-- `KEY LENGTH` followed by its bytes and a line end. The reader never
-- looks for an end it has not been told the place of, so a reply cut short
-- is refused at once and read in time linear in its length.
function graded.encode(row)
  local out = {}
  for _, key in ipairs(KEYS) do
    local v = row[key]
    if v ~= nil then
      v = cut(tostring(v))
      out[#out + 1] = format("%s %d\n%s\n", key, #v, v)
    end
  end
  local body = concat(out)
  return format("%s%d\n%s", HEAD, #body, body)
end

--- The row a child sent, read as data: nil when it is not one (a reply
-- cut short, a field it does not know, twice, or of the wrong form).
function graded.decode(s)
  if type(s) ~= "string" then return nil end
  local len, i = match(s, "^hanoi%-row (%d+)\n()")
  len = len and #len <= 9 and tonumber(len)
  if not len or #s ~= i - 1 + len then return nil end
  local row = {}
  while i <= #s do
    local key, n, j = match(s, "^(%a+) (%d+)\n()", i)
    n = n and #n <= 9 and tonumber(n)
    if not key or not n or not VALID[key] or row[key] ~= nil then return nil end
    local v = sub(s, j, j + n - 1)
    if #v ~= n or sub(s, j + n, j + n) ~= "\n" then return nil end
    if not find(v, VALID[key]) and v ~= "" then return nil end
    row[key] = v
    i = j + n + 1
  end
  if row.error then return row end
  if not (row.ok == "true" or row.ok == "false") or not row.n or not row.moves
      or not row.calls then
    return nil
  end
  row.ok = row.ok == "true"
  return row
end

-- ---- grading a file (in the child) ----

-- the text Lua reads of a file, as `lua` reads one: a UTF-8 byte order
-- mark skipped, and a first line that starts with # (a "#!" line) read as
-- an empty line, so that the lines keep their numbers
local BOM = "\239\187\191"
local function chunk_text(text)
  if sub(text, 1, 3) == BOM then text = sub(text, 4) end
  if sub(text, 1, 1) == "#" then
    local j = find(text, "\n", 1, true)
    text = j and sub(text, j) or ""
  end
  return text
end
graded.chunk_text = chunk_text

-- an error message as a row says it: a run of "file:line: " prefixes (an
-- error raised again at every level of a recursion, each adding its
-- position) said once, with how many there were, so that the reason at
-- the end is kept: "f.lua:1: (193 times) C stack overflow", or where the
-- positions differ, "f.lua:1: (and 192 more positions) C stack overflow".
-- A message with three prefixes or fewer stays as it is.
local function tidy(msg)
  local first = match(msg, "^[^\n]-:%d+: ")
  if not first then return msg end
  local i, count, same = #first + 1, 1, true
  while true do
    local p = match(msg, "^[^\n:]-:%d+: ", i)
    if not p then break end
    if p ~= first then same = false end
    i, count = i + #p, count + 1
  end
  if count <= 3 then return msg end
  if same then return T("kit.graded.times", { at = first, count = count, message = sub(msg, i) }) end
  return T("kit.graded.positions", { at = first, count = count - 1, message = sub(msg, i) })
end
graded.tidy = tidy

-- an error value as a row says it: a string as it is (tidied), a number
-- as its digits, anything else by its type
local function message(err)
  if type(err) == "string" then
    err = tidy(err)
    -- a file that reaches for the debug library is told it has none (once)
    if find(err, "(global 'debug')", 1, true)
        and not find(err, T("kit.graded.no_debug", { message = "" }), 1, true) then
      err = T("kit.graded.no_debug", { message = err })
    end
    return err
  end
  -- (a number in its digits, as Lua writes it)
  if math.type(err) == "integer" then return T("kit.graded.error_value", { value = format("%d", err) }) end
  if math.type(err) == "float" then
    return T("kit.graded.error_value", { value = format("%.14g", err) })
  end
  return T("kit.reason.value", { type = type(err) })
end

-- the depth of a coroutine's stack, found in steps that double and then
-- halve (each look at a level walks the levels above it)
local function depth_of(co)
  local hi = 1
  while debug.getinfo(co, hi, "l") and hi < (1 << 24) do hi = hi * 2 end
  local lo = hi // 2
  while hi - lo > 1 do
    local mid = (lo + hi) // 2
    if debug.getinfo(co, mid, "l") then lo = mid else hi = mid end
  end
  return lo
end

-- the function a file defines: what it returns, else its global solve,
-- solve4 or hanoi, else its one global function; nil and why not (no
-- metamethod of the file's runs: raw reads only)
local function load_file(path, text, env, seconds, memory)
  if sub(text, 1, 3) == BOM then text = sub(text, 4) end
  local chunk, err = load(chunk_text(text), "@" .. path, "t", env)
  if not chunk then return nil, texts.for_variable(err, text) or err end
  -- the kit reads the lines of the file's functions (hints, repairs) from
  -- this text, never from the file again (the page has no file at all)
  teach.sources["@" .. path] = text
  local co = coroutine.create(chunk)
  -- the budget of a run with one disk, as the kit counts it
  local steps = learner.budget(seconds, 1)
  local cpu, grace = learner.watchdog(steps)
  local status, why, v, used = guard.run(co, { steps = steps, call_steps = learner.CALL_STEPS,
    alloc_steps = learner.ALLOC_STEPS, step_bytes = learner.STEP_BYTES, seconds = cpu,
    grace = grace, memory = memory << 20 })
  -- (an option's value as it is typed: `--max-seconds 2`; a depth in its
  -- digits)
  local option = tostring(seconds)
  if why == "steps" then
    -- a recursion still going when the steps ran out: said with its depth
    local deep = depth_of(co)
    if deep > 1000 then
      return nil, T("kit.graded.unloaded", { why = T("kit.graded.deep", { depth = format("%d", deep),
        calls = deep, steps = used, seconds = option }) })
    end
  end
  if why then
    return nil, T("kit.graded.unloaded", { why = why == "memory"
      and T("kit.graded.memory", { mib = memory, option = format("%d", memory) })
      or why == "sethook" and T("kit.graded.sethook")
      or why == "steps" and T("kit.graded.steps", { steps = used, seconds = option })
      or T("kit.graded.time", { cpu = tostring(cpu), seconds = option }) })
  end
  if status == "yield" then
    return nil, T("kit.graded.unloaded", { why = T("kit.graded.yield") })
  end
  if status ~= "ok" then
    if type(v) == "string" and match(tidy(v), "^[^\n]-:%d+: [^\n]-stack overflow$")
        and not find(v, "C stack overflow", 1, true) then
      return nil, T("kit.graded.unloaded", { why = T("kit.graded.overflow", { most = 200000,
        message = tidy(v) }) })
    end
    return nil, message(v)
  end
  local fn = type(v) == "function" and v or rawget(env, "solve") or rawget(env, "solve4")
    or rawget(env, "hanoi")
  if type(fn) == "function" and debug.getinfo(fn, "S").what == "C" then
    return nil, T("kit.graded.c_function")
  end
  if type(fn) ~= "function" then
    local found
    for key, x in next, env do
      if type(x) == "function" and type(key) == "string" and rawget(G, key) == nil then
        if found then found = false; break end
        found = x
      end
    end
    fn = found or nil
  end
  return fn, fn == nil and T("kit.graded.no_function") or nil
end

--- The function a file's text defines, loaded in a fresh environment
-- and run (its top level) under the guard, as `hanoi grade` loads it.
-- @tparam string path the file's name, for messages
-- @tparam string text
-- @tparam number seconds
-- @tparam int memory MiB
-- @treturn[1] function
-- @return[2] nil
-- @treturn[2] string why not
function graded.load(path, text, seconds, memory)
  debug.getmetatable("").__metatable = "the metatable of strings, shared by every file"
  return load_file(path, text, graded.environment(), seconds, memory)
end

--- Grades one file's text as `hanoi grade` grades the file (the lesson's
-- page grades what a learner typed so); returns the row (`ok`, `n`,
-- `slip`, `moves`, `calls`, `order`; or `error`, what went wrong) and the
-- kit's report, when there is one.
-- @tparam string path the file's name, for messages
-- @tparam string text
-- @tparam table s the class's settings: `lo`, `hi`, `sizes` (whether the
--   sizes were given), `k`, `order`, `names` (nil when not given),
--   `seconds`, `memory` (MiB), `lang` (the language of the row's words
--   and of the report, hanoi.teach.texts.lang; nil: the kit's now)
-- @treturn table the row
-- @treturn[opt] table the report
function graded.grade_text(path, text, s)
  if s.lang ~= nil then texts.lang(s.lang) end
  math.randomseed(graded.RANDOM_START)
  debug.getmetatable("").__metatable = "the metatable of strings, shared by every file"
  local fopts, ferr = graded.file_options(text)
  if ferr then return { error = ferr } end
  -- the file's options before the class's; the class's names and order
  -- only where they fit the file's number of pegs
  fopts = fopts or {}
  local k = fopts.k or type(fopts.names) == "table" and #fopts.names or s.k
  local lo, hi = s.lo, s.hi
  if not s.sizes then lo, hi = 1, k == 4 and 8 or 6 end
  local function fits(list) return list and #list == k and list or nil end
  local order = fopts.order or fits(s.order)
  local o = { k = k, names = fopts.names or fits(s.names), order = order,
    max_seconds = s.seconds, max_memory = s.memory }
  local fn, why = load_file(path, text, graded.environment(), s.seconds, s.memory)
  if fn == nil then return { error = message(why) } end
  local ok, rep = pcall(teach.grade, fn, lo, hi, o)
  if not ok then
    if next(fopts) and type(rep) == "string" and find(rep, "bad argument", 1, true) then
      -- the kit's reason, in the language the row is read in where the
      -- kit says it there (hanoi.teach.texts.said)
      local reason = gsub(rep, "^.-%((.*)%)$", "%1")
      return { error = T("kit.graded.opts", { why = texts.said("why", reason) or reason }) }
    end
    return { error = T("kit.graded.stopped", { message = message(rep) }) }
  end
  -- stopped by the CPU-time watchdog, not by a count: no verdict
  if not rep.ok and rep.record.stopped == "time" then
    return { error = rep.reason }
  end
  local used = order or rep.order or (k == 4 and kit.DEFAULT_ORDER4 or kit.DEFAULT_ORDER)
  -- no order given, and none said by the parameters' names: a function
  -- right in an order of its own is right
  if not rep.ok and order == nil and rep.other_order and not rep.named_order then
    o.order = rep.other_order
    local ok2, rep2 = pcall(teach.grade, fn, lo, hi, o)
    if ok2 and rep2.ok then rep, used = rep2, rep.other_order end
  end
  -- each size checked, "3+" right, "4-" not (the school's formats give
  -- a test to each), and the kit's report in the language it speaks
  local sizes = {}
  for i, x in ipairs(rep.sizes) do sizes[i] = x.n .. (x.ok and "+" or "-") end
  local shown, said = pcall(tostring, rep)
  return { ok = rep.ok, n = rep.n, slip = rep.slip or "", moves = rep.moves,
    calls = rep.calls, order = concat(used, ","), sizes = concat(sizes, ","),
    report = shown and said or nil }, rep
end

--- Grades one file, in the process of its own that `hanoi grade` starts
-- for it: its text read as a regular file (`hanoi.fileio`), then as
-- `grade_text`.
-- @tparam string path
-- @tparam table s as for `grade_text`
-- @treturn table the row
function graded.grade(path, s)
  local text, err = require("hanoi.fileio").read(path, graded.MAX_SOURCE)
  if not text then
    if err:find("^larger than") then
      return { error = T("kit.graded.too_large", { mib = graded.MAX_SOURCE >> 20 }) }
    end
    return { error = err }
  end
  return (graded.grade_text(path, text, s))
end

return graded
