-- `require "hanoi"`: the core and the state methods, nothing more until
-- asked for. Run in a child process, where nothing was loaded before.
local child = require "support.child"

-- the hanoi modules loaded after running `code`, sorted, one line
local LOADED = [[
local names = {}
for name in pairs(package.loaded) do
  if name:match("^hanoi") then names[#names + 1] = name end
end
table.sort(names)
io.write(table.concat(names, " "))
]]

describe("require 'hanoi'", function()
  it("loads the core alone: no pictures, no terminal, no game", function()
    assert.equal("hanoi hanoi.core", child.run(''
      .. 'local hanoi = require "hanoi"\n' .. 'hanoi.new(3):move(1, 3)\n' .. LOADED))
  end)

  it("loads the pictures the first time a position is printed", function()
    local out = child.run(''
      .. 'local hanoi = require "hanoi"\n'
      .. 'io.write(tostring(hanoi.state("BA")), "\\n")\n' .. LOADED)
    local picture, names = out:match("^(.*)\n([^\n]*)$")
    assert.equal(require("hanoi.render").ascii(require("hanoi").state("BA")), picture)
    assert.truthy(names:find("hanoi.render", 1, true))
    assert.is_nil(names:find("hanoi.term", 1, true))
  end)
end)
