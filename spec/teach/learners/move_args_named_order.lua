-- expect: move_args
-- parameters named as a textbook orders them, (n, from, via, to), body
-- written for the kit's order in its first call only: with one disk its
-- own move goes to the peg the kit gives as spare. The calls with n = 0
-- move nothing, so their pegs are no evidence: only the move is.
function solve(n, from, via, to, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
