-- hanoi.puzzle: puzzles with their own state, checked against breadth-first
-- searches written here in plain Lua over models of each puzzle of their
-- own (integer codes and disk numbers, not the examples' strings).
local hanoi = require "hanoi"
local model = require "support.model"

-- the searches and the puzzles' callbacks below read these as locals: a
-- spec file's globals are looked up through busted's contexts on every
-- use, here at every position a search meets
local ipairs, pairs, tonumber, table, math = ipairs, pairs, tonumber, table, math

-- ---------------------------------------------------------------------
-- a plain BFS: start a key, nexts(key) -> array of keys; returns the
-- distance of every key and the layer sizes
local function explore(start, nexts)
  local dist, queue, head, layers = { [start] = 0 }, { start }, 1, { 1 }
  while head <= #queue do
    local s = queue[head]; head = head + 1
    for _, u in ipairs(nexts(s)) do
      if dist[u] == nil then
        dist[u] = dist[s] + 1
        layers[dist[u] + 1] = (layers[dist[u] + 1] or 0) + 1
        queue[#queue + 1] = u
      end
    end
  end
  return dist, layers, #queue
end

-- the shortest distance to a key satisfying isgoal, or nil
local function shortest(start, nexts, isgoal)
  local best
  for u, d in pairs((explore(start, nexts))) do
    if isgoal(u) and (best == nil or d < best) then best = d end
  end
  return best
end

-- runs a script of examples/ and returns its output
local function run(cmd)
  local p = assert(io.popen(cmd .. " 2>&1"))
  local out = p:read("a")
  local ok = p:close()
  assert(ok, "command failed: " .. cmd .. "\n" .. out)
  return out
end

local function words(s)
  local t = {}
  for w in s:gmatch("%S+") do t[#t + 1] = w end
  return t
end

local LETTER = { A = 1, B = 2, C = 3 }

-- ---------------------------------------------------------------------
-- the classic puzzle written as a puzzle: a position is an array of pegs
local function classic(n, goal)
  local function key(s) return table.concat(s, ",") end
  return hanoi.puzzle {
    start = (function() local s = {} for d = 1, n do s[d] = 1 end return s end)(),
    key = key,
    moves = function(s, emit)
      local top = {}
      for d = n, 1, -1 do top[s[d]] = d end
      for f = 1, 3 do
        if top[f] then
          for t = 1, 3 do
            if t ~= f and (not top[t] or top[t] > top[f]) then
              local u = table.move(s, 1, n, 1, {})
              u[top[f]] = t
              emit({ top[f], f, t }, u)
            end
          end
        end
      end
    end,
    goal = goal or function(s) for d = 1, n do if s[d] ~= 3 then return false end end return true end,
  }
end

-- plays a path of the classic puzzle in model.lua's labels, checking it
local function play_classic(n, path)
  local s = ("A"):rep(n)
  for i, step in ipairs(path) do
    assert.are.equal(step[1], step.label)
    assert.are.equal(step[2], step.state)
    local d, f, t = table.unpack(step.label)
    local legal = false
    for _, m in ipairs(model.moves(s, 3)) do
      if m[1] == d and m[2] == f and m[3] == t then legal = true end
    end
    assert.is_true(legal, "illegal move " .. i)
    s = model.apply(s, d, t)
    local w = {}
    for x = 1, n do w[x] = model.letter(step.state[x]) end
    assert.are.equal(s, table.concat(w))
  end
  return s
end

-- a key "1.2/3/" back to three pegs of numbers
local function unkey(k)
  local p, i = {}, 0
  for part in (k .. "/"):gmatch("([^/]*)/") do
    i = i + 1
    p[i] = {}
    for id in part:gmatch("%d+") do p[i][#p[i] + 1] = tonumber(id) end
  end
  return p
end

describe("hanoi.puzzle", function()
  it("solves the classic puzzle in 2^n - 1 moves along a legal path", function()
    for n = 1, 6 do
      local len, path = classic(n):search()
      assert.are.equal(2 ^ n - 1, len)
      assert.are.equal(len, #path)
      assert.are.equal(("C"):rep(n), play_classic(n, path))
    end
  end)

  it("counts the layers of the classic puzzle as hanoi.bfs does", function()
    for n = 1, 7 do
      local r, h = classic(n):bfs(), hanoi.bfs { n = n }
      assert.are.equal(#h.layers, #r.layers)
      for d = 1, #r.layers do assert.are.equal(h.layers[d], r.layers[d]) end
      assert.are.equal(h.eccentricity, r.eccentricity)
      assert.are.equal(h.farthest, r.farthest)
      assert.are.equal(3 ^ n, r.reached)
      assert.is_true(r.complete)
    end
  end)

  it("takes a goal position (equal keys) or a predicate, from the puzzle or the options", function()
    local target = { 2, 2, 2, 2 }
    local by_value = classic(4, target)
    local dist = model.bfs("AAAA", 3)
    assert.are.equal(dist["BBBB"], (by_value:search()))
    assert.are.equal(dist["CBAC"], (by_value:search { goal = { 3, 2, 1, 3 } }))
    local len = classic(4):search { goal = function(s) return s[4] == 2 end }
    local best
    for label, d in pairs(dist) do
      if label:sub(4, 4) == "B" and (not best or d < best) then best = d end
    end
    assert.are.equal(best, len)
  end)

  it("answers 0 moves and an empty path when the start is the goal", function()
    local len, path = classic(3, { 1, 1, 1 }):search()
    assert.are.equal(0, len)
    assert.are.same({}, path)
  end)

  it("returns nil and a message when no reachable position is the goal", function()
    local ok, msg = classic(3, { 4, 4, 4 }):search()
    assert.is_nil(ok)
    assert.matches("goal unreachable: all 27 positions", msg, 1, true)
  end)

  it("refuses a search without a goal", function()
    local p = hanoi.puzzle { start = 1, key = tostring, moves = function() end }
    assert.error_matches(function() p:search() end, "puzzle has no goal", 1, true)
    assert.are.equal(1, p:bfs().reached)
  end)
end)

describe("hanoi.puzzle arguments", function()
  local p = classic(2)

  it("refuses unknown options in every method and in the definition", function()
    assert.has_error(function() p:search { bogus = 1 } end,
      "bad argument #1 to 'search' (unknown option 'bogus')")
    assert.has_error(function() p:bfs { goal = 1 } end,
      "bad argument #1 to 'bfs' (unknown option 'goal')")
    assert.has_error(function() p:graph { maxstates = 1 } end,
      "bad argument #1 to 'graph' (unknown option 'maxstates')")
    assert.has_error(function()
      hanoi.puzzle { start = 1, key = tostring, moves = print, goals = 1 }
    end, "bad argument #1 to 'puzzle' (unknown option 'goals')")
  end)

  it("checks the definition and the options", function()
    assert.has_error(function() hanoi.puzzle { key = tostring, moves = print } end,
      "bad argument #1 to 'puzzle' (field 'start' is required)")
    assert.has_error(function() hanoi.puzzle { start = 1, key = "x", moves = print } end,
      "bad argument #1 to 'puzzle' (field 'key' must be a function, got string)")
    assert.has_error(function() hanoi.puzzle { start = 1, key = tostring } end,
      "bad argument #1 to 'puzzle' (field 'moves' must be a function, got nil)")
    assert.error_matches(function() p:search { max_states = 0 } end,
      "bad argument #1 to 'search' (field 'max_states' must be an integer 1..", 1, true)
    assert.error_matches(function() p:bfs { progress = 3 } end,
      "bad argument #1 to 'bfs' (field 'progress' must be a function, got number)", 1, true)
    assert.error_matches(function() p:bfs(3) end, "bad argument #1 to 'bfs' (options table expected",
      1, true)
  end)

  it("raises a clear error for a key that is not a string", function()
    local q = hanoi.puzzle { start = 1, key = function(s) return s end, moves = print, goal = 2 }
    assert.error_matches(function() q:search() end, "key must return a string, got number", 1, true)
  end)

  it("refuses emit outside its moves call, nil labels and nil positions", function()
    local kept
    local q = hanoi.puzzle {
      start = 0, key = tostring,
      moves = function(s, emit) kept = emit; if s < 2 then emit("up", s + 1) end end,
    }
    assert.are.equal(3, q:bfs().reached)
    assert.error_matches(function() kept("x", 1) end, "emit called outside", 1, true)
    local bad = hanoi.puzzle { start = 0, key = tostring, moves = function(_, emit) emit(nil, 1) end }
    assert.error_matches(function() bad:bfs() end, "bad argument #1 to 'emit' (label expected", 1, true)
    bad = hanoi.puzzle { start = 0, key = tostring, moves = function(_, emit) emit("x") end }
    assert.error_matches(function() bad:bfs() end, "bad argument #2 to 'emit' (position expected",
      1, true)
    assert.are.equal(3, q:bfs().reached)
  end)

  it("caps its own memory with max_memory", function()
    assert.error_matches(function() classic(5):bfs { max_memory = 1000 } end,
      "needs more than", 1, true)
    assert.are.equal(243, classic(5):bfs { max_memory = 1 << 20 }.reached)
  end)

  it("says that moves and key must be deterministic when they are not", function()
    -- the search expands 0 and 1 and finds 3; from the third call on, the
    -- moves come in the other order
    local calls = 0
    local q = hanoi.puzzle {
      start = 0, key = tostring, goal = 3,
      moves = function(s, emit)
        calls = calls + 1
        if calls < 3 then emit("+1", s + 1); emit("+2", s + 2)
        else emit("+2", s + 2); emit("+1", s + 1) end
      end,
    }
    assert.error_matches(function() q:search() end, "must be deterministic", 1, true)
  end)
end)

describe("hanoi.puzzle budgets", function()
  it("stops a search at max_states positions with an error", function()
    assert.has_error(function() classic(4):search { max_states = 40 } end,
      "search: goal not reached within max_states = 40 positions")
    assert.are.equal(15, (classic(4):search { max_states = 81 }))
  end)

  it("labels a bfs or a graph cut by max_states incomplete, with whole layers only", function()
    local full = classic(4):bfs()
    local done = classic(4):bfs { max_states = 81 }
    assert.is_true(done.complete)
    for _, m in ipairs { 1, 2, 3, 10, 50, 80 } do
      local r = classic(4):bfs { max_states = m }
      assert.is_false(r.complete)
      assert.is_nil(r.eccentricity)
      assert.is_nil(r.farthest)
      assert.are.equal(m, r.reached)
      local sum = 0
      for d = 1, #r.layers do
        assert.are.equal(full.layers[d], r.layers[d])
        sum = sum + r.layers[d]
      end
      assert.is_true(sum <= m and sum + full.layers[#r.layers + 1] > m)
      local g = classic(4):graph { max_states = m }
      assert.is_false(g.complete)
      assert.are.equal(m, g.vertices)
    end
  end)

  it("calls progress every progress_every positions, and it may yield", function()
    local seen = {}
    local co = coroutine.wrap(function()
      return classic(4):bfs {
        progress_every = 10,
        progress = function(positions, max_states, depth)
          seen[#seen + 1] = { positions, max_states, depth }
          coroutine.yield("tick")
        end,
      }
    end)
    local ticks, r = 0
    repeat
      r = co()
      if r == "tick" then ticks = ticks + 1 end
    until r ~= "tick"
    assert.are.equal(81, r.reached)
    assert.are.equal(8, ticks)
    for i, s in ipairs(seen) do
      assert.are.equal(10 * i, s[1])
      assert.are.equal(1 << 23, s[2])
      assert.is_true(i == 1 or s[3] >= seen[i - 1][3])
    end
  end)
end)

-- a puzzle whose callbacks yield (inside a coroutine) and may fail on cue
local function counting(fail)
  local calls = { key = 0, moves = 0, goal = 0 }
  local function hit(what)
    calls[what] = calls[what] + 1
    if fail and fail[what] == calls[what] then error("failed in " .. what, 0) end
    coroutine.yield(what)
  end
  local p = hanoi.puzzle {
    start = 1,
    key = function(s) hit("key") return tostring(s) end,
    moves = function(s, emit)
      hit("moves")
      if s < 100 then emit("+1", s + 1) end
      if s > 0 and s < 100 then emit("*3", s * 3) end
      if s > 0 then emit("-2", s - 2) end
    end,
    goal = function(s) hit("goal") return s == 47 end,
  }
  return p, calls
end

-- 1 -> 47 with +1, *3 and -2, by the spec's own BFS
local function expected_47()
  return shortest(1, function(s)
    local out = {}
    if s < 100 then out[#out + 1] = s + 1 end
    if s > 0 and s < 100 then out[#out + 1] = s * 3 end
    if s > 0 then out[#out + 1] = s - 2 end
    return out
  end, function(s) return s == 47 end)
end

-- runs f in a coroutine to the end, counting its yields
local function drain(f)
  local co = coroutine.create(f)
  local yields, res = 0
  while true do
    res = table.pack(coroutine.resume(co))
    if coroutine.status(co) == "dead" then break end
    yields = yields + 1
  end
  return yields, table.unpack(res, 1, res.n)
end

describe("hanoi.puzzle callbacks", function()
  it("lets key, moves and goal yield, and gives the same answer", function()
    local p, calls = counting()
    local yields, ok, len, path = drain(function() return p:search() end)
    assert.is_true(ok)
    assert.are.equal(expected_47(), len)
    assert.are.equal(calls.key + calls.moves + calls.goal, yields)
    local s = 1
    for _, step in ipairs(path) do
      local op, v = step.label:sub(1, 1), tonumber(step.label:sub(2))
      s = op == "+" and s + v or op == "*" and s * v or s - v
      assert.are.equal(s, step.state)
    end
    assert.are.equal(47, s)
  end)

  it("is busy while a search on it is suspended, and free again once it ends", function()
    local p = counting()
    local co = coroutine.create(function() return p:search() end)
    assert.is_true((coroutine.resume(co)))
    assert.are.equal("suspended", coroutine.status(co))
    local _, ok2, err = drain(function() return p:bfs() end)
    assert.is_false(ok2)
    assert.matches("puzzle is busy", err, 1, true)
    local res
    repeat res = table.pack(coroutine.resume(co)) until coroutine.status(co) == "dead"
    assert.is_true(res[1])
    assert.are.equal(expected_47(), res[2])
    local _, ok3, len = drain(function() return p:search() end)
    assert.is_true(ok3)
    assert.are.equal(expected_47(), len)
  end)

  it("is free again when a suspended search is dropped", function()
    local p = counting()
    local co = coroutine.create(function() return p:search() end)
    coroutine.resume(co)
    co = nil            -- luacheck: ignore 311 (abandoned while suspended: the collector ends it)
    local _, ok, len = drain(function() return p:search() end)
    assert.is_true(ok)
    assert.are.equal(expected_47(), len)
  end)

  it("refuses a search started from its own callback", function()
    local p, again = nil, true
    p = hanoi.puzzle {
      start = 0, key = tostring, goal = 5,
      moves = function(s, emit)
        if again then again = false; p:bfs() end
        if s < 9 then emit("+1", s + 1) end
      end,
    }
    assert.error_matches(function() p:bfs() end, "puzzle is busy", 1, true)
    assert.are.equal(5, (p:search()))
    assert.are.equal(10, p:bfs().reached)
  end)

  for _, what in ipairs { "key", "moves", "goal" } do
    for _, at in ipairs { 1, 7 } do
      it(("leaves the puzzle usable after an error in %s (call %d), after yields"):format(what, at),
        function()
          local fail = { [what] = at }
          local p = counting(fail)
          local _, ok, err = drain(function() return p:search() end)
          assert.is_false(ok)
          assert.are.equal("failed in " .. what, err)
          fail[what] = nil
          local _, ok2, len = drain(function() return p:search() end)
          assert.is_true(ok2)
          assert.are.equal(expected_47(), len)
        end)
    end
  end

  it("passes errors on as raised outside a coroutine too", function()
    local p = hanoi.puzzle {
      start = 0, key = tostring, goal = 3,
      moves = function(s, emit) if s == 2 then error({ code = 42 }) end emit("+1", s + 1) end,
    }
    local ok, err = pcall(p.search, p)
    assert.is_false(ok)
    assert.are.same({ code = 42 }, err)
    local ok2, err2 = pcall(p.search, p)
    assert.is_false(ok2)
    assert.are.same({ code = 42 }, err2)
  end)
end)

-- a line of Graphviz text without its quoted strings (nil when a string
-- is not closed)
local function unquote(line)
  local out, i, n = {}, 1, #line
  while i <= n do
    local c = line:sub(i, i)
    if c == '"' then
      i = i + 1
      while i <= n and line:sub(i, i) ~= '"' do
        i = i + (line:sub(i, i) == "\\" and 2 or 1)
      end
      if i > n then return nil end
    else
      out[#out + 1] = c
    end
    i = i + 1
  end
  return table.concat(out)
end

describe("puzzle:graph()", function()
  it("has a vertex per position and an arc per legal move", function()
    for n = 1, 3 do
      local g = classic(n):graph()
      assert.is_true(g.complete)
      assert.are.equal(3 ^ n, g.vertices)
      local seen, arcs = {}, 0
      for i = 1, g.vertices do
        assert.is_nil(seen[g.keys[i]])
        seen[g.keys[i]] = i
        assert.are.equal(g.keys[i], table.concat(g.states[i], ","))
      end
      for label in pairs(model.bfs(("A"):rep(n), 3)) do arcs = arcs + #model.moves(label, 3) end
      assert.are.equal(arcs, g.edges)
      for e = 1, g.edges do
        local a, b = g.states[g.from[e]], g.states[g.to[e]]
        local d, f, t = table.unpack(g.moves[e])
        assert.are.equal(f, a[d])
        assert.are.equal(t, b[d])
      end
    end
  end)

  it("writes Graphviz text: balanced braces, a line per vertex and per edge", function()
    -- labels and keys with quotes, braces and backslashes
    local p = hanoi.puzzle {
      start = 0, key = function(s) return ('k"{%d}\\'):format(s) end,
      moves = function(s, emit)
        if s < 4 then emit(('go "%d" {'):format(s), s + 1) end
        emit("back\nhome", 0)
      end,
    }
    local g = p:graph()
    local dot = g:dot()
    local lines = {}
    for line in dot:gmatch("[^\n]+") do lines[#lines + 1] = line end
    assert.are.equal("digraph puzzle {", lines[1])
    assert.are.equal("}", lines[#lines])
    local nv, ne = 0, 0
    for i = 2, #lines - 1 do
      local line = lines[i]
      -- outside the quoted strings: no braces; quotes in pairs
      local outside = unquote(line)
      assert.is_not_nil(outside, line)
      assert.is_nil(outside:find('["{}]'), line)
      if outside:match("^  n%d+ %-> n%d+ %[label=%];$") then ne = ne + 1
      elseif outside:match("^  n%d+ %[label=%];$") then nv = nv + 1
      else error("unexpected line " .. line) end
    end
    assert.are.equal(g.vertices, nv)
    assert.are.equal(g.edges, ne)
    assert.are.equal(5, g.vertices)
    assert.are.equal(9, g.edges)
  end)
end)

-- ---------------------------------------------------------------------
-- the examples, each against a model of its own here

-- the free magnetic tower: code = pegs (base 3) + 3^n * faces up (bit d-1
-- set: disk d shows blue); a peg's stack is legal when touching faces
-- differ, that is when every disk on it shows the same colour up
local function magnetic_model(n)
  local P = math.tointeger(3 ^ n)
  local function decode(c)
    local peg, blue = {}, {}
    local pegs, faces = c % P, c // P
    for d = 1, n do peg[d] = pegs % 3 + 1; pegs = pegs // 3 end
    for d = 1, n do blue[d] = (faces >> (d - 1)) & 1 end
    return peg, blue
  end
  local function encode(peg, blue)
    local pegs, faces = 0, 0
    for d = n, 1, -1 do pegs = pegs * 3 + peg[d] - 1 end
    for d = 1, n do faces = faces | (blue[d] << (d - 1)) end
    return faces * P + pegs
  end
  local function step(c, d, t)              -- nil when illegal
    local peg, blue = decode(c)
    for x = 1, d - 1 do if peg[x] == peg[d] or peg[x] == t then return nil end end
    if peg[d] == t then return nil end
    peg[d], blue[d] = t, 1 - blue[d]
    for x = d + 1, n do                       -- the disk right below on t
      if peg[x] == t then
        if blue[x] ~= blue[d] then return nil end
        break
      end
    end
    return encode(peg, blue)
  end
  local function nexts(c)
    local out = {}
    for d = 1, n do for t = 1, 3 do out[#out + 1] = step(c, d, t) end end
    return out
  end
  local start = encode((function() local p = {} for d = 1, n do p[d] = 1 end return p end)(),
    (function() local b = {} for d = 1, n do b[d] = 0 end return b end)())
  local function isgoal(c) return c % P == P - 1 end     -- every disk on peg 3
  return start, nexts, isgoal, step
end

-- bicolor: disk ids 2s - 1 (red, size s) and 2s (green); a position is an
-- array of three arrays, bottom to top, keyed as a string of ids
local function bicolor_model(n)
  local function size(id) return (id + 1) // 2 end
  local function key(p)
    local parts = {}
    for i = 1, 3 do parts[i] = table.concat(p[i], ".") end
    return table.concat(parts, "/")
  end
  local function step(k, f, t)
    local p = unkey(k)
    local d, below = p[f][#p[f]], p[t][#p[t]]
    if f == t or not d or (below and size(below) < size(d)) then return nil end
    p[f][#p[f]] = nil
    p[t][#p[t] + 1] = d
    return key(p)
  end
  local function nexts(k)
    local out = {}
    for f = 1, 3 do for t = 1, 3 do out[#out + 1] = step(k, f, t) end end
    return out
  end
  local a, b, ga, gb = {}, {}, {}, {}
  for s = n, 1, -1 do
    local red_on_a = (n - s) % 2 == 0
    a[#a + 1] = red_on_a and 2 * s - 1 or 2 * s
    b[#b + 1] = red_on_a and 2 * s or 2 * s - 1
    ga[#ga + 1] = 2 * s
    gb[#gb + 1] = 2 * s - 1
  end
  local goal = key { ga, gb, {} }
  return key { a, b, {} }, nexts, function(k) return k == goal end, step
end

-- pairs: disk ids 2s (the lower of size s at the start) and 2s - 1; alike:
-- the key forgets which of a pair is which
local function pairs_model(n, alike)
  local function size(id) return (id + 1) // 2 end
  local function key(p)
    local parts = {}
    for i = 1, 3 do
      local ids = {}
      for j, id in ipairs(p[i]) do ids[j] = alike and size(id) or id end
      parts[i] = table.concat(ids, ".")
    end
    return table.concat(parts, "/")
  end
  local tower = {}
  for s = n, 1, -1 do tower[#tower + 1] = 2 * s; tower[#tower + 1] = 2 * s - 1 end
  -- with alike disks the key is the position itself (sizes only)
  local function sz(x) return alike and x or size(x) end
  local function step(k, f, t)
    local p = unkey(k)
    local d, below = p[f][#p[f]], p[t][#p[t]]
    if f == t or not d or (below and sz(below) < sz(d)) then return nil end
    p[f][#p[f]] = nil
    p[t][#p[t] + 1] = d
    local parts = {}
    for i = 1, 3 do parts[i] = table.concat(p[i], ".") end
    return table.concat(parts, "/")
  end
  local function nexts(k)
    local out = {}
    for f = 1, 3 do for t = 1, 3 do out[#out + 1] = step(k, f, t) end end
    return out
  end
  local goal = key { {}, {}, tower }
  return key { tower, {}, {} }, nexts, function(k) return k == goal end, step
end

-- no disk twice in a row: model.lua's labels plus the last disk moved
local function norepeat_model(n, cyclic, rule)
  local allowed = cyclic and function(f, t) return t == f % 3 + 1 end or nil
  local function nexts(k)
    local label, last = k:match("^(%a+)/(%d+)$")
    last = tonumber(last)
    local out = {}
    for _, m in ipairs(model.moves(label, 3, allowed)) do
      if not (rule and m[1] == last) then
        out[#out + 1] = model.apply(label, m[1], m[3]) .. "/" .. (rule and m[1] or 0)
      end
    end
    return out
  end
  return ("A"):rep(n) .. "/0", nexts, function(k) return k:sub(1, n) == ("C"):rep(n) end
end

describe("examples/ as puzzles", function()
  it("magnetic.lua: the free magnetic tower's lengths and a legal shortest path", function()
    local out = run("lua5.4 examples/magnetic.lua 5")
    local count = 0
    for n, len in out:gmatch("n = (%d+): (%d+) moves?") do
      local start, nexts, isgoal = magnetic_model(tonumber(n))
      assert.are.equal(shortest(start, nexts, isgoal), tonumber(len))
      count = count + 1
    end
    assert.are.equal(5, count)
    -- Uri Levy shows the 5-disk free puzzle solved in 83 moves
    assert.truthy(out:find("n = 5: 83 moves", 1, true))
    local len, list = out:match("moves for n = 3 %((%d+)%): ([^\n]+)")
    local start, _, isgoal, step = magnetic_model(3)
    local c = start
    for _, m in ipairs(words(list)) do
      c = step(c, tonumber(m:sub(1, 1)), LETTER[m:sub(3, 3)])
      assert.is_not_nil(c, "illegal move " .. m)
    end
    assert.is_true(isgoal(c))
    assert.are.equal(tonumber(len), #words(list))
  end)

  it("bicolor.lua: the sorted towers' lengths and a legal shortest path", function()
    local out = run("lua5.4 examples/bicolor.lua 3")
    local count = 0
    for n, len in out:gmatch("n = (%d+): (%d+) moves?") do
      local start, nexts, isgoal = bicolor_model(tonumber(n))
      assert.are.equal(shortest(start, nexts, isgoal), tonumber(len))
      count = count + 1
    end
    assert.are.equal(3, count)
    local len, list = out:match("moves for n = 3 %((%d+)%): ([^\n]+)")
    local start, nexts, isgoal, step = bicolor_model(3)
    local k = start
    for _, m in ipairs(words(list)) do
      k = step(k, LETTER[m:sub(1, 1)], LETTER[m:sub(2, 2)])
      assert.is_not_nil(k, "illegal move " .. m)
    end
    assert.is_true(isgoal(k))
    assert.are.equal(shortest(start, nexts, isgoal), tonumber(len))
  end)

  it("pairs.lua: pairs alike and in order, as Concrete Mathematics (exercise 1.11) has them", function()
    local out = run("lua5.4 examples/pairs.lua 4")
    local count = 0
    for digits, a, o in out:gmatch("n = (%d+): (%d+) moves alike, (%d+) moves in order") do
      local n = tonumber(digits)
      local s1, x1, g1 = pairs_model(n, true)
      local s2, x2, g2 = pairs_model(n, false)
      assert.are.equal(shortest(s1, x1, g1), tonumber(a))
      assert.are.equal(shortest(s2, x2, g2), tonumber(o))
      assert.are.equal(2 ^ (n + 1) - 2, tonumber(a))
      assert.are.equal(2 ^ (n + 2) - 5, tonumber(o))
      count = count + 1
    end
    assert.are.equal(4, count)
    local len, list = out:match("moves for n = 2 in order %((%d+)%): ([^\n]+)")
    local start, _, isgoal, step = pairs_model(2, false)
    local k = start
    for _, m in ipairs(words(list)) do
      k = step(k, LETTER[m:sub(1, 1)], LETTER[m:sub(2, 2)])
      assert.is_not_nil(k, "illegal move " .. m)
    end
    assert.is_true(isgoal(k))
    assert.are.equal(11, tonumber(len))
  end)

  it("no_repeat.lua: with and without the rule, classic and cyclic", function()
    local out = run("lua5.4 examples/no_repeat.lua 4")
    local count = 0
    local function shown(v) return v ~= nil and tostring(v) or "none" end
    for digits, a, b, c, d in out:gmatch("n = (%d+): classic (%w+) / (%w+), cyclic (%w+) / (%w+) moves") do
      local n = tonumber(digits)
      for i, case in ipairs { { false, false, a }, { false, true, b }, { true, false, c }, { true, true, d } } do
        local start, nexts, isgoal = norepeat_model(n, case[1], case[2])
        assert.are.equal(shown(shortest(start, nexts, isgoal)), case[3], "case " .. i)
      end
      count = count + 1
    end
    assert.are.equal(4, count)
    local bfs_lines = 0
    for which, states, far in out:gmatch("(%a+), 3 disks, with the rule: (%d+) states .-the farthest (%d+) move") do
      local _, layers, reached = explore(norepeat_model(3, which == "cyclic", true))
      assert.are.equal(reached, tonumber(states))
      assert.are.equal(#layers - 1, tonumber(far))
      bfs_lines = bfs_lines + 1
    end
    assert.are.equal(2, bfs_lines)
    local list = out:match("moves for n = 3, classic, with the rule %(7%): ([^\n]+)")
    local s, last = "AAA", 0
    for _, m in ipairs(words(list)) do
      local d = tonumber(m:sub(1, 1))
      assert.are_not.equal(last, d)
      assert.are.equal(m:sub(2, 2), s:sub(d, d))
      s, last = model.apply(s, d, LETTER[m:sub(3, 3)]), d
    end
    assert.are.equal("CCC", s)
  end)
end)
