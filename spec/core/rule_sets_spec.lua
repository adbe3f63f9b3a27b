-- The named rule sets are one list, hanoi.rule_sets() (src/engine/rules.c),
-- and every one of them, whichever it is, is checked here against its own
-- digraph written out in spec/support/model.lua (model.rule): its moves,
-- the layers of hanoi.bfs and of `hanoi bfs`, distances and counts of
-- shortest paths by a brute-force search, the help of the commands, the
-- error messages and its row in docs/variants.md. A rule set added to the
-- list (docs/architecture.md, "Adding a rule set") is checked so at once.
local hanoi = require "hanoi"
local model = require "support.model"
local cli = require "support.cli"
local slurp = require("spec.support.helpers").slurp

-- the written-out digraph of rule set `name` on k pegs (an error that says
-- where to write it when there is none)
local function written(name, k)
  local ok, allowed = pcall(model.rule, name, k)
  assert(ok, "the rule set '" .. name .. "' has no digraph of its own in spec/support/model.lua "
    .. "(model.rule): write its moves out there")
  return allowed
end

-- the layer sizes of a brute-force search from `from` under `allowed`
local function layers_of(from, k, allowed)
  local sizes = {}
  for _, d in pairs(model.bfs(from, k, function(f, t) return allowed(f, t) end)) do
    sizes[d + 1] = (sizes[d + 1] or 0) + 1
  end
  return sizes
end

-- the counts of a hanoi.Layers, as a table
local function list(layers)
  local t = {}
  for d = 1, #layers do t[d] = layers[d] end
  return t
end

