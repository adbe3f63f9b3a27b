-- expect: undefined
-- smallest: 1
-- repair: one
-- die Funktionen in einer Tabelle
local T = {}
function T.schritt(n, von, nach, ueber, zug)
  if n == 0 then return end
  T.shcritt(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  T.schritt(n - 1, ueber, nach, von, zug)
end
return T.schritt
