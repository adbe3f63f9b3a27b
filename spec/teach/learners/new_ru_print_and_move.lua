-- expect: right
-- smallest: none
-- repair: none
-- печатает каждый ход и делает его
function solve(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  solve(n - 1, otkuda, cherez, kuda, hod)
  print(otkuda .. " -> " .. kuda)
  hod(otkuda, kuda)
  solve(n - 1, cherez, kuda, otkuda, hod)
end
