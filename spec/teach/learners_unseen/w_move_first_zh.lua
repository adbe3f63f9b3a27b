-- expect: move_first
-- smallest: 2
-- repair: one
-- 漢諾塔：先走一步，再處理上面的
function solve(n, qi, zhong, jie, yidong)
  if n == 0 then return end
  yidong(qi, zhong)
  solve(n - 1, qi, jie, zhong, yidong)
  solve(n - 1, jie, zhong, qi, yidong)
end
