--- The pages' side of the WebAssembly engine (`make web`): built into the
-- bundle as `hanoi.web`, never installed as a module. The page runs small
-- Lua chunks through tools/web/main.c; what they need beyond `hanoi`,
-- `hanoi.teach` and `hanoi.render` is here, each answer a JSON text.
-- @module hanoi.web

local hanoi = require "hanoi"
local json = require "hanoi.json"
local pegnames = require "hanoi.pegs"

local tostring, tonumber, pcall, require, debug, math, table =
  tostring, tonumber, pcall, require, debug, math, table

local web = {}

--- JSON of any value `hanoi.json` can write.
web.json = json.encode

-- the file name a learner's code is graded under (as `hanoi grade` shows it)
web.FILE = "solve.lua"

-- what `hanoi grade` takes when given no option: sizes 1..6, three pegs,
-- 2 seconds a size, 256 MiB
local CLASS = { lo = 1, hi = 6, sizes = false, k = 3, seconds = 2, memory = 256 }

--- Grades the learner's code as `hanoi grade --csv` grades the same text
-- saved as a file (the same code: `hanoi.teach.graded`, its environment,
-- limits and sizes), and reports as `teach.check` does: `{ok, n, slip,
-- text}`, where `ok`, `n` and `slip` are the CSV's fields as strings
-- ("false", "", "error" for code that does not load, with its message as
-- the text).
-- @tparam string code the text of the learner's file
-- @treturn string JSON
function web.check(code)
  local graded = require "hanoi.teach.graded"
  local row, rep = graded.grade_text(web.FILE, code, CLASS)
  if row.error then
    return json.encode({ ok = "false", n = "", slip = "error", text = tostring(row.error) })
  end
  local ok, text = pcall(tostring, rep)
  return json.encode({ ok = tostring(row.ok), n = tostring(row.n), slip = row.slip,
    hint = rep.hint or "", text = ok and text or tostring(rep.reason) })
end

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
-- function, loaded as `web.check` loads it: `{steps}`, each step `{text,
-- label, line}` (the line of the learner's code the running frame is at,
-- 0 for none), or `{error}` when the code does not load.
-- @tparam string code
-- @treturn string JSON
function web.steps(code)
  local teach = require "hanoi.teach"
  local fn, why = require("hanoi.teach.graded").load(web.FILE, code, CLASS.seconds, CLASS.memory)
  if fn == nil then return json.encode({ error = tostring(why) }) end
  local first = debug.getinfo(fn, "S").linedefined
  local out = {}
  local function write(t) out[#out + 1] = t end
  local ok, s = pcall(teach.stepper, fn, 3, { out = write })
  if not ok then return json.encode({ error = tostring(s) }) end
  local steps = { { text = table.concat(out), label = s.state:label(), line = 0 } }
  while not s.done and #steps < 2000 do
    out = {}
    s.write = write
    s()
    local text = table.concat(out)
    local running = text:match("[^\n]*<%- running") or ""
    local line = running:match("line (%d+)") or (running:find("just called", 1, true) and first)
    steps[#steps + 1] = { text = text, label = s.state:label(),
      line = math.tointeger(tonumber(line)) or 0 }
  end
  return json.encode({ steps = steps })
end

-- "k;label;..." into k, the position, and the numbers after it
local function position(arg)
  local fields = {}
  for x in (arg .. ";"):gmatch("([^;]*);") do fields[#fields + 1] = x end
  local k = math.tointeger(tonumber(fields[1]))
  local label = fields[2]
  local pegs = {}
  for i = 1, #label do pegs[i] = pegnames.of(label:sub(i, i)) end
  return hanoi.state(pegs, k), math.tointeger(tonumber(fields[3])),
    math.tointeger(tonumber(fields[4]))
end

--- A move on a live board: `"k;LABEL;from;to"` (LABEL as `BAA`, one peg
-- letter per disk, smallest first). Answers `{ok, label, message}`:
-- the position after the move, or why the move is not legal.
function web.move(arg)
  local s, from, to = position(arg)
  local ok, msg = s:move(from, to)
  if not ok then return json.encode({ ok = false, label = s:label(), message = msg }) end
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

--- The C search's way for the page to play (`hanoi.search`, its default
-- budget) from `"k;LABEL;goal"` to the tower on peg `goal`: `{length,
-- exact, moves}`, each move `{disk, from, to}` with the pegs counted from
-- 0 as the page counts them; `exact` false where the budget ran out and
-- the search answered with a plan not proven shortest. Raises where the
-- search cannot answer (the memory a larger ball would take).
function web.way(arg)
  local s, goal = position(arg)
  local length, steps, exact = hanoi.search({ from = s, to = goal })
  local moves = {}
  for d, f, t in steps do moves[#moves + 1] = { d, f - 1, t - 1 } end
  return json.encode({ length = length, exact = exact and true or false, moves = moves })
end

--- The quiz's answer at `"3;LABEL;goal"`: the kit's best move
-- (teach.best_move) `{disk, from, to}`.
function web.best(arg)
  local s, goal = position(arg)
  local d, f, t = require("hanoi.teach").best_move(s, goal)
  return json.encode({ disk = d, from = f, to = t })
end

return web
