-- Loaded by busted before every spec (.busted `helper`): the searches keep
-- their tables in a cache, and the specs must never read or write the
-- user's. `make check` and `make test` point XDG_CACHE_HOME at a scratch
-- directory; when busted runs otherwise, this points this process's cache
-- (hanoi.cache_dir) and the commands the specs start (io.popen,
-- os.execute) at a scratch directory of their own, removed at the end.
local home = os.getenv("XDG_CACHE_HOME")
if home and home:match("^/tmp/") then return end

local dir = os.tmpname()
os.remove(dir)
assert(os.execute("mkdir -p '" .. dir .. "'"))
require("hanoi.core").cache_dir(dir .. "/hanoi")

local export = "XDG_CACHE_HOME='" .. dir .. "'; export XDG_CACHE_HOME; "
local popen, execute = io.popen, os.execute
io.popen = function(cmd, ...) return popen(export .. cmd, ...) end
os.execute = function(cmd, ...)
  if cmd == nil then return execute() end
  return execute(export .. cmd, ...)
end

-- the scratch directory goes when the Lua state closes (busted's end)
package.loaded["spec.support.scratch_cache.cleanup"] = setmetatable({}, {
  __gc = function() execute("rm -rf '" .. dir .. "'") end,
})
