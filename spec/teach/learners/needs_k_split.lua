-- expect: needs_k
local function three(n, from, to, via, move)
  if n == 0 then return end
  three(n - 1, from, via, to, move)
  move(from, to)
  three(n - 1, via, to, from, move)
end

function solve(n, from, to, a, b, move)
  if n == 0 then return end
  local k = n // 2
  solve(k, from, a, b, to, move)
  three(n - k, from, to, b, move)
  solve(k, a, to, from, b, move)
end
