-- expect: right
-- opts: {names = {"links", "mitte", "rechts"}}
-- smallest: none
-- repair: none
-- the spare peg is found by name, not taken from via
local PEGS = {"links", "mitte", "rechts"}

local function other(a, b)
  for _, p in ipairs(PEGS) do
    if p ~= a and p ~= b then return p end
  end
end

function solve(n, from, to, via, move)
  if n == 0 then return end
  local spare = other(from, to)
  solve(n - 1, from, spare, to, move)
  move(from, to)
  solve(n - 1, spare, to, from, move)
end
