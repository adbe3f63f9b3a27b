-- expect: missing_call
-- a single move where the first call should be: right for 1 and 2 disks
function solve(n, from, to, via, move)
  if n == 1 then
    move(from, to)
    return
  end
  move(from, via)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
