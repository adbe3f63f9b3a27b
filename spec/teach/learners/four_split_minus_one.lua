-- expect: not_shortest
-- opts: {k = 4}
-- four pegs: parks all disks but the largest, so the three-peg part moves one
local function three(n, from, to, via, move)
  if n == 0 then return end
  three(n - 1, from, via, to, move)
  move(from, to)
  three(n - 1, via, to, from, move)
end

function solve4(n, from, to, a, b, move)
  if n == 0 then return end
  local k = n - 1
  solve4(k, from, a, to, b, move)
  three(n - k, from, to, b, move)
  solve4(k, a, to, from, b, move)
end
