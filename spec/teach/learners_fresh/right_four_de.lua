-- expect: right
-- opts: {k = 4}
-- smallest: none
-- repair: none
-- vier Stäbe: erst k Scheiben parken, dann drei Stäbe, dann zurück
local function drei(n, von, nach, ueber, move)
  if n == 0 then return end
  drei(n - 1, von, ueber, nach, move)
  move(von, nach)
  drei(n - 1, ueber, nach, von, move)
end

function solve4(n, von, nach, a, b, move)
  if n == 0 then return end
  local k = n - math.floor(math.sqrt(2 * n) + 0.5)
  solve4(k, von, a, nach, b, move)
  drei(n - k, von, nach, b, move)
  solve4(k, a, nach, von, b, move)
end
