-- expect: right
-- smallest: none
-- repair: none
-- the spare peg from a table of the pegs' names
local SPARE = { AB = "C", BA = "C", AC = "B", CA = "B", BC = "A", CB = "A" }
function solve(n, from, to, via, move)
  if n == 0 then return end
  local spare = SPARE[from .. to]
  solve(n - 1, from, spare, to, move)
  move(from, to)
  solve(n - 1, spare, to, from, move)
end
