-- expect: right
-- the monks' rule: the smallest disk always the same way round, then
-- the one other legal move
function solve(n, from, to, via, move)
  local pegs = {[from] = {}, [to] = {}, [via] = {}}
  for d = n, 1, -1 do table.insert(pegs[from], d) end
  local round
  if n % 2 == 0 then round = {[from] = via, [via] = to, [to] = from}
  else round = {[from] = to, [to] = via, [via] = from} end
  local function top(p) return pegs[p][#pegs[p]] end
  local function go(a, b)
    table.insert(pegs[b], table.remove(pegs[a]))
    move(a, b)
  end
  local small = from
  for m = 1, 2^n - 1 do
    if m % 2 == 1 then
      go(small, round[small])
      small = round[small]
    else
      local a, b
      for _, p in ipairs({from, to, via}) do
        if p ~= small then
          if a == nil then a = p else b = p end
        end
      end
      if top(a) == nil or (top(b) ~= nil and top(b) < top(a)) then a, b = b, a end
      go(a, b)
    end
  end
end
