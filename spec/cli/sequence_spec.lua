-- `hanoi sequence`, run as a child process, checked against the
-- brute-force breadth-first search of spec/support/model.lua.
local model = require "support.model"
local cli = require "support.cli"

-- the fewest moves from the tower on `from` to the tower on `to`, by brute force
local function fewest(n, k, rules, from, to)
  local allowed = rules ~= "classic" and model.rule(rules, k) or nil
  return model.bfs(model.tower(n, from), k, allowed)[model.tower(n, to)]
end

local function lines(out)
  local t = {}
  for n, m in out:gmatch("(%d+) (%d+)\n") do t[tonumber(n)] = tonumber(m) end
  return t
end

describe("hanoi sequence", function()
  local cases = {
    { "classic 1..6", "classic", 3, 6, 1, 3 },
    { "classic 1..5 --pegs 4", "classic", 4, 5, 1, 4 },
    { "classic 2..5 --pegs 5", "classic", 5, 5, 1, 5 },
    { "cyclic 1..6", "cyclic", 3, 6, 1, 3 },
    { "cyclic 1..6 --to b", "cyclic", 3, 6, 1, 2 },
    { "cyclic 1..4 --pegs 4 --from 2 --to 1", "cyclic", 4, 4, 2, 1 },
    { "linear 1..6", "linear", 3, 6, 1, 3 },
    { "linear 1..4 --pegs 4 --to 3", "linear", 4, 4, 1, 3 },
    { "star 1..6", "star", 3, 6, 1, 3 },
    { "star 1..4 --pegs 4 --from B --to C", "star", 4, 4, 2, 3 },
  }
  for _, c in ipairs(cases) do
    it("'" .. c[1] .. "' matches a breadth-first search", function()
      local out, err, code = cli.run("sequence " .. c[1])
      assert.equal(0, code, err)
      assert.equal("", err)
      local got = lines(out)
      local lo = tonumber(c[1]:match("(%d+)%.%."))
      for n = lo, c[4] do
        assert.equal(fewest(n, c[3], c[2], c[5], c[6]), got[n], "n = " .. n)
      end
      local count = 0
      for _ in out:gmatch("\n") do count = count + 1 end
      assert.equal(c[4] - lo + 1, count)
    end)
  end

  it("prints CSV with a header", function()
    local out, _, code = cli.run("sequence linear 1..3 --csv")
    assert.equal(0, code)
    local want = { "n,moves" }
    for n = 1, 3 do want[#want + 1] = n .. "," .. fewest(n, 3, "linear", 1, 3) end
    assert.equal(table.concat(want, "\n") .. "\n", out)
  end)

  it("gives 2^n - 1 for the classic rules far past 64 disks", function()
    -- 2^100 - 1 in decimal, by repeated doubling of a digit string
    local digits = "1"
    for _ = 1, 100 do
      local carry, out = 0, {}
      for i = #digits, 1, -1 do
        local v = tonumber(digits:sub(i, i)) * 2 + carry
        out[#out + 1] = v % 10; carry = v // 10
      end
      if carry > 0 then out[#out + 1] = carry end
      digits = table.concat(out):reverse()
    end
    digits = digits:sub(1, -2) .. tostring(tonumber(digits:sub(-1)) - 1)
    local out = cli.run("sequence classic 100")
    assert.equal("100 " .. digits .. "\n", out)
  end)

  it("stops with an error where no exact answer is found", function()
    local out, err, code = cli.run("sequence classic 3..14 --pegs 6 --max-states 1000")
    assert.equal(1, code)
    assert.matches("^hanoi: n = %d+: no exact answer within the search's budget %(Frame%-Stewart's "
      .. "conjecture: %d+%); try a larger %-%-max%-states\n$", err)
    -- the numbers printed before the error are exact
    local got = lines(out)
    for n = 3, 6 do
      local dist = model.distances(model.tower(n, 6), 6)
      assert.equal(dist[model.code(model.tower(n, 1), 6) + 1], got[n], "n = " .. n)
    end
  end)

  it("prints one line and exits with 2 on a mistake", function()
    for _, args in ipairs({ "sequence", "sequence cyclic", "sequence bogus 1..3",
                            "sequence cyclic 3..1", "sequence cyclic 1..3 --to A",
                            "sequence cyclic 1..3 --pegs 40", "sequence cyclic x" }) do
      local out, err, code = cli.run(args)
      assert.equal("", out, args)
      assert.equal(2, code, args)
      assert.matches("^hanoi: [^\n]+; try 'hanoi help sequence'\n$", err)
    end
  end)
end)
