-- expect: undefined
-- smallest: 1
-- repair: yes
-- n Scheiben von einem Stab auf einen anderen
local function loese(n, von, nach, ueber, zug)
  if n == 0 then return end
  loese(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  leose(n - 1, ueber, nach, von, zug)
end
return loese
