-- expect: park_spare
-- opts: {k = 4}
-- четыре стержня: первый вызов кладёт диски на b, а трёхстержневая часть берёт b как запасной
local function tri(n, otkuda, kuda, cherez, hod)
  if n == 0 then return end
  tri(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  tri(n - 1, cherez, kuda, otkuda, hod)
end

function solve4(n, from, to, a, b, move)
  if n == 0 then return end
  local k = n // 2
  solve4(k, from, b, a, to, move)
  tri(n - k, from, to, b, move)
  solve4(k, a, to, from, b, move)
end
