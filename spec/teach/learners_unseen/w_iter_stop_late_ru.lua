-- expect: loop_stop
-- smallest: 1
-- repair: one
-- bez rekursii: tsikl while, schyotchik khodov
function solve(n, otkuda, kuda, cherez, hod)
  local st = { [otkuda] = {}, [kuda] = {}, [cherez] = {} }
  for d = n, 1, -1 do st[otkuda][#st[otkuda] + 1] = d end
  local krug = n % 2 == 1 and { otkuda, kuda, cherez } or { otkuda, cherez, kuda }
  local gde, i = 1, 1
  local function verh(p) return st[p][#st[p]] end
  local function idi(a, b)
    st[b][#st[b] + 1] = table.remove(st[a])
    hod(a, b)
  end
  while i <= 2 ^ n do
    if i % 2 == 1 then
      local dalshe = gde % 3 + 1
      idi(krug[gde], krug[dalshe])
      gde = dalshe
    else
      local a, b = krug[gde % 3 + 1], krug[(gde + 1) % 3 + 1]
      local x, y = verh(a), verh(b)
      if x and (not y or x < y) then idi(a, b) else idi(b, a) end
    end
    i = i + 1
  end
end
