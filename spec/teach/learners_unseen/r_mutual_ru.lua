-- expect: right
-- smallest: none
-- repair: none
-- Ханойская башня: две функции вызывают друг друга
local reshit
local function shag(n, otkuda, kuda, cherez, hod)
  reshit(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  reshit(n - 1, cherez, kuda, otkuda, hod)
end
reshit = function(n, otkuda, kuda, cherez, hod)
  if n > 0 then shag(n, otkuda, kuda, cherez, hod) end
end
return reshit
