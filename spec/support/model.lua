--- The specs' one reference model of Tower of Hanoi positions and moves,
-- in plain Lua, independent of the module under test (nothing here
-- requires hanoi): the computations the specs check the C core and the
-- Lua modules against.
--
-- A position is a label, one peg letter per disk, smallest disk first
-- ("BAA": disk 1 on B, disks 2 and 3 on A), or, where moves are replayed
-- one by one, stacks: `{n =, k =, pegs =, moves =}` with pegs[p] an array
-- of disks, bottom first. Moves are {disk, from, to}. Rules are a
-- function allowed(from, to, disk, label) -> boolean (nil: the classic
-- rule alone, a disk never onto a smaller one).
local model = {}

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"
model.LETTERS = LETTERS

-- the peg of each letter (and of each letter's byte), read by a table
local PEG, PEG_BYTE = {}, {}
for p = 1, #LETTERS do PEG[LETTERS:sub(p, p)] = p; PEG_BYTE[LETTERS:byte(p)] = p end
local function letter(p) return LETTERS:sub(p, p) end
local function peg(c) return PEG[c] or (LETTERS:find(c, 1, true)) end
model.letter, model.peg = letter, peg

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


-- ---- positions as labels ----

--- Every label of n disks on k pegs.
function model.all(n, k)
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

--- A perfect tower of n disks on peg p.
function model.tower(n, p) return letter(p):rep(n) end

--- A random label of n disks on k pegs.
function model.random_label(n, k)
  local c = {}
  for d = 1, n do
    local p = math.random(k)
    c[d] = LETTERS:sub(p, p)
  end
  return table.concat(c)
end

--- The legal moves from a label: array of {disk, from, to}; `allowed`
-- (optional) is function(from, to, disk, label) -> boolean for the rules.
function model.moves(label, k, allowed)
  local top = {}
  for d = #label, 1, -1 do top[PEG_BYTE[label:byte(d)] or peg(label:sub(d, d))] = d end
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

function model.apply(label, d, t)
  return label:sub(1, d - 1) .. letter(t) .. label:sub(d + 1)
end

--- Plays the moves of iterator `iter` from label `a`, checking each one
-- (disk d is on f, no smaller disk on f or t, `allowed` agrees); returns
-- the final label and the number of moves.
function model.play(a, k, iter, allowed)
  local s, n = a, 0
  for d, f, t in iter do
    local ok = f ~= t and peg(s:sub(d, d)) == f and t >= 1 and t <= k
    for x = 1, d - 1 do
      local p = peg(s:sub(x, x))
      if p == f or p == t then ok = false end
    end
    if allowed and not allowed(f, t, d, s) then ok = false end
    assert(ok, ("illegal move %d %d->%d at %s"):format(d, f, t, s))
    s = model.apply(s, d, t)
    n = n + 1
  end
  return s, n
end

--- The rule sets of the search module, written out independently.
function model.rule(name, k)
  if name == "classic" then return function() return true end end
  if name == "cyclic" then return function(f, t) return t == f % k + 1 end end
  if name == "linear" then return function(f, t) return math.abs(f - t) == 1 end end
  if name == "star" then return function(f, t) return f == 1 or t == 1 end end
  error("no rule " .. name)
end

--- The rule sets of the search module as a hanoi predicate
-- function(state, disk, from, to).
function model.predicate(allowed)
  return function(s, d, f, t) return allowed(f, t, d, s:label()) end
end

--- Every rule form for k pegs, each with the same rules written out for
-- the brute-force search: {name =, rules = (what hanoi takes), allowed =}.
function model.rule_forms(k)
  local cyc = model.rule("cyclic", k)
  local pairs_, matrix = {}, {}
  for f = 1, k do
    matrix[f] = {}
    for t = 1, k do
      -- a digraph: clockwise moves, and back from the last peg to the first two
      local ok = t == f % k + 1 or (f == k and t <= 2)
      matrix[f][t] = ok and f ~= t
      if ok and f ~= t then pairs_[#pairs_ + 1] = { f, t } end
    end
  end
  local function digraph(f, t) return matrix[f][t] end
  -- disk 1 never on peg 2, and nothing from the last peg to the first
  local function odd(f, t, d) return not (d == 1 and t == 2) and not (f == k and t == 1) end
  return {
    { name = "cyclic", rules = "cyclic", allowed = cyc },
    { name = "linear", rules = "linear", allowed = model.rule("linear", k) },
    { name = "star", rules = "star", allowed = model.rule("star", k) },
    { name = "pairs", rules = pairs_, allowed = digraph },
    { name = "matrix", rules = matrix, allowed = digraph },
    { name = "predicate", rules = model.predicate(odd), allowed = odd },
  }
end

-- ---- breadth-first searches ----

--- Breadth-first search from several labels at once (each at distance
-- 0) under `allowed`: the distance from the nearest of them and the
-- number of shortest paths from the set to every label (exact big
-- numbers, as `big` arrays, when `exact` is true).
function model.bfs_set(froms, k, allowed, exact)
  local one = exact and function() return big(1) end or function() return 1 end
  local plus = exact and add or function(x, y) return x + y end
  local dist, count, queue, head = {}, {}, {}, 1
  for _, a in ipairs(froms) do
    if not dist[a] then dist[a] = 0; count[a] = one(); queue[#queue + 1] = a end
  end
  while head <= #queue do
    local s = queue[head]; head = head + 1
    for _, m in ipairs(model.moves(s, k, allowed)) do
      local u = model.apply(s, m[1], m[3])
      if dist[u] == nil then
        dist[u] = dist[s] + 1; count[u] = count[s]; queue[#queue + 1] = u
      elseif dist[u] == dist[s] + 1 then
        count[u] = plus(count[u], count[s])
      end
    end
  end
  return dist, count
end

--- BFS from `from`: distance and number of shortest paths to every label.
function model.bfs(from, k, allowed)
  return model.bfs_set({ from }, k, allowed)
end

--- Distances *to* `goal` (a label) of every position that can reach it:
-- the same search over reversed moves (every move can be undone on the
-- board, so the reverse of a move of disk d from a to b, taken from s, is
-- the move b -> a from the position after it, which `allowed` judges).
function model.bfs_to(goal, k, allowed)
  local back = allowed and function(a, b, d, s) return allowed(b, a, d, model.apply(s, d, b)) end
  return (model.bfs(goal, k, back))
end

--- The number of shortest paths from label a to label b as a decimal
-- string, exact past 2^63; "0" when b cannot be reached.
function model.count_big(a, b, k, allowed)
  local _, count = model.bfs_set({ a }, k, allowed, true)
  return count[b] and tostr(count[b]) or "0"
end

-- the tables `distances` made, by goal and k, oldest first, with their
-- sizes: kept up to MADE_SIZE positions in all (a few hundred thousand
-- positions take a few MB), so that the specs that ask again for the same
-- goal (a loop of checks against the same tower) search once
local made, made_list, made_size, MADE_SIZE = {}, {}, 0, 1500000

--- Distances to (or from: every move can be undone) the position `goal`
-- (a label) of every position of n disks on k pegs, by a breadth-first
-- search over integer codes (sum of (peg - 1) * k^(d - 1)): an array
-- indexed by code + 1. Faster than `bfs` for the larger spaces. From a
-- position, the pegs that hold disks are found by their top disks,
-- smallest first (reading the code from disk 1 up); the top disk of each
-- may go onto every peg found after it and every empty peg. The same goal
-- and k asked again give the same table: read it, never change it.
function model.distances(goal, k)
  local key = goal .. " " .. k
  if made[key] then return made[key] end
  local n = #goal
  local pow = { 1 }
  for d = 2, n do pow[d] = pow[d - 1] * k end
  local size = pow[n] * k
  local dist = {}
  for i = 1, size do dist[i] = false end
  local code = 0
  for d = 1, n do code = code + (peg(goal:sub(d, d)) - 1) * pow[d] end
  dist[code + 1] = 0
  local queue, head, tail = { code }, 1, 1
  -- the pegs that hold disks (occ), their top disks (top), the empty
  -- pegs; `mark[p] == head` while the position at `head` is read
  local mark, occ, top, empty = {}, {}, {}, {}
  for p = 0, k - 1 do mark[p] = 0 end
  while head <= tail do
    local c = queue[head]
    local m, x = 0, c
    for d = 1, n do
      if x == 0 then       -- disks d..n on the first peg
        if mark[0] ~= head then m = m + 1; occ[m] = 0; top[m] = d; mark[0] = head end
        break
      end
      local p = x % k
      x = x // k
      if mark[p] ~= head then
        m = m + 1; occ[m] = p; top[m] = d; mark[p] = head
        if m == k then break end
      end
    end
    local ne = 0
    if m < k then
      for p = 0, k - 1 do if mark[p] ~= head then ne = ne + 1; empty[ne] = p end end
    end
    head = head + 1
    local dc = dist[c + 1] + 1
    for i = 1, m do
      local w = pow[top[i]]
      local base = c + 1 - occ[i] * w
      for j = i + 1, m do
        local to = base + occ[j] * w
        if not dist[to] then dist[to] = dc; tail = tail + 1; queue[tail] = to - 1 end
      end
      for j = 1, ne do
        local to = base + empty[j] * w
        if not dist[to] then dist[to] = dc; tail = tail + 1; queue[tail] = to - 1 end
      end
    end
  end
  assert(tail == size, "the state graph is connected")
  if size <= MADE_SIZE then
    while made_size + size > MADE_SIZE do
      local old = table.remove(made_list, 1)
      made[old.key], made_size = nil, made_size - old.size
    end
    made[key], made_size = dist, made_size + size
    made_list[#made_list + 1] = { key = key, size = size }
  end
  return dist
end

--- The code of a label on k pegs, as `distances` indexes it (minus 1).
function model.code(label, k)
  local c, pw = 0, 1
  for d = 1, #label do c = c + (peg(label:sub(d, d)) - 1) * pw; pw = pw * k end
  return c
end

--- The distance from label a to label b under the classic rule.
function model.distance(a, b, k)
  return model.distances(b, k)[model.code(a, k) + 1]
end

--- Plays each iterator of `its` (a table.pack of hanoi.paths' results)
-- from label `a`, checking every move under `allowed`: each must end on
-- `b` after `len` moves, and no two may make the same moves.
function model.check_paths(a, k, its, b, len, allowed)
  local seen = {}
  for i = 1, its.n do
    local moves = {}
    local final, n = model.play(a, k, function(...)
      local d, f, t = its[i](...)
      if d then moves[#moves + 1] = d .. f .. t end
      return d, f, t
    end, allowed)
    assert(final == b, ("path %d ends on %s, not %s"):format(i, final, b))
    assert(n == len, ("path %d has %d moves, not %d"):format(i, n, len))
    local key = table.concat(moves, ",")
    assert(not seen[key], ("path %d repeats an earlier one"):format(i))
    seen[key] = true
  end
end

--- Every shortest path from label a to label b, enumerated one by one by
-- a depth-first search that only takes moves that keep to a shortest
-- path (no counting shortcut): a list of strings "d:f>t d:f>t ...".
-- Stops with an error past `limit` paths.
function model.shortest_paths(a, b, k, allowed, limit)
  local from_a = model.bfs(a, k, allowed)
  local to_b = model.bfs_to(b, k, allowed)
  local D, out, path = from_a[b], {}, {}
  if D == nil then return out end
  local function dfs(s, i)
    if i == D then
      out[#out + 1] = table.concat(path, " ")
      assert(#out <= (limit or math.huge), "more paths than the limit")
      return
    end
    for _, m in ipairs(model.moves(s, k, allowed)) do
      local u = model.apply(s, m[1], m[3])
      if from_a[u] == i + 1 and to_b[u] == D - i - 1 then
        path[i + 1] = ("%d:%d>%d"):format(m[1], m[2], m[3])
        dfs(u, i + 1)
        path[i + 1] = nil
      end
    end
  end
  dfs(a, 0)
  return out
end

--- The eccentricity of every position (the greatest distance from it,
-- math.huge when it cannot reach every position), by one BFS each: a
-- table label -> eccentricity; and the diameter and the radius.
function model.eccentricities(n, k, allowed)
  local all, ecc, diam, rad = model.all(n, k), {}, 0, math.huge
  for _, a in ipairs(all) do
    local dist, far, seen = model.bfs(a, k, allowed), 0, 0
    for _, d in pairs(dist) do seen = seen + 1; if d > far then far = d end end
    if seen < #all then far = math.huge end
    ecc[a] = far
    if far > diam then diam = far end
    if far < rad then rad = far end
  end
  return ecc, diam, rad
end


-- ---- positions as stacks, moves replayed one by one ----

--- A position of n disks on k pegs (3 by default), the tower on `peg` (1).
function model.new(n, k, peg_)
  local t = { n = n, k = k or 3, pegs = {}, moves = 0 }
  for p = 1, t.k do t.pegs[p] = {} end
  for d = n, 1, -1 do table.insert(t.pegs[peg_ or 1], d) end
  return t
end

--- A position from a label ("BAA": disk 1 on B, disks 2 and 3 on A).
function model.from_label(label, k)
  local t = { n = #label, k = k or 3, pegs = {} }
  for p = 1, t.k do t.pegs[p] = {} end
  for d = #label, 1, -1 do
    local p = LETTERS:find(label:sub(d, d), 1, true)
    table.insert(t.pegs[p], d)
  end
  return t
end

function model.label(t)
  local where = {}
  for p = 1, t.k do
    for _, d in ipairs(t.pegs[p]) do where[d] = LETTERS:sub(p, p) end
  end
  return table.concat(where)
end

--- Moves the top disk of peg a onto peg b (the top must be disk `disk`
-- when it is given); raises on an illegal move. Returns the disk.
function model.move(t, a, b, disk)
  local src, dst = t.pegs[a], t.pegs[b]
  local at = (t.moves or 0) + 1
  assert(src and dst and a ~= b, ("move %d: bad pegs %s %s"):format(at, tostring(a), tostring(b)))
  local d = src[#src]
  assert(d, ("move %d: peg %d is empty"):format(at, a))
  assert(disk == nil or d == disk, ("move %d: top of peg %d is %d, not %d"):format(at, a, d, disk or 0))
  assert(#dst == 0 or dst[#dst] > d, ("move %d: disk %d onto disk %d"):format(at, d, dst[#dst] or 0))
  src[#src] = nil
  dst[#dst + 1] = d
  t.moves = at
  return d
end

function model.is_tower(t, p)
  return #t.pegs[p] == t.n
end

-- ---- solutions ----

--- The classic recursion (the three-line recursion), as a list of {disk, from, to}.
function model.reference(n, from, to, via, out)
  out = out or {}
  if n == 0 then return out end
  model.reference(n - 1, from, via, to, out)
  out[#out + 1] = { n, from, to }
  model.reference(n - 1, via, to, from, out)
  return out
end

--- Pegs of every disk after i moves of the optimal n-disk solution, by
-- descending the recursion (not the ruler formula). i is an unsigned
-- 64-bit integer (math.ult comparisons). Returns an array where[d].
function model.state_after(n, i, from, to, via)
  local where = {}
  for d = n, 1, -1 do
    local half = d == 64 and math.mininteger or (1 << (d - 1))  -- 2^(d-1)
    if math.ult(i, half) then          -- disk d has not moved yet
      where[d] = from
      from, to, via = from, via, to
    else                               -- disk d is on `to`; the rest move via -> to
      where[d] = to
      i = i - half
      from, to, via = via, to, from
    end
  end
  return where
end

--- 2^n - 1 as a decimal string.
function model.mersenne(n)
  local v = big(0)
  for _ = 1, n do v = add(add(v, v), big(1)) end
  return tostr(v)
end

--- The Frame-Stewart `nmove` (with its clamp k = min(n + 1, k) and k = 2 meaning
-- "impossible" past one disk), computed from the recurrence alone, exact.
-- Returns a function nmove(n, k) -> decimal string, and one giving the
-- value as a big number for the generator below.
function model.recurrence(maxn, maxk)
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

--- The Frame-Stewart numbers on four pegs for n = 0..maxn, in plain
-- integers, and the smallest best number of disks to park: FS, SPLIT.
function model.frame_stewart4(maxn)
  local FS, SPLIT = { [0] = 0 }, { [0] = 0 }
  for n = 1, maxn do
    local best, at = math.huge, nil
    for k = n == 1 and 0 or 1, n - 1 do     -- a tower of two or more parks at least one disk
      local v = 2 * FS[k] + (1 << (n - k)) - 1
      if v < best then best, at = v, k end
    end
    FS[n], SPLIT[n] = best, at
  end
  return FS, SPLIT
end

--- The Frame-Stewart generator: moves n disks from pos[1] to pos[#pos], parking
-- the smallest best m. Returns the array of {disk, from, to}.
function model.generate(n, pos, nmove, lessf, addf)
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

--- Decimal string of an unsigned 64-bit integer held in a Lua integer.
function model.udec(i)
  if i >= 0 then return tostring(i) end
  local q = (i >> 1) // 5
  return tostring(q) .. tostring(i - q * 10)
end

--- Decimal string arithmetic: a * m + c, for a a digit string.
function model.decmul(a, m, c)
  local out, carry = {}, c or 0
  for j = #a, 1, -1 do
    local v = (a:byte(j) - 48) * m + carry
    out[#out + 1] = v % 10
    carry = v // 10
  end
  while carry > 0 do out[#out + 1] = carry % 10; carry = carry // 10 end
  local s = {}
  for j = #out, 1, -1 do s[#s + 1] = out[j] end
  return (table.concat(s):gsub("^0+(%d)", "%1"))
end

return model
