--- The `hanoi lesson` command: the lesson in the browser, one HTML file on
-- standard output. Everything a learner reads comes from the teaching kit
-- (`hanoi.teach`, its texts in `hanoi.teach.texts`), run here; the page
-- carries the WebAssembly engine (`make web`: Lua, the C core and the kit)
-- for what it answers while the learner plays: the moves, the hints, and
-- the check of the learner's own function, which runs in a Web Worker the
-- page ends when it overruns. No request leaves the page.
-- See `hanoi.cli` for the protocol.
-- @module hanoi.cli.lesson

local hanoi = require "hanoi"
local teach = require "hanoi.teach"
local texts = require "hanoi.teach.texts"
local html = require "hanoi.render.html"
local render = require "hanoi.render"
local lang = require "hanoi.lang"

local ipairs, os, pcall, error = ipairs, os, pcall, error
local concat = table.concat

_ENV = nil -- no globals past this point

-- a writer for the kit's `out` option, and what it wrote
local function sink()
  local out = {}
  return function(s) out[#out + 1] = s end, function() return concat(out) end
end

-- the kit's stepper through its recursion with n disks, every step: the
-- text it prints, the position (its label) and the mark of the line the
-- running frame is at
local function steps(n)
  local write, text = sink()
  local s = teach.stepper(n, { out = write })
  local list = { { text = text(), label = s.state:label(), mark = "" } }
  while not s.done do
    local w2, t2 = sink()
    s.write = w2
    s()
    local t = t2()
    list[#list + 1] = { text = t, label = s.state:label(),
      -- the running frame's line: the one marked "<- " (in every language)
      mark = t:match("%((%d)%)[^\n]*<%- ") or "" }
  end
  return list
end

-- the positions the shortest solution of n disks passes through
local function path(n)
  local s = hanoi.new(n)
  local list = { s:label() }
  for _, f, t in hanoi.moves(n) do
    s:move(f, t)
    list[#list + 1] = s:label()
  end
  list[#list] = nil          -- the last: nothing moves next
  return list
end

-- what the kit writes for the page, in the language in use: the methods
-- explained, the table and its paragraph on the monks, the trace, the steps
local function written()
  local explain = {}
  for _, m in ipairs({ "recursive", "iterative", "binary", "three_step", "frame_stewart" }) do
    local write, text = sink()
    teach.explain(m, { out = write })
    explain[m] = text()
  end
  local wt, tt = sink()
  teach.table(nil, { out = wt })
  local wtr, ttr = sink()
  teach.trace(3, { out = wtr })
  -- the table, then (in the puzzle's section) its last paragraph, on the monks
  local table_text = tt()
  local head, legend = table_text:match("^(.*)\n\n(.-)$")
  return { explain = explain, table = head or table_text, legend = legend or "",
    trace = ttr(), steps = steps(3) }
end

-- what the page shows in one language: its words, and what the kit writes
local function words(tag)
  local was = texts.lang()
  texts.lang(tag)
  local ok, out = pcall(written)
  texts.lang(was)
  if not ok then error(out, 0) end
  out.words = texts.lesson(tag)
  return out
end

local function langs()
  local out = {}
  for _, t in ipairs(lang.TAGS) do out[t] = words(t) end
  return out
end

local function data(tag)
  local L = texts.LESSON
  local all = langs()
  local en = all.en
  local fs = {}
  for n = 1, 12 do
    fs[n] = { n = n, three = hanoi.count(n, 3), four = hanoi.count(n, 4) }
  end
  return {
    -- teach.table's table and its note, then (in the puzzle's section) its
    -- paragraph on the monks
    texts = L, code = texts.CODE3, explain = en.explain, trace = en.trace,
    table = en.table, legend = en.legend, steps = en.steps, quiz = path(3), fs = fs,
    -- the languages: the one asked for (nil: the browser's), each one's
    -- words, and what the page needs to match a browser's language to one
    lang = tag, tags = lang.TAGS, names = lang.NAMES, zh = lang.ZH, langs = all,
    graph = render.graph_svg(3, 3, { width = 480, labels = true }):gsub("^<%?xml[^\n]*\n", ""),
  }
end

--- The lesson's page, one HTML text.
-- @tparam[opt] string tag the language it starts in (a tag of
--   `hanoi.lang.TAGS`); without one, the browser's language
-- @treturn string
local function page(tag)
  local d = data(tag)
  local start = tag or "en"
  return (html.template("lesson.html"):gsub("@(%u+)@", {
    LANG = start,
    TITLE = d.langs[start].words.title,
    STYLE = html.template("lesson.css"),
    DATA = html.json(d),
    ENGINE = html.template("engine.js"),
    SCRIPT = html.template("lesson.js"),
  }))
end

local function lesson(args, cli)
  local opts, pos = cli.parse(args, { lang = "string" })
  if #pos > 0 then cli.fail("unexpected argument '" .. pos[1] .. "'") end
  local tag, why
  if opts.lang then
    tag, why = lang.option(opts.lang, os.getenv)
    if not tag then cli.fail(why) end
  end
  cli.write(page(tag))
  return 0
end

return {
  page = page,
  { name = "lesson", run = lesson,
    usage = "lesson [--lang L]",
    help = "writes the lesson on the Tower of Hanoi as one HTML page on standard\n"
      .. "output, to open in a browser (it works offline, from a file): the puzzle,\n"
      .. "counting, the recursion step by step, a function of your own checked by\n"
      .. "the teaching kit, other methods, the state graph, four pegs, a quiz.\n"
      .. "The page speaks en, de, ru, ja, zh-Hant or zh-Hans, with a picker; it starts\n"
      .. "in the browser's language, or in L with --lang L.",
  },
}
