--- Brute-force breadth-first search over Hanoi positions, in plain Lua
-- tables, independent of the C core: the reference the search specs
-- check against. A position is a label string, one peg letter per disk,
-- smallest disk first ("BAA").
local brute = {}

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

local function letter(p) return LETTERS:sub(p, p) end
local function peg(c) return (LETTERS:find(c, 1, true)) end
brute.letter, brute.peg = letter, peg

--- Every label of n disks on k pegs.
function brute.all(n, k)
  local out = { "" }
  for _ = 1, n do
    local nxt = {}
    for _, s in ipairs(out) do
      for p = 1, k do nxt[#nxt + 1] = s .. letter(p) end
    end
    out = nxt
  end
  return out
end

--- The legal moves from a label: array of {disk, from, to}; `allowed`
-- (optional) is function(from, to, disk, label) -> boolean for the rules.
function brute.moves(label, k, allowed)
  local top = {}
  for d = #label, 1, -1 do top[peg(label:sub(d, d))] = d end
  local out = {}
  for f = 1, k do
    local d = top[f]
    if d then
      for t = 1, k do
        if t ~= f and (not top[t] or top[t] > d) and (not allowed or allowed(f, t, d, label)) then
          out[#out + 1] = { d, f, t }
        end
      end
    end
  end
  return out
end

function brute.apply(label, d, t)
  return label:sub(1, d - 1) .. letter(t) .. label:sub(d + 1)
end

--- BFS from `from`: distance and number of shortest paths to every label.
function brute.bfs(from, k, allowed)
  local dist, count, queue, head = { [from] = 0 }, { [from] = 1 }, { from }, 1
  while head <= #queue do
    local s = queue[head]; head = head + 1
    for _, m in ipairs(brute.moves(s, k, allowed)) do
      local u = brute.apply(s, m[1], m[3])
      if dist[u] == nil then
        dist[u] = dist[s] + 1; count[u] = count[s]; queue[#queue + 1] = u
      elseif dist[u] == dist[s] + 1 then
        count[u] = count[u] + count[s]
      end
    end
  end
  return dist, count
end

--- Plays the moves of iterator `iter` from label `a`, checking each one
-- (disk d is on f, no smaller disk on f or t, `allowed` agrees); returns
-- the final label and the number of moves.
function brute.play(a, k, iter, allowed)
  local s, n = a, 0
  for d, f, t in iter do
    local ok = f ~= t and peg(s:sub(d, d)) == f and t >= 1 and t <= k
    for x = 1, d - 1 do
      local p = peg(s:sub(x, x))
      if p == f or p == t then ok = false end
    end
    if allowed and not allowed(f, t, d, s) then ok = false end
    assert(ok, ("illegal move %d %d->%d at %s"):format(d, f, t, s))
    s = brute.apply(s, d, t)
    n = n + 1
  end
  return s, n
end

--- The rule sets of the search module, written out independently.
function brute.rule(name, k)
  if name == "classic" then return function() return true end end
  if name == "cyclic" then return function(f, t) return t == f % k + 1 end end
  if name == "linear" then return function(f, t) return math.abs(f - t) == 1 end end
  if name == "star" then return function(f, t) return f == 1 or t == 1 end end
  error("no rule " .. name)
end

--- A perfect tower of n disks on peg p.
function brute.tower(n, p) return letter(p):rep(n) end

return brute
