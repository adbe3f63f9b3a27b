-- expect: loop_stop
-- the three-step cycle, whose test lets it go one move too far
function solve(n, from, to, via, move)
  local pegs = { from, to, via }
  if n % 2 == 0 then pegs = { from, via, to } end
  local towers = { [from] = {}, [to] = {}, [via] = {} }
  for d = n, 1, -1 do table.insert(towers[from], d) end
  local function top(p) return towers[p][#towers[p]] end
  local function go(a, b)
    table.insert(towers[b], table.remove(towers[a]))
    move(a, b)
  end
  local small, count = 1, 0
  while count <= 2 ^ n - 1 do
    local nxt = small % 3 + 1
    go(pegs[small], pegs[nxt])
    small = nxt
    count = count + 1
    if count > 2 ^ n - 1 then break end
    local others = {}
    for i = 1, 3 do if i ~= small then others[#others + 1] = pegs[i] end end
    local a, b = others[1], others[2]
    if top(a) == nil or (top(b) ~= nil and top(b) < top(a)) then a, b = b, a end
    if top(a) ~= nil then
      go(a, b)
      count = count + 1
    end
  end
end
