-- expect: missing_call
-- a loop of single moves where the second call should be: right for 1
-- and 2 disks
function solve(n, from, to, via, move)
  if n == 1 then
    move(from, to)
    return
  end
  solve(n - 1, from, via, to, move)
  move(from, to)
  for _ = 1, n - 1 do
    move(via, to)
  end
end
