-- expect: right
-- smallest: none
-- repair: none
-- 二つの関数が互いに呼び合う
local half
function solve(n, moto, saki, aida, ugokasu)
  if n == 0 then return end
  half(n, moto, saki, aida, ugokasu)
  solve(n - 1, aida, saki, moto, ugokasu)
end
half = function(n, moto, saki, aida, ugokasu)
  solve(n - 1, moto, aida, saki, ugokasu)
  ugokasu(moto, saki)
end
