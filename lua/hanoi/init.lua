--- Tower of Hanoi for Lua: states, optimal move iterators and more.
-- `require "hanoi"` gives the C core (`hanoi.core`: positions and their
-- methods, move iterators, counts, searches) and nothing else: the
-- pictures (`hanoi.render`), the game (`hanoi.game`), the terminal
-- (`hanoi.term`) and the teaching kit (`hanoi.teach`) load when asked
-- for. See docs/manual.md for the whole API.
-- @module hanoi

local core = require "hanoi.core"

local pairs, getmetatable, setmetatable, require, pcall, error, type =
  pairs, getmetatable, setmetatable, require, pcall, error, type
local pack, unpack = table.pack, table.unpack

local hanoi = {}
for name, value in pairs(core) do hanoi[name] = value end

--- The version of this library, semantic versioning (https://semver.org):
-- the one place it is written; `hanoi._VERSION` is "hanoi " and it, the
-- rockspec's name and CHANGELOG.md's latest entry say the same.
hanoi.version = "1.0.0"
hanoi._VERSION = "hanoi " .. hanoi.version

-- tostring(state) is the ASCII picture, so a REPL shows the position; the
-- pictures load the first time one is asked for
getmetatable(core.new(1)).__tostring = function(s)
  return require("hanoi.render").ascii(s)
end

-- The table hanoi.paths returns: its paths 1..n and `n` (as table.pack
-- gives), and callable, so that a generic for walks it directly:
-- `for p in hanoi.paths(a, b) do ... end`. The for calls it with the path
-- before (nil first) and gets the next one; INDEX maps each path back to
-- its place, so the table keeps no cursor and may be walked again.
local INDEX = setmetatable({}, { __mode = "k" })
local PATHS = {
  __call = function(t, _, prev)
    if prev == nil then return t[1] end
    local i = INDEX[prev]
    return i and t[i + 1]
  end,
}

-- hanoi.paths: every shortest path from a to b, as a table of path iterators (each
-- yields disk, from, to), `n` of them; the table also serves as the
-- iterator of a generic for, one path per step:
-- `for p in hanoi.paths(a, b) do for disk, from, to in p do ... end end`,
-- and `ipairs` and `#` work on it. nil and a message when b cannot be
-- reached. Options as for the core's `paths`.
--
-- An argument error names the caller's line, as the core's own functions
-- do, not this wrapper's; any other error goes on as it is.
function hanoi.paths(a, b, opts)
  local r = pack(pcall(core.paths, a, b, opts))
  if not r[1] then
    local e = r[2]
    if type(e) == "string" and e:find("^bad argument #%d+ to '[%w_.]*paths' ") then
      error((e:gsub("^(bad argument #%d+ to )'[%w_.]*'", "%1'paths'")), 2)
    end
    error(e, 0)
  end
  r = pack(unpack(r, 2, r.n))
  if r[1] == nil then return nil, r[2] end
  for i = 1, r.n do INDEX[r[i]] = i end
  return setmetatable(r, PATHS)
end

_ENV = nil -- no globals past this point

return hanoi
