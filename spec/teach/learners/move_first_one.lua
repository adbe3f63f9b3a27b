-- expect: move_first
function solve(n, a, b, c, move)
  if n == 1 then
    move(a, b)
  else
    move(a, b)
    solve(n - 1, a, c, b, move)
    solve(n - 1, c, b, a, move)
  end
end
