-- expect: error
-- smallest: 1
-- repair: one
-- 引数は ... で受け取る（手の関数は四番目のはず）
function solve(n, ...)
  local moto, saki, aida = ...
  local ugokasu = select(3, ...)
  if n == 0 then return end
  solve(n - 1, moto, aida, saki, ugokasu)
  ugokasu(moto, saki)
  solve(n - 1, aida, saki, moto, ugokasu)
end
