-- expect: no_move
-- smallest: 1
-- repair: one
-- show every move on the screen
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  print("move disk " .. n .. " from " .. from .. " to " .. to)
  solve(n - 1, via, to, from, move)
end
