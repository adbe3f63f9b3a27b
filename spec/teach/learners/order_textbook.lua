-- expect: order
function hanoi(n, source, aux, target, move)
  if n == 0 then return end
  hanoi(n - 1, source, target, aux, move)
  move(source, target)
  hanoi(n - 1, aux, source, target, move)
end
return hanoi
