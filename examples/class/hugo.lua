-- A learner's solution, as `hanoi grade examples/class/*.lua` grades it.
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, via)
  solve(n - 1, to, from, via, move)
end
