--- Tower of Hanoi for Lua: states, optimal move iterators and more.
-- `require "hanoi"` gives the C core (`hanoi.core`) plus the Lua helpers
-- below. See README.md for the whole API.
-- @module hanoi

local core = require "hanoi.core"
local render = require "hanoi.render"

local pairs, getmetatable = pairs, getmetatable

local hanoi = {}
for name, value in pairs(core) do hanoi[name] = value end

-- tostring(state) is the ASCII picture, so a REPL shows the position
getmetatable(core.new(1)).__tostring = function(s) return render.ascii(s) end

_ENV = nil -- no globals past this point

return hanoi
