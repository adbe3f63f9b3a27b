---@meta hanoi.render
-- Type annotations (LuaCATS) of `require "hanoi.render"`: pictures of
-- positions. The reference is docs/manual.md and docs/pictures.md.

---A disk drawn at a character cell instead of on its peg (`opts.fly`).
---@class hanoi.render.Fly
---@field disk integer
---@field col integer
---@field row integer 1..1000

---A crane over a text picture (`opts.crane`).
---@class hanoi.render.Crane
---@field col integer column of its trolley
---@field row integer row of its clamp, 1..1000
---@field width? integer the width of the clamp (the disk it holds)

---Options of the text pictures (`ascii`, and `ansi`, `flight`, `frames`, `layout`).
---@class hanoi.render.TextOptions
---@field rods? boolean default true: rods, and n + 1 rows
---@field labels? boolean default true: the peg letters under the base
---@field base? string text that starts the base line, e.g. the move number
---@field width? integer|"terminal"|false the widest picture (default 80; false: no limit)
---@field lift? integer a peg whose top disk is drawn raised above the rods
---@field fly? hanoi.render.Fly
---@field air? integer empty rows above the rods, 0..1000
---@field crane? hanoi.render.Crane
---@field grow? boolean widen the peg cells and disks to fill `width`
---@field distinct? boolean disks of the same width drawn in different characters

---Options of `ansi`: those of `ascii`, and colour and cursor control.
---@class hanoi.render.AnsiOptions: hanoi.render.TextOptions
---@field highlight? integer|integer[] a peg or a list of pegs (yellow rod, reversed letter)
---@field home? boolean start with "cursor to the top left corner"
---@field up? integer go back up over a previous picture of that many lines
---@field out? file* default io.stdout; not a terminal: exactly `ascii`
---@field tty? boolean override the terminal test
---@field color? boolean override `NO_COLOR`
---@field colors? 256|8

---The geometry of text pictures (`layout`).
---@class hanoi.render.Layout
---@field cell integer columns per peg
---@field total integer columns of the whole picture
---@field x integer[] `x[p]`, the column of peg p
---@field hw integer[] `hw[d]`, half width of disk d (its bar is `2 * hw[d] - 1` wide)

---A frame of `frames`: draw the position with `{fly = frame.fly}`.
---@class hanoi.render.Frame
---@field move integer
---@field disk integer
---@field from integer
---@field to integer
---@field fly hanoi.render.Fly
---@field step integer
---@field steps integer

---The status of `animate`, given to `status` and `opts.control`.
---@class hanoi.render.Status
---@field move hanoi.Count
---@field total? hanoi.Count
---@field optimal? hanoi.Count
---@field elapsed number seconds, 0..10^9
---@field speed number moves per second
---@field paused? boolean
---@field done? boolean
---@field log? boolean without time and speed

---What `opts.control` of `animate` returns: a command or a new speed.
---@alias hanoi.render.Control fun(status: hanoi.render.Status): ("pause"|"faster"|"slower"|"quit"|number|nil)

---Moves to play: an iterator of disk, from, to, or an array of `{disk, from, to}`.
---@alias hanoi.render.Moves hanoi.MoveIterator|fun(): (integer?, integer?, integer?)|integer[][]

---Options of `animate`.
---@class hanoi.render.AnimateOptions
---@field speed? number moves per second (default 2)
---@field fps? number frames per second (default 30)
---@field total? hanoi.Count the number of moves, shown as "move i/total"
---@field optimal? hanoi.Count shown as "optimal N"
---@field control? hanoi.render.Control
---@field clock? fun(): number default `hanoi.term.monotonic`
---@field sleep? fun(seconds: number) default `hanoi.term.sleep`
---@field out? file* default io.stdout
---@field tty? boolean
---@field color? boolean
---@field width? integer|"terminal"|false default "terminal"
---@field rods? boolean

