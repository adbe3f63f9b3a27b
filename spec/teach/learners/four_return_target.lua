-- expect: return_pegs
-- opts: {k = 4}
-- yon-hon no bō: saigo no yobidashi ga enban o moto no bō (from) ni modosu
local function mittsu(n, moto, saki, aida, ugoki)
  if n == 0 then return end
  mittsu(n - 1, moto, aida, saki, ugoki)
  ugoki(moto, saki)
  mittsu(n - 1, aida, saki, moto, ugoki)
end

function solve4(n, from, to, a, b, move)
  if n == 0 then return end
  local k = n // 2
  solve4(k, from, a, to, b, move)
  mittsu(n - k, from, to, b, move)
  solve4(k, a, from, to, b, move)
end
