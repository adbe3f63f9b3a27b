-- expect: undefined
-- smallest: 1
-- repair: one
-- 主函数调用下面的辅助函数
function solve(n, from, to, via, move)
  yi(n, from, to, via, move)
end

local function yi(n, a, b, c, move)
  if n == 0 then return end
  yi(n - 1, a, c, b, move)
  move(a, b)
  yi(n - 1, c, b, a, move)
end
