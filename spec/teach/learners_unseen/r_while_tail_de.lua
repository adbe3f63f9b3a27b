-- expect: right
-- smallest: none
-- repair: none
-- der zweite Aufruf als Schleife: danach ist der Hilfsstab der neue Startstab
function solve(n, von, nach, ueber, zug)
  while n > 0 do
    solve(n - 1, von, ueber, nach, zug)
    zug(von, nach)
    n, von, ueber = n - 1, ueber, von
  end
end
