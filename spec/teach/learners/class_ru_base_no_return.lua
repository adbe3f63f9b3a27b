-- expect: base_no_return
-- smallest: 1
-- repair: yes
-- перенести n дисков со стержня на стержень
local function reshi(n, otkuda, kuda, cherez, hod)
  if n == 1 then
    hod(otkuda, kuda)
  end
  reshi(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  reshi(n - 1, cherez, kuda, otkuda, hod)
end
return reshi
