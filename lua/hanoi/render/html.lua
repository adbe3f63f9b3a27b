--- Self-contained HTML pages (inline script and style, nothing fetched):
-- one that plays a solution back (play/pause, steps, a speed slider, a
-- move counter and a "solved" mark), and the whole game to play in a
-- browser. `hanoi.render` re-exports `html`.
--
-- The pages are put together from the templates of the web front end,
-- the folder `hanoi/web/page/` (installed with the module; this module
-- reads them as text and loads nothing of `hanoi.web`): one head (also
-- the lesson's, `document`), one style and one script base shared by
-- both, and each page's own markup, style and script. Every option is checked (unknown names, types, finite numbers
-- in their ranges); the title is escaped in the markup, and the data the
-- script reads is JSON in which no text can close the script element.
-- @module hanoi.render.html

local core = require "hanoi.core"
local check = require "hanoi.check"
local svg = require "hanoi.render.svg"
local mv = require "hanoi.render.moves"
local palette = require "hanoi.render.palette"
local lang = require "hanoi.lang"

local type, tostring, error, pcall, ipairs, pairs, next, rawget =
  type, tostring, error, pcall, ipairs, pairs, next, rawget
local mtype, huge, max, floor = math.type, math.huge, math.max, math.floor
local concat, format, sort, char = table.concat, string.format, table.sort, string.char
local open = io.open
local getinfo = debug.getinfo

local argerror = check.argerror
local LETTERS = require("hanoi.pegs").LETTERS   -- the peg names of every page

local M = {}

local MAXN, MAXK = 16, 8                   -- the page that plays moves back
local PLAY_MAXN, PLAY_MAXK = 64, 32        -- the page to play
local PLAY_PEGS = 8                        -- the pegs every page to play offers, at least
local MAXMOVES = 1000000
local SPEED_MIN, SPEED_MAX = 0.5, 5000     -- moves a second: the slider's range
-- one character per move: (from - 1) * 8 + (to - 1)
local ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

