--- What the teaching kit shares for showing things: the writer behind
-- `opts.out`, which keeps every line within a projector's 80 columns, peg
-- letters, indentation by depth and the printing of a learner's values.
-- @module hanoi.teach.show

local check = require "hanoi.check"
local render = require "hanoi.render"
local hanoi_text = require "hanoi.text"
local texts = require "hanoi.teach.texts"
local display = require "hanoi.lang.width"

local io, type, tostring, pairs, ipairs, math, pcall, require =
  io, type, tostring, pairs, ipairs, math, pcall, require
local format, rep, concat = string.format, string.rep, table.concat

_ENV = nil -- no globals past this point

local show = {}

--- The width of a projector's screen: no line the kit prints is wider.
show.WIDTH = 80

local LETTERS = "ABCD"

--- The letter of peg p: 1 is A.
function show.L(p) return LETTERS:sub(p, p) end

--- How many lines the writers have broken so far (the specs check that
-- the kit's own texts need none).
show.broken = 0

-- Marks that never start a line (a comma, a full stop, a closing bracket
-- or quote) and marks that never end one (an opening bracket or quote):
-- the line-breaking rules of Chinese and Japanese (kinsoku shori).
local NO_START, NO_END = {}, {}
for c in ("，。、；：？！）」』】〉》”…ー・"):gmatch("[\194-\244][\128-\191]*") do
  NO_START[c] = true
end
for c in ("（「『【〈《“"):gmatch("[\194-\244][\128-\191]*") do NO_END[c] = true end

-- Where to break `s`: the byte the next line starts at and how many bytes
-- the break drops (1 for a space, 0 between characters). A break is the
-- last space outside parentheses and braces (a call such as
-- `solve(n - 1, from)` or `{names = {1, 2, 3}}` stays on one line), or the
-- place beside a wide character that a Chinese or Japanese line may break
-- at, when that leaves at least a third of the line, else the last of either.
local function break_at(s)
  local depth, best, any, best_skip, any_skip = 0, nil, nil, 1, 1
  local prev, prev_wide = nil, false
  for i, c in s:gmatch("()([%z\1-\127\194-\244][\128-\191]*)") do
    local wide = #c > 1 and display.of(c) == 2
    if c == "(" or c == "{" then depth = depth + 1
    elseif c == ")" or c == "}" then depth = depth > 0 and depth - 1 or 0
    elseif c == " " then
      any, any_skip = i, 1
      if depth == 0 then best, best_skip = i, 1 end
    elseif prev and prev ~= " " and (wide or prev_wide) and not NO_START[c]
        and not NO_END[prev] then
      any, any_skip = i, 0
      if depth == 0 then best, best_skip = i, 0 end
    end
    prev, prev_wide = c, wide
  end
  if best and best > #s // 3 then return best, best_skip end
  return any, any_skip
end

-- Breaks one over-long line (no "\n" in it) that starts at column `col`:
-- at the last break that fits (break_at), else anywhere; the rest goes on
-- indented. Columns are display columns (hanoi.lang.width): a wide (East
-- Asian) character takes two, a combining mark none.
local function wrapped(piece, col, out)
  local limit = show.WIDTH
  local w = display.of(piece)
  while col + w > limit do
    show.broken = show.broken + 1
    local room = limit - col
    local head = display.truncate(piece, room)
    -- and the character after it: a space there is a break that fits
    local after = piece:match("^[%z\1-\127\194-\244][\128-\191]*", #head + 1) or ""
    local cut, skip = break_at(head .. after)
    if cut and cut > 1 and piece:sub(1, cut - 1):find("%S") then
      out[#out + 1] = piece:sub(1, cut - 1):gsub("%s+$", "")
      piece = piece:sub(cut + skip)
    elseif col > 4 then
      -- nothing of it fits on this line: start it on the next
    else
      out[#out + 1] = head
      piece = piece:sub(#head + 1)
    end
    out[#out + 1] = "\n    "
    col = 4
    w = display.of(piece)
  end
  out[#out + 1] = piece
  return col + w
end

--- The rows of a projector's screen: long outputs to a terminal stop
-- for a key every screenful (`lines`).
show.ROWS = 30

-- whether standard input and output are both a terminal
local function interactive()
  local ok, term = pcall(require, "hanoi.term")
  return ok and term.isatty(0) and term.isatty(1) or false
end
show.interactive = interactive

--- The fewest lines the pager stops for: when fewer are left, it shows
-- them without a stop (a screen may then run a few rows long).
show.MIN_REST = 5

--- The writer for `opts.out`: nil (`io.write`), a function or a file.
-- What it writes never has a line over 80 columns: a longer one is broken
-- at a space and goes on, indented, on the next line. With `page` (a
-- number of rows, at least 3), it stops after each screenful and asks
-- for Enter (`q` and Enter drops the rest); by default it does so with
-- `show.ROWS` rows when it writes to a terminal that the user types in.
-- @param out the option's value
-- @tparam int i the argument position of the options
-- @tparam string fname the public function
-- @tparam[opt=0] int depth frames between the public function and this call
-- @param[opt] page the option `lines`: rows per screenful, or false
-- @tparam[opt] function read reads the answer to the pager (default io.read)
-- @tparam[opt] boolean hold the caller calls `finish` at the end of its
--   output: lines past a full screen are held from one call to the next
--   until it is sure that `show.MIN_REST` of them follow (without it, to
--   the end of each call)
-- @treturn function write(string)
-- @treturn function newline(): the screen went on to a new line without
--   us (the user typed an answer and Enter); the pager counts afresh
-- @treturn function finish(): the output is over; the lines held past a
--   full screen (fewer than `show.MIN_REST`) show
function show.writer(out, i, fname, depth, page, read, hold)
  local emit
  depth = (depth or 0) + 1
  if out == nil then
    emit = function(s) io.write(s) end
  elseif type(out) == "function" then
    emit = out
  elseif io.type(out) == "file" then
    emit = function(s) out:write(s) end
  else
    check.argerror(i, fname, "field 'out' must be a function or a file, got "
      .. (io.type(out) or type(out)), depth)
  end
  if page ~= nil and page ~= false then
    page = check.integer(page, i, fname, "field 'lines'", 3, 10000, depth)
  elseif page == nil and out == nil and interactive() then
    page = show.ROWS
  end
  read = read or function() return io.read("l") end
  local col, rows, dropped = 0, 0, false
  -- the lines past a full screen, held until it is sure that at least
  -- MIN_REST of them follow: the pager never stops for fewer
  local held, held_lines = {}, 0
  local function release()
    for _, piece in ipairs(held) do emit(piece) end
    rows = rows + held_lines
    held, held_lines = {}, 0
  end
  local function put(piece)
    if dropped then return end
    if page and rows >= page - 2 and piece ~= "" then
      held[#held + 1] = piece
      if piece:sub(-1) == "\n" then held_lines = held_lines + 1 end
      if held_lines < show.MIN_REST then return end
      emit(texts.t("kit.pager.more"))
      if io.type(out) ~= "file" and out == nil then io.stdout:flush() end
      local answer = read()
      rows = 0
      if answer == nil or answer:match("^%s*q") then
        dropped = true
        held, held_lines = {}, 0
        return
      end
      release()
      return
    end
    emit(piece)
    if piece:sub(-1) == "\n" then rows = rows + 1 end
  end
  return function(s)
    local pieces, pos = {}, 1
    while pos <= #s do
      local e = s:find("\n", pos, true)
      col = wrapped(s:sub(pos, (e or #s + 1) - 1), col, pieces)
      if e then
        pieces[#pieces + 1] = "\n"
        col = 0
        pos = e + 1
      else
        pos = #s + 1
      end
    end
    if not page then
      emit(concat(pieces))
      return
    end
    -- one screen line at a time, so that the pager can stop between two
    local line = {}
    for _, piece in ipairs(pieces) do
      if piece:sub(1, 1) == "\n" then
        line[#line + 1] = "\n"
        put(concat(line))
        line = { piece:sub(2) }
      else
        line[#line + 1] = piece
      end
    end
    if #line > 0 and concat(line) ~= "" then
      put(concat(line))
      -- a line left open waits for the user (a prompt): what is held shows
      if not dropped then release() end
    end
    -- without `hold`, no finish will come: the lines held show at the end
    -- of each call
    if not hold and not dropped then release() end
  end, function() col = 0; rows = 0 end, function()
    -- the end of the output: the few lines held show without a stop
    if not dropped then release() end
  end
end

--- A text with every line over 80 columns broken, as the writer does.
-- @tparam string text
-- @treturn string
function show.wrap(text)
  local out, pos = {}, 1
  while pos <= #text do
    local e = text:find("\n", pos, true)
    wrapped(text:sub(pos, (e or #text + 1) - 1), 0, out)
    if e then out[#out + 1] = "\n" end
    pos = (e or #text) + 1
  end
  return concat(out)
end

--- The line of counts under a trace: "7 moves, 15 calls, at most 4 calls
-- open at once" (a call is open from the moment it is made until it
-- returns: those are the frames on the stack).
function show.counts(moves, calls, frames)
  return texts.t("kit.counts", { moves = moves, calls = calls, open = frames })
end

--- The indentation of depth `depth` in a trace: two spaces a level, at
-- most 30 columns (deeper levels say their depth instead).
function show.pad(depth)
  if depth <= 14 then return rep("  ", depth - 1) end
  return display.lpad(texts.t("kit.trace.depth", { depth = depth }), 28) .. "  "
end

--- Every line of `text` indented by `pad`.
function show.indent(text, pad)
  return pad .. text:gsub("\n", "\n" .. pad)
end

--- The picture of a position, indented by `pad`, narrowed so that it fits.
-- @tparam hanoi.State s
-- @tparam[opt=""] string pad
-- @tparam[opt] table opts more options of `hanoi.render.ascii` (`lift`)
function show.picture(s, pad, opts)
  pad = pad or ""
  local o = { width = show.WIDTH - #pad }
  if opts then for k, v in pairs(opts) do o[k] = v end end
  return show.indent(render.ascii(s, o), pad)
end

--- Text made safe to print (`hanoi.text.printable`): a learner's string,
-- or an error its code raised, may hold anything.
local printable = hanoi_text.printable
show.printable = printable

--- A value a learner's code passed, as a trace shows it: a peg name bare
-- (`A`), other strings quoted and cut short, numbers as Lua writes them,
-- any other value by its type. Runs no metamethod of the learner's.
-- @param v the value
-- @tparam[opt] table names the set of peg names (name -> peg)
-- @treturn string
function show.value(v, names)
  local t = type(v)
  if t == "string" then
    if names and names[v] and #v <= 8 then return printable(v) end
    if #v > 10 then v = v:sub(1, 8) .. ".." end
    return printable(format("%q", v))
  elseif t == "number" then
    if math.type(v) == "integer" then return format("%d", v) end
    return format("%.14g", v)
  elseif t == "boolean" or t == "nil" then
    return tostring(v)
  end
  return t
end

--- A list of values as a hint names them: all of them when there are
-- at most `most`, else the first four, "...", and the last `last`.
-- @tparam table list
-- @tparam int most
-- @tparam int last
-- @treturn string
function show.values(list, most, last)
  local t = {}
  if #list <= most then
    for i, v in ipairs(list) do t[i] = show.value(v) end
  else
    for i = 1, 4 do t[#t + 1] = show.value(list[i]) end
    t[#t + 1] = "..."
    for i = #list - last + 1, #list do t[#t + 1] = show.value(list[i]) end
  end
  return concat(t, ", ")
end

return show
