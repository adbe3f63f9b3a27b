-- expect: right
-- its parameters' names say the order it takes the pegs in, so it is
-- checked in that order
function hanoi(n, source, aux, target, move)
  if n == 0 then return end
  hanoi(n - 1, source, target, aux, move)
  move(source, target)
  hanoi(n - 1, aux, source, target, move)
end
return hanoi
