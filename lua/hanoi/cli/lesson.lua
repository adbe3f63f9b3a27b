--- The `hanoi lesson` command: the lesson in the browser, one HTML file on
-- standard output. Everything a learner reads comes from the teaching kit
-- (`hanoi.teach`, its texts in `hanoi.teach.texts`), run here for the
-- page's own language (`hanoi.web.lesson`) and in the page for any
-- other the learner picks; the page carries the WebAssembly engine (`make web`: Lua, the C core and the kit)
-- for what it answers while the learner plays: the moves, the hints, and
-- the check of the learner's own function, which runs in a Web Worker the
-- page ends when it overruns. No request leaves the page.
-- See `hanoi.cli` for the protocol.
-- @module hanoi.cli.lesson

local hanoi = require "hanoi"
local texts = require "hanoi.teach.texts"
local html = require "hanoi.render.html"
local render = require "hanoi.render"
local written = require("hanoi.web.lesson").words
local lang = require "hanoi.lang"
local escape = require("hanoi.render.svg").escape

local os, tostring = os, tostring

_ENV = nil -- no globals past this point

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

local function data(tag)
  local L = texts.LESSON
  local start = tag or "en"
  local fs = {}
  for n = 1, 12 do
    fs[n] = { n = n, three = hanoi.count(n, 3), four = hanoi.count(n, 4) }
  end
  -- the fewest moves on 3 to 8 pegs (Frame-Stewart, hanoi.count), 1 to 10 disks
  local pegs = {}
  for k = 3, 8 do
    local counts = {}
    for n = 1, 10 do counts[n] = tostring(hanoi.count(n, k)) end
    pegs[#pegs + 1] = { k = k, counts = counts }
  end
  return {
    texts = L, code = texts.CODE3, quiz = path(3), fs = fs, pegs = pegs,
    -- the languages: the one asked for (nil: the browser's, which the
    -- page's engine matches), their names, and what the kit writes in the
    -- page's own language (the page's engine writes any other when it is
    -- asked for: hanoi.web.lesson)
    lang = tag, tags = lang.TAGS, names = lang.NAMES,
    langs = { [start] = written(start) },
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
  local title = d.langs[start].words.title
  -- the pages' one head around the lesson's markup and the engine it carries
  return html.document({
    lang = start, title = title, style = html.template("lesson.css"),
    body = html.template("lesson.html"):gsub("@TITLE@", function() return escape(title) end)
      .. '<script id="engine">\n' .. html.template("engine.js") .. "</script>\n",
    data = d,
    -- the pages' shared script (the browser's language, the SVG), then the lesson's
    script = html.template("base.js") .. html.template("lesson.js"),
  })
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
    help = [[
writes the lesson on the Tower of Hanoi as one HTML page on standard
output, to open in a browser (it works offline, from a file): the puzzle,
counting, the recursion step by step, a function of your own checked by
the teaching kit, other methods, the state graph, four pegs, a quiz, and
more: the tower built up disk by disk, the route table, 3 to 8 pegs, a
board of your own size.
The page speaks ]] .. lang.list("or") .. ", with a picker; it\n"
      .. "starts in the browser's language, or in L with --lang L.",
  },
}