local OPTIONS = { "start", "speed", "title", "play", "to", "lang" }
for _, key in ipairs(svg.GEOMETRY) do OPTIONS[#OPTIONS + 1] = key end
OPTIONS = check.set(OPTIONS)
local FIELDS = check.set({ "n", "k", "method", "from", "to", "via" })

local function num(x)
  local s = format("%.3f", x):gsub("%.?0+$", "")
  if s == "-0" then s = "0" end
  return s
end

-- JSON for a script element: besides the usual escapes, '<', '>', '&' and
-- the line separators U+2028/U+2029 are written as \u escapes, so no
-- string can end the script ("</script>") or open a comment ("<!--").
local JSON_ESC = { ['"'] = '\\"', ["\\"] = "\\\\", ["<"] = "\\u003c", [">"] = "\\u003e",
  ["&"] = "\\u0026", ["\226\128\168"] = "\\u2028", ["\226\128\169"] = "\\u2029" }
for c = 0, 31 do JSON_ESC[char(c)] = format("\\u%04x", c) end
JSON_ESC[char(127)] = "\\u007f"

local function json(v)
  local t = type(v)
  if t == "string" then
    return '"' .. v:gsub('[%c"\\<>&]', JSON_ESC):gsub("\226\128[\168\169]", JSON_ESC) .. '"'
  elseif t == "boolean" then
    return tostring(v)
  elseif t == "number" then
    if mtype(v) == "integer" then return format("%d", v) end
    -- every number option was checked: a non-finite one here is a bug
    if v ~= v or v == huge or v == -huge then error("non-finite number in the page's data", 0) end
    return num(v)
  end
  local out = {}
  if v[1] ~= nil or next(v) == nil then
    for i, x in ipairs(v) do out[i] = json(x) end
    return "[" .. concat(out, ",") .. "]"
  end
  local keys = {}
  for key in pairs(v) do keys[#keys + 1] = key end
  sort(keys)
  for i, key in ipairs(keys) do out[i] = json(key) .. ":" .. json(v[key]) end
  return "{" .. concat(out, ",") .. "}"
end
M.json = json

-- ---- the templates

-- the folder of the templates: `web/page/` beside this file's folder
-- (hanoi/render/html.lua, hanoi/web/page/)
local DIR
do
  local src = getinfo(1, "S").source
  DIR = (src:sub(1, 1) == "@" and src:sub(2):match("^(.*)[/\\]") or ".") .. "/../web/page/"
end
local cache = {}

--- The text of a template of the pages (`head.html`, `base.css`,
-- `base.js`, `play.html`, `play.css`, `play.js`, `watch.html`, ...),
-- read once from the pages' folder `hanoi/web/page/`.
-- @tparam string name
-- @treturn string
-- @raise when the file cannot be read (an incomplete installation)
function M.template(name)
  local text = cache[name]
  if not text then
    local f, err = open(DIR .. name, "rb")
    if f then
      text, err = f:read("a"), nil
      f:close()
    end
    if not text then
      error(format("hanoi.render.html: cannot read the page template '%s' (%s)", name,
        tostring(err)), 0)
    end
    cache[name] = text
  end
  return text
end
local template = M.template

-- a script as a page carries it: without its comment lines and indentation
local function script(text)
  return (text:gsub("\n[ \t]*//[^\n]*", ""):gsub("\n[ \t]+", "\n"))
end

--- A whole document: the pages' one head (`head.html`: the doctype, the
-- head with its title and style, the body, then the script with the
-- data it reads, `var D = ...`) around a page's own parts. The lesson's
-- page (`hanoi lesson`) is written with it too.
-- @tparam table parts `lang` (the lang attribute), `title` (escaped
--   here), `style`, `body` (markup, ending with a newline), `data` (a
--   table, written as JSON no text can end the script with) and `script`
-- @treturn string
function M.document(parts)
  return (template("head.html"):gsub("@(%u+)@", {
    LANG = parts.lang, TITLE = svg.escape(parts.title), STYLE = parts.style,
    BODY = parts.body, DATA = json(parts.data), SCRIPT = parts.script,
  }))
end

-- a page of `kind` ("watch", "play"): the shared style and script base,
-- then its own, under its title as a heading
local function page(kind, tag, title, data)
  return M.document({
    lang = tag, title = title, style = template("base.css") .. template(kind .. ".css"),
    -- the page to play carries the engine (`make web`) for its Worker, as text
    body = "<h1>" .. svg.escape(title) .. "</h1>\n" .. template(kind .. ".html") .. (kind == "play"
      and '<script type="text/x-hanoi-engine" id="engine">' .. template("engine.js") .. "</script>\n"
      or ""),
    data = data,
    script = script("\n" .. template("base.js") .. template(kind .. ".js")),
  })
end

-- the geometry options given (checked), for the page's script to apply
local function geometry(n, opts)
  svg.geometry(n, opts, "html", 2)
  local given = {}
  for _, key in ipairs(svg.GEOMETRY) do given[key] = opts[key] end
  return given
end

-- the comma of a list in each language (hanoi.lang.comma: "、" in
-- Japanese and Chinese), for the lists the page writes
local function commas()
  local out = {}
  for _, t in ipairs(lang.TAGS) do out[t] = lang.comma(t) end
  return out
end

local function colors()
  local list = {}
  for i, c in ipairs(palette.disks) do list[i] = c.hex end
  return list
end

-- ---- the pages' languages

-- the words of the page to play in each language: the texts of the
-- game's catalogue whose keys `wanted` accepts, as written there (the
-- page's engine fills their placeholders: hanoi.web.say)
local function words(wanted)
  local out = {}
  for _, t in ipairs(lang.TAGS) do
    local mine = {}
    for key, text in pairs(lang.catalogue(t)) do
      if wanted(key) then mine[key] = text end
    end
    out[t] = mine
  end
  return out
end

-- the language of option `lang`: its tag, or nil (none given: English
-- on the playback page, the browser's on the page to play)
local function language(opts)
  local tag = opts.lang
  if tag == nil then return nil end
  check.type(tag, "string", 2, "html", "field 'lang'", 2)
  tag = lang.match(tag)
  if not tag then
    argerror(2, "html", format("field 'lang' must be one of %s, got '%s'", lang.list(),
      opts.lang), 2)
  end
  return tag
end

-- ---- the playback page's words, filled here

-- The playback page carries no engine: every text it shows is chosen and
-- filled here, by hanoi.lang (its plural rules, numbers and filler), in
-- each language of its picker; its script only puts them in place.

-- the speed slider's places: place v (0..100) stands for 0.5 * 10000^(v/100)
-- moves a second (base.js's fromSlider), shown as a tenth below 10, else
-- whole
local SLIDER = 100
local function rate(speed)
  if speed < 10 then return floor(speed * 10 + 0.5) / 10 end
  return floor(speed + 0.5)
end

-- where the move number goes in the counter's text (the page writes the
-- number, which changes at every move, between the parts)
local INDEX = "\1"

-- the texts the playback page's markup names (data-t, data-t-title,
-- data-t-label) and those its script shows
local function watch_keys()
  local keys, seen = {}, {}
  local function add(key)
    if not seen[key] then seen[key] = true; keys[#keys + 1] = key end
  end
  for key in template("watch.html"):gmatch('data%-t[%w%-]*="([^"]+)"') do add(key) end
  for _, key in ipairs({ "watch.play", "watch.pause", "page.solved", "watch.done" }) do add(key) end
  return keys
end

-- text cut at each `mark`: the parts between
local function parts(text, mark)
  local out, at = {}, 1
  while true do
    local i = text:find(mark, at, true)
    if not i then out[#out + 1] = text:sub(at); return out end
    out[#out + 1] = text:sub(at, i - 1)
    at = i + #mark
  end
end

-- The playback page's words in language `tag`, for `info` ({n, k,
-- total, optimal, speed, title: the one the page states, or nil to name
-- it by watch.title}): `texts` (key -> text), `title` (watch.title's,
-- when the page states none), `speeds` (the speed's text at each place of
-- the slider, from 0), `speed` (at the start), `counter` (its text cut
-- where the move number goes) and `group` (the mark between a number's
-- groups of three digits, as hanoi.lang.number writes them: the page
-- writes the move number with it).
local function watch_words(tag, keys, info)
  local say = lang.new(tag)
  local texts = {}
  for _, key in ipairs(keys) do texts[key] = say:t(key) end
  local speeds = {}
  for v = 0, SLIDER do
    speeds[v + 1] = say:t("play.speed", { rate = rate(0.5 * 10000 ^ (v / SLIDER)) })
  end
  -- the move number is written in the page: no form may depend on it
  local raw = lang.catalogue(tag)["watch.counter"] or lang.catalogue("en")["watch.counter"]
  for _, choice in ipairs(lang.choices(raw)) do
    if choice[1] == "index" then
      error(format("hanoi.render.html: the text 'watch.counter' in %s chooses a form by {index}, "
        .. "which the page writes itself", tag), 0)
    end
  end
  local counter = say:t("watch.counter", { index = INDEX, total = info.total })
  if info.optimal then
    counter = counter .. "  " .. say:t("watch.optimal", { optimal = info.optimal })
  end
  local group = lang.number(tag, 1000):match("^1(.-)000$")
  if not group then error("hanoi.render.html: hanoi.lang.number groups no 1000 in " .. tag, 0) end
  return {
    texts = texts, speeds = speeds, speed = say:t("play.speed", { rate = rate(info.speed) }),
    counter = parts(counter, INDEX), group = group,
    title = not info.title and say:t("watch.title",
      { disks = info.n, pegs = info.k, moves = info.total }) or nil,
  }
end

-- ---- the page that plays moves back

-- a table's own fields, read raw: no metamethod of the caller's runs
-- (an __index or __pairs that raises, loops or lies)
local function own(t)
  if type(t) ~= "table" then return t end
  local copy = {}
  for key, v in next, t do copy[key] = v end
  return copy
end

-- the moves as a function iterator, and the start position
local function source(spec, opts)
  if type(spec) == "function" or (type(spec) == "table" and rawget(spec, "n") == nil) then
    local start = opts.start
    if core.type(start) ~= "state" then
      argerror(2, "html", "field 'start' (a hanoi.State) is needed with a list of moves", 2)
    end
    return mv.source(spec), start:copy()
  end
  if type(spec) ~= "table" then
    argerror(1, "html", "table, function or hanoi.State expected, got " .. type(spec), 2)
  end
  spec = own(spec)
  check.options(spec, 1, "html", FIELDS, 2)
  local n, k = check.int(spec.n), check.int(spec.k or 3)
  if not n or n < 1 or n > MAXN then
    argerror(1, "html", format("field 'n' must be an integer 1..%d", MAXN), 2)
  end
  if not k or k < 3 or k > MAXK then
    argerror(1, "html", format("field 'k' must be an integer 3..%d", MAXK), 2)
  end
  local from = check.int(spec.from or 1)
  if not from or from < 1 or from > k then
    argerror(1, "html", format("field 'from' must be a peg 1..%d", k), 2)
  end
  local mopts = { pegs = k, from = from, to = spec.to, via = spec.via, method = spec.method }
  local ok, it = pcall(core.moves, n, mopts)
  if not ok then
    -- the library's bad argument is html's first: its fields
    local why = tostring(it):match("^bad argument #%d+ to '[^']*' %((.*)%)$")
    if why then argerror(1, "html", why, 2) end
    error(it, 4)
  end
  return it, core.new(n, k, from)
end

local function watch(moves, opts)
  if opts.to ~= nil then
    argerror(2, "html", "field 'to' is for a page to play (a hanoi.State)", 1)
  end
  local it, s = source(moves, opts)
  local n, k = s.n, s.k
  if n > MAXN then argerror(2, "html", format("at most %d disks", MAXN), 1) end
  if k > MAXK then argerror(2, "html", format("at most %d pegs", MAXK), 1) end
  local speed = opts.speed or 2
  check.number(speed, 2, "html", "field 'speed'", SPEED_MIN, SPEED_MAX, 1)
  if opts.title ~= nil then svg.text(opts.title, 2, "html", "field 'title'", 1) end
  local tag = language(opts)
  local geom = geometry(n, opts)
  local tower = s:is_tower() and s:peg(1) - 1 or -1
  local startpeg = {}
  for d = 1, n do startpeg[d] = s:peg(d) - 1 end
  local optimal = mv.optimal(s)
  local codes, count = {}, 0
  while true do
    local d, a, b = mv.next(it, s, count + 1, "html", 1, 1)
    if d == nil then break end
    count = count + 1
    if count > MAXMOVES then error(format("more than %d moves", MAXMOVES), 3) end
    s:move(a, b)
    local c = (a - 1) * 8 + (b - 1) + 1
    codes[count] = ALPHA:sub(c, c)
  end
  -- the page's words in every language of its picker, filled here
  local start, keys, info = tag or "en", watch_keys(),
    { n = n, k = k, total = count, optimal = optimal, speed = speed, title = opts.title }
  local all = {}
  for _, t in ipairs(lang.TAGS) do all[t] = watch_words(t, keys, info) end
  return page("watch", start, opts.title or all[start].title, {
    n = n, k = k, total = count, moves = concat(codes), start = startpeg,
    startTower = tower, speed = speed, geom = geom, colors = colors(), letters = LETTERS,
    autoTitle = opts.title == nil,
    -- the languages: the one it starts in, each one's name and words
    lang = start, tags = lang.TAGS, names = lang.NAMES, words = all,
  })
end


-- the page to play, from position s
local function play(s, opts)
  if opts.start ~= nil then
    argerror(2, "html", "field 'start' is for a list of moves, not a position to play", 1)
  end
  local n, k = s.n, s.k
  if n > PLAY_MAXN then argerror(1, "html", format("at most %d disks, got %d", PLAY_MAXN, n), 1) end
  if k > PLAY_MAXK then argerror(1, "html", format("at most %d pegs, got %d", PLAY_MAXK, k), 1) end
  local goal = check.integer(opts.to or k, 2, "html", "field 'to'", 1, k, 1)
  local speed = opts.speed or 2
  check.number(speed, 2, "html", "field 'speed'", SPEED_MIN, SPEED_MAX, 1)
  local title = opts.title
  if title ~= nil then svg.text(title, 2, "html", "field 'title'", 1) end
  local tag = language(opts)
  local start = {}
  for d = 1, n do start[d] = s:peg(d) - 1 end
  local auto = title == nil                  -- the page names each new game the same way
  title = title or lang.new(tag or "en"):t("page.title", { disks = n, pegs = k })
  local doc = page("play", tag or "en", title, {
    n = n, k = k, N = PLAY_MAXN, K = max(k, PLAY_PEGS), start = start, goal = goal - 1,
    speed = speed, autoTitle = auto,
    geom = geometry(n, opts), colors = colors(), letters = LETTERS,
    -- the languages: the one asked for (none: the browser's, which the
    -- page's engine matches), each one's words (the game's catalogue,
    -- "play." and "page." keys; the engine fills those with values), the
    -- comma of its lists and the marks of its numbers (hanoi.lang.MARKS:
    -- the clock's decimal mark)
    lang = tag, tags = lang.TAGS, names = lang.NAMES,
    langs = words(function(key) return key:find("^play%.") or key:find("^page%.") end),
    comma = commas(), marks = lang.MARKS,
  })
  return doc
end

--- A page. `moves` is either a position to play (a `hanoi.State`), a
-- description of the solution to play back, `{n =, k =, method =, from =,
-- to =, via =}` (n up to 16, k up to 8; the moves come from
-- `hanoi.moves(n, {pegs = k, ...})`), or any moves to play back: an
-- iterator of disk, from, to or an array of `{disk, from, to}`, from
-- `opts.start`.
--
-- Playing back: the moves are embedded as one character each; the page
-- flies each disk up, across and down, and shows "solved" when the last
-- move leaves a whole tower (otherwise "done"). Keys: space plays and
-- pauses, the arrows step, Home and End jump to the start and the end.
-- It carries no engine: its texts are filled here by `hanoi.lang`, in
-- every language of its picker.
--
-- Playing (a `hanoi.State` of up to 64 disks on 32 pegs): the whole game
-- of `hanoi play` in the browser, from that position to the tower on peg
-- `opts.to` (default the last peg); the page's controls start new games
-- of 1 to 64 disks on 3 to k pegs (k at least 8). Every move flies (or the crane carries
-- it); undo, redo, hints, the computer solving (halt, continue, take
-- over), the binary method's demo, the random mover, statistics and best
-- results (kept in the browser), a traffic light, save files as `hanoi
-- play` writes them, the goals of the terminal game (a tower on a peg, or
-- on any peg but the start's). The game is hanoi.game's, run in the page
-- by the engine it carries (`make web`: Lua, the C core and the Lua
-- modules in WebAssembly): its rules, moves, clock, statistics, goals and
-- save files; hints and the computer's moves are exact within the game's
-- search budget, past it (on more than 3 pegs) from the C search
-- (`hanoi.search`, its default budget) in a Web Worker, and where that
-- cannot answer from a plan labelled "not proven shortest". The page
-- names its pegs by `hanoi.pegs`. See docs/pictures.md.
--
-- Both pages draw with the geometry of `hanoi.render.svg.geometry` and the
-- colours of `hanoi.render.palette`; the body's `data-label` attribute
-- always holds the position shown.
-- @tparam hanoi.State|table|function moves
-- @tparam[opt] table opts `play` (boolean: a `hanoi.State` is always
--   played, a description or moves never), `to` (the goal peg, to play),
--   `start` (a hanoi.State, for
--   lists of moves), `speed` (moves per second at first, 0.5..5000,
--   default 2), `title` (a string), `lang` (the language the page starts
--   in, a tag of `hanoi.lang.TAGS`; without it, English on the page that
--   plays back, the browser's on the page to play; a picker on the page
--   changes it), and the geometry fields (0..10000 each)
-- @treturn string the HTML document
-- @raise on an illegal move, more than a million moves, or a bad option:
--   `bad argument #2 to 'html' (unknown option 'sped')`
function M.html(moves, opts)
  opts = check.options(own(opts), 2, "html", OPTIONS)
  local wanted = opts.play
  if wanted ~= nil then check.type(wanted, "boolean", 2, "html", "field 'play'") end
  if core.type(moves) == "state" then
    if wanted == false then
      argerror(2, "html", "field 'play' cannot be false with a hanoi.State (a position is played)")
    end
    local doc = play(moves, opts)      -- not a tail call: error levels count this frame
    return doc
  end
  if wanted then
    argerror(1, "html", "hanoi.State expected with play = true, got " .. type(moves))
  end
  local doc = watch(moves, opts)
  return doc
end

_ENV = nil -- no globals past this point

return M
