--- The stepper object of the teaching kit, whatever it steps through: the
-- kit's own recursion (3 or 4 pegs), a method's moves, or a learner's
-- function. A source gives the events one by one; the stepper keeps those
-- it has seen, so that going back replays them from the start and shows
-- exactly the screens going forward showed.
--
-- A source is a table of functions, each taking the stepper:
-- `pull(self)` the next event or nil, `reset(self)` the start (sets
-- `self.state`, clears its frames), `apply(self, e)` does event e,
-- `describe(self, e)` the line of a step (before it is applied),
-- `stack(self)` the lines of the stack of frames (or nil), `finished(self)`
-- true at the end, `ending(self)` the line printed when nothing is left.
-- @module hanoi.teach.stepper

local show = require "hanoi.teach.show"
local texts = require "hanoi.teach.texts"
local width = require "hanoi.lang.width"

local setmetatable, getmetatable, pcall, error, format, concat, table_remove =
  setmetatable, getmetatable, pcall, error, string.format, table.concat, table.remove

_ENV = nil -- no globals past this point

--- A step-by-step walk made by `teach.stepper`. Call it (`s()`) for one
-- step; `s.steps` is the number of steps done, `s.done` is true at the
-- end, `s.state` is the position (a `hanoi.State`), `s.line` (through a
-- learner's function) the line of its code the running frame is at, nil
-- when no frame runs: the same in every language.
-- @type Stepper
local Stepper = { __name = "hanoi.teach.Stepper" }
Stepper.__index = Stepper

-- `s.back()` for `s:back()`: the stepper is missing. Said in one line.
local function colon(self, name)
  if getmetatable(self) ~= Stepper then
    error(format("call a stepper's functions with a colon: s:%s(), not s.%s()", name, name), 3)
  end
end

-- the text printed when nothing is left: the source's line (with `more`
-- after it), then what the source adds (for a learner's function, the hint)
local function ending(self, more)
  local line, after = self.source.ending(self)
  return line .. (more or "") .. "\n" .. (after and show.wrap(after) .. "\n" or "")
end

-- one step: prints its line; returns the event, nil at the end
local function forward(self)
  local e = self.events[self.steps + 1]
  if e == nil then
    if not self.exhausted then e = self.source.pull(self) end
    if e == nil then
      self.exhausted = true
      self.done = true
      return nil
    end
    self.events[#self.events + 1] = e
  end
  local line = self.source.describe(self, e)
  self.steps = self.steps + 1
  self.source.apply(self, e)
  self.done = self.source.finished(self)
  self.line = self.source.line and self.source.line(self) or nil
  self.write(texts.t("kit.step.line", { step = self.steps, line = line }) .. "\n")
  return e
end

--- Prints the stack of frames (when the walk has one), the pegs and the
-- count of moves.
function Stepper:show()
  colon(self, "show")
  if self.fresh then self.fresh() end
  local out = self.source.stack(self) or {}
  out[#out + 1] = show.picture(self.state)
  out[#out + 1] = texts.t("kit.step.made", { made = self.moves, total = texts.number(self.total) })
  self.write(concat(out, "\n") .. "\n")
end

--- One step, printed with the stack and the pegs. The same as `s()`.
function Stepper:step()
  colon(self, "step")
  if self.fresh then self.fresh() end
  if forward(self) == nil then
    self.write(ending(self, texts.t("kit.step.goes_back")))
    return
  end
  self:show()
end
Stepper.__call = Stepper.step

-- back to the start, then the first k steps again, silently
local function replay(self, k)
  self.source.reset(self)
  self.moves, self.steps, self.done = 0, 0, false
  for i = 1, k do
    self.source.apply(self, self.events[i])
    self.steps = i
  end
  self.done = k > 0 and self.source.finished(self)
  self.line = self.source.line and self.source.line(self) or nil
end

--- Goes back one step and prints where that leaves us.
function Stepper:back()
  colon(self, "back")
  if self.fresh then self.fresh() end
  if self.steps == 0 then
    self.write(texts.t("kit.step.at_start") .. "\n")
    return
  end
  local k = self.steps - 1
  replay(self, k)
  local undone = self.source.describe(self, self.events[k + 1])
  local line = texts.t("kit.step.back", { step = k, undone = undone })
  if width.of(line) > show.WIDTH or undone:find("\n") then
    -- the undone step on lines of its own
    line = texts.t("kit.step.back_long", { step = k, undone = undone })
  end
  self.write(line .. "\n")
  self:show()
end

--- Runs to the next move: one line per step, then the stack and the pegs.
function Stepper:next_move()
  colon(self, "next_move")
  if self.fresh then self.fresh() end
  local e
  repeat e = forward(self) until e == nil or e.kind == "move"
  if e == nil then self.write(ending(self)) end
  self:show()
end

--- Runs to the end: the last steps, one line each (the steps before
-- them counted), then the stack, the pegs and how it ended (for a
-- learner's function, the verdict).
function Stepper:finish()
  colon(self, "finish")
  if self.fresh then self.fresh() end
  local write, kept, skipped = self.write, {}, 0
  self.write = function(s)
    kept[#kept + 1] = s
    if #kept > Stepper.SHOWN then
      table_remove(kept, 1)
      skipped = skipped + 1
    end
  end
  local ok, err = pcall(function() while forward(self) do end end)
  self.write = write
  if not ok then error(err, 0) end
  if skipped > 0 then
    write(texts.t("kit.step.before", { steps = skipped }) .. "\n")
  end
  write(concat(kept))
  self:show()
  write(ending(self))
end

--- The number of step lines `finish` prints at most.
Stepper.SHOWN = 12

--- What the REPL prints for a stepper it was given: how far it is, and
-- how to keep it.
function Stepper.__tostring(self)
  return texts.t(self.done and "kit.repl.stepper_end" or "kit.repl.stepper",
    { step = self.steps, call = self.call or "teach.stepper(...)" })
end

local stepper = {}

--- A new stepper over `source`, printing with `write`; it prints `header`
-- and its starting position.
-- @tparam table source see the module
-- @tparam function write
-- @tparam table fields more fields of the object (`n`, `total`, ...)
-- @tparam string header
-- @tparam[opt] function fresh called as each step begins: a new screenful
--   for the pager of the writer (its `newline`)
-- @treturn Stepper
function stepper.new(source, write, fields, header, fresh)
  local self = setmetatable(fields, Stepper)
  self.source, self.write, self.fresh = source, write, fresh
  self.events, self.steps, self.moves, self.done = {}, 0, 0, false
  source.reset(self)
  write(header .. "\n")
  self:show()
  return self
end

stepper.Stepper = Stepper

return stepper
