-- expect: wrong_n
-- smallest: 2
-- repair: one
-- 汉诺塔：第二次调用少了一个盘子
function solve(n, qi, zhong, jie, yidong)
  if n <= 0 then return end
  solve(n - 1, qi, jie, zhong, yidong)
  yidong(qi, zhong)
  solve(n - 2, jie, zhong, qi, yidong)
end
