-- expect: move_args
-- smallest: 1
-- repair: yes
-- перенести n дисков со стержня на стержень
local function reshi(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  reshi(n - 1, otkuda, cherez, kuda, hod)
  hod(kuda, otkuda)
  reshi(n - 1, cherez, kuda, otkuda, hod)
end
return reshi
