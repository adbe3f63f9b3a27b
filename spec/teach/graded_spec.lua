-- hanoi.teach.graded: the environment a graded file runs in reaches
-- nothing outside it, not even with the debug library the file does not
-- have (every upvalue of every function it is handed, walked); a file's
-- opts comment is read as data; the row goes to the parent as data.
local graded = require "hanoi.teach.graded"
local guard = require "hanoi.guard"
local sandbox = require "hanoi.sandbox"

local reachable = require("support.reach").reachable

describe("hanoi.teach.graded", function()
  it("hands out an environment from which no upvalue leads anywhere", function()
    local env = graded.environment()
    local forbidden = {
      [_G] = "_G", [debug] = "debug", [package] = "package", [require] = "require",
      [load] = "load", [loadfile] = "loadfile", [dofile] = "dofile",
      [setmetatable] = "setmetatable", [collectgarbage] = "collectgarbage",
      [io] = "io", [os] = "os", [string] = "string", [table] = "table", [math] = "math",
      [coroutine] = "coroutine", [guard] = "hanoi.guard", [sandbox] = "hanoi.sandbox",
      [graded] = "hanoi.teach.graded", [package.loaded] = "package.loaded",
      [debug.getregistry()] = "the registry",
    }
    for _, lib in ipairs({ debug, io, package }) do
      for key, f in pairs(lib) do
        if type(f) == "function" then forbidden[f] = key end
      end
    end
    for _, key in ipairs({ "execute", "remove", "rename", "exit", "getenv", "tmpname" }) do
      forbidden[os[key]] = "os." .. key
    end
    local seen = reachable({ env })
    local found = {}
    for v in pairs(seen) do
      if forbidden[v] then found[#found + 1] = forbidden[v] end
    end
    table.sort(found)
    assert.same({}, found)
    -- and it holds what a learner's file needs
    assert.equal("function", type(env.load))
    assert.equal("function", type(env.setmetatable))
    assert.equal(string.rep, env.string.rep)
    assert.is_nil(env.debug)
    assert.is_nil(env.require)
    assert.equal(env, env._G)
  end)

  it("loads text only, in the file's environment unless told another", function()
    local env = graded.environment()
    local f = assert(env.load("x = 1; return _ENV"))
    assert.equal(env, f())
    assert.equal(1, env.x)
    local other = {}
    env.load("y = 2", "=c", "b", other)()
    assert.equal(2, other.y)
    local dump = string.dump(function() return 1 end)
    for _, mode in ipairs({ "b", "bt", "t" }) do
      local g, err = env.load(dump, "=d", mode)
      assert.is_nil(g)
      assert.equal("attempt to load a binary chunk (mode is 't')", err)
    end
    local parts, i = { "return ", "1 + ", "2" }, 0
    assert.equal(3, env.load(function() i = i + 1; return parts[i] end)())
    -- a reader that returns no string: no chunk, as the base library's load
    assert.is_nil((env.load(function() return {} end)))
    assert.is_nil((load(function() return {} end)))
  end)

  it("refuses a finalizer and a protected metatable, as setmetatable would", function()
    local env = graded.environment()
    assert.has_error(function() env.setmetatable({}, { __gc = print }) end,
      "a finalizer (__gc) is not allowed in a graded file")
    assert.has_error(function() env.setmetatable(setmetatable({}, { __metatable = 1 }), {}) end,
      "cannot change a protected metatable")
    local t, mt = {}, { a = 1 }
    assert.equal(t, env.setmetatable(t, mt))
    assert.equal(mt, getmetatable(t))
    assert.equal(t, env.setmetatable(t, nil))
    assert.is_nil(getmetatable(t))
    assert.has_error(function() env.setmetatable(1, {}) end)
    assert.has_error(function() env.setmetatable({}, 1) end)
  end)

  it("reads a table of data and refuses anything else", function()
    assert.same({ order = { "from", "via", "to" } },
      graded.data('{order = {"from", "via", "to"}}'))
    assert.same({ names = { 1, 2, 3 }, k = 3 }, graded.data("{ names = {1; 2; 3,}, k = 3 }"))
    assert.same({ 'a"b\n', "c'd", true, false, -1.5 },
      graded.data([[{"a\"b\n", 'c\'d', true, false, -1.5}]]))
    for _, bad in ipairs({ "{order = f()}", "{order = (function() end)()}", "{x = 1 + 1}",
        "return {}", "{", "{1} x", "{{{{1}}}}", "{'a}", "{[1] = 2}", "{a = nil}",
        "{" .. string.rep("1,", 600) .. "}", "{'\\u{41}'}" }) do
      local t, err = graded.data(bad)
      assert.is_nil(t, bad)
      assert.is_string(err, bad)
    end
  end)

  it("finds the opts comment among the comments and blank lines a file starts with", function()
    assert.same({ order = { "from", "via", "to" } }, graded.file_options(
      '-- expect: right\n\n--  opts: {order = {"from", "via", "to"}}\nfunction solve() end\n'))
    assert.same({ k = 4 }, graded.file_options("-- opts: {pegs = 4}\n"))
    assert.is_nil(graded.file_options('x = 1\n-- opts: {order = {"from", "via", "to"}}\n'))
    assert.is_nil(graded.file_options("function solve() end\n"))
    assert.same({ nil, "its opts comment: max_seconds is not an option a file may set "
      .. "(order, names, k)" }, { graded.file_options("-- opts: {max_seconds = 9}\n") })
    assert.same({ nil, "its opts comment: a value it cannot read" },
      { graded.file_options("-- opts: {order = os.exit()}\n") })
  end)

  it("sends a row as data and reads back only a row", function()
    local row = { ok = true, n = 6, slip = "", moves = 63, calls = 127, order = "from,to,via" }
    local back = graded.decode(graded.encode(row))
    assert.same({ ok = true, n = "6", slip = "", moves = "63", calls = "127",
      order = "from,to,via" }, back)
    local err = graded.decode(graded.encode({ error = "line 1\nline 2 100% \r" }))
    assert.same({ error = "line 1\nline 2 100% \r" }, err)
    -- a frame: the header's length, then each field's length and bytes
    local function frame(fields)
      local body = {}
      for _, f in ipairs(fields) do body[#body + 1] = ("%s %d\n%s\n"):format(f[1], #f[2], f[2]) end
      body = table.concat(body)
      return ("hanoi-row %d\n%s"):format(#body, body)
    end
    local good = { { "ok", "true" }, { "n", "1" }, { "moves", "1" }, { "calls", "1" } }
    assert.same({ ok = true, n = "1", moves = "1", calls = "1" }, graded.decode(frame(good)))
    local whole = frame(good)
    for _, bad in ipairs({ "", "return {}\n", "ok=true\nn=1\nmoves=1\ncalls=1\n",
        whole:sub(1, -2), whole .. "x", whole:gsub("^hanoi%-row %d+", "hanoi-row 999"),
        frame({ { "ok", "yes" }, { "n", "1" }, { "moves", "1" }, { "calls", "1" } }),
        frame({ { "ok", "true" }, { "n", "x" }, { "moves", "1" }, { "calls", "1" } }),
        frame({ { "ok", "true" }, { "n", "1" }, { "moves", "1" }, { "calls", "1" }, { "evil", "1" } }),
        frame({ { "ok", "true" }, { "ok", "true" }, { "n", "1" }, { "moves", "1" }, { "calls", "1" } }),
        frame({ { "ok", "true" }, { "n", "1" }, { "moves", "1" }, { "calls", "1" }, { "slip", "a b" } }),
        (whole:gsub("n 1\n", "n 5\n")) }) do
      assert.is_nil(graded.decode(bad), bad)
    end
  end)
end)
