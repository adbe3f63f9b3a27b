-- expect: loop_stop
-- the three-step cycle, stopped by a wrong test: it makes 2^n - 2 moves
function solve(n, from, to, via, move)
  local pegs = { from, to, via }
  if n % 2 == 0 then pegs = { from, via, to } end
  local towers = { [from] = {}, [to] = {}, [via] = {} }
  for d = n, 1, -1 do table.insert(towers[from], d) end
  local function top(p) return towers[p][#towers[p]] end
  local function legal(a, b)
    if top(a) == nil then return b, a end
    if top(b) == nil or top(a) < top(b) then return a, b end
    return b, a
  end
  local function go(a, b)
    table.insert(towers[b], table.remove(towers[a]))
    move(a, b)
  end
  local small, count = 1, 0
  while count < 2 ^ n - 2 do
    local nxt = small % 3 + 1
    go(pegs[small], pegs[nxt])
    small = nxt
    count = count + 1
    if count >= 2 ^ n - 2 then break end
    local others = {}
    for i = 1, 3 do if i ~= small then others[#others + 1] = pegs[i] end end
    go(legal(others[1], others[2]))
    count = count + 1
  end
end
