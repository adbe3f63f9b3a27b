-- expect: missing_call
-- smallest: 2
-- repair: one
-- ハノイの塔：上の円盤をどけて、一番下を動かす
function solve(n, moto, saki, aida, ugokasu)
  if n == 0 then return end
  solve(n - 1, moto, aida, saki, ugokasu)
  ugokasu(moto, saki)
end
