-- A learner's solution, as `hanoi grade examples/class/*.lua` grades it.
function solve(n, otkuda, kuda, cherez, hod, schet)
  schet = schet or 0
  if n == 0 then return schet end
  schet = solve(n - 1, otkuda, cherez, kuda, hod, schet)
  schet = solve(n - 1, cherez, kuda, otkuda, hod, schet)
  hod(otkuda, kuda)
  return schet + 1
end
