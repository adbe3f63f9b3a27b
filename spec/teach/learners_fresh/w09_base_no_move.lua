-- expect: base_no_move
-- smallest: 1
-- repair: one
-- one disk: nothing left to do?
function solve(n, from, to, via, move)
  if n == 1 then
    return
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
