-- `hanoi grade` against a prankster's files: each attack family in a
-- class of its own, between right files, graded by the command (a child
-- process each, bin/hanoi); every verdict that is not an error is checked
-- against the specs' own run of the function on the simulator
-- (support.corpus), and the other rows must stay what they are. The
-- command runs under `timeout`, a watchdog with a wide margin: a failure
-- shows as a failure, never as a hang. Nothing here is timed.
local corpus = require "support.corpus"
local files = require "support.helpers"

local RIGHT = [[
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
]]

local NO_MOVES = [[
function solve(n, from, to, via, move) end
]]

-- a fresh folder
local function folder()
  local dir = os.tmpname()
  os.remove(dir)
  assert(os.execute("mkdir " .. dir))
  return dir
end

-- runs `bin/hanoi grade ARGS` in `dir` (the files named relative to it),
-- under a watchdog; standard output, error, status
local function grade(dir, args, env)
  local err = os.tmpname()
  local cmd = ("cd %s && %s timeout 300 %s/bin/hanoi grade %s 2>%s"):format(dir, env or "",
    os.getenv("PWD"), args, err)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  local _, _, code = p:close()
  local e = files.slurp(err) or ""
  os.remove(err)
  return out, e, code
end

-- the rows of the command's CSV (no field here is quoted but the order,
-- whose commas are kept out of the split)
local function rows(out)
  local t = {}
  for line in out:gmatch("([^\n]*)\n") do
    local body, order = line:match('^(.-),"([^"]*)"$')
    local row = {}
    for field in ((body or line) .. ","):gmatch("([^,]*),") do row[#row + 1] = field end
    t[#t + 1] = { file = row[1], ok = row[2], n = row[3], slip = row[4], order = order }
  end
  table.remove(t, 1)          -- the header
  return t
end

-- the specs' own verdict of a source defining solve (sizes 1..6, the
-- kit's order): "true"/"false" and the size reported
local function verdict(source)
  local path = os.tmpname()
  files.spit(path, source)
  local file = { path = path, opts = {} }
  local fn = corpus.load(file)
  local failed
  for n = 1, 6 do
    local r = corpus.run(fn, n, 3, { "A", "B", "C" }, { "from", "to", "via" })
    if not r.ok then failed = n; break end
  end
  os.remove(path)
  return tostring(failed == nil), tostring(failed or 6)
end

-- grades a class: right.lua, then each attack, then right2.lua; checks
-- that the right files stay right and returns the attack rows (by name)
-- with standard error
local function class(attacks, args, env)
  local dir = folder()
  files.spit(dir .. "/a_right.lua", RIGHT)
  local names = {}
  for name, text in pairs(attacks) do
    files.spit(dir .. "/m_" .. name .. ".lua", text)
    names[#names + 1] = name
  end
  files.spit(dir .. "/z_right.lua", RIGHT)
  local out, err, code = grade(dir, (args or "--csv --max-seconds 0.5") .. " *.lua", env)
  os.execute("rm -r " .. dir)
  assert.equal(0, code, err)
  local list = rows(out)
  assert.equal(#names + 2, #list, out)
  assert.same({ "a_right.lua", "true", "6" }, { list[1].file, list[1].ok, list[1].n })
  assert.same({ "z_right.lua", "true", "6" },
    { list[#list].file, list[#list].ok, list[#list].n })
  local by = {}
  for _, row in ipairs(list) do by[row.file:match("^m_(.*)%.lua$") or row.file] = row end
  return by, err
end

describe("hanoi grade against hostile files", function()
  it("loads text only: a binary chunk is refused by load, and the file itself", function()
    local probe = [[
local f, err = load(string.dump(function() return 1 end), "x", "b")
assert(f == nil and err:find("binary"), "a binary chunk loaded")
f, err = load(string.dump(function() return 1 end))
assert(f == nil and err:find("binary"), "a binary chunk loaded")
assert(loadfile == nil and dofile == nil and require == nil, "a file loader is reachable")
]]
    local by, err = class({ probe = probe .. RIGHT,
      binary = string.dump(load(RIGHT)) })
    assert.same({ verdict(RIGHT) }, { by.probe.ok, by.probe.n })
    assert.equal("error", by.binary.slip)
    assert.matches("m_binary.lua: [^\n]*attempt to load a binary chunk", err)
  end)

  it("hands out no debug library, nor anything that reaches it", function()
    -- what a file could reach without debug: every table, every key, the
    -- metatables getmetatable shows
    local probe = [[
local seen, bad = {}, nil
local BAD = { getupvalue = true, setupvalue = true, upvaluejoin = true, getregistry = true,
  getlocal = true, setlocal = true, sethook = true, getinfo = true, loadlib = true,
  execute = true, rename = true, popen = true, exit = true, require = true,
  searchpath = true, dofile = true, loadfile = true }
local function walk(v, depth)
  if depth > 6 or seen[v] then return end
  local t = type(v)
  if t ~= "table" and t ~= "function" and t ~= "userdata" and t ~= "thread" then return end
  seen[v] = true
  if t == "table" then
    for key, x in next, v do
      if BAD[key] then bad = bad or key end
      walk(key, depth + 1)
      walk(x, depth + 1)
    end
  end
  walk(getmetatable(v), depth + 1)
end
walk(_ENV, 0)
walk(getmetatable(""), 0)
assert(not bad, "reached " .. tostring(bad))
assert(debug == nil and _G.debug == nil and package == nil, "debug reachable")
assert(type(getmetatable("")) == "string", "the string metatable is reachable")
]]
    local by = class({ probe = probe .. RIGHT })
    assert.same({ verdict(RIGHT) }, { by.probe.ok, by.probe.n })
  end)

  it("cannot reach the run record: a function that makes no move is never right", function()
    local tamper = [[
function solve(n, from, to, via, move)
  -- every way to the kit's state a file could try
  if debug and debug.getupvalue then
    for i = 1, 20 do
      local name, v = debug.getupvalue(move, i)
      if type(v) == "table" and v.r then v.r.moves = v.r.optimal; v.r.returned = true end
    end
  end
  local mt = getmetatable(move)
  pcall(rawset, _ENV, "move", move)
  pcall(move)                                -- a bad move, caught
  coroutine.wrap(function() pcall(move, from, to) end)()
end
]]
    local by = class({ tamper = tamper })
    assert.same({ verdict(NO_MOVES) }, { by.tamper.ok, by.tamper.n })
    assert.equal("false", by.tamper.ok)
  end)

  it("allows no finalizer, at load or in a run", function()
    local at_load = "setmetatable({}, {__gc = function() while true do end end})\n" .. RIGHT
    local in_run = [[
function solve(n, from, to, via, move)
  local ok = pcall(setmetatable, {}, {__gc = function() while true do end end})
  assert(not ok, "a finalizer was accepted")
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
]]
    local by, err = class({ at_load = at_load, in_run = in_run })
    assert.equal("error", by.at_load.slip)
    assert.matches("m_at_load.lua: [^\n]*a finalizer %(__gc%) is not allowed", err)
    assert.same({ verdict(RIGHT) }, { by.in_run.ok, by.in_run.n })
  end)

  it("runs hostile metamethods on the environment and on globals within the limits", function()
    local function with(mm)
      return {
        -- the environment's metamethods, the function right
        env = RIGHT .. ("local mm = %s\nsetmetatable(_ENV, {__index = mm, __pairs = mm, "
          .. "__len = mm, __eq = mm, __newindex = mm})\n"):format(mm),
        -- a global table with hostile metamethods, another at each run
        global = ([[
local mm = %s
function solve(n, from, to, via, move)
  state = setmetatable({}, {__eq = mm, __index = mm, __pairs = mm, __len = mm})
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
]]):format(mm),
        -- an error value with hostile metamethods
        raised = ([[
function solve(n, from, to, via, move)
  local mm = %s
  error(setmetatable({}, {__eq = mm, __index = mm, __tostring = mm, __name = "x"}))
end
]]):format(mm),
        -- a misspelt name read through the hostile __index (the kit's hint
        -- looks for near names in the environment)
        typo = ([[
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  mvoe(from, to)
  solve(n - 1, via, to, from, move)
end
setmetatable(_ENV, {__pairs = %s})
]]):format(mm),
      }
    end
    for _, mm in ipairs({ "function() while true do end end", "function() error('boom') end" }) do
      local attacks = with(mm)
      local by = class(attacks)
      for name, text in pairs(attacks) do
        local ok, n = verdict((text:gsub("setmetatable%(_ENV[^\n]*\n", "")))
        assert.same({ ok, n }, { by[name].ok, by[name].n }, name .. " " .. mm)
      end
    end
  end)

  it("stops a file that takes all the memory: at load, in a run, compiling a huge source", function()
    -- (64 MiB at a time: a loop of smaller pieces is counted as steps and
    -- stopped by its budget first)
    local at_load = "local t = {}\nwhile true do t[#t + 1] = string.rep('x', 1 << 26) .. #t end\n"
    local in_run = [[
function solve(n, from, to, via, move)
  local t = {}
  while true do t[#t + 1] = string.rep("x", 1 << 20) .. #t end
end
]]
    local by, err = class({ at_load = at_load, in_run = in_run },
      "--csv --max-seconds 2 --max-memory 32")
    assert.equal("error", by.at_load.slip)
    assert.matches("m_at_load.lua: it did not finish loading: it took more than 32 MiB", err, 1,
      true)
    assert.same({ verdict(NO_MOVES) }, { by.in_run.ok, by.in_run.n })
    -- a source past the largest a file may have: refused before it is
    -- compiled (and compiled, when it is not, in the file's process)
    local dir = folder()
    files.spit(dir .. "/big.lua", "-- " .. string.rep("x", 5 << 20) .. "\n" .. RIGHT)
    files.spit(dir .. "/right.lua", RIGHT)
    local out, e, code = grade(dir, "--csv big.lua right.lua")
    os.execute("rm -r " .. dir)
    assert.equal(0, code)
    local list = rows(out)
    assert.same({ "big.lua", "false", "error" }, { list[1].file, list[1].ok, list[1].slip })
    assert.matches("big.lua: it is larger than 4 MiB", e, 1, true)
    assert.same({ "right.lua", "true" }, { list[2].file, list[2].ok })
  end)

  it("stops a pattern match that backtracks without end, at load and in a run", function()
    local match = 'local s = string.rep("a", 40) .. "b"\nlocal x = s:find(string.rep("a*", 40) .. "c")\n'
    local in_run = "function solve(n, from, to, via, move)\n" .. match .. "end\n"
    local by, err = class({ at_load = match .. RIGHT, in_run = in_run },
      "--csv --max-seconds 0.2")
    assert.equal("error", by.at_load.slip)
    assert.equal("error", by.in_run.slip)
    assert.matches("m_at_load.lua: [^\n]*(time)", err)
    assert.matches("m_in_run.lua: [^\n]*(time)", err)
  end)

  it("keeps the other rows when one file's process crashes", function()
    local by = class({ crash = RIGHT, after = RIGHT }, nil,
      "HANOI_GRADE_TEST_CRASH=m_crash.lua")
    assert.same({ "false", "error" }, { by.crash.ok, by.crash.slip })
    assert.same({ verdict(RIGHT) }, { by.after.ok, by.after.n })
    local _, err = class({ crash = RIGHT }, nil, "HANOI_GRADE_TEST_CRASH=m_crash.lua")
    assert.matches("m_crash.lua: it crashed the interpreter (SIGSEGV)\n", err, 1, true)
  end)

  it("ends on SIGTERM after the rows so far, its last line saying so", function()
    local dir = folder()
    files.spit(dir .. "/a.lua", RIGHT)
    files.spit(dir .. "/b.lua", "while true do end\n")
    files.spit(dir .. "/c.lua", RIGHT)
    local script = ([[
cd %s
: >out
%s/bin/hanoi grade --csv --max-seconds 100 a.lua b.lua c.lua >out 2>err &
pid=$!
i=0
while [ "$(wc -l <out)" -lt 2 ] && [ $i -lt 1200 ]; do sleep 0.1; i=$((i + 1)); done
sleep 0.5
kill -TERM $pid
( sleep 120; kill -KILL $pid 2>/dev/null ) >/dev/null 2>&1 &
dog=$!
wait $pid
echo $? >status
kill $dog 2>/dev/null
]]):format(dir, os.getenv("PWD"))
    local p = assert(io.popen("sh -c '" .. script:gsub("'", "'\\''") .. "'"))
    p:read("a")
    p:close()
    local out = files.slurp(dir .. "/out")
    local err = files.slurp(dir .. "/err")
    local status = files.slurp(dir .. "/status")
    os.execute("rm -r " .. dir)
    assert.equal("143\n", status)
    local lines = files.lines(out)
    assert.equal(4, #lines, out)
    assert.equal("file,ok,n,slip,moves,calls,order", lines[1])
    assert.equal('a.lua,true,6,,63,127,"from,to,via"', lines[2])
    -- the file being graded: its child killed, its row says it was stopped
    assert.equal("b.lua,false,,error,,,", lines[3])
    assert.matches("hanoi grade: b.lua: stopped: the grader was interrupted (SIGTERM)", err, 1,
      true)
    assert.equal("# interrupted by SIGTERM: 1 of 3 files graded,,,,,,", lines[4])
    assert.matches("hanoi grade: interrupted by SIGTERM: 1 of 3 files graded\n", err, 1, true)
  end)

  it("ends on SIGINT (Ctrl-C) the same way, with status 130", function()
    local cli = require "support.cli"
    local dir = folder()
    files.spit(dir .. "/a.lua", RIGHT)
    files.spit(dir .. "/b.lua", "while true do end\n")
    files.spit(dir .. "/c.lua", RIGHT)
    local err, status = cli.interrupt(("grade --csv --max-seconds 100 %s/a.lua %s/b.lua %s/c.lua")
      :format(dir, dir, dir), '[ "$(wc -l <$OUT)" -ge 2 ]', 120)
    os.execute("rm -r " .. dir)
    assert.equal(130, status)
    assert.matches("hanoi grade: interrupted by SIGINT: 1 of 3 files graded\n", err, 1, true)
  end)

  it("writes a file name that a spreadsheet would take for a formula with a leading '", function()
    local dir = folder()
    for _, name in ipairs({ "=1+1.lua", "+x.lua", "-x.lua", "@x.lua", "plain.lua" }) do
      files.spit(dir .. "/" .. name, RIGHT)
    end
    local out = grade(dir, "--csv -- =1+1.lua +x.lua -x.lua @x.lua plain.lua")
    os.execute("rm -r " .. dir)
    local lines = files.lines(out)
    assert.equal(6, #lines)
    assert.equal("'=1+1.lua", lines[2]:match("^[^,]*"))
    assert.equal("'+x.lua", lines[3]:match("^[^,]*"))
    assert.equal("'-x.lua", lines[4]:match("^[^,]*"))
    assert.equal("'@x.lua", lines[5]:match("^[^,]*"))
    assert.equal("plain.lua", lines[6]:match("^[^,]*"))
  end)

  it("reads a file's opts comment as data, never as code", function()
    local textbook = [[
function hanoi(n, from, via, to, move)
  if n == 0 then return end
  hanoi(n - 1, from, to, via, move)
  move(from, to)
  hanoi(n - 1, via, from, to, move)
end
]]
    local attacks = {
      said = '-- a learner\n-- opts: {order = {"from", "via", "to"}}\n' .. textbook,
      code = '-- opts: {order = (function() while true do end end)()}\n' .. RIGHT,
      limit = "-- opts: {max_seconds = 1000}\n" .. RIGHT,
      wrong = '-- opts: {order = {"from", "to", "to"}}\n' .. RIGHT,
      -- said in the comment, wrong in that order though right in another
      misled = '-- opts: {order = {"from", "to", "via"}}\n' .. textbook,
    }
    local by, err = class(attacks)
    assert.same({ "true", "6", "from,via,to" }, { by.said.ok, by.said.n, by.said.order })
    assert.equal("error", by.code.slip)
    assert.matches("m_code.lua: its opts comment: a value it cannot read", err, 1, true)
    assert.equal("error", by.limit.slip)
    assert.matches("m_limit.lua: its opts comment: max_seconds is not an option", err, 1, true)
    assert.equal("error", by.wrong.slip)
    assert.matches("m_wrong.lua: its opts comment: field 'order' must list the roles", err, 1,
      true)
    assert.same({ verdict((textbook:gsub("hanoi", "solve"))) }, { by.misled.ok, by.misled.n })
    assert.equal("false", by.misled.ok)
  end)

  it("starts the random generator at the same number for every file", function()
    local graded = require "hanoi.teach.graded"
    -- the first draw of a file's process, as the specs' own generator
    -- makes it from the number the kit starts from
    math.randomseed(graded.RANDOM_START)
    local first = math.random(1 << 30)
    math.randomseed(os.time())
    local draws = ("local r = math.random(1 << 30)\n"
      .. "assert(r == %d, 'the first draw was ' .. r)\n"):format(first) .. RIGHT
    local reseeds = "math.randomseed(42)\nfor _ = 1, 10 do math.random() end\n" .. RIGHT
    local by, err = class({ a_draws = draws, b_reseeds = reseeds, c_draws = draws })
    assert.same({ "true", "true", "true" }, { by.a_draws.ok, by.b_reseeds.ok, by.c_draws.ok }, err)
  end)

  it("refuses a FIFO or a folder in place of a file at once, never waiting on it", function()
    local dir = folder()
    assert(os.execute("mkfifo " .. dir .. "/m_fifo.lua && mkdir " .. dir .. "/m_dir.lua"))
    files.spit(dir .. "/a_right.lua", RIGHT)
    files.spit(dir .. "/z_right.lua", RIGHT)
    -- a watchdog far past the grader's own: the FIFO is refused, not waited on
    local out, err, code = grade(dir, "--csv --max-seconds 100 *.lua")
    os.execute("rm -r " .. dir)
    assert.equal(0, code)
    local list = rows(out)
    assert.equal(4, #list)
    assert.same({ "a_right.lua", "true" }, { list[1].file, list[1].ok })
    assert.same({ "m_dir.lua", "error" }, { list[2].file, list[2].slip })
    assert.same({ "m_fifo.lua", "error" }, { list[3].file, list[3].slip })
    assert.same({ "z_right.lua", "true" }, { list[4].file, list[4].ok })
    assert.matches("m_fifo.lua: not a regular file (a FIFO)\n", err, 1, true)
    assert.matches("m_dir.lua: not a regular file (a directory)\n", err, 1, true)
  end)

  it("keeps its columns for a long file name", function()
    local dir = folder()
    local long = string.rep("x", 60) .. ".lua"
    files.spit(dir .. "/" .. long, RIGHT)
    files.spit(dir .. "/a.lua", NO_MOVES)
    local out = grade(dir, long .. " a.lua")
    os.execute("rm -r " .. dir)
    local lines = files.lines(out)
    local col = lines[1]:find("verdict", 1, true)
    assert.equal(col, lines[2]:find("right", 1, true))
    assert.equal(col, lines[3]:find("not right", 1, true))
  end)
end)
