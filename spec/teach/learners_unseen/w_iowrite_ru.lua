-- expect: no_move
-- smallest: 1
-- repair: one
-- khody pechataem cherez io.write
function solve(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  solve(n - 1, otkuda, cherez, kuda, hod)
  io.write(otkuda, " -> ", kuda, "\n")
  solve(n - 1, cherez, kuda, otkuda, hod)
end
