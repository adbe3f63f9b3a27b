-- expect: error
function solve(n, from, to, via, move)
  if n > 1 then
    error("not done yet")
  end
  move(from, to)
end
