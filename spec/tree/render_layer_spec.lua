-- render/ draws pictures (ASCII, colour, SVG, HTML) and loads no kit: no
-- module of lua/hanoi/render/ requires the teaching kit (hanoi.teach...)
-- or the web front end (hanoi.web...), which sit above it. Read two ways:
-- the requires written in each file (a scanner of the call's forms), and
-- what a fresh Lua has loaded after drawing every kind of picture.

local FORBIDDEN = { "hanoi.teach", "hanoi.web" }

local function read(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end

local function lines_of(cmd)
  local p = assert(io.popen(cmd))
  local out = {}
  for l in p:lines() do out[#out + 1] = l end
  p:close()
  return out
end

-- the module a name belongs to when it is one of FORBIDDEN or below one
local function forbidden(name)
  for _, top in ipairs(FORBIDDEN) do
    if name == top or name:sub(1, #top + 1) == top .. "." then return top end
  end
end

-- the forbidden requires of a Lua text, "line N: require 'x'" each: the
-- forms require "x", require 'x', require("x"), require [[x]] (comments
-- dropped first, so that a module's prose may name them)
local function bad_requires(text)
  local found = {}
  local n = 0
  for line in (text .. "\n"):gmatch("([^\n]*)\n") do
    n = n + 1
    local code = line:gsub("%-%-.*$", "")
    for name in code:gmatch("require%s*%(?%s*[\"']([^\"']+)[\"']") do
      if forbidden(name) then found[#found + 1] = ("line %d: require %q"):format(n, name) end
    end
    for name in code:gmatch("require%s*%(?%s*%[%[(.-)%]%]") do
      if forbidden(name) then found[#found + 1] = ("line %d: require %q"):format(n, name) end
    end
  end
  return found
end

describe("the modules of lua/hanoi/render", function()
  local files = lines_of("find lua/hanoi/render -name '*.lua' | sort")

  it("are there to read", function()
    assert.is_true(#files >= 5, "only " .. #files .. " files under lua/hanoi/render")
  end)

  it("require neither the teaching kit nor the web front end", function()
    local faults = {}
    for _, f in ipairs(files) do
      for _, why in ipairs(bad_requires(read(f))) do faults[#faults + 1] = f .. " " .. why end
    end
    assert(#faults == 0, table.concat(faults, "\n"))
  end)

  it("load neither of them when they draw (a fresh Lua, every kind of picture)", function()
    local script = [[
      package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
      package.cpath = "./build/?.so;" .. package.cpath
      local hanoi = require "hanoi"
      local render = require "hanoi.render"
      require "hanoi.render.svg"; require "hanoi.render.html"
      require "hanoi.render.moves"; require "hanoi.render.palette"
      local s = hanoi.new(3)
      assert(#render.ascii(s) > 0 and #render.svg(s) > 0)
      assert(#render.graph_svg(2, 3) > 0)
      assert(#render.html({ n = 3 }, { lang = "de" }) > 0)
      assert(#render.html(s, { play = true, lang = "ja" }) > 0)
      local names = {}
      for name in pairs(package.loaded) do names[#names + 1] = name end
      table.sort(names)
      io.write(table.concat(names, "\n"), "\n")
    ]]
    local loaded = lines_of("lua5.4 -e '" .. script:gsub("'", "'\\''") .. "' 2>&1")
    local set = {}
    for _, name in ipairs(loaded) do set[name] = true end
    -- the script ran to its end: what it drew with was loaded
    assert(set["hanoi.render.html"] and set["hanoi.render.svg"] and set["hanoi.lang"],
      table.concat(loaded, "\n"))
    for _, name in ipairs(loaded) do
      assert(not forbidden(name), "drawing loaded " .. name)
    end
  end)

  it("have their forbidden requires found, in every form and only outside comments", function()
    local text = table.concat({
      'local a = require "hanoi.teach"',
      "local b = require('hanoi.teach.texts')",
      "local c = require [[hanoi.web]]",
      "local d = require ( \"hanoi.web.lesson\" )",
      "-- require 'hanoi.teach' in a comment is prose",
      'local e = require "hanoi.teacher" -- another name',
      'local f = require "hanoi.render.svg"',
    }, "\n")
    assert.same({ 'line 1: require "hanoi.teach"', 'line 2: require "hanoi.teach.texts"',
      'line 3: require "hanoi.web"', 'line 4: require "hanoi.web.lesson"' }, bad_requires(text))
  end)
end)
