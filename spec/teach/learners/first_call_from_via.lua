-- expect: first_call_pegs
function solve(n, from, to, via, move)
  if n == 1 then
    move(from, to)
  else
    solve(n - 1, via, from, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
  end
end
