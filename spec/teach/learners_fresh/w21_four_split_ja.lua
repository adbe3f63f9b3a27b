-- expect: not_shortest
-- opts: {k = 4}
-- smallest: 3
-- repair: one
-- 4本の棒：上の n-1 枚を駐車して、一番下だけ動かす
local function san(n, from, to, via, move)
  if n == 0 then return end
  san(n - 1, from, via, to, move)
  move(from, to)
  san(n - 1, via, to, from, move)
end

function solve4(n, from, to, a, b, move)
  if n == 0 then return end
  local k = n - 1
  solve4(k, from, a, to, b, move)
  san(n - k, from, to, b, move)
  solve4(k, a, to, from, b, move)
end
