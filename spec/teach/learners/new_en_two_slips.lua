-- expect: move_first
-- smallest: 2
-- repair: yes
-- the move first, and the second call's pegs wrong
function solve(n, from, to, via, move)
  if n == 0 then return end
  move(from, to)
  solve(n - 1, from, via, to, move)
  solve(n - 1, via, from, to, move)
end
