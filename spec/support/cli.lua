--- Runs the `hanoi` command of the checkout (bin/hanoi) as a child
-- process, for the specs of the command line.
local cli = {}

local function slurp(path)
  local f = io.open(path)
  if not f then return "" end
  local s = f:read("a")
  f:close()
  os.remove(path)
  return s
end

--- Runs `bin/hanoi ARGS` (a string, as a shell reads it; `shell` may
-- wrap the command, where the word HANOI stands for it); returns standard
-- output, standard error and the exit status.
function cli.run(args, shell)
  local err = os.tmpname()
  local cmd = "./bin/hanoi " .. args
  if shell then cmd = shell:gsub("HANOI", function() return cmd end) end
  local p = assert(io.popen("(" .. cmd .. ") 2>" .. err .. " </dev/null"))
  local out = p:read("a")
  local _, _, code = p:close()
  return out, slurp(err), code
end

--- Runs `bin/hanoi ARGS` as `cli.run` does; returns standard output and
-- the exit status.
function cli.output(args)
  local out, _, code = cli.run(args)
  return out, code
end

--- Runs `bin/hanoi ARGS` with standard error joined to standard output;
-- returns that text and the exit status.
function cli.merged(args)
  local out, _, code = cli.run(args .. " 2>&1")
  return out, code
end

--- Sends SIGINT to `bin/hanoi ARGS` once `ready` (a shell test run every
-- 0.1 s, for at most a minute; $OUT is the output file, $pid the process)
-- holds, with a watchdog that kills it after `limit` seconds; returns
-- standard error and the exit status (137 when the watchdog had to kill
-- it). The command runs with SIGINT handled as by default (a background
-- job of a shell would otherwise ignore it) and its output in the file
-- OUT; its input is /dev/null, or with `waiting` a pipe that stays open
-- and empty (the command waits for input).
function cli.interrupt(args, ready, limit, waiting)
  local out, err, status = os.tmpname(), os.tmpname(), os.tmpname()
  local fifo = os.tmpname()
  local script = ([[
IN=/dev/null
if [ -n "%s" ]; then rm -f %s; mkfifo %s; IN=%s; fi
env --default-signal=INT ./bin/hanoi %s >%s 2>%s <$IN &
pid=$!
if [ -n "%s" ]; then exec 3>%s; fi
OUT=%s
i=0
while ! { %s; } && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
kill -INT $pid
( sleep %d; kill -KILL $pid 2>/dev/null ) >/dev/null 2>&1 &
dog=$!
wait $pid
echo $? >%s
kill $dog 2>/dev/null
exec 3>&-
]]):format(waiting and "1" or "", fifo, fifo, fifo, args, out, err, waiting and "1" or "", fifo,
    out, ready, limit, status)
  local p = assert(io.popen("sh -c '" .. script:gsub("'", "'\\''") .. "'"))
  p:read("a")
  p:close()
  os.remove(out)
  os.remove(fifo)
  local stderr = slurp(err)
  return stderr, tonumber(slurp(status))
end

return cli
