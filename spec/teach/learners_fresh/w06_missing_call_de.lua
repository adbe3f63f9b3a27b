-- expect: missing_call
-- smallest: 2
-- repair: one
-- Turm von "von" nach "nach"
function solve(n, von, nach, ueber, move)
  if n < 1 then return end
  solve(n - 1, von, ueber, nach, move)
  move(von, nach)
  -- fertig?
end
