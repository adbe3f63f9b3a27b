--- The pages' side of the WebAssembly engine (`make web`): built into the
-- bundle as `hanoi.web`, never installed as a module. The page runs small
-- Lua chunks through tools/web/main.c; what they need beyond `hanoi`,
-- `hanoi.teach` and `hanoi.render` is here, each answer a JSON text.
-- @module hanoi.web

local hanoi = require "hanoi"
local json = require "hanoi.json"

local type, tostring, pcall, require, debug = type, tostring, pcall, require, debug

local web = {}

--- JSON of any value `hanoi.json` can write.
web.json = json.encode

-- the file name a learner's code is graded under (as `hanoi grade` shows it)
web.FILE = "solve.lua"

local sealed = false

--- Grades the learner's code as `hanoi grade --csv` grades the same text
-- saved as a file (same environment, limits and sizes), and reports as
-- `teach.check` does: `{ok, n, slip, text}`, where `ok`, `n` and `slip`
-- are the CSV's fields as strings ("false", "", "error" for code that
-- does not load, with its message as the text).
-- @tparam string code the text of the learner's file
-- @treturn string JSON
function web.check(code)
  local grade = require "hanoi.cli.grade"
  local teach = require "hanoi.teach"
  if not sealed then
    -- as the command does: no file may reach the strings' metatable
    debug.getmetatable("").__metatable = "the metatable of strings, shared by every file"
    sealed = true
  end
  local fn, why = grade.load(web.FILE, 5, code)
  if fn == nil then
    return json.encode({ ok = "false", n = "", slip = "error", text = tostring(why) })
  end
  local rep = teach.check(fn)
  local ok, text = pcall(tostring, rep)
  return json.encode({ ok = tostring(rep.ok), n = tostring(rep.n), slip = rep.slip or "",
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

return web
