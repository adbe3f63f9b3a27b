-- `make run` installs what building and running the game need (Lua, its
-- headers, a C compiler) and nothing of the checks' toolchain; as a user
-- who is not root and has those, it builds and starts the game.

-- every Debian package the Makefile and mk/*.mk name, read from their text
local function all_packages()
  local names = {}
  local p = assert(io.popen("cat Makefile mk/*.mk"))
  local text = p:read("a"):gsub("\\\n", " ")
  p:close()
  for list in text:gmatch("\n[A-Z_]*PACKAGES%s*%+?=%s*([^\n]*)") do
    for w in list:gsub("%$%b()", ""):gmatch("[%w][%w%.%+%-]*") do names[w] = true end
  end
  return names
end

local RUN = { ["lua5.4"] = true, ["liblua5.4-dev"] = true, gcc = true }

describe("make run", function()
  it("installs only Lua, its headers and a C compiler (make -n run)", function()
    local p = assert(io.popen("make -n run 2>&1"))
    local out = p:read("a")
    p:close()
    local line = out:match("sh tools/deps%.sh ([^\n]*)")
    assert.truthy(line, out)
    local named = {}
    for w in line:gmatch("%S+") do named[w] = true end
    assert.same(RUN, named)
    -- and no package of the checks anywhere in what it runs
    local all = all_packages()
    local test_only = 0
    for name in pairs(all) do
      if not RUN[name] then
        test_only = test_only + 1
        assert.is_falsy(out:find("%f[%w%.%-]" .. name:gsub("%p", "%%%0") .. "%f[^%w%.%-]"),
          "make -n run names " .. name)
      end
    end
    assert.is_true(test_only >= 10, test_only .. " packages of the checks")
    for name in pairs(RUN) do assert.is_true(all[name], name) end
  end)

  it("installs every package with make test (make -n test)", function()
    local p = assert(io.popen("make -n test 2>&1"))
    local out = p:read("a")
    p:close()
    local line = assert(out:match("sh tools/deps%.sh ([^\n]*)"), out)
    local named = {}
    for w in line:gmatch("%S+") do named[w] = true end
    for name in pairs(all_packages()) do
      if name ~= "npm" then assert.is_true(named[name], name) end
    end
  end)

  it("builds and starts as a user who is not root and has only those packages", function()
    -- dpkg-query and id stand in for a machine with the run packages alone
    local dir = os.tmpname()
    os.remove(dir)
    assert(os.execute("mkdir -p " .. dir))
    local function stub(name, body)
      local f = assert(io.open(dir .. "/" .. name, "w"))
      f:write("#!/bin/sh\n", body, "\n")
      f:close()
      assert(os.execute("chmod +x " .. dir .. "/" .. name))
    end
    stub("id", 'echo 1000')
    stub("dpkg-query", [[
for p in "$@"; do last="$p"; done
case "$last" in lua5.4|liblua5.4-dev|gcc) printf 'install ok installed';;
*) exit 1;; esac]])
    stub("apt-get", "echo apt-get must not run >&2; exit 1")
    stub("sudo", "echo sudo must not run >&2; exit 1")
    local p = assert(io.popen("PATH=" .. dir .. ":$PATH make --no-print-directory run </dev/null 2>&1; echo rc=$?"))
    local out = p:read("a")
    p:close()
    os.execute("rm -rf " .. dir)
    assert.is_falsy(out:find("missing Debian packages", 1, true), out)
    assert.matches("rc=0\n$", out)
    -- the game's line mode, the demo of `make run` without a terminal
    assert.matches("4 disks, 3 pegs", out)
  end)
end)
