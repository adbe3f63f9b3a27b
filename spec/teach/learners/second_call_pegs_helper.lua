-- expect: second_call_pegs
-- a global helper, called from a wrapper, whose second call is wrong
function step(k, a, b, c, mv)
  if k == 0 then return end
  step(k - 1, a, c, b, mv)
  mv(a, b)
  step(k - 1, c, a, b, mv)
end

function solve(n, from, to, via, move)
  step(n, from, to, via, move)
end
