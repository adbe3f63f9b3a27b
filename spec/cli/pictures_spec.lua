-- The drawing commands of `hanoi` (hanoi.cli.pictures), run as a child
-- process from the checkout: output into a pipe is plain ASCII.
local pics = require "support.pictures"

local cli = require "support.cli"
local hanoi = cli.output

-- what `hanoi ARGS` writes on standard error, and its exit status
local function hanoi_err(args)
  local _, err, code = cli.run(args)
  -- one line, which ends by pointing to the command's help
  local line, cmd = err:match("^(.-); try 'hanoi help (%a+)'\n$")
  assert(line and args:match("^%a+") == cmd, "not one line pointing to the help: " .. err)
  return line, code
end

describe("hanoi show", function()
  it("draws the start, a labelled position, or the one after I moves", function()
    assert.same({ pics.picture("AAA", 3) .. "\n", 0 }, { hanoi("show 3") })
    assert.same({ pics.picture("BAC", 3) .. "\n", 0 }, { hanoi("show 3 --label BAC") })
    local moves = pics.solution(4, 1, 3, 2)
    local after5 = pics.apply("AAAA", table.move(moves, 1, 5, 1, {}))
    assert.same({ pics.picture(after5, 3) .. "\n", 0 }, { hanoi("show 4 --move 5") })
    assert.same({ pics.picture("ABCD", 4) .. "\n", 0 }, { hanoi("show 4 4 --label ABCD") })
  end)

  it("fits the width asked for", function()
    local out = hanoi("show 64 --width 60")
    for line in out:gmatch("[^\n]+") do assert.is_true(#line <= 60) end
  end)

  it("logs an animation into a pipe", function()
    local want, label = { pics.picture("AA", 3), "move 0/3  optimal 3" }, "AA"
    for i, m in ipairs(pics.solution(2, 1, 3, 2)) do
      label = pics.apply(label, { m })
      want[#want + 1] = "\n" .. pics.picture(label, 3)
      want[#want + 1] = "move " .. i .. "/3  optimal 3"
    end
    assert.same({ table.concat(want, "\n") .. "\n", 0 }, { hanoi("show 2 --animate --speed 50") })
  end)

  it("reports bad arguments", function()
    assert.same({ "hanoi: the number of disks must be an integer 1..64, got '0'", 2 },
      { hanoi_err("show 0") })
    assert.same({ "hanoi: --label must name 3 disks, got 'BA'", 2 },
      { hanoi_err("show 3 --label BA") })
    assert.same({ "hanoi: give --move or --label, not both", 2 },
      { hanoi_err("show 3 --label BAA --move 1") })
    assert.same({ "hanoi: --speed must be a positive number of moves per second", 2 },
      { hanoi_err("show 3 --animate --speed 0") })
    assert.same({ "hanoi: --move x: index string must be decimal digits up to 2^64-1", 2 },
      { hanoi_err("show 3 --move x") })
  end)
end)

describe("hanoi svg, html, graph", function()
  local function count(doc, what)
    local n = 0
    for _ in doc:gmatch(what) do n = n + 1 end
    return n
  end

  it("writes a position as SVG", function()
    local doc, rc = hanoi("svg 3 --label BAC")
    assert.equal(0, rc)
    assert.truthy(doc:find('data-label="BAC"', 1, true))
    assert.equal(3, count(doc, '<rect class="disk"'))
  end)

  it("writes a page with the whole solution and nothing to fetch", function()
    local doc, rc = hanoi("html 4 --title 'four & more'")
    assert.equal(0, rc)
    assert.truthy(doc:find("<title>four &amp; more</title>", 1, true))
    assert.truthy(doc:find('"total":15[,}]'))
    assert.is_nil(doc:find("<script src", 1, true))
    assert.is_nil(doc:find("<link", 1, true))
    assert.is_nil(doc:gsub('"http://www.w3.org/2000/svg"', ""):find("https?://"))
  end)

  it("writes a page to play, from the start or a labelled position", function()
    local doc, rc = hanoi("html 3 --play")
    assert.equal(0, rc)
    assert.truthy(doc:find('id="solve"', 1, true))
    assert.truthy(doc:find('"start":[0,0,0]', 1, true))
    assert.is_nil(doc:find("<script src", 1, true))
    doc, rc = hanoi("html 6 --play --label BCACBA --speed 7.5 --title 'a <b>'")
    assert.equal(0, rc)
    assert.truthy(doc:find('"start":[1,2,0,2,1,0]', 1, true))
    assert.truthy(doc:find('"speed":7.5,', 1, true))
    assert.truthy(doc:find("<title>a &lt;b&gt;</title>", 1, true))
    doc, rc = hanoi("html 5 4 --play")
    assert.equal(0, rc)
    assert.truthy(doc:find('"k":4,', 1, true))
    assert.is_nil(doc:find('"tables":', 1, true))    -- the rules are the engine's: no table
    -- the page to play takes the sizes of the game
    doc, rc = hanoi("html 64 32 --play")
    assert.equal(0, rc)
    assert.truthy(doc:find('"K":32,', 1, true))
    assert.truthy(doc:find('"N":64,', 1, true))
  end)

  it("reports bad page options", function()
    assert.same({ "hanoi: --speed must be 0.5..5000 moves per second", 2 },
      { hanoi_err("html 3 --speed 1e999") })
    assert.same({ "hanoi: --speed must be 0.5..5000 moves per second", 2 },
      { hanoi_err("html 3 --play --speed 0.1") })
    assert.same({ "hanoi: --label needs --play", 2 }, { hanoi_err("html 3 --label BCA") })
    assert.same({ "hanoi: --method is for the page that plays a solution back, not --play", 2 },
      { hanoi_err("html 3 --play --method binary") })
    assert.same({ "hanoi: --label must name 3 disks, got 'BC'", 2 },
      { hanoi_err("html 3 --play --label BC") })
    assert.same({ "hanoi: option '--title' must be UTF-8 text without control characters", 2 },
      { hanoi_err("html 3 --play --title \"$(printf 'a\\001')\"") })
  end)

  it("writes the state graph", function()
    local doc, rc = hanoi("graph 3")
    assert.equal(0, rc)
    assert.equal(27, count(doc, "<circle "))
    assert.equal(7, count(doc, 'class="edge path"'))
    assert.same({ "hanoi: the graph of 8 disks on 3 pegs is too large to draw (at most 2187 positions)", 2 },
      { hanoi_err("graph 8") })
    assert.same({ "hanoi: the number of disks must be an integer 1..16, got '17'", 2 },
      { hanoi_err("html 17") })
  end)

  it("are listed by --help", function()
    local out = hanoi("--help")
    for _, c in ipairs({ "show", "svg", "html", "graph" }) do
      assert.truthy(out:find("\nhanoi " .. c .. " N", 1, true))
    end
  end)
end)