---Options of `svg`: the geometry fields (finite numbers 0..10000) and the colours.
---@class hanoi.render.SvgOptions
---@field h? number rod height
---@field w? number rod width
---@field dx? number peg spacing
---@field baseW? number base width
---@field diskH? number disk height
---@field r? number corner radius
---@field diskW? number unit disk width
---@field fill? string|fun(d: integer): string disk colour
---@field rod? string rod and base colour ("#555")
---@field labels? boolean default true
---@field title? string

---Options of `graph_svg`.
---@class hanoi.render.GraphOptions
---@field width? number pixels, 100..10000 (default 640)
---@field labels? boolean node labels (default when there are at most 81 nodes)
---@field from? string label of the start of the highlighted path (all on A)
---@field to? string label of its end (all on the last peg)

---What `html` plays back: a description of a solution.
---@class hanoi.render.Solution
---@field n integer up to 16
---@field k? integer up to 8
---@field method? hanoi.Method
---@field from? integer
---@field to? integer
---@field via? integer

---Options of `html`: the geometry fields of `svg` (0..10000 each), and these.
---@class hanoi.render.HtmlOptions
---@field play? boolean a `hanoi.State` is always played, a description or moves never
---@field to? integer the goal peg, to play
---@field tables? integer to play: the most canonical positions of an embedded table, 0..2^20
---@field start? hanoi.State the start, for lists of moves
---@field speed? number moves per second at first, 0.5..5000 (default 2)
---@field title? string
---@field h? number
---@field w? number
---@field dx? number
---@field baseW? number
---@field diskH? number
---@field r? number
---@field diskW? number

---Pictures of positions: ASCII, ANSI colour, terminal animation, SVG, HTML.
---@class hanoi.render
local render = {}

---The plain ASCII picture of a position (`tostring(state)`): lines joined by
---"\n", no trailing newline, no trailing spaces.
---@param s hanoi.State
---@param opts? hanoi.render.TextOptions
---@return string
function render.ascii(s, opts) end

---The picture with ANSI colours and cursor control, for a terminal
---(exactly `ascii` when the output is not a terminal).
---@param s hanoi.State
---@param opts? hanoi.render.AnsiOptions
---@return string
function render.ansi(s, opts) end

---The geometry of text pictures of `s` under `opts`.
---@param s hanoi.State
---@param opts? hanoi.render.TextOptions only `width` and `grow` matter
---@return hanoi.render.Layout
function render.layout(s, opts) end

---How many colours the terminal shows, as the environment tells: 256 or 8.
---@return 256|8
function render.colors() end

---The SGR escape sequence `ansi` uses for disk d.
---@param d integer disk, 1..64
---@param colors? 256|8 the colours of the terminal (default 256)
---@return string
function render.disk_color(d, colors) end

---The path of the top disk of peg `from` to peg `to`, one character cell
---per step: each element is a `fly` option. Raises when the move is illegal.
---@param s hanoi.State the position before the move
---@param from integer peg
---@param to integer peg
---@param opts? hanoi.render.TextOptions `width`, `rods`, `grow`
---@return hanoi.render.Fly[]
function render.flight(s, from, to, opts) end

---Every frame of a move sequence (the generator behind `animate`); each move
---is made on `s` after its last frame.
---@param s hanoi.State
---@param moves hanoi.render.Moves
---@param opts? hanoi.render.TextOptions `width`, `rods`
---@return fun(): hanoi.render.Frame?
function render.frames(s, moves, opts) end

---The status line of `animate`.
---@param st hanoi.render.Status
---@return string
function render.status(st) end

---One position as a standalone SVG document.
---@param s hanoi.State
---@param opts? hanoi.render.SvgOptions
---@return string
function render.svg(s, opts) end

---The state graph (at most 2187 positions) as an SVG document, with a
---shortest path highlighted.
---@param n integer disks
---@param k? integer pegs (default 3)
---@param opts? hanoi.render.GraphOptions
---@return string
function render.graph_svg(n, k, opts) end

---A self-contained HTML page: a solution played back, or, given a
---`hanoi.State`, the game to play in the browser.
---@param moves hanoi.State|hanoi.render.Solution|hanoi.render.Moves
---@param opts? hanoi.render.HtmlOptions
---@return string
function render.html(moves, opts) end

return render
