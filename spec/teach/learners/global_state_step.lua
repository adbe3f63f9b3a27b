-- expect: global_state
-- a move counter kept in a global, never set back to 0
step = 0
function solve(n, from, to, via, move)
  local ring = n % 2 == 0 and {[from] = via, [via] = to, [to] = from}
    or {[from] = to, [to] = via, [via] = from}
  local pegs = {[from] = {}, [to] = {}, [via] = {}}
  for d = n, 1, -1 do table.insert(pegs[from], d) end
  local small = from
  while step < 2^n - 1 do
    step = step + 1
    if step % 2 == 1 then
      table.insert(pegs[ring[small]], table.remove(pegs[small]))
      move(small, ring[small])
      small = ring[small]
    else
      local a, b = ring[small], ring[ring[small]]
      local ta, tb = pegs[a][#pegs[a]], pegs[b][#pegs[b]]
      if ta == nil or (tb ~= nil and tb < ta) then a, b = b, a end
      table.insert(pegs[b], table.remove(pegs[a]))
      move(a, b)
    end
  end
end
