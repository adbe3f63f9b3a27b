-- `make run`: the game. On a terminal, the full-screen `hanoi play 4`;
-- otherwise (no terminal on standard input, as in CI) a short scripted demo
-- of the line mode that exits 0.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local term = require "hanoi.term"

if term.isatty(0) and term.isatty(1) then
  local code, err = require("hanoi.tui").run { n = 4 }
  if err then io.stderr:write("hanoi: ", err, "\n") end
  os.exit(code)
end

-- the demo: a few moves by hand, a mistake, undo, a hint, the computer
-- solving part of the way, the player taking over, the computer finishing
local script = {
  "show",
  "move 1 2",
  "move 1 2",          -- refused: disk 2 onto disk 1
  "move 1 3",
  "undo",
  "redo",
  "hint",
  "solve 3",           -- the computer plays 3 moves, then waits
  "status",
  "move 1 3",          -- the player takes over (not the best move)
  "show",
  "solve",             -- hands back: the computer re-plans and finishes
  "show",
  "stats",
  "quit",
}
local i = 0
local code = require("hanoi.cli.play").script(function()
  i = i + 1
  return script[i]
end, function(...) io.stdout:write(...) end, { n = 4, echo = true })
os.exit(code)
