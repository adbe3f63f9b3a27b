-- expect: nil_variable
-- smallest: 1
-- repair: one
-- zählt die Züge; der Zähler steht unten
function solve(n, von, nach, ueber, zug)
  if n == 0 then return end
  solve(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  zaehler = zaehler + 1
  solve(n - 1, ueber, nach, von, zug)
end
local zaehler = 0
