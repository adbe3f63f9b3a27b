-- expect: wrong_parity
-- the smallest disk always one peg to the right: A, B, C, A, ...
function solve(n, from, to, via, move)
  local pegs = {[from] = {}, [via] = {}, [to] = {}}
  for d = n, 1, -1 do table.insert(pegs[from], d) end
  local nextp = {[from] = via, [via] = to, [to] = from}
  local small = from
  local function top(p) return pegs[p][#pegs[p]] end
  for m = 1, 2^n - 1 do
    if m % 2 == 1 then
      table.insert(pegs[nextp[small]], table.remove(pegs[small]))
      move(small, nextp[small])
      small = nextp[small]
    else
      local a, b = nextp[small], nextp[nextp[small]]
      if top(a) == nil or (top(b) and top(b) < top(a)) then a, b = b, a end
      table.insert(pegs[b], table.remove(pegs[a]))
      move(a, b)
    end
  end
end
