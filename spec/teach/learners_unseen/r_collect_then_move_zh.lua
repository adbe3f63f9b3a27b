-- expect: right
-- smallest: none
-- repair: none
-- 漢諾塔：先把每一步記在表裡，最後一起走
function solve(n, qi, zhong, jie, yidong)
  local bu = {}
  local function ji(m, a, b, c)
    if m == 0 then return end
    ji(m - 1, a, c, b)
    bu[#bu + 1] = { a, b }
    ji(m - 1, c, b, a)
  end
  ji(n, qi, zhong, jie)
  for _, b in ipairs(bu) do yidong(b[1], b[2]) end
end
