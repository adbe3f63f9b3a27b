-- expect: second_call_pegs
-- smallest: 2
-- repair: one
-- сначала маленькие на запасной, потом большой, потом маленькие обратно
function solve(n, otkuda, kuda, cherez, move)
  if n == 0 then
    return
  end
  solve(n - 1, otkuda, cherez, kuda, move)
  move(otkuda, kuda)
  solve(n - 1, cherez, otkuda, kuda, move)
end
