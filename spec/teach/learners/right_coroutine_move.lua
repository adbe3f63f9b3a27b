-- expect: right
-- the moves are made inside a coroutine of its own
function solve(n, from, to, via, move)
  local run = coroutine.wrap(function()
    local function go(k, a, b, c)
      if k == 0 then return end
      go(k - 1, a, c, b)
      move(a, b)
      go(k - 1, c, b, a)
    end
    go(n, from, to, via)
  end)
  run()
end
