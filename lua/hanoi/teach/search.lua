--- The repair search: the kit's advice is the smallest edit of the
-- learner's own code that makes it right, found by search and proven by
-- running it.
--
-- This is the method of automated feedback on programming exercises by
-- program repair (Clara, Refactory, Verifix; docs/sources.md): read the
-- learner's program as a
-- tree (hanoi.teach.lua_tree), generate candidate edits from families of
-- edit operators (hanoi.teach.slips.*, one file a family), try them one
-- at a time and then two at a time, in a fixed order, and keep the first
-- that the check proves right at every size it graded (each candidate
-- compiled again and run under the kit's own limits by
-- hanoi.teach.repair.prove). The slip is named by the edit that worked,
-- so a named slip is always backed by a repair that was run.
--
-- Deterministic: the candidates come in the order of the families, then
-- of the source; the number of proofs is bounded (`MAX_PROOFS`), and the
-- steps of the runaways (`MAX_STEPS`), never the time, so the same file
-- gets the same repair on every machine.
-- @module hanoi.teach.search

local tree = require "hanoi.teach.lua_tree"
local repair = require "hanoi.teach.repair"

local type, ipairs, next, rawget, require = type, ipairs, next, rawget, require
local getinfo = debug.getinfo
local concat, sort = table.concat, table.sort

_ENV = nil -- no globals past this point

local search = {}

--- The families of edits, in the order they are tried.
search.FAMILIES = { "call_pegs", "move_args", "swap", "disk_count", "base_case", "rename",
  "move_output", "missing_move",
  "spare_peg", "missing_arg", "nil_default", "local_order", "loop_stop", "four_peg" }

--- The most candidates proven for one failed check (one edit or two).
search.MAX_PROOFS = 400

--- The most steps (as hanoi.teach.learner counts them) the runaways
-- among the proofs of one failed check may take together: 40 million, a
-- fifth of `hanoi grade`'s budget for one run with 6 disks. A proof's run
-- that a limit stops is charged the whole budget it was given (at most
-- what is left), one that ends nothing: the sum is a count that does
-- not depend on the process (see hanoi.teach.repair), and when it is
-- spent the search ends.
search.MAX_STEPS = 40000000

--- Of two edits that make a repair together, the slip named is the
-- first of this list: a move out of place before the pegs of a call, the
-- first call before the second.
search.PRECEDENCE = { "no_move", "move_args", "move_first", "move_last", "misplaced_end",
  "no_base", "base_no_return", "base_moves_zero", "base_moves_twice", "base_no_move",
  "undefined", "nil_variable", "move_not_passed", "first_call_pegs", "second_call_pegs",
  "wrong_n", "peg_arithmetic", "park_spare", "return_pegs", "not_shortest", "loop_stop",
  "missing_move" }
local RANK = {}
for i, slip in ipairs(search.PRECEDENCE) do RANK[slip] = i end

local families = {}
for i, name in ipairs(search.FAMILIES) do
  families[i] = require("hanoi.teach.slips." .. name)
end

