-- The manners of the `hanoi` command as a whole, run as a child process:
-- one line for a mistake, help per command, pegs in either case and past
-- 26, labels that say how many pegs there are, write errors, Ctrl-C.
local cli = require "support.cli"
local model = require "support.model"

describe("a mistake on the command line", function()
  local cases = {
    { "3 --bogus", "solve", "unknown option '--bogus'" },
    { "3 --to Z", "solve", "--to must be a peg A..C or 1..3, got 'Z'" },
    { "3 -x", "solve", "unknown option '-x'" },
    { "table --pegs 2..5", "table", "option '--pegs' must be LO..HI or one number within 3..32, got '2..5'" },
    { "show 3 --label ABCD", "show", "--label must name 3 disks, got 'ABCD'" },
    { "show 3 3 --label ABD", "show", "--label: 'ABD' names peg D, but there are only 3 pegs" },
    { "svg 3 --move 99", "svg", "--move 99: index must be 0..7" },
    { "html 3 --speed 0", "html", "--speed must be 0.5..5000 moves per second" },
    { "path AAA", "path", "two positions expected, like 'hanoi path AAA CCC'" },
    { "path AAA CC", "path", "the positions name different numbers of disks" },
    { "path AAA CCC --rules 1-4", "path", "option '--rules': peg 4 out of range 1..3 in pair 1" },
    { "hint A-C", "hint", "FROM: 'A-C' is not a label (one peg letter per disk, smallest first: "
      .. "A..Z, then a..f past 26 pegs; or numbers like 1,27,32)" },
    { "distance 1,40", "distance", "FROM: '1,40' is not a label (numbers 1..32 separated by "
      .. "commas, one per disk)" },
    { "sequence cyclic 0..3", "sequence", "the range must be LO..HI or one number within 1..64, got '0..3'" },
    { "play 0", "play", "N must be an integer 1..64, got '0'" },
    { "bfs 3 --threads 0", "bfs", "option '--threads' must be 1..16" },
  }
  for _, c in ipairs(cases) do
    it("'hanoi " .. c[1] .. "': one line naming it and the command's help, exit code 2", function()
      local out, err, code = cli.run(c[1])
      assert.equal("", out)
      assert.equal(2, code)
      assert.equal("hanoi: " .. c[3] .. "; try 'hanoi help " .. c[2] .. "'\n", err)
    end)
  end

  it("an unknown command points to the list of commands", function()
    local out, err, code = cli.run("frobnicate")
    assert.equal("", out)
    assert.equal(2, code)
    assert.equal("hanoi: unknown command 'frobnicate'; try 'hanoi help'\n", err)
    out, err, code = cli.run("")
    assert.equal("", out)
    assert.equal(2, code)
    assert.equal("hanoi: no command given; try 'hanoi help'\n", err)
  end)
end)

describe("hanoi help", function()
  it("shows one command's usage and help, also as COMMAND --help", function()
    for _, name in ipairs({ "solve", "table", "show", "svg", "html", "graph", "bfs", "path",
                            "hint", "distance", "sequence", "play" }) do
      local out, err, code = cli.run("help " .. name)
      assert.equal(0, code)
      assert.equal("", err)
      local usage = out:match("^usage: hanoi ([^\n]+)\n")
      assert.is_truthy(usage, name)
      if name ~= "solve" then assert.equal(name, usage:match("^%a+")) end
      local again = cli.run((name == "solve" and "3" or name) .. " --help")
      assert.equal(out, again)
    end
  end)

  it("lists every command without one", function()
    local out, _, code = cli.run("help")
    assert.equal(0, code)
    for _, s in ipairs({ "hanoi N [K]", "hanoi hint", "hanoi distance", "hanoi sequence",
                         "hanoi path", "hanoi help [COMMAND]" }) do
      assert.is_truthy(out:find(s, 1, true), s)
    end
    local _, count = out:gsub("\nhanoi path ", "")
    assert.equal(1, count)          -- each command once
  end)

  it("refuses an unknown topic", function()
    local _, err, code = cli.run("help bogus")
    assert.equal(2, code)
    assert.equal("hanoi: no command 'bogus'; try 'hanoi help'\n", err)
  end)
end)

