-- expect: base_moves_zero
-- a local recursive helper whose base case moves with k == 0
function solve(n, from, to, via, move)
  local function go(k, a, b, c)
    if k == 0 then
      move(a, b)
      return
    end
    go(k - 1, a, c, b)
    move(a, b)
    go(k - 1, c, b, a)
  end
  go(n, from, to, via)
end
