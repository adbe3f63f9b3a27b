-- A newcomer adds a rule set in three files (docs/architecture.md, "Adding
-- a rule set"): its entry in the list of src/engine/rules.c
-- (hanoi_rule_sets: name, the moves it allows, what they are in a few
-- words), its digraph written out on its own in spec/support/model.lua
-- (model.rule, what the specs check the library against) and its row in
-- docs/variants.md. Here a made-up rule set, "uphill" (a one-way row: a
-- disk goes only to the next peg, never back), is added so in a scratch
-- copy of the tree, and nothing else is edited: the copy builds, and the
-- library, the command line, its help and its messages know the rule set,
-- with the layers and counts of a breadth-first search of this file's own.

local helpers = require "spec.support.helpers"
local run, must = helpers.sh, helpers.must

-- the file at `path` with the text `old` (plain, not a pattern) put
-- before `new` once: an edit a newcomer makes by hand
local function add_before(path, old, new)
  local text = assert(helpers.slurp(path), path)
  local i = text:find(old, 1, true)
  assert(i, path .. ": not found: " .. old)
  helpers.spit(path, text:sub(1, i - 1) .. new .. text:sub(i))
end

local NAME, ABOUT = "uphill", "only to the next peg, never back"

-- the made-up rule set's moves on k pegs, 1-based, written here on their
-- own: from peg f to peg f + 1
local function uphill(f, t) return t == f + 1 end

-- A breadth-first search of this file's own over positions as arrays of
-- pegs (disk 1 first), from the tower of n disks on peg 1 on k pegs: the
-- number of positions at each distance.
local function layers(n, k)
  local function key(p) return table.concat(p, ",") end
  local start = {}
  for d = 1, n do start[d] = 1 end
  local seen, layer, out = { [key(start)] = true }, { start }, {}
  while #layer > 0 do
    out[#out + 1] = #layer
    local nxt = {}
    for _, p in ipairs(layer) do
      local top = {}
      for d = n, 1, -1 do top[p[d]] = d end
      for f = 1, k do
        for t = 1, k do
          local d = top[f]
          if d and f ~= t and uphill(f, t) and (top[t] == nil or top[t] > d) then
            local q = { table.unpack(p) }
            q[d] = t
            if not seen[key(q)] then seen[key(q)] = true; nxt[#nxt + 1] = q end
          end
        end
      end
    end
    layer = nxt
  end
  return out
end

-- the scratch copy of the tree: a fresh name, and the commands run in it
local dir = os.tmpname()
os.remove(dir)
local sh = "cd '" .. dir .. "' && "
local lua = "lua5.4 -e 'package.path = \"lua/?.lua;lua/?/init.lua\"; package.cpath = \"build/?.so\"' "

describe("a rule set added by a newcomer", function()
  setup(function()
    local root = must("pwd"):gsub("\n$", "")
    must("mkdir -p '" .. dir .. "/spec/core' '" .. dir .. "/build'")
    -- copies (not links: the tree of the Lua 5.5 run is links to the
    -- checkout, which must stay as it is), with their times, and the
    -- objects already built, so that only what the edit touches compiles
    must("cd '" .. root .. "' && cp -RL --preserve=timestamps lua bin src mk docs Makefile .busted "
      .. "*.rockspec '" .. dir .. "/'"
      .. " && cp -RL --preserve=timestamps spec/support '" .. dir .. "/spec/'"
      .. " && cp -L spec/core/rule_sets_spec.lua '" .. dir .. "/spec/core/'"
      .. " && { test ! -d build/obj || cp -RL --preserve=timestamps build/obj build/hanoi '"
      .. dir .. "/build/'; }")
    -- 1. the entry in the list, and the function of its moves
    local rules = dir .. "/src/engine/rules.c"
    add_before(rules, "const HRuleSet hanoi_rule_sets[] = {",
      "static int uphill(int f, int t, int k) {\n  (void)k;\n  return t == f + 1;\n}\n\n")
    add_before(rules, "  {NULL, NULL, NULL}\n", ('  {"%s", uphill, "%s"},\n'):format(NAME, ABOUT))
    must(sh .. "make -s build LUA=lua5.4 LUA_INCDIR=/usr/include/lua5.4 BUILD=build >/dev/null")
  end)

  teardown(function() run("rm -rf '" .. dir .. "'") end)

  it("is caught by the rule sets' spec until its digraph and its row are written", function()
    local out = run(sh .. "busted --lua=lua5.4 -o plainTerminal spec/core/rule_sets_spec.lua 2>&1")
    assert.truthy(out:find("the rule set '" .. NAME .. "' has no digraph of its own in "
      .. "spec/support/model.lua", 1, true), out)
    -- 2. its digraph, written out on its own, and 3. its row in the docs
    add_before(dir .. "/spec/support/model.lua", '  error("no rule " .. name)\n',
      '  if name == "' .. NAME .. '" then return function(f, t) return t == f + 1 end end\n')
    add_before(dir .. "/docs/variants.md", "\n`hanoi.rule_sets([k])` is that list",
      "| `" .. NAME .. "` | " .. ABOUT .. " | p → p + 1 |\n")
    out = run(sh .. "busted --lua=lua5.4 -o plainTerminal spec/core/rule_sets_spec.lua 2>&1")
    assert.truthy(out:find(" 0 failures / 0 errors", 1, true), out)
  end)

  it("is in hanoi.rule_sets, and hanoi.bfs counts the layers of its digraph", function()
    local out = must(sh .. lua .. "-e '"
      .. "local hanoi = require \"hanoi\"; local all = hanoi.rule_sets(4); local r = all[#all]; "
      .. "local m = {}; for i, p in ipairs(r.moves) do m[i] = p[1] .. \"-\" .. p[2] end; "
      .. "print(r.name, r.about, table.concat(m, \",\")); "
      .. "for _, nk in ipairs { {5, 3}, {4, 4}, {3, 5} } do "
      .. "  local b = hanoi.bfs { n = nk[1], k = nk[2], rules = \"" .. NAME .. "\" }; "
      .. "  local t = {}; for d = 1, #b.layers do t[d] = b.layers[d] end; "
      .. "  print(table.concat(t, \" \")) end'")
    local want = { NAME .. "\t" .. ABOUT .. "\t1-2,2-3,3-4" }
    for _, nk in ipairs { { 5, 3 }, { 4, 4 }, { 3, 5 } } do
      want[#want + 1] = table.concat(layers(nk[1], nk[2]), " ")
    end
    assert.are.equal(table.concat(want, "\n") .. "\n", out)
  end)

  it("is taken by `hanoi bfs --rules`, listed by the help and named when a rule set is refused", function()
    local out = must(sh .. "lua5.4 bin/hanoi bfs 4 4 --rules " .. NAME:upper() .. " --csv")
    local want = { "distance,states" }
    for d, c in ipairs(layers(4, 4)) do want[#want + 1] = (d - 1) .. "," .. c end
    assert.are.equal(table.concat(want, "\n") .. "\n", out)
    out = must(sh .. "lua5.4 bin/hanoi help bfs")
    assert.truthy(out:gsub("%s+", " "):find("star, " .. NAME .. ", or the allowed moves", 1, true), out)
    out = must(sh .. "lua5.4 bin/hanoi help sequence")
    assert.truthy(out:gsub("%s+", " "):find(NAME .. " (" .. ABOUT .. ")", 1, true), out)
    out = run(sh .. "lua5.4 bin/hanoi bfs 3 --rules nosuchrules 2>&1")
    assert.truthy(out:find("(classic, cyclic, linear, star or " .. NAME .. " expected)", 1, true), out)
  end)
end)
