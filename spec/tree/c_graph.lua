-- The graph of the C files of a folder, for spec/tree/src_circles_spec.lua:
-- a room is a source with its header (src/search/solver.c with
-- src/search/solver.h: the path without its ending), and room A has an
-- arrow to room B when A includes B's header or uses a name that B alone
-- defines outside `static` (a function, or data at file scope). The
-- circles are the strongly connected components of more than one room
-- (Tarjan's algorithm: R. Tarjan, "Depth-first search and linear graph
-- algorithms", SIAM J. Computing 1(2), 1972).
local M = {}

local function read(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end

-- the text without comments, strings, character constants and
-- preprocessor lines; and the quoted includes, as written
local function clean(src)
  local includes = {}
  local out, i, n = {}, 1, #src
  local bol = true                -- at the start of a line (blanks aside)
  while i <= n do
    local c = src:sub(i, i)
    local two = src:sub(i, i + 1)
    if two == "/*" then
      local e = src:find("*/", i + 2, true) or n - 1
      out[#out + 1] = " "
      i = e + 2
    elseif two == "//" then
      local e = src:find("\n", i, true) or n + 1
      i = e
    elseif c == '"' or c == "'" then
      local j = i + 1
      while j <= n do
        local d = src:sub(j, j)
        if d == "\\" then j = j + 2
        elseif d == c or d == "\n" then break
        else j = j + 1 end
      end
      out[#out + 1] = " 0 "
      i = j + 1
      bol = false
    elseif c == "#" and bol then
      local j = i
      repeat                      -- the directive and its continued lines
        local e = src:find("\n", j, true) or n + 1
        local line = src:sub(j, e - 1)
        j = e + 1
      until not line:find("\\%s*$")
      local directive = src:sub(i, j - 1)
      local inc = directive:match('^#%s*include%s*"([^"]+)"')
      if inc then includes[#includes + 1] = inc end
      out[#out + 1] = "\n"
      i = j
      bol = true
    else
      out[#out + 1] = c
      if c == "\n" then bol = true elseif not c:find("%s") then bol = false end
      i = i + 1
    end
  end
  return table.concat(out), includes
end

local KEYWORDS = {}
for w in ([[auto break case char const continue default do double else enum extern
  float for goto if inline int long register restrict return short signed sizeof static
  struct switch typedef union unsigned void volatile while _Bool _Static_assert]]):gmatch("%S+") do
  KEYWORDS[w] = true
end

-- the names a file defines outside `static` (functions and data at file
-- scope), and the names it uses: those in the bodies of its functions
-- and in initializers; a declaration of another file's function calls
-- nothing (in a header, `header` true, only the bodies of its inline
-- functions count)
local function scan(code, header)
  local defs, uses = {}, {}
  local depth, decl, body = 0, {}, false
  local function finish(ends_with_brace)
    local static, paren, eq = false, nil, nil
    for k, t in ipairs(decl) do
      if t == "static" or t == "typedef" or t == "extern" then static = true end
      if t == "(" and not paren then paren = k end
      if t == "=" and not eq then eq = k end
    end
    if eq then                                   -- an initializer's names are uses
      for k = eq + 1, #decl do uses[decl[k]] = true end
    end
    if not static then
      local name
      if paren and (not eq or paren < eq) and ends_with_brace then
        name = decl[paren - 1]                   -- a function's definition
      elseif eq then
        local k = eq - 1                         -- data: NAME = or NAME[...] =
        while k > 0 and decl[k] ~= nil and not decl[k]:find("^[%a_][%w_]*$") do k = k - 1 end
        if decl[k] == "]" then k = k - 1 end
        name = decl[k]
      end
      if name and name:find("^[%a_][%w_]*$") and not KEYWORDS[name] then defs[name] = true end
    end
    decl = {}
    return paren and (not eq or paren < eq)
  end
  -- tokens with punctuation, for the declarations at file scope
  local pos = 1
  while true do
    local s, e = code:find("[%a_][%w_]*", pos)
    local ps = code:find("[{};=%(%)%[%]]", pos)
    if not s and not ps then break end
    if ps and (not s or ps < s) then
      local p = code:sub(ps, ps)
      if p == "{" then
        -- a body (a function's, a struct's): the declaration ends here;
        -- an initializer: it ends at its ";"
        if depth == 0 and decl[#decl] ~= "=" then body = finish(true) end
        depth = depth + 1
      elseif p == "}" then
        depth = depth - 1
        if depth == 0 then body = false end
      elseif depth == 0 then
        if p == ";" then finish(false) else decl[#decl + 1] = p end
      end
      pos = ps + 1
    else
      local name = code:sub(s, e)
      if depth == 0 then decl[#decl + 1] = name end
      -- a use: in a body or an initializer, not in a declaration
      if depth > 0 and (not header or body) then uses[name] = true end
      pos = e + 1
    end
  end
  return defs, uses
end

-- "a/b/../c.h" as "a/c.h"
local function normal(p)
  repeat local q = p; p = p:gsub("[^/]+/%.%./", "", 1) until p == q
  return (p:gsub("/%./", "/"))
end

local function room_of(path) return (path:gsub("%.[ch]$", "")) end

--- The graph of `paths` (C sources and headers): rooms, and arrows
-- arrows[a][b] = { names a takes from b (or "#include") }.
function M.graph(paths)
  local rooms, arrows, defined, used, incs = {}, {}, {}, {}, {}
  for _, path in ipairs(paths) do
    local r = room_of(path)
    rooms[r] = true
    arrows[r] = arrows[r] or {}
    local code, includes = clean(read(path))
    local dir = path:match("^(.*)/") or "."
    for _, inc in ipairs(includes) do incs[#incs + 1] = { r, room_of(normal(dir .. "/" .. inc)) } end
    local defs, uses = scan(code, path:find("%.h$") ~= nil)
    if path:find("%.c$") then
      for name in pairs(defs) do
        defined[name] = defined[name] or {}
        defined[name][r] = true
      end
    end
    used[r] = used[r] or {}
    for name in pairs(uses) do used[r][name] = true end
  end
  local function arrow(a, b, why)
    if a == b or not rooms[b] then return end
    arrows[a][b] = arrows[a][b] or {}
    arrows[a][b][#arrows[a][b] + 1] = why
  end
  for _, ab in ipairs(incs) do arrow(ab[1], ab[2], "#include") end
  for r, names in pairs(used) do
    for name in pairs(names) do
      local by = defined[name]
      if by and not by[r] then
        local only, count = nil, 0
        for b in pairs(by) do only, count = b, count + 1 end
        if count == 1 then arrow(r, only, name) end
      end
    end
  end
  return rooms, arrows
end

--- The circles of a graph: each a sorted list of rooms, with the arrows
-- inside it as lines "a -> b: names".
function M.circles(rooms, arrows)
  local index, low, on, stack, next_index = {}, {}, {}, {}, 0
  local found = {}
  local names = {}
  for r in pairs(rooms) do names[#names + 1] = r end
  table.sort(names)
  local function strong(v)
    index[v], low[v] = next_index, next_index
    next_index = next_index + 1
    stack[#stack + 1] = v
    on[v] = true
    local outs = {}
    for w in pairs(arrows[v] or {}) do outs[#outs + 1] = w end
    table.sort(outs)
    for _, w in ipairs(outs) do
      if not index[w] then
        strong(w)
        if low[w] < low[v] then low[v] = low[w] end
      elseif on[w] and index[w] < low[v] then
        low[v] = index[w]
      end
    end
    if low[v] == index[v] then
      local comp = {}
      repeat
        local w = table.remove(stack)
        on[w] = nil
        comp[#comp + 1] = w
      until w == v
      if #comp > 1 then
        table.sort(comp)
        local inside, lines = {}, {}
        for _, c in ipairs(comp) do inside[c] = true end
        for _, a in ipairs(comp) do
          local bs = {}
          for b in pairs(arrows[a]) do if inside[b] then bs[#bs + 1] = b end end
          table.sort(bs)
          for _, b in ipairs(bs) do
            local why = arrows[a][b]
            table.sort(why)
            lines[#lines + 1] = ("%s -> %s: %s"):format(a, b, table.concat(why, ", "))
          end
        end
        found[#found + 1] = { rooms = comp, arrows = lines }
      end
    end
  end
  for _, r in ipairs(names) do if not index[r] then strong(r) end end
  return found
end

return M
