-- expect: no_move
local moves = {}
function solve(n, from, to, via)
  if n == 0 then return moves end
  solve(n - 1, from, via, to)
  moves[#moves + 1] = {from, to}
  solve(n - 1, via, to, from)
  return moves
end
