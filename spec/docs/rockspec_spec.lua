-- The rockspec builds what the Makefile builds: every C file of src/,
-- src/engine/ and src/search/ in its module, every Lua module of lua/ listed under its
-- name. (The LuaRocks install itself is tried by `make rock-check` in
-- `make test`.)
local function lines(cmd)
  local p = assert(io.popen(cmd))
  local out = {}
  for l in p:lines() do out[#out + 1] = l end
  p:close()
  return out
end

local function rockspec()
  local env = {}
  local chunk = assert(loadfile("hanoi-scm-1.rockspec", "t", env))
  chunk()
  return env
end

describe("the rockspec", function()
  local spec = rockspec()
  local modules = spec.build.modules

  it("compiles every C file of src/, src/engine/ and src/search/ into the module the Makefile puts it in", function()
    local listed = {}
    for name, m in pairs(modules) do
      if type(m) == "table" then
        for _, src in ipairs(m.sources) do
          assert.is_nil(listed[src], src .. " is listed twice")
          listed[src] = name
        end
      end
    end
    for _, src in ipairs(lines("ls src/*.c src/engine/*.c src/search/*.c")) do
      local own = src:match("^src/(%w+)%.c$")
      local want = (own == "term" or own == "fileio" or own == "guard" or own == "sandbox") and "hanoi." .. own
        or "hanoi.core"
      assert.are.equal(want, listed[src], src)
      listed[src] = nil
    end
    assert.are.same({}, listed)
  end)

  it("lists every Lua module of lua/ under its name", function()
    local listed = {}
    for name, m in pairs(modules) do
      if type(m) == "string" then listed[m] = name end
    end
    for _, file in ipairs(lines("find lua -name '*.lua' | sort")) do
      local name = file:gsub("^lua/", ""):gsub("/init%.lua$", ""):gsub("%.lua$", ""):gsub("/", ".")
      assert.are.equal(name, listed[file], file)
      listed[file] = nil
    end
    assert.are.same({}, listed)
  end)

  it("installs every catalogue's PO file of lua/hanoi/lang/po/ beside the modules", function()
    -- luarocks installs hanoi.lang.po.de_po = "lua/hanoi/lang/po/de.po" as
    -- hanoi/lang/po/de.po, where hanoi.lang.po reads it
    local listed = {}
    for name, file in pairs(spec.build.install.lua) do
      if file:find("%.po$") then listed[file] = name end
    end
    local n = 0
    for _, file in ipairs(lines("find lua/hanoi/lang/po -name '*.po' | sort")) do
      n = n + 1
      local want = "hanoi.lang.po." .. file:match("([^/]+)%.po$") .. "_po"
      assert.are.equal(want, listed[file], file)
      listed[file] = nil
    end
    assert.is_true(n >= 6, n .. " PO files")
    assert.are.same({}, listed)
  end)
end)
