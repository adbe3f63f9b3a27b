-- expect: no_move
-- smallest: 1
-- repair: one
-- sammelt die Züge in einer Liste
local zuege = {}
function solve(n, von, nach, ueber, zug)
  if n == 0 then return end
  solve(n - 1, von, ueber, nach, zug)
  table.insert(zuege, { von, nach })
  solve(n - 1, ueber, nach, von, zug)
end
