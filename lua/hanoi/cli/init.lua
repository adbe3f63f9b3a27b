--- The `hanoi` command: a dispatcher over command modules, and what the
-- commands share (options, pegs and labels, errors, output, progress).
--
-- Each module `hanoi.cli.NAME` returns a table of commands:
-- `{ {name = "table", usage = "...", help = "...", run = function(args, cli) end}, ... }`.
-- A command with `name = false` handles `hanoi N [K] ...` (no command
-- word); its `topic` names it for `hanoi help TOPIC`. `run` gets the
-- remaining arguments and this module; it returns an exit code (nil for 0).
-- The dispatcher knows which module defines which command from the list
-- COMMANDS below and loads only that one: a command never depends on the
-- code of another (`hanoi help` alone loads them all).
--
-- Exit codes: 0 done; 1 the work failed (`cli.die`, a write error, any
-- other error); 2 a mistake on the command line (`cli.fail`: one line and
-- where to read more); 130 interrupted (Ctrl-C).
-- @module hanoi.cli

local io, os, ipairs, pairs, pcall, require, error, type, tonumber, tostring =
  io, os, ipairs, pairs, pcall, require, error, type, tonumber, tostring
local text = require "hanoi.text"
local pegnames = require "hanoi.pegs"
local printable = text.printable
local table_pack = table.pack
local concat, unpack, rep, sort = table.concat, table.unpack, string.rep, table.sort
local floor, min, tointeger, math_huge = math.floor, math.min, math.tointeger, math.huge
local LUA_VERSION = _VERSION    -- "Lua 5.4", for `hanoi --version`

local cli = {}

-- a value the user gave, as a message names it: in quotes, made printable,
-- cut to its first 80 characters (hanoi.text.echo)
local function echoed(s)
  return "'" .. text.echo(s) .. "'"
end

-- the commands and the module of each, in the order `hanoi help` lists
-- them ("solve" is `hanoi N [K]`, with no command word)
local COMMANDS = {
  { "solve", "solve" }, { "table", "solve" },
  { "show", "pictures" }, { "svg", "pictures" }, { "html", "pictures" },
  { "path", "path" }, { "hint", "hint" }, { "distance", "hint" },
  { "sequence", "sequence" }, { "graph", "search" }, { "bfs", "search" },
  { "count", "research" }, { "diameter", "research" }, { "radius", "research" },
  { "play", "play" }, { "repl", "repl" }, { "grade", "grade" }, { "lesson", "lesson" },
  { "cache", "cache" }, { "lang", "lang" },
}

local MAXK = 32                 -- pegs the core takes
local EINTR, EPIPE = 4, 32      -- errno values (Linux)

-- markers of the errors this module raises and main() reports
local USAGE, DIE = {}, {}

_ENV = nil -- no globals past this point

---------------------------------------------------------------------------
-- Errors.
-- @section errors
---------------------------------------------------------------------------

--- Reports a mistake on the command line: one line naming it, then the
-- hint `try 'hanoi help COMMAND'`; exit code 2.
-- @tparam string msg what is wrong, e.g. "unknown option '--x'"
function cli.fail(msg)
  error({ [USAGE] = msg }, 0)
end

--- Reports that the work failed (not enough memory, a goal out of reach):
-- one line `hanoi: MSG`, exit code 1.
-- @tparam string msg
function cli.die(msg)
  error({ [DIE] = msg }, 0)
end

-- "file.lua:12: msg" -> "msg"
local function unplace(s)
  return (s:gsub("^[^\n]-:%d+: ", ""))
end

--- Whether an error is Ctrl-C's: "interrupted" from the trap, or the
-- interpreter's own "interrupted!".
-- @param err an error value
-- @treturn boolean
function cli.is_interrupt(err)
  return require("hanoi.core").is_interrupt(err)
end

--- `pcall(f, ...)`, but Ctrl-C goes on: an interrupt is raised again
-- rather than returned, so that no caller swallows it.
-- @treturn boolean ok
-- @return the results or the error
function cli.pcall(f, ...)
  local res = table_pack(pcall(f, ...))
  if not res[1] and cli.is_interrupt(res[2]) then error(res[2], 0) end
  return unpack(res, 1, res.n)
