-- Runs Lua code in a child lua5.4 process with this checkout's paths, so
-- that specs can check what happens with other stdin/stdout: a pipe, or a
-- pseudo-terminal made by util-linux `script`.
local child = {}

local PRELUDE = 'package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path\n'
  .. 'package.cpath = "./build/?.so;" .. package.cpath\n'
  .. 'local core = require "hanoi.core"\n'

--- Runs `code`; `shell` wraps the command, where the word LUA stands for
-- it (e.g. "echo x | LUA"). Returns the child's standard output.
function child.run(code, shell)
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write(PRELUDE, code)
  f:close()
  local cmd = "lua5.4 " .. path
  if shell then cmd = shell:gsub("LUA", function() return cmd end) end
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  p:close()
  os.remove(path)
  return out
end

--- The same inside a pseudo-terminal of 30 rows and 100 columns; `env`
-- is a prefix such as "NO_COLOR=1". Line ends come back as "\n".
function child.pty(code, env)
  local out = child.run(code, (env and env .. " " or "")
    .. "script -qec 'stty rows 30 cols 100; LUA' /dev/null")
  return (out:gsub("\r\n", "\n"))
end

--- The interpreter running this process (lua5.4, or the sanitized host
-- of `make sanitize`).
function child.interpreter()
  local f = assert(io.open("/proc/self/stat"))
  local pid = f:read("n")
  f:close()
  local p = assert(io.popen("readlink /proc/" .. pid .. "/exe"))
  local exe = p:read("l")
  p:close()
  return exe
end

--- Lua code that gives a child this process's package.path and cpath.
function child.paths()
  return ("package.path = %q\npackage.cpath = %q\n"):format(package.path, package.cpath)
end

--- Runs `code` in a child of this very interpreter with this process's
-- package.path and package.cpath (so that under `make sanitize` the child
-- loads the sanitized build too), under `timeout`, a watchdog of
-- `seconds` (default 60) that only catches a hang: the child is killed
-- and "TIMEOUT" ends the output; a child that fails adds "EXIT n".
-- Returns standard output and standard error together.
function child.here(code, seconds)
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write(child.paths(), code)
  f:close()
  local cmd = ("timeout -s KILL %d %s %s 2>&1 || echo EXIT $?"):format(
    seconds or 60, child.interpreter(), path)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  p:close()
  os.remove(path)
  return (out:gsub("EXIT 137\n$", "TIMEOUT\n"))
end

return child
