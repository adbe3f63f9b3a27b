-- expect: misplaced_end
-- the move and the second call after the end of the if
function solve(n, a, b, c, move)
  if n >= 1 then
    solve(n - 1, a, c, b, move)
  end
  move(a, b)
  solve(n - 1, c, b, a, move)
end
