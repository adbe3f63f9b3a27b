---@meta hanoi.game
-- Type annotations (LuaCATS) of `require "hanoi.game"`: a game session as
-- pure logic, commands in and events out. The reference is docs/game.md.

---Options of `game.new` (and `Game:new_game`, which keeps the clock and the random source).
---@class hanoi.game.Options
---@field n? integer disks, 1..64 (default 3)
---@field k? integer pegs, 3..32 (default 3)
---@field from? integer the peg the tower starts on (default 1)
---@field start? hanoi.State any position to start from (then `n` and `k` must match it)
---@field goal? integer|"other"|hanoi.State default: "other" from a tower off peg 1, else the last peg
---@field clock? fun(): number seconds (default `os.time`)
---@field random? fun(m: integer): integer 1..m (default `math.random`)
---@field measure_later? boolean leave the optimum from the start unknown where it is a search of seconds (`Game:take_optimum` gives it)

---An event: `type` and the fields of that type (`pick`/`unpick` {peg, disk};
---`move` {disk, from, to, by, moves, method?, number?}; `undo`/`redo` {disk,
---from, to, moves}; `mode` {mode, was, method}; `won` {moves, optimal, time};
---`hint` {disk, from, to, optimal}; `reset`; `new` {n, k}; `save`/`load` {file}).
---@class hanoi.game.Event
---@field type "pick"|"unpick"|"move"|"undo"|"redo"|"mode"|"won"|"hint"|"reset"|"new"|"save"|"load"
---@field peg? integer
---@field disk? integer
---@field from? integer
---@field to? integer
---@field by? "player"|"computer"|"random"
---@field moves? integer
---@field method? string
---@field number? integer
---@field mode? hanoi.game.Mode
---@field was? hanoi.game.Mode
---@field optimal? hanoi.Count|boolean
---@field time? number
---@field n? integer
---@field k? integer
---@field file? string

---@alias hanoi.game.Mode "playing"|"solving"|"demo"|"paused"|"solved"

---Statistics of the current line of play (`Game:stats`).
---@class hanoi.game.Stats
---@field moves integer
---@field disk integer[] moves of each disk, disk 1 first
---@field disk_optimal hanoi.Count[]? how often each disk moves on an optimal way from the start
---@field optimal hanoi.Count? moves of that way
---@field wasted integer? moves beyond the shortest way to the progress made
---@field player integer
---@field computer integer
---@field random integer
---@field undos integer
---@field redos integer
---@field hints integer
---@field time number seconds

---A game session, made by `hanoi.game.new`. A command returns a list of
---events, or nil and a message when refused (then nothing changed).
---@class hanoi.Game
---@field state hanoi.State the position (read it, do not move it)
---@field n integer disks
---@field k integer pegs
---@field held integer? the peg of the picked-up disk
---@field won boolean
---@field measuring string? "START;GOAL" while the optimum from the start is left to `take_optimum`
local Game = {}

---Registers an observer: `fn(event, game)` is called with every event.
---@param fn fun(event: hanoi.game.Event, game: hanoi.Game)
---@return function fn to pass to `Game:off`
function Game:on(fn) end

---Removes an observer added with `Game:on`.
---@param fn function
function Game:off(fn) end

---The mode: "playing", "solving", "demo", "paused" or "solved".
---@return hanoi.game.Mode
function Game:mode() end

---Which demo runs (also while paused): "binary", "random" or nil.
---@return "binary"|"random"|nil
function Game:demo_method() end

---Seconds played: from the first move to the win.
---@return number
function Game:elapsed() end

---Moves made in the current line of play (undone moves do not count).
---@return integer
function Game:moves() end

---The optimal number of moves from the current position to the goal, or nil and why it is unknown.
---@return hanoi.Count? count
---@return string? why
function Game:optimal() end

---The optimal number of moves from the start of the game to the goal (nil when unknown).
---@return hanoi.Count?
function Game:optimal_from_start() end

---The optimum from the start measured elsewhere (a game made with `measure_later`, while
---`measuring` is "START;GOAL"): the goal's nearest target and its distance, or nil and why it is
---unknown; an answer for another start or goal is let go.
---@param key string the "START;GOAL" it was measured for
---@param target integer|hanoi.State|nil
---@param d hanoi.Count|string the distance, or why it is unknown
---@return boolean taken
function Game:take_optimum(key, target, d) end

