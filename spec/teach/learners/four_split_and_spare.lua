-- expect: not_shortest
-- opts: {k = 4}
-- si gen zhuzi: fen de bu dui (n - 1), san zhu bufen you yong le fang pan de zhuzi a
local function san(n, qi, zhong, jie, yi)
  if n == 0 then return end
  san(n - 1, qi, jie, zhong, yi)
  yi(qi, zhong)
  san(n - 1, jie, zhong, qi, yi)
end

function solve4(n, from, to, a, b, move)
  if n == 0 then return end
  local k = n - 1
  solve4(k, from, a, to, b, move)
  san(n - k, from, to, a, move)
  solve4(k, a, to, from, b, move)
end
