-- `make bench`: the lesson's page (`hanoi lesson`) against the same page
-- as the tree wrote it before the web front end had its room
-- (lua/hanoi/web/): the parent of the commit that made
-- lua/hanoi/web/init.lua, checked out from git into build/bench/web-base
-- and built there (`make build`), or the tree HANOI_BENCH_BASE names (a
-- built checkout). Both pages are measured in the same run, in headless
-- Chromium (tools/browser/drive.js through spec/support/browser.lua), one
-- load of each in turn:
--
--  * the page's size, against the base's and against the goal of 2 MB;
--  * the time from the start of loading to the first paint, and to the
--    first live board (the engine ready: `data-ready-ms`), median of 7
--    loads each; in a German browser, the time until the page speaks
--    German (`data-lang-ms`: the engine writes the kit's texts).
package.path = "./lua/?.lua;./lua/?/init.lua;./spec/?.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local browse = require("support.browser").run

local RUNS = 7
local GOAL = 2 * 1024 * 1024

local function sh(cmd)
  local p = assert(io.popen(cmd))
  local out = p:read("a")
  local ok, _, code = p:close()
  assert(ok, ("%s exited with %s:\n%s"):format(cmd, tostring(code), out))
  return out
end
local median = dofile("bench/lib/common.lua").median

-- the tree of the base: given, or the commit before the room, built here
local base = os.getenv("HANOI_BENCH_BASE")
local label
if base and base ~= "" then
  label = base
else
  local made = sh("git log --format=%H --diff-filter=A -- lua/hanoi/web/init.lua"):match("(%x+)%s*$")
  assert(made, "no commit makes lua/hanoi/web/init.lua")
  local commit = sh("git rev-parse --short " .. made .. "^"):match("%x+")
  label = "commit " .. commit
  base = "build/bench/web-base"
  local have = io.open(base .. "/COMMIT")
  local built = have and have:read("l")
  if have then have:close() end
  if built ~= commit then
    sh("rm -rf " .. base .. " && mkdir -p " .. base .. " && git archive " .. commit
      .. " | tar -x -C " .. base)
    sh("make -s -C " .. base .. " build 2>&1")
    local f = assert(io.open(base .. "/COMMIT", "w"))
    f:write(commit, "\n")
    f:close()
  end
end

local pages = {
  now = sh("bin/hanoi lesson"),
  base = sh("cd " .. base .. " && bin/hanoi lesson"),
}

local PAINT = "(performance.getEntriesByType('paint').filter(function (e) { "
  .. "return e.name === 'first-paint'; })[0] || {startTime: -1}).startTime"
local LOAD = { { waitFor = "document.body.getAttribute('data-engine') === 'ready'" },
  { eval = PAINT }, { eval = "document.body.getAttribute('data-ready-ms')" } }
local GERMAN = { { waitFor = "document.body.getAttribute('data-lang') === 'de'" },
  { eval = "document.body.getAttribute('data-lang-ms')" } }

local got = { now = { paint = {}, ready = {}, de = {} }, base = { paint = {}, ready = {}, de = {} } }
for _ = 1, RUNS do
  for _, which in ipairs({ "base", "now" }) do
    local _, errors, _, ev = browse("bench-web-" .. which, pages[which], LOAD)
    assert(#errors == 0, which .. ": " .. tostring(errors[1]))
    local g = got[which]
    g.paint[#g.paint + 1], g.ready[#g.ready + 1] = tonumber(ev[1]), tonumber(ev[2])
    local _, errors2, _, ev2 = browse("bench-web-de-" .. which, pages[which], GERMAN,
      { locale = "de-DE" })
    assert(#errors2 == 0, which .. " (de): " .. tostring(errors2[1]))
    g.de[#g.de + 1] = tonumber(ev2[1])
  end
end

local function ratio(a, b) return b > 0 and ("%.2f"):format(a / b) or "-" end
print(("the lesson's page against %s (headless Chromium, %d loads each, in turn)"):format(label, RUNS))
print(("%-34s %12s %12s %6s"):format("", "now", "base", "ratio"))
local n, b = #pages.now, #pages.base
print(("%-34s %12d %12d %6s"):format("size, bytes", n, b, ratio(n, b)))
print(("%-34s %12.2f %12.2f"):format("share of the 2 MB goal", n / GOAL, b / GOAL))
for _, row in ipairs({ { "first paint, ms", "paint" }, { "first live board, ms", "ready" },
    { "German in a German browser, ms", "de" } }) do
  local a, c = median(got.now[row[2]]), median(got.base[row[2]])
  print(("%-34s %12.0f %12.0f %6s"):format(row[1], a, c, ratio(a, c)))
end
assert(n <= GOAL, ("the lesson's page is %d bytes, over the goal of 2 MB"):format(n))
