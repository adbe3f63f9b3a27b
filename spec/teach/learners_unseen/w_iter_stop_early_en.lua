-- expect: loop_stop
-- smallest: 1
-- repair: one
-- no recursion: the smallest disk goes round, the other legal move between
function solve(n, from, to, via, move)
  local pegs = { [from] = {}, [to] = {}, [via] = {} }
  for d = n, 1, -1 do table.insert(pegs[from], d) end
  local ring = n % 2 == 1 and { from, to, via } or { from, via, to }
  local at = 1
  local function top(p) local t = pegs[p]; return t[#t] end
  local function go(a, b)
    table.insert(pegs[b], table.remove(pegs[a]))
    move(a, b)
  end
  for i = 1, 2 ^ n - 2 do
    if i % 2 == 1 then
      local nxt = at % 3 + 1
      go(ring[at], ring[nxt])
      at = nxt
    else
      local a, b = ring[at % 3 + 1], ring[(at + 1) % 3 + 1]
      local x, y = top(a), top(b)
      if x and (not y or x < y) then go(a, b) else go(b, a) end
    end
  end
end
