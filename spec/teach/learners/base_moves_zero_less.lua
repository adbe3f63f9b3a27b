-- expect: base_moves_zero
function solve(n, src, dst, tmp, move)
  if n < 1 then
    return move(src, dst)
  end
  solve(n - 1, src, tmp, dst, move)
  move(src, dst)
  solve(n - 1, tmp, dst, src, move)
end
