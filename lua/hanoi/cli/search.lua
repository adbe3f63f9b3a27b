--- The `hanoi bfs` and `hanoi graph` commands: breadth-first search of a
-- whole state space (the layer table and the eccentricity of the start)
-- and the state graph, under any rule set.
-- See `hanoi.cli` for the protocol.
-- @module hanoi.cli.search

local hanoi = require "hanoi"
local render = require "hanoi.render"
local json = require "hanoi.json"
local text = require "hanoi.text"

local ipairs, pcall, tostring, max = ipairs, pcall, tostring, math.max
local rep = string.rep
local stderr, printable, echo = io.stderr, text.printable, text.echo

local MAXN, MINK, MAXK = 64, 3, 32

_ENV = nil -- no globals past this point

local function bfs(args, cli)
  local opts, pos = cli.parse(args, { rules = "string", from = "string",
    ["max-memory"] = "integer", threads = "integer", csv = "flag", reverse = "flag",
    ["no-symmetry"] = "flag", dir = "string", json = "flag" })
  if #pos < 1 then cli.fail("number of disks missing") end
  if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
  if opts.csv and opts.json then cli.fail("options '--csv' and '--json' exclude each other") end
  local n = cli.integer(pos[1], "number of disks", 1, MAXN)
  local k = pos[2] and cli.integer(pos[2], "number of pegs", MINK, MAXK) or 3
  local from
  if opts.from then
    from = cli.position(opts.from, k, "option '--from'")
    if from.n ~= n then cli.fail(("option '--from': '%s' must have %d disks"):format(opts.from, n)) end
  end
  local update, finish = cli.progress_bar()
  local function progress(reached, states, layer, resumed)
    if resumed then          -- with --dir: the search goes on from its files
      finish()
      stderr:write("hanoi: ", printable(("going on from layer %d (the search in '%s')")
        :format(layer, echo(opts.dir))), "\n")
    end
    update(reached, states, layer)
  end
  local ok, r = pcall(hanoi.bfs, { n = n, k = k, from = from, rules = cli.rules(opts.rules),
    max_memory = opts["max-memory"], threads = opts.threads, progress = progress,
    reverse = opts.reverse or nil, symmetry = not opts["no-symmetry"], dir = opts.dir })
  finish()
  if not ok then cli.raise(nil, r) end
  if opts.json then
    local layers = r.layers
    cli.write_json({ command = "bfs", n = n, k = k, rules = cli.json_rules(opts.rules),
      from = from and cli.label(from) or rep("A", n), reverse = opts.reverse or false,
      symmetry = not opts["no-symmetry"], method = r.method,
      layers = json.array(#layers, function(i) return cli.json_number(layers[i]) end),
      eccentricity = r.eccentricity, farthest = cli.json_number(r.farthest),
      reached = cli.json_number(r.reached), states = cli.json_number(r.states) },
      { "command", "n", "k", "rules", "from", "reverse", "symmetry", "method", "eccentricity",
        "farthest", "reached", "states", "layers" })
    return 0
  end
  local write = cli.write
  if opts.csv then
    write("distance,states\n")
    for d, c in ipairs(r.layers) do write(("%d,%s\n"):format(d - 1, tostring(c))) end
    return 0
  end
  local w = max(8, #tostring(r.reached))
  write(("%d disks, %d pegs, %s rules, %s %s\n"):format(n, k, r.rules,
    opts.reverse and "to" or "from", from and cli.label(from) or rep("A", n)))
  write(("%8s  %" .. w .. "s\n"):format("distance", "states"))
  for d, c in ipairs(r.layers) do
    write(("%8d  %" .. w .. "s\n"):format(d - 1, tostring(c)))
  end
  write(("eccentricity %d (%s state%s at that distance); %s of %s states reached\n")
    :format(r.eccentricity, tostring(r.farthest), r.farthest == 1 and "" or "s",
            tostring(r.reached), tostring(r.states)))
  return 0
end

-- One command for the state graph: a drawing (render.graph_svg) by
-- default, Graphviz DOT with --dot, one edge per line with --edges.
local function graph(args, cli)
  local opts, pos = cli.parse(args, { rules = "string", edges = "flag", dot = "flag",
                                      width = "integer" })
  if #pos < 1 then cli.fail("number of disks missing") end
  if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
  local n = cli.integer(pos[1], "number of disks", 1, MAXN)
  local k = pos[2] and cli.integer(pos[2], "number of pegs", MINK, MAXK) or 3
  if opts.dot and opts.edges then cli.fail("options '--dot' and '--edges' exclude each other") end
  if not (opts.dot or opts.edges) then
    if opts.rules then cli.fail("option '--rules' needs '--dot' or '--edges'") end
    if k ^ n > 2187 then
      cli.fail(("the graph of %d disks on %d pegs is too large to draw (at most 2187 positions)")
        :format(n, k))
    end
    if opts.width and opts.width < 100 then cli.fail("--width must be at least 100") end
    cli.write(render.graph_svg(n, k, { width = opts.width }))
    return 0
  end
  if opts.width then cli.fail("option '--width' is for the drawing, not '--dot' or '--edges'") end
  local ok, g = pcall(hanoi.graph, n, k, cli.rules(opts.rules))
  if not ok then cli.raise(nil, g) end
  cli.write(opts.edges and g:edgelist() or g:dot())
  return 0
end

return {
  { name = "graph", usage = "graph N [K] [--width W | --dot | --edges] [--rules R] > graph.svg",
    help = [[
the state graph of N disks on K pegs (positions AAA..CCC joined by moves): an SVG
drawing (a Sierpinski triangle for 3 pegs, at most 2187 positions) with a
shortest solution in red; with --dot Graphviz DOT (try 'hanoi graph 3 --dot |
neato -Tsvg'), with --edges one edge per line; --rules R as for bfs]],
    run = graph },
  { name = "bfs", usage = "bfs N [K] [--rules R] [--from LABEL] [--reverse] [--csv | --json] [--no-symmetry]\n"
      .. "    [--max-memory BYTES] [--threads T] [--dir PATH]",
    help = [[
breadth-first search of all K^N positions (K = 3 by default) from the tower on A
(or LABEL): how many positions lie at each distance, the eccentricity and the
number of positions that far (with --csv: the layers as CSV). --reverse follows
the moves backwards: distances to LABEL under one-way rules. A progress bar
shows on stderr after a second.
R: {RULES}, or the allowed moves, like
1-2,2-3,3-1. --dir PATH keeps the table on disk in PATH, a part of
--max-memory at a time (classic rules, 4 pegs or more): after Ctrl-C, the
same command goes on from its files. --json: one JSON object with the options,
the layers (distance 0 first), the eccentricity and the counts]],
    run = bfs },
}
