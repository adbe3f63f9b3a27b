-- `hanoi grade`: a folder of learners' files graded in one command, its
-- CSV parsed and compared with the specs' own run of each file on the
-- simulator (support.corpus) and with teach.check of the same function.
local teach = require "hanoi.teach"
local corpus = require "support.corpus"
local files = require "support.helpers"

-- runs `hanoi grade ARGS` through the shell; standard output, error, status
local function run(args)
  local err = os.tmpname()
  local p = assert(io.popen("./bin/hanoi grade " .. args .. " 2>" .. err))
  local out = p:read("a")
  local _, _, code = p:close()
  local f = io.open(err)
  local e = f and f:read("a") or ""
  if f then f:close() end
  os.remove(err)
  return out, e, code
end

-- the rows of a CSV text with a header (no field here holds a comma)
local function csv(text)
  local lines = {}
  for l in text:gmatch("([^\n]*)\n") do lines[#lines + 1] = l end
  local head, rows = {}, {}
  for field in (lines[1] .. ","):gmatch("([^,]*),") do head[#head + 1] = field end
  for i = 2, #lines do
    local row, j = {}, 0
    for field in (lines[i] .. ","):gmatch("([^,]*),") do j = j + 1; row[head[j]] = field end
    rows[#rows + 1] = row
  end
  return head, rows
end

describe("hanoi grade", function()
  it("grades a folder with --csv: every row as the specs' own run and teach.check say", function()
    local out, _, code = run("--csv --max-seconds 1 " .. corpus.DIR .. "/*.lua")
    assert.equal(0, code)
    local head, rows = csv(out)
    assert.same({ "file", "ok", "n", "slip", "moves", "calls" }, head)
    local list = corpus.files()
    assert.equal(#list, #rows)
    for i, file in ipairs(list) do
      local row = rows[i]
      assert.equal(file.path, row.file)
      -- the specs' own verdict with the command's options (the defaults)
      local fn = corpus.load(file)
      local k, names, order = 3, { "A", "B", "C" }, { "from", "to", "via" }
      local failed
      for n = 1, 6 do
        local r = corpus.run(fn, n, k, names, order)
        if not r.ok then failed = n; break end
        if not r.finished then break end
      end
      assert.equal(tostring(failed == nil), row.ok, file.name)
      assert.equal(tostring(failed or 6), row.n, file.name)
      -- the slip and the counts: those of teach.check on a fresh load
      local report = teach.check((corpus.load(file)), nil, { max_seconds = 1 })
      assert.equal(report.slip or "", row.slip, file.name)
      assert.equal(tostring(report.moves), row.moves, file.name)
      assert.equal(tostring(report.calls), row.calls, file.name)
      if next(file.opts) == nil and file.expect ~= "right" and file.expect ~= "none" then
        assert.equal(file.expect, row.slip, file.name)
      end
    end
  end)

  it("gives a file that does not load a row of its own, and keeps each file's globals", function()
    local dir = os.tmpname()
    os.remove(dir)
    assert(os.execute("mkdir " .. dir))
    files.spit(dir .. "/a_leaks.lua", "leak = true\nstring.leak = true\n"
      .. "load('loaded = true')()\n"
      .. "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
      .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
      .. "  solve(n - 1, via, to, from, move)\nend\n")
    files.spit(dir .. "/b_reads.lua", "function solve(n, from, to, via, move)\n"
      .. "  if leak or string.leak or load('return loaded')() or ('').leak then\n"
      .. "    error('leaked')\n  end\n  if n == 0 then return end\n"
      .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
      .. "  solve(n - 1, via, to, from, move)\nend\n")
    files.spit(dir .. "/c_syntax.lua", "function solve(n\n")
    files.spit(dir .. "/d_raises.lua", "error('at load')\n")
    files.spit(dir .. "/e_nothing.lua", "x = 1\n")
    files.spit(dir .. "/f_loops.lua", "while true do end\n")
    files.spit(dir .. "/g_strings.lua", "getmetatable('').__index = {leak = true}\n")
    files.spit(dir .. "/h_finalizer.lua", "setmetatable({}, {__gc = function() while true do end end})\n"
      .. "function solve() end\n")
    local out, err, code = run("--csv --max-seconds 0.2 " .. dir .. "/*.lua")
    assert.equal(0, code)
    local _, rows = csv(out)
    assert.equal(8, #rows)
    assert.equal("true", rows[1].ok)
    assert.equal("true", rows[2].ok)       -- a_leaks's globals never reached b_reads
    for i = 3, 8 do
      assert.equal("false", rows[i].ok)
      assert.equal("error", rows[i].slip)
      assert.equal("", rows[i].n)
    end
    assert.matches("c_syntax.lua: [^\n]*c_syntax.lua:2: ", err)
    assert.matches("d_raises.lua: [^\n]*at load\n", err)
    assert.matches("e_nothing.lua: it defines no function solve\n", err, 1, true)
    assert.matches("f_loops.lua: it did not finish loading", err, 1, true)
    assert.matches("g_strings.lua: [^\n]*attempt to index a string value", err)
    assert.matches("h_finalizer.lua: [^\n]*a finalizer %(__gc%) is not allowed in a graded file", err)
    -- the table: the message under the row
    out = run("--max-seconds 0.2 " .. dir .. "/e_nothing.lua " .. dir .. "/a_leaks.lua")
    assert.matches("e_nothing.lua +error +%- +error +%- +%-\n    it defines no function solve\n",
      out)
    assert.matches("a_leaks.lua +right +6 +%- +63 +127\n", out)
    os.execute("rm -r " .. dir)
  end)

  it("takes --sizes, --order, --pegs and --names, and says what is wrong in its options", function()
    local path = corpus.DIR .. "/right_textbook_order.lua"
    local out = run("--csv --sizes 2..4 --order from,via,to " .. path)
    assert.matches("\n" .. path .. ",true,4,,15,31\n", out, 1, true)
    out = run("--csv --sizes 3 " .. path)
    assert.matches("\n" .. path .. ",false,3,order,", out, 1, true)
    out = run("--csv --pegs 4 " .. corpus.DIR .. "/right_four.lua")
    assert.matches(",true,8,,33,", out, 1, true)
    out = run("--csv --names 1,2,3 " .. corpus.DIR .. "/right_numbers.lua")
    assert.matches(",true,6,,63,127\n", out, 1, true)
    local _, err, code = run("--order from,to " .. path)
    assert.equal(2, code)
    assert.matches("option '--order' must list the roles", err, 1, true)
    _, err, code = run("--sizes 0..3 " .. path)
    assert.equal(2, code)
    assert.matches("option '--sizes' must be LO..HI or one number within 1..10, got '0..3'", err, 1, true)
    _, err, code = run("")
    assert.equal(2, code)
    assert.matches("no file to grade", err, 1, true)
  end)
end)
