--- The `hanoi path` command: a shortest path between two positions under
-- any rule set (`hanoi.search`), move by move.
-- See `hanoi.cli` for the protocol.
-- @module hanoi.cli.path

local hanoi = require "hanoi"

local pcall, tostring, format = pcall, tostring, string.format

_ENV = nil -- no globals past this point

local function path(args, cli)
  local opts, pos = cli.parse(args, { rules = "string", pegs = "integer",
    ["max-states"] = "integer", cost = "string" })
  if #pos ~= 2 then cli.fail("two positions expected, like 'hanoi path AAA CCC'") end
  local k = opts.pegs and cli.integer(opts.pegs, "option '--pegs'", 3, 32)
  cli.bare_number(pos[1], cli.meant(pos[1], pos[2], "the solution", "--text"))
  cli.bare_number(pos[2])
  local a, b = cli.label_pegs(pos[1], "FROM"), cli.label_pegs(pos[2], "TO")
  if #a ~= #b then cli.fail("the positions name different numbers of disks") end
  if not k then
    k = cli.pegs_needed(a)
    if cli.pegs_needed(b) > k then k = cli.pegs_needed(b) end
    cli.check_inferred(k, { pos[1], pos[2] }, { a, b })
  end
  local from, to = cli.position(pos[1], k, "FROM"), cli.position(pos[2], k, "TO")
  local update, finish = cli.progress_bar()
  local o = cli.search_options(opts, k, update)
  o.from, o.to = from, to
  local ok, len, it, exact = pcall(hanoi.search, o)
  finish()
  if not ok then cli.raise(nil, len) end
  if len == nil then cli.die(it) end
  local write, s, i, cost = cli.write, from:copy(), 0, 0
  for disk, f, t in it do
    i = i + 1
    s:move(f, t)
    if o.cost then cost = cost + o.cost[f][t] end
    write(format("%d: disk %d from %s to %s  %s\n", i, disk, cli.peg_name(f),
      cli.peg_name(t), cli.label(s)))
  end
  if o.cost then
    write(format("%d moves, cost %d%s\n", i, cost, exact and ""
      or " (not proven cheapest: the search's budget ran out; try a larger --max-states)"))
    return 0
  end
  write(format("%s moves%s\n", tostring(len), exact and ""
    or " (not proven shortest: the search's budget ran out; try a larger --max-states)"))
  return 0
end

return {
  { name = "path", run = path,
    usage = "path FROM TO [--rules R] [--cost M] [--pegs K] [--max-states N]",
    help = [[
a shortest path between two positions, move by move: 'hanoi path AAA CCC'.
A position is a label, one peg per disk, smallest first (letters A..Z in
either case, then a..f past 26 pegs; or numbers and commas, 2,1,3); the pegs are K, or as many
as the labels name (at least 3).
R: {RULES}, or the allowed moves, like
1-2,2-3,3-1. On more than 3 pegs under the classic rules, a search of at
most N positions (8388608 by default): when
it runs out, the best plan found, said so. --cost M: a cheapest path, M the
cost of each move as rows of K entries, like 0,1,2/1,0,1/2,1,0 (row i, entry
j: from peg i to peg j; 0 on the diagonal); the last line gives its cost.]],
  },
}
