-- expect: right
-- smallest: none
-- repair: none
-- Ohne Rekursion: die kleinste Scheibe wandert im Kreis, dazwischen der
-- einzige andere erlaubte Zug
function solve(n, von, nach, ueber, zug)
  local stapel = { [von] = {}, [nach] = {}, [ueber] = {} }
  for s = n, 1, -1 do table.insert(stapel[von], s) end
  local kreis = n % 2 == 1 and { von, nach, ueber } or { von, ueber, nach }
  local wo = 1
  local function oben(p) local t = stapel[p]; return t[#t] end
  local function ziehe(a, b)
    table.insert(stapel[b], table.remove(stapel[a]))
    zug(a, b)
  end
  for i = 1, 2 ^ n - 1 do
    if i % 2 == 1 then
      local weiter = wo % 3 + 1
      ziehe(kreis[wo], kreis[weiter])
      wo = weiter
    else
      local a, b = kreis[wo % 3 + 1], kreis[(wo + 1) % 3 + 1]
      local x, y = oben(a), oben(b)
      if x and (not y or x < y) then ziehe(a, b) else ziehe(b, a) end
    end
  end
end
