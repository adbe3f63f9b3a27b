-- expect: first_call_pegs
-- smallest: 2
-- repair: one
-- Türme von Hanoi: die Stäbe kommen als `...`
function solve(n, ...)
  local von, nach, ueber, zug = ...
  if n == 0 then return end
  solve(n - 1, von, nach, ueber, zug)
  zug(von, nach)
  solve(n - 1, ueber, nach, von, zug)
end
