--- Helpers for the game specs and tools/play-check.lua, independent of the
-- C core: the classic recursive solution, a small seeded generator, lines.
local gamekit = {}

--- The classic recursive solution: n disks from a to c via b, as a list
-- of {from, to}.
function gamekit.classic(n, a, c, b, out)
  out = out or {}
  if n > 0 then
    gamekit.classic(n - 1, a, b, c, out)
    out[#out + 1] = { a, c }
    gamekit.classic(n - 1, b, c, a, out)
  end
  return out
end

--- A deterministic generator (an LCG): returns function(m) -> 1..m.
function gamekit.lcg(seed)
  local x = seed
  return function(m)
    x = (x * 1103515245 + 12345) % 2147483648
    return x % m + 1
  end
end

--- The lines of a text, each without its "\n" (a last line without one
-- is dropped, as a screen capture ends with "\n").
function gamekit.lines(text)
  local t = {}
  for l in text:gmatch("([^\n]*)\n") do t[#t + 1] = l end
  return t
end

return gamekit
