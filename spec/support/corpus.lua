--- The corpus of learners' functions in spec/teach/learners/, and the specs' own
-- way to judge them: each file is loaded in an environment of its own,
-- run with a `move` that records, and its moves judged on the plain
-- simulator of support.model. Nothing here uses hanoi.teach.
--
-- Each file starts with `-- expect: SLIP` (a slip of the catalogue;
-- `right`: right at every size; `none`: wrong, with no slip to name) and
-- may have `-- opts: {...}` (the options teach.check gets: k, names,
-- order).
-- @module support.corpus

local model = require "support.model"
local learners = require "support.learners"

local corpus = {}

corpus.DIR = "spec/teach/learners"

--- The files of the corpus, sorted: each {path, name, expect, opts}.
function corpus.files()
  local list = {}
  local p = assert(io.popen("ls " .. corpus.DIR .. "/*.lua"))
  for path in p:lines() do
    local f = assert(io.open(path))
    local text = f:read("a")
    f:close()
    local opts = text:match("%-%- opts: (%b{})")
    list[#list + 1] = {
      path = path, name = path:match("([^/]+)%.lua$"), text = text,
      expect = assert(text:match("%-%- expect: (%S+)"), path),
      opts = opts and assert(load("return " .. opts))() or {},
    }
  end
  p:close()
  return list
end

