-- expect: return_pegs
-- opts: {k = 4}
-- smallest: 2
-- repair: one
-- 四根柱子，参数用 ... 接收；最后一步把放在 a 上的盘子搬错了地方
local function san(n, qi, zhong, jie, yidong)
  if n == 0 then return end
  san(n - 1, qi, jie, zhong, yidong)
  yidong(qi, zhong)
  san(n - 1, jie, zhong, qi, yidong)
end

function solve4(n, ...)
  local qi, zhong, a, b, yidong = ...
  if n == 0 then return end
  local k = n // 2
  solve4(k, qi, a, zhong, b, yidong)
  san(n - k, qi, zhong, b, yidong)
  solve4(k, a, b, qi, zhong, yidong)
end
