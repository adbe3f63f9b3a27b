-- expect: undefined
-- smallest: 1
-- repair: yes
-- move n disks from one peg to another
local function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  slove(n - 1, via, to, from, move)
end
return solve
