-- The metamethods of the C modules check their own type: called with a
-- value of another type (as `getmetatable(x).__len(y)` can), each refuses
-- with a bad argument error naming the type it wants, and never reads the
-- value as its own (under `make sanitize` a wrong read is a report).
-- `__eq` is the one exception the language asks for: comparing a value
-- with one of another type is false, not an error. A finalizer (`__gc`)
-- may also do nothing with a value not its own.
local hanoi = require "hanoi"
require "hanoi.term"
require "hanoi.fileio"

-- every metatable of the modules, by its name (luaL_newmetatable keeps
-- them in the registry, each with its __name)
local function metatables()
  -- the guard makes its metatables on first use
  local guard = require "hanoi.guard"
  guard.run(coroutine.create(function() end), { steps = 1000 })
  local out = {}
  for name, mt in pairs(debug.getregistry()) do
    if type(name) == "string" and name:match("^hanoi%.") and type(mt) == "table"
       and mt.__name == name then
      out[name] = mt
    end
  end
  return out
end

describe("hanoi.Distances", function()
  local d = hanoi.bfs { n = 3, k = 3, distances = true }.distances
  local mt = getmetatable(d)

  it("answers for its own values", function()
    assert.equal(27, #d)
    assert.equal(0, d[0])
    assert.equal(7, d[hanoi.state("CCC")])
    local n = 0
    for code, dist in pairs(d) do
      n = n + 1
      assert.equal(d[code], dist)
    end
    assert.equal(27, n)
  end)

  it("refuses another type in each metamethod", function()
    local others = { "a string of forty bytes, ten to a line.", 42, {}, io.stdout,
                     hanoi.state("AAA"), hanoi.bfs { n = 3 }.layers }
    for _, v in ipairs(others) do
      for _, name in ipairs { "__len", "__index", "__pairs" } do
        local ok, err = pcall(mt[name], v, 1)
        assert.is_false(ok, name)
        assert.matches("bad argument #1 to '.-' %(hanoi%.Distances expected, got ", err)
      end
    end
    -- the iterator pairs hands out too
    local next_d = pairs(d)
    assert.is_false(pcall(next_d, "x", nil))
    assert.error_matches(function() next_d({}, nil) end,
      "bad argument #1 to '.-' %(hanoi%.Distances expected, got table%)")
  end)
end)

describe("every metamethod of the C modules", function()
  it("refuses a value of another type", function()
    local mts = metatables()
    for _, name in ipairs { "hanoi.Distances", "hanoi.Layers", "hanoi.State", "hanoi.Puzzle",
                            "hanoi.RawMode", "hanoi.FileLock", "hanoi.BfsRun", "hanoi.Guard" } do
      assert.is_table(mts[name], name)
    end
    local others = { "x", 42, {}, io.stdout, hanoi.state("AAA"),
                     hanoi.bfs { n = 3, distances = true }.distances, hanoi.bfs { n = 3 }.layers,
                     hanoi.puzzle { start = 1, key = tostring, moves = function() end } }
    local checked = 0
    for name, mt in pairs(mts) do
      for field, f in pairs(mt) do
        if type(field) == "string" and field:match("^__") and type(f) == "function" then
          for _, v in ipairs(others) do
            if getmetatable(v) ~= mt then
              local ok, err = pcall(f, v, v)
              local what = ("%s.%s(%s)"):format(name, field, type(v))
              if field == "__eq" then
                assert.same({ true, false }, { ok, err }, what)
              elseif not (field == "__gc" and ok and err == nil) then
                assert.is_false(ok, what)
                assert.matches("bad argument #1 to '.-' %(" .. name:gsub("%.", "%%.")
                  .. " expected, got ", err, nil, false, what)
              end
              checked = checked + 1
            end
          end
        end
      end
    end
    assert.is_true(checked > 100)
  end)
end)
