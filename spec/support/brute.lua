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
  return brute.bfs_set({ from }, k, allowed)
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

--- Distances to (or from: every move can be undone) the position `goal`
-- (a label) of every position of n disks on k pegs, by a breadth-first
-- search over integer codes (sum of (peg - 1) * k^(d - 1)): an array
-- indexed by code + 1. Faster than `bfs` for the larger spaces.
function brute.distances(goal, k)
  local n = #goal
  local pow = { 1 }
  for d = 2, n do pow[d] = pow[d - 1] * k end
  local size = pow[n] * k
  local dist = {}
  local code = 0
  for d = 1, n do code = code + (peg(goal:sub(d, d)) - 1) * pow[d] end
  dist[code + 1] = 0
  local queue, head, where, top = { code }, 1, {}, {}
  while head <= #queue do
    local c = queue[head]; head = head + 1
    local x = c
    for d = 1, n do where[d] = x % k; x = x // k end
    for p = 0, k - 1 do top[p] = nil end
    for d = n, 1, -1 do top[where[d]] = d end
    local dc = dist[c + 1] + 1
    for f = 0, k - 1 do
      local d = top[f]
      if d then
        for t = 0, k - 1 do
          if t ~= f and (not top[t] or top[t] > d) then
            local j = c + (t - f) * pow[d]
            if not dist[j + 1] then dist[j + 1] = dc; queue[#queue + 1] = j end
          end
        end
      end
    end
  end
  assert(#queue == size, "the state graph is connected")
  return dist
end

--- The code of a label on k pegs, as `distances` indexes it (minus 1).
function brute.code(label, k)
  local c, pw = 0, 1
  for d = 1, #label do c = c + (peg(label:sub(d, d)) - 1) * pw; pw = pw * k end
  return c
end

--- A perfect tower of n disks on peg p.
function brute.tower(n, p) return letter(p):rep(n) end

--- Plays each iterator of `its` (a table.pack of hanoi.paths' results)
-- from label `a`, checking every move under `allowed`: each must end on
-- `b` after `len` moves, and no two may make the same moves.
function brute.check_paths(a, k, its, b, len, allowed)
  local seen = {}
  for i = 1, its.n do
    local moves = {}
    local final, n = brute.play(a, k, function(...)
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

--- Breadth-first search from several labels at once (each at distance
-- 0): the distance from the nearest of them and the number of shortest
-- paths from the set to every label.
function brute.bfs_set(froms, k, allowed)
  local dist, count, queue, head = {}, {}, {}, 1
  for _, a in ipairs(froms) do
    if not dist[a] then dist[a] = 0; count[a] = 1; queue[#queue + 1] = a end
  end
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

--- Distances *to* `goal` (a label) of every position that can reach it:
-- a breadth-first search over reversed moves (a move f -> t of disk d
-- from position p is followed from the position after it back to p).
-- `allowed` as for moves: function(from, to, disk, label) -> boolean,
-- asked about the forward move, from the position it starts in.
function brute.bfs_to(goal, k, allowed)
  local dist, queue, head = { [goal] = 0 }, { goal }, 1
  while head <= #queue do
    local s = queue[head]; head = head + 1
    -- every position p with a legal move p -> s: undo a move of s
    for _, m in ipairs(brute.moves(s, k)) do
      local d, a, b = m[1], m[2], m[3]     -- disk d sits on a in s; p has it on b
      local p = brute.apply(s, d, b)
      if dist[p] == nil and (not allowed or allowed(b, a, d, p)) then
        dist[p] = dist[s] + 1; queue[#queue + 1] = p
      end
    end
  end
  return dist
end

--- Every shortest path from label a to label b, enumerated one by one by
-- a depth-first search that only takes moves that keep to a shortest
-- path (no counting shortcut): a list of strings "d:f>t d:f>t ...".
-- Stops with an error past `limit` paths.
function brute.shortest_paths(a, b, k, allowed, limit)
  local from_a = brute.bfs(a, k, allowed)
  local to_b = brute.bfs_to(b, k, allowed)
  local D, out, path = from_a[b], {}, {}
  if D == nil then return out end
  local function dfs(s, i)
    if i == D then
      out[#out + 1] = table.concat(path, " ")
      assert(#out <= (limit or math.huge), "more paths than the limit")
      return
    end
    for _, m in ipairs(brute.moves(s, k, allowed)) do
      local u = brute.apply(s, m[1], m[3])
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

--- The rule sets of the search module as a hanoi predicate
-- function(state, disk, from, to).
function brute.predicate(allowed)
  return function(s, d, f, t) return allowed(f, t, d, s:label()) end
end

--- Every rule form for k pegs, each with the same rules written out for
-- the brute-force search: {name =, rules = (what hanoi takes), allowed =}.
function brute.rule_forms(k)
  local cyc = brute.rule("cyclic", k)
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
    { name = "linear", rules = "linear", allowed = brute.rule("linear", k) },
    { name = "star", rules = "star", allowed = brute.rule("star", k) },
    { name = "pairs", rules = pairs_, allowed = digraph },
    { name = "matrix", rules = matrix, allowed = digraph },
    { name = "predicate", rules = brute.predicate(odd), allowed = odd },
  }
end

-- big numbers for path counts: arrays of base 10^7 digits, least first
local BASE = 10000000
local function big_add(x, y)
  local out, carry = {}, 0
  for i = 1, math.max(#x, #y) do
    local v = (x[i] or 0) + (y[i] or 0) + carry
    out[i], carry = v % BASE, v // BASE
  end
  if carry > 0 then out[#out + 1] = carry end
  return out
end
local function big_str(x)
  local parts = { tostring(x[#x]) }
  for i = #x - 1, 1, -1 do parts[#parts + 1] = ("%07d"):format(x[i]) end
  return table.concat(parts)
end

--- The number of shortest paths from label a to label b as a decimal
-- string, by a breadth-first search that adds big numbers (exact past
-- 2^63); "0" when b cannot be reached.
function brute.count_big(a, b, k, allowed)
  local dist, count, queue, head = { [a] = 0 }, { [a] = { 1 } }, { a }, 1
  while head <= #queue do
    local s = queue[head]; head = head + 1
    if dist[b] and dist[s] >= dist[b] then break end
    for _, m in ipairs(brute.moves(s, k, allowed)) do
      local u = brute.apply(s, m[1], m[3])
      if dist[u] == nil then
        dist[u] = dist[s] + 1; count[u] = count[s]; queue[#queue + 1] = u
      elseif dist[u] == dist[s] + 1 then
        count[u] = big_add(count[u], count[s])
      end
    end
  end
  return count[b] and big_str(count[b]) or "0"
end

--- The eccentricity of every position (the greatest distance from it,
-- math.huge when it cannot reach every position), by one BFS each: a
-- table label -> eccentricity; and the diameter and the radius.
function brute.eccentricities(n, k, allowed)
  local all, ecc, diam, rad = brute.all(n, k), {}, 0, math.huge
  for _, a in ipairs(all) do
    local dist, far, seen = brute.bfs(a, k, allowed), 0, 0
    for _, d in pairs(dist) do seen = seen + 1; if d > far then far = d end end
    if seen < #all then far = math.huge end
    ecc[a] = far
    if far > diam then diam = far end
    if far < rad then rad = far end
  end
  return ecc, diam, rad
end

return brute
