-- The lesson's page never tells a learner to type a command: each text of
-- the kit that names one of the REPL (teach.check(solve), s:back(),
-- teach.explain("recursive"), hanoi grade) has a page form, which names
-- the page's buttons and sections; on the page (`texts.where("page")`)
-- the kit says that form. Checked in every language on what the page
-- shows (the lesson's words as `hanoi lesson` writes them) and on every
-- text of the report, the stepper and the lesson read as the page reads
-- them.
local lang = require "hanoi.lang"
local texts = require "hanoi.teach.texts"
local lesson = require "hanoi.web.lesson"

-- what only a REPL or a shell knows
local COMMANDS = { "teach%.[%a_]+", "s:[%a_]+%(", "%f[%w]s%(%)", "hanoi grade", "%$EDITOR",
  "teach%.%a" }

local function command_in(text)
  for _, p in ipairs(COMMANDS) do
    local at = text:find(p)
    if at then return text:sub(math.max(1, at - 30), at + 40) end
  end
end

-- every string in a value (nested tables)
local function strings(v, out)
  out = out or {}
  if type(v) == "string" then out[#out + 1] = v
  elseif type(v) == "table" then for _, x in pairs(v) do strings(x, out) end end
  return out
end

-- the families of texts the page shows: the report of Check, the stepper,
-- the lesson's own words, the methods it explains
local SHOWN = { "^kit%.hint%.", "^kit%.report%.", "^kit%.reason%.", "^kit%.step%.",
  "^kit%.stepper%.", "^kit%.keys$", "^kit%.lesson%.", "^kit%.explain%.[%a_]+$",
  "^kit%.at%.", "^kit%.lstep%." }

local function shown(key)
  if key:find("%.page$") or key == "kit.explain.list" then return false end
  for _, p in ipairs(SHOWN) do if key:find(p) then return true end end
  return false
end

describe("the lesson's page in every language", function()
  after_each(function() texts.where("repl"); texts.lang("en") end)

  for _, tag in ipairs(lang.TAGS) do
    it("names no command of the REPL in what it shows in " .. tag, function()
      for _, s in ipairs(strings(lesson.words(tag))) do
        local found = command_in(s)
        assert.is_nil(found, tag .. ": " .. tostring(found))
      end
    end)

    it("reads every text of the report, the stepper and the lesson in its page form in " .. tag,
      function()
        texts.lang(tag)
        texts.where("page")
        local args = setmetatable({}, { __index = function(_, name)
          return name == "fname" and "solve" or 3
        end })
        local n = 0
        for key in pairs(lang.catalogue("en")) do
          if shown(key) then
            -- every placeholder given (a number: plural choices need one)
            local filled = {}
            for name in pairs(lang.placeholders(lang.catalogue("en")[key])) do filled[name] = args[name] end
            for name in pairs(lang.placeholders(lang.catalogue("en")[key .. ".page"] or "")) do
              filled[name] = args[name]
            end
            local found = command_in(texts.t(key, filled))
            assert.is_nil(found, tag .. " " .. key .. ": " .. tostring(found))
            n = n + 1
          end
        end
        assert.is_true(n > 100)
      end)
  end

  it("says the REPL's forms in the REPL", function()
    texts.where("repl")
    assert.truthy(texts.t("kit.step.goes_back"):find("s:back()", 1, true))
    texts.where("page")
    assert.is_nil(texts.t("kit.step.goes_back"):find("s:back()", 1, true))
    assert.has_error(function() texts.where("web") end,
      "bad argument #1 to 'where' ('repl' or 'page' expected, got 'web')")
  end)

  it("has a page form only for a text of its own, which it changes", function()
    for key, text in pairs(lang.catalogue("en")) do
      local base = key:match("^(.*)%.page$")
      if base then
        assert.is_string(lang.catalogue("en")[base], key .. " is the page form of no text")
        assert.are_not.equal(lang.catalogue("en")[base], text, key)
        assert.is_nil(command_in(text), key)
      end
    end
  end)

  for _, tag in ipairs(lang.TAGS) do
    it("shows the kit's code with its comments in " .. tag .. ", its Lua as it is", function()
      local words = lesson.words(tag)
      local en = lesson.words("en")
      local lines, en_lines = {}, {}
      for l in (words.code .. "\n"):gmatch("([^\n]*)\n") do lines[#lines + 1] = l end
      for l in (en.code .. "\n"):gmatch("([^\n]*)\n") do en_lines[#en_lines + 1] = l end
      assert.equal(#en_lines, #lines)
      for i, l in ipairs(lines) do
        local lua, note = l:match("^(.-)%-%- (.*)$")
        local en_lua, en_note = en_lines[i]:match("^(.-)%-%- (.*)$")
        assert.equal(en_lua or en_lines[i], lua or l, tag .. " line " .. i)
        if en_note then
          -- the same mark, the comment in the language (English only in English)
          assert.equal(en_note:match("^%(%d%)"), note:match("^%(%d%)"), tag .. " line " .. i)
          if tag ~= "en" then assert.are_not.equal(en_note, note, tag .. " line " .. i) end
        end
      end
      -- no method's Lua name as a label: "iterative: ..." is the REPL's
      for name, text in pairs(words.explain) do
        assert.is_nil(text:find("^" .. name .. ":"), tag .. " " .. name)
      end
      assert.is_nil(words.steps[1].text:find("^recursive:"), tag)
      -- the editor's starter comment in the language
      if tag ~= "en" then assert.are_not.equal(en.words.starter, words.words.starter, tag) end
      assert.truthy(words.words.starter:find("^function solve%(n, from, to, via, move%)\n"), tag)
    end)
  end
end)
