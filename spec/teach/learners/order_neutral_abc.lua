-- expect: order
-- names that say no role: the pegs are taken as (from, via, to)
function solve(n, a, b, c, move)
  if n == 0 then return end
  solve(n - 1, a, c, b, move)
  move(a, c)
  solve(n - 1, b, a, c, move)
end
