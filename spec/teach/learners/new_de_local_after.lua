-- expect: undefined
-- smallest: 1
-- repair: yes
-- Die Hilfsfunktion steht unter ihrem ersten Aufruf: dort ist sie noch
-- eine globale Variable ohne Wert.
function solve(n, von, nach, ueber, zug)
  if n == 0 then return end
  schritt(n, von, nach, ueber, zug)
end

local function schritt(n, von, nach, ueber, zug)
  solve(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  solve(n - 1, ueber, nach, von, zug)
end
