-- The scripts of the pages that carry the engine (the game's page and the
-- lesson, with the script they share) keep only the DOM: no plural rule,
-- no filler of a text's placeholders and no matcher of a browser's
-- language of their own; they ask the engine's hanoi.lang (hanoi.web.say,
-- hanoi.web.match). The playback page, which carries no engine, keeps the
-- one copy (watch.js), which this spec finds, so the search can find one.
local DIR = "lua/hanoi/web/page/"

local function read(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end

-- what in a script re-does hanoi.lang's work: one line each
local SIGNS = {
  { "a plural category", "[\"'](one)[\"']" }, { "a plural category", "[\"'](few)[\"']" },
  { "a plural category", "[\"'](many)[\"']" },
  { "a filler of {name} placeholders", "(/\\{)" },
  { "a matcher of Chinese scripts", "(zh%-Han[st])" },
  { "its own language matcher", "(langMatch)" }, { "its own plural rule", "(pluralForm)" },
}

local function faults(text)
  local out = {}
  local n = 0
  for line in (text .. "\n"):gmatch("([^\n]*)\n") do
    n = n + 1
    local code = line:gsub("^%s*//.*$", "")
    for _, s in ipairs(SIGNS) do
      if code:match(s[2]) then out[#out + 1] = ("line %d: %s"):format(n, s[1]) end
    end
  end
  return out
end

describe("the scripts of the pages with the engine", function()
  for _, file in ipairs({ "base.js", "play.js", "lesson.js" }) do
    it(file .. " leaves plurals, filling and matching to the engine", function()
      local found = faults(read(DIR .. file))
      assert(#found == 0, file .. ":\n" .. table.concat(found, "\n"))
    end)
  end

  it("ask the engine for them", function()
    for _, file in ipairs({ "play.js", "lesson.js" }) do
      local s = read(DIR .. file)
      assert.truthy(s:find('call("say"', 1, true), file)
      assert.truthy(s:find('call("match"', 1, true), file)
    end
  end)

  it("are told from the playback page's own copy", function()
    local found = faults(read(DIR .. "watch.js"))
    assert.is_true(#found >= 4, table.concat(found, "\n"))
  end)
end)
