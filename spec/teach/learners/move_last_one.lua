-- expect: move_last
function solve(n, src, dst, tmp, mv)
  if n == 1 then
    mv(src, dst)
    return
  end
  solve(n - 1, src, tmp, dst, mv)
  solve(n - 1, tmp, dst, src, mv)
  mv(src, dst)
end
