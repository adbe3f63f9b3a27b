--- The pages' side of the WebAssembly engine (`make web`): built into the
-- bundle as `hanoi.web` (installed too, where it answers as in the page).
-- The page runs small Lua chunks through src/web/main.c; what they need beyond `hanoi`,
-- `hanoi.teach` and `hanoi.render` is here, each answer a JSON text.
-- @module hanoi.web

local hanoi = require "hanoi"
local json = require "hanoi.json"
local core_type = require("hanoi.core").type
local pegnames = require "hanoi.pegs"

local tostring, tonumber, pcall, require, math, table, package, error, ipairs, string, type, coroutine =
  tostring, tonumber, pcall, require, math, table, package, error, ipairs, string, type, coroutine

-- The page has no files: `hanoi.game.save` writes and reads save files
-- through `hanoi.fileio`, which the engine does not carry; the page hands
-- the text itself (`Game:dump`, `Game:undump`), so the two functions of
-- files only say so.
if not package.preload["hanoi.fileio"] then
  package.preload["hanoi.fileio"] = function()
    local function none() return nil, "no files in the browser" end
    return { read = none, write = none }
  end
end

local web = {}

local refusal = require("hanoi.game.words").refusal

-- the fields of "a;b;c;..." (empty ones kept)
local function fields(arg)
  local t = {}
  for x in (arg .. ";"):gmatch("([^;]*);") do t[#t + 1] = x end
  return t
end

-- the language of a tag (`hanoi.lang.new`), English for one it lacks
local speakers = {}
local function speaker(tag)
  local lang = require "hanoi.lang"
  local t = lang.match(tag) or "en"
  speakers[t] = speakers[t] or lang.new(t)
  return speakers[t]
end

--- JSON of any value `hanoi.json` can write.
web.json = json.encode

-- the file name a learner's code is graded under (as `hanoi grade` shows it)
web.FILE = "solve.lua"

-- the line of the learner's file in Lua's own message of an error
-- ("solve.lua:3: ..."), or nil
local AT = "%f[%w]" .. web.FILE:gsub("%p", "%%%0") .. ":(%d+):"
local function lua_line(msg)
  if type(msg) ~= "string" then return nil end
  return math.tointeger(tonumber(msg:match(AT)))
end

-- what `hanoi grade` takes when given no option: sizes 1..6, three pegs,
-- 2 seconds a size, 256 MiB
local CLASS = { lo = 1, hi = 6, sizes = false, k = 3, seconds = 2, memory = 256 }

-- a function of the kit run with its words in their page forms (the
-- page's buttons, never a command to type: `hanoi.teach.texts.where`)
local function on_page(f)
  return function(...)
    local texts = require "hanoi.teach.texts"
    local place = texts.where()
    texts.where("page")
    local ok, out = pcall(f, ...)
    texts.where(place)
    if not ok then error(out, 0) end
    return out
  end
end

--- Grades the learner's code as `hanoi grade --csv` grades the same text
-- saved as a file (the same code: `hanoi.teach.graded`, its environment,
-- limits and sizes), and reports as `teach.check` does: `{ok, n, slip,
-- text}`, where `ok`, `n` and `slip` are the CSV's fields as strings
-- ("false", "", "error" for code that does not load, with its message as
-- the text).
-- @tparam string code the text of the learner's file
-- @treturn string JSON
local function check(code)
  local graded = require "hanoi.teach.graded"
  local row, rep = graded.grade_text(web.FILE, code, CLASS)
  if row.error then
    return json.encode({ ok = "false", n = "", slip = "error", text = tostring(row.error),
      line = lua_line(row.error) })
  end
  local ok, text = pcall(tostring, rep)
  local fix = {}
  for i, e in ipairs(type(rep.fix) == "table" and rep.fix or {}) do
    fix[i] = { line = e.line, old = e.old, new = e.new }
  end
  return json.encode({ ok = tostring(row.ok), n = tostring(row.n), slip = row.slip,
    hint = rep.hint or "", text = ok and text or tostring(rep.reason),
    reason = rep.reason and tostring(rep.reason) or "", fix = json.array(fix),
    -- the line of the learner's code the report names, where it names one
    -- (else the line of Lua's own message)
    line = math.tointeger(rep.line) or lua_line(rep.reason),
    wrong = not rep.ok and web.wrong(code, row, rep) or nil })
end

--- The first wrong move of a report (`error` of `teach.check`'s report:
-- `move`, `disk`, `from`, `to`), drawn on the page: the learner's function
-- run again here with the report's number of disks and its order of the
-- pegs, its moves played on a board of our own up to that move.
-- `{move, disk, from, to, k, before}` (the pegs counted from 1, `before`
-- the position before the move as a label), or nil where the replay does
-- not make the same move there (a function that plays differently each
-- time): then the page draws nothing rather than a wrong picture.
-- @tparam string code the learner's text
-- @tparam table row the row of `graded.grade_text`
-- @tparam table rep its report
-- @treturn table|nil
function web.wrong(code, row, rep)
  local e = rep.error
  local n = math.tointeger(rep.n)
  if type(e) ~= "table" or not n or not math.tointeger(e.move) then return nil end
  local graded = require "hanoi.teach.graded"
  local fopts = graded.file_options(code) or {}
  local k = fopts.k or type(fopts.names) == "table" and #fopts.names or CLASS.k
  local names = fopts.names or {}
  for p = 1, k do if names[p] == nil then names[p] = pegnames.name(p) end end
  local index = {}
  for p = 1, k do index[names[p]] = p end
  local roles = {}
  for role in ((row.order or "") .. ","):gmatch("([^,]*),") do roles[#roles + 1] = role end
  if #roles ~= k then return nil end
  -- the pegs of each role: from 1, to k, the spare ones between
  local of = { from = 1, to = k, via = 2, via1 = 2, via2 = 3 }
  local fn = graded.load(web.FILE, code, CLASS.seconds, CLASS.memory)
  if fn == nil then return nil end
  local s = hanoi.new(n, k)
  local played, before, made = 0, nil, nil
  local STOP = {}
  local function move(a, b)
    played = played + 1
    local f, t = index[a], index[b]
    if played == e.move then
      before, made = s:label(), { f, t }
      error(STOP, 0)
    end
    if not (f and t and s:move(f, t)) then error(STOP, 0) end
  end
  local args = { n }
  for i, role in ipairs(roles) do
    local p = of[role]
    if not p then return nil end
    args[i + 1] = names[p]
  end
  args[#args + 1] = move
  math.randomseed(graded.RANDOM_START)
  local co = coroutine.create(function() return fn(table.unpack(args)) end)
  local budget = require("hanoi.teach.learner").budget(CLASS.seconds, n)
  require("hanoi.guard").run(co, { steps = budget, memory = CLASS.memory << 20 })
  if not made or not made[1] or not made[2] then return nil end
  if names[made[1]] ~= e.from or names[made[2]] ~= e.to then return nil end
  return { move = e.move, disk = e.disk, from = made[1], to = made[2], k = k, before = before }
end
web.check = on_page(check)

--- What `hanoi` answers, for the engine's own test (tools/web/test.js
-- asks the same of the native module): `hanoi.count(20, 4)`, a hint on
-- four pegs from a scrambled position, `hanoi.bfs{n = 8, k = 4}`.
function web.selftest()
  local s = hanoi.state({ 1, 2, 1, 3, 4, 1 }, 4)
  local d, f, t, exact = s:hint(1)
  local b = hanoi.bfs({ n = 8, k = 4 })
  return json.encode({ count = tostring(hanoi.count(20, 4)),
    hint = { d, f, t, exact }, bfs = { states = b.states, reached = b.reached,
      eccentricity = b.eccentricity, farthest = b.farthest } })
end

--- The kit's stepper (`teach.stepper(fn, 3)`) through the learner's own
-- function, loaded as `web.check` loads it, in the language the kit speaks
-- (`teach.lang`): `{steps}`, each step `{text, label, line}` (the line of
-- the learner's code the running frame is at, 0 for none: the stepper's
-- own `line`, the same in every language), or `{error}` when the code
-- does not load.
-- @tparam string code
-- @treturn string JSON
local function stepper_steps(code)
  local teach = require "hanoi.teach"
  local fn, why = require("hanoi.teach.graded").load(web.FILE, code, CLASS.seconds, CLASS.memory)
  if fn == nil then return json.encode({ error = tostring(why) }) end
  local out = {}
  local function write(t) out[#out + 1] = t end
  local ok, s = pcall(teach.stepper, fn, 3, { out = write })
  if not ok then return json.encode({ error = tostring(s) }) end
  local steps = { { text = table.concat(out), label = s.state:label(), line = 0 } }
  while not s.done and #steps < 2000 do
    out = {}
    s.write = write
    s()
    steps[#steps + 1] = { text = table.concat(out), label = s.state:label(),
      line = math.tointeger(s.line) or 0 }
  end
  return json.encode({ steps = steps })
end
web.steps = on_page(stepper_steps)

-- "k;label;..." into k, the position, and the numbers after it
local function position(arg)
  local f = fields(arg)
  local k = math.tointeger(tonumber(f[1]))
  local label = f[2]
  local pegs = {}
  for i = 1, #label do pegs[i] = pegnames.of(label:sub(i, i)) end
  return hanoi.state(pegs, k), math.tointeger(tonumber(f[3])),
    math.tointeger(tonumber(f[4]))
end

--- A move on a live board: `"k;LABEL;from;to"` or `"k;LABEL;from;to;L"`
-- (LABEL as `BAA`, one peg letter per disk, smallest first; L the page's
-- language, a tag of `hanoi.lang.TAGS`). Answers `{ok, label, message}`:
-- the position after the move, or why the move is not legal (in the
-- language L, as the terminal game says it, its pegs by letter; without
-- L the C core's own words).
function web.move(arg)
  local s, from, to = position(arg)
  local ok, msg = s:move(from, to)
  if not ok then
    local tag = fields(arg)[5]
    if tag and tag ~= "" then msg = refusal(tostring(msg), speaker(tag)) end
    return json.encode({ ok = false, label = s:label(), message = msg })
  end
  return json.encode({ ok = true, label = s:label() })
end

--- The next move of a shortest way from `"k;LABEL;goal"` to the tower on
-- peg `goal`: `{disk, from, to, exact, distance}` (`exact` false where
-- the search answered with a plan not proven shortest), `{}` when the
-- tower stands there.
function web.hint(arg)
  local s, goal = position(arg)
  local d, f, t, exact = s:hint(goal)
  if d == nil then return json.encode({ done = true }) end
  return json.encode({ disk = d, from = f, to = t, exact = exact and true or false })
end

--- The distance from `"k;LABEL;goal"` to the tower on peg `goal` and the
-- next move of a shortest way (`hanoi.distance`, `State:hint`):
-- `{distance, disk, from, to}` (distance a decimal string; no move at
-- the goal), for the page's own test of the engine it carries.
function web.optimal(arg)
  local s, goal = position(arg)
  local d, f, t = s:hint(goal)
  return json.encode({ distance = tostring(hanoi.distance(s, goal)), disk = d, from = f, to = t })
end

-- the way from s to the tower on peg goal: {length, exact, moves}
local function way_to(s, goal)
  local ok, length, steps, exact = pcall(hanoi.search, { from = s, to = goal })
  local moves = {}
  if not ok then
    -- past what the search can hold: the plan of the terminal game's
    -- solver (`State:solve` with hanoi.game's budget, in the memory the
    -- engine has), else its constructive plan (a budget of one
    -- position); not proven shortest either way
    for _, budget in ipairs({ { max_states = 1 << 17, max_memory = 256 << 20 }, { max_states = 1 } }) do
      moves = {}
      local done = pcall(function()
        for d, f, t in s:copy():solve(goal, budget) do
          moves[#moves + 1] = { d, f - 1, t - 1 }
          if #moves > 1 << 20 then error("the plan is too long", 0) end
        end
      end)
      if done then return { length = #moves, exact = false, moves = json.array(moves) } end
    end
    error(length, 0)
  end
  for d, f, t in steps do moves[#moves + 1] = { d, f - 1, t - 1 } end
  return { length = length, exact = exact and true or false, moves = json.array(moves) }
end

--- The C search's way for the page to play (`hanoi.search`, its default
-- budget) from `"k;LABEL;goal"` to the tower on peg `goal` (or the
-- nearest of the towers on the pegs listed, `"k;LABEL;2,3"`): `{length,
-- exact, moves}`, each move `{disk, from, to}` with the pegs counted from
-- 0 as the page counts them; `exact` false where the budget ran out and
-- the search answered with a plan not proven shortest. Raises where the
-- search cannot answer (the memory a larger ball would take).
function web.way(arg)
  local s = position(arg)
  local best
  -- "k;LABEL;2,3": the nearest of several towers (the goal "any other
  -- peg"): an exact way before a plan, then the shorter
  for g in (arg:match("^[^;]*;[^;]*;([^;]*)") .. ","):gmatch("(%d+),") do
    local w = way_to(s, math.tointeger(tonumber(g)))
    if not best or (w.exact and not best.exact) or
      (w.exact == best.exact and w.length < best.length) then
      best = w
    end
  end
  return json.encode(best)
end

--- What the lesson's page shows in the language `tag` (a tag of
-- `hanoi.lang.TAGS`), as `hanoi lesson` writes it into the page for the
-- page's own language (`hanoi.web.lesson`): the page asks for another
-- one when the learner or the browser wants it.
-- @tparam string tag
-- @treturn string JSON
function web.lesson(tag)
  return json.encode(require("hanoi.web.lesson").words(tag))
end

-- ---- the pages' words: every text a page writes with values in it is
-- filled here, by `hanoi.lang` (its plural rules, its filler, its numbers);
-- the pages' scripts keep only the DOM

--- The language of the page for the browser's languages (one a line, its
-- `navigator.languages` in order): the first `hanoi.lang.match` knows,
-- else "en". `"de-AT\nfr"` gives "de"; `"zh-TW"` gives "zh-Hant".
-- @tparam string arg
-- @treturn string JSON, the tag
function web.match(arg)
  local lang = require "hanoi.lang"
  for tag in (arg .. "\n"):gmatch("([^\n]*)\n") do
    local t = lang.match(tag)
    if t then return json.encode(t) end
  end
  return json.encode("en")
end

-- a value of a text the page sent: "n" and a number, or "s" and a text
-- with its bytes %XX-escaped (encodeURIComponent)
local function value(field)
  local name, kind, v = field:match("^([%w_]+)=([ns])(.*)$")
  if not name then error("bad value '" .. field .. "'", 0) end
  if kind == "n" then
    local x = tonumber(v)
    if not x then error("bad number for '" .. name .. "': " .. v, 0) end
    return name, math.tointeger(x) or x
  end
  return name, (v:gsub("%%(%x%x)", function(h) return string.char(tonumber(h, 16)) end))
end

--- The texts of the catalogue (`hanoi.lang`) a page writes, filled in a
-- language: `"TAG\nKEY\tNAME=VALUE\t...\n..."`, the language's tag (or a
-- browser's, `hanoi.lang.match`: English for one it lacks) and a line a
-- text, its key and its values (`n12`, `n2.5` a number, `sA%20B` a text).
-- Each text is `Lang:t`'s: English's where the language lacks the key.
-- @tparam string arg
-- @treturn string JSON, an array of the texts
function web.say(arg)
  local lines = {}
  for l in (arg .. "\n"):gmatch("([^\n]*)\n") do lines[#lines + 1] = l end
  local L = speaker(lines[1])
  local out = {}
  for i = 2, #lines do
    local f = {}
    for x in (lines[i] .. "\t"):gmatch("([^\t]*)\t") do f[#f + 1] = x end
    local args = {}
    for j = 2, #f do
      local name, v = value(f[j])
      args[name] = v
    end
    out[#out + 1] = L:t(f[1], args)
  end
  return json.encode(json.array(out))
end

--- The quiz's answer at `"3;LABEL;goal"`: the kit's best move
-- (teach.best_move) `{disk, from, to}`.
function web.best(arg)
  local s, goal = position(arg)
  local d, f, t = require("hanoi.teach").best_move(s, goal)
  return json.encode({ disk = d, from = f, to = t })
end

-- ---- the page to play: its rules come from hanoi.game

-- The bytes of a file as the page hands them: one character for each
-- byte (a zero byte as U+0100, which a C string can carry), which reaches
-- Lua as UTF-8 (bytes 128..255 and the zero byte as two bytes each);
-- undone here, so that a save file is read byte for byte as `hanoi play`
-- reads it.
local function bytes(text)
  return (text:gsub("[\xC2-\xC4][\x80-\xBF]", function(c)
    return string.char(((c:byte(1) & 3) << 6) | (c:byte(2) & 63))
  end))
end

-- a position from its label on k pegs
local function state_of(label, k)
  local pegs = {}
  for i = 1, #label do pegs[i] = pegnames.of(label:sub(i, i), k) end
  return hanoi.state(pegs, k)
end

-- a goal as the page writes it: a peg letter, "other" or a label
local function goal_of(word, k)
  if word == "other" then return "other" end
  if #word == 1 then return pegnames.of(word, k) end
  return state_of(word, k)
end

-- a new session of hanoi.game from the page's "n;k;start;goal" (start a
-- label), its clock the page's (`now`, seconds); the optimum from the
-- start is left to the worker where it is a search of seconds, but with
-- `measure_here` (the worker's own session)
local function session(f, now, measure_here)
  local game = require "hanoi.game"
  local k = math.tointeger(tonumber(f[2]))
  local start = f[3] ~= "" and state_of(f[3], k) or nil
  return game.new({ n = math.tointeger(tonumber(f[1])), k = k, start = start,
    goal = goal_of(f[4], k), clock = function() return now end,
    measure_later = not measure_here })
end

-- ---- the optimum from the start, measured off the page's main thread
--
-- hanoi.game measures the optimum from the start when a game begins, is
-- reset or loaded (`Game:_setup`), as the terminal game does: on more
-- than 3 pegs past its search budget that is seconds of the C search, and
-- the page would freeze. The main thread's sessions are made with
-- `measure_later` (the session begins with the optimum unknown and
-- `measuring` set); the page asks its worker (`web.optimum`, the same
-- measurement), then hands the answer to the session (the game's command
-- "optimum", `Game:take_optimum`).

-- a count as the page writes it back: an integer, or the decimal string
-- itself past 2^63 - 1 (as hanoi.game keeps such a count)
local function count_of(text)
  local c = math.tointeger(tonumber(text))
  if c and tostring(c) == text then return c end
  return text
end

--- The optimum from the start of a game of `"n;k;start;goal"` (start a
-- label, goal a peg letter, "other" or a label), measured as hanoi.game
-- measures it when a game begins (its search budget): `{start, goal,
-- target, distance}` (target a peg letter or a label, distance a decimal
-- string), or `{start, goal, why}` where it is unknown (past the budget).
-- The page's worker runs it; the page hands it to its game (the command
-- "optimum").
function web.optimum(arg)
  local f = fields(arg)
  local g = session(f, 0, true)
  local target, d = require("hanoi.game.player").nearest(g, g.start)
  local out = { start = g.start:label(), goal = require("hanoi.game.goal").word(g.goal) }
  if target then
    out.target = core_type(target) == "state" and target:label() or pegnames.name(target)
    out.distance = tostring(d)
  else
    out.why = tostring(d)
  end
  return json.encode(out)
end

--- The peg names of the library (`hanoi.pegs`): `{letters, max}`, the
-- page's only source of peg letters.
function web.pegs()
  return json.encode({ letters = pegnames.LETTERS, max = pegnames.MAX })
end

--- Whether hanoi.game starts a game of `"n;k;start;goal"` (start "" for
-- the tower on A, goal a peg letter or "other"): `{ok}`, or `{error}`
-- with the library's own message (52 pegs: "field 'k' must be 3..32").
function web.new(arg)
  local ok, g = pcall(session, fields(arg), 0)
  if not ok then return json.encode({ error = tostring(g) }) end
  return json.encode({ ok = true, goal = g:goal_text() })
end

-- ---- the page's game: one hanoi.game session for each engine (Lua
-- state), driven by the page's commands; the page draws what it says

local play = { game = nil, now = 0, tr = nil }

-- a message of hanoi.game in the page's language (`lang`), as the
-- terminal game says it, with its pegs named as the page names them
local function named(msg)
  return refusal(tostring(msg), play.tr or speaker("en"))
end

--- A save file's text as hanoi.game.save reads it: "ok" or its message
-- (`hanoi.game.save.parse`).
function web.save_check(text)
  text = bytes(text)
  local ok, why = require("hanoi.game.save").parse(text)
  return ok and "ok" or why
end

-- the page's record of moves: "1AC 2ABc ..." (disk, from, to, "c" for
-- the computer's, "r" for the random mover's)
local BY = { player = "", computer = "c", random = "r" }
local BY_MARK = { [""] = "player", c = "computer", r = "random" }

--- A save file's text loaded as hanoi.game loads it (`Game:undump`):
-- `{n, k, start, goal, moves, played, time}` (start a label, goal a peg
-- letter, "other" or a label, moves as the page records them), or
-- `{error}` with hanoi.game's message in the page's language.
function web.save_read(text)
  text = bytes(text)
  local g = session({ "3", "3", "", "C" }, 0)
  local ok, why = g:undump(text)
  if not ok then return json.encode({ error = named(why) }) end
  local moves = {}
  for i, m in ipairs(g.hist) do
    moves[i] = m[3] .. pegnames.name(m[1]) .. pegnames.name(m[2]) .. BY[m[4]]
  end
  local goal = require("hanoi.game.goal").word(g.goal)
  return json.encode({ n = g.n, k = g.k, start = g.start:label(), goal = goal,
    moves = table.concat(moves, " "), played = g.pos, time = g:elapsed() })
end

--- The text of the save file of the page's game, as hanoi.game writes it
-- (`Game:dump`): from `"n;k;start;goal;moves;played;time"` (moves as
-- `save_read` gives them, time in seconds). The moves are played on the
-- session by its own rules (an illegal one raises).
function web.save_write(arg)
  local f = fields(arg)
  local time = tonumber(f[7]) or 0
  local g = session(f, 0)
  local list = {}
  for d, a, b, by in f[5]:gmatch("(%d+)(%a)(%a)([cr]?)") do
    list[#list + 1] = { d, a, b, by }
  end
  local played = math.tointeger(tonumber(f[6])) or 0
  -- the moves played, then those taken back (redo) replayed and taken back
  for _, m in ipairs(list) do
    local a, b = pegnames.of(m[2], g.k), pegnames.of(m[3], g.k)
    local ok, why = g.state:can_move(a, b)
    if not ok then error(why, 0) end
    g:_record({}, g.state:move(a, b), a, b, BY_MARK[m[4]])
  end
  for _ = #list, played + 1, -1 do
    local m = g.hist[g.pos]
    g.state:move(m[2], m[1])
    g.pos = g.pos - 1
  end
  g.t0, g.base = nil, time
  return g:dump()
end

--- The nearest tower of the goal "any peg but the start" from
-- `"k;LABEL;from"` (from a peg letter), as hanoi.game finds it (the same
-- search and budget): `{peg}`, or `{error}`.
function web.nearest(arg)
  local f = fields(arg)
  local k = math.tointeger(tonumber(f[1]))
  local from = pegnames.of(f[3], k)
  local label = f[2]
  local g = session({ tostring(#label), f[1], pegnames.name(from):rep(#label), "other" }, 0)
  local target, d = require("hanoi.game.player").nearest(g, state_of(label, k))
  if not target then return json.encode({ error = tostring(d) }) end
  return json.encode({ peg = target, distance = tostring(d) })
end

-- a count (an integer, or a decimal string past 2^63 - 1) as a string
local function count(c)
  if c == nil then return nil end
  return tostring(c)
end

-- the Frame-Stewart count of n disks on k pegs, or nil
local function pcall_count(n, k)
  local ok, c = pcall(hanoi.count, n, k)
  if ok then return c end
end

-- whether the game's whole space is within its search budget (2^17
-- positions), so that its searches answer at once: 3 pegs, or k^n small
local function small(g)
  if g.k == 3 then return true end
  local size = 1
  for _ = 1, g.n do
    size = size * g.k
    if size > 1 << 17 then return false end
  end
  return true
end

-- what the page draws and shows of the session
local function view(g)
  local goal = require("hanoi.game.goal")
  return { n = g.n, k = g.k, label = g.state:label(), start = g.start:label(),
    goal = goal.word(g.goal), pos = g.pos, length = #g.hist,
    held = g.held or 0, mode = g:mode(), auto = g.auto or "", paused = g.paused, won = g.won,
    time = g:elapsed(), running = g.t0 ~= nil, by = g.by, undos = g.undos, redos = g.redos,
    hints = g.hints, optimal = count(g.optimal_start), disks = json.array(g.disk_moves),
    measuring = g.measuring,
    fs = g.start:is_tower() and count(pcall_count(g.n, g.k)) or nil }
end

-- the advice of hanoi.game at position s (default: the session's): the
-- next move towards the nearest target of the goal and the distance, as
-- the terminal game finds them (its search budget on more than 3 pegs):
-- `{disk, from, to, exact, distance, target}` (distance nil where the
-- budget ran out; `exact` false for a plan's move), `{done}` at the goal
local function advice(g, s)
  local player = require "hanoi.game.player"
  local goals = require "hanoi.game.goal"
  s = s or g.state
  if goals.reached(g.goal, s) then return { done = true, distance = "0" } end
  if not small(g) then
    -- a search of seconds: the page asks its worker, never its main thread
    return { exact = false, target = table.concat(goals.targets(g.goal, g.k), ",") }
  end
  local target, d = player.nearest(g, s)
  local heading = target
  if not heading then
    local list = goals.targets(g.goal, g.k)
    heading = list[#list]
  end
  local ok, disk, a, b, best = pcall(s.hint, s, heading, g.k > 3 and { max_states = 1 << 17 } or nil)
  if not ok then
    -- the engine's memory is smaller than a machine's: the page asks the
    -- worker's search (`web.way`), which falls back to a plan
    return { error = named(disk), exact = false, target = heading }
  end
  return { disk = disk, from = a, to = b, exact = target ~= nil and best ~= false,
    distance = target and count(d) or nil,
    target = core_type(heading) == "state" and heading:label() or heading }
end

--- A refusal of hanoi.game (`raw` of `web.game`'s answer) in a language:
-- `"L\nmessage"`, L a tag of `hanoi.lang.TAGS`; the page says it again
-- when its language changes.
-- @treturn string
function web.refusal(arg)
  local tag, msg = arg:match("^([^\n]*)\n(.*)$")
  return refusal(msg or arg, speaker(tag or "en"))
end

local commands = {}

-- the computer solves: the page plays its moves (`auto`), each the
-- advice of the game or of the worker's way, so no plan is made here (on
-- more than 3 pegs the game's solver would search on the page's main
-- thread); otherwise as `Game:solve`
function commands.solve(g)
  if g.won then return nil, "the game is solved (undo, reset or start a new one)" end
  if g.auto == "solve" and not g.paused then return nil, "already solving" end
  return g:_done(g:_modal({}, function(gg, ev)
    if gg.held then
      ev[#ev + 1] = { type = "unpick", peg = gg.held, disk = gg.state:top(gg.held) }
      gg.held = nil
    end
    gg.auto, gg.paused = "solve", false
  end))
end

function commands.new(_, f)
  local ok, new = pcall(session, { f[1], f[2], f[3] or "", f[4] }, 0)
  if not ok then return nil, tostring(new) end
  new.clock = function() return play.now end
  play.game = new
  return {}
end
-- the page's language (a tag of hanoi.lang.TAGS): the refusals' words
function commands.lang(_, f)
  play.tr = speaker(f[1])
  return {}
end
function commands.select(g, f) return g:select(tonumber(f[1])) end
function commands.drop(g, f) return g:drop(tonumber(f[1])) end
function commands.move(g, f) return g:move(tonumber(f[1]), tonumber(f[2])) end
function commands.undo(g) return g:undo() end
function commands.redo(g) return g:redo() end
function commands.reset(g) return g:reset() end
function commands.demo(g, f) return g:demo(f[1]) end
function commands.pause(g) return g:pause() end
function commands.resume(g) return g:resume() end
function commands.stop(g) return g:stop() end
function commands.tick(g) return g:tick() end
-- the computer's move a -> b along a way the page has from the engine's
-- search (past the game's own budget): checked, recorded as the
-- computer's; the computer plays on
function commands.auto(g, f)
  local a, b = tonumber(f[1]), tonumber(f[2])
  if g.won then return nil, "the game is solved" end
  local ok, why = g.state:can_move(a, b)
  if not ok then return nil, why end
  return g:_done(g:_modal({}, function(gg, ev) gg:_apply(ev, a, b, "computer") end))
end
-- the hint the page shows: hanoi.game's advice, counted as a hint
function commands.hint(g)
  local r = advice(g)
  if r.done then return nil, "the goal is reached" end
  if r.error then return nil, r.error end
  g.hints = g.hints + 1
  return { { type = "advice", disk = r.disk, from = r.from, to = r.to, exact = r.exact,
    distance = r.distance, target = r.target } }
end
function commands.advice(g, f)
  local s = f[1] and f[1] ~= "" and state_of(f[1], g.k) or nil
  local r = advice(g, s)
  r.type = "advice"
  return { r }
end
-- the optimum from the start as the worker measured it (`web.optimum`):
-- "START;GOAL;TARGET;DISTANCE", the reason after a newline where it is
-- unknown; an answer for another game than this one is let go
function commands.optimum(g, f, why)
  local target, d = nil, why
  if f[3] and f[3] ~= "" then
    target, d = goal_of(f[3], g.k), count_of(f[4])
  end
  g:take_optimum(f[1] .. ";" .. f[2], target, d)
  return {}
end
-- a hint the page found itself along a way of the engine's search
function commands.hinted(g)
  g.hints = g.hints + 1
  return {}
end
function commands.undump(g, _, payload)
  local ev, why = g:undump(payload)
  if not ev then return nil, why end
  return ev
end
function commands.dump(g) return { { type = "text", text = g:dump() } } end
function commands.history(g)
  local moves = {}
  for i = 1, g.pos do
    local m = g.hist[i]
    moves[i] = m[3] .. pegnames.name(m[1]) .. pegnames.name(m[2]) .. BY[m[4]]
  end
  return { { type = "text", text = table.concat(moves, " ") } }
end
-- the statistics the page adds to its own counts: how often each disk
-- moves on an optimal way from the start (`nil` where unknown, and where
-- finding it would search on the page's main thread)
function commands.stats(g)
  local opt
  if small(g) or g.start:is_tower() then
    if g.disk_opt == nil then g.disk_opt = require("hanoi.game.player").disk_optimum(g) or false end
    if g.disk_opt then
      opt = {}
      for d = 1, g.n do opt[d] = tostring(g.disk_opt[d]) end
      opt = json.array(opt)
    end
  end
  return { { type = "stats", disk_optimal = opt, optimal = count(g.optimal_start) } }
end

--- The page's game (`hanoi html N [K] --play`): a command of the page,
-- `"now;command;arg;..."` (`now` the page's clock in seconds; after a
-- newline, a text: a save file for `undump`), carried out on the
-- session of hanoi.game that the engine keeps for the page. Answers
-- `{events, view}` (the events of hanoi.game with the page's pegs,
-- counted from 1, and what the page shows), or `{error, raw, view}` where
-- hanoi.game refused (its message in the page's language, pegs by their
-- letters; `raw` as hanoi.game said it, for `web.refusal`).
function web.game(arg)
  local head, payload = arg:match("^([^\n]*)\n?(.*)$")
  local f = fields(head)
  play.now = tonumber(f[1]) or play.now
  local name = f[2]
  local rest = {}
  for i = 3, #f do rest[#rest + 1] = f[i] end
  local g = play.game
  if not g and name ~= "new" and name ~= "lang" then error("no game: start one with 'new'", 0) end
  local events, why = commands[name](g, rest, bytes(payload))
  g = play.game
  if not g then return json.encode({ events = json.array(events or {}) }) end
  if not events then
    return json.encode({ error = named(why), raw = tostring(why), view = view(g) })
  end
  for _, ev in ipairs(events) do
    if ev.optimal ~= nil and ev.type == "won" then ev.optimal = count(ev.optimal) end
    if ev.number ~= nil then ev.number = tostring(ev.number) end
  end
  return json.encode({ events = json.array(events), view = view(g) })
end

return web
