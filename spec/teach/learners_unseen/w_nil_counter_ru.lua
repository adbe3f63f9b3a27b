-- expect: nil_variable
-- smallest: 1
-- repair: one
-- schitaem khody v globalnoy peremennoy
function solve(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  solve(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  khodov = khodov + 1
  solve(n - 1, cherez, kuda, otkuda, hod)
end
