-- The pages' scripts keep only the DOM: no plural rule, no filler of a
-- text's placeholders, no writer of numbers and no matcher of a browser's
-- language of their own. The pages that carry the engine (the game's page
-- and the lesson, with the script they share) ask the engine's hanoi.lang
-- (hanoi.web.say, hanoi.web.match); the playback page, which carries no
-- engine, shows the texts hanoi.render.html filled with hanoi.lang when it
-- wrote the page, in the language it was written in (the picker's others
-- filled too), and asks nothing of the browser's language.
local DIR = "lua/hanoi/web/page/"

local helpers = require "support.helpers"
local function read(path) return assert(helpers.slurp(path), path) end

-- what in a script re-does hanoi.lang's work: one line each
local SIGNS = {
  { "a plural category", "[\"'](one)[\"']" }, { "a plural category", "[\"'](few)[\"']" },
  { "a plural category", "[\"'](many)[\"']" },
  { "a filler of {name} placeholders", "(/\\{)" },
  { "a matcher of Chinese scripts", "(zh%-Han[st])" },
  { "its own language matcher", "(langMatch)" }, { "its own plural rule", "(pluralForm)" },
  { "a writer of numbers", "(Intl%.)" }, { "a writer of numbers", "(toLocale%a*String)" },
}

-- what the playback page would need to choose by the browser's language
local BROWSER = { { "the browser's languages", "(navigator)" },
  { "the browser's languages", "(browserTags)" } }

local function faults(text, signs)
  signs = signs or SIGNS
  local out = {}
  local n = 0
  for line in (text .. "\n"):gmatch("([^\n]*)\n") do
    n = n + 1
    local code = line:gsub("^%s*//.*$", "")
    for _, s in ipairs(signs) do
      if code:match(s[2]) then out[#out + 1] = ("line %d: %s"):format(n, s[1]) end
    end
  end
  return out
end

describe("the scripts of the pages", function()
  for _, file in ipairs({ "base.js", "play.js", "lesson.js", "watch.js" }) do
    it(file .. " leaves plurals, filling, numbers and matching to hanoi.lang", function()
      local found = faults(read(DIR .. file))
      assert(#found == 0, file .. ":\n" .. table.concat(found, "\n"))
    end)
  end

  it("with the engine ask it for them", function()
    for _, file in ipairs({ "play.js", "lesson.js" }) do
      local s = read(DIR .. file)
      assert.truthy(s:find('call("say"', 1, true), file)
      assert.truthy(s:find('call("match"', 1, true), file)
    end
  end)

  it("of the playback page asks nothing of the browser's language", function()
    local found = faults(read(DIR .. "watch.js"), BROWSER)
    assert(#found == 0, "watch.js:\n" .. table.concat(found, "\n"))
  end)

  it("are told from a script with its own copy", function()
    -- the playback page's script as it was, with hanoi.lang's work in it
    local copy = table.concat({
      '  function pluralForm(tag, x) { return x === 1 ? "one" : "other"; }',
      '  function langMatch(tag) { return /^zh-hant/.test(tag) ? "zh-Hant" : "en"; }',
      '  var f = new Intl.NumberFormat(LANG);',
      '  function fill(t) { return t.replace(/\\{(\\w+)\\}/g, f.format); }',
      "  var first = navigator.languages[0];",
    }, "\n")
    assert.equal(6, #faults(copy))
    assert.equal(1, #faults(copy, BROWSER))
  end)
end)
