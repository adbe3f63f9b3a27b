-- expect: move_last
-- smallest: 2
-- repair: yes
-- перенести n дисков со стержня на стержень
local function reshi(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  reshi(n - 1, otkuda, cherez, kuda, hod)
  reshi(n - 1, cherez, kuda, otkuda, hod)
  hod(otkuda, kuda)
end
return reshi
