-- expect: right
function solve(n, from, to, via, move)
  if n == 1 then
    move(from, to)
  else
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
  end
end
