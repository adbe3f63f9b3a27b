-- expect: right
-- smallest: none
-- repair: none
-- Türme von Hanoi: die Stäbe kommen als `...`
function solve(n, ...)
  local von, nach, ueber, zug = ...
  if n == 0 then return end
  solve(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  solve(n - 1, ueber, nach, von, zug)
end
