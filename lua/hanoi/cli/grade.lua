--- The `hanoi grade` command: a whole class's functions graded by the
-- teaching kit (`teach.grade`), one row per file, each written as soon as
-- its file is graded. Each file is graded in a process of its own
-- (`hanoi.sandbox`), under the system's limits (CPU time, memory, no file
-- written, no new process) and a wall-clock watchdog, in an environment
-- of its own (`hanoi.teach.graded`): whatever one file does, a crash of
-- the interpreter included, costs that file's row and no other. This
-- process never runs a learner's code. SIGINT and SIGTERM end the run at
-- once: the file being graded has its child killed and a row that says
-- so, after the rows written so far, then a last line that says so; the
-- status is 128 + the signal's number.
-- See `hanoi.cli` for the protocol.
-- @module hanoi.cli.grade

local teach = require "hanoi.teach"
local graded = require "hanoi.teach.graded"
local learner = require "hanoi.teach.learner"
local sandbox = require "hanoi.sandbox"
local text = require "hanoi.text"
local lang = require "hanoi.lang"
local display = require "hanoi.lang.width"
local texts = require "hanoi.teach.texts"
local formats = require "hanoi.cli.grade_formats"

local ipairs, pcall, tostring, io, math, tonumber, os =
  ipairs, pcall, tostring, io, math, tonumber, os
local format, concat = string.format, table.concat

_ENV = nil -- no globals past this point

-- a CSV field, as the formats write them (quoted where it must be; a
-- formula to a spreadsheet defused)
local csvfield = formats.field

-- the width of a text on a terminal (one column per character)
-- columns as a terminal counts them (a wide character takes two)
local width, pad, lpad = display.of, display.pad, display.lpad

-- the signals that end a process only when sent to it (never a crash)
local OUTSIDE = { SIGTERM = true, SIGINT = true, SIGHUP = true, SIGQUIT = true,
  SIGUSR1 = true, SIGUSR2 = true, SIGALRM = true, SIGVTALRM = true, SIGPIPE = true }

-- the words for how a child ended without a row, in the kit's language
local function ended(how, code, reply, lim)
  local T = texts.t
  if how == "interrupted" then
    return T("kit.graded.interrupted_here", { signal = tostring(code) })
  elseif how == "wall" then
    return T("kit.graded.wall", { seconds = lim.wall })
  elseif how == "signal" and code == "SIGXCPU" or how == "signal" and code == "SIGKILL" then
    return T("kit.graded.cpu", { seconds = lim.cpu })
  elseif how == "signal" and OUTSIDE[code] then
    return T("kit.graded.outside", { signal = code })
  elseif how == "signal" then
    return T("kit.graded.crashed", { signal = tostring(code) })
  elseif how == "exit" and code == 124 then
    return T("kit.graded.ran_on")
  elseif how == "exit" and code == 3 then
    local msg = tostring(reply):match("^[^\n]*")
    if msg:find("not enough memory", 1, true) then
      return T("kit.graded.out_of_memory", { mib = lim.mib })
    end
    return T("kit.graded.failed", { message = msg })
  end
  return T("kit.graded.unreadable", { how = how, code = tostring(code) })
end

