-- expect: base_moves_twice
-- smallest: 1
-- repair: yes
-- 1枚のとき、遠回りする
function solve(n, moto, saki, aida, ugokasu)
  if n == 1 then
    ugokasu(moto, aida)
    ugokasu(aida, saki)
    return
  end
  solve(n - 1, moto, aida, saki, ugokasu)
  ugokasu(moto, saki)
  solve(n - 1, aida, saki, moto, ugokasu)
end
