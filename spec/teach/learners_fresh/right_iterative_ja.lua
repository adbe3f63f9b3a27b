-- expect: right
-- smallest: none
-- repair: none
-- 一番小さい円盤のルール（再帰なし）
function solve(n, from, to, via, move)
  local toh = {[from] = {}, [to] = {}, [via] = {}}
  for d = n, 1, -1 do toh[from][#toh[from] + 1] = d end
  local junban = (n % 2 == 1) and {from, to, via} or {from, via, to}
  local ichi = 1
  for i = 1, 2 ^ n - 1 do
    if i % 2 == 1 then
      local a, b = junban[ichi], junban[ichi % 3 + 1]
      table.insert(toh[b], table.remove(toh[a]))
      move(a, b)
      ichi = ichi % 3 + 1
    else
      local x, y = junban[ichi % 3 + 1], junban[(ichi + 1) % 3 + 1]
      local tx, ty = toh[x][#toh[x]], toh[y][#toh[y]]
      if tx and (not ty or tx < ty) then
        table.insert(toh[y], table.remove(toh[x]))
        move(x, y)
      else
        table.insert(toh[x], table.remove(toh[y]))
        move(y, x)
      end
    end
  end
end
