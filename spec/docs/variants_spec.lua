-- The example at the top of docs/variants.md runs and prints what its
-- comments say.
describe("docs/variants.md", function()
  it("its first example prints what its --> comments say", function()
    local f = assert(io.open("docs/variants.md"))
    local text = f:read("a")
    f:close()
    local code = assert(text:match("```lua\n(.-)```"), "a lua block")
    local want = {}
    for line in code:gmatch("[^\n]+") do
      local out = line:match("%-%->%s*(.-)%s*$")
      if out then want[#want + 1] = (out:gsub("%s%s+%(.*$", "")) end
    end
    local got = {}
    local env = setmetatable({ print = function(...)
      local t = table.pack(...)
      for i = 1, t.n do t[i] = tostring(t[i]) end
      got[#got + 1] = table.concat(t, " ", 1, t.n)
    end }, { __index = _G })
    assert(load(code, "variants.md", "t", env))()
    assert.are.same(want, got)
  end)
end)
