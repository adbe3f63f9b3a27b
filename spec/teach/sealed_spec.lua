-- The functions the kit hands to a learner's code reach nothing through
-- the debug library's view of them (upvalues, user values, metatables):
-- not the run record, hanoi.guard, coroutine, the kit's modules or _G. So
-- a REPL learner, who has `debug`, cannot rewrite the run that grades
-- them through `move`; a graded file has no `debug`, and nothing handed
-- to it would lead anywhere if it had.
local guard = require "hanoi.guard"
local hanoi = require "hanoi"
local teach = require "hanoi.teach"
local graded = require "hanoi.teach.graded"

local reachable = require("support.reach").reachable

-- the kit's values no handed function may lead to, each with its name
local function forbidden(extra)
  local t = {
    [_G] = "_G", [debug] = "debug", [coroutine] = "coroutine", [guard] = "hanoi.guard",
    [hanoi] = "hanoi", [teach] = "hanoi.teach", [package.loaded] = "package.loaded",
    [debug.getregistry()] = "the registry",
  }
  for name, m in pairs(package.loaded) do
    if type(name) == "string" and name:find("^hanoi") then t[m] = name end
  end
  for v, name in pairs(extra or {}) do t[v] = name end
  return t
end

-- the names of the forbidden values in `seen`, sorted
local function found_in(seen, bad)
  local found = {}
  for v in pairs(seen) do
    if bad[v] then found[#found + 1] = bad[v] end
  end
  table.sort(found)
  return found
end

-- what is in `seen` besides the functions `handed` and sealed tokens
-- (userdata with no metatable and no user value): a list of type names
local function others(seen, handed)
  local own, left = {}, {}
  for _, f in ipairs(handed) do own[f] = true end
  for v in pairs(seen) do
    local token = type(v) == "userdata" and debug.getmetatable(v) == nil
      and select(2, debug.getuservalue(v, 1)) ~= true
    if not own[v] and not token then left[#left + 1] = type(v) end
  end
  table.sort(left)
  return left
end

-- a learner's function of the REPL, typed into an environment with the
-- debug library (`src` is the chunk's text, returning the function)
local function typed(src)
  local env = { debug = debug, hanoi = hanoi, type = type, print = function() end,
                table = table, pairs = pairs }
  return assert(load(src, "=typed", "t", env)), env
end

describe("guard.seal", function()
  it("calls the function it seals with every argument, and returns all it returns", function()
    local got
    local f = guard.seal(function(...) got = table.pack(...); return 1, nil, 3 end)
    assert.equal("C", debug.getinfo(f, "S").what)
    f(1, nil, "x", false)
    assert.same({ n = 4, 1, nil, "x", false }, got)
    assert.same({ n = 3, 1, nil, 3 }, table.pack(f()))
  end)

  it("has one upvalue, a token that leads nowhere", function()
    local secret = {}
    local f = guard.seal(function() return secret end)
    local name, token = debug.getupvalue(f, 1)
    assert.equal("", name)
    assert.equal("userdata", type(token))
    assert.is_nil(debug.getupvalue(f, 2))
    assert.is_nil(debug.getmetatable(token))
    assert.is_nil(debug.getmetatable(f))
    assert.is_not_true(select(2, debug.getuservalue(token, 1)))
    assert.same({}, others(reachable({ f }), { f }))
    -- the walk does find what the sealed function stands for, by the
    -- registry (the one way there)
    assert.is_true(reachable({ debug.getregistry() })[secret])
    assert.equal(secret, f())
  end)

  it("passes errors through, and a changed token is refused", function()
    local f = guard.seal(function(x) error("no " .. x, 0) end)
    assert.has_error(function() f("way") end, "no way")
    debug.setupvalue(f, 1, {})
    assert.has_error(function() f("way") end, "a sealed function whose token was changed")
    assert.has_error(function() guard.seal(1) end)
  end)

  it("lets go of what it stands for when it is gone, a cycle through itself too", function()
    -- as the kit's move: the function behind it holds a record that
    -- holds the sealed function
    local gone = setmetatable({}, { __mode = "k" })
    do
      local record = {}
      record.move = guard.seal(function() return record end)
      gone[record] = true
      assert.equal(record, record.move())
    end
    collectgarbage()
    collectgarbage()
    assert.is_nil(next(gone))
  end)

  it("lets the function it seals yield", function()
    local f = guard.seal(function(a) return coroutine.yield(a + 1) * 2 end)
    local co = coroutine.wrap(function(x) return "done", f(x) end)
    assert.equal(2, co(1))
    assert.same({ "done", 20 }, { co(10) })
  end)
end)

describe("the functions a learner's code is handed", function()
  it("in teach.check reach nothing: not the record, the guard, coroutine, the kit or _G", function()
    local fn, env = typed([[
handed = {}
return function(n, a, b, c, move)
  -- every argument and the print of the run (the kit's own, counting)
  local args = table.pack(n, a, b, c, move, print)
  for i = 1, args.n do handed[#handed + 1] = args[i] end
  counting = print
  if n == 0 then return end
  local solve = debug.getinfo(1, "f").func
  solve(n - 1, a, c, b, move)
  move(a, b)
  solve(n - 1, c, b, a, move)
end
]])
    fn = fn()
    local report = teach.check(fn, 3)
    assert.is_true(report.ok)
    local fns, seen = {}, {}
    for _, v in ipairs(env.handed) do
      if type(v) == "function" and not seen[v] then seen[v] = true; fns[#fns + 1] = v end
    end
    -- a move for each size, and the print that counts
    assert.is_true(#fns >= 4)
    for _, f in ipairs(fns) do assert.equal("C", debug.getinfo(f, "S").what) end
    -- the print the run handed out was the kit's, put back since
    assert.equal("function", type(env.counting))
    assert.are_not.equal(env.print, env.counting)
    local reach = reachable(env.handed)
    assert.same({}, found_in(reach, forbidden({ [report.record] = "the run record",
      [report.record.state] = "the run's position" })))
    assert.same({}, others(reach, fns))
    -- the walk can find the record: from the registry, it does
    assert.is_true(reachable({ debug.getregistry() })[report.record])
  end)

  it("in a graded file reach nothing, the environment's functions and move alike", function()
    local fn = assert(graded.load("f.lua", [[
function solve(n, a, b, c, move)
  handed_move = move
  if n == 0 then return end
  solve(n - 1, a, c, b, move)
  move(a, b)
  solve(n - 1, c, b, a, move)
end
]], 5, 64))
    local report = teach.grade(fn, 1, 3)
    assert.is_true(report.ok)
    local env = select(2, debug.getupvalue(fn, 1))
    assert.equal("function", type(env.handed_move))
    assert.equal("C", debug.getinfo(env.handed_move, "S").what)
    local bad = forbidden({ [report.record] = "the run record", [load] = "load",
      [setmetatable] = "setmetatable", [string] = "string", [table] = "table",
      [math] = "math", [io] = "io", [os] = "os", [package] = "package" })
    assert.same({}, found_in(reachable({ env }), bad))
    assert.same({}, others(reachable({ env.handed_move }), { env.handed_move }))
  end)

  it("counts a move made by a tail call (`return move(a, b)`) for the call that made it", function()
    -- the same functions, each written twice: a move then a return, and
    -- a return of the move (the sealed move, a C function, leaves the
    -- caller's frame in place); the reports must be the same
    local wrong_a = typed([[
return function(n, f, t, v, move)
  if n == 1 then move(f, v) return end
  solve(n - 1, f, v, t, move)
  move(f, t)
  solve(n - 1, v, t, f, move)
end]])()
    local wrong_b = typed([[
return function(n, f, t, v, move)
  if n == 1 then return move(f, v) end
  solve(n - 1, f, v, t, move)
  move(f, t)
  solve(n - 1, v, t, f, move)
end]])()
    local right_a = typed([[
return function(n, f, t, v, move)
  if n == 0 then return end
  solve(n - 1, f, v, t, move)
  move(f, t)
  solve(n - 1, v, t, f, move)
end]])()
    local right_b = typed([[
return function(n, f, t, v, move)
  if n == 1 then return move(f, t) end
  solve(n - 1, f, v, t, move)
  move(f, t)
  return solve(n - 1, v, t, f, move)
end]])()
    local function report(fn, lo, hi)
      -- each refers to itself as the global `solve`
      local env = select(2, debug.getupvalue(fn, 1))
      env.solve = fn
      return teach.grade(fn, lo, hi)
    end
    -- at two disks (the size reported): the call of one disk makes one
    -- move (wrong), and the call of two disks its own (illegal)
    local wa, wb = report(wrong_a, 2, 4), report(wrong_b, 2, 4)
    assert.is_false(wa.ok)
    assert.equal(2, wa.n)
    assert.same({ wa.n, wa.moves, wa.calls, wa.depth, wa.slip, wa.error },
                { wb.n, wb.moves, wb.calls, wb.depth, wb.slip, wb.error })
    for _, r in ipairs({ wa.record, wb.record }) do
      local two = r.roots[1]
      assert.same({ 2, 1, 1, 1 }, { two.n, two.moves, two.kids[1].n, two.kids[1].moves })
    end
    -- the hint names the same call and move, the change at its own line
    assert.equal((wa.hint:gsub("`.*", "")), (wb.hint:gsub("`.*", "")))
    local ra, rb = report(right_a, 1, 4), report(right_b, 1, 4)
    assert.is_true(ra.ok)
    assert.is_true(rb.ok)
    assert.same({ 15, 15 }, { ra.moves, rb.moves })
    -- the calls of each: every call of right_b makes its move (2^n - 1 of
    -- them); right_a calls itself for n = 0 too (2^(n+1) - 1)
    assert.same({ 31, 15 }, { ra.calls, rb.calls })
  end)

  it("cannot be used in teach.check to get a function that makes no move graded right", function()
    local fn = typed([[
return function(n, a, b, c, move)
  -- every way through move to the kit's state
  local function tamper(v, depth)
    if depth > 3 then return end
    if type(v) == "table" then
      if type(v.r) == "table" then
        local r = v.r
        r.moves, r.move_calls = r.optimal, r.optimal
        r.state = hanoi.new(r.n, r.k, r.target)
        v.state = r.state
      end
      for _, x in pairs(v) do tamper(x, depth + 1) end
    elseif type(v) == "function" then
      for i = 1, 20 do
        local name, u = debug.getupvalue(v, i)
        if name == nil then break end
        tamper(u, depth + 1)
      end
    elseif type(v) == "userdata" then
      tamper(debug.getmetatable(v), depth + 1)
      tamper(debug.getuservalue(v, 1), depth + 1)
    end
  end
  tamper(move, 0)
  tamper(debug.getmetatable(move), 0)
end
]])()
    -- the tampering reaches the record when it is within reach: the same
    -- function, handed a move whose upvalue is a record, fakes a right one
    local fake = { r = { optimal = 7, n = 3, k = 3, target = 3, moves = 0 } }
    fn(3, "A", "C", "B", function() return fake end)
    assert.equal(7, fake.r.moves)
    assert.is_true(fake.r.state:is_tower(3))
    local report = teach.check(fn, 3)
    assert.is_false(report.ok)
    assert.equal(0, report.moves)
    for _, size in ipairs(report.sizes) do assert.is_false(size.ok) end
  end)
end)
