-- expect: move_not_passed
-- smallest: 2
-- repair: one
-- ход передаём дальше... или нет
function solve(n, otkuda, kuda, cherez, move)
  if n == 0 then return end
  solve(n - 1, otkuda, cherez, kuda)
  move(otkuda, kuda)
  solve(n - 1, cherez, kuda, otkuda, move)
end
