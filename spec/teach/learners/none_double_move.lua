-- expect: none
-- two moves between the calls: with one disk the second is illegal, and
-- nothing in the catalogue says why (it is no base case)
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
