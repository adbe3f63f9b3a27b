-- expect: second_call_pegs
-- smallest: 2
-- repair: yes
-- pegs taken as varargs
function solve(n, ...)
  local from, to, via, move = ...
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, from, to, move)
end
