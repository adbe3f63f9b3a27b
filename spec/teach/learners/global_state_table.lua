-- expect: global_state
-- the moves made so far kept in a global table, by key: from 3 disks on,
-- a move made in an earlier run is skipped
seen = {}
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  local key = n .. from .. to
  if not seen[key] then
    move(from, to)
    seen[key] = true
  end
  solve(n - 1, via, to, from, move)
end
