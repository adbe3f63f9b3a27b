-- expect: first_call_pegs
-- smallest: 2
-- repair: one
-- der erste Aufruf: ein Stab fehlt, der Zug rutscht eine Stelle nach vorn
function solve(n, von, nach, ueber, zug)
  if n == 0 then return end
  solve(n - 1, von, ueber, zug)
  zug(von, nach)
  solve(n - 1, ueber, nach, von, zug)
end
