-- expect: undefined
-- smallest: 1
-- repair: two
-- two mistakes: a typo, and the first call's pegs
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, to, via, move)
  move(from, to)
  slove(n - 1, via, to, from, move)
end
