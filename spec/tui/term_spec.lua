-- hanoi.term (src/term.c): clock, sleep, terminal, keys, suspending.
-- Terminal behaviour is checked in child processes: a pipe for stdin, or a
-- pseudo-terminal made by util-linux `script`.
local term = require "hanoi.term"

local support = require "support.child"
local PRELUDE = 'local term = require "hanoi.term"\n'
local function child(code, shell) return support.run(PRELUDE .. code, shell) end
local function in_pty(code, env) return support.pty(PRELUDE .. code, env) end

describe("hanoi.term", function()
  it("is not loaded by require 'hanoi', and the core has no terminal code", function()
    assert.equal("nil\tnil\tnil\tnil\n", support.run([[
local hanoi = require "hanoi"
for _ in hanoi.moves(3) do end
print(package.loaded["hanoi.term"], hanoi.rawmode, hanoi.readkey, core.isatty)
]]))
  end)
end)

describe("monotonic()", function()
  it("returns seconds that never go back and follow sleep()", function()
    local t0 = term.monotonic()
    assert.is_number(t0)
    term.sleep(0.02)
    local t1 = term.monotonic()
    assert.is_true(t1 - t0 >= 0.02)
    assert.is_true(term.monotonic() >= t1)
  end)
end)

describe("sleep()", function()
  it("accepts zero", function()
    local t0 = term.monotonic()
    term.sleep(0)
    assert.is_true(term.monotonic() >= t0)
  end)

  it("rejects negative and non-numbers", function()
    assert.has_error(function() term.sleep(-1) end,
      "bad argument #1 to 'sleep' (seconds must be a non-negative number)")
    assert.has_error(function() term.sleep(0 / 0) end,
      "bad argument #1 to 'sleep' (seconds must be a non-negative number)")
    assert.has_error(function() term.sleep("x") end,
      "bad argument #1 to 'sleep' (number expected, got string)")
  end)
end)

describe("isatty()", function()
  it("is false for files and pipes", function()
    local f = io.tmpfile()
    assert.is_false(term.isatty(f))
    f:close()
    assert.equal("false\tfalse\n",
      child("print(term.isatty(0), term.isatty(io.stdout))", "echo | LUA"))
  end)

  it("is true in a terminal, for numbers and files", function()
    assert.equal("true\ttrue\ttrue\n",
      in_pty("print(term.isatty(0), term.isatty(1), term.isatty(io.stdout))"))
  end)

  it("checks its argument", function()
    local f = io.tmpfile()
    f:close()
    assert.has_error(function() term.isatty(f) end,
      "bad argument #1 to 'isatty' (attempt to use a closed file)")
    assert.has_error(function() term.isatty("1") end,
      "bad argument #1 to 'isatty' (integer or file expected, got string)")
    assert.has_error(function() term.isatty() end,
      "bad argument #1 to 'isatty' (integer or file expected, got no value)")
    assert.has_error(function() term.isatty(-1) end,
      "bad argument #1 to 'isatty' (file descriptor must be a non-negative integer)")
  end)
end)

describe("termsize()", function()
  it("is nil when not a terminal", function()
    assert.is_nil(term.termsize(io.tmpfile()))
    assert.equal("nil\n", child("print(term.termsize())", "LUA | cat"))
  end)

  it("gives rows and columns of a terminal", function()
    assert.equal("30\t100\n30\t100\n",
      in_pty("print(term.termsize())\nprint(term.termsize(io.stdin))"))
  end)
end)

describe("rawmode()", function()
  it("fails softly when not a terminal", function()
    local g, err = term.rawmode(true, io.tmpfile())
    assert.is_nil(g)
    assert.equal("rawmode: Inappropriate ioctl for device", err)
    assert.is_false(term.rawmode(false))
  end)

  it("turns echo and line mode off and restores them", function()
    local out = in_pty([[
local function mode()
  local s = io.popen("stty -a"):read("a")
  return (s:match("%-?icanon")) .. " " .. (s:match("%-?echo%f[%s]"))
end
print(mode())
local g = term.rawmode()
print(mode(), term.rawmode() == g)
print(g:restore(), mode(), g:restore())
do
  local g2 <close> = term.rawmode(true)
  print(g2 ~= g, mode())
end
print(mode(), tostring(g))
term.rawmode()
print(term.rawmode(false), mode(), term.rawmode(false))
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

describe("rawmode{suspend = false}", function()
  it("turns the suspend key off until restored, and checks its option", function()
    local out = in_pty([[
local function susp() return io.popen("stty -a"):read("a"):match("susp = ([^;]*);") end
print(susp())
local g = term.rawmode(true, 0, { suspend = false })
print(susp())
g:restore()
print(susp())
local rawmode = term.rawmode
print(select(2, pcall(function() return rawmode(true, 0, { suspend = 1 }) end)):match("bad.*"))
]])
    assert.equal("^Z\n<undef>\n^Z\nbad argument #3 to 'rawmode' "
      .. "(field 'suspend' must be a boolean)\n", out)
  end)
end)

describe("suspend()", function()
  it("returns true (a process group without a terminal is not stopped)", function()
    assert.equal("true\n", child("print(term.suspend())", "setsid LUA"))
  end)
end)

describe("readkey()", function()
  it("returns the bytes available, then false at end of input", function()
    assert.equal('"ab"\t"\\27[A"\tfalse\tfalse\n', child([[
local a = term.readkey(1)
local b = term.readkey(1)
print(("%q"):format(a), ("%q"):format(b), term.readkey(1), term.readkey())
]], "{ printf ab; sleep 0.2; printf '\\033[A'; } | LUA"))
  end)

  it("waits for the rest of an escape sequence", function()
    assert.equal('"\\27[B"\n', child([[print(("%q"):format(term.readkey(1)))]],
      "{ printf '\\033'; sleep 0.01; printf '[B'; } | LUA"))
  end)

  it("returns nil on timeout", function()
    assert.equal("nil\n", child("print(term.readkey(0.05))", "sleep 0.5 | LUA"))
  end)

  it("checks its arguments", function()
    assert.has_error(function() term.readkey(-1) end,
      "bad argument #1 to 'readkey' (timeout must be a non-negative number)")
    assert.has_error(function() term.readkey(0, {}) end,
      "bad argument #2 to 'readkey' (integer or file expected, got table)")
  end)
end)
