-- expect: undefined
-- smallest: 1
-- repair: one
-- Scheibe bewegen
function solve(n, von, nach, ueber, move)
  if n == 0 then return end
  solve(n - 1, von, ueber, nach, move)
  Move(von, nach)
  solve(n - 1, ueber, nach, von, move)
end
