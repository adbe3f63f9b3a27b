-- `hanoi grade`'s own process against hostile files and a hostile
-- outside: a reply of megabytes, signals, a killed grader, files that
-- `lua` runs but a plain `load` refuses, and the stops that must name
-- their real cause. Every command runs under `timeout`, a watchdog with
-- a wide margin (minutes) that only turns a hang into a failure; nothing
-- here is timed. Right files are checked against the specs' own run of
-- the function on the simulator (support.corpus).
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

-- a pattern match that backtracks for hours, at load: one call of C that
-- no hook stops (the child's own watchdog ends it after many seconds)
local SPIN = 'local s = string.rep("a", 40) .. "b"\nlocal x = s:find(string.rep("a*", 40) .. "c")\n'

local function folder()
  local dir = os.tmpname()
  os.remove(dir)
  assert(os.execute("mkdir " .. dir))
  return dir
end

-- `bin/hanoi grade ARGS` in `dir` under a watchdog: output, error, status
local function grade(dir, args)
  local err = os.tmpname()
  local cmd = ("cd %s && timeout -s KILL 300 %s/bin/hanoi grade %s 2>%s"):format(dir,
    os.getenv("PWD"), args, err)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  local _, _, code = p:close()
  local e = files.slurp(err) or ""
  os.remove(err)
  return out, e, code
end

-- the CSV rows by file (no field is quoted here but the order)
local function rows(out)
  local by, list = {}, {}
  for line in out:gmatch("([^\n]*)\n") do
    local body = line:match('^(.-),"[^"]*"$') or line
    local row = {}
    for field in (body .. ","):gmatch("([^,]*),") do row[#row + 1] = field end
    local r = { file = row[1], ok = row[2], n = row[3], slip = row[4] }
    list[#list + 1] = r
    by[r.file] = r
  end
  table.remove(list, 1)
  return by, list
end

-- each file's message on standard error (with --csv), by file
local function messages(err)
  local t = {}
  for file, msg in err:gmatch("hanoi grade: ([^:\n]+%.lua): ([^\n]*)\n") do t[file] = msg end
  return t
end

-- the specs' own verdict of a source defining solve, sizes 1..6
local function verdict(source)
  local path = os.tmpname()
  files.spit(path, source)
  local fn = corpus.load({ path = path, opts = {} })
  os.remove(path)
  for n = 1, 6 do
    local r = corpus.run(fn, n, 3, { "A", "B", "C" }, { "from", "to", "via" })
    if not r.ok then return "false", tostring(n) end
  end
  return "true", "6"
end

-- grades `attacks` (name -> text) between two right files; checks the
-- right files and returns the rows and messages by name
local function class(attacks, args)
  local dir = folder()
  files.spit(dir .. "/a_right.lua", RIGHT)
  files.spit(dir .. "/z_right.lua", RIGHT)
  local n = 2
  for name, text in pairs(attacks) do
    files.spit(dir .. "/m_" .. name .. ".lua", text)
    n = n + 1
  end
  local out, err, code = grade(dir, (args or "--csv --max-seconds 0.5") .. " *.lua")
  os.execute("rm -r " .. dir)
  assert.equal(0, code, err)
  local by, list = rows(out)
  assert.equal(n, #list, out)
  local want = { verdict(RIGHT) }
  assert.same(want, { by["a_right.lua"].ok, by["a_right.lua"].n })
  assert.same(want, { by["z_right.lua"].ok, by["z_right.lua"].n })
  local named, said = {}, {}
  local msgs = messages(err)
  for name in pairs(attacks) do
    named[name] = by["m_" .. name .. ".lua"]
    said[name] = msgs["m_" .. name .. ".lua"]
  end
  return named, said, err
end

-- runs a shell script (in `dir`, with BIN the command's path) that drives
-- the grader from outside; returns the files it left, by name
local function drive(dir, script, names)
  script = "cd " .. dir .. "\nBIN=" .. os.getenv("PWD") .. "/bin/hanoi\n" .. script
  local p = assert(io.popen("timeout -s KILL 300 sh -c '" .. script:gsub("'", "'\\''") .. "'"))
  p:read("a")
  p:close()
  local t = {}
  for _, name in ipairs(names) do t[name] = files.slurp(dir .. "/" .. name) end
  os.execute("rm -r " .. dir)
  return t
end

-- shell: waits until the grader ($pid) has a child that is grading the
-- second file (the first row written), sets $child; a watchdog of 60 s
local FIND_CHILD = [[
i=0
child=
while [ $i -lt 600 ]; do
  if [ "$(wc -l <out)" -ge 2 ]; then
    child=$(cat /proc/$pid/task/*/children 2>/dev/null | tr ' ' '\n' | grep . | head -n 1)
    # without /proc/PID/task/TID/children: the process whose parent is $pid
    [ -n "$child" ] || child=$(for s in /proc/[0-9]*/stat; do
      read -r a b c d rest <"$s" 2>/dev/null && [ "$d" = "$pid" ] && echo "$a"; done | head -n 1)
    [ -n "$child" ] && break
  fi
  sleep 0.1; i=$((i + 1))
done
echo "$child" >child
]]

-- shell: whether process $child is gone (or a zombie, dead but not yet
-- reaped by whoever adopted it), waiting for it at most 60 s
local CHILD_GONE = [==[
i=0
alive=1
while [ $i -lt 600 ]; do
  if [ ! -d /proc/$child ] || grep -q '^State:[[:space:]]*Z' /proc/$child/status 2>/dev/null; then
    alive=0; break
  fi
  sleep 0.1; i=$((i + 1))
done
echo $alive >alive
]==]

describe("hanoi grade's own process", function()
  it("reads a reply of megabytes in linear time: an error of 10 MiB, an unfinished 2 MiB string", function()
    local by, said = class({
      big_error = 'error(string.rep("e", 10 << 20))\n' .. RIGHT,
      unfinished = 'x = "' .. string.rep("a", 2 << 20) .. "\n" .. RIGHT,
      big_value = 'error(setmetatable({}, { __tostring = function() return string.rep("x", 1 << 24) end }))\n',
    }, "--csv --max-seconds 2")
    for _, name in ipairs({ "big_error", "unfinished", "big_value" }) do
      assert.same({ "false", "error" }, { by[name].ok, by[name].slip }, name)
    end
    -- the message is kept, cut, with the reason still said
    assert.matches("^m_big_error.lua:1: eeee", said.big_error)
    assert.matches("unfinished string near '\"aaaa", said.unfinished, 1, true)
    assert.is_true(#said.big_error <= 400 and #said.unfinished <= 400)
    assert.equal("an error value of type table", said.big_value)
  end)

  it("frames the row: a field cut with a marker, a reply cut short refused", function()
    local graded = require "hanoi.teach.graded"
    local long = string.rep("é", 3000)        -- 6000 bytes, two a character
    local sent = graded.encode({ error = long })
    local row = assert(graded.decode(sent))
    local kept = row.error:match("^(.-) %[%.%.%. %d+ bytes more%]$")
    assert.truthy(kept, row.error)
    assert.truthy(utf8.len(kept), "cut inside a character")
    assert.equal(long:sub(1, #kept), kept)
    assert.equal(#long - #kept, tonumber(row.error:match("(%d+) bytes more")))
    -- every prefix of a frame is refused, and fast: never a rescan
    for cut = 0, #sent - 1, 97 do assert.is_nil(graded.decode(sent:sub(1, cut))) end
  end)

  it("grades right a right file with a #! line, a byte order mark, or both", function()
    local by = class({
      shebang = "#!/usr/bin/env lua5.4\n" .. RIGHT,
      bom = "\239\187\191" .. RIGHT,
      both = "\239\187\191#!/usr/bin/lua\n" .. RIGHT,
      opts = '#!/usr/bin/lua\n-- opts: {order = {"from", "via", "to"}}\n'
        .. "function solve(n, from, via, to, move)\n  if n == 0 then return end\n"
        .. "  solve(n - 1, from, to, via, move)\n  move(from, to)\n"
        .. "  solve(n - 1, via, from, to, move)\nend\n",
    })
    local want = { verdict(RIGHT) }
    for _, name in ipairs({ "shebang", "bom", "both", "opts" }) do
      assert.same(want, { by[name].ok, by[name].n }, name)
    end
  end)

  it("names the real cause of every stop at load", function()
    local by, said = class({
      deep = "local function f(n) if n == 0 then return 0 end return 1 + f(n - 1) end\n"
        .. "f(150000)\n" .. RIGHT,
      endless = "local function f() return f() + 1 end\nf()\n" .. RIGHT,
      rep = "local s = string.rep('x', 1 << 30)\n" .. RIGHT,
      minint = "error(math.mininteger)\n" .. RIGHT,
      again = "local function f() local ok, e = pcall(f) error(e) end\nf()\n" .. RIGHT,
      mutual = "local g\nlocal function f() local ok, e = pcall(g) error(e) end\n"
        .. "g = function() local ok, e = pcall(f) error(e) end\nf()\n" .. RIGHT,
      yield = "coroutine.yield(1)\n" .. RIGHT,
      sethook = "debug.sethook(function() end, 'l')\n" .. RIGHT,
    })
    for name, row in pairs(by) do assert.same({ "false", "error" }, { row.ok, row.slip }, name) end
    assert.matches("^it did not finish loading: a recursion %d+ calls deep was still going", said.deep)
    assert.matches("^it did not finish loading: a recursion %d+ calls deep was still going",
      said.endless)
    assert.not_matches("long call of C", said.deep .. said.endless)
    assert.equal("it did not finish loading: it took more than 256 MiB of memory (--max-memory 256)",
      said.rep)
    assert.equal("the error value " .. math.mininteger, said.minint)
    assert.matches("^m_again.lua:1: %(%d+ times%) [^\n]*C stack overflow$", said.again)
    assert.is_true(#said.again < 120, said.again)
    assert.matches("^m_mutual.lua:%d: %(and %d+ more positions%) [^\n]*C stack overflow$", said.mutual)
    assert.is_true(#said.mutual < 120, said.mutual)
    assert.matches("coroutine.yield outside any coroutine", said.yield, 1, true)
    assert.equal("m_sethook.lua:1: attempt to index a nil value (global 'debug'): a graded file "
      .. "has no debug library (no debug.sethook, no debug.getinfo)", said.sethook)
  end)

  it("stops a recursion 150,000 deep at load in this process, by its steps, at once", function()
    -- in this process (under make sanitize, the sanitized guard): the stop
    -- is raised from the top of a deep stack without a walk of all of it
    local graded = require "hanoi.teach.graded"
    local fn, why = graded.load("deep.lua",
      "local function f(n) if n == 0 then return 0 end return 1 + f(n - 1) end\nf(150000)\n", 2, 256)
    assert.is_nil(fn)
    assert.matches("^it did not finish loading: a recursion %d+ calls deep was still going", why)
    fn, why = graded.load("x.lua", "\239\187\191#!/usr/bin/lua\n" .. RIGHT, 2, 256)
    assert.equal("function", type(fn), why)
  end)

  it("keeps the stop from an xpcall's looping handler under a stack deeper than it looks at", function()
    -- the guard looks for an xpcall in the top frames only; below them it
    -- raises the stop as a memory error, which reaches no handler. In a
    -- child (a handler that ran would hold the process until the guard's
    -- timer ended it), under a watchdog
    local child = require "support.child"
    local out = child.here([[
local guard = require "hanoi.guard"
for _, depth in ipairs({ 10, 1000, 100000 }) do
  local co = coroutine.create(function()
    return xpcall(function()
      local function f(n) if n == 0 then while true do end end return 1 + f(n - 1) end
      return f(depth)
    end, function() while true do end end)
  end)
  local status, why = guard.run(co, { steps = 10000000, seconds = 30, grace = 30 })
  print(depth, status, why)
end
]], 200)
    assert.equal("10\terror\tsteps\n1000\terror\tsteps\n100000\terror\tsteps\n", out)
  end)

  it("with the steps to reach it, says an endless recursion overflowed Lua's stack", function()
    local by, said = class({ endless = "local function f() return f() + 1 end\nf()\n" },
      "--csv --max-seconds 20")
    assert.equal("error", by.endless.slip)
    assert.matches("a recursion without end, or deeper than Lua's stack", said.endless, 1, true)
  end)

  it("stops at once on SIGTERM: the child killed, its row written as stopped, status 143", function()
    local dir = folder()
    files.spit(dir .. "/a.lua", RIGHT)
    files.spit(dir .. "/b.lua", SPIN .. RIGHT)
    files.spit(dir .. "/c.lua", RIGHT)
    local t = drive(dir, [[
: >out
$BIN grade --csv --max-seconds 100 a.lua b.lua c.lua >out 2>err &
pid=$!
]] .. FIND_CHILD .. [[
kill -TERM $pid
wait $pid
echo $? >status
]] .. CHILD_GONE, { "out", "err", "status", "child", "alive" })
    assert.matches("^%d+\n$", t.child)
    assert.equal("143\n", t.status)
    assert.equal("0\n", t.alive)
    local lines = files.lines(t.out)
    assert.same({ "file,ok,n,slip,moves,calls,order", 'a.lua,true,6,,63,127,"from,to,via"',
      "b.lua,false,,error,,,", "# interrupted by SIGTERM: 1 of 3 files graded,,,,,," }, lines)
    assert.matches("b.lua: stopped: the grader was interrupted (SIGTERM)", t.err, 1, true)
  end)

  it("leaves no child behind when the grader is killed (SIGKILL)", function()
    local dir = folder()
    files.spit(dir .. "/a.lua", RIGHT)
    files.spit(dir .. "/b.lua", SPIN .. RIGHT)
    -- the child's own limits would end it only after minutes of CPU time
    local t = drive(dir, [[
: >out
$BIN grade --csv --max-seconds 100 a.lua b.lua >out 2>err &
pid=$!
]] .. FIND_CHILD .. [[
kill -KILL $pid
wait $pid 2>/dev/null
]] .. CHILD_GONE, { "child", "alive" })
    assert.matches("^%d+\n$", t.child)
    assert.equal("0\n", t.alive)
  end)

  it("goes on through a SIGVTALRM sent from outside, to the grader and to its child", function()
    local dir = folder()
    files.spit(dir .. "/a.lua", RIGHT)
    files.spit(dir .. "/b.lua", SPIN .. RIGHT)
    files.spit(dir .. "/c.lua", RIGHT)
    local t = drive(dir, [[
: >out
$BIN grade --csv --max-seconds 100 a.lua b.lua c.lua >out 2>err &
pid=$!
]] .. FIND_CHILD .. [[
kill -VTALRM $pid
kill -VTALRM $child
sleep 0.5
kill -0 $child 2>/dev/null && echo 1 >child_alive
kill -TERM $pid
wait $pid
echo $? >status
]], { "status", "child", "child_alive", "out" })
    assert.matches("^%d+\n$", t.child)
    -- neither died of it: the child was still grading, the grader ended on SIGTERM
    assert.equal("1\n", t.child_alive)
    assert.equal("143\n", t.status, t.out)
  end)
  it("grades a class with one hostile file of each kind: every other file right, the run whole", function()
    -- each hostile file followed by a right one; the command must end
    -- (under the watchdog) with every row, each right file right
    local hostile = {
      big_error = 'error(string.rep("e", 10 << 20))\n',
      unfinished = 'x = "' .. string.rep("a", 2 << 20) .. "\n",
      deep = "local function f(n) if n == 0 then return 0 end return 1 + f(n - 1) end\nf(150000)\n",
      endless = "local function f() return f() + 1 end\nf()\n",
      rep = "local s = string.rep('x', 1 << 30)\n",
      minint = "error(math.mininteger)\n",
      again = "local function f() local ok, e = pcall(f) error(e) end\nf()\n",
      yield = "coroutine.yield(1)\n",
      sethook = "debug.sethook(function() end, 'l')\n",
      spin = SPIN,
      bidi = 'error("\u{202E}txet\u{2069}")\n',
      tostring = "error(setmetatable({}, { __tostring = function() while true do end end }))\n",
      run_memory = "function solve(n, f, t, v, move) local s = string.rep('x', 1 << 30) end\n",
      run_loop = "function solve(n, f, t, v, move) while true do end end\n",
      run_deep = "function solve(n, f, t, v, move) solve(n, f, t, v, move) end\n",
    }
    local dir = folder()
    local names = {}
    for name, src in pairs(hostile) do
      files.spit(dir .. "/" .. name .. "_1.lua", src)
      files.spit(dir .. "/" .. name .. "_2.lua", RIGHT)
      names[#names + 1] = name
    end
    files.spit(dir .. "/shebang_bom.lua", "\239\187\191#!/usr/bin/lua\n" .. RIGHT)
    local out, err, code = grade(dir, "--csv --max-seconds 0.5 *.lua")
    os.execute("rm -r " .. dir)
    assert.equal(0, code, err)
    local by, list = rows(out)
    assert.equal(2 * #names + 1, #list, out)
    local want = { verdict(RIGHT) }
    assert.same(want, { by["shebang_bom.lua"].ok, by["shebang_bom.lua"].n })
    local msgs = messages(err)
    for _, name in ipairs(names) do
      assert.same(want, { by[name .. "_2.lua"].ok, by[name .. "_2.lua"].n }, name)
      assert.equal("false", by[name .. "_1.lua"].ok, name)
      if name:find("^run_") then
        assert.not_equal("error", by[name .. "_1.lua"].slip, name)
      else
        assert.equal("error", by[name .. "_1.lua"].slip, name)
        -- each reason one short line, printable
        local msg = msgs[name .. "_1.lua"]
        assert.truthy(msg, name)
        assert.is_true(#msg <= 400, name)
        assert.not_matches("[%z\1-\31]", msg)
      end
    end
    assert.matches("<U+202E>txet<U+2069>", msgs["bidi_1.lua"], 1, true)
  end)
end)

describe("hanoi.sandbox's child", function()
  it("takes what it started down with it: its process group is killed as it ends", function()
    local sandbox = require "hanoi.sandbox"
    -- where the system lets it start a process at all (RLIMIT_NPROC is
    -- not enforced for root), a process left running in the background
    local how, code, reply = sandbox.run(function()
      local p = io.popen("sleep 300 >/dev/null 2>&1 & echo $!")
      if not p then return "refused" end
      local pid = p:read("l")
      p:close()
      return pid or "refused"
    end, { wall = 120 })
    assert.same({ "exit", 0 }, { how, code })
    if reply == "refused" then return end         -- no process could be started
    assert.matches("^%d+$", reply)
    -- gone (or a zombie no one reaped yet), looked at for at most a minute
    local gone = false
    for _ = 1, 600 do
      local f = io.open("/proc/" .. reply .. "/status")
      local status = f and f:read("a")
      if f then f:close() end
      if not status or status:find("\nState:%s*Z") then gone = true; break end
      os.execute("sleep 0.1")
    end
    assert.is_true(gone, "process " .. reply .. " outlived the child")
  end)
end)
