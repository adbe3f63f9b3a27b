-- hanoi.parse_rules: the text form of a rule set (the one C parser that
-- the command line's --rules and hanoi-bfs-mpi's go through), against a
-- reading of the grammar written here.
local hanoi = require "hanoi"

-- the grammar read in Lua: a name (letters) or F-T pairs separated by commas
local function model(s)
  if s:match("^%a+$") then return s:lower() end
  local list = {}
  for item in (s .. ","):gmatch("([^,]*),") do
    local f, t = item:match("^(%d+)%-(%d+)$")
    if not f then return nil end
    list[#list + 1] = { tonumber(f), tonumber(t) }
  end
  return list
end

describe("hanoi.parse_rules", function()
  it("reads names and pairs as the grammar says, and refuses the rest", function()
    for _, s in ipairs { "classic", "Cyclic", "LINEAR", "star", "foo", "1-2", "1-2,2-3,3-1",
                         "12-3,3-12", "0-0", "1-2,", ",1-2", "1-2,,2-3", "1--2", "-1-2", "1-2-3",
                         "a-b", "1 -2", "cyclic,1-2", "", "1-", "7-8,8-7,9-1" } do
      local got, why = hanoi.parse_rules(s)
      local want = model(s)
      assert.are.same(want, got, s)
      if want == nil then
        assert.are.equal("must be a name (classic, cyclic, linear, star) or pairs like 1-2,2-3", why)
      end
    end
  end)

  it("leaves the pegs to the function the rule set goes to", function()
    assert.are.same({ { 1, 5 } }, hanoi.parse_rules("1-5"))
    assert.has_error(function() hanoi.bfs { n = 3, k = 4, rules = hanoi.parse_rules("1-5") } end)
    local a = hanoi.bfs { n = 4, k = 3, rules = hanoi.parse_rules("1-2,2-3,3-1") }
    local b = hanoi.bfs { n = 4, k = 3, rules = "cyclic" }
    assert.are.equal(#b.layers, #a.layers)
    for d = 1, #b.layers do assert.are.equal(b.layers[d], a.layers[d]) end
  end)

  it("refuses a NUL inside and more pairs than 1024", function()
    assert.is_nil((hanoi.parse_rules("1-2\0,2-3")))
    local many = {}
    for i = 1, 1025 do many[i] = "1-2" end
    local got, why = hanoi.parse_rules(table.concat(many, ","))
    assert.is_nil(got)
    assert.are.equal("too many pairs (at most 1024)", why)
    assert.are.equal(1024, #hanoi.parse_rules(table.concat(many, ",", 1, 1024)))
  end)

  it("wants a string", function()
    assert.has_error(function() hanoi.parse_rules(nil) end)
  end)
end)
