-- expect: right
local function step(a, b, move)
  move(a, b)
end

function solve(n, from, to, via, move)
  if n > 0 then
    solve(n - 1, from, via, to, move)
    step(from, to, move)
    solve(n - 1, via, to, from, move)
  end
end
