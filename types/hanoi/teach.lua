---@meta hanoi.teach
-- Type annotations (LuaCATS) of `require "hanoi.teach"`: teaching recursion
-- in a Lua REPL. The reference is docs/teach.md.

---Where the kit writes: a function taking a string, or a file such as `io.stderr`.
---@alias hanoi.teach.Out fun(text: string)|file*

---A learner's solution: `fn(n, from, to, via, move)` on 3 pegs (two spare
---pegs on 4), `move(from, to)` making a move; the pegs are named by
---`opts.names` (default the letters) in the order of `opts.order`.
---@alias hanoi.teach.Solve fun(n: integer, ...: any)

---Options of `teach.check` and `teach.grade` (and a learner's `trace` and `stepper`).
---@class hanoi.teach.CheckOptions
---@field k? 3|4 pegs
---@field pegs? 3|4 the same as `k`
---@field names? any[] the names of the pegs instead of the letters
---@field order? string[] the roles of the pegs in the order the function takes them (default `{"from", "to", "via"}`)
---@field max_moves? integer default 2 * 3^n
---@field max_depth? integer calls open at once (default n + 20)
---@field max_calls? integer default 4 * 3^n + 100
---@field max_memory? number MiB (default 256)
---@field max_seconds? number of work (default 5)
---@field pictures? boolean `trace` only: the pegs after each move
---@field out? hanoi.teach.Out

---Options of the kit's own `trace`, `stepper` and `moves`.
---@class hanoi.teach.KitOptions
---@field from? hanoi.Peg default 1
---@field to? hanoi.Peg default the last peg
---@field pegs? 3|4
---@field method? hanoi.Method|"frame_stewart" `stepper` and `moves`
---@field pictures? boolean the pegs after each move
---@field zero? boolean default true: the calls with n = 0 as well
---@field out? hanoi.teach.Out

---Options of `teach.quiz`.
---@class hanoi.teach.QuizOptions
---@field read? fun(): string? the next answer line (default `io.read`)
---@field out? hanoi.teach.Out
---@field from? hanoi.Peg
---@field to? hanoi.Peg
---@field questions? integer stop after that many
---@field pictures? boolean default true
---@field score? boolean return the counts

---The first wrong move of a learner's function.
---@class hanoi.teach.WrongMove
---@field move integer
---@field disk integer?
---@field from any
---@field to any
---@field reason string

---The report of `teach.check`; `tostring(report)` is a short text for the REPL.
---@class hanoi.teach.Report
---@field ok boolean
---@field n integer the smallest size that fails, or the largest checked
---@field sizes {n: integer, ok: boolean}[]
---@field moves integer
---@field optimal integer
---@field calls integer
---@field depth integer
---@field error hanoi.teach.WrongMove?
---@field reason string? a sentence, when not ok
---@field slip string? what went wrong (docs/teach.md's catalogue), nil when the evidence names none
---@field hint string? in the function's own names
---@field state hanoi.State?

---A stepper: call it (or `s:step()`) again and again in the REPL.
---@class hanoi.teach.Stepper
---@field steps integer steps taken
---@field done boolean
---@field state hanoi.State
---@field method string
---@field report hanoi.teach.Report? for a learner's function
---@field SHOWN integer the number of step lines `finish` prints at most
---@overload fun(): hanoi.teach.Stepper
local Stepper = {}

---Prints the stack of frames (when the walk has one), the pegs and the count of moves.
function Stepper:show() end

---One step, printed with the stack and the pegs. The same as `s()`.
function Stepper:step() end

---Goes back one step and prints where that leaves us.
function Stepper:back() end

---Runs to the next move: one line per step, then the stack and the pegs.
function Stepper:next_move() end

---Runs to the end: the last steps, the stack, the pegs and how it ended.
function Stepper:finish() end

---Teaching recursion with the Tower of Hanoi in a Lua REPL.
---@class hanoi.teach
---@field sources table<function, string> the chunk that made each function typed at the REPL
local teach = {}

---Prints a call tree, indented by depth: each call, move and return, of the
---kit's recursion (`trace(n, opts)`) or of a learner's function (`trace(fn, n, opts)`).
---@param n integer disks, 1..10
---@param opts? hanoi.teach.KitOptions
---@overload fun(fn: hanoi.teach.Solve, n?: integer, opts?: hanoi.teach.CheckOptions)
function teach.trace(n, opts) end

---A stepper through the kit's solution (`stepper(n, method or opts)`) or a
---learner's function (`stepper(fn, n, opts)`); it prints its starting position.
---@param n integer disks, 1..10
---@param method? hanoi.Method|"frame_stewart"|hanoi.teach.KitOptions
---@return hanoi.teach.Stepper
---@overload fun(fn: hanoi.teach.Solve, n?: integer, opts?: hanoi.teach.CheckOptions): hanoi.teach.Stepper
function teach.stepper(n, method) end

---Explains a method (why it works, the rule by hand, a worked example); with no method, lists them.
---@param method? hanoi.Method|"frame_stewart"
---@param opts? {out?: hanoi.teach.Out}
function teach.explain(method, opts) end

---Prints the moves of `hanoi.moves` in words, one a line, then their number.
---@param n integer disks, 1..10
---@param opts? hanoi.teach.KitOptions `method`, `pegs`, `from`, `to`, `pictures`, `out`
function teach.moves(n, opts) end

---Prints a table, one row per n: the fewest moves on 3 and 4 pegs, the
---positions 3^n and the share, then the monks' time for 64 disks.
---@param ns? integer|integer[] the numbers of disks, 1..64 (default 3, 4, 5, 10, 15, 20)
---@param opts? {out?: hanoi.teach.Out}
function teach.table(ns, opts) end

---The optimal next move from any 3-peg position to the tower on peg `to`
---(nil when the tower already stands there).
---@param s hanoi.State a position on 3 pegs
---@param to? hanoi.Peg the target peg (default 3)
---@return integer? disk
---@return integer? from
---@return integer? to
function teach.best_move(s, to) end

---A quiz in the REPL: "which disk moves next, and where?"; with `score`,
---the counts (right the first time, counted, right at the second try).
---@param n integer disks, 1..10
---@param opts? hanoi.teach.QuizOptions
---@return integer? first
---@return integer? counted
---@return integer? second
function teach.quiz(n, opts) end

---Grades a learner's own function at every size, 1 to 6 disks (1 to 8 on
---four pegs) or 1 to `n`, each run watched and bounded.
---@param fn hanoi.teach.Solve
---@param n? integer the largest size, 1..10 (1..12 with four pegs)
---@param opts? hanoi.teach.CheckOptions
---@return hanoi.teach.Report
function teach.check(fn, n, opts) end

---Grades a learner's function with `lo` to `hi` disks (`hanoi grade --sizes LO..HI`).
---@param fn hanoi.teach.Solve
---@param lo integer
---@param hi integer
---@param opts? hanoi.teach.CheckOptions
---@return hanoi.teach.Report
function teach.grade(fn, lo, hi, opts) end

---Keeps `text` as the source of every function of `env` made by the chunk
---`chunkname` that has none kept yet, and of the functions among `values`.
---@param text string the chunk
---@param chunkname string as given to `load`
---@param env table
---@param values? table what the chunk returned
function teach.adopt(text, chunkname, env, values) end

---Opens the source of a function typed at the kit's REPL in an editor, then
---defines it again from what was saved; returns what the chunk returned.
---@param fn function
---@param opts? {editor?: string, out?: hanoi.teach.Out}
---@return any ...
function teach.edit(fn, opts) end

---Sets the kit's language (a BCP 47 tag, "en", "de", "ru", "ja", "zh-Hant", "zh-Hans", or a
---locale name such as "de_DE.UTF-8"); without an argument, says which is in use. At the start
---it comes from LC_ALL, LC_MESSAGES and LANG (a language the kit has no words for: English).
---@param tag? string
---@return string tag the language in use
function teach.lang(tag) end

---Prints what the kit offers, one line each; `help(name)` says more about one function.
---@param name? string
---@param opts? {out?: hanoi.teach.Out}
function teach.help(name, opts) end

---Checks a peg argument (a number 1..k or a letter A..D) and returns its
---number; raises `bad argument #i to 'fname'` naming `what` otherwise.
---@param p any
---@param i integer argument position
---@param fname string the public function
---@param what string e.g. "field 'to'"
---@param k integer pegs
---@param depth? integer frames between `fname` and this call
---@return integer
function teach.checkpeg(p, i, fname, what, k, depth) end

return teach
