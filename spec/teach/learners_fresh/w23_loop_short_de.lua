-- expect: loop_stop
-- smallest: 1
-- repair: one
-- ohne Rekursion: die kleinste Scheibe wandert im Kreis
function solve(n, von, nach, ueber, move)
  local t = {[von] = {}, [nach] = {}, [ueber] = {}}
  for d = n, 1, -1 do t[von][#t[von] + 1] = d end
  local kreis = (n % 2 == 1) and {von, nach, ueber} or {von, ueber, nach}
  local p = 1
  local i = 1
  while i < 2 ^ n - 1 do
    if i % 2 == 1 then
      local a, b = kreis[p], kreis[p % 3 + 1]
      table.insert(t[b], table.remove(t[a]))
      move(a, b)
      p = p % 3 + 1
    else
      local x, y = kreis[p % 3 + 1], kreis[(p + 1) % 3 + 1]
      local tx, ty = t[x][#t[x]], t[y][#t[y]]
      if tx and (not ty or tx < ty) then
        table.insert(t[y], table.remove(t[x])); move(x, y)
      else
        table.insert(t[x], table.remove(t[y])); move(y, x)
      end
    end
    i = i + 1
  end
end
