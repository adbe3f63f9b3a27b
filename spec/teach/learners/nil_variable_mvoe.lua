-- expect: nil_variable
-- move misspelt in the second call: the call passes nil
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, mvoe)
end
