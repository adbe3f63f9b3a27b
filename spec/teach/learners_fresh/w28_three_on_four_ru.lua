-- expect: three_pegs
-- opts: {k = 4}
-- smallest: 1
-- repair: none
-- просили четыре стержня, но у меня решение для трёх
function solve4(n, otkuda, kuda, cherez, move)
  if n == 0 then return end
  solve4(n - 1, otkuda, cherez, kuda, move)
  move(otkuda, kuda)
  solve4(n - 1, cherez, kuda, otkuda, move)
end
