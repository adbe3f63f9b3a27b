-- expect: right
-- opts: {k = 4}
local function three(n, from, to, via, move)
  if n == 0 then return end
  three(n - 1, from, via, to, move)
  move(from, to)
  three(n - 1, via, to, from, move)
end

local best = {[0] = 0}
local split = {[0] = 0}
for n = 1, 12 do
  best[n] = math.huge
  for k = (n == 1 and 0 or 1), n - 1 do
    local v = 2 * best[k] + 2^(n - k) - 1
    if v < best[n] then best[n], split[n] = v, k end
  end
end

function solve4(n, from, to, a, b, move)
  if n == 0 then return end
  local k = split[n]
  solve4(k, from, a, b, to, move)
  three(n - k, from, to, b, move)
  solve4(k, a, to, from, b, move)
end
