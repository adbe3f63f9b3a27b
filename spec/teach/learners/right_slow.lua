-- expect: right
-- a pause before each move, to watch it
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  for i = 1, 1e6 do end
  move(from, to)
  solve(n - 1, via, to, from, move)
end
