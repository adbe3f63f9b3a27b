-- expect: first_call_pegs
-- smallest: 2
-- repair: yes
-- a wrapper and a local recursive helper
function solve(n, from, to, via, move)
  local function go(k, a, b, c)
    if k == 0 then return end
    go(k - 1, a, b, c)
    move(a, b)
    go(k - 1, c, b, a)
  end
  go(n, from, to, via)
end
