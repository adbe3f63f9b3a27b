--- What the lesson's page (`hanoi lesson`) shows in one language, as the
-- teaching kit writes it: its words (`hanoi.teach.texts.lesson`), the
-- methods explained, the table of moves and its paragraph on the monks,
-- the call tree and every step of the stepper. `hanoi lesson` writes the
-- page's own language into the page; the page's engine (`make web`)
-- writes any other one here when the learner asks for it.
-- @module hanoi.web.lesson

local teach = require "hanoi.teach"
local texts = require "hanoi.teach.texts"
local lang = require "hanoi.lang"
local LETTERS = require("hanoi.pegs").LETTERS

local ipairs, pcall, error = ipairs, pcall, error
local concat = table.concat

_ENV = nil -- no globals past this point

local M = {}

-- a writer for the kit's `out` option, and what it wrote
local function sink()
  local out = {}
  return function(s) out[#out + 1] = s end, function() return concat(out) end
end

-- the kit's stepper through its recursion with n disks, every step: the
-- text it prints, the position (its label) and the mark of the line the
-- running frame is at
local function steps(n)
  local write, text = sink()
  local s = teach.stepper(n, { out = write })
  local list = { { text = text(), label = s.state:label(), mark = "" } }
  while not s.done do
    local w2, t2 = sink()
    s.write = w2
    s()
    local t = t2()
    list[#list + 1] = { text = t, label = s.state:label(),
      -- the running frame's line: the one marked "<- " (in every language)
      mark = t:match("%((%d)%)[^\n]*<%- ") or "" }
  end
  return list
end

-- what the kit writes for the page, in the language in use: the methods
-- explained, the table and its paragraph on the monks, the trace, the steps
local function written()
  local explain = {}
  for _, m in ipairs({ "recursive", "iterative", "binary", "three_step", "frame_stewart" }) do
    local write, text = sink()
    teach.explain(m, { out = write })
    explain[m] = text()
  end
  local wt, tt = sink()
  teach.table(nil, { out = wt })
  local wtr, ttr = sink()
  teach.trace(3, { out = wtr })
  -- the table, then (in the puzzle's section) its last paragraph, on the monks
  local table_text = tt()
  local head, legend = table_text:match("^(.*)\n\n(.-)$")
  return { explain = explain, table = head or table_text, legend = legend or "",
    trace = ttr(), steps = steps(3), code = texts.code("recursive") }
end

--- What the page shows in one language: `{words, explain, table, legend,
-- trace, steps, comma, pegs}` (`words` the page's words from the kit's
-- catalogue; each step `{text, label, mark}`; `comma` the one between the
-- items of a list, `hanoi.lang.comma`; `pegs` the buttons' names of pegs
-- A to H, "Peg A", written before the page's engine is ready).
-- @tparam string tag a tag of `hanoi.lang.TAGS`
-- @treturn table
function M.words(tag)
  local was, place = texts.lang(), texts.where()
  texts.lang(tag)
  texts.where("page")
  local ok, out = pcall(written)
  texts.lang(was)
  texts.where(place)
  if not ok then error(out, 0) end
  out.words = texts.lesson(tag)
  out.comma = lang.comma(tag)
  local speak = lang.new(tag)
  out.pegs = {}
  for i = 1, 8 do
    local p = LETTERS:sub(i, i)
    out.pegs[p] = speak:t("kit.lesson.ui.peg", { peg = p })
  end
  return out
end

return M
