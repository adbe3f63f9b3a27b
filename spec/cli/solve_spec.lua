-- The `hanoi N [K]` and `hanoi table` commands, run as a separate process
-- (bin/hanoi from the checkout), checked against a reference printout of
-- the Frame-Stewart table and against independent solutions and pictures
-- written here.
local model = require "support.model"
local printout = require "support.fs_printout"

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

-- runs bin/hanoi with the given argument string; returns stdout, stderr
-- and the exit code
local function run(argstr)
  local err = os.tmpname()
  local p = assert(io.popen("bin/hanoi " .. argstr .. " 2>" .. err))
  local out = p:read("a")
  local _, _, code = p:close()
  local f = assert(io.open(err))
  local errout = f:read("a")
  f:close()
  os.remove(err)
  return out, errout, code
end

-- the classic recursive solution, independent of the module
local classic = model.reference

-- the printout's picture of a position, drawn here from the simulator: pegs
-- 2n - 1 columns wide side by side, disk d a bar of 2d - 1 '=', no rods,
-- the move number at the start of the base line
local function frame(s, number)
  local n, k, rows, lines = s.n, s.k, 0, {}
  for p = 1, k do rows = math.max(rows, #s.pegs[p]) end
  for level = rows, 1, -1 do
    local line = {}
    for p = 1, k do
      local d = s.pegs[p][level]
      line[p] = d and (" "):rep(n - d) .. ("="):rep(2 * d - 1) .. (" "):rep(n - d)
                  or (" "):rep(2 * n - 1)
    end
    lines[#lines + 1] = (table.concat(line, " "):gsub("%s+$", ""))
  end
  local base = tostring(number)
  lines[#lines + 1] = base .. ("-"):rep(2 * n * k - 1 - #base)
  return table.concat(lines, "\n") .. "\n"
end

local function frames(n, k, from, moves)
  local s = model.new(n, k, from)
  local out = { frame(s, 0) }
  for i, m in ipairs(moves) do
    model.move(s, m[2], m[3], m[1])
    out[#out + 1] = frame(s, i)
  end
  return table.concat(out, "\n")
end

local function text(moves)
  local out = {}
  for i, m in ipairs(moves) do
    out[#out + 1] = ("%d: disk %d from %s to %s\n")
      :format(i, m[1], LETTERS:sub(m[2], m[2]), LETTERS:sub(m[3], m[3]))
  end
  return table.concat(out)
end

local nmove_str, nmove, less, add = model.recurrence(12, 8)

describe("hanoi N [K]", function()
  it("prints the published frames for `hanoi 4 4`, verbatim", function()
    local out, err, code = run("4 4")
    assert.are.equal(printout.hanoi_4_4, out)
    assert.are.equal("", err)
    assert.are.equal(0, code)
  end)

  it("prints the frames of 3 and 4 disks on 3 pegs", function()
    for n = 3, 4 do
      assert.are.equal(frames(n, 3, 1, classic(n, 1, 3, 2, {})), (run(tostring(n))))
    end
    assert.are.equal(frames(4, 4, 1, model.generate(4, { 1, 2, 3, 4 }, nmove, less, add)),
                     (run("4 4")))
    assert.are.equal(frames(3, 5, 2, model.generate(3, { 2, 1, 3, 4, 5 }, nmove, less, add)),
                     (run("3 5 --from B")))
  end)

  it("prints one line per move with --text", function()
    assert.are.equal(text(classic(3, 1, 3, 2, {})), (run("3 --text")))
    assert.are.equal(text(classic(4, 1, 3, 2, {})), (run("4 --text")))
    assert.are.equal(text(classic(4, 3, 2, 1, {})), (run("4 --text --from C --to B")))
    assert.are.equal(text(classic(3, 2, 1, 3, {})), (run("3 --text --from=2 --to=1")))
    assert.are.equal(text(model.generate(4, { 1, 2, 3, 4 }, nmove, less, add)),
                     (run("4 4 --text")))
    assert.are.equal(text(model.generate(3, { 4, 1, 3, 2 }, nmove, less, add)),
                     (run("3 4 --text --from D --to B")))
    assert.are.equal(text(model.generate(4, { 5, 2, 3, 4, 1 }, nmove, less, add)),
                     (run("4 5 --text --from E")))
  end)

  it("prints only the number of moves with --count", function()
    assert.are.equal("7\n", (run("3 --count")))
    assert.are.equal(nmove_str(4, 4) .. "\n", (run("4 4 --count")))
    assert.are.equal(nmove_str(12, 6) .. "\n", (run("12 6 --count")))
    assert.are.equal(model.mersenne(64) .. "\n", (run("64 --count")))
  end)

  it("stops quietly when the reader closes the pipe", function()
    local rcfile, errfile = os.tmpname(), os.tmpname()
    local p = assert(io.popen(("(timeout 60 bin/hanoi 30 2>%s; echo $? >%s) | head -n 5")
      :format(errfile, rcfile)))
    local out = p:read("a")
    p:close()
    local rc = tonumber(assert(io.open(rcfile)):read("a"))
    local err = assert(io.open(errfile)):read("a")
    os.remove(rcfile); os.remove(errfile)
    local _, lines = out:gsub("\n", "")
    assert.are.equal(5, lines)
    assert.are.equal("", err)
    assert.is_true(rc == 0 or rc == 141, "exit code " .. rc)   -- 124: it kept going
  end)
end)

describe("hanoi table", function()
  it("prints the published table by default", function()
    local out, err, code = run("table")
    local want, got = {}, {}
    for line in printout.table:gmatch("[^\n]+") do want[#want + 1] = line end
    for line in out:gmatch("[^\n]+") do got[#got + 1] = (line:gsub("^%s+", ""):gsub("%s+", " ")) end
    assert.are.same(want, got)
    assert.are.equal("", err)
    assert.are.equal(0, code)
  end)

  it("takes ranges of pegs and disks, columns right-aligned", function()
    local out = run("table --pegs 4..6 --disks 9..12")
    local want = {}
    local rows = { { "k\\n", "9", "10", "11", "12" } }
    for k = 4, 6 do
      local row = { tostring(k) }
      for n = 9, 12 do row[#row + 1] = nmove_str(n, k) end
      rows[#rows + 1] = row
    end
    for _, row in ipairs(rows) do
      for i, c in ipairs(row) do
        local w = 0
        for _, r in ipairs(rows) do w = math.max(w, #r[i]) end
        row[i] = (" "):rep(w - #c) .. c
      end
      want[#want + 1] = table.concat(row, " ") .. "\n"
    end
    assert.are.equal(table.concat(want), out)
    assert.are.equal("k\\n 5\n  7 9\n", (run("table --pegs 7 --disks 5")))
  end)
end)

describe("hanoi --help", function()
  it("documents every command and option", function()
    local out, err, code = run("--help")
    assert.are.equal(0, code)
    assert.are.equal("", err)
    for _, s in ipairs({ "hanoi N [K]", "hanoi table", "--text", "--count", "--from",
                         "--to", "--method", "--pegs", "--disks", "hanoi help [COMMAND]" }) do
      assert.is_truthy(out:find(s, 1, true), s)
    end
  end)
end)

describe("bad arguments", function()
  local cases = {
    { "0", "number of disks must be an integer 1..64, got '0'" },
    { "65", "number of disks must be an integer 1..64, got '65'" },
    { "3 2", "number of pegs must be an integer 3..32, got '2'" },
    { "3 33", "number of pegs must be an integer 3..32, got '33'" },
    { "3 4 5", "unexpected argument '5'" },
    { "3 --from E", "--from must be a peg A..C or 1..3, got 'E'" },
    { "3 4 --to 0", "--to must be a peg A..D or 1..4, got '0'" },
    { "3 --from A --to 1", "source and target pegs are the same" },
    { "3 --from a --to A", "source and target pegs are the same" },
    { "3 --bogus", "unknown option '--bogus'" },
    { "3 --from", "option '--from' needs a value" },
    { "3 --text --count", "options '--text' and '--count' exclude each other" },
    { "3 --method no-such-method", "unknown method 'no-such-method'" },
    { "3 4 --method no-such-method", "option '--method' needs 3 pegs" },
    { "table x", "unexpected argument 'x'", "table" },
    { "table --pegs 2..5", "option '--pegs' must be LO..HI or one number within 3..32, got '2..5'",
      "table" },
    { "table --disks 10..6", "option '--disks' must be LO..HI or one number within 1..64, got '10..6'",
      "table" },
    { "table --disks 1-3", "option '--disks' must be LO..HI or one number within 1..64, got '1-3'",
      "table" },
  }
  for _, c in ipairs(cases) do
    it("'hanoi " .. c[1] .. "': one line and where to read more, exit code 2", function()
      local out, err, code = run(c[1])
      assert.are.equal("", out)
      assert.are.equal(2, code)
      assert.are.equal("hanoi: " .. c[2] .. "; try 'hanoi help " .. (c[3] or "solve") .. "'\n", err)
    end)
  end
end)
