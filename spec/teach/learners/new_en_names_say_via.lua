-- expect: order
-- smallest: 1
-- repair: yes
-- the names say (from, to, via), but the tower is built on via: the
-- function is right only with its pegs given as (from, via, to)
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, via)
  solve(n - 1, to, from, via, move)
end
