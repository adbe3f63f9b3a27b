-- expect: first_call_pegs
-- smallest: 2
-- repair: one
-- erst die kleinen Scheiben weg, dann die große
function solve(n, von, nach, hilfs, move)
  if n == 0 then return end
  solve(n - 1, von, nach, hilfs, move)
  move(von, nach)
  solve(n - 1, hilfs, nach, von, move)
end
