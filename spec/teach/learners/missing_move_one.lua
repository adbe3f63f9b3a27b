-- expect: missing_move
function solve(n, from, to, via, move)
  if n == 1 then
    move(from, to)
    return
  end
  solve(n - 1, from, via, to, move)
  solve(n - 1, via, to, from, move)
end