--- A fresh environment for a learner's file: the standard libraries, and
-- a print that keeps what it is given (in `env.printed`).
function corpus.env()
  local env = { printed = {} }
  for _, name in ipairs({ "assert", "error", "ipairs", "next", "pairs", "pcall", "select",
      "tonumber", "tostring", "type", "rawequal", "rawget", "rawset", "setmetatable",
      "getmetatable", "xpcall" }) do
    env[name] = _G[name]
  end
  for _, name in ipairs({ "string", "table", "math", "coroutine", "debug", "os", "io" }) do
    env[name] = _G[name]
  end
  env.print = function(...) env.printed[#env.printed + 1] = table.concat({ ... }, "\t") end
  env._G = env
  return env
end

--- Loads a file of the corpus afresh: its function (what it returns, or
-- its `solve`, `solve4` or `hanoi`) and its environment.
function corpus.load(file)
  local env = corpus.env()
  local chunk = assert(loadfile(file.path, "t", env))
  local ret = chunk()
  local fn = type(ret) == "function" and ret or env.solve or env.solve4 or env.hanoi
  return assert(fn, file.path), env
end

--- Loads a learner's text (a file of the corpus, changed) the same way.
function corpus.load_text(text, name)
  local env = corpus.env()
  local chunk = assert(load(text, "@" .. (name or "changed"), "t", env))
  local ret = chunk()
  local fn = type(ret) == "function" and ret or env.solve or env.solve4 or env.hanoi
  return assert(fn, name), env
end

--- A text with edits applied, the specs' own way: each edit `{line, old,
-- new}` replaces the whole of line `line`, which must read `old`. Nil and
-- a message when one does not match.
function corpus.apply(text, edits)
  local lines = {}
  for l in (text .. "\n"):gmatch("([^\n]*)\n") do lines[#lines + 1] = l end
  if lines[#lines] == "" then lines[#lines] = nil end
  for _, e in ipairs(edits) do
    if lines[e.line] ~= e.old then
      return nil, ("line %d reads %q, not %q"):format(e.line, tostring(lines[e.line]), e.old)
    end
    lines[e.line] = e.new
  end
  return table.concat(lines, "\n") .. "\n"
end

--- Whether a function is right at every size 1..hi, by the specs' own run.
function corpus.right_at_every_size(fn, k, names, order, hi)
  for n = 1, hi do
    if not corpus.run(fn, n, k, names, order).ok then return false, n end
  end
  return true
end

-- the optimal number of moves
local function optimal(n, k)
  if k == 3 then return (1 << n) - 1 end
  return learners.FS[n]
end
corpus.optimal = optimal

--- The specs' own limit of Lua instructions for a run with n disks: 300
-- million with 6 disks and more, halved for each disk fewer down to 2
-- (18.75 million): three times the steps teach.check allows a run of
-- `max_seconds = 1` at every size, and the kit counts more steps than
-- instructions (a call, an allocation), so a function the kit lets finish
-- finishes here too, and an endless one costs the specs no more than the
-- size needs.
-- @tparam int n
-- @treturn int
function corpus.steps(n)
  if n >= 6 then return 300000000 end
  return 300000000 >> (6 - (n < 2 and 2 or n))
end

--- Runs `fn` with n disks the specs' way and judges it: called with the
-- pegs in the order `order` lists their roles, in a coroutine with a
-- count hook that stops it after `steps` Lua instructions, and a move that
-- records. Returns {moves = {{a, b}, ...}, finished = bool, legal = count
-- of legal moves before the first illegal one, illegal = bool, label =
-- the position after them, ok = right}.
function corpus.run(fn, n, k, names, order, steps)
  local index = {}
  for i = 1, k do index[names[i]] = i end
  local peg_of = { from = names[1], to = names[k] }
  local vias = { names[2], names[3] }
  local args, v = { n }, 1
  for i, role in ipairs(order) do
    if role == "via" then args[i + 1] = vias[v]; v = v + 1 else args[i + 1] = peg_of[role] end
  end
  local moves = {}
  args[k + 2] = function(a, b)
    moves[#moves + 1] = { a, b }
    if #moves > 20000 then error("spec: too many moves", 0) end
  end
  local co = coroutine.create(fn)
  local count = 0
  debug.sethook(co, function()
    count = count + 1
    if count > (steps or 300000000) // 1000 then error("spec: too long", 0) end
  end, "", 1000)
  local ok, err = coroutine.resume(co, table.unpack(args, 1, k + 2))
  local finished = ok and coroutine.status(co) == "dead"
  local t = model.new(n, k, 1)
  local res = { moves = moves, finished = finished, legal = 0, err = err }
  for _, mv in ipairs(moves) do
    local a, b = index[mv[1]], index[mv[2]]
    local src, dst = a and t.pegs[a], b and t.pegs[b]
    if not (a and b and a ~= b and #src > 0 and (#dst == 0 or dst[#dst] > src[#src])) then
      res.illegal = true
      break
    end
    model.move(t, a, b)
    res.legal = res.legal + 1
  end
  res.label = model.label(t)
  res.ok = finished and not res.illegal and model.is_tower(t, k) and #moves == optimal(n, k)
  return res
end

--- The sizes teach.check grades by default, and the options of a file as
-- the specs read them.
-- the role each word names, as docs/teach.md lists them for the order a
-- function's parameters say (the specs' own list)
local ROLE_WORDS = {
  from = "from source src start origin begin von aus quelle anfang otkuda istochnik nachalo "
    .. "moto hajime cong qidian yuan",
  to = "to target dest dst destination goal nach ziel kuda tsel konets saki dao mubiao",
  via = "via aux auxiliary spare tmp temp helper other using middle mid ueber uber hilf "
    .. "hilfe zwischen cherez vspom pomosh aida naka jing fuzhu zhongjian",
}

--- The order a file's function's peg parameters say by their names (each
-- a word of ROLE_WORDS, each role as often as it must be), or nil; read
-- from the text of its first `function NAME(...)` header.
function corpus.named_order(file, k)
  local params = file.text:match("function%s*[%w_.:]*%s*%(([^)]*)%)")
  if not params then return nil end
  local list = {}
  for p in params:gmatch("[%w_]+") do list[#list + 1] = p:lower() end
  local order, count = {}, { from = 0, to = 0, via = 0 }
  for i = 2, k + 1 do
    local role
    for r, words in pairs(ROLE_WORDS) do
      if list[i] and (" " .. words .. " "):find(" " .. list[i] .. " ", 1, true) then role = r end
    end
    if not role then return nil end
    order[#order + 1] = role
    count[role] = count[role] + 1
  end
  if count.from ~= 1 or count.to ~= 1 or count.via ~= k - 2 then return nil end
  return order
end

--- A file's options as the kit reads them: pegs, names, the order (its
-- opts comment's, or the one its parameters' names say, or the default),
-- the largest size, and whether the order came from the names.
function corpus.setup(file)
  local o = file.opts
  local k = o.k or o.pegs or 3
  local names = o.names or (k == 4 and { "A", "B", "C", "D" } or { "A", "B", "C" })
  local named = not o.order and corpus.named_order(file, k)
  local order = o.order or named
    or (k == 4 and { "from", "to", "via", "via" } or { "from", "to", "via" })
  return k, names, order, k == 4 and 8 or 6, named and true or false
end

--- The 1296 three-line bodies of the recursion: two calls and a move.
-- Each call's pegs in any order, the move's between any two pegs, the
-- three lines in any order. Returns a list of {src = the text (a global
-- `solve`, base case n == 0), p1, p2 = the calls' pegs, mv = the move's,
-- order = the lines' order ("C1", "M", "C2" in some order)}.
-- The pegs of a call in any order, and a move between any two pegs.
corpus.PEG_ORDERS = { { "from", "via", "to" }, { "from", "to", "via" }, { "via", "from", "to" },
  { "via", "to", "from" }, { "to", "from", "via" }, { "to", "via", "from" } }
corpus.PEG_MOVES = { { "from", "to" }, { "from", "via" }, { "to", "from" }, { "to", "via" },
  { "via", "from" }, { "via", "to" } }

function corpus.three_lines()
  local perms, moves = corpus.PEG_ORDERS, corpus.PEG_MOVES
  local orders = { { "C1", "M", "C2" }, { "M", "C1", "C2" }, { "C1", "C2", "M" },
    { "C2", "M", "C1" }, { "M", "C2", "C1" }, { "C2", "C1", "M" } }
  local list = {}
  for _, p1 in ipairs(perms) do for _, p2 in ipairs(perms) do
    for _, mv in ipairs(moves) do for _, order in ipairs(orders) do
      local line = {
        C1 = ("solve(n - 1, %s, %s, %s, move)"):format(table.unpack(p1)),
        C2 = ("solve(n - 1, %s, %s, %s, move)"):format(table.unpack(p2)),
        M = ("move(%s, %s)"):format(mv[1], mv[2]),
      }
      local src = "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
      for _, key in ipairs(order) do src = src .. "  " .. line[key] .. "\n" end
      list[#list + 1] = { src = src .. "end", p1 = p1, p2 = p2, mv = mv, order = order }
    end end
  end end
  return list
end

return corpus
