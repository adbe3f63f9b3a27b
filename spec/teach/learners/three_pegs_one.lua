-- expect: three_pegs
-- opts: {k = 4}
function solve(n, src, dst, tmp, mv)
  if n == 1 then
    mv(src, dst)
  else
    solve(n - 1, src, tmp, dst, mv)
    mv(src, dst)
    solve(n - 1, tmp, dst, src, mv)
  end
end
