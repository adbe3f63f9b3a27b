--- The `hanoi sequence` command: the fewest moves that take a tower of n
-- disks from one peg to another, for each n of a range, under a rule set.
-- Every number printed is exact:
--  * classic rules on 3 pegs: 2^n - 1 (`hanoi.count`);
--  * classic rules on 4 pegs: Frame-Stewart's numbers (`hanoi.count`),
--    proved shortest by Bousch (2014);
--  * classic rules on 5 or more pegs: a search (`hanoi.distance`), since
--    Frame-Stewart's numbers are only conjectured shortest there;
--  * other rules (cyclic, linear, star, or allowed moves like
--    1-2,2-3,3-1): a breadth-first search (`hanoi.distance`, which
--    follows the known recursions for a tower to a tower under the
--    linear and cyclic rules);
--  * with move costs (`--cost`): the least cost (`hanoi.distance`).
-- A number that cannot be found exactly ends the sequence with an error.
-- @module hanoi.cli.sequence

local hanoi = require "hanoi"

local pcall, tostring, format = pcall, tostring, string.format

_ENV = nil -- no globals past this point

-- the fewest moves (or, with costs, the least cost) for n disks; nil
-- when no exact answer was found within the budget
local function value(cli, n, k, from, to, rules, cost, max_states, classic)
  if classic and not cost and k <= 4 then return hanoi.count(n, k), true end
  local update, finish = cli.progress_bar()
  local ok, len = pcall(hanoi.distance, hanoi.new(n, k, from), to,
    { rules = rules, cost = cost, max_states = max_states, progress = update })
  local exact = ok
  finish()
  if not ok then
    if not cli.is_budget(len) then cli.raise(format("n = %d", n), len) end
    exact = false
  end
  if len == nil then cli.die(format("n = %d: the goal cannot be reached", n)) end
  return len, exact
end

local function sequence(args, cli)
  local opts, pos = cli.parse(args, { pegs = "integer", csv = "flag", json = "flag",
    from = "string", to = "string", ["max-states"] = "integer", cost = "string" })
  if #pos < 2 then cli.fail("a rule set and a range are needed, like 'hanoi sequence cyclic 1..8'") end
  if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
  if opts.csv and opts.json then cli.fail("options '--csv' and '--json' exclude each other") end
  local k = opts.pegs and cli.integer(opts.pegs, "option '--pegs'", 3, 32) or 3
  local rules = cli.rules(pos[1], "RULES")
  cli.check_rules(rules, k, "RULES")
  local cost = cli.cost(opts.cost, k)
  local classic = rules == "classic"
  local n1, n2 = cli.range(pos[2], "the range", 1, classic and not cost and k <= 4 and 100000 or 64)
  local from = opts.from and cli.peg(opts.from, k, "--from") or 1
  local to = opts.to and cli.peg(opts.to, k, "--to") or (from == k and 1 or k)
  if from == to then cli.fail("--from and --to are the same peg") end
  local max_states = opts["max-states"]
  if max_states and max_states < 1 then cli.fail("option '--max-states' must be a positive integer") end
  local write, values = cli.write, {}
  if opts.csv then write(cost and "n,cost\n" or "n,moves\n") end
  for n = n1, n2 do
    local moves, exact = value(cli, n, k, from, to, rules, cost, max_states, classic)
    if not exact then
      cli.die(format("n = %d: no exact answer within the search's budget%s; try a larger "
        .. "--max-states", n, classic and not cost and format(" (Frame-Stewart's conjecture: %s)",
        tostring(hanoi.count(n, k))) or ""))
    end
    if opts.json then values[#values + 1] = cli.json_number(moves)
    else write(format(opts.csv and "%d,%s\n" or "%d %s\n", n, tostring(moves))) end
  end
  if opts.json then
    cli.write_json({ command = "sequence", rules = cli.json_rules(pos[1]), k = k, from = from,
      to = to, cost = cost, max_states = max_states, n_min = n1, n_max = n2,
      measure = cost and "cost" or "moves", values = values },
      { "command", "rules", "k", "from", "to", "cost", "max_states", "n_min", "n_max", "measure",
        "values" })
  end
  return 0
end

return {
  { name = "sequence", run = sequence,
    usage = "sequence RULES N1..N2 [--pegs K] [--from P] [--to P] [--cost M] [--csv | --json]\n"
      .. "    [--max-states M]",
    help = [[
the fewest moves that take a tower of n disks from peg P (A) to peg P (the
last) for n = N1..N2, one 'n moves' line each, or CSV with --csv.
RULES: {RULES+}, or the allowed moves, like 1-2,2-3,3-1, on K pegs (3).
Every number is exact: 2^n - 1 and Frame-Stewart's numbers on 3 and 4 pegs
(proved shortest), a
search of at most M positions (8388608) for classic rules on more pegs and for
the other rules (a sixteenth of a position each where it searches all K^n of
them; the linear and cyclic rules on 3 pegs need no search); where no exact
answer is found, the sequence stops with an error. --cost M: the least cost
instead, M the cost of each move as K rows of K entries (0,1,2/1,0,1/2,1,0:
row i, entry j for a move from peg i to peg j; 0 on the diagonal). --json:
one JSON object with the options and the values, n = N1 first.
Example: hanoi sequence cyclic 1..10 --to B]] },
}
