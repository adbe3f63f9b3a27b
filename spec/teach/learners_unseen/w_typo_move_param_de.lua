-- expect: nil_variable
-- smallest: 2
-- repair: one
-- Tippfehler beim Weitergeben des Zugs
function solve(n, von, nach, ueber, zug)
  if n == 0 then return end
  solve(n - 1, von, ueber, nach, zgu)
  zug(von, nach)
  solve(n - 1, ueber, nach, von, zug)
end
