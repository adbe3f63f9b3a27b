-- expect: nil_variable
-- smallest: 2
-- repair: yes
-- ein Tippfehler im zweiten Aufruf
function solve(n, von, nach, ueber, zug)
  if n == 0 then return end
  solve(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  solve(n - 1, uber, nach, von, zug)
end
