-- expect: not_shortest
-- opts: {k = 4}
-- smallest: 3
-- repair: one
-- 四本の棒：一枚だけ残して脇に置く
local function sanbon(n, moto, saki, aida, ugokasu)
  if n == 0 then return end
  sanbon(n - 1, moto, aida, saki, ugokasu)
  ugokasu(moto, saki)
  sanbon(n - 1, aida, saki, moto, ugokasu)
end

function solve4(n, moto, saki, a, b, ugokasu)
  if n == 0 then return end
  local k = n - 1
  solve4(k, moto, a, saki, b, ugokasu)
  sanbon(n - k, moto, saki, b, ugokasu)
  solve4(k, a, saki, moto, b, ugokasu)
end
