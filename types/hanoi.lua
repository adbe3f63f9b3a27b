---@meta hanoi
-- Type annotations (LuaCATS) of `require "hanoi"` for lua-language-server:
-- the C core's functions, positions (`hanoi.State`), puzzles
-- (`hanoi.Puzzle`), and the shapes of their options and results. Nothing
-- here runs; the reference is docs/manual.md, docs/search.md, docs/bfs.md
-- and docs/puzzle.md.

---A peg: its number, 1..k, or its letter, either case ("A" is 1).
---@alias hanoi.Peg integer|string

---An exact count: an integer where it fits, else a decimal string (past 2^63 - 1).
---@alias hanoi.Count integer|string

---A move index: an integer, or a decimal string past 2^63 - 1.
---@alias hanoi.Index integer|string

---A 3-peg solution method of `hanoi.moves` (listed in `hanoi.methods`).
---@alias hanoi.Method
---| "recursive"   # the three-line recursion on an explicit stack of frames
---| "direction"   # the recursion on directions (4th value: the signed step)
---| "iterative"   # the monks' rule
---| "four_step"   # four steps, rods relabelled each cycle
---| "three_step"  # the one legal move between the pairs AB, AC, BC in turn
---| "route_table" # the doubling of the solution, evaluated per move
---| "binary"      # the disk of move m is 1 + ctz(m) (4th value: the Gray code)

---A rule set: a name, a list of allowed `{from, to}` pairs, a k x k matrix
---of booleans, or a predicate asked about each legal move (it may yield; the
---state it gets is a scratch copy).
---@alias hanoi.Rules
---| "classic"
---| "cyclic"
---| "linear"
---| "star"
---| integer[][]
---| boolean[][]
---| fun(state: hanoi.State, disk: integer, from: integer, to: integer): boolean

---A goal: a position with the same disks and pegs, a peg (the whole tower on
---it), a list of those (any of them), or a predicate (it may yield).
---@alias hanoi.Goal hanoi.State|integer|(hanoi.State|integer)[]|fun(state: hanoi.State): boolean

---A start, or a list of starts.
---@alias hanoi.Starts hanoi.State|hanoi.State[]

---The iterator of `hanoi.moves`: disk, from, to per move (a method may add a
---4th value), nil at the end or after `budget` moves.
---@alias hanoi.MoveIterator fun(): (disk: integer?, from: integer?, to: integer?, extra: any)

---The iterator of `State:solve`: disk, from, to and whether the plan is a
---shortest one; each step moves the state.
---@alias hanoi.SolveIterator fun(): (disk: integer?, from: integer?, to: integer?, optimal: boolean?)

---A path of `hanoi.paths` or `hanoi.search`: disk, from, to per move; it
---changes neither end.
---@alias hanoi.PathIterator fun(): (disk: integer?, from: integer?, to: integer?)

---The paths of `hanoi.paths`: `t[1]..t[t.n]`; callable as the iterator of a
---generic for, one path per step.
---@class hanoi.Paths
---@field n integer the number of paths
---@field [integer] hanoi.PathIterator
---@overload fun(state: any, previous: hanoi.PathIterator?): hanoi.PathIterator?

---`progress(positions, max_states)`, called now and then during a long search (it may yield).
---@alias hanoi.Progress fun(positions: integer, max_states: integer?)

---Options of `hanoi.moves`, `hanoi.move_at` and `hanoi.state_at`.
---@class hanoi.MovesOptions
---@field from? integer source peg (default 1)
---@field to? integer target peg (default 3 or k, 1 when from is the last)
---@field via? integer the spare peg (on k pegs: the first spare)
---@field pegs? integer k pegs, 3..32: the Frame-Stewart sequence
---@field method? hanoi.Method a 3-peg method (`moves` only runs it; the others check it)
---@field budget? integer `moves` only: stop after every N moves; the next loop goes on
---@field events? boolean `moves` only, `recursive`: every call, move and return
---@field zero? boolean `moves` only, with `events`: the calls with n = 0 too

---Options of the searches (`distance`, `State:hint`, `State:solve`, `count_paths`, `paths`).
---@class hanoi.SearchOptions
---@field rules? hanoi.Rules the rule set (default "classic")
---@field max_states? integer the budget of positions searched
---@field max_memory? integer bytes, default 4 GiB: a hard cap, an error beyond it
---@field optimal? boolean true: an error rather than a plan not proven shortest
---@field progress? hanoi.Progress
---@field stats? table filled in with `method` (what answered) and `positions` (expanded)
---@field cache? boolean false: neither read nor write the table cache
---@field max_cache? integer the cache's size cap in bytes
---@field max_paths? integer `paths` only: more shortest paths than this is an error (default 1000)

