-- hanoi.fileio (src/fileio.c): bounded reads of regular files and atomic
-- writes. What could hang (a FIFO, a terminal, /dev/zero) runs in a child
-- process under `timeout`, a watchdog with a wide margin: a hang fails the
-- test instead of stopping the suite.
local fileio = require "hanoi.fileio"
local support = require "support.child"

local PRELUDE = 'local fileio = require "hanoi.fileio"\n'
local function child(code, shell)
  return support.run(PRELUDE .. code, shell or "timeout 20 LUA")
end

local function sh(cmd)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  p:close()
  return out
end

local slurp, spit = require("support.helpers").slurp, require("support.helpers").spit

-- a fresh directory, removed after the test
local dir
before_each(function()
  dir = sh("mktemp -d"):gsub("\n$", "")
end)
after_each(function()
  os.execute("chmod -R u+w " .. dir .. "; rm -rf " .. dir)
end)

local function listing()
  return sh("ls -A " .. dir)
end

describe("fileio.read()", function()
  it("reads a regular file whole, bytes as they are", function()
    local text = "line 1\r\n\0binary\255\n" .. ("x"):rep(200000)
    spit(dir .. "/f", text)
    assert.equal(text, fileio.read(dir .. "/f"))
    spit(dir .. "/e", "")
    assert.equal("", fileio.read(dir .. "/e"))
  end)

  it("refuses what is not a regular file, at once", function()
    assert.same({ nil, "not a regular file (a directory)" }, { fileio.read(dir) })
    assert.same({ nil, "not a regular file (a character device)" }, { fileio.read("/dev/zero") })
    assert.same({ nil, "No such file or directory" }, { fileio.read(dir .. "/none") })
    os.execute("mkfifo " .. dir .. "/fifo")
    assert.equal("nil\tnot a regular file (a FIFO)\n",
      child(("print(fileio.read(%q))"):format(dir .. "/fifo")))
  end)

  it("refuses standard input when it is a pipe or a terminal", function()
    assert.equal("nil\tnot a regular file (a FIFO)\n",
      child('print(fileio.read("/dev/stdin"))', "echo data | timeout 20 LUA"))
    assert.equal("nil\tnot a regular file (a character device)\n",
      support.pty(PRELUDE .. 'print(fileio.read("/dev/stdin"))'))
  end)

  it("refuses files past the cap, 4 MiB by default, without reading them", function()
    assert.equal(4 * 1024 * 1024, fileio.MAX)
    spit(dir .. "/big", ("y"):rep(5 * 1024 * 1024))
    assert.same({ nil, "larger than 4194304 bytes" }, { fileio.read(dir .. "/big") })
    spit(dir .. "/ten", "0123456789")
    assert.equal("0123456789", fileio.read(dir .. "/ten", 10))
    assert.same({ nil, "larger than 9 bytes" }, { fileio.read(dir .. "/ten", 9) })
  end)

  it("reads files the system reports as empty up to the cap", function()
    local status = fileio.read("/proc/self/status")
    assert.matches("^Name:", status)
    assert.same({ nil, "larger than 8 bytes" }, { fileio.read("/proc/self/status", 8) })
  end)

  it("checks its arguments", function()
    assert.has_error(function() fileio.read() end,
      "bad argument #1 to 'read' (string expected, got no value)")
    assert.has_error(function() fileio.read("x", -1) end,
      "bad argument #2 to 'read' (max must be 0..2^40)")
  end)
end)

describe("fileio.write()", function()
  it("creates and replaces a file, leaving no temporary file", function()
    local path = dir .. "/save"
    assert.is_true(fileio.write(path, "first\n"))
    assert.equal("first\n", slurp(path))
    assert.is_true(fileio.write(path, "second\n"))
    assert.equal("second\n", slurp(path))
    assert.equal("save\n", listing())
  end)

  it("keeps the permissions of the file it replaces", function()
    local path = dir .. "/save"
    spit(path, "old")
    os.execute("chmod 640 " .. path)
    assert.is_true(fileio.write(path, "new"))
    assert.equal("640\n", sh("stat -c %a " .. path))
  end)

  it("keeps the old file byte for byte when the size limit is hit", function()
    local path = dir .. "/save"
    local old = "old contents\n\0\255"
    spit(path, old)
    -- past the limit the write fails instead of the signal ending the program
    assert.equal("nil\tFile too large\nalive\n", child(("print(fileio.write(%q, %q))\n"
      .. "print('alive')"):format(path, ("new"):rep(1000)), "sh -c 'ulimit -f 0; timeout 20 LUA'"))
    assert.equal(old, slurp(path))
    assert.equal("save\n", listing())
  end)

  it("keeps the old file when the directory is read-only", function()
    local path = dir .. "/save"
    spit(path, "old")
    os.execute("chmod 755 " .. dir .. "; chmod 644 " .. path .. "; chmod 555 " .. dir)
    -- as root, permissions do not stop a write: run as nobody then
    local as = sh("id -u") == "0\n" and "setpriv --reuid=65534 --regid=65534 --clear-groups " or ""
    if as ~= "" and _VERSION ~= "Lua 5.4" then
      -- the suite's interpreter under another Lua is a command of its own folder, which
      -- the user nobody may not reach
      pending("run as nobody, the child would be the system's lua5.4, not " .. _VERSION)
      return
    end
    local code = PRELUDE:gsub("\n", " ") .. ("print(fileio.write(%q, 'new'))"):format(path)
    local out = sh(("cd %s && %slua5.4 -e %q 2>&1"):format(os.getenv("PWD") or ".", as,
      'package.cpath = "./build/?.so;" .. package.cpath ' .. code))
    assert.equal("nil\tPermission denied\n", out)
    assert.equal("old", slurp(path))
    assert.equal("save\n", listing())
  end)

  it("leaves the old or the new file whole when the program is killed during a save", function()
    local path = dir .. "/save"
    local a, b = ("a"):rep(2 * 1024 * 1024), ("b"):rep(3 * 1024 * 1024)
    spit(path, a)
    -- saves in a loop until killed (SIGKILL: no clean-up can run)
    local code = ("local a, b = ('a'):rep(2 * 1024 * 1024), ('b'):rep(3 * 1024 * 1024)\n"
      .. "while true do fileio.write(%q, b); fileio.write(%q, a) end"):format(path, path)
    child(code, "{ timeout -s KILL 1 LUA; } 2>/dev/null")
    local got = slurp(path)
    assert.is_true(got == a or got == b, "a damaged file of " .. #got .. " bytes")
  end)

  it("reports what fails", function()
    assert.same({ nil, "No such file or directory" }, { fileio.write(dir .. "/no/such", "x") })
    assert.same({ nil, "not a regular file (a directory)" }, { fileio.write(dir, "x") })
    assert.has_error(function() fileio.write("", "x") end,
      "bad argument #1 to 'write' (path must not be empty)")
    assert.has_error(function() fileio.write("x") end,
      "bad argument #2 to 'write' (string expected, got no value)")
  end)
end)

describe("fileio.mkdir()", function()
  it("makes a directory and its parents, and accepts one that exists", function()
    assert.is_true(fileio.mkdir(dir .. "/a/b/c"))
    assert.is_true(fileio.mkdir(dir .. "/a/b/c"))
    assert.equal("d\n", sh("stat -c %F " .. dir .. "/a/b/c | cut -c1"))
    spit(dir .. "/file", "")
    assert.same({ nil, "Not a directory" }, { fileio.mkdir(dir .. "/file/x") })
    assert.same({ nil, "File exists" }, { fileio.mkdir(dir .. "/file") })
  end)
end)
