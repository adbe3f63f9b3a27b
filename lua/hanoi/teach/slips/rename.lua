--- Edit family: a name with no value anywhere (no declaration of it in
-- the whole file, no value in the learner's environment) replaced by the
-- name of the nearest spelling that has one (optimal string alignment
-- distance, at most 1 for names of up to five letters, 2 for longer):
-- a typo, a parameter named one way and used another; and a table's
-- field that is called where the file defines no such field of it
-- (`T.shcritt(...)`, with `function T.schritt` in the file) made the
-- nearest field it defines. Slip `undefined` for a name that is called,
-- `nil_variable` for another.
-- @module hanoi.teach.slips.rename

local ipairs = ipairs
local nearness = require("hanoi.text").nearness
local tree = require "hanoi.teach.lua_tree"
local common = require "hanoi.teach.slips.common"

_ENV = nil

-- the names of `list` nearest to `bad` (all those at the least distance
-- `nearness` allows), in the order of the list
local function nearest(bad, list)
  local best, bestd = {}, nil
  for _, good in ipairs(list) do
    local d = good ~= bad and nearness(bad, good)
    if d then
      if not bestd or d < bestd then best, bestd = { good }, d
      elseif d == bestd then best[#best + 1] = good end
    end
  end
  return best
end

return common.family("rename", function(x, add)
  local by_name = {}
  for _, use in ipairs(x.free) do
    local list = by_name[use.name]
    if not list then
      list = {}
      by_name[use.name] = list
      by_name[#by_name + 1] = use.name
    end
    list[#list + 1] = use
  end
  for _, bad in ipairs(by_name) do
    for _, good in ipairs(nearest(bad, x.known)) do
      local reps, called = {}, false
      for _, use in ipairs(by_name[bad]) do
        reps[#reps + 1] = common.replace(use, good)
        if use.called then called = true end
      end
      add(by_name[bad][1], called and "undefined" or "nil_variable", reps,
        { name = bad, near = good })
    end
  end
  -- a function of a table called by a field no line of the file gives
  -- it (`T.shcritt(...)` where the file defines `function T.schritt`):
  -- the nearest field of that table the file does define
  local fields, uses = {}, {}
  local function field(obj, key)
    fields[obj] = fields[obj] or {}
    if not fields[obj][key] then
      fields[obj][key] = true
      fields[obj][#fields[obj] + 1] = key
    end
  end
  if x.root then
    tree.walk(x.root, function(n)
      if n.tag == "Function" and n.path and #n.path == 2 and not n.method then
        field(n.path[1].name, n.path[2].name)
      elseif n.tag == "Set" then
        for _, t in ipairs(n.targets) do
          if t.tag == "Index" and t.dot and t.obj.tag == "Name" then
            field(t.obj.name, t.key.value)
          end
        end
      end
    end)
  end
  for _, c in ipairs(x.all_calls or {}) do
    local f = c.fn
    if not c.method and f.tag == "Index" and f.dot and f.obj.tag == "Name" then
      uses[#uses + 1] = f
    end
  end
  local by_field = {}
  for _, f in ipairs(uses) do
    local obj, key = f.obj.name, f.key.value
    local known = fields[obj]
    if known and not known[key] then
      local id = obj .. "." .. key
      if not by_field[id] then
        by_field[id] = { obj = obj, key = key }
        by_field[#by_field + 1] = id
      end
      local list = by_field[id]
      list[#list + 1] = f.key
    end
  end
  for _, id in ipairs(by_field) do
    local u = by_field[id]
    -- (the field called is not one of those the file defines)
    for _, good in ipairs(nearest(u.key, fields[u.obj])) do
      local reps = {}
      for _, k in ipairs(u) do reps[#reps + 1] = common.replace(k, good) end
      add(u[1], "undefined", reps, { name = id, near = u.obj .. "." .. good })
    end
  end
end)
