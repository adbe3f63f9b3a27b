-- What a learner's text can do to a report, and what the older hostile
-- probes found: invisible format characters (the bidirectional controls
-- that show text backwards) in peg names and errors, a NUL byte in an
-- option's name, a description or options whose metamethods raise handed
-- to the HTML renderer, a learner's move made from a coroutine of its own.
-- Each verdict is checked against the specs' own run on the simulator
-- (support.corpus); messages against the exact text.
local hanoi = require "hanoi"
local teach = require "hanoi.teach"
local text = require "hanoi.text"
local html = require "hanoi.render.html"
local corpus = require "support.corpus"

-- the invisible format characters that reorder or hide text
local INVISIBLE = { 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  0x200E, 0x200F, 0x061C, 0x200B, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xFEFF, 0x180E }

-- whether s holds one of them, raw
local function has_invisible(s)
  for _, cp in utf8.codes(s) do
    for _, x in ipairs(INVISIBLE) do if cp == x then return true end end
  end
  return false
end

local function RIGHT(n, from, to, via, move)
  if n == 0 then return end
  RIGHT(n - 1, from, via, to, move)
  move(from, to)
  RIGHT(n - 1, via, to, from, move)
end

describe("invisible format characters from a learner", function()
  it("are shown escaped by text.printable, each as <U+XXXX>", function()
    for _, cp in ipairs(INVISIBLE) do
      local s = "a" .. utf8.char(cp) .. "b"
      assert.equal(("a<U+%04X>b"):format(cp), text.printable(s))
    end
    -- the joiners that scripts and emoji need stay, and so does plain text
    assert.equal("x\u{200D}y\u{200C}z", text.printable("x\u{200D}y\u{200C}z"))
    assert.equal("Ханой 漢字 é", text.printable("Ханой 漢字 é"))
  end)

  it("never reach a report raw: peg names and an error's text", function()
    local names = { "\u{202E}A", "B\u{2066}", "C\u{200F}" }
    local raises = function() error("\u{202E}txet\u{2069} sdrawkcab") end
    local rep = teach.check(raises, 2, { names = names })
    local said = tostring(rep)
    assert.is_false(rep.ok)
    assert.is_false(has_invisible(said), said)
    assert.matches("<U+202E>", said, 1, true)
    -- a wrong function's report names the pegs too
    local wrong = function(_, from, _, via, move) move(from, via) end
    local rep2 = teach.check(wrong, 2, { names = names })
    assert.is_false(rep2.ok)
    assert.is_false(has_invisible(tostring(rep2)), tostring(rep2))
  end)
end)

describe("the older hostile probes", function()
  it("refuse an option whose name holds a NUL byte, never read as the name cut short", function()
    local ok, err = pcall(hanoi.moves, 3, { ["from\0x"] = 1 })
    assert.is_false(ok)
    assert.matches("^bad argument #2 to '[%w.]*moves' %(unknown option %(the name has a zero byte%)%)$",
      err)
    ok, err = pcall(hanoi.moves, 3, { ["method\0"] = "iterative" })
    assert.is_false(ok)
    assert.matches("zero byte", err, 1, true)
    -- a name without one is still an option
    local n = 0
    for _ in hanoi.moves(3, { from = 1 }) do n = n + 1 end
    assert.equal(7, n)
  end)

  it("give the HTML renderer fields it reads raw: metamethods that raise never run", function()
    local boom = { __index = function() error("a metamethod ran") end,
      __pairs = function() error("a metamethod ran") end }
    local page = html.html(setmetatable({ n = 3 }, boom), setmetatable({ speed = 3 }, boom))
    assert.matches("^<!DOCTYPE html>", page)
    local plain = html.html({ n = 3 }, { speed = 3 })
    assert.equal(plain, page)
    -- and junk is a bad argument, never a crash or an internal error
    for _, bad in ipairs({ { 3.5 }, { { "a", "b", "c" } }, { { n = "x" } }, { 5 } }) do
      local ok, err = pcall(html.html, bad[1], { start = hanoi.new(3, 3, 1) })
      assert.is_false(ok)
      assert.matches("^bad argument #1 to 'html'", err)
    end
  end)

  it("grade a move made from the learner's own coroutine as the simulator does", function()
    -- each move from a coroutine it makes (wrap and create), the recursion right
    local wrapped = function(n, from, to, via, move)
      local function s(m, f, t, v)
        if m == 0 then return end
        s(m - 1, f, v, t)
        coroutine.wrap(function() move(f, t) end)()
        s(m - 1, v, t, f)
      end
      s(n, from, to, via)
    end
    local yielding = function(n, from, to, via, move)
      local co = coroutine.create(function()
        local function s(m, f, t, v)
          if m == 0 then return end
          s(m - 1, f, v, t)
          move(f, t)
          coroutine.yield()
          s(m - 1, v, t, f)
        end
        s(n, from, to, via)
      end)
      repeat assert(coroutine.resume(co)) until coroutine.status(co) == "dead"
    end
    for name, fn in pairs({ wrapped = wrapped, yielding = yielding, right = RIGHT }) do
      local rep = teach.check(fn, 4)
      local failed
      for n = 1, 4 do
        local r = corpus.run(fn, n, 3, { "A", "B", "C" }, { "from", "to", "via" })
        if not r.ok then failed = n; break end
      end
      assert.equal(failed == nil, rep.ok, name)
      assert.is_true(rep.ok, name)          -- each makes the right moves
    end
  end)
end)
