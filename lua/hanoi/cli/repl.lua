--- The `hanoi repl` command: the teaching kit's REPL (`hanoi.teach.repl`),
-- Lua 5.4 with `hanoi` and `teach` loaded as globals, as `make repl`
-- starts it from a checkout. See `hanoi.cli` for the protocol.
-- @module hanoi.cli.repl

local require = require
local G = _G

_ENV = nil -- no globals past this point

local function repl(args, cli)
  local _, pos = cli.parse(args, {})
  if #pos > 0 then
    cli.fail("unexpected argument '" .. require("hanoi.text").printable(pos[1]) .. "'")
  end
  G.hanoi = require "hanoi"
  G.teach = require "hanoi.teach"
  require("hanoi.teach.repl").run()
  return 0
end

return {
  { name = "repl", run = repl,
    usage = "repl",
    help = [[
the teaching kit's REPL: Lua 5.4 with hanoi and teach loaded, a banner of
what to try and where the tutorial is; line editing with lua-readline when
it is installed. Ctrl-D ends it.
Example: hanoi repl]] },
}
