--- Learners' functions for the teaching kit's specs, right and wrong, and
-- the specs' own way to run and judge them: each function reports its own
-- calls to an instrument (`c.enter(...)` on entry, `c.leave()` before it
-- returns), so the specs know the calls, the depth, the arguments and the
-- lines without the kit's debug hooks; the moves are judged on the plain
-- simulator of support.model and a breadth-first search of the positions.
-- Nothing here uses hanoi.teach.
-- @module support.learners

local model = require "support.model"

local learners = {}

--- An instrument: a log of events and counters.
-- `c.enter(n, ...)`, `c.leave()`, `c.wrap(move)` (a move that records the
-- caller's line first). `c.log` holds {kind = "call"|"move"|"return", ...}
-- with `depth` and the line of each frame at that moment (`lines`).
-- @tparam[opt=1000] int limit raise past this depth (a runaway)
function learners.instrument(limit)
  local c = { log = {}, calls = 0, depth = 0, deepest = 0, limit = limit or 1000 }
  local stack = {}        -- each frame: {args =, line =}
  local function lines()
    local t = {}
    for i, f in ipairs(stack) do t[i] = f.line end
    return t
  end
  function c.enter(...)
    -- the caller's line: level 1 is enter, 2 the learner's frame, 3 its caller
    if #stack > 0 then stack[#stack].line = debug.getinfo(3, "l").currentline end
    c.calls = c.calls + 1
    c.depth = c.depth + 1
    if c.depth > c.deepest then c.deepest = c.depth end
    stack[#stack + 1] = { args = { ... }, nargs = select("#", ...), line = "just called",
                          func = debug.getinfo(2, "f").func }
    c.log[#c.log + 1] = { kind = "call", args = { ... }, nargs = select("#", ...),
                          depth = c.depth, lines = lines() }
    if c.depth > c.limit then error("runaway", 0) end
  end
  function c.leave()
    stack[#stack] = nil
    -- the line that calls leave: the learner's frame, at level 2
    c.log[#c.log + 1] = { kind = "return", depth = c.depth, lines = lines(),
                          own = debug.getinfo(2, "l").currentline }
    c.depth = c.depth - 1
  end
  function c.wrap(move)
    return function(a, b)
      -- the line of the learner's frame: a helper may be between
      local level = 2
      while debug.getinfo(level, "f").func ~= stack[#stack].func do level = level + 1 end
      stack[#stack].line = debug.getinfo(level, "l").currentline
      c.log[#c.log + 1] = { kind = "move", from = a, to = b, depth = c.depth,
                            lines = lines() }
      return move(a, b)
    end
  end
  return c
end

--- The learners' functions, each made for an instrument `c`: `make(c)`
-- returns the function. `k` is the number of pegs it is called with.
learners.functions = {}
local F = learners.functions

-- right, the base case n == 0 (a local recursive function)
F.right0 = { k = 3, make = function(c)
  local function solve(n, from, to, via, move)
    c.enter(n, from, to, via)
    if n == 0 then c.leave() return end
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
    c.leave()
  end
  return solve
end }

-- right, the base case n == 1
F.right1 = { k = 3, make = function(c)
  local solve
  solve = function(n, from, to, via, move)
    c.enter(n, from, to, via)
    if n == 1 then
      move(from, to)
      c.leave()
      return
    end
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
    c.leave()
  end
  return solve
end }

-- the first recursive call with its pegs swapped
F.swap_first = { k = 3, make = function(c)
  local function solve(n, from, to, via, move)
    c.enter(n, from, to, via)
    if n == 0 then c.leave() return end
    solve(n - 1, from, to, via, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
    c.leave()
  end
  return solve
end }

-- the second recursive call with its pegs swapped
F.swap_second = { k = 3, make = function(c)
  local function solve(n, from, to, via, move)
    c.enter(n, from, to, via)
    if n == 0 then c.leave() return end
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, from, to, move)
    c.leave()
  end
  return solve
end }

-- a base case that moves twice (through the spare peg): legal, too long
F.twice = { k = 3, make = function(c)
  local function solve(n, from, to, via, move)
    c.enter(n, from, to, via)
    if n == 1 then
      move(from, via)
      move(via, to)
      c.leave()
      return
    end
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
    c.leave()
  end
  return solve
end }

-- the second recursive call missing
F.missing_second = { k = 3, make = function(c)
  local function solve(n, from, to, via, move)
    c.enter(n, from, to, via)
    if n == 0 then c.leave() return end
    solve(n - 1, from, via, to, move)
    move(from, to)
    c.leave()
  end
  return solve
end }

-- no base case: endless recursion
F.endless = { k = 3, make = function(c)
  local function solve(n, from, to, via, move)
    c.enter(n, from, to, via)
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
    c.leave()
  end
  return solve
end }

-- raises an error in the call with n = 2 from B (with 3 disks, after 5
-- moves); `c.errline` is the line
F.raises = { k = 3, make = function(c)
  local function solve(n, from, to, via, move)
    c.enter(n, from, to, via)
    if n == 0 then c.leave() return end
    solve(n - 1, from, via, to, move)
    if n == 2 and from == "B" then c.errline = debug.getinfo(1, "l").currentline error("oops") end
    move(from, to)
    solve(n - 1, via, to, from, move)
    c.leave()
  end
  return solve
end }

-- pegs are numbers (opts.pegs = {1, 2, 3}): the spare is 6 - from - to
F.numbers = { k = 3, numbers = true, make = function(c)
  local function solve(n, from, to, spare, move)
    c.enter(n, from, to, spare)
    if n == 0 then c.leave() return end
    local via = 6 - from - to
    solve(n - 1, from, via, nil, move)
    move(from, to)
    solve(n - 1, via, to, nil, move)
    c.leave()
  end
  return solve
end }

-- the Frame-Stewart numbers and the smallest best split
local FS, SPLIT = model.frame_stewart4(16)
learners.FS = FS

-- a four-peg solution, Frame-Stewart, with a three-peg helper
F.four = { k = 4, make = function(c)
  local function three(n, from, to, via, move)
    if n == 0 then return end
    three(n - 1, from, via, to, move)
    move(from, to)
    three(n - 1, via, to, from, move)
  end
  local function solve4(n, from, to, a, b, move)
    c.enter(n, from, to, a, b)
    if n == 0 then c.leave() return end
    local k = SPLIT[n]
    solve4(k, from, a, b, to, move)
    three(n - k, from, to, b, move)
    solve4(k, a, to, from, b, move)
    c.leave()
  end
  return solve4
end }

-- a three-peg solution given four pegs (the fourth peg never used)
F.three_on_four = { k = 4, make = function(c)
  local function solve4(n, from, to, a, b, move)
    c.enter(n, from, to, a, b)
    if n == 0 then c.leave() return end
    solve4(n - 1, from, a, to, b, move)
    move(from, to)
    solve4(n - 1, a, to, from, b, move)
    c.leave()
  end
  return solve4
end }

-- four pegs, all used, but the split is always n - 1: legal, not the
-- fewest from three disks on (T(n) = 2 T(n-1) + 1 with T(1) = 1)
F.four_split_last = { k = 4, make = function(c)
  local function solve4(n, from, to, a, b, move)
    c.enter(n, from, to, a, b)
    if n == 0 then c.leave() return end
    if n == 1 then move(from, to) c.leave() return end
    solve4(n - 1, from, a, b, to, move)
    move(from, to)
    solve4(n - 1, a, to, from, b, move)
    c.leave()
  end
  return solve4
end }

-- a three-peg function called with four pegs: move is then the peg "C"
F.three_args_on_four = { k = 4, make = function(c)
  local function solve(n, from, to, via, move)
    c.enter(n, from, to, via)
    if n == 0 then c.leave() return end
    solve(n - 1, from, via, to, move)
    move(from, to)
    solve(n - 1, via, to, from, move)
    c.leave()
  end
  return solve
end }

-- tail calls: the second call is `return solve(...)`
F.tail = { k = 3, make = function(c)
  local function solve(n, from, to, via, move)
    c.enter(n, from, to, via)
    if n == 0 then c.leave() return end
    solve(n - 1, from, via, to, move)
    move(from, to)
    c.leave()
    return solve(n - 1, via, to, from, move)
  end
  return solve
end }

--- Runs `fn` the specs' way: called as the kit calls it, with a move that
-- records {from, to}, inside pcall; an illegal move or more than
-- `max_moves` stop it, and `c` stops it past its limit.
-- @treturn table {moves = {{a, b}, ...}, ok = bool, err = the error}
function learners.run(fn, n, k, names, c, max_moves)
  local moves, index, t = {}, {}, model.new(n, k, 1)
  for i = 1, k do index[names[i]] = i end
  local function move(a, b)
    if #moves >= max_moves then error("too many moves", 0) end
    moves[#moves + 1] = { a, b }
    -- an illegal move ends the run, as it ends the kit's
    local x, y = index[a], index[b]
    local src, dst = x and t.pegs[x], y and t.pegs[y]
    if not (x and y and x ~= y and #src > 0 and (#dst == 0 or dst[#dst] > src[#src])) then
      error("illegal", 0)
    end
    model.move(t, x, y)
  end
  local args = { n, names[1], names[k] }
  for i = 2, k - 1 do args[#args + 1] = names[i] end
  args[#args + 1] = c.wrap(move)
  local ok, err = pcall(fn, table.unpack(args))
  return { moves = moves, ok = ok, err = err }
end

-- distances to the tower on peg `to` from every position of n disks on
-- k pegs (default 3), by breadth-first search over labels
local cache = {}
function learners.distances(n, to, k)
  k = k or 3
  local key = n .. ":" .. to .. ":" .. k
  if cache[key] then return cache[key] end
  local dist = model.bfs(model.tower(n, to), k)
  cache[key] = dist
  return dist
end

--- Judges a list of moves on the simulator: what a report must say.
-- @treturn table {legal_moves, illegal = index or nil, on_target,
--   first_wrong = {move, disk, after, best} or nil (3 pegs, and 4 up to
--   8 disks), position before the first wrong move (a label)}
function learners.judge(run, n, k, names)
  local index = {}
  for i = 1, k do index[names[i]] = i end
  local t = model.new(n, k, 1)
  local j = { legal = 0 }
  local dist = (k == 3 or (k == 4 and n <= 8)) and learners.distances(n, k, k)
  for i, mv in ipairs(run.moves) do
    local a, b = index[mv[1]], index[mv[2]]
    local before = model.label(t)
    local src, dst = a and t.pegs[a], b and t.pegs[b]
    if not (a and b and a ~= b and #src > 0 and (#dst == 0 or dst[#dst] > src[#src])) then
      j.illegal = i
      j.illegal_disk = src and src[#src]
      if not j.first_wrong then j.first_wrong = { move = i, disk = src and src[#src], label = before } end
      break
    end
    local d = model.move(t, a, b)
    j.legal = i
    if dist and not j.first_wrong and dist[model.label(t)] ~= dist[before] - 1 then
      j.first_wrong = { move = i, disk = d, label = before, after = dist[model.label(t)],
                        best = dist[before] - 1 }
    end
  end
  j.on_target = model.is_tower(t, k)
  j.label = model.label(t)
  return j
end

return learners
