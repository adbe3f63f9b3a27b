-- The kit stops every runaway of a learner's function however it loops
-- (in a coroutine it creates, after clearing the debug hook, with a pcall
-- around the stop), holds max_memory for the learner's allocations, and
-- prints a learner's error as text, never as orders to the terminal.
-- Each runaway runs in a child process under `timeout`, a watchdog with a
-- wide margin, so that a failure shows as a failure, never as a hang.
local teach = require "hanoi.teach"
local guard = require "hanoi.guard"

local LUA = os.getenv("LUA") or "lua5.4"

-- runs `body` (Lua) in a child with the checkout's paths, its address
-- space limited to 1 GiB; returns what it printed and its exit status
local function child(body)
  local name = os.tmpname()
  local f = assert(io.open(name, "w"))
  f:write('package.path = "./lua/?.lua;./lua/?/init.lua;./spec/?.lua;" .. package.path\n'
    .. 'package.cpath = "./build/?.so;" .. package.cpath\n'
    .. 'local teach = require "hanoi.teach"\n' .. body)
  f:close()
  local p = assert(io.popen(("ulimit -v 1048576; timeout 60 %s %s 2>&1"):format(LUA, name)))
  local out = p:read("a")
  local _, _, code = p:close()
  os.remove(name)
  return out, code
end

-- the reason teach.check gives for a learner's function (its source)
local function reason_of(source, opts)
  local out, code = child(("local fn = %s\nlocal r = teach.check(fn, 1, %s)\n"
    .. "print(r.reason)\nprint(r.slip)\n"):format(source, opts or "{ max_seconds = 0.3 }"))
  return out, code
end

