-- expect: base_moves_zero
-- smallest: 1
-- repair: one
-- keep going while there is something to move
function solve(n, from, to, via, move)
  if n >= 0 then
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
  end
end
