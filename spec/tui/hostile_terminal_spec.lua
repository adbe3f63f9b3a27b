-- The terminal as an attacker (or an unlucky user) drives it: Ctrl-S,
-- a stop from elsewhere (SIGTSTP) and `fg`, a stop the program cannot see
-- (SIGSTOP) after which a shell resets the terminal, a paste of 400 KB.
-- The full-screen game runs in a detached tmux session of 80x24 (a
-- private server, no user configuration) under a job-control shell, in
-- this very interpreter (under `make sanitize`, the sanitized one). The
-- waits are watchdogs with a wide margin, never timings.
local term = require "hanoi.term"
local input = require "hanoi.tui.input"
local child = require "support.child"
local files = require "support.helpers"

local function sh(cmd)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  p:close()
  return out
end

local function mypid()
  local f = assert(io.open("/proc/self/stat"))
  local pid = f:read("n")
  f:close()
  return pid
end

describe("the key decoder", function()
  -- every call of a string function made while `f` runs, and the bytes
  -- of the strings they were called on, summed: the work of a decoder
  local function work(f)
    local total, saved = 0, {}
    for _, name in ipairs { "sub", "find", "match", "byte", "gsub", "gmatch", "rep" } do
      local orig = string[name]
      saved[name] = orig
      rawset(string, name, function(s, ...)
        if type(s) == "string" then total = total + #s end
        return orig(s, ...)
      end)
    end
    local ok, err = pcall(f)
    for name, orig in pairs(saved) do rawset(string, name, orig) end
    assert(ok, err)
    return total
  end

  -- the reads of a paste: 256 bytes each, as hanoi.term.readkey gives them
  local function reads(bytes)
    local t = {}
    for i = 1, #bytes, 256 do t[#t + 1] = bytes:sub(i, i + 255) end
    return t
  end

  it("works in proportion to a 400 KB paste of one unfinished sequence", function()
    local function decode(paste)
      local d, keys, cut = input.decoder(), {}, reads(paste)
      local w = work(function()
        for _, r in ipairs(cut) do
          for _, k in ipairs(d(r)) do keys[#keys + 1] = k end
        end
      end)
      return keys, w
    end
    local small, w_small = decode("\27[<" .. ("9"):rep(40000) .. "Mq")
    local big, w_big = decode("\27[<" .. ("9"):rep(400000) .. "Mq")
    -- the first 64 bytes are one unknown key, the rest of it dropped
    local want = { "^[[<" .. ("9"):rep(61), "q" }
    assert.same(want, small)
    assert.same(want, big)
    -- ten times the bytes, about ten times the work (a rescan of what is
    -- kept at every read would make it a hundred)
    assert.is_true(w_big < 12 * w_small, ("%d then %d"):format(w_small, w_big))
  end)

  it("gives the same keys however a paste is cut", function()
    local paste = ("ab\27[A\27[<0;10;5M\27[" .. ("7"):rep(100) .. "~c\27OB"):rep(50)
    local whole = input.keys(paste)
    for _, size in ipairs { 1, 3, 64, 65, 256 } do
      local d, keys, i = input.decoder(), {}, 1
      while i <= #paste do
        -- a read never ends with a lone Esc (readkey waits for what follows)
        local j = i + size - 1
        if paste:sub(j, j) == "\27" then j = j + 1 end
        for _, k in ipairs(d(paste:sub(i, j))) do keys[#keys + 1] = k end
        i = j + 1
      end
      assert.same(whole, keys, "reads of " .. size)
    end
    assert.equal(50 * 7, #whole)
  end)
end)

describe("hanoi.term", function()
  it("takes flow control off in raw mode and puts it back", function()
    local out = child.pty([[
local term = require "hanoi.term"
local function ixon() return io.popen("stty -a"):read("a"):match("%f[%w-](%-?ixon)") end
local before = ixon()
local g = term.rawmode()
print(before, ixon())
g:restore()
print(ixon())
]])
    assert.equal("ixon\t-ixon\nixon\n", out)
  end)

  it("job_control catches SIGTSTP and SIGCONT as words, and puts the handlers back", function()
    local jc = term.job_control()
    assert.equal("hanoi.JobControl (catching)", tostring(jc))
    assert.is_nil(term.job_signal())
    local function came()
      for _ = 1, 2000 do                         -- a watchdog, not a timing
        local js = term.job_signal()
        if js then return js end
        term.sleep(0.01)
      end
    end
    os.execute("kill -TSTP " .. mypid())
    assert.equal("stop", came())
    assert.is_nil(term.job_signal())
    os.execute("kill -CONT " .. mypid())
    assert.equal("continue", came())
    assert.is_true(jc:restore())
    assert.is_false(jc:restore())
    assert.equal("hanoi.JobControl (restored)", tostring(jc))
    -- the default again: SIGCONT to a running process does nothing
    os.execute("kill -CONT " .. mypid())
    assert.is_nil(term.job_signal())
    assert.has_error(function() getmetatable(jc).__index.restore(io.stdout) end,
      "bad argument #1 to 'restore' (hanoi.JobControl expected, got FILE*)")
  end)
end)

describe("the full-screen game in tmux #slow", function()
  local ROOT = sh("pwd"):gsub("\n$", "")
  local SOCKET = ("hanoi-terminal-%d-%d"):format(os.time(), math.random(1e6))
  local dir

  local function q(s) return "'" .. s:gsub("'", "'\\''") .. "'" end
  local function tmux(...)
    local args = { "tmux", "-L", SOCKET, "-f", "/dev/null" }
    for _, a in ipairs { ... } do args[#args + 1] = q(a) end
    return sh(table.concat(args, " ") .. " 2>&1")
  end
  local function screen() return tmux("capture-pane", "-p", "-t", "game") end
  -- mouse reporting, SGR reports, the alternate screen, a visible
  -- cursor: "000 0 0 1" once the terminal is given back
  local function modes()
    return (tmux("display-message", "-p", "-t", "game", "#{mouse_any_flag}#{mouse_button_flag}"
      .. "#{mouse_standard_flag} #{mouse_sgr_flag} #{alternate_on} #{cursor_flag}"):gsub("\n$", ""))
  end
  local function wait(what, f)
    local deadline = term.monotonic() + 60
    repeat
      local v = f()
      if v then return v end
      term.sleep(0.05)
    until term.monotonic() > deadline
    error("never: " .. what .. "; the screen shows:\n" .. screen(), 2)
  end
  local function shows(text) return wait("'" .. text .. "'", function()
    local s = screen()
    return s:find(text, 1, true) and s
  end) end
  local function keys(...) tmux("send-keys", "-t", "game", ...) end
  local function pid() return files.slurp(dir .. "/pid"):match("%d+") end
  local function state() return sh("ps -o stat= -p " .. pid()):sub(1, 1) end
  -- the terminal's line editing and echo: "icanon echo" when cooked
  local function cooked()
    local tty = tmux("display-message", "-p", "-t", "game", "#{pane_tty}"):gsub("\n$", "")
    local flags = sh("stty -F " .. tty .. " -a")
    return flags:match("%f[%w-](%-?icanon)") .. " " .. flags:match("%f[%w-](%-?echo)%f[^%w-]")
  end

  -- the game (3 disks) in this interpreter, a foreground job of bash with
  -- job control: once it stops, the shell says so, reads a line and puts
  -- the game back in the foreground (`fg`), as a user does; `between`
  -- runs before `fg`
  local function start(between)
    local launcher = dir .. "/game.lua"
    files.spit(launcher, child.paths() .. [[
require("hanoi.core").trap_interrupt()
os.exit(require("hanoi.cli").main({ "play", "3" }), true)
]])
    local script = ("set -m; cd %s; export HOME=/nonexistent XDG_DATA_HOME=%s; "
      .. "sh -c 'echo $$ >%s/pid; exec %s %s'; echo JOB=$?; read line; %s fg; "
      .. "echo EXIT=$?; sleep 600"):format(q(ROOT), q(dir), q(dir), q(child.interpreter()),
      q(launcher), between or "")
    tmux("new-session", "-d", "-s", "game", "-x", "80", "-y", "24",
      "bash", "--norc", "--noprofile", "-c", script)
    shows("pick up a disk")
    assert.matches("^1%d%d 1 1 0$", modes())
  end

  setup(function()
    tmux("new-session", "-d", "-s", "keeper", "-x", "80", "-y", "24", "sleep", "600")
  end)
  teardown(function() tmux("kill-server") end)
  before_each(function() dir = sh("mktemp -d"):gsub("\n$", "") end)
  after_each(function()
    tmux("kill-session", "-t", "game")
    os.execute("rm -rf " .. q(dir))
  end)

  -- disk 1 from peg 1 to peg 3, by keys: the game reads them
  local function plays()
    keys("1")
    shows("disk 1 picked up from A")
    keys("3")
    shows("moves 1")
  end

  -- q ends the game: it exits 0, straight (JOB=0) or after a fg (EXIT=0)
  local function quits()
    keys("q")
    wait("its end", function() return screen():match("[BT]=0\n") end)
    assert.equal("000 0 0 1", modes())
  end

  it("reads keys after Ctrl-S (no frozen screen) and Ctrl-Q", function()
    start()
    keys("C-s")
    shows("key '^S' does nothing here")
    plays()
    keys("C-q")
    shows("key '^Q' does nothing here")
    quits()
  end)

  it("gives the terminal back on SIGTSTP and takes it again on fg", function()
    start()
    os.execute("kill -TSTP " .. pid())
    shows("JOB=148")                               -- stopped: 128 + SIGTSTP
    assert.equal("T", state())
    assert.equal("000 0 0 1", modes())
    assert.equal("icanon echo", cooked())
    keys("Enter")                                  -- the shell's fg
    wait("the game again", function() return modes():match("^1%d%d 1 1 0$") end)
    plays()
    quits()
  end)

  it("takes the terminal again after SIGSTOP, a reset terminal and fg", function()
    -- the shell resets the terminal while the game is stopped
    start("stty sane;")
    os.execute("kill -STOP " .. pid())
    shows("JOB=147")                               -- stopped: 128 + SIGSTOP
    keys("Enter")
    wait("the game again", function()
      return modes():match("^1%d%d 1 1 0$") and cooked() == "-icanon -echo"
    end)
    plays()
    quits()
  end)

  it("answers a paste of 400 KB, then reads keys", function()
    start()
    local paste = dir .. "/paste"
    files.spit(paste, "\27[<" .. ("9"):rep(400 * 1024) .. "M")
    tmux("load-buffer", "-b", "big", paste)
    tmux("paste-buffer", "-b", "big", "-t", "game")
    shows("key '^[[<" .. ("9"):rep(61) .. "' does")
    plays()
    quits()
  end)
end)
