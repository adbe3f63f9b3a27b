-- expect: peg_arithmetic
function solve(n, a, b, c, move)
  if n == 0 then return end
  local other = 3 - (a + b) % 3
  solve(n - 1, a, other, b, move)
  move(a, b)
  solve(n - 1, other, b, a, move)
end
