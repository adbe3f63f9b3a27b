-- expect: base_moves_zero
-- smallest: 1
-- repair: one
-- 円盤がゼロ枚のとき
function solve(n, from, to, via, move)
  if n == 0 then
    move(from, to)
    return
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
