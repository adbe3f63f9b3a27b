-- expect: missing_peg
-- the spare peg looked up in a table, other names, and a base case n == 1
local SPARE = { AB = "C", BA = "C", AC = "B", CA = "B", BC = "A", CB = "A" }

function solve(n, src, dst, mv)
  if n == 1 then
    mv(src, dst)
    return
  end
  local spare = SPARE[src .. dst]
  solve(n - 1, src, spare, mv)
  mv(src, dst)
  solve(n - 1, spare, dst, mv)
end
