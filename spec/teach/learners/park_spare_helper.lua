-- expect: park_spare
-- opts: {k = 4}
-- the three-peg part uses the parked disks' peg as its spare
local function three(n, from, to, via, move)
  if n == 0 then return end
  three(n - 1, from, via, to, move)
  move(from, to)
  three(n - 1, via, to, from, move)
end

function solve4(n, from, to, a, b, move)
  if n == 0 then return end
  if n == 1 then move(from, to) return end
  local k = n // 2
  solve4(k, from, a, b, to, move)
  three(n - k, from, to, a, move)
  solve4(k, a, to, from, b, move)
end
