-- The scripts in examples/ run from the checkout and print what they promise.
local function run(cmd)
  local p = assert(io.popen(cmd .. " 2>&1"))
  local out = p:read("a")
  local ok, _, code = p:close()
  return out, ok and 0 or code
end

describe("examples/", function()
  it("solve.lua prints every move of the 3-disk solution", function()
    local out, code = run("lua5.4 examples/solve.lua 3")
    assert.are.equal(0, code)
    local moves = 0
    for i in out:gmatch("move (%d+) of 7") do
      moves = moves + 1
      assert.are.equal(moves, tonumber(i))
    end
    assert.are.equal(7, moves)
  end)

  it("variant.lua finds 59 moves for 4 disks anticlockwise on cyclic pegs", function()
    -- moving a tower one peg against the only allowed direction takes
    -- R(n) = 2, 7, 21, 59 moves (Atkinson 1981, "The cyclic towers of Hanoi")
    local out, code = run("lua5.4 examples/variant.lua")
    assert.are.equal(0, code)
    assert.truthy(out:find("to the tower on C: 59 moves", 1, true))
  end)
end)
