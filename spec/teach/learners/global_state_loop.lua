-- expect: global_state
-- the three-step cycle on a global table of the pegs that the first run
-- made: later runs start from where the first one ended
function solve(n, from, to, via, move)
  if towers == nil then
    towers = { [from] = {}, [to] = {}, [via] = {} }
    for d = n, 1, -1 do table.insert(towers[from], d) end
  end
  local order = n % 2 == 0 and { from, via, to } or { from, to, via }
  local function top(p) return towers[p][#towers[p]] end
  local function go(a, b)
    table.insert(towers[b], table.remove(towers[a]))
    move(a, b)
  end
  local small = 1
  for step = 1, 2 ^ n - 1 do
    if step % 2 == 1 then
      local nxt = small % 3 + 1
      go(order[small], order[nxt])
      small = nxt
    else
      local others = {}
      for i = 1, 3 do if i ~= small then others[#others + 1] = order[i] end end
      local a, b = others[1], others[2]
      if top(a) == nil or (top(b) ~= nil and top(b) < top(a)) then a, b = b, a end
      go(a, b)
    end
  end
end