---The option table of `hanoi.search`.
---@class hanoi.SearchSpec: hanoi.SearchOptions
---@field from hanoi.Starts the start, or a list of starts
---@field to? hanoi.Goal the goal (default the tower on the last peg)

---Options of `hanoi.bfs`.
---@class hanoi.BfsOptions
---@field n? integer disks (or `from`)
---@field k? integer pegs (default 3)
---@field from? hanoi.State the start (default the tower on peg 1)
---@field rules? hanoi.Rules
---@field reverse? boolean follow the moves backwards (distances *to* `from`)
---@field max_memory? integer bytes (default 4 GiB)
---@field distances? boolean keep every position's distance (plain method)
---@field symmetry? boolean false: search every position even where the symmetric method applies
---@field progress? fun(reached: integer, states: integer, layer: integer) now and then (may yield)
---@field threads? integer threads for the layers (default: the number of cores)
---@field dir? string a directory for the symmetric search on disk (resumable)

---Options of `hanoi.diameter` and `hanoi.radius`.
---@class hanoi.EccentricityOptions
---@field n integer disks
---@field k? integer pegs (default 3)
---@field rules? "classic"|"cyclic"|"linear"|"star"|integer[][]|boolean[][] not a predicate
---@field max_memory? integer bytes (default 4 GiB)

---Layer counts of a breadth-first search: `layers[d + 1]` positions at distance d, `#layers`, ipairs.
---@class hanoi.Layers
---@field [integer] integer

---Every position's distance, indexed by position code (0 to k^n - 1) or
---state (nil where unreachable); `pairs` visits the reachable positions in
---order of code, `for code = 0, #d - 1` every position.
---@class hanoi.Distances
---@field [integer|hanoi.State] integer?

---The result of `hanoi.bfs`.
---@class hanoi.BfsResult
---@field layers hanoi.Layers
---@field eccentricity integer the greatest distance reached
---@field farthest integer positions at that distance
---@field reached integer positions reached
---@field states integer|string k^n
---@field rules string
---@field method "symmetric"|"plain"|"predicate"
---@field reverse boolean?
---@field distances hanoi.Distances? with `distances = true`
---@field segments integer? with `dir`

---The state graph of `hanoi.graph`: vertices are code + 1.
---@class hanoi.Graph
---@field n integer disks
---@field k integer pegs
---@field vertices integer
---@field edges integer
---@field directed boolean
---@field rules string
---@field labels string[] `labels[code + 1]`, e.g. "AAA"
---@field from integer[] edge i goes from vertex `from[i]`
---@field to integer[] to vertex `to[i]`
---@field disk integer[] moving disk `disk[i]`
local Graph = {}

---The edges as lines of labels ("AAA BAA").
---@return string
function Graph:edgelist() end

---The graph as Graphviz text; the edges of `opts.path` (moves `{from, to}` or
---`{disk, from, to}` played from `opts.from`, default the tower on peg 1) in red.
---@param opts? {path?: integer[][], from?: hanoi.State}
---@return string
function Graph:dot(opts) end

---A position of n disks (1..64) on k pegs (3..32), disk 1 the smallest. The
---fields are read-only; `#s` is n; `a == b` when both hold the same disks on
---the same pegs; `tostring(s)` is the ASCII picture.
---@class hanoi.State
---@field n integer disks
---@field k integer pegs
---@field moves integer the moves made by `s:move` and `s:solve`
---@operator len: integer
local State = {}

---The peg of disk d.
---@param d integer disk, 1..n
---@return integer peg 1..k
function State:peg(d) end

---The top disk of peg p, nil when the peg is empty.
---@param p integer peg, 1..k
---@return integer? disk
function State:top(p) end

---The number of disks on peg p.
---@param p integer peg, 1..k
---@return integer
function State:height(p) end

---The disks on peg p, bottom to top, as a new array.
---@param p integer peg, 1..k
---@return integer[]
function State:disks(p) end

---The label: one peg letter per disk, smallest first ("BAA").
---@return string
function State:label() end

---The code: sum of (peg(d) - 1) * k^(d - 1), 0 .. k^n - 1 (see `hanoi.decode`).
---@return hanoi.Count code a decimal string past 2^63 - 1
function State:code() end

---Whether all disks stand on peg p (on any one peg when p is absent).
---@param p? integer peg, 1..k
---@return boolean
function State:is_tower(p) end

---An independent copy (with the same move counter).
---@return hanoi.State
function State:copy() end

