-- expect: right
-- opts: {names = {1, 2, 3}}
function solve(n, from, to, via, move)
  if n == 0 then return end
  local spare = 6 - from - to
  solve(n - 1, from, spare, to, move)
  move(from, to)
  solve(n - 1, spare, to, from, move)
end
