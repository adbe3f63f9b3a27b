-- expect: global_state
-- smallest: 2
-- repair: one
-- Richtung der kleinsten Scheibe hängt von der Größe ab (einmal merken)
function solve(n, von, nach, ueber, move)
  if groesse == nil then groesse = n end
  local t = {[von] = {}, [nach] = {}, [ueber] = {}}
  for d = n, 1, -1 do t[von][#t[von] + 1] = d end
  local kreis = (groesse % 2 == 1) and {von, nach, ueber} or {von, ueber, nach}
  local p = 1
  for i = 1, 2 ^ n - 1 do
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
  end
end
