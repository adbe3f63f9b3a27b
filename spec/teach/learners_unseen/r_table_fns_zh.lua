-- expect: right
-- smallest: none
-- repair: none
-- 汉诺塔：函数放在一个表里
local ta = {}
function ta.yi(n, qi, zhong, jie, yidong)
  if n == 0 then return end
  ta.yi(n - 1, qi, jie, zhong, yidong)
  yidong(qi, zhong)
  ta.yi(n - 1, jie, zhong, qi, yidong)
end
return ta.yi
