-- expect: right
-- the binary counter: move m moves the disk of the lowest 1 bit of m
function solve(n, from, to, via, move)
  local where = {}
  for d = 1, n do where[d] = from end
  local ring
  if n % 2 == 0 then ring = {[from] = via, [via] = to, [to] = from}
  else ring = {[from] = to, [to] = via, [via] = from} end
  local back = {}
  for k, v in pairs(ring) do back[v] = k end
  for m = 1, (1 << n) - 1 do
    local d = 1
    while m % (1 << d) == 0 do d = d + 1 end
    local a = where[d]
    local b
    if d % 2 == 1 then b = ring[a] else b = back[a] end
    move(a, b)
    where[d] = b
  end
end
