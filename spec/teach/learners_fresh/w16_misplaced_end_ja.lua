-- expect: misplaced_end
-- smallest: 1
-- repair: two
-- end の位置に注意
function solve(n, from, to, via, move)
  if n > 0 then
    solve(n - 1, from, via, to, move)
    move(from, to)
  end
  solve(n - 1, via, to, from, move)
end