-- trees already read, by source text (a class's files are read once)
local parsed = {}

local function parse(src)
  local t = parsed[src]
  if t == nil then
    t = tree.parse(src) or false
    parsed = { [src] = t }    -- keep one: the last file read
  end
  return t or nil
end

-- the name a call calls: "solve", "io.write", or nil
local function callee(call)
  local f = call.fn
  if call.method then return nil end
  if f.tag == "Name" then return f.name end
  if f.tag == "Index" and f.dot and f.obj.tag == "Name" then
    return f.obj.name .. "." .. f.key.value
  end
end

-- the name a Function node is known by: its own, or the local or global
-- it is assigned to
local function name_of(fnode, parent_of)
  if fnode.name and not fnode.method and (not fnode.path or #fnode.path == 1) then
    return fnode.name.name
  end
  local p = parent_of[fnode]
  if p and (p.tag == "Local" or p.tag == "Set") then
    local list = p.tag == "Local" and p.names or p.targets
    for i, e in ipairs(p.exprs) do
      if e == fnode and list[i] and list[i].tag == "Name" then return list[i].name end
    end
  end
end

-- the function whose calls the tree of the run follows: the recursive
-- helper of a wrapper (watched, or the one that ran away), or the
-- function itself
local function tree_fn(r)
  if r.watch then return r.watch end
  local h = type(r.helper) == "table" and r.helper.func
  if type(h) == "function" and h ~= r.fn then return h end
  if type(r.recursed) == "function" and r.recursed ~= r.fn then return r.recursed end
  return nil
end

local context_of, mutual

--- What the families read: the tree of the function that failed, its
-- calls, moves, blocks and names. Nil when the source cannot be read.
-- @tparam table r the record of the failed run
-- @tparam table ctx the grader's evidence (`order`)
-- @treturn table|nil
function search.context(r, ctx)
  return context_of(r, ctx)
end

-- (with `helper_node` and `own_name`: the context of a helper that calls the
-- function back by the name `own_name`)
context_of = function(r, ctx, helper_node, own_name)
  local fn = tree_fn(r) or r.fn
  local lines = repair.source(fn)
  if not lines or not repair.source(r.fn) then return nil end
  if getinfo(fn, "S").source ~= getinfo(r.fn, "S").source then return nil end
  local src = concat(lines, "\n")
  local root = parse(src)
  if not root then return nil end
  local fnode = helper_node or tree.function_at(root, getinfo(fn, "S").linedefined)
  if not fnode then return nil end
  local parent_of, declared = {}, {}
  tree.walk(root, function(n, parent)
    parent_of[n] = parent
    if n.tag == "Local" then
      for _, nm in ipairs(n.names) do declared[nm.name] = true end
    elseif n.tag == "Function" then
      for _, nm in ipairs(n.params) do declared[nm.name] = true end
      if n.name then declared[n.name.name] = true end
    elseif n.tag == "NumFor" then declared[n.var.name] = true
    elseif n.tag == "GenFor" then
      for _, nm in ipairs(n.names) do declared[nm.name] = true end
    elseif n.tag == "Set" then
      for _, t in ipairs(n.targets) do
        if t.tag == "Name" and not declared[t.name] then declared[t.name] = "global" end
      end
    end
  end)
  local x = { src = src, root = root, fnode = fnode, k = r.k, names = r.names,
    body = fnode.body, params = {}, peg_params = {}, role = {}, calls = {}, moves = {},
    blocks = {}, stats = {}, ifs = {}, parent_block = {}, free = {}, unset = {}, hidden = {}, known = {},
    numbers = {}, all_calls = {}, loops = {} }
  for i, p in ipairs(fnode.params) do x.params[i] = p.name end
  -- `function solve(n, ...) local from, to, via, move = ...`: the names
  -- its first statement gives the values of `...` are its parameters
  local first = fnode.vararg and fnode.body.stats[1]
  if first and first.tag == "Local" and #first.exprs == 1 and first.exprs[1].tag == "Vararg"
      and #x.params == #fnode.params then
    for _, nm in ipairs(first.names) do x.params[#x.params + 1] = nm.name end
  end
  x.n = x.params[1]
  -- move: the function's parameter, or, for a helper that takes none,
  -- the name its caller takes it by (an upvalue)
  x.move = x.params[r.k + 2] or (ctx.params and ctx.params[r.k + 2])
  for i = 2, r.k + 1 do x.peg_params[#x.peg_params + 1] = x.params[i] end
  for i, role in ipairs(ctx.order or {}) do
    if x.params[i + 1] and not x.role[role] then x.role[role] = x.params[i + 1] end
  end
  x.fname = own_name or name_of(fnode, parent_of) or r.name
  x.text = function(node) return src:sub(node.s, node.e) end
  x.indent = function(pos) return tree.indent(src, pos) end
  x.line_of = function(pos) return tree.line_of(src, pos) end
  x.callee = callee
  x.kind_of = function(st)
    -- a call as a statement, returned, or its value kept (`count =
    -- solve(...)`)
    local c = st.tag == "CallStat" and st.call
      or ((st.tag == "Return" or st.tag == "Set" or st.tag == "Local") and #st.exprs == 1
        and st.exprs[1].tag == "Call" and st.exprs[1])
    if not c then return nil end
    local name = callee(c)
    if name and name == x.fname then return "call" end
    if name and name == x.move then return "move" end
  end
  -- the names with a value: declared somewhere in the file, or set in
  -- the learner's environment (raw reads)
  local env = r.fn and require("hanoi.teach.learner").env_of(r.fn)
  local seen = {}
  local function know(name)
    if not seen[name] then seen[name] = true; x.known[#x.known + 1] = name end
  end
  for _, p in ipairs(x.params) do know(p) end
  local dnames = {}
  for name in next, declared do dnames[#dnames + 1] = name end
  sort(dnames)
  for _, name in ipairs(dnames) do know(name) end
  if type(env) == "table" then
    local enames = {}
    local key = next(env)
    local count = 0
    while key ~= nil and count < 10000 do
      count = count + 1
      if type(key) == "string" and rawget(env, key) ~= nil then enames[#enames + 1] = key end
      key = next(env, key)
    end
    sort(enames)
    for _, name in ipairs(enames) do know(name) end
  end
  local KNOWN_BASE = { _ENV = true, self = true }
  tree.walk(fnode, function(n, parent)
    parent = parent or parent_of[n]
    if n.tag == "Block" then
      x.blocks[#x.blocks + 1] = n
      for _, st in ipairs(n.stats) do
        x.stats[#x.stats + 1] = st
        x.parent_block[st] = n
      end
    elseif n.tag == "Call" then
      x.all_calls[#x.all_calls + 1] = n
      local name = callee(n)
      if name and name == x.fname then x.calls[#x.calls + 1] = n
      elseif name and name == x.move then x.moves[#x.moves + 1] = n end
    elseif n.tag == "If" then
      local found = false
      tree.walk(n.conds[1], function(m)
        if m.tag == "Name" and m.name == x.n then found = true end
      end)
      if found then x.ifs[#x.ifs + 1] = n end
    elseif n.tag == "Number" then
      x.numbers[#x.numbers + 1] = n
    elseif n.tag == "While" or n.tag == "Repeat" or n.tag == "NumFor" then
      x.loops[#x.loops + 1] = n
    elseif n.tag == "Name" and declared[n.name] == true and not KNOWN_BASE[n.name]
        and not (type(env) == "table" and rawget(env, n.name) ~= nil) then
      -- declared somewhere, and read here as a global with no value (a
      -- local declared below, say); the function's own locals are read as
      -- globals only where they are out of scope, which the proof decides
      local called = parent and parent.tag == "Call" and parent.fn == n
      x.hidden[#x.hidden + 1] = { name = n.name, s = n.s, e = n.e, called = called }
    elseif n.tag == "Name" and declared[n.name] ~= true and not KNOWN_BASE[n.name]
        and not (type(env) == "table" and rawget(env, n.name) ~= nil) then
      -- a name no local, parameter or function declares, with no value:
      -- `free` when nothing in the file even sets it, `unset` when only
      -- assignments do
      local called = parent and parent.tag == "Call" and parent.fn == n
      local target = false
      if parent and parent.tag == "Set" then
        for _, t in ipairs(parent.targets) do if t == n then target = true end end
      end
      local use = { name = n.name, s = n.s, e = n.e, called = called }
      if not target then x.unset[#x.unset + 1] = use end
      if not declared[n.name] then x.free[#x.free + 1] = use end
    end
  end)
  if not helper_node and #x.calls == 0 and x.fname then
    x.mutual = mutual(r, ctx, x, root, fnode, parent_of)
  end
  return x
end

-- The contexts of a mutual recursion, where the function `x` reads never
-- calls itself: it calls a helper of the file that calls it back. The
-- helper's lines are where its steps are, and a repair there is proven
-- on the whole chunk, run again; nil when there is no such helper.
mutual = function(r, ctx, x, root, fnode, parent_of)
  local helpers = {}
  for _, c in ipairs(x.all_calls) do
    local name = callee(c)
    if name and name ~= x.move and name ~= x.fname then helpers[name] = true end
  end
  local found, partner
  tree.walk(root, function(n)
    if not found and n.tag == "Function" and n ~= fnode then
      local name = name_of(n, parent_of)
      if name and helpers[name] then
        tree.walk(n, function(m)
          if m.tag == "Call" and callee(m) == x.fname then found, partner = n, name end
        end)
      end
    end
  end)
  if not found then return nil end
  -- each of the two, with its calls of the other as its recursive calls
  local out = {}
  for _, y in ipairs({ context_of(r, ctx, fnode, partner) or false,
      context_of(r, ctx, found, x.fname) or false }) do
    if y and #y.calls > 0 then out[#out + 1] = y end
  end
  return out
end

-- the tree of the source of a function's chunk, or nil when it cannot be
-- read
local function chunk_tree(fn)
  local lines = repair.source(fn)
  return lines and parse(concat(lines, "\n")) or nil
end

--- Where a name is declared in the source of a function's chunk, where
-- its use could see it (a local, a local function or a loop's variable
-- at the chunk's top level, a function statement or an assignment of a
-- global anywhere): the line of the first; false when nothing in the
-- file declares it at all; nil when the source cannot be read or the
-- name is only a parameter or a local of some function.
-- @tparam function fn
-- @tparam string name
-- @treturn int|false|nil
function search.declaration(fn, name)
  local root = type(name) == "string" and chunk_tree(fn)
  if not root then return nil end
  local found, inner = false, false
  local top = {}
  for _, st in ipairs(root.body.stats) do top[st] = true end
  local function at(node, stat)
    -- a declaration at the chunk's top level, or a global's: one the
    -- use could see; another (a parameter or a local of some function)
    -- is only `inner`
    local global = stat.tag == "Set" or (stat.tag == "Function" and stat.kind == "stat"
      and stat.name == node)
    if top[stat] or global then
      if not found or node.line < found then found = node.line end
    else
      inner = true
    end
  end
  tree.walk(root, function(n)
    if n.tag == "Local" or n.tag == "GenFor" then
      for _, nm in ipairs(n.names) do if nm.name == name then at(nm, n) end end
    elseif n.tag == "Function" then
      for _, nm in ipairs(n.params) do if nm.name == name then at(nm, {}) end end
      if n.name and n.name.name == name and (not n.path or #n.path == 1) then at(n.name, n) end
    elseif n.tag == "NumFor" then
      if n.var.name == name then at(n.var, n) end
    elseif n.tag == "Set" then
      for _, t in ipairs(n.targets) do if t.tag == "Name" and t.name == name then at(t, n) end end
    end
  end)
  if not found and inner then return nil end
  return found
end

--- Whether a function's code uses a name as a value of its own (assigns
-- it, or computes with it: arithmetic, `or`, `and`, a comparison): true
-- or false; nil when the source cannot be read.
function search.used_as_value(fn, name)
  local root = type(name) == "string" and chunk_tree(fn)
  if not root then return nil end
  local fnode = tree.function_at(root, getinfo(fn, "S").linedefined)
  if not fnode then return nil end
  local found = false
  local function is(e) return e and e.tag == "Name" and e.name == name end
  tree.walk(fnode, function(n)
    if n.tag == "Set" then
      for _, t in ipairs(n.targets) do if is(t) then found = true end end
    elseif n.tag == "Binop" and (is(n.l) or is(n.r)) then
      found = true
    end
  end)
  return found
end

-- the families a check of k pegs tries: on four pegs only the four-peg
-- family (the others read a three-peg function)
local function tried_on(fam, k)
  if k == 4 then return fam.name == "four_peg" end
  return fam.name ~= "four_peg"
end

-- the candidates of every family, one edit each, in order
local function singles(x)
  local out = {}
  for fi, fam in ipairs(families) do
    if not tried_on(fam, x.k) then goto next_family end
    local list = fam.candidates(x)
    for _, c in ipairs(list) do
      c.family = fam.name
      c.rank = fi
      out[#out + 1] = c
    end
    ::next_family::
  end
  return out
end

-- the sizes with the failing one first: a candidate that does not work
-- mostly fails there, at once
local function proof_order(sizes, n)
  local out = {}
  for _, s in ipairs(sizes) do if s == n then out[#out + 1] = s end end
  for _, s in ipairs(sizes) do if s ~= n then out[#out + 1] = s end end
  return out
end

--- The repair the search finds for a failed check: `{edits = (as
-- hanoi.teach.repair applies them), slip = name, family = name, parts =
-- the candidates combined, sizes = the sizes it is right at}`, or nil.
-- @tparam table r the record of the failed run
-- @tparam table ctx the grader's evidence
-- @tparam table sizes the sizes the check graded
-- @treturn table|nil
function search.find(r, ctx, sizes)
  if r.k ~= 3 and r.k ~= 4 then return nil end
  local x = search.context(r, ctx)
  if not x then return nil end
  local list = singles(x)
  -- then those of mutual recursion, each proven on the whole chunk
  for _, y in ipairs(x.mutual or {}) do
    for _, c in ipairs(singles(y)) do
      c.chunk = true
      list[#list + 1] = c
    end
  end
  local order = proof_order(sizes, r.n)
  local proofs, tried = 0, {}
  local spent = { steps = 0, most = search.MAX_STEPS }
  local function try(parts)
    local reps = {}
    for _, c in ipairs(parts) do
      for _, rep in ipairs(c.reps) do reps[#reps + 1] = rep end
    end
    local edits = tree.edits(x.src, reps)
    if not edits then return nil end
    local key = {}
    for i, e in ipairs(edits) do key[i] = e.line .. "\0" .. e.new end
    key = concat(key, "\1")
    if tried[key] then return nil end
    tried[key] = true
    proofs = proofs + 1
    -- a function kept in a table (`function T.solve`) is not compiled
    -- again alone: its chunk is run again, and the function it returns
    -- graded
    local chunk = parts[1].chunk or (parts[2] and parts[2].chunk)
      or (x.fnode.path and #x.fnode.path > 1)
    local ok
    if chunk then
      ok = repair.prove_chunk(r, order, edits, x.fname or "", spent)
    else
      ok = repair.prove(r, order, edits, tree_fn(r), spent)
    end
    if ok then
      -- two edits: the slip of the one the run showed (the evidence's
      -- slip, `ctx.shown_slip()`), else of the one a teacher names first
      if parts[2] then
        local shown = type(ctx.shown_slip) == "function" and ctx.shown_slip() or nil
        if shown and parts[2].slip == shown and parts[1].slip ~= shown then
          parts = { parts[2], parts[1] }
        elseif not (shown and parts[1].slip == shown)
            and (RANK[parts[2].slip] or 99) < (RANK[parts[1].slip] or 99) then
          parts = { parts[2], parts[1] }
        end
      end
      return { edits = edits, slip = parts[1].slip, family = parts[1].family, parts = parts,
        sizes = sizes, fname = x.fname }
    end
  end
  for _, c in ipairs(list) do
    if proofs >= search.MAX_PROOFS or spent.steps >= spent.most then return nil end
    local found = try({ c })
    if found then return found end
  end
  for i = 1, #list do
    for j = i + 1, #list do
      if proofs >= search.MAX_PROOFS or spent.steps >= spent.most then return nil end
      -- (two edits of the same text are refused by tree.edits, unproven)
      local found = try({ list[i], list[j] })
      if found then return found end
    end
  end
  return nil
end

return search
