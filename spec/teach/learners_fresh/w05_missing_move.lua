-- expect: missing_move
-- smallest: 1
-- repair: one
-- move the small ones away and back again
function solve(n, from, to, via, move)
  if n == 0 then
    return
  end
  solve(n - 1, from, via, to, move)
  solve(n - 1, via, to, from, move)
end
