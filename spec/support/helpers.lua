--- The specs' helpers: whole files, lines of text, a capturing writer.
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

--- Runs the shell command `cmd` (its standard error with its output):
-- what it wrote, whether it exited 0, and its exit status.
function M.sh(cmd)
  local p = assert(io.popen(cmd .. " 2>&1"))
  local out = p:read("a")
  local ok, _, code = p:close()
  return out, ok == true, code
end

--- Runs `cmd` as `sh` does and fails, with its output, unless it exited 0.
function M.must(cmd)
  local out, ok, code = M.sh(cmd)
  assert(ok, ("%s exited with %s:\n%s"):format(cmd, tostring(code), out))
  return out
end

--- The lines of `text`, each ended by "\n" (a last line without one is
-- dropped, as a screen capture ends with "\n").
function M.lines(text)
  local t = {}
  for l in text:gmatch("([^\n]*)\n") do t[#t + 1] = l end
  return t
end

--- `s` cut at every "\n": a last line without one is kept, and a text
-- that ends with "\n" ends with an empty line.
function M.split(s)
  local t = {}
  for line in (s .. "\n"):gmatch("(.-)\n") do t[#t + 1] = line end
  return t
end

--- A writer: `out(s)` appends, `text()` returns what was written and clears.
function M.capture()
  local buf = {}
  local cap = {}
  function cap.out(s) buf[#buf + 1] = s end
  function cap.text()
    local t = table.concat(buf)
    buf = {}
    return t
  end
  return cap
end

return M
