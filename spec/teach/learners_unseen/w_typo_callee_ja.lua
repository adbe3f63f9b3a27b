-- expect: undefined
-- smallest: 1
-- repair: one
-- ハノイの塔（名前を打ち間違えた）
function solve(n, moto, saki, aida, ugokasu)
  if n == 0 then return end
  slove(n - 1, moto, aida, saki, ugokasu)
  ugokasu(moto, saki)
  solve(n - 1, aida, saki, moto, ugokasu)
end
