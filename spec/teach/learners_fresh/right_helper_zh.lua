-- expect: right
-- smallest: none
-- repair: none
-- 用一个辅助函数
local function banyun(ge, qi, zhong, jie, yidong)
  if ge < 1 then return end
  banyun(ge - 1, qi, jie, zhong, yidong)
  yidong(qi, zhong)
  banyun(ge - 1, jie, zhong, qi, yidong)
end

function solve(n, from, to, via, move)
  banyun(n, from, to, via, move)
end
