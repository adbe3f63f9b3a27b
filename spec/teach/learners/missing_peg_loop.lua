-- expect: missing_peg
-- no parameter for the spare peg: it is worked out, and the kit's spare
-- peg lands in move
function solve(n, from, to, move)
  if n == 0 then return end
  local via
  for _, p in ipairs({ "A", "B", "C" }) do
    if p ~= from and p ~= to then via = p end
  end
  solve(n - 1, from, via, move)
  move(from, to)
  solve(n - 1, via, to, move)
end
