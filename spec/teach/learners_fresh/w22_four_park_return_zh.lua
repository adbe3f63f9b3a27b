-- expect: park_spare
-- opts: {k = 4}
-- smallest: 3
-- repair: two
-- 四根柱子：先停放 k 个，再用三根柱子，再搬回来
local function sangen(n, qi, zhong, jie, move)
  if n == 0 then return end
  sangen(n - 1, qi, jie, zhong, move)
  move(qi, zhong)
  sangen(n - 1, jie, zhong, qi, move)
end

function solve4(n, qi, zhong, a, b, move)
  if n == 0 then return end
  local k = n - math.floor(math.sqrt(2 * n) + 0.5)
  solve4(k, qi, a, zhong, b, move)
  sangen(n - k, qi, zhong, a, move)
  solve4(k, a, qi, zhong, b, move)
end