describe("pegs and labels", function()
  it("reads peg letters in either case", function()
    assert.equal((cli.run("3 --to C --text")), (cli.run("3 --to c --text")))
    assert.equal((cli.run("4 4 --from B --to D --text")), (cli.run("4 4 --from b --to d --text")))
    local upper = cli.run("path AAA CCC")
    assert.equal(upper, (cli.run("path aaa ccc")))
    assert.matches("\n7 moves\n$", upper)
    assert.equal((cli.run("show 3 --label BAC")), (cli.run("show 3 --label bac")))
  end)

  it("infers the pegs from a label the same way in every command", function()
    assert.equal((cli.run("show 4 4 --label BACD")), (cli.run("show 4 --label BACD")))
    assert.equal((cli.run("svg 4 4 --label BACD")), (cli.run("svg 4 --label bacd")))
    assert.equal((cli.run("html 2 4 --play --label AD")), (cli.run("html 2 --play --label ad")))
    assert.equal((cli.run("path BACD AAAA --pegs 4")), (cli.run("path BACD AAAA")))
    assert.equal((cli.run("hint BACD --pegs 4")), (cli.run("hint BACD")))
    assert.equal((cli.run("distance BACD --pegs 4")), (cli.run("distance BACD")))
    assert.equal(model.bfs("DDDD", 4).BACD .. "\n", (cli.run("distance BACD")))
  end)

  it("names pegs past 26 by the one rule of hanoi.pegs (A..Z, then a..f), reads numbers too", function()
    local out, _, code = cli.run("2 28 --to 27 --text")
    assert.equal(0, code)
    assert.equal("1: disk 1 from A to B\n2: disk 2 from A to a\n3: disk 1 from B to a\n", out)
    out, _, code = cli.run("path 1,1 27,27")
    assert.equal(0, code)
    assert.matches("  aa\n3 moves\n$", out)
    -- a label that mixes the cases is read as written: a is peg 27
    assert.equal(out, (cli.run("path AA aa --pegs 27")))
    assert.equal((cli.run("distance 1,27 --pegs 27")), (cli.run("distance Aa --pegs 27")))
    -- lower-case letters alone are pegs A..Z on 26 pegs or fewer
    local lower = cli.run("path aa cc")
    assert.equal((cli.run("path AA CC")), lower)
    assert.matches("\n3 moves\n$", lower)
    -- the same letters as the library's labels, at 26, 27 and 32 pegs
    local hanoi = require "hanoi"
    for _, k in ipairs { 26, 27, 32 } do
      local s = hanoi.state({ k, 1, k }, k)
      local err
      out, err, code = cli.run(("hint %d,1,%d --pegs %d"):format(k, k, k))
      assert.equal(0, code, err)
      assert.equal((cli.run(("hint %s --pegs %d"):format(s:label(), k))), out)
    end
  end)
end)

describe("hanoi N --count", function()
  it("takes any number of disks hanoi.count takes", function()
    assert.equal(model.mersenne(100) .. "\n", (cli.run("100 --count")))
    assert.equal(model.mersenne(1000) .. "\n", (cli.run("1000 --count")))
    local nmove = model.recurrence(80, 5)
    assert.equal(nmove(80, 5) .. "\n", (cli.run("80 5 --count")))
    local out, err, code = cli.run("100001 --count")
    assert.equal("", out)
    assert.equal(2, code)
    assert.equal("hanoi: number of disks must be 1..100000; try 'hanoi help solve'\n", err)
  end)
end)

describe("output", function()
  it("a full disk is a write error: one line, exit code 1", function()
    local out, err, code = cli.run("5 --text >/dev/full")
    assert.equal("", out)
    assert.equal(1, code)
    assert.equal("hanoi: write error: No space left on device\n", err)
  end)

  it("a closed standard output is a write error, however short the output", function()
    local _, err, code = cli.run("3 >&-")
    assert.equal(1, code)
    assert.equal("hanoi: write error: Bad file descriptor\n", err)
    _, err, code = cli.run("distance BAC >&-")
    assert.equal(1, code)
    assert.equal("hanoi: write error: Bad file descriptor\n", err)
  end)

  it("a reader that leaves ends the command quietly", function()
    local _, err = cli.run("30 --text | head -n 1 >/dev/null")
    assert.equal("", err)
  end)
end)

describe("Ctrl-C", function()
  it("during printing exits with 130 and one line", function()
    local err, code = cli.interrupt("40 --text", '[ -s "$OUT" ]', 60)
    assert.equal(130, code)
    assert.equal("hanoi: interrupted\n", err)
  end)

  it("while the game waits for a command exits with 130 and one line", function()
    -- the signal comes once the game has written its first line
    local err, code = cli.interrupt("play --no-scores", '[ -s "$OUT" ]', 60, true)
    assert.equal(130, code)
    assert.equal("hanoi: interrupted\n", err)
  end)

  it("during a breadth-first search exits with 130 and one line", function()
    -- the signal comes a second after the start; the search takes a minute
    local err, code = cli.interrupt("bfs 16 4", "[ $i -ge 10 ]", 60)
    assert.equal(130, code)
    assert.equal("hanoi: interrupted\n", err)
  end)

  it("during a long search exits with 130 and one line #slow", function()
    -- 16 disks on 5 pegs, with a budget far beyond what a minute allows;
    -- the signal comes once the search holds 100 MB
    local err, code = cli.interrupt("distance AAAAAAAAAAAAAAAA --pegs 5 --max-states 1000000000000",
      [=[[ "$(awk '/VmRSS/ { print $2 }' /proc/$pid/status 2>/dev/null || echo 0)" -gt 100000 ]]=], 60)
    assert.equal(130, code)
    assert.equal("hanoi: interrupted\n", err)
  end)
end)

describe("a value the command line echoes back", function()
  -- a pasted page of text where a word was wanted: each message names the
  -- value by its first 80 characters and "...", on one line, and shows no
  -- escape of the terminal raw
  local long = ("\27[31m" .. ("x"):rep(40)):rep(500)  -- 23,000 bytes
  for _, c in ipairs({
    { "%s", "unknown command" },
    { "3 %s", "number of pegs" },
    { "distance %s", "not a label" },
    { "help %s", "no command" },
    { "3 --%s", "unknown option" },
    { "sequence classic %s", "LO..HI" },
  }) do
    it("in '" .. c[1] .. "'", function()
      local _, err, code = cli.run(c[1]:format("'" .. long .. "'"))
      assert.equal(2, code)
      assert.matches(c[2], err, 1, true)
      assert.is_nil(err:find("\27", 1, true))
      assert.matches("%.%.%.", err)
      -- the message, the 80 characters and what the message says around them
      assert.is_true(#err < 600, #err)
      assert.equal(1, select(2, err:gsub("\n", "")))
    end)
  end
end)
