-- expect: endless
-- a loop meant to wait before the last move: i never grows, so it never
-- ends
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  local i = 0
  while i < n do end
  move(from, to)
  solve(n - 1, via, to, from, move)
end
