-- expect: move_first
-- smallest: 2
-- repair: two
-- まず動かしてから、残りを運ぶ
function solve(n, from, to, via, move)
  if n == 0 then return end
  move(from, to)
  solve(n - 1, from, via, to, move)
  solve(n - 1, via, to, from, move)
end
