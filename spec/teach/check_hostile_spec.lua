-- teach.check in the REPL keeps the learner's function in the same
-- process, under the guard: whatever metamethods the learner's values and
-- environment carry (looping or raising: __eq, __index, __pairs, __len,
-- __tostring), teach.check returns a report, with the verdict of the
-- specs' own run on the simulator (support.corpus). Each case runs in a
-- child process under `timeout`, a watchdog with a wide margin, so that a
-- hang shows as a failure. Nothing here is timed.
local LUA = os.getenv("LUA") or "lua5.4"

-- runs a case in a child: the learner's chunk `src` (MM stands for the
-- metamethod) loaded in an environment of its own, its solve checked by
-- teach.check and run by the simulator; returns what the child printed
local function case(src, mm)
  local name = os.tmpname()
  local f = assert(io.open(name, "w"))
  f:write(([=[
package.path = "./lua/?.lua;./lua/?/init.lua;./spec/?.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local teach = require "hanoi.teach"
local corpus = require "support.corpus"
local function learner()
  local env = setmetatable({}, { __index = _G })
  env.MM = %s
  assert(load(%q, "=learner", "t", env))()
  return rawget(env, "solve")
end
local ok, rep = pcall(teach.check, learner(), 4, { max_seconds = 0.5 })
-- the simulator, on a fresh load
local fn, failed = learner(), nil
for n = 1, 4 do
  local r = corpus.run(fn, n, 3, { "A", "B", "C" }, { "from", "to", "via" }, 20000000)
  if not r.ok then failed = n; break end
end
print(ok, ok and type(rep) == "table" and tostring(rep.ok), ok and rep.n, failed or 4,
  tostring(failed == nil))
]=]):format(mm, src))
  f:close()
  local p = assert(io.popen(("timeout 120 %s %s 2>&1"):format(LUA, name)))
  local out = p:read("a")
  p:close()
  os.remove(name)
  return out
end

local CASES = {
  -- a global table with hostile metamethods, another at each run
  global = [[
function solve(n, from, to, via, move)
  state = setmetatable({}, { __eq = MM, __index = MM, __len = MM, __pairs = MM })
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end]],
  -- an error value with hostile metamethods
  raised = [[
function solve(n, from, to, via, move)
  error(setmetatable({}, { __eq = MM, __index = MM, __tostring = MM, __len = MM }))
end]],
  -- the environment's metamethods, and a misspelt name read through them
  env = [[
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  mvoe(from, to)
  solve(n - 1, via, to, from, move)
end
setmetatable(_ENV, { __index = MM, __pairs = MM, __len = MM, __eq = MM })]],
  -- a misspelt name, nil: the hint looks for near names in an environment
  -- whose __pairs is hostile
  pairs_env = [[
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  mvoe(from, to)
  solve(n - 1, via, to, from, move)
end
setmetatable(_ENV, { __pairs = MM })]],
  -- a global set on the first run that stops later runs, hostile too
  first_run = [[
function solve(n, from, to, via, move)
  if done then return end
  done = setmetatable({}, { __eq = MM, __index = MM, __len = MM, __pairs = MM })
  move(from, to)
end]],
}

describe("teach.check with hostile metamethods", function()
  for name, src in pairs(CASES) do
    for _, mm in ipairs({ "function() while true do end end", "function() error('boom') end" }) do
      it(name .. ", " .. mm, function()
        local out = case(src, mm)
        local ok, right, n, failed, sim = out:match("^(%S+)\t(%S+)\t(%S+)\t(%S+)\t(%S+)\n$")
        assert.equal("true", ok, out)
        assert.same({ sim, failed }, { right, n }, out)
      end)
    end
  end
end)
