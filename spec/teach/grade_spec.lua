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

-- the fields of one CSV line: quoted fields ("" for a quote) or bare ones
local function fields(line)
  local out, i = {}, 1
  while i <= #line + 1 do
    if line:sub(i, i) == '"' then
      local j, buf = i + 1, {}
      while true do
        local c = line:sub(j, j)
        if c == '"' and line:sub(j + 1, j + 1) == '"' then buf[#buf + 1] = '"'; j = j + 2
        elseif c == '"' then break
        else buf[#buf + 1] = c; j = j + 1 end
      end
      out[#out + 1] = table.concat(buf)
      i = j + 2
    else
      local j = line:find(",", i, true) or #line + 1
      out[#out + 1] = line:sub(i, j - 1)
      i = j + 1
    end
  end
  return out
end

-- the rows of a CSV text with a header
local function csv(text)
  local lines = {}
  for l in text:gmatch("([^\n]*)\n") do lines[#lines + 1] = l end
  local head, rows = fields(lines[1]), {}
  for i = 2, #lines do
    local row = {}
    for j, field in ipairs(fields(lines[i])) do row[head[j]] = field end
    rows[#rows + 1] = row
  end
  return head, rows
end

-- every order of the roles `order` lists, each once
local function orders(order)
  local out, seen = {}, {}
  local function permute(list, i)
    if i > #list then
      local key = table.concat(list, ",")
      if not seen[key] then seen[key] = true; out[#out + 1] = { table.unpack(list) } end
      return
    end
    for j = i, #list do
      list[i], list[j] = list[j], list[i]
      permute(list, i + 1)
      list[i], list[j] = list[j], list[i]
    end
  end
  permute({ table.unpack(order) }, 1)
  return out
end

-- the specs' own verdict of a file in one order: the smallest size that
-- fails (nil: none) up to hi, each size within the specs' own limit of
-- instructions (support.corpus.steps). A verdict is a function of the
-- file and the order alone (a fresh load each time): asked again, it is
-- the one found before.
local verdicts = {}
local function first_failing(file, k, names, order, hi)
  local key = file.path .. " " .. table.concat(order, ",")
  local known = verdicts[key]
  if known then return known.failed end
  local fn, failed = corpus.load(file), nil
  for n = 1, hi do
    local r = corpus.run(fn, n, k, names, order, corpus.steps(n))
    if not r.ok then failed = n; break end
  end
  verdicts[key] = { failed = failed }
  return failed
end

describe("hanoi grade", function()
  it("grades a folder with --csv: every row as the specs' own run and teach.check say", function()
    local out, _, code = run("--csv --max-seconds 1 " .. corpus.DIR .. "/*.lua")
    assert.equal(0, code)
    local head, rows = csv(out)
    assert.same({ "file", "ok", "n", "slip", "moves", "calls", "order" }, head)
    local list = corpus.files()
    assert.equal(#list, #rows)
    local other = 0
    for i, file in ipairs(list) do
      local row = rows[i]
      assert.equal(file.path, row.file)
      -- the specs' own verdict with the file's own options (its opts
      -- comment); without an order there, any order it is right in
      local k, names, default, hi, by_names = corpus.setup(file)
      local failed = first_failing(file, k, names, default, hi)
      local order = default
      -- (an order the parameters' names say is the only one tried)
      if failed and not file.opts.order and not by_names then
        for _, o in ipairs(orders(default)) do
          if not first_failing(file, k, names, o, hi) then order, failed = o, nil; break end
        end
      end
      if order ~= default then other = other + 1 end
      assert.equal(tostring(failed == nil), row.ok, file.name)
      assert.equal(tostring(failed or hi), row.n, file.name)
      -- the order the row names is one the function is right in (when right)
      local named = {}
      for role in (row.order .. ","):gmatch("([^,]*),") do named[#named + 1] = role end
      if failed == nil then
        assert.is_nil(first_failing(file, k, names, named, hi), file.name)
      else
        assert.same(default, named, file.name)
      end
      -- the slip and the counts: those of teach.check on a fresh load,
      -- with the options of the file and the order of the row
      -- (an order the names say is the kit's own reading: none given)
      local report = teach.check((corpus.load(file)), nil,
        { max_seconds = 1, k = k, names = names, order = not by_names and named or nil })
      assert.equal(report.slip or "", row.slip, file.name)
      assert.equal(tostring(report.moves), row.moves, file.name)
      assert.equal(tostring(report.calls), row.calls, file.name)
      if file.expect == "order" and not by_names then
        -- right in an order of its own: graded right in that order
        assert.equal("true", row.ok, file.name)
      elseif file.expect ~= "right" and file.expect ~= "none" then
        assert.equal(file.expect, row.slip, file.name)
      end
    end
    -- the corpus holds a file right in an order of its own without a
    -- comment that says so
    assert.is_true(other > 0)
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
    assert.matches("e_nothing.lua +error +%- +error +%- +%- +%-\n    it defines no function solve\n",
      out)
    assert.matches("a_leaks.lua +right +6 +%- +63 +127 +from,to,via\n", out)
    os.execute("rm -r " .. dir)
  end)

  it("takes --sizes, --order, --pegs and --names, and says what is wrong in its options", function()
    local path = corpus.DIR .. "/right_textbook_order.lua"
    local out = run("--csv --sizes 2..4 --order from,via,to " .. path)
    assert.matches("\n" .. path .. ',true,4,,15,31,"from,via,to"\n', out, 1, true)
    -- the file's opts comment names its order: it is graded in it
    out = run("--csv --sizes 3 --order from,to,via " .. path)
    assert.matches("\n" .. path .. ',true,3,,7,15,"from,via,to"\n', out, 1, true)
    -- without the comment: right in its own order, unless --order says another
    local bare = os.tmpname()
    files.spit(bare, (files.slurp(path):gsub("%-%- opts:[^\n]*\n", "")))
    out = run("--csv --sizes 3 " .. bare)
    assert.matches("\n" .. bare .. ',true,3,,7,15,"from,via,to"\n', out, 1, true)
    out = run("--csv --sizes 3 --order from,to,via " .. bare)
    assert.matches("\n" .. bare .. ',false,3,', out, 1, true)
    os.remove(bare)
    out = run("--csv --pegs 4 " .. corpus.DIR .. "/right_four.lua")
    assert.matches(",true,8,,33,", out, 1, true)
    out = run("--csv --names 1,2,3 " .. corpus.DIR .. "/right_numbers.lua")
    assert.matches(',true,6,,63,127,"from,to,via"\n', out, 1, true)
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
