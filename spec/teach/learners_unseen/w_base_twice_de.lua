-- expect: base_moves_twice
-- smallest: 1
-- repair: one
-- eine Scheibe: über den Hilfsstab
function solve(n, von, nach, ueber, zug)
  if n == 1 then
    zug(von, ueber)
    zug(ueber, nach)
    return
  end
  solve(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  solve(n - 1, ueber, nach, von, zug)
end
