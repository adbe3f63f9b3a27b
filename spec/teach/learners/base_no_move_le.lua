-- expect: base_no_move
function solve(n, x, y, z, move)
  if n <= 1 then
    return
  else
    solve(n - 1, x, z, y, move)
    move(x, y)
    solve(n - 1, z, y, x, move)
  end
end
