-- expect: not_shortest
-- opts: {k = 4}
-- vier Stäbe: ein Drittel der Scheiben wird geparkt (zu wenige ab 5 Scheiben)
local function drei(n, von, nach, ueber, zug)
  if n == 0 then return end
  drei(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  drei(n - 1, ueber, nach, von, zug)
end

function solve4(n, von, nach, a, b, zug)
  if n == 0 then return end
  local k = math.floor(n / 3)
  solve4(k, von, a, nach, b, zug)   -- parken auf a
  drei(n - k, von, nach, b, zug)    -- der Rest mit drei Stäben
  solve4(k, a, nach, von, b, zug)   -- die geparkten zurück
end
