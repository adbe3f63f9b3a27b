-- expect: move_not_passed
-- smallest: 2
-- repair: one
-- 汉诺塔：递归的时候忘了把 yidong 传下去
function solve(n, qi, zhong, jie, yidong)
  if n == 0 then return end
  solve(n - 1, qi, jie, zhong)
  yidong(qi, zhong)
  solve(n - 1, jie, zhong, qi, yidong)
end
