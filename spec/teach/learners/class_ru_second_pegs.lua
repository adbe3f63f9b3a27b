-- expect: second_call_pegs
-- smallest: 2
-- repair: yes
-- перенести n дисков со стержня на стержень
local function reshi(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  reshi(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  reshi(n - 1, cherez, otkuda, kuda, hod)
end
return reshi
