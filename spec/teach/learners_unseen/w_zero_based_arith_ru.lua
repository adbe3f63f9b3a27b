-- expect: peg_arithmetic
-- opts: {names = {0, 1, 2}}
-- smallest: 2
-- repair: one
-- sterzhni 0, 1, 2: zapasnoy schitaem sami
function solve(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  cherez = 6 - otkuda - kuda
  solve(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  solve(n - 1, cherez, kuda, otkuda, hod)
end
