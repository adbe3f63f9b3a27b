-- expect: right
-- the monks' rule with a while loop and a table of pegs by number
function solve(n, from, to, via, move)
  local names = {from, via, to}
  local towers = {{}, {}, {}}
  for d = n, 1, -1 do towers[1][#towers[1] + 1] = d end
  local dir = n % 2 == 0 and 1 or 2
  local small, moves = 1, 0
  while #towers[3] < n do
    local nxt = (small - 1 + dir) % 3 + 1
    towers[nxt][#towers[nxt] + 1] = table.remove(towers[small])
    move(names[small], names[nxt])
    small = nxt
    moves = moves + 1
    if #towers[3] == n then break end
    local a, b = small % 3 + 1, (small + 1) % 3 + 1
    local ta, tb = towers[a][#towers[a]], towers[b][#towers[b]]
    if ta == nil or (tb ~= nil and tb < ta) then a, b = b, a end
    towers[b][#towers[b] + 1] = table.remove(towers[a])
    move(names[a], names[b])
  end
end
