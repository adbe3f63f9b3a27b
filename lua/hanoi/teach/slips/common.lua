--- What the families of edits share. A family is a table `{name =
-- ..., candidates = function(x) ... end}` (hanoi.teach.search reads it):
-- `candidates` takes the context of the function that failed and gives
-- the list of candidate edits, in order, each `{node = the node it is
-- named by, slip = the slip it names, reps = its replacements}` and the
-- fields of its own a family adds. A replacement is `{s = first byte, e
-- = last byte, text = what stands there instead}` (`e = s - 1`: text put
-- in before byte `s`). This module is no family: search loads only those
-- it lists.
-- @module hanoi.teach.slips.common

local ipairs = ipairs
local format = string.format

_ENV = nil

local common = {}

--- A family from its name and `propose(x, add)`, which calls `add(node,
-- slip, reps, more)` for each candidate, in the order they are to be
-- tried (`more`: a table of the candidate's other fields, which becomes
-- the candidate).
-- @tparam string name
-- @tparam function propose
-- @treturn table the family
function common.family(name, propose)
  return {
    name = name,
    candidates = function(x)
      local out = {}
      propose(x, function(node, slip, reps, more)
        local c = more or {}
        c.node, c.slip, c.reps = node, slip, reps
        out[#out + 1] = c
      end)
      return out
    end,
  }
end

--- The replacement of a node's text (or of any span `{s, e}`).
function common.replace(span, text)
  return { s = span.s, e = span.e, text = text }
end

--- Text put in before byte `pos`.
function common.before(pos, text)
  return { s = pos, e = pos - 1, text = text }
end

--- Text put in after byte `pos`.
function common.after(pos, text)
  return { s = pos + 1, e = pos, text = text }
end

--- The move the function should make (`move(from, to)` with its own
-- names), or nil when it does not name its move or its pegs' roles.
-- @treturn string|nil
function common.right_move(x)
  if not (x.move and x.role.from and x.role.to) then return nil end
  return format("%s(%s, %s)", x.move, x.role.from, x.role.to)
end

--- The slip of a recursive call's pegs, by the call's place among the
-- function's calls of itself.
-- @tparam int i
-- @treturn string
function common.call_slip(i)
  return i == 1 and "first_call_pegs" or "second_call_pegs"
end

--- The texts a count of disks is tried as: `tries` (a list), and, where
-- the text divides with `/` (a float), the same with `//`.
-- @tparam string now the text that stands there
-- @tparam table tries
-- @treturn table the list, longer by one where `/` is in the text
function common.with_floor_division(now, tries)
  if now:find("/") and not now:find("//") then tries[#tries + 1] = (now:gsub("/", "//")) end
  return tries
end

--- Each of `texts` that differs from the span's text now, as a
-- candidate: `add(node, slip, {the span replaced by it})`.
-- @tparam table x the context
-- @tparam function add as `common.family` hands it
-- @tparam table node the node the candidates are named by
-- @tparam table span the node whose text is replaced
-- @tparam table texts
-- @tparam string slip
function common.each_text(x, add, node, span, texts, slip)
  local now = x.text(span)
  for _, t in ipairs(texts) do
    if t ~= now then add(node, slip, { common.replace(span, t) }) end
  end
end

return common
