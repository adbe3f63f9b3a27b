-- expect: global_state
-- a loop broken by a global table kept from the first run
function solve(n, from, to, via, move)
  if done == nil then done = {} end
  local function go(k, a, b, c)
    if k == 0 then return end
    go(k - 1, a, c, b)
    if not done[k] then move(a, b) end
    go(k - 1, c, b, a)
  end
  go(n, from, to, via)
  done[1] = true
end
