--- The `hanoi bfs`, `hanoi path` and `hanoi graph` commands: breadth-first search of a
-- whole state space (the layer table and the eccentricity of the start)
-- and a shortest path between two positions, under any rule set.
-- @module hanoi.cli.search

local hanoi = require "hanoi"
local render = require "hanoi.render"
local shared_progress_bar = require("hanoi.cli").progress_bar

local io, os, ipairs, pcall, tostring, tonumber, tointeger, floor, max =
  io, os, ipairs, pcall, tostring, tonumber, math.tointeger, math.floor, math.max
local concat, rep = table.concat, string.rep

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"
local MAXN, MINK, MAXK = 64, 3, 32

_ENV = nil -- no globals past this point

-- The message inside "bad argument #i to 'f' (...)" of a core error.
local function reason(err)
  err = tostring(err):gsub("^[^:]*:%d+: ", "")
  return err:match("^bad argument #%d+ to '[^']*' %((.*)%)$") or err
end

-- A core error: bad arguments are usage errors (exit code 2), anything
-- else (not enough memory) ends with exit code 1.
local function failure(cli, err)
  local msg = reason(err)
  if msg ~= tostring(err):gsub("^[^:]*:%d+: ", "") then
    cli.fail((msg:gsub("^field '([%w_]+)'", function(f)
      return "option '--" .. f:gsub("_", "-") .. "'"
    end)))
  end
  io.stderr:write("hanoi: ", msg, "\n")
  return 1
end

-- "--rules": a name, or a digraph written "1-2,2-3,3-1"
local function rules(cli, s)
  if s == nil then return nil end
  if s:match("^%a+$") then return s end
  local list = {}
  for item in (s .. ","):gmatch("([^,]*),") do
    local f, t = item:match("^(%d+)%-(%d+)$")
    if not f then
      cli.fail("rules must be a name (classic, cyclic, linear, star) or pairs like 1-2,2-3, got '"
        .. s .. "'")
    end
    list[#list + 1] = { tointeger(tonumber(f)), tointeger(tonumber(t)) }
  end
  return list
end

-- a progress bar on stderr, shown once a search has run for a second
local progress_bar = shared_progress_bar

local function bfs(args, cli)
  local opts, pos = cli.parse(args, { rules = "string", from = "string",
    ["max-memory"] = "integer", threads = "integer", csv = "flag", reverse = "flag",
    ["no-symmetry"] = "flag" })
  if #pos < 1 then cli.fail("number of disks missing") end
  if #pos > 2 then cli.fail("unexpected argument '" .. pos[3] .. "'") end
  local n = cli.integer(pos[1], "number of disks", 1, MAXN)
  local k = pos[2] and cli.integer(pos[2], "number of pegs", MINK, MAXK) or 3
  local from
  if opts.from then
    local ok, s = pcall(hanoi.state, opts.from, k)
    if not ok then cli.fail("bad start: " .. reason(s)) end
    if s.n ~= n then cli.fail(("start '%s' must have %d disks"):format(opts.from, n)) end
    from = s
  end
  local update, finish = progress_bar()
  local ok, r = pcall(hanoi.bfs, { n = n, k = k, from = from, rules = rules(cli, opts.rules),
    max_memory = opts["max-memory"], threads = opts.threads, progress = update,
    reverse = opts.reverse or nil, symmetry = not opts["no-symmetry"] })
  finish()
  if not ok then return failure(cli, r) end
  local write = cli.write
  if opts.csv then
    write("distance,states\n")
    for d, c in ipairs(r.layers) do write(("%d,%s\n"):format(d - 1, tostring(c))) end
    return 0
  end
  local w = max(8, #tostring(r.reached))
  write(("%d disks, %d pegs, %s rules, %s %s\n"):format(n, k, r.rules,
    opts.reverse and "to" or "from", from and from:label() or rep("A", n)))
  write(("%8s  %" .. w .. "s\n"):format("distance", "states"))
  for d, c in ipairs(r.layers) do
    write(("%8d  %" .. w .. "s\n"):format(d - 1, tostring(c)))
  end
  write(("eccentricity %d (%s state%s at that distance); %s of %s states reached\n")
    :format(r.eccentricity, tostring(r.farthest), r.farthest == 1 and "" or "s",
            tostring(r.reached), tostring(r.states)))
  return 0
end

local function path(args, cli)
  local opts, pos = cli.parse(args, { rules = "string", pegs = "integer" })
  if #pos ~= 2 then cli.fail("two positions expected, like 'hanoi path AAA CCC'") end
  local k = opts.pegs or nil
  local states = {}
  for i = 1, 2 do
    local ok, s = pcall(hanoi.state, pos[i], k)
    if not ok then cli.fail(("bad position '%s': %s"):format(pos[i], reason(s))) end
    states[i] = s
  end
  k = max(states[1].k, states[2].k)
  for i = 1, 2 do states[i] = hanoi.state(pos[i], k) end
  if states[1].n ~= states[2].n then cli.fail("the positions have different numbers of disks") end
  local ok, len, it, exact = pcall(hanoi.search, { from = states[1], to = states[2],
    rules = rules(cli, opts.rules) })
  if not ok then return failure(cli, len) end
  if len == nil then
    io.stderr:write("hanoi: ", it, "\n")
    return 1
  end
  local write, s, i = cli.write, states[1]:copy(), 0
  for disk, a, b in it do
    i = i + 1
    s:move(a, b)
    write(("%d: disk %d from %s to %s  %s\n"):format(i, disk, LETTERS:sub(a, a),
      LETTERS:sub(b, b), s:label()))
  end
  write(("%s moves%s\n"):format(tostring(len), exact and "" or " (not optimal: space too large to search)"))
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
  local ok, g = pcall(hanoi.graph, n, k, rules(cli, opts.rules))
  if not ok then return failure(cli, g) end
  cli.write(opts.edges and g:edgelist() or g:dot())
  return 0
end

return {
  { name = "graph", usage = "graph N [K] [--width W | --dot | --edges] [--rules R] > graph.svg",
    help = "the state graph of N disks on K pegs (positions AAA..CCC joined by moves): an SVG\n"
      .. "drawing (a Sierpinski triangle for 3 pegs, at most 2187 positions) with a\n"
      .. "shortest solution in red; with --dot Graphviz DOT (try 'hanoi graph 3 --dot |\n"
      .. "neato -Tsvg'), with --edges one edge per line; --rules R as for bfs",
    run = graph },
  { name = "bfs", usage = "bfs N [K] [--rules R] [--from LABEL] [--reverse] [--csv] [--no-symmetry]\n"
      .. "    [--max-memory BYTES] [--threads T]",
    help = "breadth-first search of all K^N positions (K = 3 by default) from the tower on A\n"
      .. "(or LABEL): how many positions lie at each distance, the eccentricity and the\n"
      .. "number of positions that far (with --csv: the layers as CSV). --reverse follows\n"
      .. "the moves backwards: distances to LABEL under one-way rules. A progress bar\n"
      .. "shows on stderr after a second. R: classic, cyclic, linear, star, or allowed\n"
      .. "moves like 1-2,2-3,3-1",
    run = bfs },
  { name = "path", usage = "path FROM TO [--rules R] [--pegs K]",
    help = "a shortest path between two positions given as labels (one peg letter per\n"
      .. "disk, smallest first: 'hanoi path AAA CCC'), under rules R as for bfs",
    run = path },
}
