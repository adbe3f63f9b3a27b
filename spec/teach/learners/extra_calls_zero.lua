-- expect: extra_calls
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(0, from, to, via, move)
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
