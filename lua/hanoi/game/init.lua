--- A game session: the rules of a Tower of Hanoi game as pure logic.
--
-- No terminal code lives here: a front end (the terminal one in
-- `hanoi.tui`, the line mode of `hanoi play`, a test, an HTML page) sends
-- commands and shows what comes back. The class is assembled from three
-- files: `hanoi.game.session` (the rules, undo, the goal, the modes, the
-- timer, the statistics), `hanoi.game.player` (the computer: distances,
-- hints, solving, the demos) and `hanoi.game.save` (save files).
--
-- **Commands in, events out.** Every command returns either a list of
-- event tables (possibly empty) when it was carried out, or `nil, message`
-- when it was refused; a refused command changes nothing. The same events
-- also go, after the command has finished changing the session, to every
-- observer registered with `Game:on`. Events have a `type` field:
--
--  * `pick` `{peg, disk}`, `unpick` `{peg, disk}` (a picked disk put back)
--  * `move` `{disk, from, to, by, moves}`, `by` being "player", "computer"
--    or "random", `moves` the move count after it; a move of the binary
--    method also has `method = "binary"` and `number` (its number m on the
--    method's way: the disk moved is the lowest set bit of m)
--  * `undo` `{disk, from, to, moves}` (`from`/`to` of the move taken back),
--    `redo` `{disk, from, to, moves}`
--  * `mode` `{mode, was, method}` whenever `Game:mode` changes (`method`,
--    for the mode "demo": "binary" or "random")
--  * `won` `{moves, optimal, time}`: the goal was reached
--  * `hint` `{disk, from, to, optimal}`
--  * `reset`, `new` `{n, k}`, `save` `{file}`, `load` `{file}`
--
-- **Modes** (`Game:mode`): "playing" (the player's turn), "solving" (the
-- computer plays one optimal move per `Game:tick`), "demo" (the binary
-- method or the random mover, one move per tick), "paused" (solving or
-- demo halted), "solved". The front end drives the clock of the
-- computer's play by calling `tick` from its timer. Any move by the player
-- stops the computer (taking over); `solve` again re-plans from wherever
-- the player left the disks.
--
-- **Goals**: a peg number (the whole tower on that peg), "other" (the tower
-- on any peg but the starting one) or a `hanoi.State` (any position).
--
-- **The timer** runs from the first move to the win; it stops while the
-- computer is paused and when undo goes back to move 0 (the next move
-- starts it again); undo never sets it back, reset and a new game do.
-- @module hanoi.game

local session = require "hanoi.game.session"
local player = require "hanoi.game.player"
local save = require "hanoi.game.save"
local goals = require "hanoi.game.goal"

local pairs = pairs

_ENV = nil -- no globals past this point

local Game = session.Game
for name, f in pairs(player.methods) do Game[name] = f end
for name, f in pairs(save.methods) do Game[name] = f end

local game = {}

--- A new game session.
-- @tparam[opt] table opts
--  `n` disks (1..64, default 3), `k` pegs (3..32, default 3),
--  `from` the peg the tower starts on (default 1) or `start` any
--  `hanoi.State` to start from (then `n` and `k`, if given, must match
--  it), `goal` (a peg, "other" or a `hanoi.State`; default: "other" when
--  the start is a tower on a peg other than 1, else the tower on the last
--  peg), `clock` a function returning seconds, a finite number (default
--  `os.time`; the front ends pass `hanoi.term.monotonic`), `random` a
--  function(m) returning an integer 1..m (default `math.random`),
--  `measure_later` true to leave the optimum from the start unknown where
--  measuring it is a search of seconds (more than 3 pegs, past the game's
--  budget): `g.measuring` says "START;GOAL" until `g:take_optimum` gives
--  it (a front end that measures it elsewhere, as the web page's worker)
-- @treturn Game
-- @raise bad argument when an option is unknown or out of range
function game.new(opts)
  return session.new(opts)
end

--- The letter of peg p ("A" for 1).
-- @function letter
-- @tparam int p
-- @treturn string
game.letter = goals.letter

--- The `Game` class, for front ends that add methods.
game.Game = Game

return game
