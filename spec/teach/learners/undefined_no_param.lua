-- expect: undefined
-- no parameter for move: it calls a global move that is not there
function solve(n, from, to, via)
  if n == 0 then return end
  solve(n - 1, from, via, to)
  move(from, to)
  solve(n - 1, via, to, from)
end
