-- expect: first_call_pegs
-- smallest: 2
-- repair: yes
-- 把 n 个盘子从一根柱子移到另一根
local function jie(n, cong, dao, jing, yidong)
  if n == 0 then return end
  jie(n - 1, cong, dao, jing, yidong)
  yidong(cong, dao)
  jie(n - 1, dao, jing, cong, yidong)
end
return jie
