-- hanoi.sandbox: a function run in a child process under the system's
-- limits, its string sent back; the parent never runs it. Each limit is
-- checked by what the child could not do (a file not written, memory not
-- had), never by how long it took. Nothing here is timed: the watchdogs
-- are wide.
local sandbox = require "hanoi.sandbox"
local files = require "support.helpers"

describe("hanoi.sandbox", function()
  it("gives back what the function returns, or the error it raises", function()
    local parent = 0
    local how, code, reply = sandbox.run(function()
      parent = parent + 1            -- the child's copy: the parent's stays 0
      return "hello " .. string.rep("x", 10000)
    end, { wall = 120 })
    assert.same({ "exit", 0, "hello " .. string.rep("x", 10000) }, { how, code, reply })
    assert.equal(0, parent)
    how, code, reply = sandbox.run(function() error("boom", 0) end, { wall = 120 })
    assert.same({ "exit", 3, "boom" }, { how, code, reply })
    how, code, reply = sandbox.run(function() error({}) end, { wall = 120 })
    assert.same({ "exit", 3, "an error value that is not a string" }, { how, code, reply })
  end)

  it("keeps at most `reply` bytes of what comes back", function()
    local how, code, reply = sandbox.run(function() return string.rep("y", 100000) end,
      { wall = 120, reply = 1000 })
    assert.same({ "exit", 0, string.rep("y", 1000) }, { how, code, reply })
  end)

  it("lets the child write no file", function()
    local path = os.tmpname()
    os.remove(path)
    local how, code, reply = sandbox.run(function()
      local f = io.open(path, "w")
      if not f then return "not opened" end
      local ok = f:write(string.rep("z", 100000))
      local flushed, err = f:flush()
      return tostring(ok and flushed) .. " " .. tostring(err)
    end, { wall = 120 })
    assert.same({ "exit", 0 }, { how, code })
    -- the file, if it was made at all, holds nothing
    assert.is_true(files.slurp(path) == nil or files.slurp(path) == "", reply)
    os.remove(path)
  end)

  -- In a fresh process: the address space a process has mapped includes
  -- memory it freed and kept (a long run of specs keeps much), which a
  -- child may use again without mapping more.
  it("refuses the child memory past `memory`, compiling a source too", function()
    local name = os.tmpname()
    files.spit(name, [[
package.cpath = "./build/?.so;" .. package.cpath
local sandbox = require "hanoi.sandbox"
print(sandbox.address_space)
print(sandbox.run(function()
  local t = {}
  for i = 1, 1000 do t[i] = string.rep("m", 1 << 20) .. i end
  return "had all " .. #t
end, { wall = 120, memory = 32 << 20 }))
-- the source is the parent's (mapped before the child starts): its
-- compiling, which copies it, is the child's
local source = "return '" .. string.rep("s", 24 << 20) .. "'"
for _, mib in ipairs({ 16, 256 }) do
  print(sandbox.run(function()
    local f, err = load(source, "=big", "t")
    return f and "compiled" or err
  end, { wall = 120, memory = mib << 20 }))
end
]])
    local p = assert(io.popen("timeout 300 lua5.4 " .. name .. " 2>&1"))
    local out = p:read("a")
    p:close()
    os.remove(name)
    local lines = files.lines(out)
    assert.equal("true", lines[1], out)
    assert.equal("exit\t3\tnot enough memory", lines[2])
    assert.matches("^exit\t[03]\tnot enough memory$", lines[3])
    assert.equal("exit\t0\tcompiled", lines[4])
  end)

  it("stops a child past its CPU seconds, and one past its wall clock", function()
    local how, code = sandbox.run(function() while true do end end, { wall = 600, cpu = 1 })
    assert.same({ "signal" }, { how })
    assert.is_true(code == "SIGXCPU" or code == "SIGKILL", tostring(code))
    -- a child that waits on a FIFO no one opens: no CPU used, only time
    local fifo = os.tmpname()
    os.remove(fifo)
    assert(os.execute("mkfifo " .. fifo))
    how = sandbox.run(function()
      local f = io.open(fifo, "r")
      return f and f:read("a") or "not opened"
    end, { wall = 1 })
    os.remove(fifo)
    assert.equal("wall", how)
  end)

  it("reports a crash of the child by its signal (a test's crash)", function()
    local how, code = sandbox.run(function() return "ran" end, { wall = 120, crash = true })
    assert.same({ "signal", "SIGSEGV" }, { how, code })
  end)

  it("checks its arguments", function()
    assert.has_error(function() sandbox.run("x", { wall = 1 }) end)
    assert.has_error(function() sandbox.run(function() end, {}) end,
      "bad argument #2 to 'run' (field 'wall' must be a number above 0, at most 1e6)")
    assert.has_error(function() sandbox.run(function() end, { wall = 1, cpu = -1 }) end,
      "bad argument #2 to 'run' (field 'cpu' must be an integer 0..1000000)")
  end)

  it("ends the wait on SIGTERM, the child killed, as 'interrupted'", function()
    local out = os.tmpname()
    local script = ([[
lua5.4 -e 'package.path = "./lua/?.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local sandbox = require "hanoi.sandbox"
local hold = sandbox.hold()
io.stdout:write("ready\n"); io.stdout:flush()
print(sandbox.run(function() while true do end end, { wall = 120 }))
print(hold:pending())
hold:release()' >%s &
pid=$!
i=0
while ! grep -q ready %s && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
sleep 0.3
kill -TERM $pid
wait $pid
echo "status $?" >>%s
]]):format(out, out, out)
    local p = assert(io.popen("timeout 300 sh -c '" .. script:gsub("'", "'\\''") .. "'"))
    p:read("a")
    p:close()
    local text = files.slurp(out)
    os.remove(out)
    assert.equal("ready\ninterrupted\tSIGTERM\t\nnil\nstatus 0\n", text)
  end)
end)