---The goal in words: "tower on C", "tower on any peg but A" or "position CBA".
---@return string
function Game:goal_text() end

---Statistics of the current line of play (undone moves do not count).
---@return hanoi.game.Stats
function Game:stats() end

---Whether redo has a move to replay.
---@return boolean
function Game:can_redo() end

---Whether undo has a move to take back.
---@return boolean
function Game:can_undo() end

---Picks up the top disk of peg p (the first half of a move); stops the computer.
---@param p integer peg
---@return hanoi.game.Event[]? events
---@return string? why
function Game:pick(p) end

---Puts the picked-up disk on peg p (the second half of a move).
---@param p integer peg
---@return hanoi.game.Event[]? events
---@return string? why
function Game:drop(p) end

---Picks from peg p when no disk is picked up, else drops onto p (a click on a peg).
---@param p integer peg
---@return hanoi.game.Event[]? events
---@return string? why
function Game:select(p) end

---Moves the top disk of peg a onto peg b (pick and drop in one); stops the computer.
---@param a integer from
---@param b integer to
---@return hanoi.game.Event[]? events
---@return string? why
function Game:move(a, b) end

---Takes back the last move; stops the computer.
---@return hanoi.game.Event[]? events
---@return string? why "nothing to undo"
function Game:undo() end

---Replays the last move taken back; stops the computer.
---@return hanoi.game.Event[]? events
---@return string? why "nothing to redo"
function Game:redo() end

---Back to the start position: history, time and statistics cleared.
---@return hanoi.game.Event[]
function Game:reset() end

---A new game with other sizes (the clock and the random source are kept).
---@param opts? hanoi.game.Options
---@return hanoi.game.Event[]
function Game:new_game(opts) end

---The next optimal move towards the goal, as one `hint` event (`optimal` false for a plan's move).
---@return hanoi.game.Event[]? events
---@return string? why
function Game:hint() end

---The computer solves from the current position: one move per `Game:tick`.
---@return hanoi.game.Event[]? events
---@return string? why
function Game:solve() end

---Whether the binary method can play from here, and if not why.
---@return true? ok
---@return string? why
function Game:binary_ready() end

---Starts a demo, one move per `Game:tick`: the binary method (default) or the random mover.
---@param method? "binary"|"random"
---@return hanoi.game.Event[]? events
---@return string? why
function Game:demo(method) end

---The random mover: `demo("random")`.
---@return hanoi.game.Event[]? events
---@return string? why
function Game:random() end

---Halts the computer (solving or demo) where it is.
---@return hanoi.game.Event[]? events
---@return string? why
function Game:pause() end

---Lets the halted computer continue.
---@return hanoi.game.Event[]? events
---@return string? why
function Game:resume() end

---Stops the computer and hands the game to the player (take over).
---@return hanoi.game.Event[]? events
---@return string? why
function Game:stop() end

---One step of the computer's play; the front end calls it from its timer.
---@return hanoi.game.Event[]? events empty when nothing happened
---@return string? why
function Game:tick() end

---The session as the text of a save file.
---@return string
function Game:dump() end

---Replaces the session with the one saved in `text`; on any error nothing changes.
---@param text string
---@param file? string the file name for the `load` event
---@return hanoi.game.Event[]? events
---@return string? why, with the line number
function Game:undump(text, file) end

---Saves the session to a small text file, atomically.
---@param file string
---@return hanoi.game.Event[]? events
---@return string? why
function Game:save(file) end

---Loads a session saved with `Game:save`; on any error the session stays as it was.
---@param file string
---@return hanoi.game.Event[]? events
---@return string? why
function Game:load(file) end

---A game session: the rules of a Tower of Hanoi game as pure logic.
---@class hanoi.game
---@field Game hanoi.Game the class, for front ends that add methods
local game = {}

---A new game session; raises `bad argument` when an option is unknown or out of range.
---@param opts? hanoi.game.Options
---@return hanoi.Game
function game.new(opts) end

---The letter of peg p ("A" for 1).
---@param p integer
---@return string
function game.letter(p) end

return game
