--- The `hanoi hint` and `hanoi distance` commands: the next move of a
-- shortest solution from any position, and the length of one, on any
-- number of pegs (`State:hint` and `hanoi.distance`, classic rules).
-- See `hanoi.cli` for the protocol.
-- @module hanoi.cli.hint

local hanoi = require "hanoi"

local pcall, tostring, tonumber, tointeger = pcall, tostring, tonumber, math.tointeger
local format = string.format

_ENV = nil -- no globals past this point

-- FROM [TO] [--pegs K] -> the start state and the goal (a state or a peg),
-- on the pegs given or as many as FROM and TO name (at least 3). TO is a
-- peg when it is a number or one letter, else a position.
local function endpoints(cli, from, to, pegs)
  local a = cli.label_pegs(from, "FROM")
  local need, peg_to = cli.pegs_needed(a), false
  if to ~= nil then
    peg_to = to:match("^%d+$") or to:match("^%a$")
    local p = peg_to and cli.peg(to, 32, "TO")
    if p and p > need then need = p end
    if not peg_to then
      local b = cli.label_pegs(to, "TO")
      if #b ~= #a then
        cli.fail(format("FROM and TO name different numbers of disks (%d and %d)", #a, #b))
      end
      local nb = cli.pegs_needed(b)
      if nb > need then need = nb end
    end
  end
  local k = pegs or need
  local s = cli.position(from, k, "FROM")
  if to == nil then return s, k end
  if peg_to then return s, cli.peg(to, k, "TO") end
  return s, cli.position(to, k, "TO")
end

-- a positive decimal integer (a number or a string of digits) minus one
local function minus_one(d)
  if tointeger(d) and tointeger(d) > 0 then return tostring(tointeger(d) - 1) end
  local s = tostring(d)
  local i = #s
  while s:sub(i, i) == "0" do i = i - 1 end
  local out = s:sub(1, i - 1) .. tostring(tonumber(s:sub(i, i)) - 1) .. ("9"):rep(#s - i)
  return (out:gsub("^0+(%d)", "%1"))
end

-- the search options of --max-states, with a progress bar
local function search_opts(cli, opts, update)
  local o = { progress = update }
  if opts["max-states"] then
    if opts["max-states"] < 1 then cli.fail("option '--max-states' must be a positive integer") end
    o.max_states = opts["max-states"]
  end
  return o
end

-- runs f(a, b, options) with a progress bar, cleared however the search
-- ends; returns pcall's results
local function searching(cli, f, a, b, opts)
  local update, finish = cli.progress_bar()
  local ok, r1, r2, r3, r4 = pcall(f, a, b, search_opts(cli, opts, update))
  finish()
  return ok, r1, r2, r3, r4
end

-- the goal in words
local function goal_text(cli, goal, k)
  if tointeger(goal) then return "the tower on " .. cli.peg_name(goal, k) end
  return "the position " .. cli.label(goal)
end

local BUDGET = "; try a larger --max-states"

local function hint(args, cli)
  local opts, pos = cli.parse(args, { to = "string", pegs = "integer", ["max-states"] = "integer" })
  if #pos < 1 then cli.fail("a position is needed, like 'hanoi hint BAC'") end
  if #pos > 1 then cli.fail("unexpected argument '" .. pos[2] .. "'") end
  local pegs = opts.pegs and cli.integer(opts.pegs, "option '--pegs'", 3, 32)
  local s, goal = endpoints(cli, pos[1], opts.to, pegs)
  local k = s.k
  local ok, disk, from, to, exact = searching(cli, s.hint, s, goal, opts)
  if not ok then cli.raise("hint", disk) end
  local write = cli.write
  if disk == nil then
    write(format("no move: %s is the goal already, distance 0\n", goal_text(cli, goal, k)))
    return 0
  end
  write(format("move: disk %d from %s to %s\n", disk, cli.peg_name(from, k), cli.peg_name(to, k)))
  if exact then
    local found, d = searching(cli, hanoi.distance, s, goal, opts)
    if not found then cli.raise("distance", d) end
    write(format("distance: %s before, %s after\n", tostring(d), minus_one(d)))
    write("exact: yes, the move is on a shortest path\n")
  else
    write("distance: not known (the search's budget ran out)\n")
    write("exact: no, the move follows the best plan found, not proven shortest" .. BUDGET .. "\n")
  end
  return 0
end

local function distance(args, cli)
  local opts, pos = cli.parse(args, { pegs = "integer", ["max-states"] = "integer" })
  if #pos < 1 then cli.fail("a position is needed, like 'hanoi distance BAC'") end
  if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
  local pegs = opts.pegs and cli.integer(opts.pegs, "option '--pegs'", 3, 32)
  local s, goal = endpoints(cli, pos[1], pos[2], pegs)
  local ok, d = searching(cli, hanoi.distance, s, goal, opts)
  if not ok then
    if cli.is_budget(d) then
      cli.die("no shortest path found within the search's budget" .. BUDGET)
    end
    cli.raise(nil, d)
  end
  cli.write(tostring(d), "\n")
  return 0
end

local POSITIONS = "A position is a label, one peg per disk, smallest first: BAC is disk 1 on\n"
  .. "B, disk 2 on A, disk 3 on C (letters in either case; past 26 pegs numbers\n"
  .. "and commas, 2,1,3). The pegs are K, or as many as the labels name (at least 3).\n"

return {
  { name = "hint", run = hint,
    usage = "hint LABEL [--to PEG|LABEL] [--pegs K] [--max-states N]",
    help = "the next move of a shortest solution from the position LABEL to the tower\n"
      .. "on PEG (default the last peg) or the position LABEL, the distance before and\n"
      .. "after it, and whether it is exact. On 3 pegs exact at once; on more pegs a\n"
      .. "search of at most N positions (8388608 by default), with a progress bar on\n"
      .. "a terminal; when the budget runs out, the move of the best plan found, said so.\n"
      .. POSITIONS
      .. "Example: hanoi hint BACD --to A" },
  { name = "distance", run = distance,
    usage = "distance FROM [TO] [--pegs K] [--max-states N]",
    help = "the number of moves of a shortest solution from the position FROM to TO (a\n"
      .. "peg: the whole tower there, default the last peg; or a position), classic\n"
      .. "rules. Exact, or an error when a search of at most N positions (8388608 by\n"
      .. "default) cannot prove it.\n" .. POSITIONS
      .. "Example: hanoi distance ABCD DDDD" },
}
