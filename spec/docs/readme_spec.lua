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

-- The README's own set-up line for the `hanoi` command of a checkout
-- (the `export PATH=...` line of its Install steps), as a shell command
-- run in the checkout; the line is taken as written.
local function setup()
  local line = README:match("\n    (export PATH=[^\n#]-)%s*#[^\n]*\n")
  assert(line, "README.md: no 'export PATH=' line in the Install steps")
  return "cd " .. os.getenv("PWD") .. " && " .. line
end

-- The `hanoi ...` commands README.md shows: in inline code, in its
-- indented blocks and after "$ " in its sh blocks. A form with the
-- placeholders of the command's usage (`hanoi show N [K]`) is returned
-- apart from a command to run as written (`hanoi grade examples/class/*.lua`).
local function commands()
  local all, seen = {}, {}
  local function add(c)
    c = c:gsub("%s+#.*$", ""):gsub("%s+$", "")
    if not seen[c] then seen[c] = true; all[#all + 1] = c end
  end
  for c in README:gmatch("`(hanoi [^`]+)`") do add(c) end
  for c in README:gmatch("\n    (hanoi [^\n]+)") do add(c) end
  for c in README:gmatch("\n%$ (hanoi [^\n]+)") do add(c) end
  return all
end

-- the usage line of a command (`hanoi help NAME`), "help [COMMAND]" for help
local function usage(name)
  if name == "help" then return "help [COMMAND]" end
  local p = assert(io.popen("./bin/hanoi help " .. name .. " 2>&1"))
  local out = p:read("a")
  p:close()
  return out:match("^usage: hanoi ([^\n]*)")
end

-- whether a command is a usage form: every word of it after the command's
-- name, brackets and dots aside, is a word of the command's usage line
-- (the solution, `hanoi N [K]`, has no command word)
local function form_of(c)
  local words = {}
  for w in c:gmatch("%S+") do words[#words + 1] = w end
  local name, first = words[2], 3
  if not name:match("^%l") then name, first = "solve", 2 end
  local u = usage(name)
  if not u then return false end
  local known = {}
  for w in u:gmatch("[%w_.-]+") do known[w] = true end
  local placeholders = 0
  for i = first, #words do
    local w = words[i]:gsub("[%[%]]", ""):gsub("%.%.%.$", "")
    if w:match("^%u[%u%d]*$") and known[w] or w:match("^%u[%u%d]*%.%.%u[%u%d]*$") then
      placeholders = placeholders + 1
    elseif words[i]:find("[", 1, true) or words[i]:find("...", 1, true) then
      return false
    end
  end
  return placeholders > 0
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
      for typed in (code .. "\n"):gmatch("(.-)\n") do
        local line = typed
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
        local p = assert(io.popen(setup() .. "; hanoi " .. cmd .. " 2>&1"))
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

  it("runs every hanoi command it shows, as written, after its own set-up line", function()
    local home = os.tmpname()
    os.remove(home)
    assert(os.execute("mkdir -p " .. home))
    local env = ("XDG_DATA_HOME=%s/data XDG_CACHE_HOME=%s/cache HOME=%s"):format(home, home, home)
    local run, forms = 0, 0
    for _, c in ipairs(commands()) do
      if form_of(c) then
        forms = forms + 1
      else
        -- the interactive ones read from /dev/null: the game's line mode
        -- and the REPL end at the end of their input
        -- a file the command writes goes to the scratch home, not the checkout
        c = c:gsub("> (%S+)$", "> " .. home .. "/%1")
        local p = assert(io.popen(env .. " sh -c '" .. setup() .. " && " .. c
          .. "' </dev/null >/dev/null 2>" .. home .. "/err; echo $?"))
        local code = p:read("a")
        p:close()
        local f = io.open(home .. "/err")
        local err = f and f:read("a") or ""
        if f then f:close() end
        assert.equal("0\n", code, c .. ": " .. err)
        run = run + 1
      end
    end
    os.execute("rm -rf " .. home)
    -- the examples of the sh block, hanoi table, hanoi cache, hanoi play,
    -- hanoi repl, hanoi grade, hanoi help ...; and the usage forms of the table
    assert.is_true(run >= 9, run .. " commands run")
    assert.is_true(forms >= 12, forms .. " usage forms")
  end)

  it("runs every hanoi command it shows from the rock, after its LuaRocks steps #slow", function()
    if not os.execute("command -v luarocks >/dev/null 2>&1") then
      pending("luarocks is not installed (make test installs it)")
      return
    end
    local install = README:match("\n    (luarocks [^\n]-make %-%-local)")
    local path = README:match("\n    (eval \"%$%(luarocks [^\n]-%)\")")
    assert(install and path, "README.md: no LuaRocks steps")
    local home = os.tmpname()
    os.remove(home)
    assert(os.execute("mkdir -p " .. home))
    local checkout = os.getenv("PWD")
    -- a shell with nothing but the README's lines to find the rock
    local function sh(script)
      local quoted = "'" .. script:gsub("'", "'\\''") .. "'"
      local p = assert(io.popen(("env -i HOME=%s PATH=/usr/bin:/bin sh -c %s 2>&1; echo \"rc=$?\"")
        :format(home, quoted)))
      local out = p:read("a")
      p:close()
      return out:match("^(.-)rc=(%d+)\n$")
    end
    local out, code = sh("cd " .. checkout .. " && " .. install .. " >/dev/null")
    assert.equal("0", code, out)
    out, code = sh(path .. "; command -v hanoi")
    assert.equal("0", code, out)
    assert.equal(home, out:sub(1, #home), "hanoi is not the rock's: " .. out)
    local run = 0
    for _, c in ipairs(commands()) do
      if not form_of(c) then
        c = c:gsub("> (%S+)$", "> " .. home .. "/%1")
        out, code = sh(path .. "; cd " .. checkout .. " && " .. c .. " </dev/null >/dev/null")
        assert.equal("0", code, c .. ": " .. out)
        run = run + 1
      end
    end
    assert.is_true(run >= 9, run .. " commands run")
    -- the REPL's banner names documents the rock installed
    out, code = sh(path .. "; cd / && hanoi repl </dev/null")
    assert.equal("0", code, out)
    local tutorial = out:match("Tutorial: +(%S+)")
    local reference = out:match("Reference: +(%S+)")
    assert.truthy(tutorial and reference, out)
    for _, doc in ipairs({ tutorial, reference }) do
      assert.equal(home, doc:sub(1, #home), doc)
      local f = assert(io.open(doc), doc)
      local text = f:read("a")
      f:close()
      local want = assert(io.open(checkout .. "/docs/" .. doc:match("[^/]+$")))
      assert.equal(want:read("a"), text)
      want:close()
    end
    os.execute("rm -rf " .. home)
  end)

  it("shows a command in a form its usage has, or a command that runs", function()
    for _, c in ipairs(commands()) do
      local name = c:match("^hanoi (%l+)")
      if name then
        assert.truthy(usage(name), c .. ": no such command")
      end
    end
    -- the forms are told from the commands as a reader would
    assert.is_true(form_of("hanoi show N [K]"))
    assert.is_true(form_of("hanoi count FROM TO"))
    assert.is_true(form_of("hanoi sequence RULES N1..N2"))
    assert.is_false(form_of("hanoi distance BACD"))
    assert.is_false(form_of("hanoi 3 --text"))
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
  -- the catalogues of texts, every language's
  add("ls lua/hanoi/lang/po/*.po")
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
