-- expect: base_no_return
-- smallest: 1
-- repair: yes
-- 円盤が1枚なら、そのまま動かす
function solve(n, moto, saki, aida, ugokasu)
  if n == 1 then
    ugokasu(moto, saki)
  end
  solve(n - 1, moto, aida, saki, ugokasu)
  ugokasu(moto, saki)
  solve(n - 1, aida, saki, moto, ugokasu)
end
