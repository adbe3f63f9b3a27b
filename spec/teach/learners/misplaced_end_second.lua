-- expect: misplaced_end
-- the second call is outside the if it belongs in
function solve(n, from, to, via, move)
  if n > 0 then
    solve(n - 1, from, via, to, move)
    move(from, to)
  end
  solve(n - 1, via, to, from, move)
end
