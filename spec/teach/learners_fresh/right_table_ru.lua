-- expect: right
-- smallest: none
-- repair: none
-- функции в таблице
local H = {}

function H.perenesti(n, s, t, v, move)
  if n >= 1 then
    H.perenesti(n - 1, s, v, t, move)
    move(s, t)
    H.perenesti(n - 1, v, t, s, move)
  end
end

solve = function(n, from, to, via, move)
  return H.perenesti(n, from, to, via, move)
end