end

--- The one parser of the core's error texts: for `bad argument #i to
-- 'f' (msg)`, returns msg and true; for anything else the text without
-- its "file:line: " and false.
-- @param err an error value
-- @treturn string the reason
-- @treturn boolean whether it was a bad argument
function cli.reason(err)
  local s = unplace(tostring(err))
  local fname, msg = s:match("^bad argument #%d+ to '([^']*)' %((.*)%)$")
  if msg then return msg, true, fname end
  return s, false
end

--- Ends the command for an error a library call raised: a bad argument
-- becomes a usage error (a field 'max_states' is named as the option
-- '--max-states'), Ctrl-C goes on as it is, and anything else ends the
-- work with exit code 1. `what` (optional) goes in front of the reason.
-- @tparam[opt] string what
-- @param err the error value
function cli.raise(what, err)
  if cli.is_interrupt(err) or type(err) == "table" then error(err, 0) end
  local msg, bad, fname = cli.reason(err)
  local field = bad and msg:match("^unknown option '([%w_]+)'$")
  if field then
    -- an option of the command that this version of the library lacks
    cli.fail(("option '--%s' is not supported by this version of the library (no option '%s' "
      .. "in %s)"):format(field:gsub("_", "-"), field, (fname:gsub("^hanoi%.core%.", "hanoi."))))
  end
  msg = (what and what .. ": " or "") .. msg
  if bad then
    cli.fail((msg:gsub("field '([%w_]+)'", function(f)
      return "option '--" .. f:gsub("_", "-") .. "'"
    end)))
  end
  cli.die(msg)
end

--- Calls f(...) and returns its results; when it raises, `cli.raise(what, err)`.
function cli.call(what, f, ...)
  local res = table_pack(cli.pcall(f, ...))
  if res[1] then return unpack(res, 2, res.n) end
  cli.raise(what, res[2])
end

--- Whether an error says a search ran out of its budget (`max_states`).
-- @param err the error value
function cli.is_budget(err)
  return type(err) == "string" and err:find("within max_states", 1, true) ~= nil
end

---------------------------------------------------------------------------
-- Options and numbers.
-- @section options
---------------------------------------------------------------------------

-- " (did you mean '--text'?)" for the option of `spec` nearest to `name`
-- (typed without its dashes), or ""
local function near_option(name, spec)
  local names = {}
  for k in pairs(spec) do names[#names + 1] = k end
  sort(names)
  local near = spec[name] and name or text.nearest(name, names)
  return near and (" (did you mean '--" .. near .. "'?)") or ""
end

--- Parses options: `spec` maps an option name (without its two dashes)
-- to "flag", "string", "integer" or "number". Returns a table of options
-- and the array of positional arguments; unknown options fail.
-- `--name=value` and `--name value` are the same.
-- @tparam {string,...} args the command line
-- @tparam table spec option name -> kind
-- @treturn table options
-- @treturn {string,...} positional arguments
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
      if not kind then cli.fail("unknown option " .. echoed("--" .. name) .. near_option(name, spec)) end
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
          local v = tointeger(tonumber(value))
          if not v then
            cli.fail("option '--" .. name .. "' needs an integer, got '" .. value .. "'")
          end
          value = v
        elseif kind == "number" then
          local v = tonumber(value)
          if not v then
            cli.fail("option '--" .. name .. "' needs a number, got '" .. value .. "'")
          end
          value = v
        end
        opts[name] = value
      end
    elseif a:sub(1, 1) == "-" and a ~= "-" and not tonumber(a) then
      cli.fail("unknown option " .. echoed(a) .. near_option(a:match("^%-*(.*)$"), spec))
    else
      pos[#pos + 1] = a
    end
    i = i + 1
  end
  return opts, pos
end

--- Reads positional argument `s` as an integer in lo..hi (hi may be
-- math.huge: no upper bound), or fails; a missing `s` fails too.
function cli.integer(s, what, lo, hi)
  if s == nil then cli.fail(what .. " is missing") end
  local v = tointeger(tonumber(s))
  if not v or v < lo or v > hi then
    local range = hi == math_huge and ("%d or more"):format(lo) or ("%d..%d"):format(lo, hi)
    cli.fail(("%s must be an integer %s, got %s"):format(what, range, echoed(s)))
  end
  return v
end

--- "3..8" or "5" -> lo, hi within lo_ok..hi_ok, or fails naming `what`.
function cli.range(s, what, lo_ok, hi_ok)
  local a, b = s:match("^(%d+)%.%.(%d+)$")
  if not a then a = s:match("^%d+$"); b = a end
  a, b = tointeger(tonumber(a)), tointeger(tonumber(b))
  if not a or a < lo_ok or b > hi_ok or a > b then
    cli.fail(("%s must be LO..HI or one number within %d..%d, got %s")
      :format(what, lo_ok, hi_ok, echoed(s)))
  end
  return a, b
end

---------------------------------------------------------------------------
-- Pegs and labels.
--
-- Pegs are named by the one rule of `hanoi.pegs`: A..Z for pegs 1..26,
-- then a..f for pegs 27..32. A peg typed is a letter or a number; on 26
-- pegs or fewer a lower-case letter is the peg of its upper case. A label
-- names a position, one peg per disk, smallest disk first: letters
-- ("BAC", "bac"), or, for any number of pegs up to 32, numbers separated
-- by commas ("2,1,3", "1,27,32"). A label of lower-case letters only is
-- read as upper case ("bac" is "BAC") unless --pegs is over 26; a label
-- that mixes the cases is read as written ("Aa": disk 2 on peg 27).
-- Without --pegs, a command plays on as many pegs as the highest peg
-- named (at least 3).
-- @section pegs
---------------------------------------------------------------------------

--- The name of peg p in output: its letter (`hanoi.pegs`).
-- @tparam int p
function cli.peg_name(p)
  return pegnames.name(p)
end

--- Reads a peg: a letter (either case) or a number 1..k.
-- @tparam string s
-- @tparam int k the number of pegs
-- @tparam string what how to name it in a message ("--to")
-- @treturn int
function cli.peg(s, k, what)
  local p = tointeger(tonumber(s))
  if not p and #s == 1 then p = pegnames.read(s, k) end
  if not p or p < 1 or p > k then
    local letters = ("A..%s or "):format(pegnames.name(k))
    cli.fail(("%s must be a peg %s1..%d, got %s"):format(what, letters, k, echoed(s)))
  end
  return p
end

--- Reads a label into an array of pegs, one per disk; fails naming `what`.
-- @tparam string s "BAC", "bac", "Aa" or "2,1,3"
-- @tparam string what e.g. "--label" or "FROM"
-- @tparam[opt] int k the number of pegs given (--pegs), if any
-- @treturn {int,...}
function cli.label_pegs(s, what, k)
  local pegs = {}
  if s:find("^%d") then
    for item in (s .. ","):gmatch("([^,]*),") do
      local p = tointeger(tonumber(item))
      if not p or p < 1 or p > MAXK or not item:match("^%d+$") then
        cli.fail(("%s: %s is not a label (numbers 1..%d separated by commas, one per disk)")
          :format(what, echoed(s), MAXK))
      end
      pegs[#pegs + 1] = p
    end
  else
    local as_written = (k and k > 26) or (s:find("%u") and s:find("%l"))
    for i = 1, #s do
      local c = s:sub(i, i)
      local p = pegnames.of(as_written and c or c:upper())
      if not p then
        cli.fail(("%s: %s is not a label (one peg letter per disk, smallest first: A..Z,"
          .. " then a..f past 26 pegs; or numbers like 1,27,32)"):format(what, echoed(s)))
      end
      pegs[#pegs + 1] = p
    end
  end
  if #pegs < 1 or #pegs > 64 then
    cli.fail(("%s: a label names 1..64 disks, got %d"):format(what, #pegs))
  end
  return pegs
end

--- The highest peg a label or peg names (at least 3): the number of pegs
-- a command plays on when --pegs is not given.
-- @tparam {int,...} pegs as `label_pegs` returns
function cli.pegs_needed(pegs)
  local k = 3
  for _, p in ipairs(pegs) do if p > k then k = p end end
  return k
end

--- The command line as typed, for a message: "hanoi count 10 4".
-- @treturn string
function cli.typed()
  local t = { "hanoi" }
  if cli.current and cli.current ~= "solve" then t[2] = cli.current end
  for _, w in ipairs(cli.words or {}) do t[#t + 1] = w:find("^[%w%-%.,=/:]+$") and w or text.quote(w) end
  return concat(t, " ")
end

--- Refuses a label that is a bare number, such as FROM in `hanoi count
-- 10 4`: read as a position it is one disk on that peg, which is seldom
-- what was meant; the message says how it is read and what was probably
-- meant (`meant`: a command line, or nil).
-- @tparam string s the label as typed
-- @tparam[opt] string meant
function cli.bare_number(s, meant)
  if not s:match("^%d+$") then return end
  local p = tointeger(tonumber(s))
  cli.fail(("%s: '%s' is read as a position (disk 1 on peg %s)%s"):format(cli.typed(), s,
    tostring(p), meant and ("; " .. meant) or
    "; a one-disk position is its peg's letter, like 'C'"))
end

--- What `hanoi N [K] ...` says for a number N typed where a command wants
-- a position: "for the number of moves: hanoi 10 4 --count". `to` is the
-- word after it (a number of pegs when 3..32, else a peg), `what` the
-- words and `flag` the option.
function cli.meant(s, to, what, flag)
  local n = tointeger(tonumber(s))
  if not n or n < 1 or n > 64 then return nil end
  local line = "hanoi " .. n
  local k = to and tointeger(tonumber(to))
  local letter = to and #to == 1 and pegnames.read(to, 26)
  if k and k >= 3 and k <= MAXK then line = line .. " " .. k
  elseif letter and letter > 3 then line = line .. " " .. letter .. " --to " .. to
  elseif to and (k or letter) then line = line .. " --to " .. to end
  return ("for %s: %s %s"):format(what, line, flag)
end

--- Refuses pegs inferred from letter labels that leave most of the pegs
-- empty (`hanoi distance XYZ`: 26 pegs, 23 of them empty), which is
-- seldom what was meant; --pegs K says it is. Labels of numbers and
-- commas are taken as they are.
-- @tparam int k the pegs inferred
-- @tparam {string,...} labels the labels as typed
-- @tparam {{int,...},...} lists their pegs, and any peg named (a number)
function cli.check_inferred(k, labels, lists)
  if k <= 4 then return end
  for _, s in ipairs(labels) do
    if s:find("^%d") then return end
  end
  local named, count = {}, 0
  for _, l in ipairs(lists) do
    for _, p in ipairs(type(l) == "table" and l or { l }) do
      if not named[p] then named[p] = true; count = count + 1 end
    end
  end
  if 2 * count >= k then return end
  cli.fail(("%s: '%s' is read as a position on %d pegs (A..%s), %d of them empty; to play on "
    .. "%d pegs: %s --pegs %d (pegs are named from A: BAC is disk 1 on B, 2 on A, 3 on C)")
    :format(cli.typed(), labels[1], k, cli.peg_name(k), k - count, k, cli.typed(), k))
end

--- The position a label names, on k pegs (default: inferred).
-- @tparam string s the label
-- @tparam[opt] int k
-- @tparam string what for messages
-- @treturn hanoi.State
function cli.position(s, k, what)
  local pegs = cli.label_pegs(s, what, k)
  local need = cli.pegs_needed(pegs)
  k = k or need
  if need > k then
    cli.fail(("%s: '%s' names peg %s, but there are only %d pegs")
      :format(what, s, cli.peg_name(need), k))
  end
  return require("hanoi").state(pegs, k)
end

--- A position as a label, in the letters of `hanoi.pegs`.
-- @tparam hanoi.State s
-- @treturn string
function cli.label(s)
  return s:label()
end

--- "--rules": a name, or a digraph written "1-2,2-3,3-1", read by the
-- library's C parser of that text (`hanoi.parse_rules`, the one
-- `hanoi-bfs-mpi` uses too).
-- @tparam[opt] string s
-- @tparam[opt] string what how to name it in a message (default "option '--rules'")
-- @return nil, a name, or a list of {from, to} pairs
function cli.rules(s, what)
  if s == nil then return nil end
  local r, why = require("hanoi").parse_rules(s)
  if r == nil then
    what = what or "option '--rules'"
    cli.fail(why:match("^must ") and ("%s %s, got '%s'"):format(what, why, s)
      or ("%s: %s"):format(what, why))
  end
  return r
end

--- Checks a rule set on k pegs as the library does (a name it knows,
-- pairs of pegs 1..k), before a long run starts; fails naming `what`.
-- @param rules as `cli.rules` returns it
-- @tparam int k
-- @tparam string what e.g. "RULES"
function cli.check_rules(rules, k, what)
  if rules == nil then return end
  local ok, err = cli.pcall(require("hanoi").graph, 1, k, rules)
  if not ok then
    local msg = cli.reason(err)
    cli.fail(what .. ": " .. msg:gsub("^field 'rules': ", ""))
  end
end

--- "--cost": a matrix of move costs written row by row, rows separated by
-- '/' and entries by ',' (`0,1,2/1,0,1/2,1,0`: moving from peg i to peg j
-- costs entry j of row i), k rows of k entries, positive integers off the
-- diagonal and 0 on it (a peg to itself is no move). Fails naming the
-- row and column of a bad entry.
-- @tparam[opt] string s
-- @tparam int k the number of pegs
-- @return nil, or the k x k matrix {{0, 1, 2}, {1, 0, 1}, {2, 1, 0}}
function cli.cost(s, k)
  if s == nil then return nil end
  local rows, r = {}, 0
  for row in (s .. "/"):gmatch("([^/]*)/") do
    r = r + 1
    if r > k then break end
    local list, c = {}, 0
    for item in (row .. ","):gmatch("([^,]*),") do
      c = c + 1
      local where = ("option '--cost': row %d, column %d: "):format(r, c)
      local digits = item:match("^%s*(%-?%d+)%s*$")
      if not digits then cli.fail(where .. echoed(item) .. " is not a whole number") end
      local v = tointeger(tonumber(digits))
      if not v then cli.fail(where .. echoed(item) .. " is too large") end
      if r == c and v ~= 0 then
        cli.fail(where .. "a peg to itself is no move: write 0 on the diagonal, got " .. v)
      elseif r ~= c and v < 1 then
        cli.fail(where .. ("the cost of a move from peg %d to peg %d must be a positive integer, got %d")
          :format(r, c, v))
      end
      list[c] = v
    end
    if c ~= k then
      cli.fail(("option '--cost': row %d has %d entr%s, expected %d (one per peg)")
        :format(r, c, c == 1 and "y" or "ies", k))
    end
    rows[r] = list
  end
  if r ~= k then
    cli.fail(("option '--cost': %d rows, expected %d (one per peg, separated by '/')"):format(r, k))
  end
  return rows
end

--- The options of a search from the command line: `--rules`, `--cost`
-- (on k pegs) and `--max-states` as the library's `rules`, `cost` and
-- `max_states`, and a progress function.
-- @tparam table opts as `cli.parse` returns them
-- @tparam int k the number of pegs
-- @tparam[opt] function progress
-- @treturn table
function cli.search_options(opts, k, progress)
  local max_states = opts["max-states"]
  if max_states and max_states < 1 then cli.fail("option '--max-states' must be a positive integer") end
  return { rules = cli.rules(opts.rules), cost = cli.cost(opts.cost, k), max_states = max_states,
           progress = progress }
end

--- FROM [TO] [--pegs K] as a start and a goal: the start a position; the
-- goal a peg (TO a number or one letter: the whole tower there; default
-- the last peg) or a position. The pegs are `pegs`, or as many as FROM
-- and TO name (at least 3).
-- @tparam string from
-- @tparam[opt] string to
-- @tparam[opt] int pegs
-- @treturn hanoi.State the start
-- @return the goal: a peg (int) or a `hanoi.State`; nil when TO is nil
-- @treturn int the number of pegs
function cli.endpoints(from, to, pegs, meant)
  cli.bare_number(from, meant)
  local a = cli.label_pegs(from, "FROM", pegs)
  local need, peg_to = cli.pegs_needed(a), false
  local labels, lists = { from }, { a }
  if to ~= nil then
    peg_to = to:match("^%d+$") or to:match("^%a$")
    local p = peg_to and cli.peg(to, (to:match("^%d") or (pegs or 0) > 26) and MAXK or 26, "TO")
    if p and p > need then need = p end
    if p then lists[2] = p end
    if not peg_to then
      local b = cli.label_pegs(to, "TO", pegs)
      if #b ~= #a then
        cli.fail(("FROM and TO name different numbers of disks (%d and %d)"):format(#a, #b))
      end
      local nb = cli.pegs_needed(b)
      if nb > need then need = nb end
      labels[2], lists[2] = to, b
    end
  end
  if not pegs then cli.check_inferred(need, labels, lists) end
  local k = pegs or need
  local s = cli.position(from, k, "FROM")
  if to == nil then return s, nil, k end
  if peg_to then return s, cli.peg(to, k, "TO"), k end
  return s, cli.position(to, k, "TO"), k
end

--- The label of a goal: a position's, or the tower on peg `goal`.
-- @param goal a peg (int) or a `hanoi.State`
-- @tparam int n disks
-- @tparam int k pegs
function cli.goal_label(goal, n, k)
  if type(goal) ~= "number" then return cli.label(goal) end
  return cli.label(require("hanoi").new(n, k, goal))
end

---------------------------------------------------------------------------
-- JSON.
-- @section json
---------------------------------------------------------------------------

--- A value of the library as JSON: a decimal string (an exact count past
-- 2^63 - 1) as a number, digit for digit; anything else as it is.
function cli.json_number(v)
  if type(v) == "string" then return require("hanoi.json").number(v) end
  return v
end

--- The rule set of `--rules` in a JSON document: its name (the default
-- rule set's, "classic", when none was given) or the allowed moves as
-- [from, to] pairs.
function cli.json_rules(s)
  return cli.rules(s) or require("hanoi").rule_sets()[1].name
end

--- Writes one JSON document to standard output (an object with `keys` in
-- that order, the rest sorted), then a newline.
-- @tparam table doc
-- @tparam {string,...} keys
function cli.write_json(doc, keys)
  local json = require("hanoi.json")
  json.write(json.object(doc, keys), cli.write)
  cli.write("\n")
end

---------------------------------------------------------------------------
-- Output.
-- @section output
---------------------------------------------------------------------------

-- a failed write: a closed pipe ends the program quietly, Ctrl-C (which
-- cut a blocked write short) goes on as an interrupt, anything else is a
-- write error
local function write_failed(msg, code)
  if code == EPIPE then os.exit(0) end
  if code == EINTR then error("interrupted", 0) end
  cli.die("write error: " .. tostring(msg))
end

--- Writes to standard output; see above for what a failure does.
function cli.write(...)
  local ok, msg, code = io.stdout:write(...)
  if not ok then write_failed(msg, code) end
end

--- Flushes standard output, as `cli.write` does on failure.
function cli.flush()
  local ok, msg, code = io.stdout:flush()
  if not ok then write_failed(msg, code) end
end

--- A progress bar on standard error, shown when it is a terminal and once
-- the work has run for a second. Returns `update(done, total [, layer])`
-- (e.g. as a search's `progress` function) and `finish()`, which clears
-- the bar; call it however the work ends.
-- @treturn function update
-- @treturn function finish
function cli.progress_bar()
  local tty = require("hanoi.term").isatty(2)
  local start, shown = os.time(), false
  local function update(done, total, layer)
    if not tty or not shown and os.difftime(os.time(), start) < 1 then return end
    shown = true
    local width = 40
    done, total = tonumber(done) or 0, tonumber(total) or 1
    local part = total > 0 and min(1, done / total) or 1
    local fill = floor(width * part + 0.5)
    io.stderr:write(("\r[%s%s] %3d%%%s  "):format(rep("#", fill), rep(" ", width - fill),
      floor(100 * part), layer and ("  layer %d"):format(layer) or ""))
  end
  local function finish()
    if shown then io.stderr:write("\r", rep(" ", 72), "\r") end
    shown = false
  end
  return update, finish
end

---------------------------------------------------------------------------
-- Commands and help.
-- @section commands
---------------------------------------------------------------------------

-- the commands of module `hanoi.cli.NAME`
local function load(name)
  local m = "hanoi.cli." .. name
  local ok, cmds = cli.pcall(require, m)
  if not ok then error(cmds, 0) end
  if type(cmds) ~= "table" then error(m .. " returned no list of commands", 0) end
  return cmds
end

-- the command `hanoi help NAME` knows as `topic` ("solve" for `hanoi N`),
-- loading only its module; nil when there is none
local function command(topic_name)
  if topic_name == nil then return nil end
  for _, e in ipairs(COMMANDS) do
    if e[1] == topic_name then
      for _, c in ipairs(load(e[2])) do
        if (c.name or c.topic) == topic_name then return c end
      end
    end
  end
end

-- every command, in the order of COMMANDS (`hanoi help`)
local function commands()
  local list = {}
  for _, e in ipairs(COMMANDS) do list[#list + 1] = command(e[1]) end
  return list
end

--- The names of the commands (`hanoi help` and the command words), in the
-- order `hanoi help` lists them; loads nothing.
-- @treturn {string,...}
function cli.command_names()
  local t = { "help" }
  for _, e in ipairs(COMMANDS) do
    if e[1] ~= "solve" then t[#t + 1] = e[1] end
  end
  return t
end

-- "unknown command 'plya'", with the nearest name when one is near
local function unknown_command(word)
  local near = text.nearest(word, cli.command_names())
  return "unknown command " .. echoed(word) .. (near and (" (did you mean '" .. near .. "'?)") or "")
end

-- the name `hanoi help NAME` knows a command by
local function topic(c) return c.name or c.topic end

--- The usage lines of every command.
function cli.usage(list)
  local lines = { "usage:" }
  for _, c in ipairs(list or commands()) do
    lines[#lines + 1] = "  hanoi " .. c.usage
  end
  lines[#lines + 1] = "  hanoi help [COMMAND]"
  return concat(lines, "\n")
end

-- The named rule sets in a help text, from the library's one list of
-- them (`hanoi.rule_sets`): "{RULES}" becomes their names, the default
-- marked ("classic (the default), cyclic, ..."), "{RULES+}" each name with
-- the moves it allows ("cyclic (only from a peg to the next, ...)"); a
-- line that grows past HELP_WIDTH columns is broken at its spaces.
local HELP_WIDTH = 78

local function rule_set_names(about)
  local out = {}
  for i, r in ipairs(require("hanoi").rule_sets()) do
    out[i] = about and ("%s (%s)"):format(r.name, r.about) or i == 1 and r.name .. " (the default)"
      or r.name
  end
  return concat(out, ", ")
end

local function filled(help)
  if help == nil or not help:find("{RULES", 1, true) then return help end
  local lines = {}
  for whole in (help .. "\n"):gmatch("([^\n]*)\n") do
    local line = whole -- a copy: Lua 5.5's loop variables are constants
    if line:find("{RULES", 1, true) then
      line = line:gsub("{RULES%+}", function() return rule_set_names(true) end)
        :gsub("{RULES}", function() return rule_set_names(false) end)
      while #line > HELP_WIDTH do
        local cut = line:sub(1, HELP_WIDTH + 1):match("^.*() ")
        if cut == nil or cut == 1 then break end
        lines[#lines + 1] = line:sub(1, cut - 1)
        line = line:sub(cut + 1)
      end
    end
    lines[#lines + 1] = line
  end
  return concat(lines, "\n")
end

--- The help of every command, or of one.
function cli.help(list, c)
  if c then
    return concat({ "usage: hanoi " .. c.usage, "", filled(c.help) or "" }, "\n")
  end
  local lines = { "hanoi: the Tower of Hanoi from the command line", "" }
  for _, cmd in ipairs(list) do
    lines[#lines + 1] = "hanoi " .. cmd.usage
    lines[#lines + 1] = "    " .. (filled(cmd.help) or ""):gsub("\n", "\n    ")
    lines[#lines + 1] = ""
  end
  lines[#lines + 1] = "hanoi help [COMMAND]\n    this text, or one command's"
  lines[#lines + 1] = ""
  lines[#lines + 1] = "hanoi --version\n    the version of hanoi and of the Lua it runs on"
  lines[#lines + 1] = ""
  lines[#lines + 1] = "A peg is a letter, A..Z then a..f past 26 pegs (either case up to 26), or a"
  lines[#lines + 1] = "number; a position is a label, one peg per disk, smallest first ('BAC'), or"
  lines[#lines + 1] = "numbers and commas ('2,1,3'). Exit status: 0 done, 1 failed, 2 a mistake in"
  lines[#lines + 1] = "the command, 130 interrupted."
  return concat(lines, "\n")
end

-- runs the command line; errors go on to main
local function dispatch(args)
  local first = args[1]
  if first == "--version" then
    cli.write("hanoi ", require("hanoi").version, " (", LUA_VERSION, ")\n")
    return 0, nil
  end
  if first == "--help" or first == "-h" or first == "help" then
    if first == "help" and args[2] then
      local c = command(args[2])
      if not c then
        local near = text.nearest(args[2], cli.command_names())
        cli.fail("no command " .. echoed(args[2]) .. (near and (" (did you mean '" .. near .. "'?)") or ""))
      end
      cli.write(cli.help(nil, c), "\n")
    else
      cli.write(cli.help(commands()), "\n")
    end
    return 0, nil
  end
  local chosen, rest = command(first), {}
  if chosen then
    for i = 2, #args do rest[#rest + 1] = args[i] end
  elseif first == nil or tonumber(first) or first:sub(1, 1) == "-" then
    chosen = command("solve")
    rest = args
  end
  if not chosen then
    return nil, first and unknown_command(first) or "no command given"
  end
  for _, a in ipairs(rest) do
    if a == "--" then break end
    if a == "--help" or a == "-h" then
      cli.write(cli.help(nil, chosen), "\n")
      return 0, nil
    end
  end
  if #rest == 0 and chosen.name == false and not chosen.no_args then
    return nil, "no command given"
  end
  cli.current, cli.words = topic(chosen), chosen.name and rest or args
  return chosen.run(rest, cli) or 0, nil
end

-- runs the command line; returns the exit code and the message for
-- standard error (nil when there is none)
local function run(args)
  local ok, code, unknown = pcall(function()
    local c, u = dispatch(args)
    if c then cli.flush() end
    return c, u
  end)
  if ok and unknown then return 2, unknown .. "; try 'hanoi help'" end
  if ok then return code end
  local err = code
  if cli.is_interrupt(err) then return 130, "interrupted" end
  if type(err) == "table" and err[USAGE] then
    local where = cli.current and (" " .. cli.current) or ""
    return 2, err[USAGE] .. "; try 'hanoi help" .. where .. "'"
  end
  if type(err) == "table" and err[DIE] then return 1, err[DIE] end
  return 1, tostring(err)
end

--- Runs the command line `args`; returns the exit code. Installs the
-- Ctrl-C trap of `hanoi.core` first (when the launcher has not already)
-- and makes writes past the file size limit fail instead of ending the
-- program (`hanoi.fileio.trap_size_limit`), and flushes standard output
-- last. Ctrl-C raises "interrupted" at the next Lua instruction, wherever
-- that is: while reporting another error too (a read cut short by the
-- signal fails first), so the report is made under protection as well.
-- What goes to standard error is shown through `hanoi.text.printable`: a
-- message that quotes the command line or a file never drives the
-- terminal.
function cli.main(args)
  require("hanoi.core").trap_interrupt()
  require("hanoi.fileio").trap_size_limit()
  cli.current, cli.words = nil, nil
  local ok, code, msg = pcall(run, args)
  if not ok then
    if not cli.is_interrupt(code) then error(code, 0) end
    code, msg = 130, "interrupted"
  end
  if msg then io.stderr:write("hanoi: ", printable(msg), "\n") end
  return code
end

return cli
