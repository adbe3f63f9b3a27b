-- expect: first_call_pegs
-- smallest: 2
-- repair: two
-- both calls with the pegs as they came
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, to, via, move)
  move(from, to)
  solve(n - 1, from, to, via, move)
end
