-- expect: extra_calls
-- counts the moves of the smaller tower first, with a move that does nothing
function solve(n, from, to, via, move)
  if n == 0 then return 0 end
  local count = 0
  solve(n - 1, from, via, to, function() count = count + 1 end)
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
