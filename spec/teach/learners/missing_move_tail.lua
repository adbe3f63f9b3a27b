-- expect: missing_move
function solve(n, a, b, c, move)
  if n == 1 then return move(a, b) end
  solve(n - 1, a, c, b, move)
  return solve(n - 1, c, b, a, move)
end
