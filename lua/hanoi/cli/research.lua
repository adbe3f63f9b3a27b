--- The `hanoi count`, `hanoi diameter` and `hanoi radius` commands: the
-- number of shortest solutions between two positions
-- (`hanoi.count_paths`), and the diameter and radius of the state graph
-- (`hanoi.diameter`, `hanoi.radius`), under any rule set given by its
-- allowed moves. See `hanoi.cli` for the protocol.
-- @module hanoi.cli.research

local hanoi = require "hanoi"
local json = require "hanoi.json"

local pcall, tostring, format = pcall, tostring, string.format
local huge = math.huge

local MAXN, MINK, MAXK = 64, 3, 32

_ENV = nil -- no globals past this point

local function count(args, cli)
  local opts, pos = cli.parse(args, { rules = "string", cost = "string", pegs = "integer",
    ["max-states"] = "integer", json = "flag" })
  if #pos ~= 2 then cli.fail("two positions expected, like 'hanoi count BAC CCC'") end
  local pegs = opts.pegs and cli.integer(opts.pegs, "option '--pegs'", MINK, MAXK)
  local s, goal, k = cli.endpoints(pos[1], pos[2], pegs,
    cli.meant(pos[1], pos[2], "the number of moves", "--count"))
  local update, finish = cli.progress_bar()
  local ok, c = pcall(hanoi.count_paths, s, goal, cli.search_options(opts, k, update))
  finish()
  if not ok then
    if cli.is_budget(c) then
      cli.die("the search's budget ran out before the goal; try a larger --max-states")
    end
    cli.raise(nil, c)
  end
  if opts.json then
    cli.write_json({ command = "count", n = s.n, k = k, rules = cli.json_rules(opts.rules),
      cost = cli.cost(opts.cost, k), max_states = opts["max-states"], from = cli.label(s),
      to = cli.goal_label(goal, s.n, k), count = cli.json_number(c) },
      { "command", "n", "k", "rules", "cost", "from", "to", "max_states", "count" })
    return 0
  end
  cli.write(tostring(c), "\n")
  return 0
end

-- runs hanoi.diameter or hanoi.radius with the options of the command
-- line; the options the library takes are checked by it, and one it does
-- not take is an error that names it (see cli.raise). The progress bar
-- is left out where the library takes no progress function.
local function measure(cli, f, o)
  local update, finish = cli.progress_bar()
  o.progress = update
  local ok, v = pcall(f, o)
  if not ok and cli.reason(v) == "unknown option 'progress'" then
    o.progress = nil
    ok, v = pcall(f, o)
  end
  finish()
  if not ok then cli.raise(nil, v) end
  return v
end

local function eccentricity(which)
  return function(args, cli)
    local opts, pos = cli.parse(args, { rules = "string", ["max-states"] = "integer",
      ["max-memory"] = "integer", json = "flag" })
    if #pos < 1 then cli.fail("number of disks missing") end
    if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
    local n = cli.integer(pos[1], "number of disks", 1, MAXN)
    local k = pos[2] and cli.integer(pos[2], "number of pegs", MINK, MAXK) or 3
    local max_states, max_memory = opts["max-states"], opts["max-memory"]
    if max_states and max_states < 1 then cli.fail("option '--max-states' must be a positive integer") end
    if max_memory and max_memory < 1 then cli.fail("option '--max-memory' must be a positive integer") end
    local v = measure(cli, hanoi[which], { n = n, k = k, rules = cli.rules(opts.rules),
      max_states = max_states, max_memory = max_memory })
    local finite = v ~= huge
    if opts.json then
      cli.write_json({ command = which, n = n, k = k, rules = cli.json_rules(opts.rules),
        max_states = max_states, max_memory = max_memory, finite = finite,
        [which] = finite and v or json.null },
        { "command", "n", "k", "rules", "max_states", "max_memory", which, "finite" })
      return 0
    end
    cli.write(finite and format("%d\n", v) or (which == "diameter"
      and "infinite (some position cannot reach another under these rules)\n"
      or "infinite (no position reaches every other under these rules)\n"))
    return 0
  end
end

local ECC_HELP = [[
R: {RULES}, or the allowed moves, like
1-2,2-3,3-1. One breadth-first search from each position up to relabelling of
the pegs (12 bytes a position, --max-memory BYTES, 4 GiB by default); --max-states
N bounds the positions searched. Under one-way rules the answer may be
'infinite'. --json: one JSON object with the options and the value (null when
infinite, with "finite": false).]]

return {
  { name = "count", run = count,
    usage = "count FROM TO [--rules R] [--cost M] [--pegs K] [--max-states N] [--json]",
    help = [[
the number of shortest solutions from the position FROM to TO (a peg: the
whole tower there; or a position), printed in full however large: 'hanoi
count AAAA DDDD --rules cyclic'. 0 when TO cannot be reached.
R: {RULES}, or the allowed moves, like
1-2,2-3,3-1. --cost M: the number of cheapest solutions, M the cost of each
move as K rows of K entries, like 0,1,2/1,0,1/2,1,0 (0 on the diagonal). A
search of at most N positions; past it, an error. --json: one JSON object with the options and
the count (a JSON number, every digit).]] },
  { name = "diameter", run = eccentricity("diameter"),
    usage = "diameter N [K] [--rules R] [--max-states N] [--max-memory BYTES] [--json]",
    help = "the diameter of the state graph of N disks on K pegs (3): the most moves a\n"
      .. "shortest solution between two positions needs. " .. ECC_HELP },
  { name = "radius", run = eccentricity("radius"),
    usage = "radius N [K] [--rules R] [--max-states N] [--max-memory BYTES] [--json]",
    help = "the radius of the state graph of N disks on K pegs (3): the least, over the\n"
      .. "positions, of the most moves from there to any other. " .. ECC_HELP },
}
