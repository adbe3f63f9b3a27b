-- expect: second_call_pegs
-- smallest: 2
-- repair: one
-- 深さを数える手伝いの関数（二つ目の呼び出しの杭がちがう）
local function tetsudai(n, moto, saki, aida, ugokasu, fukasa)
  if n == 0 then return fukasa end
  tetsudai(n - 1, moto, aida, saki, ugokasu, fukasa + 1)
  ugokasu(moto, saki)
  tetsudai(n - 1, aida, moto, saki, ugokasu, fukasa + 1)
end

function solve(n, moto, saki, aida, ugokasu)
  tetsudai(n, moto, saki, aida, ugokasu, 0)
end
