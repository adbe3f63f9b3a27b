-- expect: order
-- names that say no role: the pegs are taken as (to, from, via)
function solve(n, x, y, z, move)
  if n == 1 then move(y, x) return end
  solve(n - 1, z, y, x, move)
  move(y, x)
  solve(n - 1, x, z, y, move)
end
