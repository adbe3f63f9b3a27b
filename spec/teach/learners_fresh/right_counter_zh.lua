-- expect: right
-- smallest: none
-- repair: none
-- 数一数走了几步（局部计数器）
function solve(n, from, to, via, move)
  local bushu = 0
  local function zou(a, b)
    bushu = bushu + 1
    move(a, b)
  end
  local function h(m, a, b, c)
    if m == 0 then return end
    h(m - 1, a, c, b)
    zou(a, b)
    h(m - 1, c, b, a)
  end
  h(n, from, to, via)
  return bushu
end
