-- expect: error
function solve(n, from, to, via, move)
  if n == 0 then return end
  if n == 2 then error({why = "stop"}) end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
