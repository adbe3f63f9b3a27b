-- expect: endless
function solve(n, from, to, via, move)
  local i = 1
  local total = 0
  while i <= n do
    total = total + i
  end
  move(from, to)
end
