-- `make bench`: the puzzle engine (hanoi.puzzle) on the classic 3-peg
-- puzzle written as a puzzle, against hanoi.bfs (the whole space in C, one
-- thread here) and against the same breadth-first search written in plain
-- Lua with the same key and moves functions, all in this run. The layer
-- counts of all three must agree. BENCH_PUZZLE_N="10 11 12" sets the sizes.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
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
local function lua_bfs(start)
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
    moves(s, emit)
  end
  return layers
end

local function timed(f)
  collectgarbage()
  local t0 = os.clock()
  local r = f()
  return r, os.clock() - t0
end

local sizes = {}
for n in (os.getenv("BENCH_PUZZLE_N") or "10 11 12"):gmatch("%d+") do sizes[#sizes + 1] = tonumber(n) end

print("hanoi.puzzle: the classic 3-peg puzzle as a puzzle (cpu seconds, one thread)")
print("   n   positions   hanoi.bfs  plain Lua  hanoi.puzzle  puzzle/bfs  puzzle/Lua  us/position")
for _, n in ipairs(sizes) do
  local start = ("A"):rep(n)
  local h, th = timed(function() return hanoi.bfs { n = n, threads = 1 } end)
  local l, tl = timed(function() return lua_bfs(start) end)
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
