--- The `hanoi hint` and `hanoi distance` commands: the next move of a
-- shortest solution from any position, and the length of one, on any
-- number of pegs (`State:hint` and `hanoi.distance`, classic rules).
-- See `hanoi.cli` for the protocol.
-- @module hanoi.cli.hint

local hanoi = require "hanoi"
local json = require "hanoi.json"
local peg = require "hanoi.pegs"

local pcall, pairs, type, tostring, tointeger = pcall, pairs, type, tostring, math.tointeger
local format = string.format

_ENV = nil -- no globals past this point

-- runs f(a, b, options) with a progress bar, cleared however the search
-- ends; returns pcall's results
local function searching(cli, f, a, b, opts, k)
  local update, finish = cli.progress_bar()
  local ok, r1, r2, r3, r4, r5, r6 = pcall(f, a, b, cli.search_options(opts, k, update))
  finish()
  return ok, r1, r2, r3, r4, r5, r6
end

-- the goal in words
local function goal_text(cli, goal)
  if tointeger(goal) then return "the tower on " .. peg.name(goal) end
  return "the position " .. cli.label(goal)
end

local BUDGET = "; try a larger --max-states"

local SEARCH = { pegs = "integer", ["max-states"] = "integer", rules = "string", cost = "string" }

local function with(t, extra)
  local r = {}
  for key, v in pairs(t) do r[key] = v end
  for key, v in pairs(extra) do r[key] = v end
  return r
end

-- the options of a search command and its two ends: the position (its
-- first argument) and the goal (`--to`, or with `most` 2 its second
-- argument; the last peg by default), and the number of pegs; `meant`
-- and `flag` name the command a mistaken call meant (`cli.meant`)
local function search_ends(args, cli, name, options, most, meant, flag)
  local opts, pos = cli.parse(args, with(SEARCH, options))
  if #pos < 1 then cli.fail("a position is needed, like 'hanoi " .. name .. " BAC'") end
  if #pos > most then cli.fail("unexpected argument '" .. pos[most + 1] .. "'") end
  local to = most > 1 and pos[2] or opts.to
  local pegs = opts.pegs and cli.integer(opts.pegs, "option '--pegs'", 3, 32)
  local s, goal, k = cli.endpoints(pos[1], to, pegs, cli.meant(pos[1], to, meant, flag))
  return opts, s, goal or k, k
end

local function hint(args, cli)
  local opts, s, goal, k = search_ends(args, cli, "hint", { to = "string" }, 1, "the solution",
    "--text")
  -- one search: the move and the distances before and after it (with
  -- --cost, the costs: after the move, less its cost)
  local ok, disk, from, to, exact, before, after = searching(cli, s.hint, s, goal, opts, k)
  if not ok then cli.raise("hint", disk) end
  local write = cli.write
  if disk == nil then
    local there
    if type(goal) == "number" then there = s:is_tower(goal)
    else there = cli.label(s) == cli.label(goal) end
    if not there then
      cli.die(format("%s cannot be reached from %s under these rules", goal_text(cli, goal),
        cli.label(s)))
    end
    write(format("no move: %s is the goal already, distance 0\n", goal_text(cli, goal)))
    return 0
  end
  write(format("move: disk %d from %s to %s\n", disk, peg.name(from), peg.name(to)))
  if exact then
    write(format("distance: %s before, %s after\n", tostring(before), tostring(after)))
    write(format("exact: yes, the move is on a %s path\n", opts.cost and "cheapest" or "shortest"))
  else
    write("distance: not known (the search's budget ran out)\n")
    write("exact: no, the move follows the best plan found, not proven shortest" .. BUDGET .. "\n")
  end
  return 0
end

local function distance(args, cli)
  local opts, s, goal, k = search_ends(args, cli, "distance", { json = "flag" }, 2,
    "the number of moves", "--count")
  local ok, d, why = searching(cli, hanoi.distance, s, goal, opts, k)
  if not ok then
    if cli.is_budget(d) then
      cli.die("no shortest path found within the search's budget" .. BUDGET)
    end
    cli.raise(nil, d)
  end
  if d == nil and not opts.json then cli.die(why or "the goal cannot be reached") end
  local moves = opts.cost and d ~= nil and why or nil   -- with costs: the cost, then the moves
  if opts.json then
    cli.write_json({ command = "distance", n = s.n, k = k, rules = cli.json_rules(opts.rules),
      cost = cli.cost(opts.cost, k), max_states = opts["max-states"], from = cli.label(s),
      to = cli.goal_label(goal, s.n, k), distance = d == nil and json.null or cli.json_number(d),
      moves = moves and cli.json_number(moves) },
      { "command", "n", "k", "rules", "cost", "from", "to", "max_states", "distance", "moves" })
    return 0
  end
  if moves then cli.write(("%s (cost), %s moves\n"):format(tostring(d), tostring(moves)))
  else cli.write(tostring(d), "\n") end
  return 0
end

local POSITIONS = [[
A position is a label, one peg per disk, smallest first: BAC is disk 1 on
B, disk 2 on A, disk 3 on C (letters A..Z in either case, then a..f
past 26 pegs; or numbers and commas, 2,1,3). The pegs are K, or as many as the labels name (at least 3).
A move names its pegs as labels do: A..Z, then a..f for pegs 27..32.
]]

local RULES = [[
R: {RULES}, or the allowed moves, like
1-2,2-3,3-1. --cost M: cheapest instead of shortest, M the cost of each move
as K rows of K entries, like 0,1,2/1,0,1/2,1,0 (row i, entry j: from peg i to
peg j; 0 on the diagonal).
]]

return {
  { name = "hint", run = hint,
    usage = "hint LABEL [--to PEG|LABEL] [--rules R] [--cost M] [--pegs K] [--max-states N]",
    help = [[
the next move of a shortest solution from the position LABEL to the tower
on PEG (default the last peg) or the position LABEL, the distance before and
after it, and whether it is exact. On 3 pegs exact at once; on more pegs a
search of at most N positions (8388608 by default), with a progress bar on
a terminal; when the budget runs out, the move of the best plan found, said so.
]]
      .. POSITIONS .. RULES
      .. "Example: hanoi hint BACD --to A" },
  { name = "distance", run = distance,
    usage = "distance FROM [TO] [--rules R] [--cost M] [--pegs K] [--max-states N] [--json]",
    help = [[
the number of moves of a shortest solution from the position FROM to TO (a
peg: the whole tower there, default the last peg; or a position). Exact, or
an error when a search of at most N positions (8388608 by default) cannot
prove it, or when TO cannot be reached. --json: one JSON object with the
options and the distance (null when TO cannot be reached).
]] .. POSITIONS .. RULES
      .. "Example: hanoi distance ABCD DDDD" },
}
