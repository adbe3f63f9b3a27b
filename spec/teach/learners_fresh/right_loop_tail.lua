-- expect: right
-- smallest: none
-- repair: none
-- the second call is a loop: after the big disk, the rest starts again from via
function solve(n, from, to, via, move)
  while n > 0 do
    solve(n - 1, from, via, to, move)
    move(from, to)
    n, from, via = n - 1, via, from
  end
end
