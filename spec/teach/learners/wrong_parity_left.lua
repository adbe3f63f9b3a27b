-- expect: wrong_parity
-- the smallest disk always one peg to the left: A, C, B, A, ...
function solve(n, from, to, via, move)
  local stacks = {[from] = {}, [via] = {}, [to] = {}}
  for d = n, 1, -1 do stacks[from][#stacks[from] + 1] = d end
  local left = {[from] = to, [to] = via, [via] = from}
  local at = from
  local moves = 0
  while moves < 2^n - 1 do
    local nxt = left[at]
    stacks[nxt][#stacks[nxt] + 1] = table.remove(stacks[at])
    move(at, nxt)
    at = nxt
    moves = moves + 1
    if moves == 2^n - 1 then break end
    local p, q = left[at], left[left[at]]
    local tp, tq = stacks[p][#stacks[p]], stacks[q][#stacks[q]]
    if tp == nil or (tq ~= nil and tq < tp) then p, q = q, p end
    stacks[q][#stacks[q] + 1] = table.remove(stacks[p])
    move(p, q)
    moves = moves + 1
  end
end
