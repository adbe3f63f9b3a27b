--- What the terminal game shows (internal to `hanoi.tui`): the board, the
-- statistics panel, the status and message lines, the key lines, and
-- where on the screen a click lands. Pure functions of the game and of
-- the front end's own state `v`:
--
--  * `cursor` (a peg), `hint` (`{disk, from, to}` or nil), `message`,
--    `prompt` (the question being answered, or nil), `speed` (an index
--    of `SPEEDS`)
--  * `colour`: false (plain), 8 or 256 (the colours of the terminal)
--  * `crane` (boolean), `park` (the column where the trolley waits),
--    `frame` (the frame of a moving disk: `fly`, `crane`; or nil),
--    `hold` (while a move is drawn moving: the status it had before it,
--    `{moves=, left=}`, so that the counts change when the disk lands)
--  * `panel` (the statistics panel instead of the board), `best` (the
--    best results of this game's kind, `{moves=, time=}`, or nil),
--    `scores` (false when no best results are kept), `no_scores` (why
--    not, default "--no-scores")
--  * `lang`: the language the game speaks (a `hanoi.lang.new` object;
--    default English)
--  * the message and the prompt are shown through `hanoi.text.printable`
--
-- Every width is a display width (`hanoi.lang.width`): a wide East Asian
-- character takes two columns, a combining mark none.
-- @module hanoi.tui.view

local render = require "hanoi.render"
local game = require "hanoi.game"
local motion = require "hanoi.tui.motion"
local printable = require("hanoi.text").printable
local lang = require "hanoi.lang"
local width = require "hanoi.lang.width"
local refusal = require("hanoi.game.words").refusal

local floor, min, max = math.floor, math.min, math.max
local rep, fmt, concat, tinsert, tremove = string.rep, string.format, table.concat, table.insert, table.remove
local ipairs, tostring = ipairs, tostring
local dwidth, truncate = width.of, width.truncate

_ENV = nil -- no globals past this point

local view = {}

local english
--- The language of a view's state (English when it names none).
-- @tparam[opt] table v
-- @treturn table a `hanoi.lang.new` object
function view.lang(v)
  if v and v.lang then return v.lang end
  english = english or lang.new("en")
  return english
end
local speaking = view.lang

-- Seconds between two moves of the computer, slowest first (documented
-- with DEFAULT_SPEED: LDoc reads a table after a doc comment as fields).
view.SPEEDS = { 2, 1, 0.5, 0.25, 0.1, 0.05, 0.02, 0.01, 0.002 }
--- The speed a game starts at: an index into `view.SPEEDS`, the list of
-- seconds between two moves of the computer, slowest first (2, 1, 0.5,
-- 0.25, 0.1, 0.05, 0.02, 0.01, 0.002).
view.DEFAULT_SPEED = 4

--- Seconds as "m:ss" (or "h:mm:ss").
-- @tparam number t
-- @treturn string
function view.clock_text(t)
  t = floor(t)
  if t >= 3600 then return fmt("%d:%02d:%02d", t // 3600, t // 60 % 60, t % 60) end
  return fmt("%d:%02d", t // 60, t % 60)
end
local clock_text = view.clock_text

-- ---- the picture ----

local function lines_of(text)
  local t = {}
  for l in (text .. "\n"):gmatch("(.-)\n") do t[#t + 1] = l end
  return t
end

local pad = width.pad

-- the part of s past its first `cols` columns (a wide character cut in
-- two by the edge becomes a space)
local function drop(s, cols)
  local head, w = truncate(s, cols)
  local rest = s:sub(#head + 1)
  if w < cols and rest ~= "" then
    local _, cw = truncate(rest, cols - w + 1)
    local cut = truncate(rest, cw)
    rest = rep(" ", cw - (cols - w)) .. rest:sub(#cut + 1)
  end
  return rest
end

-- writes text into line at 1-based col (line padded as needed)
local function place(line, col, text)
  if col < 1 then text = drop(text, 1 - col); col = 1 end
  local tw = dwidth(text)
  line = pad(line, col + tw - 1)
  return pad((truncate(line, col - 1)), col - 1) .. text .. drop(line, col + tw - 1)
end

--- The picture of a game's position for the screen, drawn by
-- `hanoi.render` (`ansi` in colour, else `ascii`): the disks widen to use
-- the `cols` columns (and narrow when they must); disks that come out
-- the same width differ in colour and in their character (`distinct`);
-- a free row on top where a picked-up or flying disk goes (three with
-- the crane, which holds a picked-up disk over its peg); in colour the
-- two pegs of a hint highlighted.
-- @tparam Game g
-- @tparam table v the front end's state (see the module)
-- @tparam int cols
-- @tparam[opt] table extra `base` (text at the start of the base line),
--  `labels` (false: no peg letters), `thick` (each rod row that many times:
--  taller disks)
-- @treturn[1] {string,...} lines: the air rows, n + 1 rod rows, the base,
--  the peg letters
-- @treturn[1] table the layout (`x`, `cell`, see `hanoi.render.layout`)
-- @return[2] nil when `cols` is too narrow for k pegs
function view.board(g, v, cols, extra)
  local s = g.state
  if 2 * s.k - 1 > cols then return nil end
  local opts = { width = cols, grow = true, distinct = true, lift = g.held,
                 air = motion.air(v.crane) }
  extra = extra or {}
  if extra.base then opts.base = extra.base end
  if extra.labels == false then opts.labels = false end
  local frame = v.frame
  if frame then opts.fly = frame.fly end
  if v.crane then
    opts.crane = frame and frame.crane or
      motion.rest(s, cols, v.park or motion.park(s, cols), g.held)
  end
  local text
  if v.colour then
    opts.tty, opts.color, opts.colors = true, true, v.colour
    if v.hint then opts.highlight = { v.hint.from, v.hint.to } end
    text = render.ansi(s, opts)
  else
    text = render.ascii(s, opts)
  end
  local lines = lines_of(text)
  -- taller disks: each rod row `thick` times (the rows above the rods,
  -- where a disk is lifted or flies, stay as they are)
  local thick = extra.thick or 1
  if thick > 1 then
    local air = #lines - (s.n + 1) - (opts.labels == false and 1 or 2)
    local out = {}
    for i, l in ipairs(lines) do
      local times = (i > air and i <= air + s.n + 1) and thick or 1
      for _ = 1, times do out[#out + 1] = l end
    end
    lines = out
  end
  -- without the rods' top row (no disk can be there: n disks, n + 1 rows),
  -- where the window is too short for every key line
  if extra.tip == false and not v.crane then
    local air = #lines - thick * (s.n + 1) - (opts.labels == false and 1 or 2)
    for _ = 1, thick do tremove(lines, air + 1) end
  end
  return lines, render.layout(s, { width = cols, grow = true })
end

--- A message of the game in the player's language, with its pegs named
-- as the board draws them: "peg 2 is empty" becomes "peg B is empty"
-- (German "Stab B ist leer"). A message the game has no text for (a save
-- file's fault, a solver's) keeps its words, its pegs named by letter.
-- @tparam string msg
-- @tparam[opt] table tr the language (`hanoi.lang.new`; default English)
-- @tparam[opt] boolean numbers pegs stay numbers (as the line mode,
--  which reads both, has always written them)
-- @treturn string
function view.letters(msg, tr, numbers)
  return refusal(msg, tr or speaking(), numbers)
end

--- The speed as moves a second: "2 moves/s", "1 move/s", "0.5 moves/s".
-- @tparam number seconds seconds per move (an entry of `SPEEDS`)
-- @tparam[opt] table tr the language (default English)
-- @treturn string
function view.speed_text(seconds, tr)
  return (tr or speaking()):t("play.speed", { rate = 1 / seconds })
end

--- The goal of a game in words: "tower on C".
-- @tparam Game g
-- @tparam[opt] table tr the language (default English)
-- @treturn string
function view.goal_text(g, tr)
  tr = tr or speaking()
  local goal = g.goal
  if goal.kind == "peg" then return tr:t("play.goal.peg", { peg = game.letter(goal.peg) }) end
  if goal.kind == "other" then return tr:t("play.goal.other", { peg = game.letter(goal.from) }) end
  return tr:t("play.goal.position", { label = goal.state:label() })
end

-- ---- the statistics panel ----

-- splits a message into lines of at most cols, at spaces when it can
local wrap = width.wrap


-- columns of numbers under a label, in as many blocks as the width needs
local function table_lines(out, labels, rows, cols)
  local n = #rows[1]
  local w = 0
  for _, row in ipairs(rows) do
    for _, cell in ipairs(row) do w = max(w, dwidth(cell)) end
  end
  w = w + 2
  local lw = 0
  for _, l in ipairs(labels) do lw = max(lw, dwidth(l)) end
  local per = max(1, (cols - lw) // w)
  for first = 1, n, per do
    for i, row in ipairs(rows) do
      local line = { pad(labels[i], lw) }
      for d = first, min(n, first + per - 1) do line[#line + 1] = width.lpad(row[d], w) end
      out[#out + 1] = concat(line)
    end
  end
end

--- The statistics of the game as lines: per disk its moves against the
-- optimum, wasted moves, undos, hints, time, and the best results kept.
-- @tparam Game g
-- @tparam table v
-- @tparam int cols
-- @treturn {string,...}
function view.panel(g, v, cols)
  local st = g:stats()
  local tr = speaking(v)
  local out = { tr:t(g.won and "play.panel.won" or "play.panel.so_far") }
  local disk, moved, optimal = {}, {}, {}
  for d = 1, g.n do
    disk[d], moved[d] = tostring(d), tostring(st.disk[d])
    optimal[d] = st.disk_optimal and tostring(st.disk_optimal[d]) or "?"
  end
  table_lines(out, { tr:t("play.panel.disk"), tr:t("play.panel.moved"),
    tr:t("play.panel.optimal") }, { disk, moved, optimal }, cols)
  out[#out + 1] = tr:t("play.panel.totals", { moves = st.moves,
    optimal = st.optimal or "?", wasted = st.wasted or "?", undos = st.undos,
    hints = st.hints, time = clock_text(st.time) })
  if st.computer + st.random > 0 then
    out[#out + 1] = tr:t("play.panel.computer", { count = st.computer + st.random })
  end
  if v.scores == false then
    out[#out + 1] = tr:t("play.scores.off", { why = v.no_scores or "--no-scores" })
  elseif v.best then
    out[#out + 1] = tr:t("play.scores.best_for", { disks = g.n, pegs = g.k,
      goal = view.goal_text(g, tr), moves = v.best.moves, time = clock_text(v.best.time) })
  else
    out[#out + 1] = tr:t("play.scores.none")
  end
  local lines = {}
  for _, l in ipairs(out) do
    for _, part in ipairs(wrap(l, cols, 4)) do lines[#lines + 1] = part end
  end
  return lines
end

-- ---- the screen ----

local LIGHTS = {
  playing = "42;30",   -- green: your move
  solving = "43;30",   -- amber: the computer moves
  demo    = "43;30",
  paused  = "41;37",   -- red: halted
  solved  = "44;37",   -- blue: done
}

-- the key lines: words and the key each stands for (a click on the word
-- works as the key; "random" is the random mover, which the key D starts
-- when D is no peg); the first line always (as much as fits, always with
-- "q quit"), the second when there is room
-- Each word is {key as shown, text's key, key it stands for}; the key as
-- shown is never translated.
local KEYS1 = { { "%s", "move" }, { "u", "undo", "u" }, { "r", "redo", "r" }, { "h", "hint", "h" },
  { "s", "solve", "s" }, { "p", "pause", "p" }, { "t", "stats", "t" } }
local QUIT = { "q", "quit", "q" }
local KEYS2 = { { "d", "demo", "d" }, { "D", "random", "random" }, { "c", "crane", "c" },
  { "x", "reset", "x" }, { "n", "new", "n" }, { "w", "save", "w" }, { "l", "load", "l" },
  { "+", "faster", "+" }, { "-", "slower", "-" }, { nil, "arrows" } }
-- on 4 pegs and more D is a peg, and d starts the random mover (the
-- binary method's demo is for 3 pegs)
local KEYS2_MORE = { { "d", "random", "d" } }
for i = 3, #KEYS2 do KEYS2_MORE[#KEYS2_MORE + 1] = KEYS2[i] end

local function words_of(list, tr)
  local out = {}
  for i, w in ipairs(list) do
    local word = tr:t("play.key." .. w[2])
    out[i] = { w[1] and w[1] .. " " .. word or word, w[3] }
  end
  return out
end

--- The key lines of a game on k pegs, as `{text, key}` words (the move
-- word's text has a `%s` for the keys of the pegs): what each key does
-- on that many pegs. Each text starts with its key, as the game reads
-- it; the word after it is in the language `tr`.
-- @tparam int k
-- @tparam[opt] table tr the language (default English)
-- @treturn {table,...} the first line's words (without "q quit")
-- @treturn {table,...} the second line's words
function view.keys(k, tr)
  tr = tr or speaking()
  return words_of(KEYS1, tr), words_of(k >= 4 and KEYS2_MORE or KEYS2, tr)
end

-- a key line that fits cols: its text, its words {c1, c2, key} and the
-- items that did not fit (in their order), `last` always kept at its end
local function key_line(items, cols, last)
  local list = {}
  for i, it in ipairs(items) do list[i] = it end
  local dropped = {}
  while true do
    local all = {}
    for i, it in ipairs(list) do all[i] = it end
    if last then all[#all + 1] = last end
    local parts, words, col = {}, {}, 1
    for _, it in ipairs(all) do
      parts[#parts + 1] = it[1]
      local w = dwidth(it[1])
      if it[2] then words[#words + 1] = { col, col + w - 1, it[2] } end
      col = col + w + 2
    end
    local text = concat(parts, "  ")
    if dwidth(text) <= cols or #list == 0 then return (truncate(text, cols)), words, dropped end
    tinsert(dropped, 1, list[#list])
    list[#list] = nil
  end
end

-- The key lines by width: the first line's words and "q quit", then the
-- words that did not fit there before the second line's, wrapped onto as
-- many lines as they need; each line `{text, words}`.
local function key_lines(first, quit, second, cols)
  local out = {}
  local text, ws, rest = key_line(first, cols, quit)
  out[1] = { text, ws }
  for _, it in ipairs(second) do rest[#rest + 1] = it end
  while #rest > 0 do
    local t, w, left = key_line(rest, cols)
    if #left == #rest then break end -- a word wider than the window
    out[#out + 1] = { t, w }
    rest = left
  end
  return out
end
view.key_lines = key_lines

-- the optimal count, for the status line: the number (the language
-- writes it: 65,535, 65.535) or "?"
local function optimal_text(g)
  local o = g:optimal()
  return o == nil and "?" or o
end
view.optimal_text = optimal_text

-- the peg letters with the marks beside them (the cursor >A<, the
-- hint's "from" and "to"), or the marks for a line under the letters
local function marks_line(g, v, x, inline_marks)
  local tr = speaking(v)
  local marks = ""
  if inline_marks then
    for p = 1, #x do marks = place(marks, x[p], game.letter(p)) end
  end
  local gap = (x[2] or 0) - (x[1] or 0)
  if v.cursor and x[v.cursor] and not g.won then
    if inline_marks then
      marks = place(marks, x[v.cursor] - 1, ">" .. game.letter(v.cursor) .. "<")
    else
      marks = place(marks, x[v.cursor], "^")
    end
  end
  if v.hint and not g.won then
    local h = v.hint
    local a, b = tr:t("play.mark.from"), tr:t("play.mark.to")
    if gap < (inline_marks and 9 or 6) or dwidth(a) > 4 or dwidth(b) > 4 then
      a, b = tr:t("play.mark.from_short"), tr:t("play.mark.to_short")
    end
    if inline_marks then
      marks = place(marks, x[h.from] + 2, a)
      marks = place(marks, x[h.to] + 2, b)
    else
      marks = place(marks, x[h.from] - (dwidth(a) - 1) // 2, a)
      marks = place(marks, x[h.to] - (dwidth(b) - 1) // 2, b)
    end
  end
  return marks
end

-- the marks line written over the base line (its dashes stay between)
local function on_base(base, marks)
  local col = 1
  for pre, seg in marks:gmatch("( *)(%S+)") do
    col = col + dwidth(pre)
    base = place(base, col, seg)
    col = col + dwidth(seg)
  end
  return base
end

-- the screen (see view.frame) at a level of thrift: 1 as the rows allow,
-- 2 with the marks beside the peg letters and the title in the base line,
-- 3 also without the rods' top row, 4 also with the letters and marks on
-- the base line (no title); also how many key lines it shows and how
-- many the words take
local function frame(g, v, cols, rows, level)
  local tip = level < 3
  local out, words, board_rows = {}, {}, nil
  local hits = {}
  function hits.word(x, y)
    for _, w in ipairs(words) do
      if w[1] == y and x >= w[2] and x <= w[3] then return w[4] end
    end
  end
  local layout
  function hits.peg(x, y)
    if not layout or not board_rows or y < board_rows[1] or y > board_rows[2] then return nil end
    if x < 1 or x > layout.total then return nil end
    local p = (x - 1) // (layout.cell + 1) + 1
    if p <= g.k then return p end
  end
  local tr = speaking(v)
  local title = tr:t("play.title", { disks = g.n, pegs = g.k, goal = view.goal_text(g, tr) })
  local lines
  lines, layout = view.board(g, v, cols, { tip = tip })
  if not lines then
    return { tr:t("play.small.pegs", { pegs = g.k }),
             printable(v.prompt or tr:t("play.small.fewer_pegs")) }, hits
  end
  local mode = g:mode()
  local light = tr:t("play.light." .. mode)
  local lamp = "(" .. light .. ")"
  local speed = view.SPEEDS[v.speed or view.DEFAULT_SPEED]
  -- while a move is drawn moving, the counts it had before it
  local hold = v.frame and v.hold
  local status = lamp .. "  " .. tr:t("play.status", { moves = hold and hold.moves or g:moves(),
    optimal = g:optimal_from_start() or "?", left = hold and hold.left or optimal_text(g),
    time = clock_text(g:elapsed()), speed = view.speed_text(speed, tr) })
    .. (v.crane and "  " .. tr:t("play.crane") or "")
  -- The board, its marks, the status and a message line must fit; then
  -- the first key line, the title and the second key line, each on a row
  -- of its own where there is room; where there is not, the title goes
  -- into the base line and the marks beside the peg letters. Rows left
  -- over make the disks taller, then give a long message more lines.
  local board_h = #lines
  local need = board_h + 3
  if need > rows then
    return { tr:t("play.small.rows", { disks = g.n, rows = need }),
             printable(v.prompt or tr:t("play.small.fewer_disks")) }, hits
  end
  local spare = rows - need
  local base_title = level < 4 and (spare < 3 or level >= 2) and dwidth(title) + 4 <= layout.total
  local inline_marks = spare < 2 or level >= 2
  if inline_marks then spare = spare + 1 end
  local marks_base = level >= 4
  if marks_base then spare = spare + 1 end
  local with_keys, with_title, with_keys2 = spare >= 1, level < 2 and spare >= 3,
    spare >= 2 + ((base_title or marks_base) and 0 or 1)
  -- a message too long for its line (a path that failed to load) takes
  -- the rows of the key lines while it is shown, the second one first
  local text_shown = printable(v.prompt or v.message or "")
  local long = #wrap(text_shown, cols, 3) - 1
  if long > 0 and with_keys2 and spare - 2 - (with_title and 1 or 0) < long then with_keys2 = false end
  if long > 1 and with_keys and spare - 1 - (with_title and 1 or 0) < long then with_keys = false end
  local used = (with_keys and 1 or 0) + (with_title and 1 or 0) + (with_keys2 and 1 or 0)
  spare = spare - used
  -- the key lines as the window's width wraps them: more than two where
  -- the words need them and rows are left (every key in every language)
  local klines, all_keys = {}, 0
  if with_keys then
    local keys1, keys2 = view.keys(g.k, tr)
    local first = {}
    for i, it in ipairs(keys1) do first[i] = it end
    local pegs = g.k <= 9 and "1-" .. g.k or "1-9,A-" .. game.letter(min(g.k, 26))
    first[1] = { (keys1[1][1]:gsub("%%s", function() return pegs end)) }
    klines = key_lines(first, words_of({ QUIT }, tr)[1], keys2, cols)
    all_keys = #klines
    local extra = 0
    -- (rows the message's own lines take stay the message's)
    if with_keys2 then extra = min(#klines - 2, spare - max(long, 0)) end
    for i = (with_keys2 and 2 or 1) + max(extra, 0) + 1, #klines do klines[i] = nil end
    spare = spare - max(extra, 0)
  end
  -- taller disks with the rows left (not with the crane, which works in
  -- the rows of the picture; not while the statistics are below)
  local panel_lines = v.panel and view.panel(g, v, cols) or nil
  local below = panel_lines and g.won and spare >= #panel_lines
  local thick = 1
  if not v.crane and not panel_lines then
    thick = max(1, min(4, 1 + spare // (g.n + 1)))
    spare = spare - (thick - 1) * (g.n + 1)
  end
  if below then spare = spare - #panel_lines end
  lines, layout = view.board(g, v, cols, { base = base_title and ("-- " .. title .. " ") or nil,
    labels = not inline_marks, thick = thick, tip = tip })
  local shown, board_shown = lines, true
  if panel_lines and not below then
    -- the statistics where the board was; for a won game the finished
    -- tower beside them when the window is wide enough
    shown, board_shown, layout = panel_lines, false, nil
    if g.won then
      local bw = cols // 2
      local side, slayout = view.board(g, v, bw - 1, { labels = not inline_marks })
      local right = view.panel(g, v, cols - bw - 1)
      if side and #right <= #side and #side <= #lines then
        shown, board_shown, layout = {}, true, slayout
        for i, left in ipairs(side) do
          shown[i] = right[i] and left .. rep(" ", bw - dwidth(left)) .. right[i] or left
        end
      end
    end
  end
  local marks = board_shown and marks_line(g, v, layout.x, inline_marks) or ""
  if with_title then out[#out + 1] = (truncate(title, cols)) end
  local top = #out + 1
  for _, l in ipairs(shown) do out[#out + 1] = l end
  -- the panel stands where the board was: the screen keeps its height
  for _ = #shown + 1, #lines do out[#out + 1] = "" end
  if marks_base then out[#out] = on_base(out[#out], marks) else out[#out + 1] = marks end
  if below then
    for _, l in ipairs(panel_lines) do out[#out + 1] = l end
  end
  board_rows = { top, #out }
  local at = #out + 1
  out[at] = (truncate(status, cols))
  local message = wrap(text_shown, cols, 1 + min(2, spare))
  for _, l in ipairs(message) do out[#out + 1] = l end
  for _, kl in ipairs(klines) do
    out[#out + 1] = kl[1]
    for _, w in ipairs(kl[2]) do words[#words + 1] = { #out, w[1], w[2], w[3] } end
  end
  -- the light in colour (same width: the brackets become spaces)
  if v.colour and out[at]:sub(1, #lamp) == lamp then
    out[at] = "\27[" .. LIGHTS[mode] .. "m " .. light .. " \27[0m" .. out[at]:sub(#lamp + 1)
  end
  return out, hits, #klines, all_keys
end

--- The whole screen as lines, at most `cols` wide and `rows` high, and
-- where clicks land on it.
-- @tparam Game g
-- @tparam table v the front end's state (see the module)
-- @tparam int cols
-- @tparam int rows
-- @treturn {string,...} the lines
-- @treturn table hits: `peg(x, y)` (the peg whose column a click at
--  column x, row y is in, or nil) and `word(x, y)` (the key of the word
--  under a click, or nil)
function view.frame(g, v, cols, rows)
  local out, hits, shown, all = frame(g, v, cols, rows, 1)
  -- where a key line is left out, the rods' top row, then the row of the
  -- marks (and the title) give their rows to the key lines: the same
  -- disks fit the window as before, and every key where the rows allow
  if not shown or shown >= all or v.crane then return out, hits end
  for level = 2, v.panel and 3 or 4 do
    local out2, hits2, shown2 = frame(g, v, cols, rows, level)
    if shown2 and shown2 > shown then out, hits, shown = out2, hits2, shown2 end
    if shown >= all then break end
  end
  return out, hits
end

-- ---- messages for events ----

-- m in binary, at least `digits_wanted` digits
local function binary(m, digits_wanted)
  local digits = {}
  repeat
    digits[#digits + 1] = tostring(m & 1)
    m = m >> 1
  until m == 0
  while #digits < digits_wanted do digits[#digits + 1] = "0" end
  local out = {}
  for i = #digits, 1, -1 do out[#out + 1] = digits[i] end
  return concat(out)
end
view.binary = binary

--- One line of text for an event of `hanoi.game` ("move 3: disk 1 C -> B"),
-- nil for events that need none. A move of the binary method shows its
-- number in binary and the disk the lowest 1 selects.
-- @tparam table ev
-- @tparam[opt] int n the number of disks (the width of binary numbers)
-- @tparam[opt] table tr the language (`hanoi.lang.new`; default English)
-- @treturn string|nil
function view.describe(ev, n, tr)
  local L = game.letter
  tr = tr or speaking()
  local t = ev.type
  if t == "move" then
    if ev.method == "binary" then
      local low = 0
      while ev.number & (1 << low) == 0 do low = low + 1 end
      return tr:t("play.ev.binary", { number = ev.number, binary = binary(ev.number, n or 1),
        bit = low, disk = ev.disk, from = L(ev.from), to = L(ev.to) })
    end
    local key = ev.by == "player" and "play.ev.move" or ev.by == "random" and "play.ev.move_random"
      or "play.ev.move_computer"
    return tr:t(key, { number = ev.moves, disk = ev.disk, from = L(ev.from), to = L(ev.to) })
  elseif t == "undo" then
    return tr:t("play.ev.undo", { disk = ev.disk, from = L(ev.to), to = L(ev.from) })
  elseif t == "redo" then
    return tr:t("play.ev.redo", { disk = ev.disk, from = L(ev.from), to = L(ev.to) })
  elseif t == "pick" or t == "unpick" then
    return tr:t("play.ev." .. t, { disk = ev.disk, peg = L(ev.peg) })
  elseif t == "hint" then
    return tr:t("play.ev.hint", { disk = ev.disk, from = L(ev.from), to = L(ev.to) })
  elseif t == "won" then
    return tr:t("play.ev.won", { moves = ev.moves, optimal = ev.optimal or "?",
      time = clock_text(ev.time) })
  elseif t == "reset" then
    return tr:t("play.ev.reset")
  elseif t == "new" then
    return tr:t("play.ev.new", { disks = ev.n, pegs = ev.k })
  elseif t == "save" then
    return tr:t("play.ev.save", { file = ev.file })
  elseif t == "load" then
    return tr:t("play.ev.load", { file = ev.file or "" })
  elseif t == "mode" then
    if ev.mode == "playing" and ev.was ~= "solved" then return tr:t("play.ev.takeover") end
    if ev.mode == "solving" then return tr:t("play.ev.solving") end
    if ev.mode == "demo" and ev.method == "random" then return tr:t("play.ev.random") end
    if ev.mode == "demo" then return tr:t("play.ev.binary_demo") end
    if ev.mode == "paused" then return tr:t("play.ev.paused") end
  end
end

--- The text for a list of events: what each says, joined by "; ".
-- @tparam {table,...} events
-- @tparam[opt] int n the number of disks
-- @tparam[opt] table tr the language (default English)
-- @treturn string|nil
function view.summary(events, n, tr)
  local parts = {}
  for _, ev in ipairs(events) do
    local m = view.describe(ev, n, tr)
    if m then parts[#parts + 1] = m end
  end
  return #parts > 0 and concat(parts, "; ") or nil
end

return view
