-- tools/web/strip.lua: the engine's Lua sources without comments and
-- indentation, each token on its own line still. The evidence is Lua's
-- own compiler: a stripped chunk must compile to the very same functions
-- (string.dump without stripping holds the code, the constants and every
-- line of every function), and the functions the chunk defines must
-- report the same lines to the debug library.

local strip = dofile "tools/web/strip.lua"
local helpers = require "support.helpers"

-- the files of the modules `make web` builds in (mk/web.mk)
-- the Lua files of the engine's modules (its catalogues' PO files go in
-- as the tables of their texts, not stripped: tools/web/modules.lua)
local function web_files()
  local files = {}
  for _, line in ipairs(helpers.lines(helpers.must("make -s --no-print-directory web-modules"))) do
    if line:find("%.lua$") then files[#files + 1] = line end
  end
  return files
end

local function read(path) return assert(helpers.slurp(path), path) end

local function newlines(s)
  local _, n = s:gsub("\n", "")
  return n
end

-- the lines the debug library reports of fn: where it is defined and the
-- lines of its code
local function lines_of(fn)
  local info = debug.getinfo(fn, "SL")
  local active = {}
  for l in pairs(info.activelines or {}) do active[#active + 1] = l end
  table.sort(active)
  return { info.linedefined, info.lastlinedefined, table.concat(active, ",") }
end

-- the functions a chunk defines at its top level, by name: what a chunk
-- that returns a table of functions hands out (the values of its result)
local function functions_of(chunk)
  local ok, t = pcall(chunk)
  local out = {}
  if ok and type(t) == "table" then
    for k, v in pairs(t) do
      if type(v) == "function" then out[tostring(k)] = v end
    end
  end
  return out
end

describe("tools/web/strip.lua", function()
  local files = web_files()

  it("has the engine's modules to strip", function()
    assert.is_true(#files >= 30, "make web-modules listed " .. #files .. " files")
    for _, f in ipairs(files) do assert.truthy(io.open(f, "rb"), f) end
  end)

  it("leaves every module compiling to the same functions, on the same lines", function()
    local before, after = 0, 0
    for _, path in ipairs(files) do
      local s = read(path)
      local t = strip(s)
      before, after = before + #s, after + #t
      assert.equal(newlines(s), newlines(t), path)
      local f1 = assert(load(s, "@" .. path))
      local f2, why = load(t, "@" .. path)
      assert.is_truthy(f2, path .. ": " .. tostring(why))
      assert.is_true(string.dump(f1) == string.dump(f2), path .. " compiles to other code")
      assert.same(lines_of(f1), lines_of(f2), path)
      assert.equal(t, strip(t), path .. " strips further")
    end
    assert.is_true(after < before)
  end)

  it("keeps the lines of the functions a module hands out", function()
    -- modules that need nothing but Lua's own libraries to load
    local checked = 0
    for _, path in ipairs({ "lua/hanoi/json.lua", "lua/hanoi/text.lua", "lua/hanoi/pegs.lua" }) do
      local s = read(path)
      local a = functions_of(assert(load(s, "@" .. path)))
      local b = functions_of(assert(load(strip(s), "@" .. path)))
      for name, fn in pairs(a) do
        assert.is_function(b[name], path .. " " .. name)
        assert.same(lines_of(fn), lines_of(b[name]), path .. " " .. name)
        checked = checked + 1
      end
    end
    assert.is_true(checked > 5)
  end)

  -- what a chunk returns, run before and after stripping
  local function same_result(src)
    local t = strip(src)
    local a = { assert(load(src))() }
    local b = { assert(load(t), t)() }
    assert.same(a, b)
    return t
  end

  it("leaves strings alone where they look like comments", function()
    assert.equal('return "--", \'--x\'', same_result('return "--", \'--x\' -- gone'))
    assert.equal("return [[ -- ]]", same_result("return [[ -- ]]"))
    assert.equal("return [==[ ]] -- ]=] ]==]", same_result("return [==[ ]] -- ]=] ]==] --[[x]]"))
    same_result('return "a\\"--b", \'c\\\'--d\', "e\\\\" -- f')
    same_result('return "\\z\n    --keep", "x\\\n  --y"')
    same_result("local t = { [ [[--]] ] = 1 } return t[ [[--]] ]")
  end)

  it("takes every kind of comment out, newlines kept", function()
    assert.equal("local a=1\nreturn a", strip("local a=1--b\nreturn a"))
    assert.equal("\n\nreturn 1", strip("--[==[ x ]] \n ]=] \n]==]return 1"))
    assert.equal("return 1 +\n2", strip("  return 1 + --[[ c ]]\n     2   "))
    assert.equal("local a = 1 - -2\nreturn a", strip("local a = 1 - -2\nreturn a"))
    assert.equal("return 1\n", strip("return 1 ---[[ not long\n"))
    -- a long comment between two tokens: they stay two
    assert.equal("local a = 2 return a", same_result("local a = 2--[[x]]return a"))
  end)

  it("says where a string or comment does not end", function()
    assert.has_error(function() strip('return "abc') end, "unfinished string")
    assert.has_error(function() strip("return [==[ ]] ") end, "unfinished long string")
    assert.has_error(function() strip("--[[ never closed") end, "unfinished long comment")
  end)

  it("is deterministic", function()
    local s = read(files[1])
    assert.equal(strip(s), strip(s))
  end)
end)
