--- Pictures of Hanoi positions.
-- `render.ascii` is also what `tostring(state)` shows.
-- @module hanoi.render

local core = require "hanoi.core"

local concat, rep = table.concat, string.rep
local letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

local render = {}

--- The plain ASCII picture of a position.
-- Disk d is a bar of 2d - 1 `=` centred on its peg, pegs stand 2n columns
-- apart (seed 002's frames), empty rod places show `|`, then a base line
-- and the peg letters.
-- @tparam hanoi.State s
-- @tparam[opt] table opts `rods` (default true: rods, and n + 1 rows),
--   `labels` (default true: the peg letters under the base),
--   `base` (text that starts the base line, e.g. the move number)
-- @treturn string lines joined by "\n", no trailing newline
function render.ascii(s, opts)
  if core.type(s) ~= "state" then
    error(("bad argument #1 to 'ascii' (hanoi.State expected, got %s)")
      :format(type(s)), 2)
  end
  opts = opts or {}
  local rods = opts.rods ~= false
  local n, k = s.n, s.k
  local width = 2 * n * k - 1
  local stacks, rows = {}, rods and n + 1 or 0
  for p = 1, k do
    stacks[p] = s:disks(p)
    if not rods and #stacks[p] > rows then rows = #stacks[p] end
  end
  local out = {}
  for level = rows, 1, -1 do
    local cells = {}
    for p = 1, k do
      local d = stacks[p][level]
      local cell
      if d then
        cell = rep(" ", n - d) .. rep("=", 2 * d - 1) .. rep(" ", n - d)
      elseif rods then
        cell = rep(" ", n - 1) .. "|" .. rep(" ", n - 1)
      else
        cell = rep(" ", 2 * n - 1)
      end
      cells[p] = cell
    end
    out[#out + 1] = (concat(cells, " "):gsub("%s+$", ""))
  end
  local base = opts.base and tostring(opts.base) or ""
  out[#out + 1] = base .. rep("-", width - #base)
  if opts.labels ~= false then
    local cells = {}
    for p = 1, k do
      cells[p] = rep(" ", n - 1) .. letters:sub(p, p) .. rep(" ", n - 1)
    end
    out[#out + 1] = (concat(cells, " "):gsub("%s+$", ""))
  end
  return concat(out, "\n")
end

return render