local function grade(args, cli)
  local opts, files = cli.parse(args, { csv = "flag", sizes = "string", order = "string",
    pegs = "integer", names = "string", ["max-seconds"] = "number",
    ["max-memory"] = "integer", lang = "string", format = "string", ["id-pattern"] = "string",
    points = "number" })
  -- the report's language: its words only (the CSV and the slips stay)
  local tag, bad = lang.option(opts.lang, os.getenv)
  if not tag then cli.fail(bad) end
  texts.lang(tag)
  local T = texts.t
  if #files == 0 then cli.fail("no file to grade, like 'hanoi grade class/*.lua'") end
  local school, ids, started = formats.options(opts, files, cli.fail), nil, os.time()
  if school then ids = school.ids; opts.csv = nil end
  local k = opts.pegs and cli.integer(opts.pegs, "option '--pegs'", 3, 4) or 3
  local lo, hi = 1, k == 4 and 8 or 6
  if opts.sizes then lo, hi = cli.range(opts.sizes, "option '--sizes'", 1, k == 4 and 12 or 10) end
  local seconds = opts["max-seconds"] or 2
  if not (seconds > 0 and seconds <= 3600) then
    cli.fail("option '--max-seconds' must be a number above 0, at most 3600")
  end
  local mib = opts["max-memory"] and cli.integer(opts["max-memory"], "option '--max-memory'",
    1, 4096) or 256
  local o = { k = k, max_seconds = seconds, max_memory = mib }
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
  -- the options, checked once by the kit itself (on a function of its own)
  local ok, err = pcall(teach.grade, function() end, lo, hi, o)
  if not ok then cli.raise(nil, err) end
  -- (the language too: each file's process says its row in it)
  local settings = { lo = lo, hi = hi, sizes = opts.sizes ~= nil, k = k, order = o.order,
    names = o.names, seconds = seconds, memory = mib, lang = texts.lang() }
  -- a file's limits, last safety nets behind the kit's own (a run stops
  -- at its budget of steps, hanoi.teach.learner): the time the budgets
  -- of its sizes stand for, and as much again twice for its loading and
  -- the kit's own work, in CPU seconds; twice that and a second of wall
  -- clock; the memory of a run four times over (the kit keeps what runs
  -- did) and room for the kit
  local share = 0
  for n = lo, hi do share = share + learner.share(n) end
  local cpu = math.ceil(seconds * (share + 4)) + 1
  local lim = { cpu = cpu, wall = 2 * cpu + 1, memory = (4 * mib + 64) << 20, mib = 4 * mib + 64 }
  -- a test hook: the files whose path is this variable crash their
  -- process (SIGSEGV) before they load
  local crash = os.getenv("HANOI_GRADE_TEST_CRASH")
  local shown = {}
  local w = 4
  for i, path in ipairs(files) do
    shown[i] = text.printable(path)
    if width(shown[i]) > w then w = width(shown[i]) end
  end
  local write, flush = cli.write, cli.flush
  w = math.max(w, width(T("kit.grade.file")))
  local vw = 9
  for _, key in ipairs { "kit.grade.verdict", "kit.grade.right", "kit.grade.wrong",
      "kit.grade.error" } do
    vw = math.max(vw, width(T(key)))
  end
  local function line(file, verdict, n, slip, moves, calls, order)
    write(pad(file, w), " ", pad(verdict, vw), format(" %3s  ", n), pad(slip, 16), " ",
      lpad(tostring(moves), 6), " ", lpad(tostring(calls), 6), "  ", tostring(order), "\n")
  end
  if school then
    if school.format == "moodle" then write(formats.MOODLE_HEADER) end
  elseif opts.csv then
    write("file,ok,n,slip,moves,calls,order\n")
  else
    line(T("kit.grade.file"), T("kit.grade.verdict"), "n", T("kit.grade.slip"), T("kit.grade.moves"),
      T("kit.grade.calls"), T("kit.grade.order"))
  end
  flush()
  local hold = sandbox.hold()
  local stopped, done = nil, 0
  for i, path in ipairs(files) do
    stopped = hold:pending()
    if stopped then break end
    local how, code, reply = sandbox.run(function()
      return graded.encode(graded.grade(path, settings))
    end, { cpu = lim.cpu, wall = lim.wall, memory = lim.memory, crash = crash == path })
    -- SIGINT or SIGTERM: the file's child was killed; its row says so
    if how == "interrupted" then stopped = code end
    local row = how == "exit" and code == 0 and graded.decode(reply) or nil
    local why = row and row.error or not row and ended(how, code, reply, lim) or nil
    if why then
      -- the child cut its fields already; a reply that is not a row is cut here
      if #why > 4096 then why = why:sub(1, 4096) end
      why = text.printable(why)
      if #why > 300 then why = why:sub(1, 300) .. "..." end
    end
    if school then
      if why then io.stderr:write("hanoi grade: ", shown[i], ": ", why, "\n") end
      write(formats.write(school, ids[i], { row = not why and row or nil, why = why },
        { lo = lo, hi = hi, sizes = opts.sizes ~= nil, T = T,
        seconds = math.floor(os.difftime(os.time(), started)) }))
    elseif why then
      if opts.csv then
        write(concat({ csvfield(shown[i]), "false", "", "error", "", "", "" }, ","), "\n")
        io.stderr:write("hanoi grade: ", shown[i], ": ", why, "\n")
      else
        line(shown[i], T("kit.grade.error"), "-", "error", "-", "-", "-")
        write("    ", why, "\n")
      end
    elseif opts.csv then
      write(concat({ csvfield(shown[i]), tostring(row.ok), row.n, csvfield(row.slip),
        row.moves, row.calls, csvfield(row.order) }, ","), "\n")
    else
      line(shown[i], row.ok and T("kit.grade.right") or T("kit.grade.wrong"), row.n,
        row.slip ~= "" and row.slip or "-", row.moves, row.calls, row.order)
    end
    flush()
    if stopped then break end
    done = i
  end
  hold:release()
  if stopped then
    local counts = { signal = stopped, done = done, total = #files }
    local words = T("kit.graded.interrupted", counts)
    if school then
      -- no line of the school's formats: the file keeps the rows so far
    elseif opts.csv then
      -- the CSV is the same in every language
      write(csvfield("# " .. lang.new("en"):t("kit.graded.interrupted", counts)), ",,,,,,\n")
    else
      write(words, "\n")
    end
    flush()
    io.stderr:write("hanoi grade: ", words, "\n")
    return stopped == "SIGTERM" and 143 or 130
  end
  return 0
end

return {
  { name = "grade", run = grade,
    usage = "grade FILE... [--csv | --format F] [--sizes LO..HI] [--order ROLES] [--pegs 4] "
      .. "[--names N1,N2,N3] [--max-seconds S] [--max-memory MIB] [--lang L] "
      .. "[--id-pattern PAT] [--points P]",
    help = [[
grades learners' Tower of Hanoi functions with the teaching kit, one row per
file as each file ends: the verdict, the smallest size that fails (or the
largest checked), the slip the kit names (docs/teach.md), the moves and calls
at that size, the order of the pegs it was graded in. Each file defines solve
(or returns a function) and is graded in a process of its own, under limits
of time and memory, writing no file; a crash or a runaway costs its row only.
A file's first lines may carry '-- opts: {order = {"from", "via", "to"}}'
(also names, k). Without an order, a function right in an order of its own is
right. --csv writes file,ok,n,slip,moves,calls,order (a field that starts
with = + - @ gets a leading '); a file that does not load is a row with slip
'error' and its message (on standard error with --csv). --sizes: default 1..6
(1..8 with --pegs 4). --order: the roles of the pegs in the order the
functions take them, like from,via,to. --names: the pegs' names, like 1,2,3.
--max-seconds: the time each size may take (2), counted in steps of Lua;
a size of fewer than 6 disks gets half as much for each disk fewer (at least
a sixteenth). --max-memory: the MiB each run may take (256). SIGINT or
SIGTERM end it at once, the file being graded marked as stopped.
--lang: the language of the table's words, ]] .. lang.list("or") .. [[

(default from LC_ALL, LC_MESSAGES, LANG); the CSV and the slips' names
are the same in every language.
--format: table (the default), csv (as --csv), gradescope (Gradescope's
autograder results.json for one file: a test a size, the kit's report in the
learner's language), moodle (the CSV of Moodle's grade import: identifier,
grade, feedback). The identifier is the file's name without its folders and
'.lua'; --id-pattern PAT takes a Lua pattern's first capture of the name
instead. --points: the points of all sizes together (default one a size).]],
  },
}
