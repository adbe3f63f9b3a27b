-- expect: global_state
-- a global count set on the first run: later runs do nothing
function solve(n, from, to, via, move)
  total = total or 0
  if total > 0 then return end
  local function go(k, a, b, c)
    if k == 0 then return end
    go(k - 1, a, c, b)
    move(a, b)
    total = total + 1
    go(k - 1, c, b, a)
  end
  go(n, from, to, via)
end
