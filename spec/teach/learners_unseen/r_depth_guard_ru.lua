-- expect: right
-- smallest: none
-- repair: none
-- pomoshchnik s glubinoy: shestoy parametr schitaet uroven'
local function shag(n, otkuda, kuda, cherez, hod, glubina)
  if glubina > 64 then error("slishkom gluboko") end
  if n == 0 then return end
  shag(n - 1, otkuda, cherez, kuda, hod, glubina + 1)
  hod(otkuda, kuda)
  shag(n - 1, cherez, kuda, otkuda, hod, glubina + 1)
end

function solve(n, otkuda, kuda, cherez, hod)
  shag(n, otkuda, kuda, cherez, hod, 0)
end
