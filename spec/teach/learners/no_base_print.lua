-- expect: no_base
function solve(n, from, to, via, move)
  if n == 0 then
    print("nothing to do")
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
