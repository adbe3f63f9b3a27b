-- expect: nil_variable
-- from misspelt in the first call: the call passes nil for a peg
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, form, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
