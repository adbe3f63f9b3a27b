-- expect: wrong_n
-- smallest: 1
-- repair: one
-- vtoroy vyzov s tem zhe n
function solve(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  solve(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  solve(n, cherez, kuda, otkuda, hod)
end
