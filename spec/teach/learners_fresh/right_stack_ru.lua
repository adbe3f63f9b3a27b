-- expect: right
-- smallest: none
-- repair: none
-- без рекурсии: свой стек задач
function solve(n, otkuda, kuda, cherez, move)
  local stek = {{n, otkuda, kuda, cherez}}
  while #stek > 0 do
    local z = table.remove(stek)
    local m, a, b, c = z[1], z[2], z[3], z[4]
    if z.hod then
      move(a, b)
    elseif m > 0 then
      -- кладём в обратном порядке: последнее дело первым
      stek[#stek + 1] = {m - 1, c, b, a}
      stek[#stek + 1] = {m, a, b, c, hod = true}
      stek[#stek + 1] = {m - 1, a, c, b}
    end
  end
end
