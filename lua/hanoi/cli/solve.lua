--- The `hanoi N [K]` and `hanoi table` commands: the optimal solution as
-- ASCII frames (seed 002's visualizer) or as text, its length, and the
-- table of minimal moves on k pegs. Everything streams: one frame or one
-- line at a time, so `hanoi 30 | head` ends at once.
-- @module hanoi.cli.solve

local hanoi = require "hanoi"
local render = require "hanoi.render"

local ipairs, pcall, tostring, tointeger, tonumber, max =
  ipairs, pcall, tostring, math.tointeger, tonumber, math.max
local concat, rep = table.concat, string.rep

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"
local MAXN, MINK, MAXK = 64, 3, 32

_ENV = nil -- no globals past this point

-- A peg given as a letter (as the pictures name them) or a number.
local function peg(cli, s, k, what)
  local p = tointeger(tonumber(s))
  if not p and #s == 1 then p = LETTERS:find(s, 1, true) end
  if not p or p < 1 or p > k then
    cli.fail(("%s peg must be %s..%s or 1..%d, got '%s'")
      :format(what, "A", LETTERS:sub(k, k), k, s))
  end
  return p
end

-- The message inside "bad argument #i to 'f' (...)" of a core error.
local function reason(err)
  err = tostring(err)
  return err:match("%((.*)%)$") or err
end

local function solve(args, cli)
  local opts, pos = cli.parse(args, { text = "flag", count = "flag",
    from = "string", to = "string", method = "string" })
  if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
  if opts.text and opts.count then
    cli.fail("options '--text' and '--count' exclude each other")
  end
  local n = cli.integer(pos[1], "number of disks", 1, MAXN)
  local k = pos[2] and cli.integer(pos[2], "number of pegs", MINK, MAXK) or 3
  local from = opts.from and peg(cli, opts.from, k, "source") or 1
  local to = opts.to and peg(cli, opts.to, k, "target") or (from == k and 1 or k)
  if from == to then cli.fail("source and target pegs are the same") end
  if opts.method and k > 3 then cli.fail("option '--method' needs 3 pegs") end
  local ok, moves = pcall(hanoi.moves, n, { pegs = k, from = from, to = to,
                                            method = opts.method })
  if not ok then cli.fail(reason(moves)) end
  local write = cli.write
  if opts.count then
    write(tostring(hanoi.count(n, k)), "\n")
  elseif opts.text then
    local i = 0
    for disk, a, b in moves do
      i = i + 1
      write(i, ": disk ", disk, " from ", LETTERS:sub(a, a), " to ",
            LETTERS:sub(b, b), "\n")
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
end

-- "3..8" or "5" -> lo, hi within lo_ok..hi_ok
local function range(cli, s, what, lo_ok, hi_ok)
  local a, b = s:match("^(%d+)%.%.(%d+)$")
  if not a then a = s:match("^%d+$"); b = a end
  a, b = tointeger(tonumber(a)), tointeger(tonumber(b))
  if not a or a < lo_ok or b > hi_ok or a > b then
    cli.fail(("option '--%s' needs LO..HI or one number within %d..%d, got '%s'")
      :format(what, lo_ok, hi_ok, s))
  end
  return a, b
end

local function table_cmd(args, cli)
  local opts, pos = cli.parse(args, { pegs = "string", disks = "string" })
  if #pos > 0 then cli.fail("unexpected argument '" .. pos[1] .. "'") end
  local k1, k2 = range(cli, opts.pegs or "3..8", "pegs", MINK, MAXK)
  local n1, n2 = range(cli, opts.disks or "6..10", "disks", 1, MAXN)
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
    name = false,
    usage = "N [K] [--text | --count] [--from P] [--to P] [--method NAME]",
    help = "Solves N disks (1..64) on K pegs (3..32, default 3) optimally: on 3 pegs\n"
      .. "the classic 2^N - 1 moves, on more pegs the Frame-Stewart solution (seed 002).\n"
      .. "Prints every position as an ASCII frame, the pegs side by side, each disk d a\n"
      .. "bar of 2d - 1 '=' and the move number at the start of the line under it.\n"
      .. "  --text         one line per move instead: '1: disk 1 from A to B'\n"
      .. "  --count        only the number of moves\n"
      .. "  --from P       the peg the tower starts on (a letter A.. or a number; default A)\n"
      .. "  --to P         the peg it goes to (default the last peg, A when starting there)\n"
      .. "  --method NAME  a 3-peg algorithm for the same moves (see the hanoi module)\n"
      .. "Example: hanoi 4 4",
    run = solve,
  },
  {
    name = "table",
    usage = "table [--pegs LO..HI] [--disks LO..HI]",
    help = "The minimal number of moves, a row per number of pegs and a column per\n"
      .. "number of disks (seed 002's table: --pegs 3..8 --disks 6..10, the default).\n"
      .. "A range is 'lo..hi' or a single number; pegs 3..32, disks 1..64.",
    run = table_cmd,
  },
}
