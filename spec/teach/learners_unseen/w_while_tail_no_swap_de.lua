-- expect: none
-- smallest: 2
-- repair: one
-- der zweite Aufruf als Schleife, aber die Stäbe werden nicht getauscht
function solve(n, von, nach, ueber, zug)
  while n > 0 do
    solve(n - 1, von, ueber, nach, zug)
    zug(von, nach)
    n = n - 1
  end
end
