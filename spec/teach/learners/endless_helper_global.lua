-- expect: wrong_n
-- a global helper that never reaches its base case (it counts up)
function tower(k, a, b, c, mv)
  if k == 0 then return end
  tower(k + 1, a, c, b, mv)
  mv(a, b)
  tower(k - 1, c, b, a, mv)
end

function solve(n, from, to, via, move)
  tower(n, from, to, via, move)
end
