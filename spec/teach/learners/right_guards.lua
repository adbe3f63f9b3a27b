-- expect: right
function solve(n, from, to, via, move)
  if n > 1 then
    solve(n - 1, from, via, to, move)
  end
  move(from, to)
  if n > 1 then
    solve(n - 1, via, to, from, move)
  end
end
