-- expect: right
function solve(n, from, to, via, move)
  if n == 1 then
    move(from, to)
    return
  end
  if n == 2 then
    move(from, via)
    move(from, to)
    move(via, to)
    return
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
