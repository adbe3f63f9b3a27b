-- expect: move_args
-- smallest: 1
-- repair: two
-- two mistakes: the base move is backwards, and the base does not return
function solve(n, from, to, via, move)
  if n == 1 then
    move(to, from)
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
