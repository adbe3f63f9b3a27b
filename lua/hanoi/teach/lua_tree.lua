--- The Lua a learner writes, read as a tree: a lexer and a
-- recursive-descent parser of Lua 5.4 (the grammar of the reference
-- manual, section 9), whose every node keeps where its text is in the
-- source (`s`, `e`: byte positions, inclusive) and the line it starts on
-- (`line`), and a printer that turns replacements of nodes' text into
-- edits of the learner's own lines.
--
-- The parser is recursive, but its depth is bounded: nesting deeper than
-- `MAX_DEPTH` (blocks, brackets, operators) is refused with an error that
-- says so, so a hostile source cannot exhaust the C stack of the
-- interpreter that parses it.
-- @module hanoi.teach.lua_tree

local type, ipairs, error, pcall, tostring = type, ipairs, error, pcall, tostring
local sub, find, match, format = string.sub, string.find, string.match, string.format
local concat, sort = table.concat, table.sort

_ENV = nil -- no globals past this point

local tree = {}

--- The deepest nesting the parser reads.
tree.MAX_DEPTH = 200

local KEYWORDS = {}
for w in ("and break do else elseif end false for function goto if in local nil not or " ..
    "repeat return then true until while"):gmatch("%a+") do KEYWORDS[w] = true end

-- ---- the lexer ----