describe("the kit stops every runaway", function()
  it("a loop inside a coroutine the function creates", function()
    local out, code = reason_of([[function(n, a, b, c, move)
      coroutine.wrap(function() while true do end end)()
    end]])
    assert.equal(0, code)
    assert.matches("^stopped: still running after [%d,]+ steps of Lua %(max_seconds = 0.3%)\n",
      out)
  end)

  it("a function that clears the debug hook, in its own coroutine or in one it creates", function()
    for _, source in ipairs({
      "function(n, a, b, c, move) debug.sethook(); while true do end end",
      "function(n, a, b, c, move) pcall(debug.sethook); while true do end end",
      [[function(n, a, b, c, move)
        local co = coroutine.create(function() debug.sethook(); while true do end end)
        coroutine.resume(co)
        while true do end
      end]],
      "function(n, a, b, c, move) while true do pcall(debug.sethook) end end",
    }) do
      local out, code = reason_of(source)
      assert.equal(0, code, source)
      assert.equal("stopped: it called debug.sethook, which the kit uses to watch it\nnil\n",
        out, source)
    end
  end)

  it("a pcall around the stop, at every depth", function()
    local out, code = reason_of([[function(n, a, b, c, move)
      while true do
        pcall(function()
          while true do pcall(function() while true do end end) end
        end)
      end
    end]])
    assert.equal(0, code)
    assert.matches("^stopped: still running after", out)
    out, code = reason_of([[function(n, a, b, c, move)
      local function deep(k) pcall(deep, k + 1) while true do end end
      deep(1)
    end]])
    assert.equal(0, code)
    assert.matches("^stopped: ", out)
  end)

  it("a coroutine made before the run and resumed by the function", function()
    local out, code = child([[
      local pre = coroutine.create(function() while true do end end)
      local r = teach.check(function(n, a, b, c, move) coroutine.resume(pre) end, 1,
        { max_seconds = 0.3 })
      print(r.reason)
      -- the coroutine is left as the run left it: resumed again, it stops at once
      print(coroutine.resume(pre))
    ]])
    assert.equal(0, code)
    assert.matches("^stopped: still running after", out)
    assert.matches("\nfalse\tcannot resume dead coroutine\n$", out)
  end)

  it("by a time limit that does not need the step count", function()
    -- no step limit at all: only the CPU-time watchdog can stop it
    local out, code = child([[
      local guard = require "hanoi.guard"
      local co = coroutine.create(function()
        local t = 0
        while true do t = t + 1 end
      end)
      print(guard.run(co, { seconds = 0.3 }))
    ]])
    assert.equal(0, code)
    assert.matches("^error\ttime\tstopped\t", out)
  end)

  it("and leaves nothing behind: no hook, the allocator and the signal as they were", function()
    local before = debug.gethook()
    local report = teach.check(function() while true do end end, 1, { max_seconds = 0.05,
      max_memory = 8 })
    assert.equal("endless", report.slip)
    assert.equal(before, debug.gethook())
    -- memory can be taken again: the cap was for the run only
    local s = string.rep("x", 32 << 20)
    assert.equal(32 << 20, #s)
    -- a coroutine kept from a run clears its hook at its next step
    local kept
    teach.check(function(n, a, b, c, move)
      kept = coroutine.create(function() for _ = 1, 10 do coroutine.yield() end end)
      coroutine.resume(kept)
      move(a, b)
    end, 1)
    assert.is_true(coroutine.resume(kept))
    assert.is_nil(debug.gethook(kept))
  end)

  it("costs no collection of the whole heap: only under an xpcall is the stop a memory error", function()
    -- Lua answers a refused allocation with a full collection first: a
    -- stop raised that way costs as much as the heap is large, at every
    -- stop (the kit stops a learner's run after its first wrong move).
    -- With the collector stopped, a weak table shows whether one ran.
    local function collected(body)
      local weak = setmetatable({ {} }, { __mode = "v" })
      collectgarbage("stop")
      local co = coroutine.create(body)
      local status, why = guard.run(co, {})
      local gone = weak[1] == nil
      collectgarbage("restart")
      return gone, status, why
    end
    assert.same({ false, "error", "stopped" }, { collected(function()
      guard.trip()
    end) })
    assert.same({ false, "error", "stopped" }, { collected(function()
      for _ = 1, 3 do pcall(guard.trip) end
      while true do end
    end) })
    -- under an xpcall its handler must not run from the hook: a memory error
    assert.same({ true, "error", "stopped" }, { collected(function()
      xpcall(function() guard.trip() end, function() while true do end end)
    end) })
  end)

  it("a runaway in a local helper: stopped at the frames the depth allows, repaired", function()
    local out, code = child([[
      local function solve(n, from, to, via, move)
        local function go(k, a, b, c)
          if k == 0 then move(a, b) end
          go(k - 1, a, c, b)
          move(a, b)
          go(k - 1, c, b, a)
        end
        go(n, from, to, via)
      end
      local r = teach.check(solve, 4, { max_seconds = 60 })
      print(r.record.stopped, r.slip, #r.record.deepest_ns)
      print(r.hint)]])
    assert.equal(0, code)
    local learner = require "hanoi.teach.learner"
    -- stopped by the frames it held (not by the time it took), at n = 1:
    -- 1 + 20 calls allowed, so no more than the frames of that many
    local stopped, slip, frames = out:match("^(%S+)\t(%S+)\t(%d+)\n")
    assert.equal("depth", stopped, out)
    assert.is_true(tonumber(frames) <= learner.frames(21), out)
    -- its base case moves and goes on: the helper's code repaired, proven
    assert.equal("base_no_return", slip, out)
    assert.matches("The base case needs a `return`", out, 1, true)
    assert.matches("right for 1 to 4 disks", out, 1, true)
  end)

  it("a frame limit of its own, counted on each coroutine", function()
    local function deep(k) if k > 0 then deep(k - 1) end end
    local status, why = guard.run(coroutine.create(function() deep(30) end), { frames = 10 })
    assert.same({ "error", "frames" }, { status, why })
    status, why = guard.run(coroutine.create(function() deep(5) end), { frames = 10 })
    assert.same({ "ok" }, { status, why })
    assert.has_error(function() guard.run(coroutine.create(deep), { frames = -1 }) end)
  end)

  it("rejects bad limits", function()
    assert.has_error(function()
      guard.run(coroutine.create(function() end), { seconds = -1 })
    end, "bad argument #2 to 'run' (field 'seconds' must be a number above 0, at most 1e6)")
    assert.has_error(function() guard.run(coroutine.create(function() end), { steps = -1 }) end)
    assert.has_error(function() guard.run(42, {}) end)
    assert.has_error(function() guard.trip() end, "'trip' is for code that runs under guard.run")
  end)
end)

describe("max_memory", function()
  -- the peak of the child's resident memory, in MiB (Linux)
  local PEAK = [[
    local f = io.open("/proc/self/status")
    local kb = f:read("a"):match("VmHWM:%s*(%d+)")
    f:close()
    print(("peak %d"):format(kb // 1024))
  ]]

  it("holds for a function whose string doubles: stopped near the cap", function()
    local out, code = child([[
      local r = teach.check(function(n, a, b, c, move)
        local s = "x"
        while true do s = s .. s end
      end, 1, { max_memory = 64 })
      print(r.reason)
    ]] .. PEAK)
    assert.equal(0, code)
    assert.matches("^stopped: it took more than max_memory = 64 MiB of memory\n", out)
    local peak = tonumber(out:match("peak (%d+)"))
    assert.is_true(peak < 64 + 48, "peak " .. peak .. " MiB")
  end)

  it("holds for one string.rep of a gigabyte, and for a pcall that catches the refusal", function()
    local out, code = child([[
      local r = teach.check(function(n, a, b, c, move)
        local s = string.rep("x", 1 << 30)
      end, 1, { max_memory = 16 })
      print(r.reason)
      r = teach.check(function(n, a, b, c, move)
        local t = {}
        while true do pcall(function() t[#t + 1] = string.rep("y", 1 << 20) end) end
      end, 1, { max_memory = 16 })
      print(r.reason)
    ]] .. PEAK)
    assert.equal(0, code)
    assert.matches("^stopped: it took more than max_memory = 16 MiB of memory\n"
      .. "stopped: it took more than max_memory = 16 MiB of memory\n", out)
    assert.is_true(tonumber(out:match("peak (%d+)")) < 16 + 48)
  end)
end)

describe("a learner's error", function()
  it("is printed as text: control characters shown, never sent", function()
    local evil = "\27]0;PWNED\7\27[2J\194\155x"
    local fn = function() error(evil, 0) end
    local report = teach.check(fn, 1)
    assert.equal("error", report.slip)
    local text = tostring(report)
    assert.matches("^solve%(1, A, C, B%): not right with 1 disk%.\nsolve raised an error: "
      .. "%^%[%]0;PWNED%^G%^%[%[2J%?x", text)
    assert.not_matches("[\0-\8\11-\31\127]", text)
    local buf = {}
    teach.trace(fn, 1, { out = function(s) buf[#buf + 1] = s end })
    assert.not_matches("[\0-\8\11-\31\127]", table.concat(buf))
    -- a peg name that holds escapes, too
    report = teach.check(function(n, a, b, c, move) move(a, "\27[31mZ") end, 1)
    assert.not_matches("\27", tostring(report))
  end)
end)
