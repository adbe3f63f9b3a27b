-- The committed WebAssembly engine (engine.js) is what its sources build:
-- it carries the SHA-256 of its inputs (mk/web.mk's WEB_INPUTS and
-- WEB_SETTINGS, printed by `make web-hash`), and the hash of the sources
-- as they are now must be that one. A changed input (a hint in a kit's
-- catalogue, a C file, a flag) fails here in a second, not half an hour
-- into `make test`'s web phase, which still builds the engine again and
-- compares it byte for byte.

local ENGINE = "lua/hanoi/web/page/engine.js"
local LINE = "^// The SHA%-256 of its inputs %(make web%-hash%): (%x+)$"

local helpers = require "spec.support.helpers"
local run = helpers.must

local function read(path) return assert(helpers.slurp(path), path) end
local write = helpers.spit

-- the hash an engine file carries (its head's lines), or nil
local function carried(path)
  local f = assert(io.open(path, "rb"))
  for _ = 1, 20 do
    local l = f:read("l")
    if not l then break end
    local h = l:match(LINE)
    if h then f:close(); return h end
  end
  f:close()
end

-- the hash of the inputs of the tree at `dir`, as make computes it
local function hash_of(dir)
  local h = run("make -s --no-print-directory -C '" .. dir .. "' web-hash 2>&1")
  return assert(h:match("^(%x+)\n$"), "make web-hash printed: " .. h)
end

-- nil when the engine at `engine` is what the tree at `dir` builds, else
-- the message of a stale engine; "none" when it carries no hash at all
local function verdict(engine, dir)
  local h = carried(engine)
  if not h then return "none" end
  if h ~= hash_of(dir) then return "engine.js is stale: run make web" end
end

describe("the committed engine.js", function()
  local inputs = {}
  for l in run("make -s --no-print-directory web-inputs"):gmatch("[^\n]+") do
    inputs[#inputs + 1] = l
  end

  it("has inputs that make knows: the C core, the Lua modules, the kits' catalogues", function()
    local set = {}
    for _, f in ipairs(inputs) do
      set[f] = true
      assert(io.open(f), "an input of the engine is missing: " .. f)
    end
    for _, f in ipairs({ "src/state.c", "src/hanoi.h", "lua/hanoi/lang/po/de.po",
                         "lua/hanoi/teach/init.lua", "tools/web/head.js" }) do
      assert(set[f], f .. " is not among the engine's inputs")
    end
    assert.is_true(#inputs > 80, "only " .. #inputs .. " inputs")
  end)

  it("carries the hash of its inputs as they are now", function()
    local v = verdict(ENGINE, ".")
    if v == "none" then
      -- an engine built before engines carried the line: `make web` writes it
      pending(ENGINE .. " carries no hash of its inputs yet: make web writes one")
      return
    end
    assert(v == nil, v)
  end)

  it("is found stale when one input changed, and only then", function()
    -- a copy of the build's files and of the inputs in a scratch folder
    local dir = os.tmpname()
    os.remove(dir)
    run("mkdir -p '" .. dir .. "'")
    local files = { "Makefile" }
    for _, f in ipairs(inputs) do files[#files + 1] = f end
    for f in run("ls mk/*.mk"):gmatch("[^\n]+") do files[#files + 1] = f end
    for _, f in ipairs(files) do
      local sub = f:match("^(.*)/")
      if sub then run("mkdir -p '" .. dir .. "/" .. sub .. "'") end
      write(dir .. "/" .. f, read(f))
    end
    local h = hash_of(dir)
    assert.are.equal(hash_of("."), h)
    -- an engine that carries it is up to date; one that carries another is stale
    local head = "// an engine's head\n"
    write(dir .. "/engine.js", head .. "// The SHA-256 of its inputs (make web-hash): " .. h ..
      "\nvar HanoiEngine;\n")
    assert.is_nil(verdict(dir .. "/engine.js", dir))
    write(dir .. "/README.md", "not an input\n")
    assert.is_nil(verdict(dir .. "/engine.js", dir))
    -- one byte more in the German catalogue (its PO file)
    local kit = dir .. "/lua/hanoi/lang/po/de.po"
    write(kit, read(kit) .. " ")
    assert.are.equal("engine.js is stale: run make web", verdict(dir .. "/engine.js", dir))
    write(kit, read("lua/hanoi/lang/po/de.po"))
    assert.is_nil(verdict(dir .. "/engine.js", dir))
    -- a flag of the build is an input too
    local mk = dir .. "/mk/web.mk"
    write(mk, read(mk):gsub("%-sALLOW_MEMORY_GROWTH=1", "-sALLOW_MEMORY_GROWTH=0", 1))
    assert.are.equal("engine.js is stale: run make web", verdict(dir .. "/engine.js", dir))
    -- an engine with no line at all is told apart (the spec above is pending there)
    write(dir .. "/engine.js", head .. "var HanoiEngine;\n")
    assert.are.equal("none", verdict(dir .. "/engine.js", dir))
    run("rm -rf '" .. dir .. "'")
  end)
end)
