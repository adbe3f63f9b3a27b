-- expect: nil_variable
-- smallest: 3
-- repair: one
-- откуда, куда, через
function solve(n, otkuda, kuda, cherez, move)
  if n == 0 then return end
  solve(n - 1, otkuda, cherez, kdua, move)
  move(otkuda, kuda)
  solve(n - 1, cherez, kuda, otkuda, move)
end
