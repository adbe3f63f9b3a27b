-- expect: misplaced_end
-- smallest: 1
-- repair: yes
-- `end` 放早了一行
function solve(n, cong, dao, jing, yidong)
  if n > 0 then
    solve(n - 1, cong, jing, dao, yidong)
    yidong(cong, dao)
  end
  solve(n - 1, jing, dao, cong, yidong)
end
