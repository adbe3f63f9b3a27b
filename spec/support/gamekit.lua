--- Helpers for the game specs and tools/play-check.lua, independent of the
-- C core: the classic recursive solution as {from, to} pairs, a small
-- seeded generator, the board's layout as documented.
local gamekit = {}

local model = require "support.model"

--- The classic recursive solution (support.model's): n disks from a to c
-- via b, as a list of {from, to}.
function gamekit.classic(n, a, c, b)
  local out = {}
  for i, m in ipairs(model.reference(n, a, c, b)) do out[i] = { m[2], m[3] } end
  return out
end

--- A deterministic generator (an LCG): returns function(m) -> 1..m.
function gamekit.lcg(seed)
  local x = seed
  return function(m)
    x = (x * 1103515245 + 12345) % 2147483648
    return x % m + 1
  end
end

--- Where the terminal game's board stands in `cols` columns, as the
-- game documents its layout (not computed by it): k peg cells of the
-- largest odd width that fits (the cells and the k - 1 columns between
-- them), or of 2n - 1 columns with `grow` false when that fits; peg p at
-- the middle of its cell; disk d a bar of 2 hw(d) - 1 columns,
-- hw(d) = ceil(d * half / n) for cells of 2 half - 1 columns.
-- @treturn table `x` (peg columns), `hw`, `width` (bar widths), `cell`, `total`
function gamekit.board(n, k, cols, grow)
  local cell = 2 * n - 1
  if grow ~= false or k * cell + k - 1 > cols then
    cell = (cols + 1) // k - 1
    if cell % 2 == 0 then cell = cell - 1 end
    if cell < 1 then cell = 1 end
  end
  local half = (cell + 1) // 2
  local x, hw, width = {}, {}, {}
  for p = 1, k do x[p] = (p - 1) * (cell + 1) + half end
  for d = 1, n do
    hw[d] = (d * half + n - 1) // n
    width[d] = 2 * hw[d] - 1
  end
  return { x = x, hw = hw, width = width, cell = cell, total = k * cell + k - 1 }
end

--- The bar of a board's line that covers column x (a disk, drawn in one
-- character): its width and its character; nil on a rod or a space.
function gamekit.bar(line, x)
  local ch = line:sub(x, x)
  if ch == "|" or ch == " " or ch == "" then return nil end
  local a, b = x, x
  while line:sub(a - 1, a - 1) == ch do a = a - 1 end
  while line:sub(b + 1, b + 1) == ch do b = b + 1 end
  return b - a + 1, ch
end

return gamekit
