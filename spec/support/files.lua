--- Whole files for the specs: read (nil when the file is missing) and write.
local M = {}

--- The bytes of the file at `path`, or nil when it cannot be opened.
function M.slurp(path)
  local f = io.open(path, "rb")
  if not f then return nil end
  local s = f:read("a")
  f:close()
  return s
end

--- Writes `text` to `path`, replacing it.
function M.spit(path, text)
  local f = assert(io.open(path, "wb"))
  f:write(text)
  f:close()
end

return M