---Puts disk d on peg p, ignoring the rules (to set up a position).
---@param d integer disk, 1..n
---@param p integer peg, 1..k
---@return hanoi.State self
function State:set(d, p) end

---Whether the top disk of peg a may go onto peg b: true, or false and why not.
---@param a hanoi.Peg
---@param b hanoi.Peg
---@return boolean ok
---@return string? why
function State:can_move(a, b) end

---Moves the top disk of peg a onto peg b: the disk moved, or nil and why
---the move is illegal (the state is unchanged).
---@param a hanoi.Peg
---@param b hanoi.Peg
---@return integer? disk
---@return string? why
function State:move(a, b) end

---The next move of a shortest path from this position (nil when it is a
---goal already, or nil and a message when the goal is unreachable); the 4th
---value is false for a move of the best plan found when the budget ran out;
---the 5th and 6th are the distance before and after the move (with `cost`,
---the cost of a cheapest path), nil for a plan's move.
---@param b? hanoi.Goal default: the tower on the last peg
---@param opts? hanoi.SearchOptions
---@return integer? disk
---@return integer|string|nil from the peg, or why the goal is unreachable
---@return integer? to
---@return boolean? optimal
---@return integer|string|nil before
---@return integer|string|nil after
function State:hint(b, opts) end

---Plays a shortest path from this position to b, move by move, moving the
---state: `for disk, from, to, optimal in s:solve(b) do ... end`.
---@param b? hanoi.Goal as for `hint`
---@param opts? hanoi.SearchOptions
---@return hanoi.SolveIterator
function State:solve(b, opts) end

