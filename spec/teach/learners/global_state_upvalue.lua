-- expect: global_state
-- the count kept in a local outside the function: an upvalue, never set
-- back to 0
local done = 0
function solve(n, from, to, via, move)
  if n == 0 or done >= 2 ^ n - 1 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  done = done + 1
  solve(n - 1, via, to, from, move)
end
