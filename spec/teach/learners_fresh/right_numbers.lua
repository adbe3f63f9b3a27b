-- expect: right
-- opts: {names = {1, 2, 3}}
-- smallest: none
-- repair: none
-- pegs are 1, 2, 3, so the free one is 6 - from - to
function solve(n, from, to, via, move)
  if n > 0 then
    local free = 6 - from - to
    solve(n - 1, from, free, to, move)
    move(from, to)
    solve(n - 1, free, to, from, move)
  end
end
