-- expect: right
-- smallest: none
-- repair: none
-- n 枚の円盤を別の棒へ移す
local function toku(n, moto, saki, aida, ugokasu)
  if n == 1 then ugokasu(moto, saki) return end
  toku(n - 1, moto, aida, saki, ugokasu)
  ugokasu(moto, saki)
  toku(n - 1, aida, saki, moto, ugokasu)
end
return toku
