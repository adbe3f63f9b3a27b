-- expect: first_call_pegs
-- smallest: 2
-- repair: yes
-- перенести n дисков со стержня на стержень
local function reshi(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  reshi(n - 1, otkuda, kuda, cherez, hod)
  hod(otkuda, kuda)
  reshi(n - 1, kuda, cherez, otkuda, hod)
end
return reshi
