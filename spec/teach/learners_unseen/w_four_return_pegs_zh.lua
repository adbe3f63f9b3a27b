-- expect: return_pegs
-- opts: {k = 4}
-- smallest: 2
-- repair: one
-- 四根柱子：先放一半到 a，最后再搬回来
local function san(n, qi, zhong, jie, yidong)
  if n == 0 then return end
  san(n - 1, qi, jie, zhong, yidong)
  yidong(qi, zhong)
  san(n - 1, jie, zhong, qi, yidong)
end

function solve4(n, qi, zhong, a, b, yidong)
  if n == 0 then return end
  local k = n // 2
  solve4(k, qi, a, zhong, b, yidong)
  san(n - k, qi, zhong, b, yidong)
  solve4(k, a, qi, zhong, b, yidong)
end
