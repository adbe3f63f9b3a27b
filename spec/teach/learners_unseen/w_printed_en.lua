-- expect: no_move
-- smallest: 1
-- repair: one
-- prints each move so I can see it
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  print(from .. " -> " .. to)
  solve(n - 1, via, to, from, move)
end
