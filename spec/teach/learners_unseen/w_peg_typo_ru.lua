-- expect: nil_variable
-- smallest: 2
-- repair: one
-- opechatka v imeni sterzhnya
function solve(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  solve(n - 1, otkdua, cherez, kuda, hod)
  hod(otkuda, kuda)
  solve(n - 1, cherez, kuda, otkuda, hod)
end
