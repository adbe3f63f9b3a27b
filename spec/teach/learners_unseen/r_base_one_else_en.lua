-- expect: right
-- smallest: none
-- repair: none
-- one disk: just move it; more: the usual three steps
function solve(n, from, to, via, move)
  if n == 1 then
    move(from, to)
  else
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
  end
end
