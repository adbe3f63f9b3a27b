-- `make bench`: the page to play (`hanoi html N K --play`) in headless
-- Chromium, against a baseline measured in the same run: the page as it
-- was before it became the whole game (hanoi.render.html from git, the
-- parent of the commit that added its templates).
--
--  * the page's size, and the time from the start of loading to the first
--    paint (median of 7 loads), for `html 8 4 --play` and `html 16 3 --play`;
--  * a hint from a scrambled position of 11 disks on 4 pegs: the time the
--    Hint button's click takes in the page, after 20 random moves played
--    with the keys (both pages; the median of as many loads);
--  * the page's exact hint on fresh positions (HanoiPage.advise over 200
--    random positions of 8 disks on 4 pegs: hanoi.game's advice in the
--    page's engine) against the C core's `State:hint` on the same
--    positions (its exact table built before the clock starts);
--  * 12 disks on 4 pegs, past the game's budget: the time from loading
--    the page until it answers a scrambled position exactly (the engine's
--    C search in the page's Worker), against the C core's first exact
--    hint on that position in a fresh process, its cache of tables on
--    disk off (wall time, both).
package.path = "./lua/?.lua;./lua/?/init.lua;./spec/?.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"
local render = require "hanoi.render"
local lcg = require("support.gamekit").lcg

local DIR = "build/bench/page"
local RUNS = 7

local sh = dofile("bench/lib/common.lua").capture
local write = require("support.helpers").spit

os.execute("mkdir -p " .. DIR)
local added = sh("git log --follow --format=%H --diff-filter=A -- lua/hanoi/web/page/play.js"):match("(%x+)%s*$")
assert(added, "no commit adds the page's templates")
local base = sh("git rev-parse --short " .. added .. "^"):match("%x+")
write(DIR .. "/html_old.lua", sh("git show " .. base .. ":lua/hanoi/render/html.lua"))
local old = dofile(DIR .. "/html_old.lua")

-- 20 random legal moves from the tower, as the keys that play them
local function scramble(n, k, count)
  local rand, st = lcg(2024), hanoi.new(n, k)
  local keys = {}
  for _ = 1, count do
    local list = {}
    for a = 1, k do for b = 1, k do if a ~= b and st:can_move(a, b) then list[#list + 1] = { a, b } end end end
    local m = list[rand(#list)]
    st:move(m[1], m[2])
    keys[#keys + 1] = tostring(m[1]); keys[#keys + 1] = tostring(m[2])
  end
  return keys
end

local labels = {}
do
  math.randomseed(11)
  for i = 1, 200 do
    local t = {}
    for d = 1, 8 do local p = math.random(4); t[d] = ("ABCD"):sub(p, p) end
    labels[i] = table.concat(t)
  end
end

local pages, jobs = {}, {}
local function page(name, text, extra)
  local path = io.popen("pwd"):read("l") .. "/" .. DIR .. "/" .. name .. ".html"
  write(path, text)
  pages[name] = #text
  local p = { name = name, path = path }
  for key, v in pairs(extra or {}) do p[key] = v end
  jobs[#jobs + 1] = p
end
page("new-8-4", render.html(hanoi.new(8, 4), { play = true }), { advise = labels })
page("old-8-4", old.html(hanoi.new(8, 4), { play = true }))
page("new-16-3", render.html(hanoi.new(16, 3), { play = true }))
page("old-16-3", old.html(hanoi.new(16, 3), { play = true }))
local keys = scramble(11, 4, 20)
page("new-11-4", render.html(hanoi.new(11, 4)), { keys = keys, hint = true })
page("old-11-4", old.html(hanoi.new(11, 4)), { keys = keys, hint = true })
local far = {}
for d = 1, 12 do local p = (d * 7) % 4 + 1; far[d] = ("ABCD"):sub(p, p) end
far = table.concat(far)
page("new-12-4", render.html(hanoi.new(12, 4)), { search = far })

local json = require("support.browser").json
write(DIR .. "/job.json", json({ runs = RUNS, pages = jobs }))
local out = sh("node tools/browser/bench.js " .. DIR .. "/job.json 2>&1")
local got = {}
for line in out:gmatch("[^\n]+") do
  local f = {}
  for x in (line .. "\t"):gmatch("(.-)\t") do f[#f + 1] = x end
  if f[1] == "page" then
    got[f[2]] = { paint = tonumber(f[3]), hint = tonumber(f[4]), advise = tonumber(f[5]),
                  search = tonumber(f[6]) }
  else
    error("bench.js: " .. line, 0)
  end
end

-- the C core's exact hints on the same positions, its table built first
local s0 = hanoi.state(labels[1], 4)
s0:hint(4)
local t0 = os.clock()
for _, l in ipairs(labels) do
  local d, _, _, exact = hanoi.state(l, 4):hint(4)
  assert(d == nil or exact ~= false)
end
local c_hint = (os.clock() - t0) / #labels * 1000

-- the C core's first exact hint at 12 disks on 4 pegs, in a fresh process
-- (wall time, as the page's; the cache of tables on disk off, so that it
-- builds what it needs as the page does)
local first = tonumber(sh(("HANOI_CACHE=off lua5.4 -e "
  .. "'package.path = \"./lua/?.lua;./lua/?/init.lua;\" .. package.path; "
  .. "package.cpath = \"./build/?.so;\" .. package.cpath; local hanoi = require \"hanoi\"; "
  .. "local clock = require(\"hanoi.term\").monotonic; "
  .. "local t0 = clock(); local d, a, b, e = hanoi.state(\"%s\", 4):hint(4); assert(e ~= false); "
  .. "print((clock() - t0) * 1000)'"):format(far)))

local function ratio(a, b) return b and b > 0 and ("%.2f"):format(a / b) or "-" end
print("page to play, headless Chromium (" .. RUNS .. " loads each; baseline: the page of " .. base .. ")")
print(("%-18s %10s %10s %6s %12s %12s %6s"):format("page", "bytes", "baseline", "ratio",
  "paint ms", "baseline", "ratio"))
for _, nk in ipairs({ "8-4", "16-3" }) do
  local a, b = got["new-" .. nk], got["old-" .. nk]
  print(("%-18s %10d %10d %6s %12.1f %12.1f %6s"):format("html " .. nk:gsub("-", " ") .. " --play",
    pages["new-" .. nk], pages["old-" .. nk], ratio(pages["new-" .. nk], pages["old-" .. nk]),
    a.paint, b.paint, ratio(a.paint, b.paint)))
end
local a, b = got["new-11-4"], got["old-11-4"]
print(("hint click, 11 disks on 4 pegs, scrambled: %.3f ms (exact) vs %.3f ms (the old page: "
  .. "\"off the plan\"), ratio %s"):format(a.hint, b.hint, ratio(a.hint, b.hint)))
print(("page size at 11 disks on 4 pegs: %d bytes vs %d, ratio %s")
  :format(pages["new-11-4"], pages["old-11-4"], ratio(pages["new-11-4"], pages["old-11-4"])))
local adv = got["new-8-4"].advise
print(("exact hint on fresh positions, 8 disks on 4 pegs: %.3f ms in the page (hanoi.game in its "
  .. "engine) vs %.3f ms State:hint in C (Lua), ratio %s"):format(adv, c_hint, ratio(adv, c_hint)))
print(("12 disks on 4 pegs, the engine's search in the page's Worker: exact after %.0f ms from loading vs %.0f ms for "
  .. "the C core's first hint in a fresh process (its cache off), ratio %s"):format(got["new-12-4"].search,
  first, ratio(got["new-12-4"].search, first)))
