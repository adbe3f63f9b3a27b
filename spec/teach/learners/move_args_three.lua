-- expect: move_args
-- the disk's number passed to move too: move(n, from, to)
function solve(n, from, to, via, move)
  if n > 0 then
    solve(n - 1, from, via, to, move)
    move(n, from, to)
    solve(n - 1, via, to, from, move)
  end
end
