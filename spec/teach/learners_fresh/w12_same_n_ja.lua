-- expect: wrong_n
-- smallest: 1
-- repair: one
-- 上の円盤を全部どける
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
