-- expect: none
function solve(n, from, to, via, move)
  while true do
    move(from, via)
    move(via, from)
  end
end
