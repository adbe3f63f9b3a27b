-- Independent builders for specs: text pictures drawn from disk positions
-- by the text drawing's rules, random labels, the recursive solution.
local model = require "support.model"
local pics = {}

local concat, rep = table.concat, string.rep
pics.LETTERS = model.LETTERS

local function rtrim(s) return (s:gsub("%s+$", "")) end

-- pegs[p] = disks on peg p, bottom first, from a label (smallest disk first)
function pics.stacks(label, k)
  return model.from_label(label, k).pegs
end

-- the full-size text picture: disk d is 2d - 1 '=' centred
-- in a cell of 2n - 1 columns, cells one space apart, rods n + 1 high
function pics.picture(label, k, opts)
  opts = opts or {}
  local n, pegs, out = #label, pics.stacks(label, k), {}
  for _ = 1, opts.air or 0 do out[#out + 1] = "" end
  for level = n + 1, 1, -1 do
    local cells = {}
    for p = 1, k do
      local d = pegs[p][level]
      cells[p] = d and rep(" ", n - d) .. rep("=", 2 * d - 1) .. rep(" ", n - d)
                    or rep(" ", n - 1) .. "|" .. rep(" ", n - 1)
    end
    out[#out + 1] = rtrim(concat(cells, " "))
  end
  out[#out + 1] = rep("-", 2 * n * k - 1)
  local cells = {}
  for p = 1, k do cells[p] = rep(" ", n - 1) .. pics.LETTERS:sub(p, p) .. rep(" ", n - 1) end
  out[#out + 1] = rtrim(concat(cells, " "))
  return concat(out, "\n")
end

-- a random label of n disks on k pegs
pics.randlabel = model.random_label

-- the optimal 3-peg solution by the recursive rule, as {disk, from, to}
pics.solution = model.reference

-- label after applying moves to a label
function pics.apply(label, moves)
  for _, m in ipairs(moves) do label = model.apply(label, m[1], m[3]) end
  return label
end

pics.lines = require("support.helpers").split

return pics
