-- The dispatcher of the `hanoi` command loads only the module of the
-- command it runs: `hanoi hint BAC` needs neither the game nor the
-- teaching kit nor the pictures, and a broken module elsewhere (a syntax
-- error in the kit) cannot break it. Unknown commands and options are
-- answered with the nearest name.
local cli = require "support.cli"

-- runs bin/hanoi ARGS in a child whose os.exit first writes the names of
-- the hanoi.* modules loaded, one a line, to standard error after a line
-- "loaded:"; every module whose name begins with one of `broken` (a
-- list of prefixes) fails to load with a syntax error
local function run(args, broken)
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write(([=[
local broken = { %s }
table.insert(package.searchers, 1, function(name)
  for _, prefix in ipairs(broken) do
    if name:sub(1, #prefix) == prefix then
      return function() error(name .. ".lua:1: syntax error near 'end'", 0) end
    end
  end
  return nil
end)
local exit = os.exit
os.exit = function(code)
  local t = {}
  for name in pairs(package.loaded) do
    if name:match("^hanoi") then t[#t + 1] = name end
  end
  table.sort(t)
  io.stderr:write("loaded:\n", table.concat(t, "\n"), "\n")
  exit(code)
end
arg[0] = "bin/hanoi"
dofile("bin/hanoi")
]=]):format(broken and ("%q, "):rep(#broken):format(table.unpack(broken)) or ""))
  f:close()
  local errfile = os.tmpname()
  local p = assert(io.popen("lua5.4 " .. path .. " " .. args .. " 2>" .. errfile .. " </dev/null"))
  local out = p:read("a")
  local _, _, code = p:close()
  local ef = assert(io.open(errfile))
  local err = ef:read("a")
  ef:close()
  os.remove(errfile)
  os.remove(path)
  local before, list = err:match("^(.-)loaded:\n(.*)$")
  local loaded = {}
  for name in (list or ""):gmatch("[^\n]+") do loaded[#loaded + 1] = name end
  return out, before or err, code, loaded
end

local function set(list)
  local t = {}
  for _, v in ipairs(list) do t[v] = true end
  return t
end

describe("the dispatcher", function()
  it("loads only the module of the command it runs (hanoi hint BAC)", function()
    local out, err, code, loaded = run("hint BAC")
    assert.equal(0, code)
    assert.equal("", err)
    -- the same answer as the command run plainly
    assert.equal((cli.run("hint BAC")), out)
    local got = set(loaded)
    assert.is_true(got["hanoi.cli"] and got["hanoi.cli.hint"], table.concat(loaded, " "))
    for _, name in ipairs(loaded) do
      assert.is_falsy(name:match("^hanoi%.cli%.") and name ~= "hanoi.cli.hint", name)
      for _, part in ipairs({ "teach", "game", "tui", "render" }) do
        assert.is_falsy(name:match("^hanoi%." .. part .. "%f[^%w]"), name)
      end
    end
    -- the dispatcher, the command, the library and what they use:
    -- no more than a dozen modules (it was 37 when every command was loaded)
    assert.is_true(#loaded <= 12, #loaded .. ": " .. table.concat(loaded, " "))
  end)

  it("runs hanoi hint though the teaching kit, the game and the pictures are broken", function()
    local broken = { "hanoi.teach", "hanoi.game", "hanoi.tui", "hanoi.render" }
    local out, err, code = run("hint BAC", broken)
    assert.equal(0, code, err)
    assert.equal((cli.run("hint BAC")), out)
    out, err, code = run("3 --count", { "hanoi.teach", "hanoi.game", "hanoi.tui" })
    assert.equal(0, code, err)
    assert.equal("7\n", out)
    -- while the command that needs the broken module says so
    local _, err2, code2 = run("grade /dev/null", broken)
    assert.equal(1, code2)
    assert.matches("syntax error", err2)
  end)

  it("loads every module for 'hanoi help' and one for 'hanoi help COMMAND'", function()
    local _, _, code, loaded = run("help")
    assert.equal(0, code)
    local n = 0
    for _, name in ipairs(loaded) do if name:match("^hanoi%.cli%.") then n = n + 1 end end
    -- every command module, the files of lua/hanoi/cli/ but init.lua
    local p = assert(io.popen("ls lua/hanoi/cli/*.lua"))
    local files = 0
    for f in p:lines() do if not f:match("/init%.lua$") then files = files + 1 end end
    p:close()
    assert.equal(files, n)
    _, _, code, loaded = run("help distance")
    assert.equal(0, code)
    n = 0
    for _, name in ipairs(loaded) do if name:match("^hanoi%.cli%.") then n = n + 1 end end
    assert.equal(1, n)
    assert.is_true(set(loaded)["hanoi.cli.hint"])
  end)

  it("knows every command 'hanoi help' lists", function()
    local out = cli.run("help")
    local listed = {}
    for name in out:gmatch("\nhanoi (%a+)") do
      if name ~= "N" and name ~= "help" then listed[#listed + 1] = name end
    end
    assert.is_true(#listed >= 15, #listed)
    for _, name in ipairs(listed) do
      local text, err, code = cli.run("help " .. name)
      assert.equal(0, code, err)
      assert.equal(name, text:match("^usage: hanoi (%a+)"))
    end
  end)
end)

describe("a name mistyped", function()
  local cases = {
    { "plya 3", "unknown command 'plya' (did you mean 'play'?); try 'hanoi help'" },
    { "hitn BAC", "unknown command 'hitn' (did you mean 'hint'?); try 'hanoi help'" },
    { "distnace BAC", "unknown command 'distnace' (did you mean 'distance'?); try 'hanoi help'" },
    { "frobnicate", "unknown command 'frobnicate'; try 'hanoi help'" },
    { "help plya", "no command 'plya' (did you mean 'play'?); try 'hanoi help'" },
    { "3 --txt", "unknown option '--txt' (did you mean '--text'?); try 'hanoi help solve'" },
    { "3 -text", "unknown option '-text' (did you mean '--text'?); try 'hanoi help solve'" },
    { "hint BAC --rule cyclic", "unknown option '--rule' (did you mean '--rules'?); try 'hanoi help hint'" },
    { "3 --zzzzzz", "unknown option '--zzzzzz'; try 'hanoi help solve'" },
  }
  for _, c in ipairs(cases) do
    it("'hanoi " .. c[1] .. "': the nearest name, exit code 2", function()
      local out, err, code = cli.run(c[1])
      assert.equal("", out)
      assert.equal(2, code)
      assert.equal("hanoi: " .. c[2] .. "\n", err)
    end)
  end
end)
