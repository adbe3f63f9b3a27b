-- expect: wrong_n
function solve(n, from, to, via, move)
  if n <= 0 then return end
  solve(n - 2, from, via, to, move)
  move(from, to)
  solve(n - 2, via, to, from, move)
end
