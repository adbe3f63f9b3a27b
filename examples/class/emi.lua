-- A learner's solution, as `hanoi grade examples/class/*.lua` grades it.
function solve(n, moto, saki, aida, ugokasu)
  if n == 1 then
    ugokasu(moto, saki)
  end
  solve(n - 1, moto, aida, saki, ugokasu)
  ugokasu(moto, saki)
  solve(n - 1, aida, saki, moto, ugokasu)
end
