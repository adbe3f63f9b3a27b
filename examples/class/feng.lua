-- A learner's solution, as `hanoi grade examples/class/*.lua` grades it.
local steps = {}
function solve(n, cong, dao, jing, yidong)
  if n == 0 then return end
  solve(n - 1, cong, jing, dao, yidong)
  table.insert(steps, {cong, dao})
  solve(n - 1, jing, dao, cong, yidong)
end
