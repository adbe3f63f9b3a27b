-- expect: right
-- smallest: none
-- repair: none
-- Basisfall: eine Scheibe wird direkt gelegt
function solve(n, von, nach, ueber, move)
  if n == 1 then
    move(von, nach)
    return
  end
  solve(n - 1, von, ueber, nach, move)
  move(von, nach)
  solve(n - 1, ueber, nach, von, move)
end
