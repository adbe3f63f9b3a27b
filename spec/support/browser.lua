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
  local p = assert(io.popen("node tools/browser/drive.js " .. job .. " 2>&1"))
  local reads, errors, requests, evals = {}, {}, {}, {}
  for line in p:lines() do
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
  p:close()
  return reads, errors, requests, evals
end

return browser
