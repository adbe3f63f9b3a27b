-- expect: order
-- smallest: 1
-- repair: none
-- 课本上的顺序：起点、辅助、终点
function solve(n, from, via, to, move)
  if n == 0 then return end
  solve(n - 1, from, to, via, move)
  move(from, to)
  solve(n - 1, via, from, to, move)
end
