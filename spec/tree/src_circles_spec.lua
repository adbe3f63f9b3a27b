-- No circle among the files of src/: a room (a source with its header) has
-- an arrow to another when it includes that one's header or uses a name
-- only that one defines; no room may reach itself along the arrows, so
-- that every file calls only down (src/search/search.h names its layers).
local graph = require("tree.c_graph")

local function write(path, text)
  local f = assert(io.open(path, "w"))
  f:write(text)
  f:close()
end

-- a scratch tree of C files: { ["a.c"] = text, ... }; returns the graph's circles
local function circles_of(files)
  local dir = os.tmpname()
  os.remove(dir)
  assert(os.execute("mkdir -p '" .. dir .. "/sub'"))
  local paths = {}
  for name, text in pairs(files) do
    write(dir .. "/" .. name, text)
    paths[#paths + 1] = dir .. "/" .. name
  end
  table.sort(paths)
  local found = graph.circles(graph.graph(paths))
  os.execute("rm -rf '" .. dir .. "'")
  -- the rooms without the scratch folder's name
  for _, c in ipairs(found) do
    for i, r in ipairs(c.rooms) do c.rooms[i] = r:sub(#dir + 2) end
    for i, l in ipairs(c.arrows) do c.arrows[i] = l:gsub(dir:gsub("%p", "%%%0") .. "/", "") end
  end
  return found
end

describe("the circles of C files", function()
  it("finds a circle of calls around three files, with the names that tie it", function()
    local found = circles_of({
      ["a.c"] = "int b_go(int);\nint a_go(int x) { return b_go(x); }\n",
      ["b.c"] = "int c_go(int);\nint b_go(int x) { return c_go(x) + 1; }\n",
      ["c.c"] = "int a_go(int);\n/* a_go in a comment is no call */\n" ..
                "int c_go(int x) { return x > 0 ? a_go(x - 1) : 0; }\n",
      ["d.c"] = "int a_go(int);\nint d_go(void) { return a_go(3); }\n",
    })
    assert.are.equal(1, #found)
    assert.are.same({ "a", "b", "c" }, found[1].rooms)
    assert.are.same({ "a -> b: b_go", "b -> c: c_go", "c -> a: a_go" }, found[1].arrows)
  end)

  it("finds a circle of includes, and of an include one way and a call back", function()
    local found = circles_of({
      ["x.h"] = '#include "sub/y.h"\n',
      ["sub/y.h"] = '#include "../x.h"\n',
      ["p.c"] = '#include "q.h"\nint p_go(void) { return 1; }\n',
      ["q.h"] = "int q_go(void);\n",
      ["q.c"] = "int p_go(void);\nint q_go(void) { return p_go(); }\n",
    })
    assert.are.equal(2, #found)
    assert.are.same({ "p", "q" }, found[1].rooms)
    assert.are.same({ "p -> q: #include", "q -> p: p_go" }, found[1].arrows)
    assert.are.same({ "sub/y", "x" }, found[2].rooms)
  end)

  it("sees no circle where the calls go one way, or stay inside a file", function()
    assert.are.same({}, circles_of({
      ["low.h"] = "int low_go(int);\n",
      ["top.c"] = '#include "low.h"\nint top_go(void) { return low_go(2); }\n',
      -- a static namesake, a string and a declaration are no arrows back
      ["low.c"] = '#include "low.h"\nint top_go(void);\n' ..
                  'static int top_go2(void) { return 0; }\n' ..
                  'static const char *s = "top_go()";\n' ..
                  "int low_go(int x) { return x > 0 ? low_go(x - 1) + top_go2() : *s; }\n",
    }))
  end)

  it("finds none in src/", function()
    local paths = {}
    local p = assert(io.popen("find src -name '*.[ch]' | sort"))
    for l in p:lines() do paths[#paths + 1] = l end
    p:close()
    assert.is_true(#paths > 40, "only " .. #paths .. " C files under src/")
    local rooms, arrows = graph.graph(paths)
    local n = 0
    for _, bs in pairs(arrows) do for _ in pairs(bs) do n = n + 1 end end
    assert.is_true(n > 100, "only " .. n .. " arrows among the files of src/")
    -- arrows it must see: a search hands its answer down to answer.c (a
    -- call), which includes the contract of src/search (a header)
    assert.is_truthy(arrows["src/search/general"]["src/search/answer"], "general.c -> answer.c")
    assert.is_truthy(arrows["src/search/answer"]["src/search/search"], "answer.c -> search.h")
    local lines = {}
    for _, c in ipairs(graph.circles(rooms, arrows)) do
      lines[#lines + 1] = "circle: " .. table.concat(c.rooms, ", ") .. "\n  " ..
        table.concat(c.arrows, "\n  ")
    end
    assert(#lines == 0, table.concat(lines, "\n"))
  end)
end)
