-- expect: move_not_passed
function solve(n, from, to, via, mv)
  if n == 0 then return end
  solve(n - 1, from, via, to, mv)
  mv(from, to)
  solve(n - 1, via, to, from)
end
