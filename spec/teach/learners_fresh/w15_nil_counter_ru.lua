-- expect: nil_variable
-- smallest: 1
-- repair: one
-- считаем ходы
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  schyot = schyot + 1
  move(from, to)
  solve(n - 1, via, to, from, move)
end
