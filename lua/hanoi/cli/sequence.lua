--- The `hanoi sequence` command: the fewest moves that take a tower of n
-- disks from one peg to another, for each n of a range, under a rule set.
-- Every number printed is exact:
--  * classic rules on 3 pegs: 2^n - 1 (`hanoi.count`);
--  * classic rules on 4 pegs: Frame-Stewart's numbers (`hanoi.count`),
--    proved shortest by Bousch (2014);
--  * classic rules on 5 or more pegs: a search (`hanoi.distance`), since
--    Frame-Stewart's numbers are only conjectured shortest there;
--  * cyclic, linear and star rules: a breadth-first search (`hanoi.search`).
-- A number that cannot be found exactly ends the sequence with an error.
-- @module hanoi.cli.sequence

local hanoi = require "hanoi"

local pcall, tostring, format = pcall, tostring, string.format

_ENV = nil -- no globals past this point

local VARIANTS = { classic = true, cyclic = true, linear = true, star = true }

local function sequence(args, cli)
  local opts, pos = cli.parse(args, { pegs = "integer", csv = "flag", from = "string",
    to = "string", ["max-states"] = "integer" })
  if #pos < 2 then cli.fail("a rule set and a range are needed, like 'hanoi sequence cyclic 1..8'") end
  if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
  local variant = pos[1]:lower()
  if not VARIANTS[variant] then
    cli.fail(format("VARIANT must be classic, cyclic, linear or star, got '%s'", pos[1]))
  end
  local k = opts.pegs and cli.integer(opts.pegs, "option '--pegs'", 3, 32) or 3
  local classic = variant == "classic"
  local n1, n2 = cli.range(pos[2], "the range", 1, classic and k <= 4 and 100000 or 64)
  local from = opts.from and cli.peg(opts.from, k, "--from") or 1
  local to = opts.to and cli.peg(opts.to, k, "--to") or (from == k and 1 or k)
  if from == to then cli.fail("--from and --to are the same peg") end
  local max_states = opts["max-states"]
  if max_states and max_states < 1 then cli.fail("option '--max-states' must be a positive integer") end
  local write = cli.write
  if opts.csv then write("n,moves\n") end
  for n = n1, n2 do
    local moves
    if classic and k <= 4 then
      moves = hanoi.count(n, k)
    else
      local update, finish = cli.progress_bar()
      local ok, len, _, exact
      if classic then
        ok, len = pcall(hanoi.distance, hanoi.new(n, k, from), to,
          { max_states = max_states, progress = update })
        exact = ok
      else
        ok, len, _, exact = pcall(hanoi.search,
          { from = hanoi.new(n, k, from), to = to, rules = variant, max_states = max_states })
      end
      finish()
      if not ok then
        if not cli.is_budget(len) then cli.raise(format("n = %d", n), len) end
        exact = false
      end
      if len == nil then cli.die(format("n = %d: the goal cannot be reached", n)) end
      if not exact then
        cli.die(format("n = %d: no exact answer within the search's budget%s; try a larger "
          .. "--max-states", n, classic and format(" (Frame-Stewart's conjecture: %s)",
          tostring(hanoi.count(n, k))) or ""))
      end
      moves = len
    end
    write(format(opts.csv and "%d,%s\n" or "%d %s\n", n, tostring(moves)))
  end
  return 0
end

return {
  { name = "sequence", run = sequence,
    usage = "sequence VARIANT N1..N2 [--pegs K] [--from P] [--to P] [--csv] [--max-states M]",
    help = "the fewest moves that take a tower of n disks from peg P (A) to peg P (the\n"
      .. "last) for n = N1..N2, one 'n moves' line each, or CSV with --csv. VARIANT:\n"
      .. "classic, cyclic (moves only from a peg to the next, the last to the first),\n"
      .. "linear (only between neighbours) or star (only to or from peg A), on K pegs\n"
      .. "(3). Every number is exact: 2^n - 1 and Frame-Stewart's numbers on 3 and 4\n"
      .. "pegs (proved shortest), a search of at most M positions for classic rules\n"
      .. "on more pegs, a breadth-first search for the other rules (n up to what fits\n"
      .. "in memory); where no exact answer is found, the sequence stops with an error.\n"
      .. "Example: hanoi sequence cyclic 1..10 --to B" },
}
