-- expect: park_spare
-- opts: {k = 4}
-- parks on p2, then moves the rest with p2 as the spare as well
local function hanoi3(n, src, dst, spare, mv)
  if n > 0 then
    hanoi3(n - 1, src, spare, dst, mv)
    mv(src, dst)
    hanoi3(n - 1, spare, dst, src, mv)
  end
end

function solve4(n, p1, p4, p2, p3, mv)
  if n == 0 then return end
  if n == 1 then mv(p1, p4) return end
  local k = n // 2
  solve4(k, p1, p2, p3, p4, mv)
  hanoi3(n - k, p1, p4, p2, mv)
  solve4(k, p2, p4, p1, p3, mv)
end
