-- expect: right
-- smallest: none
-- repair: none
-- the spare peg looked up by a table of the other two
local SPARE = { AB = "C", AC = "B", BA = "C", BC = "A", CA = "B", CB = "A" }
function solve(n, from, to, via, move)
  if n == 0 then return end
  local s = SPARE[from .. to]
  solve(n - 1, from, s, to, move)
  move(from, to)
  solve(n - 1, s, to, from, move)
end
