--- The `hanoi N [K]` and `hanoi table` commands: the solution as ASCII
-- frames (the pegs side by side, a bar of '=' per disk) or as text, its
-- length, and the table of Frame-Stewart numbers on k pegs. Everything streams: one frame or one
-- line at a time, so `hanoi 30 | head` ends at once.
-- @module hanoi.cli.solve

local hanoi = require "hanoi"
local render = require "hanoi.render"

local ipairs, tostring, max, math_huge = ipairs, tostring, math.max, math.huge
local concat, rep = table.concat, string.rep
local table_concat = concat

local MAXN, MINK, MAXK = 64, 3, 32

_ENV = nil -- no globals past this point

local function known_method(name)
  for _, m in ipairs(hanoi.methods) do if m == name then return true end end
  return false
end

local function solve(args, cli)
  local opts, pos = cli.parse(args, { text = "flag", count = "flag",
    from = "string", to = "string", method = "string" })
  if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
  if opts.text and opts.count then
    cli.fail("options '--text' and '--count' exclude each other")
  end
  local k = pos[2] and cli.integer(pos[2], "number of pegs", MINK, MAXK) or 3
  local n
  if opts.count then           -- any number of disks hanoi.count takes
    n = cli.integer(pos[1], "number of disks", 1, math_huge)
  else
    n = cli.integer(pos[1], "number of disks", 1, MAXN)
  end
  local from = opts.from and cli.peg(opts.from, k, "--from") or 1
  local to = opts.to and cli.peg(opts.to, k, "--to") or (from == k and 1 or k)
  if from == to then cli.fail("source and target pegs are the same") end
  if opts.method and k > 3 then cli.fail("option '--method' needs 3 pegs") end
  if opts.method and not known_method(opts.method) then
    cli.fail("unknown method '" .. opts.method .. "'")
  end
  local write = cli.write
  if opts.count then
    write(tostring(cli.call(nil, hanoi.count, n, k)), "\n")
    return 0
  end
  local moves = cli.call(nil, hanoi.moves, n, { pegs = k, from = from, to = to,
                                               method = opts.method })
  if opts.text then
    local i = 0
    for disk, a, b in moves do
      i = i + 1
      write(i, ": disk ", disk, " from ", cli.peg_name(a), " to ", cli.peg_name(b), "\n")
    end
  else
    local s = hanoi.new(n, k, from)
    local frame = { rods = false, labels = false, base = 0 }
    write(render.ascii(s, frame), "\n")
    for _, a, b in moves do
      s:move(a, b)
      frame.base = s.moves
      write("\n", render.ascii(s, frame), "\n")
    end
  end
  return 0
end

local function table_cmd(args, cli)
  local opts, pos = cli.parse(args, { pegs = "string", disks = "string" })
  if #pos > 0 then cli.fail("unexpected argument '" .. pos[1] .. "'") end
  local k1, k2 = cli.range(opts.pegs or "3..8", "option '--pegs'", MINK, MAXK)
  local n1, n2 = cli.range(opts.disks or "6..10", "option '--disks'", 1, MAXN)
  -- right-aligned columns: the widest entry of each, the last row's
  local width = { max(3, #tostring(k2)) }
  for n = n1, n2 do
    width[#width + 1] = max(#tostring(n), #tostring(hanoi.count(n, k1)))
  end
  local function line(cells)
    for i, c in ipairs(cells) do cells[i] = rep(" ", width[i] - #c) .. c end
    cli.write(concat(cells, " "), "\n")
  end
  local head = { "k\\n" }
  for n = n1, n2 do head[#head + 1] = tostring(n) end
  line(head)
  for k = k1, k2 do
    local row = { tostring(k) }
    for n = n1, n2 do row[#row + 1] = tostring(hanoi.count(n, k)) end
    line(row)
  end
end

return {
  {
    name = false, topic = "solve",
    usage = "N [K] [--text | --count] [--from P] [--to P] [--method NAME]",
    help = [[
Solves N disks (1..64) on K pegs (3..32, default 3): on 3 pegs the classic
2^N - 1 moves, on more pegs Frame-Stewart's solution (shortest: proved for 4
pegs, conjectured for more). Prints every position as an ASCII frame, the
pegs side by side, each disk d a bar of 2d - 1 '=' and the move number at
the start of the line under it.
  --text         one line per move instead: '1: disk 1 from A to B'
  --count        only the number of moves (N up to 100000)
  --from P       the peg the tower starts on (A..Z in either case, or a
                 number; default A)
  --to P         the peg it goes to (default the last peg, A when starting there)
  --method NAME  a 3-peg algorithm for the same moves: one of
                 ]] .. table_concat(hanoi.methods, ", ", 1, 4) .. ",\n"
      .. "                 " .. table_concat(hanoi.methods, ", ", 5) .. "\n"
      .. "Example: hanoi 4 4",
    run = solve,
  },
  {
    name = "table",
    usage = "table [--pegs LO..HI] [--disks LO..HI]",
    help = [[
Frame-Stewart's numbers of moves, a row per number of pegs and a column per
number of disks (--pegs 3..8 --disks 6..10 by default): the shortest
solutions on 3 and 4 pegs, conjectured shortest on more (see 'hanoi sequence'
for numbers found by search). A range is 'lo..hi' or a single number; pegs
3..32, disks 1..64.]],
    run = table_cmd,
  },
}
