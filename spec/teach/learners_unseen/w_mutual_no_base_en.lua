-- expect: no_base
-- smallest: 1
-- repair: one
-- two functions that call each other
local solve
local function step(n, a, b, c, move)
  solve(n - 1, a, c, b, move)
  move(a, b)
  solve(n - 1, c, b, a, move)
end
solve = function(n, a, b, c, move)
  step(n, a, b, c, move)
end
return solve
