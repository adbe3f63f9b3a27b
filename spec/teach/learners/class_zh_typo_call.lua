-- expect: undefined
-- smallest: 1
-- repair: yes
-- 把 n 个盘子从一根柱子移到另一根
local function jie(n, cong, dao, jing, yidong)
  if n == 0 then return end
  jie(n - 1, cong, jing, dao, yidong)
  yidong(cong, dao)
  jei(n - 1, jing, dao, cong, yidong)
end
return jie
