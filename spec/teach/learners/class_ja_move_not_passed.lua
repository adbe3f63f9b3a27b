-- expect: move_not_passed
-- smallest: 2
-- repair: yes
-- n 枚の円盤を別の棒へ移す
local function toku(n, moto, saki, aida, ugokasu)
  if n == 0 then return end
  toku(n - 1, moto, aida, saki)
  ugokasu(moto, saki)
  toku(n - 1, aida, saki, moto, ugokasu)
end
return toku
