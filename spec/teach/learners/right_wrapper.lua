-- expect: right
function solve(n, from, to, via, move)
  local count = 0
  local function go(m, a, b, c)
    if m == 0 then return end
    go(m - 1, a, c, b)
    move(a, b)
    count = count + 1
    go(m - 1, c, b, a)
  end
  go(n, from, to, via)
  return count
end
