-- expect: second_call_pegs
-- smallest: 2
-- repair: one
-- Ханойская башня: две функции вызывают друг друга
local reshit
local function shag(n, otkuda, kuda, cherez, hod)
  reshit(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  reshit(n - 1, cherez, otkuda, kuda, hod)
end
reshit = function(n, otkuda, kuda, cherez, hod)
  if n > 0 then shag(n, otkuda, kuda, cherez, hod) end
end
return reshit
