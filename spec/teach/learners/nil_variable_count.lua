-- expect: nil_variable
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  count = count + 1
  solve(n - 1, via, to, from, move)
end
