-- expect: base_no_return
-- the base case moves, then sets n = 0 and goes on
function solve(n, from, to, via, move)
  if n == 1 then
    move(from, to)
    n = 0
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
