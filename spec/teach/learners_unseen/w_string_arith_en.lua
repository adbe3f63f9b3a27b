-- expect: peg_arithmetic
-- smallest: 1
-- repair: none
-- the spare peg is whatever is left: 6 minus the other two
function solve(n, from, to, via, move)
  local spare = 6 - from - to
  if n == 0 then return end
  solve(n - 1, from, spare, to, move)
  move(from, to)
  solve(n - 1, spare, to, from, move)
end
