-- expect: move_args
-- smallest: 1
-- repair: one
-- ハノイの塔：動かした回数も数えて返す（六つ目の引数は回数）
local function hanoi(n, moto, saki, aida, ugokasu, kaisu)
  kaisu = kaisu or 0
  if n == 0 then return kaisu end
  kaisu = hanoi(n - 1, moto, aida, saki, ugokasu, kaisu)
  ugokasu(saki, moto)
  kaisu = kaisu + 1
  return hanoi(n - 1, aida, saki, moto, ugokasu, kaisu)
end
return hanoi
