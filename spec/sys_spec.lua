-- hanoi.core's POSIX helpers (src/sys.c): clock, sleep, terminal, keys.
-- Terminal behaviour is checked in child processes: a pipe for stdin, or a
-- pseudo-terminal made by util-linux `script`.
local core = require "hanoi.core"

local support = require "support.child"
local child, in_pty = support.run, support.pty

describe("monotonic()", function()
  it("returns seconds that never go back and follow sleep()", function()
    local t0 = core.monotonic()
    assert.is_number(t0)
    core.sleep(0.02)
    local t1 = core.monotonic()
    assert.is_true(t1 - t0 >= 0.02)
    assert.is_true(core.monotonic() >= t1)
  end)
end)

describe("sleep()", function()
  it("accepts zero", function()
    local t0 = core.monotonic()
    core.sleep(0)
    assert.is_true(core.monotonic() >= t0)
  end)

  it("rejects negative and non-numbers", function()
    assert.has_error(function() core.sleep(-1) end,
      "bad argument #1 to 'sleep' (seconds must be a non-negative number)")
    assert.has_error(function() core.sleep(0 / 0) end,
      "bad argument #1 to 'sleep' (seconds must be a non-negative number)")
    assert.has_error(function() core.sleep("x") end,
      "bad argument #1 to 'sleep' (number expected, got string)")
  end)
end)

describe("isatty()", function()
  it("is false for files and pipes", function()
    local f = io.tmpfile()
    assert.is_false(core.isatty(f))
    f:close()
    assert.equal("false\tfalse\n",
      child("print(core.isatty(0), core.isatty(io.stdout))", "echo | LUA"))
  end)

  it("is true in a terminal, for numbers and files", function()
    assert.equal("true\ttrue\ttrue\n",
      in_pty("print(core.isatty(0), core.isatty(1), core.isatty(io.stdout))"))
  end)

  it("checks its argument", function()
    local f = io.tmpfile()
    f:close()
    assert.has_error(function() core.isatty(f) end,
      "bad argument #1 to 'isatty' (attempt to use a closed file)")
    assert.has_error(function() core.isatty("1") end,
      "bad argument #1 to 'isatty' (integer or file expected, got string)")
    assert.has_error(function() core.isatty() end,
      "bad argument #1 to 'isatty' (integer or file expected, got no value)")
    assert.has_error(function() core.isatty(-1) end,
      "bad argument #1 to 'isatty' (file descriptor must be a non-negative integer)")
  end)
end)

describe("termsize()", function()
  it("is nil when not a terminal", function()
    assert.is_nil(core.termsize(io.tmpfile()))
    assert.equal("nil\n", child("print(core.termsize())", "LUA | cat"))
  end)

  it("gives rows and columns of a terminal", function()
    assert.equal("30\t100\n30\t100\n",
      in_pty("print(core.termsize())\nprint(core.termsize(io.stdin))"))
  end)
end)

describe("rawmode()", function()
  it("fails softly when not a terminal", function()
    local g, err = core.rawmode(true, io.tmpfile())
    assert.is_nil(g)
    assert.equal("rawmode: Inappropriate ioctl for device", err)
    assert.is_false(core.rawmode(false))
  end)

  it("turns echo and line mode off and restores them", function()
    local out = in_pty([[
local function mode()
  local s = io.popen("stty -a"):read("a")
  return (s:match("%-?icanon")) .. " " .. (s:match("%-?echo%f[%s]"))
end
print(mode())
local g = core.rawmode()
print(mode(), core.rawmode() == g)
print(g:restore(), mode(), g:restore())
do
  local g2 <close> = core.rawmode(true)
  print(g2 ~= g, mode())
end
print(mode(), tostring(g))
core.rawmode()
print(core.rawmode(false), mode(), core.rawmode(false))
]])
    assert.equal(table.concat({
      "icanon echo",
      "-icanon -echo\ttrue",
      "true\ticanon echo\tfalse",
      "true\t-icanon -echo",
      "icanon echo\thanoi.RawMode (fd 0, restored)",
      "true\ticanon echo\tfalse", "" }, "\n"), out)
  end)
end)

describe("readkey()", function()
  it("returns the bytes available, then false at end of input", function()
    assert.equal('"ab"\t"\\27[A"\tfalse\tfalse\n', child([[
local a = core.readkey(1)
local b = core.readkey(1)
print(("%q"):format(a), ("%q"):format(b), core.readkey(1), core.readkey())
]], "{ printf ab; sleep 0.2; printf '\\033[A'; } | LUA"))
  end)

  it("waits for the rest of an escape sequence", function()
    assert.equal('"\\27[B"\n', child([[print(("%q"):format(core.readkey(1)))]],
      "{ printf '\\033'; sleep 0.01; printf '[B'; } | LUA"))
  end)

  it("returns nil on timeout", function()
    assert.equal("nil\n", child("print(core.readkey(0.05))", "sleep 0.5 | LUA"))
  end)

  it("checks its arguments", function()
    assert.has_error(function() core.readkey(-1) end,
      "bad argument #1 to 'readkey' (timeout must be a non-negative number)")
    assert.has_error(function() core.readkey(0, {}) end,
      "bad argument #2 to 'readkey' (integer or file expected, got table)")
  end)
end)
