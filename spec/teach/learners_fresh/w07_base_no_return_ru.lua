-- expect: base_no_return
-- smallest: 1
-- repair: one
-- базовый случай: один диск
function solve(n, a, b, c, move)
  if n == 1 then
    move(a, b)
  end
  solve(n - 1, a, c, b, move)
  move(a, b)
  solve(n - 1, c, b, a, move)
end
