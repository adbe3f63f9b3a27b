-- `make bench`: the lesson's page (`hanoi lesson`) in headless Chromium.
--
--  * sizes: the engine (lua/hanoi/web/page/engine.js) and the page, the
--    page against its goal of 2 MB;
--  * load: the time from the start of loading to the first paint and to
--    the first live board (the engine ready to answer moves), median of 5
--    loads, against the first paint of the game's page (`hanoi html 3
--    --play`, no engine) loaded the same way in the same run; and, in a
--    browser whose language the page was not written in (German), the
--    time until the page speaks it (the engine writes the kit's texts);
--  * Check: the time from the click on Check to the verdict for a right
--    function (sizes 1 to 6, its first check, the worker started on the
--    click, and its second, the worker warm), against `teach.check` of the
--    same code in this process (Lua 5.4 and the C core, native).
package.path = "./lua/?.lua;./lua/?/init.lua;./spec/?.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local browse = require("support.browser").run
local teach = require "hanoi.teach"

local RUNS = 5
local bench = dofile("bench/lib/common.lua")
local sh, median = bench.capture, bench.median

local lesson = sh("bin/hanoi lesson")
local play = sh("bin/hanoi html 3 --play")
local f = assert(io.open("lua/hanoi/web/page/engine.js", "rb"))
local engine = #f:read("a")
f:close()
print(("lesson: engine.js %d KB, the page %d KB (%.2f of the 2 MB goal)"):format(
  engine // 1024, #lesson // 1024, #lesson / (2 * 1024 * 1024)))

local PAINT = "(performance.getEntriesByType('paint').filter(function (e) { "
  .. "return e.name === 'first-paint'; })[0] || {startTime: -1}).startTime"
local paints, readies, base = {}, {}, {}
for i = 1, RUNS do
  local _, errors, _, ev = browse("bench-lesson", lesson, {
    { waitFor = "document.body.getAttribute('data-engine') === 'ready'" },
    { eval = PAINT }, { eval = "document.body.getAttribute('data-ready-ms')" } })
  assert(#errors == 0, errors[1])
  paints[i], readies[i] = tonumber(ev[1]), tonumber(ev[2])
  local _, errors2, _, ev2 = browse("bench-play", play, { { wait = 200 }, { eval = PAINT } })
  assert(#errors2 == 0, errors2[1])
  base[i] = tonumber(ev2[1])
end
local p, r, b = median(paints), median(readies), median(base)
print(("lesson: first paint %.0f ms, first live board %.0f ms; the game's page: first paint "
  .. "%.0f ms (ratios %.1f and %.1f)"):format(p, r, b, p / b, r / b))

-- a browser in another language than the page was written in: the page
-- starts in its own and switches when its engine has written the kit's
-- texts in the browser's (hanoi.web.lesson in the page)
local switched = {}
for i = 1, RUNS do
  local _, errors, _, ev = browse("bench-lesson-de", lesson, {
    { waitFor = "document.body.getAttribute('data-lang') === 'de'" },
    { eval = "document.body.getAttribute('data-lang-ms')" } }, { locale = "de-DE" })
  assert(#errors == 0, errors[1])
  switched[i] = tonumber(ev[1])
end
local s = median(switched)
print(("lesson: in a German browser, German from %.0f ms (the page written in English; "
  .. "ratio %.1f to the game's first paint)"):format(s, s / b))

local CODE = "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
  .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
  .. "  solve(n - 1, via, to, from, move)\nend\n"
local steps = { { waitFor = "document.body.getAttribute('data-engine') === 'ready'" },
  { type = "#editor", text = CODE } }
for i = 1, 6 do
  steps[#steps + 1] = { click = "#check" }
  steps[#steps + 1] = { waitFor = "document.body.getAttribute('data-checks') === '" .. i .. "'" }
  steps[#steps + 1] = { eval = "document.body.getAttribute('data-check-ms') + ' ' + "
    .. "document.getElementById('report').getAttribute('data-ok')" }
end
local _, errors, _, ev = browse("bench-check", lesson, steps)
assert(#errors == 0, errors[1])
local first = tonumber(ev[1]:match("^%d+"))
local warm = {}
for i = 2, 6 do
  assert(ev[i]:match(" true$"), ev[i])
  warm[#warm + 1] = tonumber(ev[i]:match("^%d+"))
end
local warm_ms = median(warm)
local env = {}
local fn = load(CODE, "=solve", "t", setmetatable(env, { __index = _G }))
fn()
local t0, count = os.clock(), 0
repeat
  assert(teach.check(env.solve).ok)
  count = count + 1
until os.clock() - t0 > 0.5
local native = (os.clock() - t0) / count * 1000
print(("lesson: Check, sizes 1..6: %.0f ms (first, the worker started), %.0f ms (warm); "
  .. "native teach.check %.1f ms (ratio %.1f)"):format(first, warm_ms, native, warm_ms / native))

-- the engine's 4-peg hint (the C search in WebAssembly, under node, each
-- in a fresh state: no table kept) from random positions of 10 and 12
-- disks, against State:hint natively in a fresh process each (its cache
-- of tables on disk off), the same positions
local seed = 12345
local function rand(k)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed // 65536 % k + 1
end
for _, n in ipairs({ 10, 12 }) do
  local label = {}
  for d = 1, n do label[d] = string.char(64 + rand(4)) end
  label = table.concat(label)
  local line = sh("node tools/web/bench.js lua/hanoi/web/page/engine.js " .. label)
  local ms, d, from, to = line:match("^hint %u+ ([%d%.]+) (%d+) (%d+) (%d+)")
  local answer = sh("HANOI_CACHE=off lua5.4 -e 'package.path=\"./lua/?.lua;./lua/?/init.lua;\" .. "
    .. "package.path; package.cpath=\"./build/?.so;\" .. package.cpath; local h = require \"hanoi\"; "
    .. "local a = \"" .. label .. "\"; local p = {} for i = 1, #a do p[i] = a:byte(i) - 64 end; "
    .. "local s = h.state(p, 4); local t = os.clock(); local d, f, to = s:hint(4); "
    .. "io.write((os.clock() - t) * 1000, \" \", d, \" \", f, \" \", to)'")
  local nms, nd, nf, nt = answer:match("^([%d%.e%-]+) (%d+) (%d+) (%d+)")
  assert(d == nd and from == nf and to == nt, "the engine's hint is not the native one: "
    .. line .. " / " .. answer)
  print(("lesson: a 4-peg hint, %d disks (%s): %.0f ms in the engine, %.0f ms native "
    .. "(ratio %.1f)"):format(n, label, tonumber(ms), tonumber(nms), tonumber(ms) / tonumber(nms)))
end
