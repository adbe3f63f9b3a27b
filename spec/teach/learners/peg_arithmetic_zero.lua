-- expect: peg_arithmetic
-- pegs numbered from 0: the spare is 3 - from - to
function solve(n, from, to, via, move)
  if n == 0 then return end
  local spare = 3 - from - to
  solve(n - 1, from, spare, to, move)
  move(from, to)
  solve(n - 1, spare, to, from, move)
end
