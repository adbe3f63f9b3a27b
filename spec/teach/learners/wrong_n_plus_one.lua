-- expect: wrong_n
-- the second call takes one disk more, not one fewer
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n + 1, via, to, from, move)
end
