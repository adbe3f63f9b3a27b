-- expect: no_base
-- smallest: 1
-- repair: one
-- Rekursion: der Computer weiß, wann er aufhören muss
function solve(n, start, ziel, hilfe, move)
  solve(n - 1, start, hilfe, ziel, move)
  move(start, ziel)
  solve(n - 1, hilfe, ziel, start, move)
end
