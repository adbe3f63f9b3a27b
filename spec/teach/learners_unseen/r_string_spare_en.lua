-- expect: right
-- opts: {names = {"L", "M", "R"}}
-- smallest: none
-- repair: none
-- the pegs are letters: the spare is the letter left over
function solve(n, from, to, via, move)
  if n == 0 then return end
  local spare = ("LMR"):gsub(from, ""):gsub(to, "")
  solve(n - 1, from, spare, to, move)
  move(from, to)
  solve(n - 1, spare, to, from, move)
end
