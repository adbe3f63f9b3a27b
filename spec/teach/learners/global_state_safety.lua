-- expect: global_state
moves_made = 0
function solve(n, from, to, via, move)
  if n == 0 or moves_made >= 2^n - 1 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  moves_made = moves_made + 1
  solve(n - 1, via, to, from, move)
end
