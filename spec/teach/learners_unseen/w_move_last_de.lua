-- expect: move_last
-- smallest: 2
-- repair: one
-- erst die kleinen Scheiben, dann der Zug
function solve(n, von, nach, ueber, zug)
  if n == 0 then return end
  solve(n - 1, von, ueber, nach, zug)
  solve(n - 1, ueber, nach, von, zug)
  zug(von, nach)
end
