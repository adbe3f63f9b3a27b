-- expect: base_moves_zero
function solve(n, from, to, via, move)
  if n == 0 then
    move(from, to)
    return
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