-- a few positions of n disks on k pegs, the same each run
local function positions(n, k, count, seed)
  local out, x = {}, seed
  for i = 1, count do
    local t = {}
    for d = 1, n do
      x = (x * 1103515245 + 12345) % 2147483648
      t[d] = model.letter(x // 65536 % k + 1)
    end
    out[i] = table.concat(t)
  end
  return out
end

local sets = hanoi.rule_sets()

describe("hanoi.rule_sets", function()
  it("lists named rule sets, the default first, each with a name and what it allows", function()
    assert.is_true(#sets >= 4)
    local seen = {}
    for _, r in ipairs(sets) do
      assert.matches("^%l+$", r.name)
      assert.is_true(#r.name <= 15, r.name)
      assert.is_nil(seen[r.name], r.name .. " twice")
      seen[r.name] = true
      assert.is_string(r.about)
      assert.is_true(#r.about > 0, r.name)
      assert.is_nil(r.moves)
    end
    -- the default: what every function takes when no rules are given
    local a, b = hanoi.new(4, 4), hanoi.new(4, 4, 3)
    assert.are.equal(hanoi.distance(a, b, { rules = sets[1].name }), hanoi.distance(a, b))
    assert.are.same(list(hanoi.bfs { n = 4, k = 4, rules = sets[1].name }.layers),
      list(hanoi.bfs { n = 4, k = 4 }.layers))
  end)

  it("is a new table each call", function()
    local t = hanoi.rule_sets()
    t[1].name = "changed"
    assert.are_not.equal("changed", hanoi.rule_sets()[1].name)
  end)

  it("gives each rule set's moves on k pegs, as its own digraph says", function()
    for k = 3, 6 do
      local each = hanoi.rule_sets(k)
      assert.are.equal(#sets, #each)
      for i, r in ipairs(each) do
        assert.are.equal(sets[i].name, r.name)
        local allowed, want = written(r.name, k), {}
        for f = 1, k do
          for t = 1, k do
            if f ~= t and allowed(f, t) then want[#want + 1] = { f, t } end
          end
        end
        assert.are.same(want, r.moves, r.name .. " on " .. k .. " pegs")
        -- and the library takes those moves as the same rule set
        assert.are.same(list(hanoi.bfs { n = 3, k = k, rules = r.moves }.layers),
          list(hanoi.bfs { n = 3, k = k, rules = r.name }.layers))
      end
    end
  end)

  it("refuses a k out of range", function()
    assert.has_error(function() hanoi.rule_sets(2) end)
    assert.has_error(function() hanoi.rule_sets(33) end)
    assert.has_error(function() hanoi.rule_sets("x") end)
  end)
end)

describe("every named rule set", function()
  it("gives hanoi.bfs the layers of a brute-force search over its digraph", function()
    for _, r in ipairs(sets) do
      for _, nk in ipairs { { 5, 3 }, { 4, 4 }, { 3, 5 } } do
        local n, k = nk[1], nk[2]
        local want = layers_of(model.tower(n, 1), k, written(r.name, k))
        local got = hanoi.bfs { n = n, k = k, rules = r.name }
        assert.are.same(want, list(got.layers), r.name .. ", " .. n .. " disks, " .. k .. " pegs")
        assert.are.equal(#want - 1, got.eccentricity)
      end
    end
  end)

  it("gives the searches the distances and counts of shortest paths of that search", function()
    for i, r in ipairs(sets) do
      local n, k = 4, 4
      local allowed = written(r.name, k)
      local froms = positions(n, k, 4, 7 * i)
      local tos = positions(n, k, 4, 11 * i + 1)
      for j = 1, #froms do
        local a, b = froms[j], tos[j]
        local dist = model.bfs(a, k, function(f, t) return allowed(f, t) end)
        local sa, sb = hanoi.state(a, k), hanoi.state(b, k)
        local opts = { rules = r.name }
        assert.are.equal(dist[b], hanoi.distance(sa, sb, opts), r.name .. ": " .. a .. " to " .. b)
        assert.are.equal(model.count_big(a, b, k, function(f, t) return allowed(f, t) end),
          tostring(hanoi.count_paths(sa, sb, opts)), r.name .. ": " .. a .. " to " .. b)
      end
    end
  end)

  it("is taken by `hanoi bfs --rules NAME`, and its layers are those of the search", function()
    for _, r in ipairs(sets) do
      local out, err, code = cli.run("bfs 4 4 --rules " .. r.name:upper() .. " --csv")
      assert.are.equal(0, code, err)
      local want = layers_of(model.tower(4, 1), 4, written(r.name, 4))
      local lines = { "distance,states" }
      for d, c in ipairs(want) do lines[#lines + 1] = (d - 1) .. "," .. c end
      assert.are.equal(table.concat(lines, "\n") .. "\n", out)
    end
  end)

  it("is listed by the help of every command that takes --rules", function()
    for _, c in ipairs { "hint", "path", "count", "diameter", "radius", "bfs", "sequence" } do
      local out = cli.run("help " .. c)
      -- the names in the list's order, joined
      local words = {}
      for _, r in ipairs(sets) do words[#words + 1] = r.name end
      local flat = out:gsub("%s+", " ")
      local at = 1
      for _, w in ipairs(words) do
        local i = flat:find("%f[%w]" .. w .. "%f[^%w]", at)
        assert.truthy(i, "hanoi help " .. c .. " does not list " .. w .. ":\n" .. out)
        at = i + #w
      end
      for line in out:gmatch("[^\n]+") do
        if line:find(words[#words], 1, true) then assert.is_true(#line <= 78, line) end
      end
    end
    -- `hanoi help sequence` says what each allows
    local flat = (cli.run("help sequence")):gsub("%s+", " ")
    for _, r in ipairs(sets) do
      assert.truthy(flat:find(r.name .. " (" .. r.about .. ")", 1, true), r.name)
    end
  end)

  it("is named in the messages that refuse a rule set", function()
    local names = {}
    for i, r in ipairs(sets) do names[i] = r.name end
    local last = table.remove(names)
    local listed = table.concat(names, ", ")
    local _, why = hanoi.parse_rules("1-")
    assert.are.equal(("must be a name (%s, %s) or pairs like 1-2,2-3"):format(listed, last), why)
    local ok, err = pcall(hanoi.bfs, { n = 3, rules = "nosuchrules" })
    assert.is_false(ok)
    assert.truthy(err:find(("unknown rule set 'nosuchrules' (%s or %s expected)"):format(listed, last),
      1, true), err)
    local out, code = cli.merged("bfs 3 --rules nosuchrules")
    assert.are.equal(2, code)
    assert.truthy(out:find(("unknown rule set 'nosuchrules' (%s or %s expected)"):format(listed, last),
      1, true), out)
  end)

  it("has its row in docs/variants.md, with what it allows", function()
    local doc = assert(slurp("docs/variants.md"))
    for _, r in ipairs(sets) do
      local row = doc:match("\n| `" .. r.name .. "`[^\n]*")
      assert.truthy(row, "docs/variants.md has no row for the rule set " .. r.name)
      assert.truthy(row:find("| " .. r.about .. " |", 1, true), row)
    end
  end)
end)
