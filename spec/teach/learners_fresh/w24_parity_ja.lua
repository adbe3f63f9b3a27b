-- expect: wrong_parity
-- smallest: 2
-- repair: one
-- 小さい円盤はいつも from → to → via の順に回る
function solve(n, from, to, via, move)
  local t = {[from] = {}, [to] = {}, [via] = {}}
  for d = n, 1, -1 do t[from][#t[from] + 1] = d end
  local wa = {from, to, via}
  local p = 1
  for i = 1, 2 ^ n - 1 do
    if i % 2 == 1 then
      local a, b = wa[p], wa[p % 3 + 1]
      table.insert(t[b], table.remove(t[a]))
      move(a, b)
      p = p % 3 + 1
    else
      local x, y = wa[p % 3 + 1], wa[(p + 1) % 3 + 1]
      local tx, ty = t[x][#t[x]], t[y][#t[y]]
      if tx and (not ty or tx < ty) then
        table.insert(t[y], table.remove(t[x])); move(x, y)
      else
        table.insert(t[x], table.remove(t[y])); move(y, x)
      end
    end
  end
end
