-- expect: first_call_pegs
-- parameters named as a textbook orders them, (n, from, via, to), and
-- checked in that order, as the names say: the body is written for
-- another order (from, to, via), so its first call passes the pegs it got
-- in the same places again, and with two disks its first move goes to
-- the target instead of the spare peg.
function solve(n, from, via, to, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
