-- expect: misplaced_end
-- smallest: 1
-- repair: one
-- nur wenn noch Scheiben da sind
function solve(n, von, nach, ueber, zug)
  if n > 0 then
    solve(n - 1, von, ueber, nach, zug)
    zug(von, nach)
  end
  solve(n - 1, ueber, nach, von, zug)
end
