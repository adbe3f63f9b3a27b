-- expect: base_no_return
-- a wrapper and a local recursive helper whose base case moves and goes on
function solve(n, from, to, via, move)
  local function go(k, a, b, c)
    if k == 0 then move(a, b) end
    go(k - 1, a, c, b)
    move(a, b)
    go(k - 1, c, b, a)
  end
  go(n, from, to, via)
end
