--- Independent helpers for the k-peg specs: a simulator that replays moves
-- on plain Lua stacks, the Frame-Stewart recurrence and generator written again
-- in Lua (with exact big numbers), and a brute-force BFS of the state graph.
-- Nothing here uses the module under test.
-- @module support.kpeg_sim

local sim = {}


--- A position: `pegs[p]` is a stack of disks, bottom first.
function sim.tower(n, k, peg)
  local pegs = {}
  for p = 1, k do pegs[p] = {} end
  for d = n, 1, -1 do pegs[peg][#pegs[peg] + 1] = d end
  return { n = n, k = k, pegs = pegs, moves = 0 }
end

--- Applies a move; raises on an illegal one.
function sim.move(s, disk, from, to)
  local a, b = s.pegs[from], s.pegs[to]
  assert(from ~= to, "move onto the same peg")
  assert(#a > 0, ("move %d: peg %d is empty"):format(s.moves + 1, from))
  assert(a[#a] == disk, ("move %d: top of peg %d is %d, not %d")
    :format(s.moves + 1, from, a[#a], disk))
  assert(#b == 0 or b[#b] > disk, ("move %d: disk %d onto disk %d")
    :format(s.moves + 1, disk, b[#b] or 0))
  a[#a] = nil
  b[#b + 1] = disk
  s.moves = s.moves + 1
end

--- The label of a position: the peg letter of disk 1, 2, ...
sim.label = require("support.sim").label

--- True when the whole tower stands on peg p.
function sim.is_tower(s, p)
  return #s.pegs[p] == s.n
end

-- ---- exact non-negative big numbers: little-endian arrays, base 10^7 ----
local BASE = 10000000

local function big(v) return { v } end
local INF = { inf = true }

local function add(a, b)
  if a.inf or b.inf then return INF end
  local r, carry = {}, 0
  for i = 1, math.max(#a, #b) do
    local v = (a[i] or 0) + (b[i] or 0) + carry
    r[i] = v % BASE
    carry = v // BASE
  end
  if carry > 0 then r[#r + 1] = carry end
  return r
end

local function less(a, b)
  if a.inf then return false end
  if b.inf then return true end
  if #a ~= #b then return #a < #b end
  for i = #a, 1, -1 do
    if a[i] ~= b[i] then return a[i] < b[i] end
  end
  return false
end

local function tostr(a)
  if a.inf then return "inf" end
  local parts = { tostring(a[#a]) }
  for i = #a - 1, 1, -1 do parts[#parts + 1] = ("%07d"):format(a[i]) end
  return table.concat(parts)
end

--- 2^n - 1 as a decimal string.
function sim.mersenne(n)
  local v = big(0)
  for _ = 1, n do v = add(add(v, v), big(1)) end
  return tostr(v)
end

--- The Frame-Stewart `nmove` (with its clamp k = min(n + 1, k) and k = 2 meaning
-- "impossible" past one disk), computed from the recurrence alone, exact.
-- Returns a function nmove(n, k) -> decimal string, and one giving the
-- value as a big number for the generator below.
function sim.recurrence(maxn, maxk)
  local memo = {}
  local function nmove(n, k)
    if k > n + 1 then k = n + 1 end
    local key = n * 64 + k
    if memo[key] then return memo[key] end
    local r
    if k == 2 then r = n == 1 and big(1) or INF
    elseif n == 1 then r = big(1)
    else
      r = INF
      for i = 1, n - 1 do
        local a = nmove(i, k)
        local c = add(add(a, a), nmove(n - i, k - 1))
        if less(c, r) then r = c end
      end
    end
    memo[key] = r
    return r
  end
  -- fill bottom up so that no Lua recursion gets deep
  for n = 1, maxn do for k = 2, maxk do nmove(n, k) end end
  return function(n, k) return tostr(nmove(n, k)) end, nmove, less, add
end

--- The Frame-Stewart generator: moves n disks from pos[1] to pos[#pos], parking
-- the smallest best m. Returns the array of {disk, from, to}.
function sim.generate(n, pos, nmove, lessf, addf)
  local out = {}
  local function hanoi(m, base, p)
    if m == 1 then
      out[#out + 1] = { base + 1, p[1], p[#p] }
      return
    end
    local k, best, bm = #p, nil, nil
    for i = 1, m - 1 do
      local a = nmove(i, k)
      local c = addf(addf(a, a), nmove(m - i, k - 1))
      if best == nil or lessf(c, best) then best, bm = c, i end
    end
    -- pos[:1] + pos[2:] + pos[1:2]
    local p1 = { p[1] }
    for j = 3, #p do p1[#p1 + 1] = p[j] end
    p1[#p1 + 1] = p[2]
    -- pos[:1] + pos[2:-1] + pos[-1:]
    local p2 = { p[1] }
    for j = 3, #p do p2[#p2 + 1] = p[j] end
    -- pos[1:-1] + [pos[0], pos[-1]]
    local p3 = {}
    for j = 2, #p - 1 do p3[#p3 + 1] = p[j] end
    p3[#p3 + 1] = p[1]
    p3[#p3 + 1] = p[#p]
    hanoi(bm, base, p1)
    hanoi(m - bm, base + bm, p2)
    hanoi(bm, base, p3)
  end
  hanoi(n, 0, pos)
  return out
end

--- Brute force: the length of a shortest path from the tower on peg 1 to
-- the tower on peg k, by BFS over all k^n positions packed as integers
-- (digit d - 1 in base k is the peg of disk d).
function sim.bfs(n, k)
  local pow = {}
  pow[1] = 1
  for d = 2, n + 1 do pow[d] = pow[d - 1] * k end
  local goal = 0
  for d = 1, n do goal = goal + (k - 1) * pow[d] end
  local dist, queue, head = { [0] = 0 }, { 0 }, 1
  local top = {}
  while head <= #queue do
    local code = queue[head]; head = head + 1
    if code == goal then return dist[code] end
    for p = 0, k - 1 do top[p] = false end
    local c = code
    for d = 1, n do
      local p = c % k
      c = c // k
      if not top[p] then top[p] = d end
    end
    for a = 0, k - 1 do
      local d = top[a]
      if d then
        for b = 0, k - 1 do
          if b ~= a and (not top[b] or top[b] > d) then
            local nxt = code + (b - a) * pow[d]
            if not dist[nxt] then
              dist[nxt] = dist[code] + 1
              queue[#queue + 1] = nxt
            end
          end
        end
      end
    end
  end
end

return sim
