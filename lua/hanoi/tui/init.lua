--- The terminal front end of a game (`hanoi play` on a terminal).
--
-- Full screen, redrawn in place: the position (drawn by `hanoi.render`'s
-- pictures, in the colours of the shared palette when the terminal has
-- them), a picked-up disk lifted above its peg, the computer's moves
-- flying (or carried by a crane), a status line with a traffic light for
-- the mode, a message line and the key lines, whose words can be clicked.
-- The rules are all in `hanoi.game`; this front end only turns keys and
-- clicks into its commands, drives its `tick` from a timer and shows the
-- result. It is made of `hanoi.tui.input` (keys and mouse reports),
-- `hanoi.tui.view` (what the screen shows), `hanoi.tui.motion` (moving
-- disks and the crane) and `hanoi.tui.loop` (the terminal and the clock).
-- `hanoi.tui.player` plays a move sequence in the terminal (`hanoi show
-- --animate`).
--
-- Keys: `1`..`9` and the peg letters in capitals (`A`..`Z`) pick up and
-- drop; left/right arrows choose a peg, space or enter picks/drops there;
-- `u`/`r` undo/redo, `h` hint (again: play it), `s` solve/stop, `p`
-- pause/resume, `t` statistics, `+`/`-` speed, `d` the binary method's
-- demo on/off, `D` the random mover on/off, `c` the crane on/off, `x`
-- reset, `n` new game (asks for N and K), `w` save, `l` load (both ask
-- for a file name), `q` quit, Esc puts a picked disk back or cancels a
-- question, Ctrl-Z suspends. The mouse: a click on a peg's column picks
-- up its top disk, a click on another puts it down (on the same peg: puts
-- it back); pressing on one peg and releasing on another moves too.
-- @module hanoi.tui

local input = require "hanoi.tui.input"
local view = require "hanoi.tui.view"

local require, pcall, error = require, pcall, error
local stdout = io.stdout

_ENV = nil -- no globals past this point

local tui = {}

-- the terminal modes the game turns on, off again: mouse reports, the
-- colours, the cursor, the alternate screen
local GIVE_BACK = "\24\27[?1006l\27[?1002l\27[?1000l\27[0m\27[?25h\27[?1049l"

--- Seconds between two moves of the computer, slowest first.
tui.SPEEDS = view.SPEEDS

tui.keys = input.keys
tui.board = view.board
tui.frame = view.frame
tui.panel = view.panel
tui.describe = view.describe
tui.summary = view.summary
tui.clock_text = view.clock_text

--- Runs the full-screen game until the player quits or input ends.
-- Puts the terminal in raw mode, the alternate screen and mouse
-- reporting, and restores all three on every way out (quit, end of
-- input, Ctrl-C, an error; SIGTERM, SIGHUP and SIGQUIT, which end the
-- program with status 128 + N and one line) and while suspended (Ctrl-Z).
-- @tparam[opt] table opts `n`, `k`, `goal` (as `hanoi.game.new`),
--  `speed` (seconds per computer move), `file` (default save file),
--  `crane` (start with the crane), `demo` ("binary" or "random": start
--  with that demo running), `scores` (the best results file, or false to
--  keep none; default `hanoi.game.scores.path()`), `lang` (the language
--  the game speaks: a tag of `hanoi.lang.TAGS`; default English),
--  `input` (fd, default 0), `output` (file, default io.stdout)
-- @treturn int exit code (0; 130 after Ctrl-C)
-- @treturn[opt] string an error message (exit code 1)
function tui.run(opts)
  opts = opts or {}
  local term = require "hanoi.term"
  -- SIGTERM, SIGHUP and SIGQUIT end the game at once, in C: the handler
  -- gives the terminal back (CAN ends any sequence cut short, then the
  -- modes of hanoi.tui.loop turned off) and the settings it has now
  term.restore_on_signal(GIVE_BACK, opts.output or stdout, opts.input or 0)
  local ok, code, err = pcall(require("hanoi.tui.loop").run, opts)
  term.restore_on_signal(false)
  if not ok then error(code, 0) end
  return code, err
end

return tui
