-- A learner's solution, as `hanoi grade examples/class/*.lua` grades it.
function solve(n, von, nach, ueber, zug)
  if n == 0 then return end
  schritt(n, von, nach, ueber, zug)
end

local function schritt(n, von, nach, ueber, zug)
  solve(n - 1, von, ueber, nach, zug)
  zug(von, nach)
  solve(n - 1, ueber, nach, von, zug)
end