---The option table of `hanoi.puzzle`: positions are any Lua values.
---@class hanoi.PuzzleDef
---@field start? any the first position (not nil); `start` or `starts`
---@field starts? any[] several first positions: searches go from the nearest
---@field key fun(position: any): string equal for equal positions
---@field moves fun(position: any, emit: fun(label: any, next: any, cost?: integer)) calls `emit(label, next [, cost])` for each move
---@field goal? any|fun(position: any): boolean a predicate, or a position (reached when its key is equal)
---@field weighted? boolean moves have costs (emit's third argument, a positive integer, default 1): searches find the cheapest, then the fewest moves

---Options of `Puzzle:search`, `Puzzle:bfs` and `Puzzle:graph`.
---@class hanoi.PuzzleOptions
---@field max_states? integer positions stored (default 2^23)
---@field max_memory? integer bytes (default 4 GiB)
---@field progress? fun(positions: integer, max_states: integer, depth: integer) it may yield
---@field progress_every? integer positions between two calls of `progress` (default 16384)
---@field goal? any|fun(position: any): boolean `search` and `count_paths` only: instead of the puzzle's
---@field start? any a start instead of the puzzle's
---@field starts? any[] several starts instead of the puzzle's

---One step of a puzzle's path: `{label, state}`, also as `.label` and `.state`.
---@class hanoi.PuzzleStep
---@field label any
---@field state any
---@field [1] any the label
---@field [2] any the state

---The result of `Puzzle:bfs`.
---@class hanoi.PuzzleBfs
---@field layers integer[] `layers[d + 1]` positions at distance d (with costs: `layers[i]` positions at cost `costs[i]`)
---@field costs? integer[] with costs: the cheapest costs that occur, in increasing order
---@field eccentricity integer? nil when the search was stopped
---@field farthest integer? nil when the search was stopped
---@field reached integer
---@field complete boolean false when `max_states` stopped the search

---The result of `Puzzle:graph`: a vertex per position, in breadth-first order.
---@class hanoi.PuzzleGraph
---@field vertices integer
---@field edges integer
---@field keys string[] by vertex
---@field states any[] by vertex
---@field from integer[] by edge
---@field to integer[] by edge
---@field moves any[] the label, by edge
---@field costs? integer[] with costs: the cost, by edge
---@field complete boolean
local PuzzleGraph = {}

---The graph as Graphviz text (`digraph puzzle {`, a line per position and per move, `}`).
---@return string
function PuzzleGraph:dot() end

---A puzzle with a state of its own (made by `hanoi.puzzle`); its callbacks may yield.
---@class hanoi.Puzzle
local Puzzle = {}

---A shortest sequence of moves from the start to the goal, by breadth-first
---search: the number of moves and the path, or nil and a message when the
---goal cannot be reached.
---@param opts? hanoi.PuzzleOptions
---@return integer? moves the number of moves (with costs: the cost)
---@return hanoi.PuzzleStep[]|string path or message
---@return any start the start the path leaves from
function Puzzle:search(opts) end

---The number of shortest solutions (with costs: the cheapest, and of them those
---with the fewest moves), exact; 0 when no goal is reachable.
---@param opts? hanoi.PuzzleOptions
---@return hanoi.Count count
---@return integer? length their length (with costs: their cost)
function Puzzle:count_paths(opts) end

---The distance (with costs: the cost) from the nearest start of every position reached.
---@param opts? hanoi.PuzzleOptions without `goal`
---@return table<string, integer> distances key -> distance
---@return boolean complete false when `max_states` stopped the search
function Puzzle:distances(opts) end

---The diameter and radius of the graph of the positions reachable from the start
---(`math.huge` when a position cannot reach every other); more than `max_states`
---positions is an error.
---@param opts? hanoi.PuzzleOptions without `goal`
---@return number diameter
---@return number radius
function Puzzle:diameter(opts) end

---Breadth-first search of every position reachable from the start.
---@param opts? hanoi.PuzzleOptions without `goal`
---@return hanoi.PuzzleBfs
function Puzzle:bfs(opts) end

---The graph of the positions reachable from the start.
---@param opts? hanoi.PuzzleOptions without `goal`
---@return hanoi.PuzzleGraph
function Puzzle:graph(opts) end

---What the table cache holds.
---@class hanoi.CacheInfo
---@field dir string? nil when there is no cache (then `reason` says why)
---@field reason string?
---@field max integer the size cap in bytes
---@field bytes integer the disk space its tables take
---@field files {name: string, bytes: integer, modified: integer}[] most recently used first

---Tower of Hanoi for Lua: positions, optimal move iterators, counts, searches.
---@class hanoi
---@field _VERSION string "hanoi X.Y.Z"
---@field version string "X.Y.Z", the release (semantic versioning)
---@field PEG_LETTERS string the peg names, peg 1 first ("A".."Z", then "a".."f"): hanoi.pegs
---@field methods hanoi.Method[] the 3-peg methods of `hanoi.moves`
local hanoi = {}

---A new position: the whole tower on one peg.
---@param n integer disks, 1..64
---@param k? integer pegs, 3..32 (default 3)
---@param peg? integer where the tower stands (default 1)
---@return hanoi.State
function hanoi.new(n, k, peg) end

---A position from a label ("BAA": disk 1 on peg B, disks 2 and 3 on A) or
---from an array of pegs, smallest disk first.
---@param spec string|integer[]
---@param k? integer pegs (default: 3, or the highest peg named)
---@return hanoi.State
function hanoi.state(spec, k) end

---The position with a given code (see `State:code`).
---@param code hanoi.Count 0 .. k^n - 1 (a decimal string past 2^63 - 1)
---@param n integer disks
---@param k? integer pegs (default 3)
---@return hanoi.State
function hanoi.decode(code, n, k) end

---What a value is: "state" for a `hanoi.State`, nil otherwise.
---@param v any
---@return "state"?
function hanoi.type(v) end

---The optimal solution, move by move: `for disk, from, to in hanoi.moves(n) do ... end`.
---The iterator keeps all of its state in a userdata: a loop body may yield.
---@param n integer disks, 1..64
---@param from? integer source peg (default 1)
---@param to? integer target peg (default 3)
---@param via? integer the spare peg
---@return hanoi.MoveIterator
---@overload fun(n: integer, opts: hanoi.MovesOptions): hanoi.MoveIterator
function hanoi.moves(n, from, to, via) end

---Move i (1-based) of the optimal solution, in O(n).
---@param n integer disks
---@param i hanoi.Index 1 .. count
---@param from? integer
---@param to? integer
---@param via? integer
---@return integer disk
---@return integer from
---@return integer to
---@overload fun(n: integer, i: hanoi.Index, opts: hanoi.MovesOptions): integer, integer, integer
function hanoi.move_at(n, i, from, to, via) end

---The position after i moves of the optimal solution, in O(n).
---@param n integer disks
---@param i hanoi.Index 0 .. count
---@param from? integer
---@param to? integer
---@param via? integer
---@return hanoi.State
---@overload fun(n: integer, i: hanoi.Index, opts: hanoi.MovesOptions): hanoi.State
function hanoi.state_at(n, i, from, to, via) end

---The number of positions, k^n, exact (a decimal string past 2^63 - 1).
---@param n integer disks
---@param k? integer pegs (default 3)
---@return hanoi.Count
function hanoi.states(n, k) end

---The minimal number of moves: 2^n - 1 on 3 pegs, the Frame-Stewart number on k pegs.
---@param n integer disks, 1..100000 (the moves themselves: 1..64)
---@param k? integer pegs, 3..32 (default 3)
---@return hanoi.Count
function hanoi.count(n, k) end

---The best sizes m of the sub-tower parked aside (Frame-Stewart), smallest first.
---@param n integer disks, 1..64
---@param k? integer pegs, 3..32 (default 3)
---@return integer ... the best m, smallest first
function hanoi.split(n, k) end

---The length of a shortest path from a to b, or nil and a message when the
---goal cannot be reached under the rules.
---@param a hanoi.Starts
---@param b hanoi.Goal
---@param opts? hanoi.SearchOptions
---@return hanoi.Count? moves
---@return string? why
function hanoi.distance(a, b, opts) end

---Every shortest path from a to b: a table of iterators, one per path
---(`t[1]..t[t.n]`), which a generic for also walks directly:
---`for p in hanoi.paths(a, b) do ... end` (or nil and a message when the
---goal cannot be reached).
---@param a hanoi.Starts
---@param b hanoi.Goal
---@param opts? hanoi.SearchOptions `rules`, `max_paths`, `max_states`, `max_memory`, `progress`
---@return hanoi.Paths|nil paths
---@return string? why
function hanoi.paths(a, b, opts) end

---The number of shortest paths from a to b (0 when the goal cannot be reached).
---@param a hanoi.Starts
---@param b hanoi.Goal
---@param opts? hanoi.SearchOptions `rules`, `max_states`, `max_memory`, `progress`
---@return hanoi.Count
function hanoi.count_paths(a, b, opts) end

---A shortest path under any rule set: the number of moves, an iterator over
---them, whether it is a shortest one, and the start it leaves from; or nil
---and a message when the goal cannot be reached.
---@param opts hanoi.SearchSpec
---@return hanoi.Count|nil moves
---@return hanoi.PathIterator|string path or why
---@return boolean? optimal
---@return hanoi.State? start
function hanoi.search(opts) end

---Breadth-first search of the whole state space from one position, in C.
---@param opts hanoi.BfsOptions
---@return hanoi.BfsResult
function hanoi.bfs(opts) end

---The state graph of a small space: one vertex per position, one edge per allowed move.
---@param n integer disks
---@param k? integer pegs (default 3)
---@param rules? hanoi.Rules
---@return hanoi.Graph
function hanoi.graph(n, k, rules) end

---A rule set written as the command line's `--rules` takes it ("cyclic", "1-2,2-3,3-1"): the
---name, lowered, or the list of {from, to} pairs; nil and why when it is neither (the pegs are
---checked by the function the rule set goes to).
---@param text string
---@return string|integer[][]|nil rules
---@return string? why
function hanoi.parse_rules(text) end

---A named rule set, as `hanoi.rule_sets` lists it.
---@class hanoi.RuleSet
---@field name string the name `rules` and `--rules` take ("cyclic")
---@field about string its moves in a few words of English
---@field moves? integer[][] with k: the allowed moves on k pegs, {from, to} pairs (1-based)

---The named rule sets, the one list of them, the default first; a new table each call. With k
---(3..32), each also has its moves on k pegs.
---@param k? integer
---@return hanoi.RuleSet[]
function hanoi.rule_sets(k) end

---The diameter of the state graph (math.huge when some position cannot reach another).
---@param opts hanoi.EccentricityOptions
---@return integer|number
function hanoi.diameter(opts) end

---The radius of the state graph: the least eccentricity of a position.
---@param opts hanoi.EccentricityOptions
---@return integer|number
function hanoi.radius(opts) end

---A puzzle with a state of its own, searched breadth-first in C.
---@param def hanoi.PuzzleDef
---@return hanoi.Puzzle
function hanoi.puzzle(def) end

---Where this Lua state keeps its tables: without an argument the directory
---(or nil and why there is none); a path sets it, false turns the cache
---off, true restores the default.
---@param dir? string|boolean
---@return string? dir
---@return string? why
function hanoi.cache_dir(dir) end

---What the table cache holds.
---@return hanoi.CacheInfo
function hanoi.cache_info() end

---Removes every table from the cache: the number of files removed and the bytes freed.
---@return integer files
---@return integer bytes
function hanoi.cache_clear() end

---Makes Ctrl-C (SIGINT) raise the error "interrupted" in Lua code and in long computations in C.
---@return boolean installed
function hanoi.trap_interrupt() end

---Whether an error value is Ctrl-C's ("interrupted", or the interpreter's "interrupted!").
---@param err any
---@return boolean
function hanoi.is_interrupt(err) end

return hanoi
