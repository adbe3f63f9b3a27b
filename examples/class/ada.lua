-- A learner's solution, as `hanoi grade examples/class/*.lua` grades it:
-- the textbook recursion.
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
