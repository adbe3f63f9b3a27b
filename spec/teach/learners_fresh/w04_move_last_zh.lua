-- expect: move_last
-- smallest: 2
-- repair: two
-- 先把上面的都搬走，最后搬最大的
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  solve(n - 1, via, to, from, move)
  move(from, to)
end
