-- expect: wrong_n
-- smallest: 2
-- repair: one
-- два шага вниз быстрее?
function solve(n, otkuda, kuda, cherez, move)
  if n <= 0 then return end
  solve(n - 1, otkuda, cherez, kuda, move)
  move(otkuda, kuda)
  solve(n - 2, cherez, kuda, otkuda, move)
end
