-- expect: no_base
-- smallest: 1
-- repair: yes
-- kein Basisfall
function solve(n, von, nach, ueber, zug)
  solve(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  solve(n - 1, ueber, nach, von, zug)
end
