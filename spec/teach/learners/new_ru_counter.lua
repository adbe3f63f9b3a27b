-- expect: move_last
-- smallest: 2
-- repair: yes
-- шестой параметр: счётчик ходов (не четвёртый стержень)
function solve(n, otkuda, kuda, cherez, hod, schet)
  schet = schet or 0
  if n == 0 then return schet end
  schet = solve(n - 1, otkuda, cherez, kuda, hod, schet)
  schet = solve(n - 1, cherez, kuda, otkuda, hod, schet)
  hod(otkuda, kuda)
  return schet + 1
end
