-- Runs a page in headless Chromium through tools/browser/drive.js (the
-- browser phase, make browser-test) and reads back what the driver prints.
local browser = {}

local BUILD = "build/browser"
browser.BUILD = BUILD

-- JSON for the driver's job file (strings, numbers, booleans, arrays, objects)
local function json(v)
  if type(v) == "table" then
    if v[1] ~= nil then
      local t = {}
      for i, x in ipairs(v) do t[i] = json(x) end
      return "[" .. table.concat(t, ",") .. "]"
    end
    local t = {}
    for k, x in pairs(v) do t[#t + 1] = json(k) .. ":" .. json(x) end
    return "{" .. table.concat(t, ",") .. "}"
  elseif type(v) == "string" then
    return '"' .. v:gsub('[%c\\"]', function(c)
      return ("\\u%04x"):format(c:byte())
    end) .. '"'
  end
  return tostring(v)
end
browser.json = json

local function split(line)
  local fields = {}
  for x in (line .. "\t"):gmatch("(.-)\t") do fields[#fields + 1] = x end
  return fields
end

-- With HANOI_BROWSER_SERVE set (make browser-test), one driver and one
-- browser for every job of the process (`drive.js --serve`: each job in a
-- fresh browser context, as a new browser would run it), instead of a
-- browser started for each job: its standard input is written here, its
-- output read from a FIFO (io.popen opens one way only). It is kept in
-- the registry, which busted's insulation of each test file (a fresh
-- copy of this module a file) leaves alone; it ends with the process
-- (its standard input closed). A driver that ends early (its output at
-- end of file) is dropped; the next job starts another.
local REGISTRY, KEY = debug.getregistry(), "support.browser driver"

local function start()
  local fifo = os.tmpname()
  os.remove(fifo)
  assert(os.execute("mkfifo " .. fifo), "mkfifo " .. fifo)
  -- the shell's open of the FIFO and ours wait for each other
  local input = assert(io.popen("exec node tools/browser/drive.js --serve >" .. fifo .. " 2>&1", "w"))
  local output = assert(io.open(fifo, "r"))
  os.remove(fifo)
  REGISTRY[KEY] = { input = input, output = output }
end

-- the driver's output for one job: the handle to close after (or nil) and
-- an iterator of its lines
local function job_lines(job)
  if not os.getenv("HANOI_BROWSER_SERVE") then
    local p = assert(io.popen("node tools/browser/drive.js " .. job .. " 2>&1"))
    return p, p:lines()
  end
  if not REGISTRY[KEY] then start() end
  local s = REGISTRY[KEY]
  s.input:write(job, "\n")
  s.input:flush()
  local ended = false
  return nil, function()
    if ended then return nil end
    local line = s.output:read("l")
    if line == "done" then ended = true; return nil end
    if line == nil then
      -- the driver is gone: say so, and start another for the next job
      ended, REGISTRY[KEY] = true, nil
      s.output:close()
      s.input:close()
      return "error\tthe browser driver ended before the job did"
    end
    return line
  end
end

--- Writes `page` to build/browser/NAME.html, runs `steps` on it and returns
-- reads, errors, requests, evals: each read is {label, index, counter,
-- solved, visible, play, text = {id = text}, attr = {name = value},
-- disks = {[d] = {x, y, width, fill}}}; evals are the values of the
-- "eval" steps, as strings. opts.locale: the browser's language ("de-DE");
-- opts.touch: a phone's touch screen (the "tap" steps).
function browser.run(name, page, steps, opts)
  os.execute("mkdir -p " .. BUILD)
  local cwd = io.popen("pwd"):read("l")
  local path = cwd .. "/" .. BUILD .. "/" .. name .. ".html"
  local f = assert(io.open(path, "w"))
  f:write(page)
  f:close()
  for _, s in ipairs(steps) do
    if s.screenshot then s.screenshot = cwd .. "/" .. BUILD .. "/" .. s.screenshot end
    if s.to and s.download then s.to = cwd .. "/" .. BUILD .. "/" .. s.to end
    if s.file then s.file = cwd .. "/" .. BUILD .. "/" .. s.file end
  end
  local job = BUILD .. "/" .. name .. ".json"
  f = assert(io.open(job, "w"))
  f:write(json({ page = path, steps = steps, locale = opts and opts.locale or nil,
    touch = opts and opts.touch or nil }))
  f:close()
  local reads, errors, requests, evals = {}, {}, {}, {}
  local p, lines = job_lines(job)
  for line in lines do
    local fields = split(line)
    local r = reads[#reads]
    if fields[1] == "read" then
      reads[#reads + 1] = { label = fields[2], index = tonumber(fields[3]),
        counter = fields[4], solved = fields[5], visible = fields[6] == "true",
        play = fields[7], text = {}, attr = {}, disks = {} }
    elseif fields[1] == "text" then
      r.text[fields[2]] = fields[3]
    elseif fields[1] == "attr" then
      r.attr[fields[2]] = fields[3]
    elseif fields[1] == "disk" then
      r.disks[tonumber(fields[2])] = { x = tonumber(fields[3]), y = tonumber(fields[4]),
        width = tonumber(fields[5]), fill = fields[6] }
    elseif fields[1] == "hoist" then
      r.hoist = { x = tonumber(fields[2]), y = tonumber(fields[3]), width = tonumber(fields[4]),
        visible = fields[5] == "true" }
    elseif fields[1] == "eval" then
      evals[#evals + 1] = line:sub(6)
    elseif fields[1] == "request" then
      requests[#requests + 1] = fields[2]
    else
      errors[#errors + 1] = line
    end
  end
  if p then p:close() end
  return reads, errors, requests, evals
end

return browser
