--- A capturing writer for the teaching kit's specs, and a splitter of
-- its text into lines.
local M = {}

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

--- The lines of `text`, each ended by "\n".
function M.lines(text)
  local t = {}
  for l in text:gmatch("([^\n]*)\n") do t[#t + 1] = l end
  return t
end

return M
