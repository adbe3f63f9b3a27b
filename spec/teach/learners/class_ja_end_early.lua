-- expect: misplaced_end
-- smallest: 1
-- repair: yes
-- n 枚の円盤を別の棒へ移す
local function toku(n, moto, saki, aida, ugokasu)
  if n > 0 then
    toku(n - 1, moto, aida, saki, ugokasu)
    ugokasu(moto, saki)
  end
  toku(n - 1, aida, saki, moto, ugokasu)
end
return toku
