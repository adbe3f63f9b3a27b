-- expect: return_pegs
-- opts: {k = 4}
-- the last call brings the parked disks back to from
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
  three(n - k, from, to, b, move)
  solve4(k, a, from, to, b, move)
end
