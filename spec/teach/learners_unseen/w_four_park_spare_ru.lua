-- expect: park_spare
-- opts: {k = 4}
-- smallest: 3
-- repair: one
-- четыре стержня: половину на a, остальное тремя стержнями
local function tri(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  tri(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  tri(n - 1, cherez, kuda, otkuda, hod)
end

function solve4(n, otkuda, kuda, a, b, hod)
  if n == 0 then return end
  local k = n // 2
  solve4(k, otkuda, a, kuda, b, hod)
  tri(n - k, otkuda, kuda, a, hod)
  solve4(k, a, kuda, otkuda, b, hod)
end
