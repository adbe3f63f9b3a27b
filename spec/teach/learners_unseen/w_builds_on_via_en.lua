-- expect: order
-- smallest: 1
-- repair: none
-- moves the tower (from, to and via as my teacher named them)
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, via)
  solve(n - 1, to, from, via, move)
end
