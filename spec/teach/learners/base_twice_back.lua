-- expect: base_moves_twice
function solve(n, a, b, c, move)
  if n == 1 then
    move(a, b)
    move(b, a)
    move(a, b)
  else
    solve(n - 1, a, c, b, move)
    move(a, b)
    solve(n - 1, c, b, a, move)
  end
end
