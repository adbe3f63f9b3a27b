-- The binding of the searches, src/search/: one concern a file, none over
-- 700 lines, its includes run one way (no file reaches itself through the
-- headers it includes), and its searches run through src/drive.c.

local LIMIT = 700

local function lines_of(cmd)
  local p = assert(io.popen(cmd))
  local out = {}
  for l in p:lines() do out[#out + 1] = l end
  p:close()
  return out
end

local function read(path)
  local f = assert(io.open(path))
  local s = f:read("a")
  f:close()
  return s
end

-- the quoted includes of a file, as paths from the repository root
local function includes(path)
  local dir = path:match("^(.*)/")
  local out = {}
  for name in read(path):gmatch('#%s*include%s+"([^"]+)"') do
    local p = dir .. "/" .. name
    repeat local q = p; p = p:gsub("[^/]+/%.%./", "", 1) until p == q
    out[#out + 1] = p
  end
  return out
end

-- a circle of includes reachable from `start` (a list of paths), or nil
local function circle(start)
  local state, stack = {}, {}
  local function visit(f)
    if state[f] == "open" then
      local from = 1
      for i, g in ipairs(stack) do if g == f then from = i end end
      local c = { table.unpack(stack, from) }
      c[#c + 1] = f
      return c
    end
    if state[f] == "done" or not io.open(f) then return nil end
    state[f] = "open"
    stack[#stack + 1] = f
    for _, g in ipairs(includes(f)) do
      local c = visit(g)
      if c then return c end
    end
    stack[#stack] = nil
    state[f] = "done"
  end
  for _, f in ipairs(start) do
    local c = visit(f)
    if c then return c end
  end
end

describe("src/search", function()
  local files = lines_of("find src/search -name '*.[ch]' | sort")

  it("is cut into files of at most " .. LIMIT .. " lines", function()
    assert.is_true(#files >= 8, "only " .. #files .. " files under src/search")
    for _, f in ipairs(files) do
      local _, n = read(f):gsub("\n", "")
      assert.is_true(n <= LIMIT, ("%s has %d lines"):format(f, n))
    end
  end)

  it("includes with no circle", function()
    assert.is_nil(circle(files))
  end)

  it("runs its searches, and bfs.c its own, through the one loop of src/drive.c", function()
    for _, f in ipairs(files) do
      local code = read(f):gsub("/%*.-%*/", "")
      assert.is_nil(code:find("lua_p?callk%s*%("), f)
    end
    local bfs = read("src/bfs.c"):gsub("/%*.-%*/", "")
    assert.is_nil(bfs:find("lua_p?callk%s*%("), "src/bfs.c")
    assert.truthy(read("src/drive.c"):find("lua_callk(", 1, true))
  end)

  it("would see a circle of includes", function()
    local dir = os.tmpname()
    os.remove(dir)
    assert(os.execute("mkdir -p " .. dir))
    local a, b = io.open(dir .. "/a.h", "w"), io.open(dir .. "/b.h", "w")
    a:write('#include "b.h"\n'); a:close()
    b:write('#include "a.h"\n'); b:close()
    local c = circle({ dir .. "/a.h" })
    os.execute("rm -rf " .. dir)
    assert.are.same({ dir .. "/a.h", dir .. "/b.h", dir .. "/a.h" }, c)
  end)
end)
