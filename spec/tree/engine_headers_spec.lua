-- The engines under src/engine are plain C: no file there includes a Lua
-- header, neither by name nor through another header. Two independent
-- checks: the #include lines as written, and the headers the C
-- preprocessor actually reads (`cc -MM`, with Lua's include directory on
-- the path so that a Lua header would be found and listed).
local LUA_INCDIR = os.getenv("LUA_INCDIR") or "/usr/include/lua5.4"
local LUA_HEADERS = { ["lua.h"] = true, ["lauxlib.h"] = true, ["lualib.h"] = true,
                      ["luaconf.h"] = true, ["lua.hpp"] = true }

local function lines(cmd)
  local p = assert(io.popen(cmd))
  local out = {}
  for l in p:lines() do out[#out + 1] = l end
  p:close()
  return out
end

local function read(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end

-- the names a C text includes: "quoted" and <angled> alike; a directive
-- may have blanks around the '#' and before the name
local function includes(text)
  local out = {}
  for line in (text .. "\n"):gmatch("([^\n]*)\n") do
    local open, name = line:match('^%s*#%s*include%s*(["<])([^">]+)[">]')
    if name then out[#out + 1] = { name = name, quoted = open == '"' } end
  end
  return out
end

local function basename(path) return path:match("([^/]+)$") end

-- what is wrong with one engine file's own #include lines, or nil
local function written_fault(path)
  local dir = path:match("^(.*)/[^/]+$")
  for _, inc in ipairs(includes(read(path))) do
    local name = inc.name
    if LUA_HEADERS[basename(name)] then
      return ("%s includes the Lua header %s"):format(path, name)
    end
    -- a header of the project must be a sibling engine header: a binding's
    -- header (such as ../hanoi.h) brings Lua in with it
    if inc.quoted and (name:find("/", 1, true) or not io.open(dir .. "/" .. name)) then
      return ("%s includes %q, which is not a header of src/engine"):format(path, name)
    end
  end
  return nil
end

-- the Lua headers the preprocessor reads for one file (cc -MM lists the
-- headers of quoted includes, -M every one)
local function read_lua_headers(path)
  local found = {}
  local deps = table.concat(lines(("cc -std=c99 -M -I%s %s 2>&1"):format(LUA_INCDIR, path)), " ")
  for dep in deps:gmatch("[^%s\\]+") do
    if LUA_HEADERS[basename(dep)] then found[#found + 1] = dep end
  end
  return found, deps
end

describe("the engines under src/engine", function()
  local files = lines("find src/engine -name '*.[ch]' | sort")

  it("are there", function()
    assert.is_true(#files >= 20, "only " .. #files .. " files under src/engine")
    for _, f in ipairs(files) do
      if f:match("%.c$") then
        assert.is_truthy(io.open((f:gsub("%.c$", ".h"))), f .. " has no header")
      end
    end
  end)

  it("include no Lua header by name", function()
    for _, f in ipairs(files) do
      assert.is_nil(written_fault(f))
    end
  end)

  it("read no Lua header through any other header", function()
    for _, f in ipairs(files) do
      if f:match("%.c$") then
        local found, deps = read_lua_headers(f)
        assert.is_truthy(deps:find(basename(f), 1, true), "cc -M failed on " .. f .. ": " .. deps)
        assert.are.same({}, found, f)
      end
    end
  end)

  -- the checks themselves: each of them sees a Lua header where there is one
  describe("the checks", function()
    local dir

    before_each(function()
      dir = os.tmpname()
      os.remove(dir)
      assert(os.execute("mkdir -p " .. dir .. "/engine"))
    end)
    after_each(function() os.execute("rm -rf " .. dir) end)

    local function write(name, text)
      local f = assert(io.open(dir .. "/" .. name, "w"))
      f:write(text)
      f:close()
      return dir .. "/" .. name
    end

    it("see a Lua header included by name", function()
      local f = write("engine/bad.c", '#include <string.h>\n  # include "lauxlib.h"\n')
      assert.matches("includes the Lua header lauxlib.h", written_fault(f))
      assert.is_nil(written_fault(write("engine/good.c", '#include <string.h>\n')))
    end)

    it("see a binding's header included from an engine", function()
      write("hanoi.h", '#include "lua.h"\n')
      local f = write("engine/bad.c", '#include "../hanoi.h"\n')
      assert.matches("not a header of src/engine", written_fault(f))
      local names = {}
      for _, h in ipairs((read_lua_headers(f))) do names[basename(h)] = true end
      assert.is_true(names["lua.h"])
    end)

    it("find nothing in a file that includes only system and sibling headers", function()
      write("engine/ok.h", "#include <stdint.h>\n")
      local f = write("engine/ok.c", '#include <string.h>\n#include "ok.h"\n')
      assert.is_nil(written_fault(f))
      assert.are.same({}, (read_lua_headers(f)))
    end)
  end)
end)
