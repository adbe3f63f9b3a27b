-- expect: first_call_pegs
-- smallest: 2
-- repair: yes
-- n Scheiben von einem Stab auf einen anderen
local function loese(n, von, nach, ueber, zug)
  if n == 0 then return end
  loese(n - 1, von, nach, ueber, zug)
  zug(von, nach)
  loese(n - 1, ueber, nach, von, zug)
end
return loese
