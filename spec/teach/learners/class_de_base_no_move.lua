-- expect: base_no_move
-- smallest: 1
-- repair: yes
-- n Scheiben von einem Stab auf einen anderen
local function loese(n, von, nach, ueber, zug)
  if n == 1 then return end
  loese(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  loese(n - 1, ueber, nach, von, zug)
end
return loese
