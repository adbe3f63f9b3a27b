-- The module list in one place: the rockspec names every Lua module of
-- lua/ and its file (spec/docs/rockspec_spec.lua), and the web engine's
-- list (mk/web.mk's WEB_MODULES, NAME=PATH pairs) is checked against it:
-- a module of lua/ built into the engine under the name and from the file
-- the rockspec gives it, a module of the engine alone (the page's adapter)
-- from a file the rockspec does not install, under a name it does not use.

local function run(cmd)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  assert(p:close(), cmd .. " failed:\n" .. out)
  return out
end

-- the rockspec's Lua modules and the files it installs beside them (the
-- catalogues' PO files): name -> file
local function rock_modules(path)
  local env = {}
  assert(loadfile(path, "t", env))()
  local out = {}
  for name, m in pairs(env.build.modules) do
    if type(m) == "string" then out[name] = m end
  end
  for name, file in pairs(env.build.install.lua) do out[name] = file end
  return out
end

-- the engine's modules as make expands WEB_MODULES: a list of {name, file}
local function web_modules()
  local out = {}
  local text = run("make -s --no-print-directory --eval "
    .. "'print-web-modules: ; @printf \"%s\\n\" $(WEB_MODULES)' print-web-modules")
  for pair in text:gmatch("[^\n]+") do
    local name, file = pair:match("^([%w_.]+)=(%S+)$")
    assert(name, "not NAME=PATH: " .. pair)
    out[#out + 1] = { name, file }
  end
  return out
end

-- where the two lists disagree: a list of messages
local function disagreements(web, rock)
  local out, seen = {}, {}
  for _, m in ipairs(web) do
    local name, file = m[1], m[2]
    if seen[name] then out[#out + 1] = name .. " is built into the engine twice" end
    seen[name] = true
    if file:find("^lua/") then
      if rock[name] ~= file then
        out[#out + 1] = ("the engine builds %s from %s, the rockspec from %s"):format(name, file,
          tostring(rock[name]))
      end
    elseif rock[name] then
      out[#out + 1] = ("the engine builds %s from %s, outside lua/, the rockspec from %s"):format(
        name, file, rock[name])
    end
  end
  return out
end

describe("the web engine's list of modules", function()
  local rock = rock_modules("hanoi-scm-1.rockspec")
  local web = web_modules()

  it("agrees with the rockspec's: each module of lua/ under its name and from its file", function()
    assert.is_true(#web >= 30, #web .. " modules")
    local from_lua = 0
    for _, m in ipairs(web) do
      if m[2]:find("^lua/") then from_lua = from_lua + 1 end
      assert(io.open(m[2]), m[2] .. " is missing")
    end
    assert.is_true(from_lua >= 30)
    assert.same({}, disagreements(web, rock))
  end)

  it("holds every module of the teaching kit but its terminal REPL", function()
    -- the page checks a learner's code with the kit: a module the kit
    -- loads (a family of slips the search requires by name) missing from
    -- the engine fails only on the page
    local inweb = {}
    for _, m in ipairs(web) do inweb[m[1]] = true end
    local missing = {}
    for name in pairs(rock) do
      if (name == "hanoi.teach" or name:find("^hanoi%.teach%.")) and name ~= "hanoi.teach.repl"
          and not inweb[name] then
        missing[#missing + 1] = name
      end
    end
    table.sort(missing)
    assert.same({}, missing)
  end)

  it("is found disagreeing where it does", function()
    local wrong = { { "hanoi.lang.po.de_po", "lua/hanoi/lang/po/ru.po" }, { "hanoi", "lua/hanoi/init.lua" },
      { "hanoi", "lua/hanoi/init.lua" }, { "hanoi.text", "tools/text.lua" },
      { "hanoi.nothing", "lua/hanoi/nothing.lua" }, { "hanoi.page_only", "tools/web/page_only.lua" } }
    assert.same({
      "the engine builds hanoi.lang.po.de_po from lua/hanoi/lang/po/ru.po, the rockspec from "
        .. "lua/hanoi/lang/po/de.po",
      "hanoi is built into the engine twice",
      "the engine builds hanoi.text from tools/text.lua, outside lua/, the rockspec from lua/hanoi/text.lua",
      "the engine builds hanoi.nothing from lua/hanoi/nothing.lua, the rockspec from nil",
    }, disagreements(wrong, rock))
  end)
end)
