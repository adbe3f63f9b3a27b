-- The farthest positions from the tower on A, for tools/mpi-test.sh to
-- check `hanoi-bfs-mpi --antipodes` against: their labels (one peg letter
-- a disk, smallest first), sorted in byte order, one a line.
--   lua5.4 tools/mpi-farthest.lua N K [RULES [reverse]]
--     a breadth-first search of its own over labels (RULES: classic,
--     cyclic, linear, star or pairs like 1-2,2-3; reverse: the moves
--     followed backwards), sharing no code with the program;
--   lua5.4 tools/mpi-farthest.lua --core N K
--     hanoi.bfs's distances of every position (the module just built).
local L = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

local function core(n, k)
  package.cpath = "build/?.so;" .. package.cpath
  package.path = "lua/?.lua;lua/?/init.lua;" .. package.path
  local hanoi = require "hanoi"
  local r = hanoi.bfs { n = n, k = k, distances = true, symmetry = false }
  local out = {}
  for code = 0, k ^ n - 1 do
    if r.distances[code] == r.eccentricity then out[#out + 1] = hanoi.decode(code, n, k):label() end
  end
  return out
end

local function search(n, k, rules, reverse)
  local allow = {}
  for f = 1, k do
    allow[f] = {}
    for t = 1, k do
      allow[f][t] = rules == "classic" and f ~= t or rules == "cyclic" and t == f % k + 1 or
        rules == "linear" and (t == f + 1 or t == f - 1) or
        rules == "star" and f ~= t and (f == 1 or t == 1)
    end
  end
  for f, t in rules:gmatch("(%d+)%-(%d+)") do allow[tonumber(f)][tonumber(t)] = true end
  local start = string.rep("A", n)
  local seen, layer = { [start] = true }, { start }
  while true do
    local nxt = {}
    for _, s in ipairs(layer) do
      local top = {}                         -- the top disk of each peg
      for d = n, 1, -1 do top[L:find(s:sub(d, d), 1, true)] = d end
      for a = 1, k do
        local d = top[a]
        for b = 1, k do
          -- disk d from peg a to b; reverse: the position it came from by b -> a
          if d and a ~= b and (top[b] == nil or top[b] > d) and
             (reverse and allow[b][a] or not reverse and allow[a][b]) then
            local t = s:sub(1, d - 1) .. L:sub(b, b) .. s:sub(d + 1)
            if not seen[t] then seen[t] = true; nxt[#nxt + 1] = t end
          end
        end
      end
    end
    if #nxt == 0 then return layer end
    layer = nxt
  end
end

local out
if arg[1] == "--core" then out = core(tonumber(arg[2]), tonumber(arg[3]))
else out = search(tonumber(arg[1]), tonumber(arg[2]), arg[3] or "classic", arg[4] == "reverse") end
table.sort(out)
io.write(table.concat(out, "\n"), "\n")
