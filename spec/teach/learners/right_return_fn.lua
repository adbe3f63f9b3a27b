-- expect: right
local function hanoi(n, a, c, b, move)
  if n < 1 then return end
  hanoi(n - 1, a, b, c, move)
  move(a, c)
  hanoi(n - 1, b, c, a, move)
end
return hanoi
