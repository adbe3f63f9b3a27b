-- expect: no_move
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  print("move a disk from " .. from .. " to " .. to)
  solve(n - 1, via, to, from, move)
end
