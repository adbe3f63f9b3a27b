-- expect: move_not_passed
-- smallest: 2
-- repair: yes
-- the first call forgets to pass move on
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
