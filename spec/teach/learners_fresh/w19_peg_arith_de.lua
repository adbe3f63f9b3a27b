-- expect: peg_arithmetic
-- smallest: 2
-- repair: one
-- der freie Stab: 1 + 2 + 3 = 6
function solve(n, von, nach, ueber, move)
  if n == 1 then
    move(von, nach)
    return
  end
  local frei = 6 - von - nach
  solve(n - 1, von, frei, nach, move)
  move(von, nach)
  solve(n - 1, frei, nach, von, move)
end
