-- expect: right
-- smallest: none
-- repair: none
-- Без рекурсии: свой стек задач
function solve(n, otkuda, kuda, cherez, hod)
  local stek = { { n, otkuda, kuda, cherez } }
  while #stek > 0 do
    local z = table.remove(stek)
    if z.hod then
      hod(z[1], z[2])
    elseif z[1] > 0 then
      local m, a, b, c = z[1], z[2], z[3], z[4]
      stek[#stek + 1] = { m - 1, c, b, a }
      stek[#stek + 1] = { a, b, hod = true }
      stek[#stek + 1] = { m - 1, a, c, b }
    end
  end
end
