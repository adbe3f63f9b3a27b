-- expect: wrong_n
-- smallest: 2
-- repair: yes
-- 第二次调用忘了减一
function solve(n, cong, dao, jing, yidong)
  if n == 1 then yidong(cong, dao) return end
  solve(n - 1, cong, jing, dao, yidong)
  yidong(cong, dao)
  solve(n, jing, dao, cong, yidong)
end
