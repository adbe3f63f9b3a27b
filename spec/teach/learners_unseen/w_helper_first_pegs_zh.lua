-- expect: first_call_pegs
-- smallest: 2
-- repair: one
-- 汉诺塔：外面一个函数，里面一个递归的帮手
function solve(n, qi, zhong, jie, yidong)
  local function bang(m, a, b, c)
    if m == 0 then return end
    bang(m - 1, a, b, c)
    yidong(a, b)
    bang(m - 1, c, b, a)
  end
  bang(n, qi, zhong, jie)
end
