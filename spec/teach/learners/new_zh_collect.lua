-- expect: no_move
-- smallest: 1
-- repair: yes
-- 把每一步记在表里，却没有真正移动
local steps = {}
function solve(n, cong, dao, jing, yidong)
  if n == 0 then return end
  solve(n - 1, cong, jing, dao, yidong)
  table.insert(steps, {cong, dao})
  solve(n - 1, jing, dao, cong, yidong)
end
