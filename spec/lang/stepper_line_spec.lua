-- The stepper's line (`s.line`): which line of the learner's code each
-- step is on, as a number, the same in every language. Checked against
-- the stepper's own English words (the stack's frame marked "<- running":
-- "line N", or "just called" for the line the function starts on), and
-- the page's `web.steps` (lua/hanoi/web/init.lua) against the field.
local teach = require "hanoi.teach"
local texts = require "hanoi.teach.texts"
local lang = require "hanoi.lang"

local SOURCE = table.concat({
  "",
  "local function solve(n, from, to, via, move)",
  "  if n == 0 then",
  "    return",
  "  end",
  "  solve(n - 1, from, via, to, move)",
  "  move(from, to)",
  "  solve(n - 1, via, to, from, move)",
  "end",
  "return solve",
}, "\n")

local function fresh_fn()
  return assert(load(SOURCE, "=learner.lua"))()
end

-- the steps of a stepper in a language: each step's text and s.line
local function walk(tag)
  local before = texts.lang()
  texts.lang(tag)
  local out = {}
  local ok, err = pcall(function()
    local buf = {}
    local s = teach.stepper(fresh_fn(), 3, { out = function(t) buf[#buf + 1] = t end })
    assert.is_nil(s.line)
    while not s.done do
      buf = {}
      s()
      out[#out + 1] = { text = table.concat(buf), line = s.line }
    end
  end)
  texts.lang(before)
  assert(ok, err)
  return out
end

-- the line as the English words say it
local function english_line(text, first)
  local running = text:match("[^\n]*<%- running") or ""
  local n = running:match("line (%d+)")
  if n then return tonumber(n) end
  if running:find("just called", 1, true) then return first end
  return nil
end

describe("the stepper's line", function()
  local en = walk("en")
  local first = 2      -- `local function solve` is line 2 of SOURCE

  it("is the line the English words name, at every step", function()
    assert.is_true(#en > 20)
    local seen = {}
    for i, step in ipairs(en) do
      assert.are.equal(english_line(step.text, first), step.line, "step " .. i)
      if step.line then seen[step.line] = true end
    end
    -- the walk is on the function's first line, its calls and its move
    assert.is_true(seen[2] and seen[6] and seen[7] and seen[8])
  end)

  for _, tag in ipairs(lang.TAGS) do
    it("is the same in " .. tag .. " as in English", function()
      local other = walk(tag)
      assert.are.equal(#en, #other)
      for i = 1, #en do assert.are.equal(en[i].line, other[i].line, "step " .. i) end
      if tag ~= "en" then
        -- the words are the language's: no "<- running" left to read
        assert.is_nil(other[#other // 2].text:find("<- running", 1, true))
      end
    end)
  end

  it("goes back with the steps", function()
    local s = teach.stepper(fresh_fn(), 2, { out = function() end })
    local lines, count = {}, 0
    while not s.done do s(); count = count + 1; lines[count] = s.line end
    assert.is_nil(lines[count])          -- the end: no frame runs
    for k = count - 1, 1, -1 do
      s:back()
      assert.are.equal(lines[k], s.line)
    end
  end)
end)

describe("web.steps", function()
  -- (the page's module stands in for hanoi.fileio where none is preloaded:
  -- the real one is kept for the specs after this one)
  local kept = package.preload["hanoi.fileio"]
  local web = dofile("lua/hanoi/web/init.lua")
  package.preload["hanoi.fileio"] = kept

  it("gives each step's line from the field, the same in every language", function()
    local want = { 0 }
    for i, step in ipairs(walk("en")) do want[i + 1] = step.line or 0 end
    local before = texts.lang()
    for _, tag in ipairs(lang.TAGS) do
      texts.lang(tag)
      local ok, answer = pcall(web.steps, SOURCE)
      texts.lang(before)
      assert(ok, answer)
      local lines = {}
      for n in answer:gmatch('"line":(%d+)') do lines[#lines + 1] = tonumber(n) end
      assert.are.same(want, lines, tag)
    end
  end)
end)
