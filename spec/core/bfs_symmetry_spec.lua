-- hanoi.bfs by peg symmetry and on several threads, against the plain
-- method, a brute-force BFS and published eccentricities.
local hanoi = require "hanoi"
local model = require "support.model"

local function list(layers)
  local t = {}
  for i, c in ipairs(layers) do t[i] = c end
  return t
end

describe("hanoi.bfs by peg symmetry", function()
  it("counts the layers of the plain method for every n <= 9 on 4 and 5 pegs", function()
    for _, k in ipairs { 4, 5 } do
      for n = 1, 9 do
        local sym = hanoi.bfs { n = n, k = k }
        local plain = hanoi.bfs { n = n, k = k, symmetry = false }
        assert.are.equal("symmetric", sym.method)
        assert.are.equal("plain", plain.method)
        assert.are.same(list(plain.layers), list(sym.layers), ("n = %d, k = %d"):format(n, k))
        for _, f in ipairs { "eccentricity", "farthest", "reached", "states" } do
          assert.are.equal(plain[f], sym[f], f)
        end
        assert.are.equal(k ^ n, sym.reached)
      end
    end
  end)

  it("counts the layers of a brute-force BFS for n <= 6, from any start", function()
    for _, c in ipairs { { 6, 4, "AAAAAA" }, { 5, 5, "AAAAA" }, { 5, 4, "BBBBB" }, { 4, 5, "ABAB" },
                         { 3, 6, "CAB" }, { 4, 6, "AABC" } } do
      local n, k, from = c[1], c[2], c[3]
      assert(#from == n)
      local sizes = {}
      for _, d in pairs(model.bfs(from, k)) do sizes[d + 1] = (sizes[d + 1] or 0) + 1 end
      local r = hanoi.bfs { from = hanoi.state(from, k) }
      assert.are.same(sizes, list(r.layers), from)
    end
  end)

  it("uses the symmetry when at least two pegs are empty at the start, else the plain method", function()
    assert.are.equal("symmetric", hanoi.bfs { from = hanoi.state("AB", 4) }.method)
    assert.are.equal("plain", hanoi.bfs { from = hanoi.state("ABC", 4) }.method)
    assert.are.equal("plain", hanoi.bfs { n = 5, k = 3 }.method)
    assert.are.equal("plain", hanoi.bfs { n = 5, k = 4, rules = "star" }.method)
    assert.are.equal("plain", hanoi.bfs { n = 5, k = 4, distances = true }.method)
  end)

  it("finds the eccentricities published for 4 pegs, n <= 12", function()
    -- OEIS A382111, "Maximum number of moves required to transition from the
    -- initial configuration (all disks on the first peg) to any possible
    -- configuration in the Towers of Hanoi puzzle with 4 pegs and n disks"
    -- (values from Korf, AAAI 2004, table 2), offset 0: a(1) .. a(12)
    local published = { 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81 }
    for n = 1, 12 do
      assert.are.equal(published[n], hanoi.bfs { n = n, k = 4 }.eccentricity, "n = " .. n)
    end
  end)

  it("counts the layers of the plain method on 6 to 9 pegs and from starts on two or three pegs", function()
    -- the blocks of the small disks: k^q cells for q = 2 (k <= 8) or 1,
    -- across the words of the table, and starts with fixed pegs
    for _, c in ipairs { { 7, 6, "AAAAAAA" }, { 6, 7, "AAAAAA" }, { 6, 8, "AAAAAA" },
                         { 5, 9, "AAAAA" }, { 8, 5, "ABAAAAAA" }, { 8, 4, "AABBAAAA" },
                         { 7, 6, "ABCAAAA" }, { 9, 5, "BAAAAAAAA" } } do
      local n, k, from = c[1], c[2], c[3]
      local s = hanoi.state(from, k)
      local sym = hanoi.bfs { from = s }
      local plain = hanoi.bfs { from = s, symmetry = false }
      assert.are.equal("symmetric", sym.method)
      assert.are.same(list(plain.layers), list(sym.layers), from .. " on " .. k)
      assert.are.equal(k ^ n, sym.reached)
    end
  end)

  it("gives the same tables on one thread and on two", function()
    for _, opts in ipairs { { n = 10, k = 4 }, { n = 8, k = 5 }, { n = 10, k = 4, symmetry = false },
                            { n = 11, k = 3, rules = "cyclic" }, { n = 7, k = 6, rules = "star" } } do
      local one = hanoi.bfs { n = opts.n, k = opts.k, rules = opts.rules, symmetry = opts.symmetry,
                              threads = 1 }
      local two = hanoi.bfs { n = opts.n, k = opts.k, rules = opts.rules, symmetry = opts.symmetry,
                              threads = 2 }
      assert.are.same(list(one.layers), list(two.layers))
      assert.are.equal(one.farthest, two.farthest)
    end
  end)
end)

describe("hanoi.Layers", function()
  it("is a compact array with #, indexing and ipairs", function()
    local r = hanoi.bfs { n = 8, k = 3, rules = "linear" }
    local layers = r.layers
    assert.are.equal(3 ^ 8, #layers)                  -- one position per layer, 3^n - 1 moves
    assert.are.equal(3 ^ 8 - 1, r.eccentricity)
    local count = 0
    for i, c in ipairs(layers) do
      assert.are.equal(1, c)
      count = i
    end
    assert.are.equal(#layers, count)
    assert.is_nil(layers[0])
    assert.is_nil(layers[#layers + 1])
    assert.is_nil(layers.x)
    assert.matches("^hanoi.Layers: 6561 layers$", tostring(layers))
    local wide = hanoi.bfs { n = 9, k = 4 }.layers   -- counts past 255 take wider entries
    local sizes = {}
    for _, d in pairs(model.distances(model.tower(9, 1), 4)) do sizes[d + 1] = (sizes[d + 1] or 0) + 1 end
    assert.are.same(sizes, list(wide))
  end)
end)
