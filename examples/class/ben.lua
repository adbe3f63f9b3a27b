-- A learner's solution with a slip the kit names: one disk goes by way
-- of the spare peg.
function solve(n, from, to, via, move)
  if n == 1 then
    move(from, via)
    move(via, to)
    return
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
