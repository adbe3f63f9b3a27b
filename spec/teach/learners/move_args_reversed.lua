-- expect: move_args
function solve(n, from, to, via, move)
  if n == 1 then
    move(to, from)
  else
    solve(n - 1, from, via, to, move)
    move(to, from)
    solve(n - 1, via, to, from, move)
  end
end
