-- expect: right
-- smallest: none
-- repair: none
-- the second call as a jump back to the top
function solve(n, from, to, via, move)
  ::again::
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  n, from, via = n - 1, via, from
  goto again
end
