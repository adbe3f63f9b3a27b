-- expect: right
-- a coroutine yields the moves one at a time; some are made inside it
function solve(n, from, to, via, move)
  local gen = coroutine.create(function()
    local function go(k, a, b, c)
      if k == 0 then return end
      go(k - 1, a, c, b)
      coroutine.yield(a, b)
      go(k - 1, c, b, a)
    end
    go(n - 1, from, via, to)
    move(from, to)
    go(n - 1, via, to, from)
  end)
  while true do
    local ok, a, b = coroutine.resume(gen)
    if not ok or a == nil then break end
    move(a, b)
  end
end
