-- expect: base_no_return
-- smallest: 1
-- repair: one
-- counts the moves in a sixth parameter
function solve(n, from, to, via, move, count)
  count = count or 0
  if n == 1 then
    move(from, to)
    count = count + 1
  end
  count = solve(n - 1, from, via, to, move, count)
  move(from, to)
  count = count + 1
  return solve(n - 1, via, to, from, move, count)
end
