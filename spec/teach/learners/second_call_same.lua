-- expect: second_call_pegs
function solve(n, start, goal, spare, move)
  if n > 0 then
    solve(n - 1, start, spare, goal, move)
    move(start, goal)
    solve(n - 1, start, goal, spare, move)
  end
end
