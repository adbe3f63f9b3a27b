-- expect: undefined
-- smallest: 1
-- repair: one
-- 汉诺塔：先用辅助函数，辅助函数写在后面
function solve(n, qi, zhong, jie, yidong)
  if n == 0 then return end
  buzhou(n, qi, zhong, jie, yidong)
end

local function buzhou(n, qi, zhong, jie, yidong)
  solve(n - 1, qi, jie, zhong, yidong)
  yidong(qi, zhong)
  solve(n - 1, jie, zhong, qi, yidong)
end
