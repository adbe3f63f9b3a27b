--- Tower of Hanoi for Lua: states, optimal move iterators and more.
-- `require "hanoi"` gives the C core (`hanoi.core`: positions and their
-- methods, move iterators, counts, searches) and nothing else: the
-- pictures (`hanoi.render`), the game (`hanoi.game`), the terminal
-- (`hanoi.term`) and the teaching kit (`hanoi.teach`) load when asked
-- for. See docs/manual.md for the whole API.
-- @module hanoi

local core = require "hanoi.core"

local pairs, getmetatable, require = pairs, getmetatable, require

local hanoi = {}
for name, value in pairs(core) do hanoi[name] = value end

-- tostring(state) is the ASCII picture, so a REPL shows the position; the
-- pictures load the first time one is asked for
getmetatable(core.new(1)).__tostring = function(s)
  return require("hanoi.render").ascii(s)
end

_ENV = nil -- no globals past this point

return hanoi
