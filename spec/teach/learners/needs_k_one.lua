-- expect: needs_k
function solve4(n, p1, p4, p2, p3, move)
  if n == 1 then
    move(p1, p4)
    return
  end
  solve4(n - 1, p1, p2, p3, p4, move)
  move(p1, p4)
  solve4(n - 1, p2, p4, p1, p3, move)
end
