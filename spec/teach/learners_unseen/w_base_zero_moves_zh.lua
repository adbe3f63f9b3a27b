-- expect: base_moves_zero
-- smallest: 1
-- repair: one
-- 漢諾塔：沒有盤子的時候也走一步再結束
function solve(n, qi, zhong, jie, yidong)
  if n == 0 then
    yidong(qi, zhong)
    return
  end
  solve(n - 1, qi, jie, zhong, yidong)
  yidong(qi, zhong)
  solve(n - 1, jie, zhong, qi, yidong)
end
