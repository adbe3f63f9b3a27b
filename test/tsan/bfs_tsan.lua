-- Run by `make bfs-tsan` in a Lua host built with ThreadSanitizer (not a
-- busted spec): threaded breadth-first searches small enough to finish
-- quickly under TSan, each compared with the same search on one thread.
-- Prints "bfs-tsan: N passed, N failed"; a data race ends the process
-- with TSan's exit code before that line.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = (arg[1] or "./build/?.so") .. ";" .. package.cpath
local hanoi = require "hanoi"

local passed, failed = 0, 0
local function check(name, opts)
  local one, two = {}, {}
  for _, t in ipairs { 1, 2 } do
    local dir
    if opts.max_memory then          -- on disk, in a fresh directory
      dir = os.tmpname()
      os.remove(dir)
    end
    local r = hanoi.bfs { n = opts.n, k = opts.k, rules = opts.rules, symmetry = opts.symmetry,
                          threads = t, dir = dir, max_memory = opts.max_memory }
    if dir then os.execute("rm -rf '" .. dir .. "'") end
    local out = t == 1 and one or two
    for i, c in ipairs(r.layers) do out[i] = c end
    out.method = r.method
  end
  local same = #one == #two and one.method == two.method
  for i = 1, #one do same = same and one[i] == two[i] end
  if same then passed = passed + 1 else failed = failed + 1 end
  print(("%-40s %s"):format(name, same and "ok" or "DIFFERENT"))
end

check("symmetric, 9 disks on 4 pegs", { n = 9, k = 4 })
check("symmetric, 6 disks on 6 pegs", { n = 6, k = 6 })
check("symmetric, 11 disks on 4 pegs", { n = 11, k = 4 })
check("symmetric, 7 disks on 5 pegs", { n = 7, k = 5 })
check("symmetric on disk, 12 disks on 4 pegs", { n = 12, k = 4, max_memory = 400000 })
check("plain dense layers, 9 disks on 4 pegs", { n = 9, k = 4, symmetry = false })
check("plain, 10 disks on 3 pegs (cyclic)", { n = 10, k = 3, rules = "cyclic" })
check("plain, 7 disks on 5 pegs (star)", { n = 7, k = 5, rules = "star" })
-- The exact table of hanoi.search (the breadth-first search in its
-- depth-mod-3 mode, always on two threads): this position is beyond the
-- first short A* and takes the table of 13 disks. The path must be
-- legal, reach the tower on peg 4 and be as long as the search says.
do
  local s = hanoi.state("DDCBBBBDBDDAB", 4)
  local len, it, exact = hanoi.search { from = s, to = 4 }
  local moves, ok = 0, exact == true
  for _, f, t in it do
    moves = moves + 1
    ok = ok and s:move(f, t) ~= nil
  end
  ok = ok and moves == len and tostring(s) == tostring(hanoi.state(("D"):rep(13), 4))
  if ok then passed = passed + 1 else failed = failed + 1 end
  print(("%-40s %s"):format("exact table, 13 disks on 4 pegs", ok and "ok" or "WRONG"))
end
print(("bfs-tsan: %d passed, %d failed"):format(passed, failed))
os.exit(failed == 0 and 0 or 1)
