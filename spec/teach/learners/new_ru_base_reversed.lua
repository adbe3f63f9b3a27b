-- expect: move_args
-- smallest: 1
-- repair: yes
-- базовый случай: один диск
function solve(n, otkuda, kuda, cherez, hod)
  if n == 1 then
    hod(kuda, otkuda)
    return
  end
  solve(n - 1, otkuda, cherez, kuda, hod)
  hod(otkuda, kuda)
  solve(n - 1, cherez, kuda, otkuda, hod)
end
