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
    local r = hanoi.bfs { n = opts.n, k = opts.k, rules = opts.rules, symmetry = opts.symmetry,
                          threads = t }
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
check("plain dense layers, 9 disks on 4 pegs", { n = 9, k = 4, symmetry = false })
check("plain, 10 disks on 3 pegs (cyclic)", { n = 10, k = 3, rules = "cyclic" })
check("plain, 7 disks on 5 pegs (star)", { n = 7, k = 5, rules = "star" })
print(("bfs-tsan: %d passed, %d failed"):format(passed, failed))
os.exit(failed == 0 and 0 or 1)
