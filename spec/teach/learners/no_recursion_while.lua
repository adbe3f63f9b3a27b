-- expect: no_recursion
function solve(n, from, to, via, move)
  while n > 0 do
    move(from, to)
    n = n - 1
  end
end
