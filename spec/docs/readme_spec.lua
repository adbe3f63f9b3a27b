-- README.md stays true and short: every Lua example runs and prints what
-- its `-->` comments say, every command example prints what it shows,
-- every link leads to a file, and it fits in 16 KB.
local child = require "support.child"

local function read(path)
  local f = assert(io.open(path))
  local s = f:read("a")
  f:close()
  return s
end

local README = read("README.md")

-- the fenced blocks of a language
local function blocks(lang)
  local list = {}
  for body in README:gmatch("```" .. lang .. "\n(.-)```") do list[#list + 1] = body end
  return list
end

describe("README.md", function()
  it("fits in 16 KB", function()
    assert.is_true(#README <= 16 * 1024, #README .. " bytes")
  end)

  it("runs every Lua example and prints what its --> comments say", function()
    local list = blocks("lua")
    assert.is_true(#list >= 1)
    for i, code in ipairs(list) do
      -- print(...) --> want  becomes a check of what print would write
      local checked, lines = 0, {}
      for line in (code .. "\n"):gmatch("(.-)\n") do
        local args, want = line:match("^%s*print(%b())%s*%-%->%s*(.-)%s*$")
        if args then
          checked = checked + 1
          line = ("expect(%q, %s)"):format(want, "table.pack" .. args)
        end
        lines[#lines + 1] = line
      end
      local prelude = [[
local bad = {}
local function print(...)            -- unchecked output: made, not shown
  local t = table.pack(...)
  for j = 1, t.n do tostring(t[j]) end
end
local function expect(want, got)
  local t = {}
  for j = 1, got.n do t[j] = tostring(got[j]) end
  local s = table.concat(t, " "):gsub("%s+", " ")
  if s ~= want:gsub("%s+", " ") then bad[#bad + 1] = "want '" .. want .. "', got '" .. s .. "'" end
end
]]
      local out = child.run(prelude .. "local ok, err = pcall(function()\n" .. table.concat(lines, "\n")
        .. "\nend)\nio.write(ok and table.concat(bad, '\\n') or ('error: ' .. tostring(err)))\n")
      assert.equal("", out, "Lua block " .. i)
      assert.is_true(checked >= 1 or i > 1)
    end
  end)

  it("shows what each command example prints", function()
    local cmds = 0
    for _, block in ipairs(blocks("sh")) do
      local cmd, want
      local function check()
        if not cmd then return end
        local p = assert(io.popen("./bin/hanoi " .. cmd .. " 2>&1"))
        local got = p:read("a")
        p:close()
        assert.equal(table.concat(want), got, "hanoi " .. cmd)
        cmds = cmds + 1
      end
      for line in block:gmatch("(.-)\n") do
        local c = line:match("^%$ hanoi (.*)$")
        if c then check(); cmd, want = c, {} else want[#want + 1] = line .. "\n" end
      end
      check()
    end
    assert.is_true(cmds >= 3)
  end)

  it("links only to files that exist", function()
    for target in README:gmatch("%]%(([^)#]+)[^)]*%)") do
      if not target:match("^%a+:") then
        assert.truthy(io.open(target), "broken link: " .. target)
      end
    end
  end)

  it("names the commands of `hanoi help`", function()
    local p = assert(io.popen("./bin/hanoi help"))
    local help = p:read("a")
    p:close()
    for name in help:gmatch("\nhanoi (%a+)") do
      if name ~= "help" and name ~= "N" then
        assert.truthy(README:find("hanoi " .. name, 1, true), "hanoi " .. name)
      end
    end
  end)
end)

describe("the text a user reads", function()
  -- the files of this project's own that a user or a maintainer reads
  -- (the source files of the search and breadth-first search are named
  -- apart: they are checked where they are written)
  local files = { "README.md", "bin/hanoi", "config.ld", "hanoi-scm-1.rockspec", "Makefile" }
  local function add(cmd)
    local p = assert(io.popen(cmd))
    for f in p:lines() do files[#files + 1] = f end
    p:close()
  end
  add("ls docs/*.md mk/*.mk tools/*.sh tools/*.lua tools/*.c examples/*.lua bench/*.lua")
  add("find lua -name '*.lua' ! -path lua/hanoi/cli/search.lua")
  add("ls src/core.c src/term.c src/fileio.c src/methods.c src/kpeg.c src/classic.c src/interrupt.c")

  it("names ideas, not the documents or tasks they came from", function()
    for _, f in ipairs(files) do
      if f ~= "docs/sources.md" then
        local text = read(f):lower()
        for _, pat in ipairs({ "seed 0%d", "seeds? %d%d%d", "seed's", "of the seeds", "issue %d", "issue #%d" }) do
          local at = text:find(pat)
          assert.is_nil(at, f .. ": '" .. (at and text:sub(at, at + 20) or "") .. "'")
        end
      end
    end
  end)
end)
