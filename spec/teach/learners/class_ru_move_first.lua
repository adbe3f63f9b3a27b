-- expect: move_first
-- smallest: 2
-- repair: yes
-- перенести n дисков со стержня на стержень
local function reshi(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  hod(otkuda, kuda)
  reshi(n - 1, otkuda, cherez, kuda, hod)
  reshi(n - 1, cherez, kuda, otkuda, hod)
end
return reshi
