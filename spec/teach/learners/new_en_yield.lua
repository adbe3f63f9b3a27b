-- expect: no_move
-- smallest: 1
-- repair: yes
-- the moves are yielded, as a generator would
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  coroutine.yield(from, to)
  solve(n - 1, via, to, from, move)
end
