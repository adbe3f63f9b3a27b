-- expect: not_shortest
-- opts: {k = 4}
-- four pegs: park all but two disks
local function three(n, from, to, via, move)
  if n == 0 then return end
  three(n - 1, from, via, to, move)
  move(from, to)
  three(n - 1, via, to, from, move)
end

function solve4(n, from, to, a, b, move)
  if n == 0 then return end
  if n == 1 then return move(from, to) end
  local k = math.max(n - 2, 1)
  solve4(k, from, a, b, to, move)
  three(n - k, from, to, b, move)
  solve4(k, a, to, from, b, move)
end
