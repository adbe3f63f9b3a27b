-- expect: order
function solve(n, dest, src, tmp, move)
  if n == 1 then
    move(src, dest)
  else
    solve(n - 1, tmp, src, dest, move)
    move(src, dest)
    solve(n - 1, dest, tmp, src, move)
  end
end
