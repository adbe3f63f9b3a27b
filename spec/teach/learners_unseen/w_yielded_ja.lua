-- expect: no_move
-- smallest: 1
-- repair: one
-- ハノイの塔：手をコルーチンで一つずつ渡す
function solve(n, moto, saki, aida, ugokasu)
  if n == 0 then return end
  solve(n - 1, moto, aida, saki, ugokasu)
  coroutine.yield(moto, saki)
  solve(n - 1, aida, saki, moto, ugokasu)
end
