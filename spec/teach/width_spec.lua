-- A projector's 80 columns: every line the teaching kit, the `make repl`
-- banner and the quiz print is measured, for every function and the
-- largest towers they take.
local teach = require "hanoi.teach"
local show = require "hanoi.teach.show"
local hanoi = require "hanoi"
local learners = require "support.learners"

local LUA = os.getenv("LUA") or "lua5.4"
local WIDTH = 80
local utf8 = utf8

-- The learners' functions report their calls to an instrument; this spec
-- reads only what the kit prints, never the instrument's log, so it gives
-- them one that records nothing (the kit prints the same text with either:
-- the calls of the instrument are none of the learner's calls or moves).
local QUIET = { enter = function() end, leave = function() end,
  wrap = function(move) return move end }
local function quiet() return QUIET end

-- A writer that measures every line; `where` names the call in a failure.
-- The kit's writers break a line that would pass 80 columns; the kit's own
-- texts must need no such break (only what a learner's code brings may).
local function measured(where, breaks)
  local buf = {}
  local m = {}
  local broken = show.broken
  function m.out(s) buf[#buf + 1] = s end
  function m.check()
    local text = table.concat(buf)
    buf = {}
    assert.is_true(#text > 0, where .. ": nothing printed")
    local n = 0
    for line in (text .. "\n"):gmatch("([^\n]*)\n") do
      n = n + 1
      local len = utf8.len(line)
      -- luassert (and its message) only for a line that fails: thousands pass
      if len == nil then assert.is_not_nil(len, where .. ": not UTF-8: " .. line) end
      if len > WIDTH then
        error(("%s: line %d has %d columns:\n%s"):format(where, n, len, line))
      end
    end
    if not breaks and show.broken ~= broken then
      error(("%s: a line was broken to fit:\n%s"):format(where, text))
    end
    broken = show.broken
    return text
  end
  return m
end

describe("80 columns", function()
  it("for the banner of make repl", function()
    local p = assert(io.popen(LUA .. " tools/repl.lua </dev/null 2>&1"))
    local m = measured("banner")
    m.out(p:read("a"))
    p:close()
    local text = m.check()
    assert.matches("with hanoi.teach", text, 1, true)
  end)

  it("for teach.trace, on 3 and 4 pegs, up to 10 disks", function()
    for n = 1, 10 do
      for _, k in ipairs({ 3, 4 }) do
        for _, zero in ipairs({ true, false }) do
          local m = measured(("trace(%d, pegs %d)"):format(n, k))
          teach.trace(n, { pegs = k, zero = zero, pictures = n <= 4 or n == 10,
                           to = k == 3 and 2 or 3, out = m.out })
          m.check()
        end
      end
    end
  end)

  it("for teach.stepper, every method, forwards and back", function()
    local methods = { "frame_stewart" }
    for _, name in ipairs(hanoi.methods) do methods[#methods + 1] = name end
    for _, name in ipairs(methods) do
      for _, n in ipairs({ 1, 3, 10 }) do
        local m = measured(("stepper(%d, %s)"):format(n, name))
        local s = teach.stepper(n, { method = name, out = m.out })
        for _ = 1, 40 do s() end
        s:next_move()
        for _ = 1, 3 do s:back() end
        s:finish()
        s()
        s:show()
        m.check()
      end
    end
  end)

  it("for teach.explain, teach.table and teach.moves", function()
    local m = measured("explain()")
    teach.explain(nil, { out = m.out })
    m.check()
    for _, name in ipairs({ "frame_stewart", table.unpack(hanoi.methods) }) do
      m = measured("explain " .. name)
      teach.explain(name, { out = m.out })
      m.check()
    end
    local ns = {}
    for n = 1, 64 do ns[n] = n end
    for _, t in ipairs({ ns, nil, 64 }) do
      m = measured("table")
      teach.table(t, { out = m.out })
      m.check()
    end
    for _, k in ipairs({ 3, 4 }) do
      m = measured("moves")
      teach.moves(10, { pegs = k, pictures = true, out = m.out })
      m.check()
    end
  end)

  it("for teach.quiz, with each answer echoed as a terminal shows it", function()
    for _, n in ipairs({ 1, 3, 10 }) do
      local answers = { "hello", "9 C", "1 B", "1 C", "2 A", "3 B", "?", "disk 1 to 2", "1 A" }
      local i = 0
      local m = measured("quiz " .. n)
      local function read()
        i = i + 1
        if i > 60 then return nil end
        local a = answers[(i - 1) % #answers + 1]
        m.out(a .. "\n")
        return a
      end
      teach.quiz(n, { read = read, out = m.out })
      m.check()
    end
  end)

  it("for a learner's function: the report, the trace and the stepper", function()
    for key, spec in pairs(learners.functions) do
      local opts = {}
      if spec.k == 4 then opts.k = 4 end
      if spec.numbers then opts.names = { 1, 2, 3 } end
      -- the largest towers only where they run fast (no long three-peg runs
      -- on four pegs)
      local sizes = spec.k == 3 and { 1, 4, 10 } or key == "four" and { 1, 5, 12 } or { 1, 5, 8 }
      for _, n in ipairs(sizes) do
        local where = ("%s, n = %d"):format(key, n)
        local m = measured("check " .. where, true)
        m.out(tostring(teach.check(spec.make(quiet()), n, opts)))
        m.check()
        m = measured("trace " .. where, true)
        opts.out = m.out
        teach.trace(spec.make(quiet()), n, opts)
        m.check()
        if n < 10 then
          opts.pictures = true
          teach.trace(spec.make(quiet()), n, opts)
          opts.pictures = nil
          m.check()
        end
        m = measured("stepper " .. where, true)
        opts.out = m.out
        local s = teach.stepper(spec.make(quiet()), n, opts)
        for _ = 1, 30 do s() end
        s:back()
        s:finish()
        s()
        m.check()
        opts.out = nil
      end
    end
  end)

  it("for teach.help, and the report of every function of the corpus", function()
    local m = measured("help()")
    teach.help(nil, { out = m.out })
    local text = m.check()
    local rows = select(2, text:gsub("\n", ""))
    assert.is_true(rows <= 28, "teach.help() takes " .. rows .. " rows")
    for name in pairs(require("hanoi.teach.texts").HELP_ON) do
      m = measured("help " .. name)
      teach.help(name, { out = m.out })
      m.check()
    end
    local corpus = require "support.corpus"
    for _, file in ipairs(corpus.files()) do
      local fn = corpus.load(file)
      local opts = { max_seconds = 0.5 }
      for key, v in pairs(file.opts) do opts[key] = v end
      m = measured("check " .. file.name, true)
      m.out(tostring(teach.check(fn, nil, opts)))
      m.check()
    end
  end)

  it("for deep recursion and long values a learner passes", function()
    local function deep(n, from, to, via, move)
      deep(n - 1, from .. "x", to, via, move)
    end
    local m = measured("deep", true)
    teach.trace(deep, 10, { out = m.out, max_depth = 60 })
    local s = teach.stepper(deep, 10, { out = m.out, max_depth = 60 })
    s:finish()
    m.out(tostring(teach.check(deep, 10, { max_depth = 60 })))
    m.check()
    local function long(n, from, to, via, move)
      error(("x"):rep(300))
    end
    m = measured("long error", true)
    m.out(tostring(teach.check(long, 3)))
    teach.trace(long, 3, { out = m.out })
    m.check()
  end)
end)
