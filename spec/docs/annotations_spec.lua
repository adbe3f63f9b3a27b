-- The type annotations of types/ (LuaCATS, for lua-language-server) cover
-- the public API as it is at run time: every public function of the
-- modules and of the objects they hand out has an annotation, and every
-- annotated function exists. "Public": a function reachable by name from
-- a module table, a class table or an object's method table, whose name
-- does not start with "_".

local function lines(cmd)
  local p = assert(io.popen(cmd))
  local out = {}
  for l in p:lines() do out[#out + 1] = l end
  p:close()
  return out
end

local function slurp(path)
  local f = assert(io.open(path, "rb"))
  local text = f:read("a")
  f:close()
  return text
end

-- What the annotation files declare. A class is named by `---@class NAME`
-- on the line before `local VAR = {}`; then `function VAR.f(` and
-- `function VAR:f(` declare its functions, and the `---@field` lines under
-- `---@class` its fields.
local function declarations()
  local decl = { functions = {}, fields = {}, metas = {}, params = {}, problems = {} }
  for _, file in ipairs(lines("find types -name '*.lua' | sort")) do
    local text = slurp(file)
    decl.metas[file] = text:match("^%-%-%-@meta ([%w_.]+)\n")
    local vars, class, params = {}, nil, {}
    local n = 0
    for line in (text .. "\n"):gmatch("(.-)\n") do
      n = n + 1
      local where = file .. ":" .. n
      local c = line:match("^%-%-%-@class ([%w_.]+)")
      if c then class = c; decl.fields[c] = decl.fields[c] or {} end
      local field = line:match("^%-%-%-@field ([%w_]+)")
      if field and class then decl.fields[class][field] = true end
      local param = line:match("^%-%-%-@param ([%w_.]+)")
      if param then params[#params + 1] = param end
      local var = line:match("^local ([%w_]+) = {}$")
      if var then
        if not class then
          decl.problems[#decl.problems + 1] = where .. ": a table with no ---@class before it"
        end
        vars[var] = class
      end
      local v, sep, name, args = line:match("^function ([%w_]+)([.:])([%w_]+)%((.-)%)")
      if v then
        local owner = vars[v]
        if not owner then
          decl.problems[#decl.problems + 1] = where .. ": '" .. v .. "' is not a declared class"
        else
          decl.functions[owner] = decl.functions[owner] or {}
          if decl.functions[owner][name] then
            decl.problems[#decl.problems + 1] = where .. ": " .. owner .. "." .. name .. " twice"
          end
          decl.functions[owner][name] = sep
          -- every ---@param names an argument of the function it stands above
          local argset = {}
          for a in args:gmatch("[%w_.]+") do argset[a] = true end
          for _, p in ipairs(params) do
            if not argset[p] then
              decl.problems[#decl.problems + 1] =
                where .. ": ---@param " .. p .. " is not an argument of " .. name
            end
          end
        end
      end
      if not line:match("^%-%-%-") then params = {} end
      if line:match("^local ") or line:match("^return ") then class = nil end
    end
  end
  return decl
end

-- The public API at run time: every class name the annotations use for a
-- table of functions, and where its functions are found.
local function runtime()
  local hanoi = require "hanoi"
  local teach = require "hanoi.teach"
  local game = require "hanoi.game"
  require "hanoi.term"
  local state_mt = getmetatable(hanoi.new(3))
  local puzzle = hanoi.puzzle {
    start = 0, key = tostring, goal = 2,
    moves = function(s, emit) if s < 2 then emit("+1", s + 1) end end,
  }
  local stepper = teach.stepper(2, { out = function() end })
  local rawmode = debug.getregistry()["hanoi.RawMode"]
  local jobs = debug.getregistry()["hanoi.JobControl"]
  require "hanoi.fileio"
  local filelock = debug.getregistry()["hanoi.FileLock"]
  return {
    ["hanoi"] = hanoi,
    ["hanoi.render"] = require "hanoi.render",
    ["hanoi.teach"] = teach,
    ["hanoi.game"] = game,
    ["hanoi.game.scores"] = require "hanoi.game.scores",
    ["hanoi.term"] = require "hanoi.term",
    ["hanoi.fileio"] = require "hanoi.fileio",
    -- a State's methods: __index is a function over the table __methods
    ["hanoi.State"] = type(state_mt.__index) == "table" and state_mt.__index
      or state_mt.__methods,
    ["hanoi.Puzzle"] = getmetatable(puzzle).__index,
    ["hanoi.Graph"] = hanoi.graph(2),
    ["hanoi.PuzzleGraph"] = puzzle:graph(),
    ["hanoi.Game"] = game.Game,
    ["hanoi.teach.Stepper"] = getmetatable(stepper).__index,
    ["hanoi.RawMode"] = rawmode and rawmode.__index,
    ["hanoi.JobControl"] = jobs and jobs.__index,
    ["hanoi.FileLock"] = filelock and filelock.__index,
  }
end

local function public_functions(t)
  local names = {}
  for k, v in pairs(t) do
    if type(k) == "string" and not k:match("^_") and type(v) == "function" then
      names[k] = true
    end
  end
  return names
end

local function sorted(set)
  local out = {}
  for k in pairs(set) do out[#out + 1] = k end
  table.sort(out)
  return out
end

describe("the type annotations in types/", function()
  local decl = declarations()
  local api = runtime()

  it("are well formed: ---@meta naming the module, a class before its table, params named", function()
    assert.are.same({}, decl.problems)
    local files = 0
    for file, meta in pairs(decl.metas) do
      files = files + 1
      assert(loadfile(file, "t", {}))   -- plain Lua, as the server parses it
      local want = file:gsub("^types/", ""):gsub("%.lua$", ""):gsub("/", ".")
      assert.are.equal(want, meta, file .. " must start with ---@meta " .. want)
      assert.is_true((pcall(require, meta)), meta .. " is not a module")
    end
    assert.is_true(files >= 4)
  end)

  it("cover every module of the public API", function()
    for _, m in ipairs { "hanoi", "hanoi.render", "hanoi.teach", "hanoi.game" } do
      assert.is_truthy(decl.functions[m], m .. " has no annotation file")
    end
    for _, c in ipairs { "hanoi.State", "hanoi.Puzzle", "hanoi.Game" } do
      assert.is_truthy(decl.functions[c], c .. " has no annotated methods")
    end
  end)

  it("annotate every public function, and no function that does not exist", function()
    local missing, stale = {}, {}
    for class, funcs in pairs(decl.functions) do
      local t = api[class]
      assert.is_table(t, "the spec knows no run-time table for the annotated class " .. class)
      local real = public_functions(t)
      for name in pairs(funcs) do
        if not real[name] then stale[#stale + 1] = class .. "." .. name end
      end
      for name in pairs(real) do
        if not funcs[name] then missing[#missing + 1] = class .. "." .. name end
      end
    end
    for class, t in pairs(api) do
      if next(public_functions(t)) and not decl.functions[class] then
        missing[#missing + 1] = class .. " (the whole class)"
      end
    end
    table.sort(missing); table.sort(stale)
    assert.are.same({ missing = {}, stale = {} }, { missing = missing, stale = stale },
      "missing: public functions without an annotation; stale: annotations of functions that do not exist")
  end)

  it("use ':' for methods of objects and '.' for functions of modules", function()
    local methods = { ["hanoi.State"] = true, ["hanoi.Puzzle"] = true, ["hanoi.Graph"] = true,
      ["hanoi.PuzzleGraph"] = true, ["hanoi.Game"] = true, ["hanoi.teach.Stepper"] = true,
      ["hanoi.RawMode"] = true, ["hanoi.JobControl"] = true, ["hanoi.FileLock"] = true }
    for class, funcs in pairs(decl.functions) do
      for _, name in ipairs(sorted(funcs)) do
        assert.are.equal(methods[class] and ":" or ".", funcs[name], class .. "." .. name)
      end
    end
  end)

  it("declare the fields modules and positions have, and every public non-function field of a module", function()
    for _, m in ipairs { "hanoi", "hanoi.teach", "hanoi.game", "hanoi.fileio" } do
      local declared = decl.fields[m] or {}
      for name in pairs(declared) do
        assert.is_not_nil(api[m][name], m .. "." .. name .. " is declared but absent")
      end
      for name, v in pairs(api[m]) do
        if type(v) ~= "function" and not name:match("^_") then
          assert.is_true(declared[name] or false, m .. "." .. name .. " is not declared")
        end
      end
    end
    local s = require("hanoi").new(3)
    local fields = sorted(decl.fields["hanoi.State"])
    assert.are.same({ "k", "moves", "n" }, fields)
    for _, name in ipairs(fields) do assert.is_not_nil(s[name], name) end
    local g = require("hanoi.game").new { n = 2 }
    for _, name in ipairs(sorted(decl.fields["hanoi.Game"])) do
      -- nil unless a disk is held, or the optimum waits to be given
      if name ~= "held" and name ~= "measuring" then assert.is_not_nil(g[name], "Game." .. name) end
    end
  end)

  it("are installed with the rock and found by an editor opening the checkout", function()
    local env = {}
    assert(loadfile("hanoi-scm-1.rockspec", "t", env))()
    local copied = {}
    for _, d in ipairs(env.build.copy_directories or {}) do copied[d] = true end
    assert.is_true(copied.types or false, "build.copy_directories lacks 'types'")
    local luarc = slurp(".luarc.json")
    assert.matches('"workspace.library"%s*:%s*%[%s*"types"%s*%]', luarc)
    assert.matches('"runtime.version"%s*:%s*"Lua 5.4"', luarc)
  end)
end)