-- the tokens of a source: each {t = kind, v = text, s, e, line}; kind is
-- "name", "number", "string", "keyword", "op" or "eof"
local function lex(src)
  local toks, i, line, n = {}, 1, 1, #src
  local function fail(why) error({ tree_error = format("line %d: %s", line, why) }, 0) end
  local function newlines(a, b)
    local _, c = sub(src, a, b):gsub("\n", "")
    line = line + c
  end
  -- a long bracket at i: its end, or nil
  local function long(at)
    local eq = match(src, "^%[(=*)%[", at)
    if not eq then return nil end
    local close = "]" .. eq .. "]"
    local _, stop = find(src, close, at, true)
    if not stop then fail("unfinished long string or comment") end
    return stop
  end
  if sub(src, 1, 1) == "#" then i = (find(src, "\n", 1, true) or n + 1) end
  while true do
    local s = find(src, "[^ \t\r\n\f\v]", i)
    if s then newlines(i, s - 1) end
    if not s then
      toks[#toks + 1] = { t = "eof", v = "", s = n + 1, e = n, line = line }
      return toks
    end
    i = s
    local c = sub(src, i, i)
    if sub(src, i, i + 1) == "--" then
      local stop = long(i + 2)
      if not stop then stop = (find(src, "\n", i, true) or n + 1) - 1 end
      newlines(i, stop)
      i = stop + 1
    else
      local tok = { s = i, line = line }
      if find(c, "[%a_]") then
        local w = match(src, "^[%w_]+", i)
        tok.t, tok.v = KEYWORDS[w] and "keyword" or "name", w
        tok.e = i + #w - 1
      elseif find(c, "%d") or (c == "." and find(sub(src, i + 1, i + 1), "%d")) then
        local w = match(src, "^0[xX][%x%.]*[pP][%+%-]?%x*", i) or match(src, "^0[xX][%x%.]*", i)
          or match(src, "^[%d%.]*[eE][%+%-]?%d*", i) or match(src, "^[%d%.]+", i)
        tok.t, tok.v, tok.e = "number", w, i + #w - 1
      elseif c == '"' or c == "'" then
        local j = i + 1
        while true do
          local d = sub(src, j, j)
          if d == "" or d == "\n" then fail("unfinished string") end
          if d == "\\" then
            if sub(src, j + 1, j + 1) == "z" then
              local _, z = find(src, "^%s*", j + 2)
              newlines(j + 2, z)
              j = z + 1
            else
              if sub(src, j + 1, j + 1) == "\n" then line = line + 1 end
              j = j + 2
            end
          elseif d == c then break
          else j = j + 1 end
        end
        tok.t, tok.v, tok.e = "string", sub(src, i, j), j
      elseif c == "[" and match(src, "^%[=*%[", i) then
        local stop = long(i)
        newlines(i, stop)
        tok.t, tok.v, tok.e = "string", sub(src, i, stop), stop
      else
        local op = match(src, "^%.%.%.", i) or match(src, "^[=~<>]=", i) or match(src, "^//", i)
          or match(src, "^::", i) or match(src, "^<<", i) or match(src, "^>>", i)
          or match(src, "^%.%.", i) or c
        if not find(op, "^[%+%-%*/%%%^#&~|<>=%(%){}%[%];:,%.]") then
          fail(format("unexpected character %q", c))
        end
        tok.t, tok.v, tok.e = "op", op, i + #op - 1
      end
      toks[#toks + 1] = tok
      i = tok.e + 1
    end
  end
end

-- ---- the parser ----

local BINARY = {
  ["or"] = { 1, 1 }, ["and"] = { 2, 2 },
  ["<"] = { 3, 3 }, [">"] = { 3, 3 }, ["<="] = { 3, 3 }, [">="] = { 3, 3 }, ["~="] = { 3, 3 },
  ["=="] = { 3, 3 }, ["|"] = { 4, 4 }, ["~"] = { 5, 5 }, ["&"] = { 6, 6 },
  ["<<"] = { 7, 7 }, [">>"] = { 7, 7 }, [".."] = { 9, 8 }, ["+"] = { 10, 10 }, ["-"] = { 10, 10 },
  ["*"] = { 11, 11 }, ["/"] = { 11, 11 }, ["//"] = { 11, 11 }, ["%"] = { 11, 11 },
  ["^"] = { 14, 13 },
}
local UNARY_PRIORITY = 12

-- the parser's primitives: the tokens, its place among them and its depth
local function primitives(S, toks)
  local function peek(k) return toks[S.p + (k or 0)] end
  local function fail(why, tok)
    tok = tok or toks[S.p]
    error({ tree_error = format("line %d: %s near '%s'", tok.line, why,
      tok.t == "eof" and "<eof>" or tok.v) }, 0)
  end
  local function is(v, t)
    local tok = toks[S.p]
    return tok.v == v and (tok.t == (t or tok.t)) and tok.t ~= "string" and tok.t ~= "number"
  end
  local function take() S.p = S.p + 1; return toks[S.p - 1] end
  local function expect(v)
    if not is(v) then fail(format("'%s' expected", v)) end
    return take()
  end
  local function name()
    if toks[S.p].t ~= "name" then fail("name expected") end
    local t = take()
    return { tag = "Name", name = t.v, s = t.s, e = t.e, line = t.line }
  end
  local function deeper()
    S.depth = S.depth + 1
    if S.depth > tree.MAX_DEPTH then
      fail(format("nesting deeper than %d levels", tree.MAX_DEPTH))
    end
  end
  local function node(tag, first, fields)
    fields = fields or {}
    fields.tag, fields.s, fields.line, fields.e = tag, first.s, first.line, toks[S.p - 1].e
    return fields
  end
  local function block_end()
    local v = toks[S.p]
    return v.t == "eof" or (v.t == "keyword" and (v.v == "end" or v.v == "else"
      or v.v == "elseif" or v.v == "until"))
  end

  S.peek = peek
  S.fail = fail
  S.is = is
  S.take = take
  S.expect = expect
  S.name = name
  S.deeper = deeper
  S.node = node
  S.block_end = block_end
  S.toks = toks
end

-- expressions (the manual's exp, prefixexp, args, functiondef, tableconstructor)
local function expressions(S)
  local fail, is, take, expect, name, deeper, node =
    S.fail, S.is, S.take, S.expect, S.name, S.deeper, S.node
  local toks = S.toks
  local function expr() return S.expr() end
  local function block() return S.block() end

  local function exprlist()
    local list = { expr() }
    while is(",") do take(); list[#list + 1] = expr() end
    return list
  end

  local function funcbody(first, fields)
    expect("(")
    local params = {}
    fields.params = params
    if not is(")") then
      repeat
        if is("...") then take(); fields.vararg = true; break end
        params[#params + 1] = name()
      until not (is(",") and take())
    end
    expect(")")
    fields.body = block()
    expect("end")
    return node("Function", first, fields)
  end

  local function args_of(first, fn, method)
    local t = toks[S.p]
    local c = { fn = fn, method = method, args = {} }
    if t.t == "string" then
      take()
      c.args[1] = { tag = "String", s = t.s, e = t.e, line = t.line, value = t.v }
      c.open, c.close = t.s, t.e
    elseif is("{") then
      c.args[1] = S.table()
      c.open, c.close = c.args[1].s, c.args[1].e
    else
      local open = expect("(")
      c.open = open.s
      if not is(")") then c.args = exprlist() end
      c.close = expect(")").s
      c.paren = true
    end
    return node("Call", first, c)
  end

  local function primary()
    local t = toks[S.p]
    if t.t == "name" then return name() end
    if is("(") then
      take()
      deeper()
      local inner = expr()
      S.depth = S.depth - 1
      expect(")")
      return node("Paren", t, { inner = inner })
    end
    fail("unexpected symbol")
  end

  local function suffixed()
    local first = toks[S.p]
    local e = primary()
    local chain = 0
    while true do
      chain = chain + 1
      if chain > 4 * tree.MAX_DEPTH then fail("expression too long") end
      if is(".") then
        take()
        local key = name()
        e = node("Index", first, { obj = e, key = { tag = "String", value = key.name,
          s = key.s, e = key.e, line = key.line }, dot = true })
      elseif is("[") then
        take()
        deeper()
        local key = expr()
        S.depth = S.depth - 1
        expect("]")
        e = node("Index", first, { obj = e, key = key })
      elseif is(":") then
        take()
        local m = name()
        e = args_of(first, e, m)
      elseif is("(") or is("{") or toks[S.p].t == "string" then
        e = args_of(first, e)
      else
        return e
      end
    end
  end

  S.exprlist, S.suffixed, S.funcbody = exprlist, suffixed, funcbody
end

-- the operators, by priority (the manual's section 3.4.8), simple
-- expressions and tables
local function operators(S)
  local peek, is, take, expect, name, deeper, node =
    S.peek, S.is, S.take, S.expect, S.name, S.deeper, S.node
  local toks = S.toks
  local suffixed, funcbody = S.suffixed, S.funcbody
  local expr
  local function table_of()
    local first = expect("{")
    deeper()
    local items = {}
    while not is("}") do
      if is("[") then
        take()
        local key = expr()
        expect("]")
        expect("=")
        items[#items + 1] = { key = key, value = expr() }
      elseif toks[S.p].t == "name" and peek(1).v == "=" and peek(1).t == "op" then
        local key = name()
        take()
        items[#items + 1] = { name = key, value = expr() }
      else
        items[#items + 1] = { value = expr() }
      end
      if is(",") or is(";") then take() else break end
    end
    expect("}")
    S.depth = S.depth - 1
    return node("Table", first, { items = items })
  end

  local function simple()
    local t = toks[S.p]
    if t.t == "number" then take(); return node("Number", t, { value = t.v }) end
    if t.t == "string" then take(); return node("String", t, { value = t.v }) end
    if t.t == "keyword" then
      if t.v == "nil" or t.v == "true" or t.v == "false" then
        take()
        return node(t.v == "nil" and "Nil" or "Boolean", t, { value = t.v })
      end
      if t.v == "function" then
        take()
        deeper()
        local f = funcbody(t, { kind = "expr" })
        S.depth = S.depth - 1
        return f
      end
    end
    if is("...") then take(); return node("Vararg", t) end
    if is("{") then return table_of() end
    return suffixed()
  end

  local function subexpr(limit)
    deeper()
    local first = toks[S.p]
    local e
    local t = toks[S.p]
    if (t.t == "keyword" and t.v == "not") or (t.t == "op" and (t.v == "-" or t.v == "#"
        or t.v == "~")) then
      take()
      local operand = subexpr(UNARY_PRIORITY)
      e = node("Unop", first, { op = t.v, operand = operand })
    else
      e = simple()
    end
    while true do
      local o = toks[S.p]
      local pr = (o.t == "op" or o.t == "keyword") and BINARY[o.v]
      if not pr or pr[1] <= limit then break end
      take()
      local r = subexpr(pr[2])
      e = node("Binop", first, { op = o.v, l = e, r = r })
    end
    S.depth = S.depth - 1
    return e
  end
  expr = function() return subexpr(0) end

  S.expr, S.table = expr, table_of
end

-- statements, blocks and the chunk
local function statements(S)
  local fail, is, take, expect, name, node, block_end =
    S.fail, S.is, S.take, S.expect, S.name, S.node, S.block_end
  local toks = S.toks
  local function block() return S.block() end
  local expr, exprlist, suffixed, funcbody = S.expr, S.exprlist, S.suffixed, S.funcbody
  local function statement()
    local t = toks[S.p]
    if t.t == "op" and t.v == ";" then take(); return nil end
    if t.t == "op" and t.v == "::" then
      take(); local n = name(); expect("::")
      return node("Label", t, { name = n })
    end
    if t.t == "keyword" then
      local w = t.v
      if w == "if" then
        take()
        local conds, blocks = { expr() }, {}
        expect("then")
        blocks[1] = block()
        local els
        while true do
          if is("elseif") then
            take()
            conds[#conds + 1] = expr()
            expect("then")
            blocks[#blocks + 1] = block()
          elseif is("else") then
            take()
            els = block()
            expect("end")
            break
          else
            expect("end")
            break
          end
        end
        return node("If", t, { conds = conds, blocks = blocks, els = els })
      elseif w == "while" then
        take()
        local cond = expr()
        expect("do")
        local body = block()
        expect("end")
        return node("While", t, { cond = cond, body = body })
      elseif w == "do" then
        take()
        local body = block()
        expect("end")
        return node("Do", t, { body = body })
      elseif w == "for" then
        take()
        local n1 = name()
        if is("=") then
          take()
          local a = expr(); expect(",")
          local b = expr()
          local c
          if is(",") then take(); c = expr() end
          expect("do")
          local body = block()
          expect("end")
          return node("NumFor", t, { var = n1, from = a, to = b, step = c, body = body })
        end
        local names = { n1 }
        while is(",") do take(); names[#names + 1] = name() end
        expect("in")
        local exprs = exprlist()
        expect("do")
        local body = block()
        expect("end")
        return node("GenFor", t, { names = names, exprs = exprs, body = body })
      elseif w == "repeat" then
        take()
        local body = block()
        expect("until")
        local cond = expr()
        return node("Repeat", t, { body = body, cond = cond })
      elseif w == "function" then
        take()
        local nm = name()
        local path, method = { nm }, nil
        while is(".") do take(); path[#path + 1] = name() end
        if is(":") then take(); method = name() end
        return funcbody(t, { kind = "stat", name = nm, path = path, method = method })
      elseif w == "local" then
        take()
        if is("function") then
          take()
          local nm = name()
          return funcbody(t, { kind = "local", name = nm })
        end
        local names = {}
        repeat
          names[#names + 1] = name()
          if is("<") then take(); name(); expect(">") end
        until not (is(",") and take())
        local exprs
        if is("=") then take(); exprs = exprlist() end
        return node("Local", t, { names = names, exprs = exprs or {} })
      elseif w == "return" then
        take()
        local exprs = {}
        if not block_end() and not is(";") then exprs = exprlist() end
        if is(";") then take() end
        return node("Return", t, { exprs = exprs })
      elseif w == "break" then
        take(); return node("Break", t)
      elseif w == "goto" then
        take(); local n = name(); return node("Goto", t, { name = n })
      end
    end
    local e = suffixed()
    if is("=") or is(",") then
      local targets = { e }
      while is(",") do take(); targets[#targets + 1] = suffixed() end
      expect("=")
      local exprs = exprlist()
      for _, x in ipairs(targets) do
        if x.tag ~= "Name" and x.tag ~= "Index" then fail("cannot assign to this", t) end
      end
      return node("Set", t, { targets = targets, exprs = exprs })
    end
    if e.tag ~= "Call" then fail("syntax error", t) end
    return node("CallStat", t, { call = e })
  end

  S.statement = statement
end

-- a block: statements up to its end
local function blocks(S)
  local fail, block_end, deeper, statement = S.fail, S.block_end, S.deeper, S.statement
  local toks = S.toks
  local block
  block = function()
    deeper()
    local first = toks[S.p]
    local stats = {}
    while not block_end() do
      local st = statement()
      if st then
        stats[#stats + 1] = st
        if st.tag == "Return" then break end
      end
    end
    S.depth = S.depth - 1
    local b = { tag = "Block", stats = stats, s = first.s, line = first.line }
    b.e = S.p > 1 and toks[S.p - 1].e or 0
    if #stats == 0 then b.e = first.s - 1 end
    return b
  end

  function S.chunk()
    local body = block()
    if toks[S.p].t ~= "eof" then fail("'<eof>' expected") end
    return { tag = "Chunk", body = body, s = 1, e = toks[#toks].e, line = 1 }
  end
  S.block = block
end

local function parser(toks)
  local S = { p = 1, depth = 0 }
  primitives(S, toks)
  expressions(S)
  operators(S)
  statements(S)
  blocks(S)
  return S
end

--- The tree of a source, or nil and a message (`line 3: 'end' expected
-- near 'x'`; `nesting deeper than 200 levels`).
-- @tparam string src
-- @treturn table|nil the chunk's node
-- @treturn string|nil
function tree.parse(src)
  if type(src) ~= "string" then
    error(format("bad argument #1 to 'parse' (string expected, got %s)", type(src)), 2)
  end
  local ok, res = pcall(function() return parser(lex(src)).chunk() end)
  if ok then
    res.src = src
    return res
  end
  if type(res) == "table" and res.tree_error then return nil, res.tree_error end
  -- an input that ran past what the interpreter allows (a C stack)
  return nil, "cannot read this code: " .. tostring(res)
end

-- ---- walking the tree ----

local CHILDREN = {
  Chunk = { "body" }, Block = { "stats" }, Local = { "names", "exprs" },
  Set = { "targets", "exprs" }, CallStat = { "call" }, Call = { "fn", "args" },
  Function = { "params", "body" }, If = { "conds", "blocks", "els" },
  While = { "cond", "body" }, Repeat = { "body", "cond" }, Do = { "body" },
  NumFor = { "var", "from", "to", "step", "body" }, GenFor = { "names", "exprs", "body" },
  Return = { "exprs" }, Binop = { "l", "r" }, Unop = { "operand" }, Paren = { "inner" },
  Index = { "obj", "key" }, Table = { "items" },
}

--- Calls visit(node, parent) for every node under (and with) root, in
-- the order of the source; parents first. Iterative: no depth limit.
function tree.walk(root, visit)
  local stack = { { root, nil } }
  while #stack > 0 do
    local top = stack[#stack]
    stack[#stack] = nil
    local n, parent = top[1], top[2]
    visit(n, parent)
    local kids = {}
    if n.tag == "Table" then
      for _, it in ipairs(n.items) do
        if it.key then kids[#kids + 1] = it.key end
        kids[#kids + 1] = it.value
      end
    else
      for _, field in ipairs(CHILDREN[n.tag] or {}) do
        local v = n[field]
        if type(v) == "table" then
          if v.tag then kids[#kids + 1] = v
          else
            for _, x in ipairs(v) do
              if type(x) == "table" and x.tag then kids[#kids + 1] = x end
            end
          end
        end
      end
    end
    sort(kids, function(a, b) return (a.s or 0) < (b.s or 0) end)
    for i = #kids, 1, -1 do stack[#stack + 1] = { kids[i], n } end
  end
end

--- The text of a node in its source.
function tree.text(src, node) return sub(src, node.s, node.e) end

--- The Function node whose header is on `line` (the one
-- `debug.getinfo(fn, "S").linedefined` names), or nil.
function tree.function_at(root, line)
  local found
  tree.walk(root, function(n)
    if not found and n.tag == "Function" and n.line == line then found = n end
  end)
  return found
end

-- ---- the printer: replacements as edits of lines ----

-- the start of every line of a source
local function line_starts(src)
  local starts = { 1 }
  local i = 1
  while true do
    local j = find(src, "\n", i, true)
    if not j then break end
    starts[#starts + 1] = j + 1
    i = j + 1
  end
  return starts
end

local function line_of(starts, pos)
  local lo, hi = 1, #starts
  while lo < hi do
    local mid = (lo + hi + 1) // 2
    if starts[mid] <= pos then lo = mid else hi = mid - 1 end
  end
  return lo
end

--- The lines of a source (split at "\n", as `debug.getinfo` counts them).
function tree.lines(src)
  local out = {}
  for l in (src .. "\n"):gmatch("([^\n]*)\n") do out[#out + 1] = l end
  if sub(src, -1) == "\n" then out[#out] = nil end
  return out
end

--- Replacements of parts of a source (`{s, e, text}`: the bytes s..e,
-- inclusive, become text; e = s - 1 inserts) as edits of its lines
-- (`{line, old, new}`, as hanoi.teach.repair applies them): each group of
-- lines the replacements touch is one edit per line that changed, or,
-- when the group's count of lines changes, one edit of its first line
-- holding the whole new text (the others emptied). Nil when two
-- replacements overlap or nothing changes.
-- @tparam string src
-- @tparam table reps
-- @treturn table|nil
function tree.edits(src, reps)
  if #reps == 0 then return nil end
  local list = {}
  for i, r in ipairs(reps) do list[i] = r end
  sort(list, function(a, b) return a.s < b.s or (a.s == b.s and a.e < b.e) end)
  for i = 2, #list do
    if list[i].s <= list[i - 1].e then return nil end
  end
  local starts = line_starts(src)
  local lines = tree.lines(src)
  -- groups of lines
  local groups = {}
  for _, r in ipairs(list) do
    local a = line_of(starts, r.s)
    local b = line_of(starts, r.e >= r.s and r.e or r.s)
    local g = groups[#groups]
    if g and a <= g.b then
      if b > g.b then g.b = b end
      g.reps[#g.reps + 1] = r
    else
      groups[#groups + 1] = { a = a, b = b, reps = { r } }
    end
  end
  local out = {}
  for _, g in ipairs(groups) do
    local from = starts[g.a]
    local to = (starts[g.b + 1] or #src + 2) - 2   -- the last byte before its "\n"
    local parts, at = {}, from
    for _, r in ipairs(g.reps) do
      parts[#parts + 1] = sub(src, at, r.s - 1)
      parts[#parts + 1] = r.text
      at = r.e + 1
    end
    parts[#parts + 1] = sub(src, at, to)
    local new = concat(parts)
    local new_lines = tree.lines(new)
    if new == "" then new_lines = { "" } end
    if #new_lines == g.b - g.a + 1 then
      for i = g.a, g.b do
        local nl = new_lines[i - g.a + 1]
        if nl ~= lines[i] then out[#out + 1] = { line = i, old = lines[i], new = nl } end
      end
    else
      out[#out + 1] = { line = g.a, old = lines[g.a], new = new }
      for i = g.a + 1, g.b do out[#out + 1] = { line = i, old = lines[i], new = "" } end
    end
  end
  return #out > 0 and out or nil
end

--- The indentation of the line a position is on.
function tree.indent(src, pos)
  local starts = line_starts(src)
  local s = starts[line_of(starts, pos)]
  return match(src, "^[ \t]*", s)
end

tree.line_of = function(src, pos) return line_of(line_starts(src), pos) end

return tree
