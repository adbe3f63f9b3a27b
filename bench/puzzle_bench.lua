-- `make bench`: the puzzle engine (hanoi.puzzle) on the classic 3-peg
-- puzzle written as a puzzle, against hanoi.bfs (the whole space in C, one
-- thread here) and against the same breadth-first search written in plain
-- Lua with the same key and moves functions, all in this run. The layer
-- counts of all three must agree. BENCH_PUZZLE_N="10 11 12" sets the sizes.
--
-- Then the free magnetic tower (examples/magnetic.lua's moves), each search
-- in a process of its own so that its peak memory (VmHWM) is its own: the
-- engine against the same search in plain Lua, and, when
-- BENCH_PUZZLE_BEFORE names a directory holding another build's
-- hanoi/core.so, that build's engine too. BENCH_MAGNETIC_N="10 11 12".
local BEFORE = os.getenv("BENCH_PUZZLE_BEFORE")
local one = arg and arg[1] == "--one"
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = ((one and arg[2] == "before") and BEFORE .. "/?.so;" or "./build/?.so;")
  .. package.cpath
local hanoi = require "hanoi"

local PEGS = { "A", "B", "C" }

-- a position: one peg letter per disk, smallest first
local function key(s) return s end
local function moves(s, emit)
  local top = {}
  for d = #s, 1, -1 do top[s:sub(d, d)] = d end
  for _, f in ipairs(PEGS) do
    local d = top[f]
    if d then
      for _, t in ipairs(PEGS) do
        if t ~= f and (not top[t] or top[t] > d) then
          emit(d, s:sub(1, d - 1) .. t .. s:sub(d + 1))
        end
      end
    end
  end
end

-- the same search in plain Lua: a table of keys, a queue of positions
local function lua_bfs(start, mv)
  local seen, queue, head, tail, layers, depth = { [key(start)] = 0 }, { start }, 1, 1, { 1 }, nil
  local function emit(_, u)
    local k = key(u)
    if seen[k] == nil then
      seen[k] = depth + 1
      layers[depth + 2] = (layers[depth + 2] or 0) + 1
      tail = tail + 1
      queue[tail] = u
    end
  end
  while head <= tail do
    local s = queue[head]
    queue[head] = nil
    head = head + 1
    depth = seen[key(s)]
    mv(s, emit)
  end
  return layers
end

-- the free magnetic tower: two characters per disk, its peg and its face up
local FLIP = { r = "b", b = "r" }
local function magnetic_moves(n)
  return function(s, emit)
    local top = {}
    for d = n, 1, -1 do top[s:sub(2 * d - 1, 2 * d - 1)] = d end
    for _, f in ipairs(PEGS) do
      local d = top[f]
      if d then
        local up = s:sub(2 * d, 2 * d)
        for _, t in ipairs(PEGS) do
          local e = top[t]
          if t ~= f and (not e or (e > d and s:sub(2 * e, 2 * e) ~= up)) then
            emit(d .. f .. t, s:sub(1, 2 * d - 2) .. t .. FLIP[up] .. s:sub(2 * d + 1))
          end
        end
      end
    end
  end
end

local function timed(f)
  collectgarbage()
  local t0 = os.clock()
  local r = f()
  return r, os.clock() - t0
end

-- the peak resident memory of this process, in KiB
local function peak_kib()
  local f = io.open("/proc/self/status")
  local s = f and f:read("a") or ""
  if f then f:close() end
  return tonumber(s:match("VmHWM:%s*(%d+)")) or 0
end

if one then                                   -- one magnetic search: kind, n
  local kind, n = arg[2], tonumber(arg[3])
  local start, mv = ("Ar"):rep(n), magnetic_moves(n)
  local r, t = timed(function()
    if kind == "lua" then return lua_bfs(start, mv) end
    return hanoi.puzzle { start = start, key = key, moves = mv }:bfs { max_states = 1 << 30 }.layers
  end)
  local reached = 0
  for _, c in ipairs(r) do reached = reached + c end
  print(("%.3f %d %d %d"):format(t, reached, #r, peak_kib()))
  os.exit(0)
end

local sizes = {}
for n in (os.getenv("BENCH_PUZZLE_N") or "10 11 12"):gmatch("%d+") do sizes[#sizes + 1] = tonumber(n) end

print("hanoi.puzzle: the classic 3-peg puzzle as a puzzle (cpu seconds, one thread)")
print("   n   positions   hanoi.bfs  plain Lua  hanoi.puzzle  puzzle/bfs  puzzle/Lua  us/position")
for _, n in ipairs(sizes) do
  local start = ("A"):rep(n)
  local h, th = timed(function() return hanoi.bfs { n = n, threads = 1 } end)
  local l, tl = timed(function() return lua_bfs(start, moves) end)
  local p, tp = timed(function()
    return hanoi.puzzle { start = start, key = key, moves = moves }:bfs { max_states = 3 ^ n }
  end)
  assert(p.complete and p.reached == 3 ^ n, "the puzzle's search is incomplete")
  assert(#p.layers == #h.layers and #p.layers == #l, "layer counts differ")
  for d = 1, #p.layers do
    assert(p.layers[d] == h.layers[d] and p.layers[d] == l[d], "layer " .. (d - 1) .. " differs")
  end
  print(("  %2d  %10d  %9.3f  %9.3f  %12.3f  %9.0fx  %9.2fx  %11.2f")
    :format(n, p.reached, th, tl, tp, tp / th, tp / tl, tp / p.reached * 1e6))
end

local function run_one(kind, n)
  local p = assert(io.popen(("lua5.4 bench/puzzle_bench.lua --one %s %d"):format(kind, n)))
  local out = p:read("a")
  p:close()
  local t, reached, layers, kib = out:match("^(%S+) (%d+) (%d+) (%d+)")
  assert(t, "the search failed: " .. out)
  return tonumber(t), tonumber(reached), tonumber(layers), tonumber(kib)
end

print()
print("hanoi.puzzle: the free magnetic tower (cpu seconds, peak resident MiB, one process each)")
print("   n   positions   plain Lua  MiB   hanoi.puzzle  MiB   puzzle/Lua" ..
  (BEFORE and "   before  MiB   before/Lua" or ""))
for m in (os.getenv("BENCH_MAGNETIC_N") or "10 11 12"):gmatch("%d+") do
  local n = tonumber(m)
  local tl, rl, ll, kl = run_one("lua", n)
  local tp, rp, lp, kp = run_one("puzzle", n)
  assert(rl == rp and ll == lp, "the two searches differ")
  local line = ("  %2d  %10d  %9.3f  %4.0f  %12.3f  %4.0f  %9.2fx")
    :format(n, rp, tl, kl / 1024, tp, kp / 1024, tp / tl)
  if BEFORE then
    local tb, rb, lb, kb = run_one("before", n)
    assert(rb == rp and lb == lp, "the other build's search differs")
    line = line .. ("  %7.3f  %4.0f  %9.2fx"):format(tb, kb / 1024, tb / tl)
  end
  print(line)
end
