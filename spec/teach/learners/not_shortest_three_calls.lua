-- expect: not_shortest
-- every disk moves only between neighbouring pegs: A-B and B-C
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, to, via, move)
  move(from, via)
  solve(n - 1, to, from, via, move)
  move(via, to)
  solve(n - 1, from, to, via, move)
end
