-- No plausible wrong answer: where a command line can be read two ways
-- (a number of disks or a position; letters that name far more pegs than
-- they use; a goal that is the start), the command refuses with one line
-- that says how it read the line and what was probably meant, exit 2; the
-- command it proposes answers the question that was probably asked.
local cli = require "support.cli"
local model = require "support.model"

-- Frame-Stewart's numbers, written out: the fewest moves of n disks on k pegs
local function frame_stewart(n, k)
  if n == 0 then return 0 end
  if k == 3 then return (1 << n) - 1 end
  local best = math.huge
  for t = 1, n - 1 do
    local m = 2 * frame_stewart(t, k) + frame_stewart(n - t, k - 1)
    if m < best then best = m end
  end
  return n == 1 and 1 or best
end

describe("a number where a position is expected", function()
  local cases = {
    { "count 10 4", "count",
      "hanoi count 10 4: '10' is read as a position (disk 1 on peg 10); for the number of moves: "
      .. "hanoi 10 4 --count", "10 4 --count", frame_stewart(10, 4) .. "\n" },
    { "distance 3", "distance",
      "hanoi distance 3: '3' is read as a position (disk 1 on peg 3); for the number of moves: "
      .. "hanoi 3 --count", "3 --count", "7\n" },
    { "distance 5 B", "distance",
      "hanoi distance 5 B: '5' is read as a position (disk 1 on peg 5); for the number of moves: "
      .. "hanoi 5 --to B --count", "5 --to B --count", "31\n" },
    { "path 3 2", "path",
      "hanoi path 3 2: '3' is read as a position (disk 1 on peg 3); for the solution: "
      .. "hanoi 3 --to 2 --text", "3 --to 2 --text", nil },
    { "hint 4 --to D", "hint",
      "hanoi hint 4 --to D: '4' is read as a position (disk 1 on peg 4); for the solution: "
      .. "hanoi 4 4 --to D --text", "4 4 --to D --text", nil },
    { "path AAA 3", "path",
      "hanoi path AAA 3: '3' is read as a position (disk 1 on peg 3); a one-disk position is its "
      .. "peg's letter, like 'C'", nil, nil },
  }
  for _, c in ipairs(cases) do
    it("'hanoi " .. c[1] .. "' is refused, saying how it is read and what was probably meant", function()
      local out, err, code = cli.run(c[1])
      assert.equal("", out)
      assert.equal(2, code)
      assert.equal("hanoi: " .. c[3] .. "; try 'hanoi help " .. c[2] .. "'\n", err)
      if c[4] then
        local o, e, code2 = cli.run(c[4])
        assert.equal(0, code2, e)
        if c[5] then assert.equal(c[5], o) end
      end
    end)
  end

  it("the proposed solution plays the disks it names to the peg it names", function()
    local out = cli.run("3 --to 2 --text")
    -- played on stacks of disks, each move legal
    local pegs, n = { A = { 3, 2, 1 }, B = {}, C = {} }, 0
    for digits, f, t in out:gmatch("disk (%d+) from (%u) to (%u)") do
      local disk = tonumber(digits)
      assert.equal(disk, table.remove(pegs[f]))
      assert.is_true(#pegs[t] == 0 or pegs[t][#pegs[t]] > disk)
      table.insert(pegs[t], disk)
      n = n + 1
    end
    assert.equal(7, n)
    assert.same({ 3, 2, 1 }, pegs.B)
  end)

  it("still takes a position written with commas, and a peg as TO", function()
    local out, err, code = cli.run("hint 1,2,27")
    assert.equal(0, code, err)
    assert.matches("^move: ", out)
    out, err, code = cli.run("distance AAA 3")
    assert.equal(0, code, err)
    assert.equal(model.distance("AAA", "CCC", 3) .. "\n", out)
  end)
end)

describe("letters that leave most pegs empty", function()
  it("'hanoi distance XYZ' is refused rather than played on 26 pegs", function()
    local out, err, code = cli.run("distance XYZ")
    assert.equal("", out)
    assert.equal(2, code)
    assert.equal("hanoi: hanoi distance XYZ: 'XYZ' is read as a position on 26 pegs (A..Z), 23 of "
      .. "them empty; to play on 26 pegs: hanoi distance XYZ --pegs 26 (pegs are named from A: BAC "
      .. "is disk 1 on B, 2 on A, 3 on C); try 'hanoi help distance'\n", err)
  end)

  it("takes them with --pegs, and labels that use most of their pegs without", function()
    -- on 26 pegs: disk 3 is on Z already, disks 1 and 2 alone on X and Y
    -- go onto it, 2 then 1
    local out, err, code = cli.run("distance XYZ --pegs 26")
    assert.equal(0, code, err)
    assert.equal("2\n", out)
    out, err, code = cli.run("distance BACD")
    assert.equal(0, code, err)
    assert.equal(model.bfs("DDDD", 4).BACD .. "\n", out)
    out, err, code = cli.run("distance AAA EEE")
    assert.equal(2, code)
    assert.equal("", out)
    assert.matches("read as a position on 5 pegs", err)
    out, err, code = cli.run("path ABCE EEEE")
    assert.equal(0, code, err)
    assert.matches("moves\n$", out)
  end)

  it("'hanoi hint AAA --to Z' is refused the same way", function()
    local _, err, code = cli.run("hint AAA --to Z")
    assert.equal(2, code)
    assert.matches("^hanoi: hanoi hint AAA %-%-to Z: 'AAA' is read as a position on 26 pegs", err)
  end)
end)

describe("a goal that is the start", function()
  it("'hanoi play 3 --goal=A' is refused: the game would be won before the first move", function()
    local out, err, code = cli.run("play 3 --goal=A")
    assert.equal("", out)
    assert.equal(2, code)
    assert.equal("hanoi: hanoi play 3 --goal=A: the disks start on A, so the game would be won before "
      .. "the first move; for a tower to move: --goal=C (or --goal=other); try 'hanoi help play'\n", err)
    out, err, code = cli.run("play 2 4 --goal 1")
    assert.equal("", out)
    assert.equal(2, code)
    assert.matches("for a tower to move: %-%-goal=D", err)
  end)

  it("plays a goal that is not the start", function()
    local out, err, code = cli.run("play 3 --goal=B")
    assert.equal(0, code, err)
    assert.matches("goal tower on B", out)
  end)
end)
