-- expect: move_last
-- smallest: 2
-- repair: yes
-- n Scheiben von einem Stab auf einen anderen
local function loese(n, von, nach, ueber, zug)
  if n == 0 then return end
  loese(n - 1, von, ueber, nach, zug)
  loese(n - 1, ueber, nach, von, zug)
  zug(von, nach)
end
return loese
