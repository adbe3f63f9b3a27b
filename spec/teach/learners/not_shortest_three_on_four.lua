-- expect: not_shortest
-- opts: {k = 4}
function solve(n, from, to, a, b, move)
  if n == 0 then return end
  solve(n - 1, from, a, to, b, move)
  move(from, to)
  solve(n - 1, a, to, from, b, move)
end
