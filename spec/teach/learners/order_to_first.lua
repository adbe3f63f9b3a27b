-- expect: right
-- its parameters' names say the order it takes the pegs in, so it is
-- checked in that order
function solve(n, dest, src, tmp, move)
  if n == 1 then
    move(src, dest)
  else
    solve(n - 1, tmp, src, dest, move)
    move(src, dest)
    solve(n - 1, dest, tmp, src, move)
  end
end
