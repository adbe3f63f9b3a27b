-- expect: missing_peg
-- smallest: 1
-- repair: none
-- 空いている棒は自分で探す
local BOU = {"A", "B", "C"}

function solve(n, from, to, move)
  if n == 0 then return end
  local aki
  for _, b in ipairs(BOU) do
    if b ~= from and b ~= to then aki = b end
  end
  solve(n - 1, from, aki, move)
  move(from, to)
  solve(n - 1, aki, to, move)
end
