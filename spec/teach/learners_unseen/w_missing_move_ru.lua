-- expect: missing_move
-- smallest: 1
-- repair: one
-- dva vyzova, a khod zabyli
function solve(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  solve(n - 1, otkuda, cherez, kuda, hod)
  solve(n - 1, cherez, kuda, otkuda, hod)
end
