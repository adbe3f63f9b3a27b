-- The REPL against error values and hooks that fight back: whatever a
-- line raises, whatever its metamethods do, the REPL answers with one
-- line and reads the next; it ends only at the end of its input.
local repl = require "hanoi.teach.repl"

-- runs the REPL in this process on `lines`; returns what it wrote after
-- the banner, cut in answers (one per prompt), and whether it read every
-- line
local function session(lines)
  local i, buf = 0, {}
  local env = setmetatable({}, { __index = _G })
  repl.run({ env = env, trap = false, read = function()
    i = i + 1
    return lines[i]
  end, out = function(s) buf[#buf + 1] = s end })
  local text = table.concat(buf)
  -- the banner ends with the line of the documents
  text = text:gsub("^.-Reference: [^\n]*\n", "")
  local answers = {}
  for line in text:gmatch("([^\n]*)\n") do answers[#answers + 1] = line end
  return answers, i
end

describe("the REPL against hostile error values and hooks", function()
  local cases = {
    { "error(setmetatable({}, { __tostring = function() error('boom') end }))",
      "(an error value of type table)" },
    { "error(setmetatable({}, { __tostring = function() return {} end }))",
      "(an error value of type table)" },
    { "error(setmetatable({}, { __tostring = function() error(setmetatable({}, "
      .. "{ __tostring = function() error('deeper') end })) end }))",
      "(an error value of type table)" },
    { "error(setmetatable({}, { __metatable = 'locked', __tostring = function() return 'said' end }))",
      "said" },
    { "error(setmetatable({}, { __index = function() error('no') end }))",
      "(an error value of type table)" },
    { "error(coroutine.create(print))", "(an error value of type thread)" },
    -- (Lua 5.5 raises a text in place of a nil error value: what pcall gives here)
    { "error(nil)", select(2, pcall(error, nil)) == nil and "(an error value of type nil)"
      or tostring(select(2, pcall(error, nil))) },
    { "error(io.stdout)", nil },   -- a userdata with its own __tostring: its text
  }

  for _, case in ipairs(cases) do
    it("answers " .. case[1]:sub(1, 60) .. " with one line", function()
      local answers, read = session({ case[1], "return 1 + 1" })
      assert.equal(3, read)                    -- both lines and the end of input
      assert.equal(3, #answers, table.concat(answers, "\n"))
      if case[2] then assert.equal(case[2], answers[1]) end
      assert.not_matches("traceback", answers[1])
      assert.equal("2", answers[2])
    end)
  end

  it("prints a value whose __tostring raises by its type, and goes on", function()
    local answers = session({ "return setmetatable({}, { __tostring = function() error('x') end })",
      "return 3" })
    assert.same({ "table", "3", "" }, answers)
  end)

  it("outlives a hook that raises, set by the line typed", function()
    local answers, read = session({ "debug.sethook(function() error('hooked') end, 'l')",
      "return 1 + 1", "debug.sethook(function() error('hooked') end, 'c'); return 5",
      "return debug.gethook() == nil" })
    assert.equal(5, read)
    assert.matches("^the hook set with debug.sethook lasted for that line only", answers[1])
    -- the answers after it: each line read, run, answered
    local rest = {}
    for j = 2, #answers do
      if not answers[j]:find("^    ") and not answers[j]:find("^the hook set") then
        rest[#rest + 1] = answers[j]
      end
    end
    assert.same({ "2", "5", "true", "" }, rest)
  end)

  it("a hook that raises inside the line is that line's error, one line", function()
    local answers = session({ "debug.sethook(function() error('hooked') end, 'l'); local x = 1\nx = 2",
      "return 7" })
    local said = table.concat(answers, "\n")
    assert.matches("stdin:1: hooked", said, 1, true)
    assert.not_matches("traceback", said)
    assert.equal("7", answers[#answers - 1], said)
  end)
end)
