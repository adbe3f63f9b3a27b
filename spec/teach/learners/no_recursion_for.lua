-- expect: no_recursion
function solve(n, from, to, via, move)
  for i = 1, n - 1 do move(from, via) end
  move(from, to)
  for i = 1, n - 1 do move(via, to) end
end
